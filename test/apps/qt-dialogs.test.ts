// A Qt app's dialog read through AT-SPI without harming the app: FeatherPad (Qt 5.15) segfaulted a moment after
// `observe` read its Preferences or Select Font dialog, whose spin boxes answered a Properties.GetAll on the Value
// interface and then crashed QtCore (found by a new user's trial; the user's unsaved text went with it). Judged by
// the app's process and its own window list.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support/mcp.js';
import { startApp, type RunningApp } from './suite.js';
import { desktopAvailable } from '../atspi/support.js';

const available = desktopAvailable && existsSync('/usr/bin/featherpad');
if (!available) console.log('Qt dialogs skipped: desktop tools or featherpad not installed');

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

// FeatherPad's processes on this app's display.
function running(): boolean {
  try {
    const pids = execFileSync('pgrep', ['-x', 'featherpad'], { encoding: 'utf8' }).trim().split('\n');
    return pids.some((pid) => {
      const env = execFileSync('cat', [`/proc/${pid}/environ`], { encoding: 'latin1' });
      return env.split('\0').includes(`DISPLAY=${app!.session.env.DISPLAY ?? ''}`);
    });
  } catch {
    return false;
  }
}

describe.skipIf(!available)('a Qt dialog read through AT-SPI', () => {
  it("observing FeatherPad's Preferences dialog leaves FeatherPad running", async () => {
    app = await startApp(
      { name: 'FeatherPad', command: 'featherpad', toolkit: 'Qt5', tasks: [] },
      { private: true },
    );
    // Qt answers the menu command's action only once its modal dialog closes: the act may time out, saying so.
    await call(app.open.client, 'act', { windowId: app.windowId, instruction: 'open Preferences' });
    const dialogId = async (): Promise<string> => {
      const listed = (await call(app!.open.client, 'windows', {})).result as { windows?: { id: string }[] };
      return listed.windows?.find((w) => w.id !== app!.windowId)?.id ?? '';
    };
    await expect.poll(dialogId, { timeout: 10_000 }).not.toBe('');
    const seen = (await call(app.open.client, 'observe', { windowId: await dialogId() })).result as {
      status: string;
      view: string;
    };
    expect(seen.status).toBe('done');
    expect(seen.view.split('\n')[0]).toBe('Preferences');
    expect(seen.view).toMatch(/SpinButton/u);
    // The crash came a moment after the read.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(running()).toBe(true);
    expect(await dialogId()).not.toBe('');
  }, 90_000);
});
