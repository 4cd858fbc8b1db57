// Words that ask for an on/off state, on Debian apps whose controls say their state or do not, each judged by the
// app's own state (gsettings, pyatspi). Found by a new user's trial, where both answered done while the app went
// the other way: mousepad's View > Toolbar (a GTK3 model menu item that says no checked state) was clicked for
// "hide the toolbar" with the toolbar already hidden, and GTK's pressed toggle button was pressed again for "make
// sure the pressed togglebutton is on".
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support/mcp.js';
import { readApp, startApp, type AppSpec, type RunningApp } from './suite.js';
import { desktopAvailable } from '../atspi/support.js';

const spec = (name: string): AppSpec => ({ name, command: name, toolkit: 'GTK3', tasks: [] });
const available =
  desktopAvailable && ['mousepad', 'gtk3-widget-factory'].every((c) => existsSync(`/usr/bin/${c}`));
if (!available) console.log('state words on Debian apps skipped: desktop tools or apps not installed');

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const act = async (instruction: string): Promise<Record<string, unknown>> =>
  (await call(app!.open.client, 'act', { windowId: app!.windowId, instruction })).result;

describe.skipIf(!available)('state words on Debian apps', () => {
  it('"hide the toolbar" through a menu item that says no state is not done (mousepad)', async () => {
    app = await startApp(spec('mousepad'), { private: false });
    const toolbar = (): string =>
      execFileSync('gsettings', ['get', 'org.xfce.mousepad.preferences.window', 'toolbar-visible'], {
        env: app!.session.env,
        encoding: 'utf8',
      }).trim();
    expect(toolbar()).toBe('false');
    const result = await act('hide the toolbar');
    // View > Toolbar flips the setting whichever way it is; the answer cannot read which way it went.
    expect(result.status).toBe('unverified');
    expect(String(result.message)).toContain('shows no on/off state to read back');
    expect(toolbar()).toBe('true');
  }, 90_000);

  it('"make sure the pressed togglebutton is on" leaves it pressed (gtk3-widget-factory)', async () => {
    app = await startApp(spec('gtk3-widget-factory'), { private: false });
    const pressed = (): boolean[] =>
      readApp(app!.session, 'gtk3-widget-factory')
        .filter((n) => n.role === 'toggle button' && n.states.includes('sensitive'))
        .map((n) => n.states.includes('checked'));
    const before = pressed();
    expect(before.filter(Boolean)).toHaveLength(1);
    const result = await act('make sure the pressed togglebutton is on');
    expect(pressed()).toEqual(before);
    expect(result.status).toBe('done');
    expect(String(result.message)).toContain('already on');
  }, 90_000);
});
