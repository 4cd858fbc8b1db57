// The tests' own desktop helper: an app that cannot start (not installed) must leave no display, bus or window
// manager behind. A real-app test for an app missing from the machine left three whole sessions running.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { expect, it } from 'vitest';
import { desktopAvailable, openOneApp } from './support.js';

if (!desktopAvailable) console.log('desktop helper test skipped: the desktop tools are not installed');

const sessions = (): string[] => readdirSync(tmpdir()).filter((d) => d.startsWith('beans-desktop.'));

it.skipIf(!desktopAvailable)(
  'stops the session it started when the app cannot start',
  async () => {
    const before = new Set(sessions());
    await expect(openOneApp('/usr/bin/no-such-app-for-beans-picker')).rejects.toThrow(/ENOENT/u);
    const left = sessions().filter((d) => !before.has(d));
    expect(left).toEqual([]);
  },
  60_000,
);
