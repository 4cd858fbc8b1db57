// GTK 4 apps from Debian on the real desktop: their widgets list AT-SPI's Selection interface and answer
// GetSelectedChild with NotSupported, which made every snapshot of gtk4-widget-factory's main window throw.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/core/build.js';
import { closeOneApp, desktopAvailable, openOneApp, opts, type OneApp } from './support.js';

const FACTORY = '/usr/bin/gtk4-widget-factory';
const available = desktopAvailable && existsSync(FACTORY);
if (!available) console.log(`GTK 4 tests skipped: ${FACTORY} or the desktop tools are not installed`);

describe.skipIf(!available)('gtk4-widget-factory over AT-SPI', () => {
  let app: OneApp | undefined;
  beforeAll(async () => {
    app = await openOneApp(FACTORY);
  }, 60_000);
  afterAll(() => closeOneApp(app));

  it('snapshots the main window, its combo boxes included', async () => {
    expect(app!.windowId).not.toBe('');
    const snapshot = buildSnapshot(await app!.driver.snapshot(app!.windowId, opts()));
    expect(snapshot.nodes.length).toBeGreaterThan(50);
    expect(snapshot.nodes.some((n) => n.role === 'combobox')).toBe(true);
  }, 60_000);
});
