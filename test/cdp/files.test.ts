// Files: upload without a native picker, download to a staging folder, screenshots of a background tab.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, find, openPage, useBrowser } from './helpers.js';

const fx = useBrowser();
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'beans-picker-files-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('uploads files into a file input', async () => {
  fx.server.reset();
  const [a, b] = [join(dir, 'notes.txt'), join(dir, 'photo.png')];
  await writeFile(a, 'notes');
  await writeFile(b, 'not really a png');
  const id = await openPage(fx, '/files.html');
  const input = find(await fx.driver.snapshot(id, call()), 'button', 'Attachments');
  expect(await fx.driver.upload(id, input.handle, [a, b], call())).toEqual({ ok: true, route: 'set_files' });
  expect(fx.server.state().uploads).toEqual(['notes.txt', 'photo.png']);
  await expect(fx.driver.upload(id, input.handle, ['relative.txt'], call())).rejects.toMatchObject({
    code: 'bad_file',
  });
});

test('downloads into a staging folder and returns the finished file', async () => {
  const id = await openPage(fx, '/files.html');
  const link = find(await fx.driver.snapshot(id, call()), 'link', 'Download report');
  const staging = join(dir, 'staging');
  const staged = await fx.driver.download(id, link.handle, staging, call());
  expect(staged).toMatchObject({
    path: join(staging, 'report.txt'),
    suggestedFilename: 'report.txt',
    bytes: 29,
  });
  expect(await readFile(staged.path, 'utf8')).toBe('beans-picker report\nline two\n');
  const second = await fx.driver.download(id, link.handle, staging, call());
  expect(second.path).toBe(join(staging, 'report (1).txt'));
});

test('takes a PNG screenshot of a tab that is not in front', async () => {
  const id = await openPage(fx, '/form.html');
  const png = await fx.driver.screenshot(id, call());
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.length).toBeGreaterThan(1000);
});
