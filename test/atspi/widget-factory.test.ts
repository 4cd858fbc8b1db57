// gtk3-widget-factory's spin button and sliders have no names: people say them by their role ("type 120 into the
// spin button", "set the slider to 30"). The decider read "spin" as a name nothing had and answered not_found, and a
// slider's "set to the given value" option still said "one step up" when the slider had a twin. Judged by pyatspi's
// own read of each Value.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { linuxFactory } from '../../src/platforms/linux.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { closeOneApp, desktopAvailable, judgeValues, openOneApp, type OneApp } from './support.js';

const FACTORY = '/usr/bin/gtk3-widget-factory';
const available = desktopAvailable && existsSync(FACTORY);
if (!available)
  console.log(`widget factory tests skipped: ${FACTORY} or the desktop tools are not installed`);

describe.skipIf(!available)('gtk3-widget-factory: controls said by their role alone', () => {
  let app: OneApp | undefined;
  let open: Connected | undefined;
  let windowId = '';
  const values = () => judgeValues(app!.session, 'gtk3-widget-factory');

  beforeAll(async () => {
    app = await openOneApp(FACTORY);
    open = await connect(createEmbeddedDecider(), { factories: [linuxFactory(app.session.env)] });
    const listed = await call(open.client, 'windows', {});
    const windows = listed.result.windows as { id: string; app: string }[];
    windowId = windows.find((w) => w.app === 'gtk3-widget-factory')?.id ?? '';
  }, 60_000);

  afterAll(async () => {
    await open?.close();
    await closeOneApp(app);
  });

  it('types a number into the one spin button, and its Value reads it', async () => {
    expect(windowId).not.toBe('');
    expect(values().filter((v) => v.role === 'spin button')[0]?.value).toBe(50);
    const out = await call(open!.client, 'act', { windowId, instruction: 'type 120 into the spin button' });
    expect(out.result).toMatchObject({ status: 'done', action: { kind: 'set_value' } });
    expect(values().filter((v) => v.role === 'spin button')[0]).toMatchObject({ value: 120, text: '120' });
  }, 30_000);

  it('is not done when the spin button shows text its Value never took', async () => {
    const out = await call(open!.client, 'act', {
      windowId,
      instruction: 'type "twelve" into the spin button',
    });
    expect(out.result.status).not.toBe('done');
    expect(values().filter((v) => v.role === 'spin button')[0]?.value).toBe(120);
  }, 30_000);

  it('asks which slider when two unnamed sliders could take the value, and moves none', async () => {
    const before = values().filter((v) => v.role === 'slider');
    const out = await call(open!.client, 'act', { windowId, instruction: 'set the slider to 30' });
    expect(out.result.status).toBe('ambiguous');
    const shortlist = out.result.candidates as { id: string; does: string }[];
    expect(shortlist.length).toBeGreaterThanOrEqual(2);
    const sliders = shortlist.filter((c) => /^move Slider one step up \(#[13] of 3\)$/u.test(c.does));
    expect(sliders).toHaveLength(2);
    expect(values().filter((v) => v.role === 'slider')).toEqual(before);
    // The caller picks one by its id: the words still say the value.
    const picked = await call(open!.client, 'act', {
      windowId,
      instruction: 'set the slider to 30',
      candidateId: sliders[0]!.id,
    });
    expect(picked.result.status).toBe('done');
    expect(values().filter((v) => v.role === 'slider')[0]?.value).toBe(30);
  }, 30_000);
});
