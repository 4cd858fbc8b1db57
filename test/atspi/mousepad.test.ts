// Mousepad's find bar (Search > Find): its field is an unnamed combo box entry beside Up, Down, "Match case" and
// "Regular expression". "type 'milk' into the search field" is done only by typing: with the bar closed no field
// takes it, the answer says so, and no menu command stands in for the typing (it ran Search > Find and answered
// unverified, a wrong act, until the words' value had no try without it); with the bar open its one-line field,
// unnamed, is the search field (not found before fields were said by their kind).
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { linuxFactory } from '../../src/platforms/linux.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { type OneApp, closeOneApp, desktopAvailable, judgeTexts, openOneApp } from './support.js';

const MOUSEPAD = '/usr/bin/mousepad';
const available = desktopAvailable && existsSync(MOUSEPAD);
if (!available) console.log(`mousepad tests skipped: ${MOUSEPAD} or the desktop tools are not installed`);

describe.skipIf(!available)('mousepad over AT-SPI', () => {
  let app: OneApp | undefined;
  let open: Connected | undefined;
  const windowId = (): string => `linux:${app!.windowId}`;

  beforeAll(async () => {
    app = await openOneApp(MOUSEPAD);
    open = await connect(createEmbeddedDecider(), { factories: [linuxFactory(app.session.env)] });
  }, 60_000);

  afterAll(async () => {
    await open?.close();
    await closeOneApp(app);
  });

  it('runs no menu command for typing words while no field takes them (find bar closed)', async () => {
    const typed = (
      await call(open!.client, 'act', {
        windowId: windowId(),
        instruction: "type 'milk' into the search field",
      })
    ).result;
    expect(['not_found', 'ambiguous']).toContain(typed.status);
    expect(typed).not.toHaveProperty('action');
    // No find bar opened: the window still has one field, the editor, and nothing reads milk.
    const fields = judgeTexts(app!.session, 'mousepad');
    expect(fields.some((t) => t.text.includes('milk'))).toBe(false);
  }, 60_000);

  it("types into the find bar's unnamed field, said as the search field, once the bar is open", async () => {
    const find = (await call(open!.client, 'act', { windowId: windowId(), instruction: 'Search > Find' }))
      .result;
    expect(find).toMatchObject({ status: 'done', action: { kind: 'menu' } });
    const typed = (
      await call(open!.client, 'act', {
        windowId: windowId(),
        instruction: "type 'milk' into the search field",
      })
    ).result;
    expect(typed).toMatchObject({ status: 'done', action: { kind: 'set_value' } });
    const fields = judgeTexts(app!.session, 'mousepad');
    expect(fields.filter((t) => t.text === 'milk')).toHaveLength(1);
  }, 60_000);
});
