// GTK 4.8's search entry answers Text.GetText(0, -1) with "" whatever it holds (GetText(0, length) gives the text):
// gnome-font-viewer's search field read "" after a search was typed into it.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/core/build.js';
import { xidOf } from '../../src/drivers/atspi/index.js';
import { type OneApp, closeOneApp, desktopAvailable, openOneApp, opts, x } from './support.js';

const VIEWER = '/usr/bin/gnome-font-viewer';
const available = desktopAvailable && existsSync(VIEWER);
if (!available) console.log(`font viewer tests skipped: ${VIEWER} or the desktop tools are not installed`);

describe.skipIf(!available)('gnome-font-viewer over AT-SPI', () => {
  let app: OneApp | undefined;

  beforeAll(async () => {
    app = await openOneApp(VIEWER);
    const session = app.session;
    // Typed by the keyboard on this private display, as a person would, so the app's own search runs.
    x(session, ['windowactivate', '--sync', String(xidOf(app.windowId))]);
    x(session, ['key', '--clearmodifiers', 'ctrl+f']);
    await new Promise((r) => setTimeout(r, 500));
    x(session, ['type', '--delay', '40', 'DejaVu Sans']);
    await new Promise((r) => setTimeout(r, 800));
  }, 60_000);

  afterAll(() => closeOneApp(app));

  it('reads the typed search exactly, in the snapshot and by an exact read', async () => {
    const s = buildSnapshot(await app!.driver.snapshot(app!.windowId, opts()));
    const fields = s.nodes.filter(
      (n) => (n.role === 'textbox' || n.role === 'searchbox') && n.states.editable,
    );
    expect(fields.map((n) => [n.value, n.valueExact])).toEqual([['DejaVu Sans', true]]);
    expect(await app!.driver.readText(app!.windowId, fields[0]?.handle ?? '', opts())).toEqual({
      value: 'DejaVu Sans',
      exact: true,
    });
  }, 30_000);
});
