// Downloads a page starts on its own are refused: only a browser_download in progress lets a file land, and
// only in the driver's private staging folder.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, find, openPage, useBrowser } from './helpers.js';

let home = '';
const realHome = process.env.HOME;

// The browser is launched with a temporary HOME, so its default download folder ($HOME/Downloads) is one we can see.
beforeAll(async () => {
  home = await mkdtemp(join(await realpath(tmpdir()), 'bp-home-'));
  process.env.HOME = home;
});
const fx = useBrowser();
afterAll(async () => {
  if (realHome === undefined) delete process.env.HOME;
  else process.env.HOME = realHome;
  await rm(home, { recursive: true, force: true });
});

// Every file below `dir` (no symlinks followed), as paths; none when the folder does not exist.
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

// Where an unasked download could land: the temporary HOME, the working folder, the browser's own folder
// (profile, TMPDIR, staging) and the system's temporary folder.
async function landed(): Promise<string[]> {
  const browserDir = dirname(await fx.driver.stagingDir());
  const places = [
    ...(await filesUnder(home)),
    ...(await filesUnder(browserDir)),
    ...(await readdir(process.cwd())).map((name) => join(process.cwd(), name)),
    ...(await readdir(tmpdir())).map((name) => join(tmpdir(), name)),
  ];
  return places.filter((path) => path.includes('bp-unasked') || path.endsWith('.crdownload'));
}

async function served(times: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (fx.server.state().events.filter((e) => e === 'served:unasked').length < times) {
    if (Date.now() > deadline) throw new Error('the page did not ask for its download');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Time enough for a 28-byte download to finish, had it been let through (it takes about 100 ms).
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

test('a download the page starts on load or on a click writes no file anywhere', async () => {
  fx.server.reset();
  const id = await openPage(fx, '/unasked.html');
  await served(1);
  const button = find(await fx.driver.snapshot(id, call()), 'button', 'Get the log');
  expect(await fx.driver.perform(id, { type: 'click', handle: button.handle }, call())).toMatchObject({
    ok: true,
  });
  await served(2);
  expect(await landed()).toEqual([]);
  expect(await filesUnder(await fx.driver.stagingDir())).toEqual([]);
});

test('browser_download still stages the file it clicked for, and the page is refused again after it', async () => {
  fx.server.reset();
  const id = await openPage(fx, '/unasked.html');
  await served(1);
  const snapshot = await fx.driver.snapshot(id, call());
  const staged = await fx.driver.download(
    id,
    find(snapshot, 'link', 'Download report').handle,
    await fx.driver.stagingDir(),
    call(),
  );
  expect(await readFile(staged.path, 'utf8')).toBe('beans-picker report\nline two\n');
  await rm(staged.path);
  const button = find(snapshot, 'button', 'Get the log');
  await fx.driver.perform(id, { type: 'click', handle: button.handle }, call());
  await served(2);
  expect(await landed()).toEqual([]);
  expect(await filesUnder(await fx.driver.stagingDir())).toEqual([]);
});

test('a browser started afresh after the first one died refuses them too', async () => {
  const first = await fx.driver.openTab('about:blank', call());
  // Kills the browser's whole process group, as the OOM killer would; the next call launches another.
  process.kill(-first.pid!, 'SIGKILL');
  // The first call after the loss may answer browser_crashed or already run on the new browser.
  await fx.driver.windows({}, call()).catch(() => undefined);
  fx.server.reset();
  const id = await openPage(fx, '/unasked.html');
  expect((await fx.driver.windows({}, call())).find((w) => w.id === id)?.pid).not.toBe(first.pid);
  await served(1);
  expect(await landed()).toEqual([]);
});

test("another tab's download that begins during a browser_download is cancelled and its staged file removed", async () => {
  fx.server.reset();
  const id = await openPage(fx, '/unasked.html');
  await served(1);
  const slow = find(await fx.driver.snapshot(id, call()), 'link', 'Download slow report');
  const staging = await fx.driver.stagingDir();
  const downloading = fx.driver.download(id, slow.handle, staging, call());
  // While the slow file is on its way, another page starts its own download.
  await openPage(fx, '/unasked.html');
  const staged = await downloading;
  expect(fx.server.state().events.filter((e) => e === 'served:unasked')).toHaveLength(2);
  expect(await readFile(staged.path, 'utf8')).toBe('slow report\n');
  expect(await filesUnder(staging)).toEqual([staged.path]);
  await rm(staged.path);
  expect(await landed()).toEqual([]);
});
