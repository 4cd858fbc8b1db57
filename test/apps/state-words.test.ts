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

  // Found by a later trial, each done before while the app went the other way or not at all.
  it('"is not pressed", "clear" and "by 5" on gtk3-widget-factory\'s own controls', async () => {
    app = await startApp(spec('gtk3-widget-factory'), { private: false });
    const read = (role: string): { checked: boolean; value?: number }[] =>
      readApp(app!.session, 'gtk3-widget-factory')
        .filter((n) => n.role === role && n.states.includes('sensitive') && n.states.includes('showing'))
        .map((n) => ({
          checked: n.states.includes('checked'),
          ...(n.value !== undefined ? { value: n.value } : {}),
        }));
    const toggles = read('toggle button').map((t) => t.checked);
    expect(toggles[0]).toBe(false);
    // Before: the button was pressed ("togglebutton: false → true") and the answer was done.
    const notPressed = await act('make sure the first togglebutton is not pressed');
    expect(read('toggle button').map((t) => t.checked)).toEqual(toggles);
    expect(notPressed.status).toBe('done');
    expect(String(notPressed.message)).toContain('already off');
    const boxes = read('check box').filter((b) => b.checked);
    expect(boxes.length).toBeGreaterThan(0);
    // Before: "already on; nothing needed doing" on a checked box.
    const cleared = await act('clear the third checkbutton');
    expect(cleared.status).toBe('done');
    expect(read('check box').filter((b) => b.checked)).toHaveLength(boxes.length - 1);
    const spin = read('spin button').find((b) => b.value !== undefined)?.value;
    expect(spin).toBe(50);
    // Before: one step up (51), done.
    const by = await act('increase the spin button by 5');
    expect(read('spin button').find((b) => b.value !== undefined)?.value).toBe(55);
    expect(by.status).toBe('done');
  }, 120_000);
});
