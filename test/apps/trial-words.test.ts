// Words of a new user's trial of 2026-12-06 on Debian apps, each answered done while the step never happened, judged
// by the app's own tree: "never mind, dismiss this dialog" and "turn the gridlines back on" in gnumeric (answered by
// an already-off "Hide" box, and by "Hide Gridlines" said to be on already); "wipe the calculation history" in
// SpeedCrunch (View > History shown); "search for speedcrunch" and "scroll down the list of processes" in
// xfce4-taskmanager (a click into the search field, and a scroll bar that was put back, each counted done by the
// list's own refresh); and "close the preferences" in galculator, answered failed (foreground_violation) though
// the dialog closed.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { call } from '../support/mcp.js';
import { readApp, usePrivateApp } from './suite.js';
import { desktopAvailable } from '../atspi/support.js';

const has = (bin: string): boolean => desktopAvailable && existsSync(bin);
for (const bin of [
  '/usr/bin/gnumeric',
  '/usr/bin/speedcrunch',
  '/usr/bin/xfce4-taskmanager',
  '/usr/bin/galculator',
])
  if (!has(bin)) console.log(`trial words: ${bin} skipped (desktop tools or the app not installed)`);

const { app: current, start, act, checked } = usePrivateApp();
const windows = async (): Promise<string[]> =>
  (
    ((await call(current().open.client, 'windows', {})).result as { windows?: { id: string }[] }).windows ??
    []
  ).map((w) => w.id);

describe.skipIf(!has('/usr/bin/gnumeric'))('gnumeric', () => {
  it('"turn the gridlines back on" turns "Hide Gridlines" off; "dismiss this dialog" is never an unticked box', async () => {
    await start({ name: 'gnumeric', command: 'gnumeric', toolkit: 'GTK3' });
    expect((await act('hide the gridlines on this sheet')).status).toBe('done');
    expect(checked('gnumeric', 'Hide Gridlines')).toBe(true);
    const back = await act('turn the gridlines back on');
    // Before: done, "already on; nothing needed doing", with the gridlines still hidden.
    expect(checked('gnumeric', 'Hide Gridlines')).toBe(false);
    expect(back.status).toBe('done');

    expect((await act('open the Format Cells dialog')).status).toBe('done');
    await expect.poll(async () => (await windows()).length, { timeout: 10_000 }).toBe(2);
    const dialog = (await windows()).find((id) => id !== current().windowId) ?? '';
    const dismissed = await act('never mind, dismiss this dialog', dialog);
    // Before: done, "already off; nothing needed doing" (the Protection tab's "Hide" box), the dialog still open.
    if (dismissed.status === 'done') expect(await windows()).toHaveLength(1);
    else expect(dismissed.status).toBe('not_found');
  }, 120_000);
});

describe.skipIf(!has('/usr/bin/speedcrunch'))('SpeedCrunch', () => {
  it('"wipe the calculation history" clears it, and does not only show it', async () => {
    await start({ name: 'speedcrunch', command: 'speedcrunch', toolkit: 'Qt5' });
    expect((await act('type "2+3" in the input')).status).toBe('done');
    expect((await act('press Enter', current().windowId, { allowDestructive: true })).status).toBe('done');
    const said = (): boolean =>
      readApp(current().session, 'speedcrunch').some((n) => /2\+3/u.test(n.text ?? n.name));
    await expect.poll(said, { timeout: 10_000 }).toBe(true);
    const wiped = await act('wipe the calculation history');
    // Before: done by View > History, which showed the history and kept it.
    if (wiped.status === 'done') expect(said()).toBe(false);
    else expect(said()).toBe(true);
    expect(wiped.status).toBe('done');
  }, 120_000);
});

describe.skipIf(!has('/usr/bin/xfce4-taskmanager'))('xfce4-taskmanager', () => {
  const search = (): string | undefined =>
    readApp(current().session, 'xfce4-taskmanager').find(
      (n) => n.role === 'text' && n.states.includes('editable'),
    )?.text;

  it('"search for speedcrunch" types it; a scroll the list undoes is not done', async () => {
    await start({ name: 'xfce4-taskmanager', command: 'xfce4-taskmanager', toolkit: 'GTK3' });
    const searched = await act('search for speedcrunch');
    // Before: done, "3 control(s) appeared", a click into the search field while the list refreshed itself.
    expect(search()).toBe('speedcrunch');
    expect(searched.status).toBe('done');
    expect((await act('empty the search box')).status).toBe('done');
    const bar = (): number | undefined =>
      readApp(current().session, 'xfce4-taskmanager').find(
        (n) => n.role === 'scroll bar' && n.states.includes('vertical'),
      )?.value;
    const was = bar();
    const scrolled = await act('scroll down the list of processes');
    if (scrolled.status === 'done') expect(bar()).not.toBe(was);
    else expect(bar()).toBe(was);
  }, 120_000);
});

describe.skipIf(!has('/usr/bin/galculator'))('galculator', () => {
  it('"close the preferences" on a private desktop is done when the dialog closes, not a foreground violation', async () => {
    await start({ name: 'galculator', command: 'galculator', toolkit: 'GTK3' });
    expect((await act('open the settings window')).status).toBe('done');
    await expect.poll(async () => (await windows()).length, { timeout: 10_000 }).toBe(2);
    const dialog = (await windows()).find((id) => id !== current().windowId) ?? '';
    const closed = (
      await call(current().open.client, 'act', { windowId: dialog, instruction: 'close the preferences' })
    ).result as { status: string; code?: string };
    // Before: failed, foreground_violation ("came to the front during the action"), with the dialog closed.
    await expect.poll(async () => (await windows()).length, { timeout: 10_000 }).toBe(1);
    expect(closed).toMatchObject({ status: 'done' });
  }, 120_000);
});
