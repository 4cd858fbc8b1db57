// Pixel routes: web controls, a refused AX press, drags and scrolls, all in window-screenshot pixels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/core/build.js';
import type { MacosDriver } from '../../src/drivers/macos/driver.js';
import { FakeMac, FORM, signal } from './support.js';

describe('pixel routes', () => {
  let fake: FakeMac;
  let driver: MacosDriver;
  const handle = async (label: string): Promise<string> => {
    const node = buildSnapshot(await driver.snapshot(FORM, { signal })).nodes.find((n) => n.label === label);
    if (!node) throw new Error(`no ${label}`);
    return node.handle;
  };
  const after = (n: number) =>
    fake
      .toolCalls()
      .slice(n)
      .filter((c) => c.tool !== 'list_windows');

  beforeAll(() => {
    fake = new FakeMac();
    driver = fake.driver();
  });
  afterAll(() => driver.close());

  it('a web link with an uncovered centre gets a pixel click (geometry from a capture probe)', async () => {
    const link = await handle('Open help');
    const n = fake.toolCalls().length;
    expect(await driver.perform(FORM, { type: 'click', handle: link }, { signal })).toEqual({
      ok: true,
      route: 'pixel',
    });
    const calls = after(n);
    expect(calls.map((c) => c.tool)).toEqual(['get_window_state', 'click']);
    expect(calls[0]?.args).toMatchObject({ include_screenshot: true, max_elements: 1 });
    // Centre (500, 350) in the window at (100, 100), 2 pixels per point.
    expect(calls[1]?.args).toMatchObject({ pid: 6161, window_id: 7001, x: 800, y: 500 });
    expect(calls[1]?.args).not.toHaveProperty('element_token');
    expect((await driver.snapshot(FORM, { signal })).texts).toContain('help opened');
  });

  it('"AX action failed" with no change on the window falls back to a pixel click', async () => {
    const save = await handle('Save');
    const n = fake.toolCalls().length;
    fake.setFaults({ axFail: 'click' });
    expect(await driver.perform(FORM, { type: 'click', handle: save }, { signal })).toEqual({
      ok: true,
      route: 'pixel',
    });
    // The geometry of the first test is still cached (same bounds, under 3 s), so no second probe.
    expect(after(n).map((c) => c.tool)).toEqual(['click', 'get_window_state', 'click']);
    expect(after(n)[2]?.args).toMatchObject({ x: 1080, y: 944 });
  });

  it('a drag goes in background delivery between two pixel points', async () => {
    const save = await handle('Save');
    const n = fake.toolCalls().length;
    expect(
      await driver.perform(FORM, { type: 'drag', handle: save, to: { dx: -100, dy: -20 } }, { signal }),
    ).toEqual({ ok: true, route: 'drag' });
    const drag = after(n).find((c) => c.tool === 'drag');
    expect(drag?.args).toMatchObject({
      from_x: 1080,
      from_y: 944,
      to_x: 880,
      to_y: 904,
      delivery_mode: 'background',
    });
  });

  it('scrolls a page, to the focused scroller or to an element by token', async () => {
    const n = fake.toolCalls().length;
    expect(await driver.perform(FORM, { type: 'scroll', direction: 'down' }, { signal })).toEqual({
      ok: true,
      route: 'scroll',
    });
    expect(after(n)[0]?.args).toMatchObject({
      pid: 6161,
      window_id: 7001,
      direction: 'down',
      by: 'page',
      amount: 1,
    });
    const save = await handle('Save');
    const m = fake.toolCalls().length;
    expect(await driver.perform(FORM, { type: 'scroll', handle: save, direction: 'up' }, { signal })).toEqual(
      { ok: true, route: 'scroll' },
    );
    expect(after(m).find((c) => c.tool === 'scroll')?.args).toMatchObject({
      direction: 'up',
      element_token: expect.any(String),
    });
    // A web area without any action has no element token (and cua-driver lists no frame for it).
    const web = await handle('Help');
    expect(
      await driver.perform(FORM, { type: 'scroll', handle: web, direction: 'up' }, { signal }),
    ).toMatchObject({ ok: false, code: 'not_addressable' });
  });

  it('a handle from an older read is re-bound by key to the latest read, without reading again', async () => {
    const save = await handle('Save');
    await driver.snapshot(FORM, { signal });
    const n = fake.toolCalls().length;
    expect(await driver.perform(FORM, { type: 'click', handle: save }, { signal })).toEqual({
      ok: true,
      route: 'press',
    });
    expect(after(n).map((c) => c.tool)).toEqual(['click']);
  });

  it('a capture probe makes the read stale, so the next action reads again and re-binds by key', async () => {
    const fresh = fake.driver();
    const nodes = buildSnapshot(await fresh.snapshot(FORM, { signal })).nodes;
    const at = (label: string) => nodes.find((x) => x.label === label)?.handle ?? '';
    await fresh.perform(FORM, { type: 'click', handle: at('Open help') }, { signal });
    const n = fake.toolCalls().length;
    expect(await fresh.perform(FORM, { type: 'click', handle: at('Save') }, { signal })).toEqual({
      ok: true,
      route: 'press',
    });
    expect(after(n).map((c) => c.tool)).toEqual(['get_window_state', 'click']);
    await fresh.close();
  });
});
