// Mousepad's find bar (Search > Find): its field is an unnamed combo box entry beside Up, Down, "Match case" and
// "Regular expression". "type 'milk' into the search field" is done only by typing: with the bar closed no field
// takes it, the answer says so, and no menu command stands in for the typing (it ran Search > Find and answered
// unverified, a wrong act, until the words' value had no try without it); with the bar open its one-line field,
// unnamed, is the search field (not found before fields were said by their kind).
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../apps/suite.js';
import { call } from '../support/mcp.js';
import { desktopAvailable, judgeTexts } from './support.js';

const MOUSEPAD = '/usr/bin/mousepad';
const available = desktopAvailable && existsSync(MOUSEPAD);
if (!available) console.log(`mousepad tests skipped: ${MOUSEPAD} or the desktop tools are not installed`);

describe.skipIf(!available)('mousepad over AT-SPI', () => {
  let app: RunningApp | undefined;
  const act = async (instruction: string): Promise<Record<string, unknown>> =>
    (await call(app!.open.client, 'act', { windowId: app!.windowId, instruction })).result;

  beforeAll(async () => {
    app = await startApp(
      { name: 'mousepad', command: MOUSEPAD, toolkit: 'GTK3', tasks: [] },
      { private: false },
    );
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  it('runs no menu command for typing words while no field takes them (find bar closed)', async () => {
    const typed = await act("type 'milk' into the search field");
    expect(['not_found', 'ambiguous']).toContain(typed.status);
    expect(typed).not.toHaveProperty('action');
    // No find bar opened: the window still has one field, the editor, and nothing reads milk.
    const fields = judgeTexts(app!.session, 'mousepad');
    expect(fields.some((t) => t.text.includes('milk'))).toBe(false);
  }, 60_000);

  it("types into the find bar's unnamed field, said as the search field, once the bar is open", async () => {
    expect(await act('Search > Find')).toMatchObject({ status: 'done', action: { kind: 'menu' } });
    const typed = await act("type 'milk' into the search field");
    expect(typed).toMatchObject({ status: 'done', action: { kind: 'set_value' } });
    const fields = judgeTexts(app!.session, 'mousepad');
    expect(fields.filter((t) => t.text === 'milk')).toHaveLength(1);
  }, 60_000);
});
