// Words of a second new user's trial of 2026-12-06 on Debian apps, each answered done while the step never happened,
// judged by the app's own state: FeatherPad's "I don't want the toolbar" (its "Do not show toolbar" box said to be
// off already), mousepad's "show a margin at column 100" (the margin box ticked, the column left at 80),
// gtk4-widget-factory's "enter 'grace' in the empty entry" (the entry reading "entry" overwritten), gnome-calculator's
// "enter 2+2 in the display and press equals" (no equals) and Thunar's "open the archive folder and go back" (never
// back).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call } from '../support/mcp.js';
import { readApp, usePrivateApp } from './suite.js';
import { desktopAvailable } from '../atspi/support.js';

const has = (bin: string): boolean => desktopAvailable && existsSync(bin);
for (const bin of [
  '/usr/bin/featherpad',
  '/usr/bin/mousepad',
  '/usr/bin/gtk4-widget-factory',
  '/usr/bin/gnome-calculator',
  '/usr/bin/thunar',
])
  if (!has(bin)) console.log(`trial words 2: ${bin} skipped (desktop tools or the app not installed)`);

const { app: current, start, act, dialog, checked } = usePrivateApp();

describe.skipIf(!has('/usr/bin/featherpad'))('FeatherPad', () => {
  it('"I don\'t want the toolbar" ticks "Do not show toolbar"', async () => {
    await start({ name: 'FeatherPad', command: 'featherpad', toolkit: 'Qt5' });
    // Qt answers the menu command only once its modal dialog closes: the act may time out, saying so.
    await act('Edit > Preferences');
    await expect.poll(dialog, { timeout: 10_000 }).not.toBe('');
    const prefs = await dialog();
    await act('open the Window tab', prefs);
    expect(checked('FeatherPad', 'Do not show toolbar')).toBe(false);
    const answer = await act("I don't want the toolbar", prefs);
    // Before: done, "already off; nothing needed doing", the box unticked and the toolbar shown.
    expect(checked('FeatherPad', 'Do not show toolbar')).toBe(true);
    expect(answer.status).toBe('done');
  }, 120_000);
});

describe.skipIf(!has('/usr/bin/mousepad'))('mousepad', () => {
  it('"show a margin at column 100" is not done by the margin box alone', async () => {
    await start({ name: 'mousepad', command: 'mousepad', toolkit: 'GTK3' });
    const setting = (key: string): string =>
      execFileSync('gsettings', ['get', 'org.xfce.mousepad.preferences.view', key], {
        env: current().session.env,
        encoding: 'utf8',
      }).trim();
    await act('Edit > Preferences');
    await expect.poll(dialog, { timeout: 10_000 }).not.toBe('');
    const prefs = await dialog();
    await act('open the View tab', prefs);
    const answer = await act('show a margin at column 100', prefs);
    // Before: done ("now on"), the margin shown at column 80.
    if (answer.status === 'done') expect(setting('right-margin-position')).toBe('uint32 100');
    else expect(answer.message).toMatch(/100/u);
  }, 120_000);
});

describe.skipIf(!has('/usr/bin/mousepad'))('mousepad, a document with text', () => {
  it('"type: bye for now" types at the caret and keeps the text; "replace all" is never the box "Replace all in:"', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-trial-'));
    const file = join(dir, 'edit.txt');
    writeFileSync(file, 'The quick brown fox\njumps over the lazy dog\n');
    try {
      await start({ name: 'mousepad', command: 'mousepad', args: [file], toolkit: 'GTK3' });
      const text = (): string =>
        readApp(current().session, 'mousepad').find(
          (n) => n.role === 'text' && n.states.includes('multi line'),
        )?.text ?? '';
      await expect.poll(text, { timeout: 10_000 }).toContain('quick brown fox');
      const typed = await act('type: bye for now');
      // Before: done, the document reading "bye for now" alone.
      expect(text()).toContain('quick brown fox');
      if (typed.status === 'done') expect(text()).toContain('bye for now');

      await act('open Find and Replace', current().windowId);
      await expect.poll(dialog, { timeout: 10_000 }).not.toBe('');
      const find = await dialog();
      await act('search for fox', find);
      await act('enable Replace all in', find);
      const all = await act('replace all', find);
      // Before: done, "already on; nothing needed doing" (the box), and nothing replaced.
      if (all.status === 'done') expect(all.message ?? '').not.toMatch(/nothing needed doing/u);
      else expect(all.status).not.toBe('done');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe.skipIf(!has('/usr/bin/gtk4-widget-factory'))('gtk4-widget-factory', () => {
  it('"enter \'grace\' in the empty entry" never overwrites the entry that has text', async () => {
    await start({ name: 'gtk4-widget-factory', command: 'gtk4-widget-factory', toolkit: 'GTK4' });
    const entries = (): string[] =>
      readApp(current().session, 'gtk4-widget-factory')
        .filter((n) => n.role === 'text' && n.states.includes('editable') && !n.states.includes('multi line'))
        .map((n) => n.text ?? '');
    const reading = (text: string): number => entries().filter((t) => t === text).length;
    const full = reading('entry');
    expect(full).toBeGreaterThan(0);
    const answer = await act("enter 'grace' in the empty entry");
    // Before: done, a field reading "entry" now "grace", the empty one still empty.
    expect(reading('entry')).toBe(full);
    if (answer.status === 'done') expect(reading('grace')).toBe(1);
  }, 120_000);
});

describe.skipIf(!has('/usr/bin/gnome-calculator'))('gnome-calculator', () => {
  it('"enter 2+2 in the display and press equals" presses equals too', async () => {
    await start({ name: 'gnome-calculator', command: 'gnome-calculator', toolkit: 'GTK3' });
    const answer = await act('enter 2+2 in the display and press equals');
    // Before: done, the display reading "2+2" and no result.
    // The display: the one editable text.
    const result = (): boolean =>
      readApp(current().session, 'gnome-calculator').some(
        (n) => n.role === 'text' && n.states.includes('editable') && (n.text ?? '').trim() === '4',
      );
    if (answer.status === 'done') await expect.poll(result, { timeout: 10_000 }).toBe(true);
    else expect(answer.status).not.toBe('done');
    expect(answer.status).toBe('done');
  }, 120_000);
});

describe.skipIf(!has('/usr/bin/thunar'))('Thunar', () => {
  it('"select the third file" is no press on the search toggle; "open the archive folder and go back" comes back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-trial-'));
    for (const sub of ['archive', 'docs', 'photos']) mkdirSync(join(dir, sub));
    for (const file of ['alpha.md', 'beta.md', 'notes.txt']) writeFileSync(join(dir, file), `${file}\n`);
    try {
      await start({ name: 'Thunar', command: 'thunar', args: [dir], toolkit: 'GTK3' });
      // The window's title, the first line of what observe shows ("archive - Thunar").
      const title = async (): Promise<string> => {
        const seen = (await call(current().open.client, 'observe', { windowId: current().windowId }))
          .result as {
          view?: string;
        };
        return seen.view?.split('\n')[0] ?? '';
      };
      await expect.poll(title, { timeout: 10_000 }).toMatch(/^bp-trial-/u);
      // The detailed list, as the trial had it: each folder a row.
      expect((await act('press ctrl+2')).status).not.toBe('failed');
      // Before: done, Thunar's "Search for Files…" toggle pressed and no row selected.
      const third = await act('select the third file');
      const searching = (): boolean =>
        readApp(current().session, 'Thunar').some(
          (n) => /search for files/iu.test(n.name) && n.states.includes('checked'),
        );
      expect(searching()).toBe(false);
      if (third.status === 'done')
        expect(readApp(current().session, 'Thunar').some((n) => n.states.includes('selected'))).toBe(true);
      const answer = await act('open the archive folder and go back');
      // Before: done, in archive/.
      if (answer.status === 'done') await expect.poll(title, { timeout: 10_000 }).toMatch(/^bp-trial-/u);
      else expect(answer.status).not.toBe('done');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
