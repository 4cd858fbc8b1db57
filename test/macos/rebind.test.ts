// Stale element tokens: re-bound by stable key once; token-bound twins never.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/core/build.js';
import type { RawSnapshot } from '../../src/core/snapshot.js';
import type { MacosDriver } from '../../src/drivers/macos/driver.js';
import { decodeHandle } from '../../src/drivers/macos/handles.js';
import { MacosTools } from '../../src/drivers/macos/tools.js';
import { FakeMac, FORM, signal } from './support.js';

function handleOf(raw: RawSnapshot, label: string, nth = 0): string {
  const nodes = buildSnapshot(raw).nodes.filter((n) => n.label === label && n.role === 'button');
  const node = nodes[nth];
  if (!node) throw new Error(`no button ${label}`);
  return node.handle;
}

describe('stale tokens', () => {
  let fake: FakeMac;
  let driver: MacosDriver;
  const clicksSince = (n: number) =>
    fake
      .toolCalls()
      .slice(n)
      .filter((c) => c.tool === 'click');

  beforeAll(() => {
    fake = new FakeMac();
    driver = fake.driver();
  });
  afterAll(() => driver.close());

  it('a handle carries the token and the stable key', async () => {
    const handle = handleOf(await driver.snapshot(FORM, { signal }), 'Save');
    expect(decodeHandle(handle)).toEqual({
      token: expect.stringMatching(/^s[0-9a-f]{8}:\d+$/u),
      key: '["button","saveButton","Save",[]]',
      twin: false,
    });
  });

  it('is re-bound once by key: observe again, find the one enabled match, act on its new token', async () => {
    const handle = handleOf(await driver.snapshot(FORM, { signal }), 'Save');
    const n = fake.toolCalls().length;
    fake.setFaults({ invalidate: 'click' });
    const outcome = await driver.perform(FORM, { type: 'click', handle }, { signal });
    expect(outcome).toEqual({ ok: true, route: 'press' });
    const calls = fake
      .toolCalls()
      .slice(n)
      .map((c) => c.tool);
    expect(calls.filter((t) => t !== 'list_windows')).toEqual(['click', 'get_window_state', 'click']);
    const [first, second] = clicksSince(n);
    expect(first?.args?.element_token).toBe(decodeHandle(handle)?.token);
    expect(second?.args?.element_token).not.toBe(first?.args?.element_token);
  });

  it('a token that goes stale again after the re-bind gives target_gone (one re-bind only)', async () => {
    const handle = handleOf(await driver.snapshot(FORM, { signal }), 'Save');
    const n = fake.toolCalls().length;
    fake.setFaults({ invalidateAlways: 'click' });
    const outcome = await driver.perform(FORM, { type: 'click', handle }, { signal });
    fake.setFaults({});
    expect(outcome).toMatchObject({ ok: false, code: 'target_gone' });
    expect(clicksSince(n)).toHaveLength(2);
  });

  it('token-bound twins are never re-bound: target_gone, and only the refused click was sent', async () => {
    const raw = await driver.snapshot(FORM, { signal });
    const handle = handleOf(raw, 'Add tag', 1);
    expect(decodeHandle(handle)?.twin).toBe(true);
    const n = fake.toolCalls().length;
    fake.setFaults({ invalidate: 'click' });
    const outcome = await driver.perform(FORM, { type: 'click', handle }, { signal });
    expect(outcome).toMatchObject({ ok: false, code: 'target_gone' });
    expect(
      fake
        .toolCalls()
        .slice(n)
        .map((c) => c.tool),
    ).toEqual(['click']);
  });

  it('a window read by someone else (a screenshot) makes the driver read again before acting, even for a twin', async () => {
    const raw = await driver.snapshot(FORM, { signal });
    const save = handleOf(raw, 'Save');
    const twin = handleOf(raw, 'Add tag', 1);
    const tools = new MacosTools(driver.connection, { runner: fake.runner });
    await tools.screenshot(FORM, { signal });
    const n = fake.toolCalls().length;
    expect(await driver.perform(FORM, { type: 'click', handle: save }, { signal })).toEqual({
      ok: true,
      route: 'press',
    });
    const sent = fake.toolCalls().slice(n);
    // No click with the stale token: a fresh read first, then one click with the new token.
    expect(sent.map((c) => c.tool).filter((t) => t !== 'list_windows')).toEqual([
      'get_window_state',
      'click',
    ]);
    expect(clicksSince(n)[0]?.args?.element_token).not.toBe(decodeHandle(save)?.token);
    // A twin's token went stale the same way; it is never re-bound, and nothing is sent for it.
    await tools.screenshot(FORM, { signal });
    const m = fake.toolCalls().length;
    expect(await driver.perform(FORM, { type: 'click', handle: twin }, { signal })).toMatchObject({
      ok: false,
      code: 'target_gone',
    });
    expect(clicksSince(m)).toHaveLength(0);
  });

  it('a twin whose token is still valid is pressed by that token', async () => {
    const raw = await driver.snapshot(FORM, { signal });
    const handle = handleOf(raw, 'Add tag', 1);
    const outcome = await driver.perform(FORM, { type: 'click', handle }, { signal });
    expect(outcome).toEqual({ ok: true, route: 'press' });
    const texts = (await driver.snapshot(FORM, { signal })).texts ?? [];
    expect(texts).toContain('tag from tag2');
  });
});
