// Words about a file manager's files, judged by Thunar's own location bar and the files on disk (a new user's trial
// found each done while the step never happened): "open the done folder" only selected the folder's row, or, in the
// icon view where files are not in the tree, went to the parent folder instead (the "Open Parent" button, p 0.56);
// "move gamma.md to the trash" only selected the file's row.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support/mcp.js';
import { readApp, startApp, type RunningApp } from './suite.js';
import { desktopAvailable } from '../atspi/support.js';

const available = desktopAvailable && existsSync('/usr/bin/thunar');
if (!available) console.log('file rows skipped: desktop tools or thunar not installed');

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

// The path in Thunar's location bar.
function location(): string | undefined {
  return readApp(app!.session, 'Thunar').find(
    (n) => n.role === 'text' && n.states.includes('editable') && n.text?.startsWith('/'),
  )?.text;
}

const act = async (instruction: string): Promise<Record<string, unknown>> =>
  (await call(app!.open.client, 'act', { windowId: app!.windowId, instruction })).result;

describe.skipIf(!available)("a file manager's files", () => {
  it('opens a folder by its row, and is never done by selecting a row or going elsewhere', async () => {
    app = await startApp(
      { name: 'Thunar', command: 'thunar', toolkit: 'GTK3', tasks: [] },
      { private: true },
    );
    const home = app.session.env.HOME ?? '';
    mkdirSync(join(home, 'done'));
    writeFileSync(join(home, 'gamma.md'), 'g\n');
    await expect.poll(location, { timeout: 10_000 }).toMatch(/\/home\/?$/u);
    const start = location();

    // The icon view shows no rows in the tree: the folder is not there to open.
    const unseen = await act('open the done folder');
    expect(location()).toBe(start);
    expect(unseen.status).not.toBe('done');

    // The list view shows a row per file.
    expect((await act('press ctrl+2')).status).toBe('done');
    await expect
      .poll(
        () => readApp(app!.session, 'Thunar').some((n) => n.role === 'table cell' && n.name === 'gamma.md'),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    const trash = await act('move gamma.md to the trash');
    expect(existsSync(join(home, 'gamma.md'))).toBe(true);
    expect(trash.status).not.toBe('done');

    const opened = await act('open the done folder');
    await expect.poll(location, { timeout: 10_000 }).toMatch(/\/done\/?$/u);
    expect(opened.status).toBe('done');
  }, 120_000);
});
