// Words that say how many times ("hit the 5 key twice", "press backspace three times"), on Debian's calculators,
// judged by the display each app shows (pyatspi). Found by a new user's trial, where both answered done after one
// press, and "times" was read as galculator's multiply key.
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support/mcp.js';
import { readApp, startApp, type AppSpec, type RunningApp } from './suite.js';
import { desktopAvailable } from '../atspi/support.js';

const spec = (name: string): AppSpec => ({ name, command: name, toolkit: 'GTK3', tasks: [] });
const available =
  desktopAvailable && ['gnome-calculator', 'galculator'].every((c) => existsSync(`/usr/bin/${c}`));
if (!available) console.log('counted presses on Debian apps skipped: desktop tools or apps not installed');

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const act = async (instruction: string, text?: string): Promise<Record<string, unknown>> =>
  (
    await call(app!.open.client, 'act', {
      windowId: app!.windowId,
      instruction,
      ...(text !== undefined ? { text } : {}),
    })
  ).result;

// The display: the first text the app shows in a text role.
const display = (name: string): string =>
  readApp(app!.session, name).find((n) => n.role === 'text' && (n.text ?? '') !== '')?.text ?? '';

describe.skipIf(!available)('counted presses on Debian calculators', () => {
  it('"hit the 5 key twice" enters 55 (gnome-calculator)', async () => {
    app = await startApp(spec('gnome-calculator'), { private: true });
    const result = await act('hit the 5 key twice');
    expect(display('gnome-calculator')).toBe('55');
    expect(result.status).toBe('done');
    expect(String(result.message)).toMatch(/^done 2 times/u);
  }, 90_000);

  it('"press backspace three times" takes three digits off (galculator, whose keys stay down a moment)', async () => {
    app = await startApp(spec('galculator'), { private: true });
    expect((await act('key in', '12345')).status).toBe('done');
    expect(display('galculator')).toBe('12345');
    const result = await act('press backspace three times');
    // Before: the multiply key ("times"), done.
    expect(display('galculator')).toBe('12');
    expect(result.status).toBe('done');
  }, 90_000);
});
