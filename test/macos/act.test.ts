// The act pipeline over the macOS driver and the fake cua-driver (real MCP stdio): statuses are honest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import type { ActContext } from '../../src/core/act/context.js';
import type { MacosDriver } from '../../src/drivers/macos/driver.js';
import { testContext } from '../support/context.js';
import { candidatesOf, idOf } from '../support/find.js';
import { scriptedDecider } from '../support/scripted.js';
import { CALC, FakeMac, FORM } from './support.js';

const noModel = scriptedDecider(() => ({ none: 1 }));

describe('acting through cua-driver (fake over stdio)', () => {
  let fake: FakeMac;
  let driver: MacosDriver;
  let ctx: ActContext;
  const since = (): number => fake.toolCalls().length;
  const toolsAfter = (n: number): string[] =>
    fake
      .toolCalls()
      .slice(n)
      .map((c) => c.tool ?? '');

  beforeAll(() => {
    fake = new FakeMac();
    driver = fake.driver();
    ctx = testContext(driver, noModel);
  });
  afterAll(() => driver.close());

  it('set_value reads back trimmed, so the result is unverified, never done', async () => {
    const id = await idOf(ctx, FORM, 'set_value', 'Name');
    const result = await runAct(ctx, {
      windowId: FORM,
      instruction: 'set Name',
      text: '  Grace Hopper ',
      candidateId: id,
    });
    expect(result.status).toBe('unverified');
    expect(result.verification?.exact).toBeUndefined();
    const set = fake.toolCalls().find((c) => c.tool === 'set_value');
    expect(set?.args).toMatchObject({ pid: 6161, window_id: 7001, value: '  Grace Hopper ' });
    expect(String(set?.args?.element_token)).toMatch(/^s[0-9a-f]{8}:\d+$/u);
  });

  it('a click on Save is an AX press by token and is done once the window shows it', async () => {
    const n = since();
    const id = await idOf(ctx, FORM, 'click', '"Save"');
    const result = await runAct(ctx, { windowId: FORM, instruction: 'click Save', candidateId: id });
    expect(result).toMatchObject({ status: 'done', action: { route: 'press' } });
    const click = fake
      .toolCalls()
      .slice(n)
      .find((c) => c.tool === 'click');
    expect(Object.keys(click?.args ?? {}).sort()).toEqual(['element_token', 'pid', 'session', 'window_id']);
  });

  it('toggle: Newsletter flips and is verified from its 1/0 value', async () => {
    const id = await idOf(ctx, FORM, 'toggle', 'Newsletter');
    const result = await runAct(ctx, { windowId: FORM, instruction: 'tick Newsletter', candidateId: id });
    expect(result).toMatchObject({ status: 'done', verification: { exact: true } });
  });

  it('choose presses the pop-up open, then presses the exact item', async () => {
    const n = since();
    const id = await idOf(ctx, FORM, 'choose_option', 'Size');
    const result = await runAct(ctx, {
      windowId: FORM,
      instruction: 'size large',
      text: 'Large',
      candidateId: id,
    });
    // The pop-up now shows the chosen title whole where it showed another: chosen, though AX values are no exact
    // reading (they are trimmed; a title is not typed text).
    expect(result.status).toBe('done');
    expect(result.message).toContain('the option chosen');
    expect(result.verification?.exact).toBe(false);
    const calls = fake
      .toolCalls()
      .slice(n)
      .filter((c) => c.tool !== 'list_windows');
    const clicks = calls.filter((c) => c.tool === 'click');
    expect(clicks).toHaveLength(2);
    expect(toolsAfter(n).indexOf('click')).toBeLessThan(toolsAfter(n).lastIndexOf('click'));
    expect(calls.map((c) => c.tool)).toContain('get_window_state');
    const after = await candidatesOf(ctx, FORM);
    expect(after.find((c) => c.kind === 'choose_option' && c.does.includes('Size'))?.value).toBe('Large');
  });

  it('choose with no such item lists the titles and closes the menu with Escape', async () => {
    const n = since();
    const id = await idOf(ctx, FORM, 'choose_option', 'Size');
    const result = await runAct(ctx, {
      windowId: FORM,
      instruction: 'size huge',
      text: 'Huge',
      candidateId: id,
    });
    expect(result).toMatchObject({
      status: 'failed',
      code: 'option_not_found',
      options: ['Small', 'Medium', 'Large'],
    });
    expect(
      fake
        .toolCalls()
        .slice(n)
        .some((c) => c.tool === 'press_key' && c.args?.key === 'escape'),
    ).toBe(true);
    expect((await candidatesOf(ctx, FORM)).some((c) => c.kind === 'choose_option')).toBe(true);
  });

  it('choose with two items of the same title is ambiguous_option', async () => {
    const id = await idOf(ctx, FORM, 'choose_option', 'Colour');
    const result = await runAct(ctx, {
      windowId: FORM,
      instruction: 'colour green',
      text: 'Green',
      candidateId: id,
    });
    expect(result).toMatchObject({ status: 'failed', code: 'ambiguous_option' });
  });

  it('a menu item without a shortcut is foreground_required and nothing is sent', async () => {
    const n = since();
    const menu = (await candidatesOf(ctx, FORM)).find((c) => c.kind === 'menu' && c.does.includes('Export'));
    expect(menu?.needsForeground).toBe(true);
    const result = await runAct(ctx, { windowId: FORM, instruction: 'export', candidateId: menu?.id });
    expect(result).toMatchObject({ status: 'refused', code: 'foreground_required' });
    expect(toolsAfter(n).filter((t) => t !== 'get_window_state' && t !== 'list_windows')).toEqual([]);
  });

  it('the driver itself refuses a menu item without a shortcut, sending nothing', async () => {
    const raw = await driver.snapshot(FORM, { signal: new AbortController().signal });
    const item = raw.nodes.find((node) => node.label === 'Export…');
    const n = since();
    const outcome = await driver.perform(
      FORM,
      { type: 'menu', handle: item?.handle ?? '', path: ['File', 'Export…'] },
      { signal: new AbortController().signal },
    );
    expect(outcome).toMatchObject({ ok: false, code: 'foreground_required' });
    expect(toolsAfter(n)).toEqual([]);
  });

  it('a menu item with a shortcut runs as a hotkey to the pid', async () => {
    const n = since();
    const id = await idOf(ctx, FORM, 'menu', 'Show Fonts');
    const result = await runAct(ctx, { windowId: FORM, instruction: 'show fonts', candidateId: id });
    expect(result).toMatchObject({ status: 'done', action: { route: 'shortcut:cmd+t' } });
    const hotkey = fake
      .toolCalls()
      .slice(n)
      .find((c) => c.tool === 'hotkey');
    expect(hotkey?.args).toMatchObject({ pid: 6161, window_id: 7001, keys: ['cmd', 't'] });
    expect(fake.toolCalls().some((c) => c.tool === 'invoke_menu')).toBe(false);
  });

  it('keypad: the on-screen keys are pressed in order and the display is judged', async () => {
    const id = await idOf(ctx, CALC, 'keypad', 'keypad');
    const result = await runAct(ctx, {
      windowId: CALC,
      instruction: 'compute',
      text: '12+7=',
      candidateId: id,
    });
    expect(result.status).toBe('done');
    const snap = await driver.snapshot(CALC, { signal: new AbortController().signal });
    expect(snap.texts).toContain('19');
  });
});
