// Words of the 2026-12-06 new user's trial on Debian apps still answered done with the step not done, judged by the
// app's own state: FeatherPad's "put the tabs at the bottom" ticked "Start with side-pane mode" (p 0.68) and left
// the tabs at the top (its "Tab position:" list, whose label Qt does not give it, shows North); "replace the search
// text with gamma" opened the Search > Replace panel and was said done, nothing replaced.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readApp, usePrivateApp } from './suite.js';
import { desktopAvailable } from '../atspi/support.js';

const has = (bin: string): boolean => desktopAvailable && existsSync(bin);
if (!has('/usr/bin/featherpad'))
  console.log('trial words 3: /usr/bin/featherpad skipped (desktop tools or the app not installed)');

const { app: current, start, act, dialog, checked } = usePrivateApp();

describe.skipIf(!has('/usr/bin/featherpad'))('FeatherPad', () => {
  it('"put the tabs at the bottom" is never the side-pane box, and done only with the tabs at the bottom', async () => {
    await start({ name: 'FeatherPad', command: 'featherpad', toolkit: 'Qt5' });
    await act('Edit > Preferences');
    await expect.poll(dialog, { timeout: 10_000 }).not.toBe('');
    const prefs = await dialog();
    await act('open the Window tab', prefs);
    const tabPosition = (): string | undefined =>
      readApp(current().session, 'FeatherPad').find(
        (n) => n.role === 'combo box' && /^(?:North|South|West|East)$/u.test(n.name),
      )?.name;
    expect(tabPosition()).toBe('North');
    const answer = await act('put the tabs at the bottom', prefs);
    expect(checked('FeatherPad', 'Start with side-pane mode')).toBe(false);
    if (answer.status === 'done') expect(tabPosition()).toBe('South');
    else expect(tabPosition()).toBe('North');
  }, 120_000);

  it('"replace the search text with gamma" is not done by opening the Replace panel', async () => {
    await start({ name: 'FeatherPad', command: 'featherpad', toolkit: 'Qt5' });
    expect((await act("type 'alpha beta' into the editor")).status).toBe('done');
    expect((await act("type 'beta' into the search field")).status).toBe('done');
    const answer = await act('replace the search text with gamma');
    // The words quote no text, so nothing can be typed: no field holds gamma, and the answer is not done.
    const texts = readApp(current().session, 'FeatherPad')
      .filter((n) => n.states.includes('editable'))
      .map((n) => n.text ?? '');
    expect(texts.some((t) => t.includes('gamma'))).toBe(false);
    expect(answer.status, answer.message).not.toBe('done');
  }, 120_000);
});
