// Background only: foreground routes are refused unsent, the front-app watch stops a violation, a locked screen stops all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/core/build.js';
import { DriverError } from '../../src/core/driver.js';
import type { MacosDriver } from '../../src/drivers/macos/driver.js';
import { MacosTools } from '../../src/drivers/macos/tools.js';
import { FakeMac, FORM, signal } from './support.js';

async function refused(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'sent';
  } catch (error: unknown) {
    return error instanceof DriverError ? error.code : String(error);
  }
}

describe('background only', () => {
  let fake: FakeMac;
  let driver: MacosDriver;
  let tools: MacosTools;

  beforeAll(() => {
    fake = new FakeMac();
    driver = fake.driver();
    tools = new MacosTools(driver.connection, { runner: fake.runner });
  });
  afterAll(() => driver.close());

  it('bring_to_front, activate, invoke_menu, move_cursor, foreground delivery and desktop input are refused before dispatch', async () => {
    await driver.windows({}, { signal });
    const before = fake.calls().length;
    const attempts: [string, Record<string, unknown>][] = [
      ['bring_to_front', { pid: 6161, window_id: 7001 }],
      ['activate', { pid: 6161 }],
      ['activate_app', { pid: 6161 }],
      ['invoke_menu', { pid: 6161, window_id: 7001, path: ['File', 'Export…'] }],
      ['move_cursor', { x: 10, y: 10 }],
      ['click', { pid: 6161, window_id: 7001, x: 10, y: 10, delivery_mode: 'foreground' }],
      ['click', { x: 10, y: 10, scope: 'desktop' }],
      ['hotkey', { keys: ['cmd', 'q'], target: { kind: 'desktop', display_id: 'primary' } }],
    ];
    for (const [tool, args] of attempts) {
      expect(await refused(tools.call(tool, args, { signal }))).toBe('foreground_disallowed');
      expect(await refused(driver.connection.call(tool, args, { signal }))).toBe('foreground_disallowed');
    }
    expect(fake.calls().slice(before)).toEqual([]);
    expect(fake.front()).toBe(100);
  });

  it('the target coming to the front stops the action with foreground_violation and puts the previous app back', async () => {
    const raw = await driver.snapshot(FORM, { signal });
    const save = buildSnapshot(raw).nodes.find((n) => n.label === 'Save' && n.role === 'button');
    fake.setFaults({ steal: 'click' });
    const outcome = await driver.perform(FORM, { type: 'click', handle: save?.handle ?? '' }, { signal });
    expect(outcome).toMatchObject({ ok: false, code: 'foreground_violation', mayHaveActed: true });
    expect(fake.activations).toEqual([100]);
    expect(fake.front()).toBe(100);
  });

  it('a locked screen stops every action before anything is sent', async () => {
    const raw = await driver.snapshot(FORM, { signal });
    const save = buildSnapshot(raw).nodes.find((n) => n.label === 'Save' && n.role === 'button');
    const n = fake.toolCalls().length;
    fake.locked = true;
    const locked = await driver.perform(FORM, { type: 'click', handle: save?.handle ?? '' }, { signal });
    fake.locked = 'unreadable';
    const unknown = await driver.perform(FORM, { type: 'click', handle: save?.handle ?? '' }, { signal });
    fake.locked = false;
    expect(locked).toMatchObject({ ok: false, code: 'screen_locked' });
    expect(unknown).toMatchObject({ ok: false, code: 'screen_lock_unavailable' });
    expect(fake.toolCalls().slice(n)).toEqual([]);
  });

  it('keys to an app with two windows are refused by cua-driver and reported as foreground_required', async () => {
    const outcome = await driver.perform('4242-8811', { type: 'key', keys: 'cmd+a' }, { signal });
    expect(outcome).toMatchObject({ ok: false, code: 'foreground_required' });
    expect(outcome.ok ? '' : outcome.message).toContain('same_pid_keyboard_ambiguity');
  });

  it('a modified click goes to pixels, and cua-driver refusing it in the background is foreground_required', async () => {
    const raw = await driver.snapshot(FORM, { signal });
    const save = buildSnapshot(raw).nodes.find((n) => n.label === 'Save' && n.role === 'button');
    const n = fake.toolCalls().length;
    const outcome = await driver.perform(
      FORM,
      { type: 'click', handle: save?.handle ?? '', modifiers: ['meta'] },
      { signal },
    );
    expect(outcome).toMatchObject({ ok: false, code: 'foreground_required' });
    const click = fake
      .toolCalls()
      .slice(n)
      .find((c) => c.tool === 'click');
    // Save's centre (640, 572) in a 600-point window at x=100,y=100 captured at 2x: (1080, 944).
    expect(click?.args).toMatchObject({ pid: 6161, window_id: 7001, x: 1080, y: 944, modifier: ['cmd'] });
    expect(click?.args?.delivery_mode).toBeUndefined();
  });
});
