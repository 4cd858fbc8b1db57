// Mousepad's find bar (Search > Find): its field is an unnamed combo box entry beside Up, Down, "Match case" and
// "Regular expression". "type 'milk' into the search field" is done only by typing; when no field can be told, the
// answer says so, and no menu command or button stands in for the typing (it ran Search > Find and answered
// unverified, a wrong act, until the words' value had no try without it).
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

  it('types into no field it cannot tell, and runs no menu command for the typing', async () => {
    const find = (await call(open!.client, 'act', { windowId: windowId(), instruction: 'Search > Find' }))
      .result;
    expect(find).toMatchObject({ status: 'done', action: { kind: 'menu' } });
    const typed = (
      await call(open!.client, 'act', {
        windowId: windowId(),
        instruction: "type 'milk' into the search field",
      })
    ).result;
    expect(['not_found', 'ambiguous']).toContain(typed.status);
    expect(typed).not.toHaveProperty('action');
    // Nothing anywhere in the window reads milk: not the editor, not a field.
    expect(judgeTexts(app!.session, 'mousepad').some((t) => t.text.includes('milk'))).toBe(false);
  }, 60_000);
});
