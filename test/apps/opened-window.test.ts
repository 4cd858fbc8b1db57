// A step whose effect is a new window of the app (galculator's Edit > Preferences… opens its own top-level window,
// not a dialog inside the main one): the window the step acted on shows no change, so the answer was "unverified:
// nothing changed in the tree" though the window opened (found by a new user's trial). The app's own window list,
// read through pyatspi, judges it; and a radio button in that window said with a denial.
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support/mcp.js';
import { readApp, startApp, type RunningApp } from './suite.js';
import { desktopAvailable } from '../atspi/support.js';

const available = desktopAvailable && existsSync('/usr/bin/galculator');
if (!available) console.log('opened windows skipped: desktop tools or galculator not installed');

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe.skipIf(!available)('a window the step opens', () => {
  it('"open the settings" is done when galculator\'s Preferences window opens, and says so', async () => {
    app = await startApp(
      { name: 'galculator', command: 'galculator', toolkit: 'GTK3', tasks: [] },
      { private: true },
    );
    const frames = (): string[] =>
      readApp(app!.session, 'galculator')
        .filter((n) => n.role === 'frame' || n.role === 'dialog')
        .map((n) => n.name);
    expect(frames()).not.toContain('galculator Preferences');
    const result = (
      await call(app.open.client, 'act', { windowId: app.windowId, instruction: 'open the settings' })
    ).result;
    expect(frames()).toContain('galculator Preferences');
    expect(result.status).toBe('done');
    expect(String(result.message)).toContain('window "galculator Preferences" opened');

    // In that window, a radio button said with a denial is asked off: choosing it is not the step (the trial's
    // "don't use the infinite stack" chose it and said done).
    const listed = (await call(app.open.client, 'windows', {})).result as { windows?: { id: string }[] };
    const prefs = listed.windows?.find((w) => w.id !== app!.windowId)?.id ?? '';
    const infinite = (): boolean | undefined =>
      readApp(app!.session, 'galculator')
        .find((n) => n.role === 'radio button' && n.name === 'infinite stack size')
        ?.states.includes('checked');
    expect(infinite()).toBe(false);
    const denied = (
      await call(app.open.client, 'act', { windowId: prefs, instruction: "don't use the infinite stack" })
    ).result;
    expect(infinite()).toBe(false);
    expect(denied.status).toBe('done');
    expect(String(denied.message)).toContain('already off');
  }, 90_000);
});
