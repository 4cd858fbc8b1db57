import { mkdtemp, readFile, stat, symlink, writeFile, readdir, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInputFile, checkOutputPath, publishFile, publishStaged } from './files.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(await import('node:fs/promises').then((f) => f.realpath(tmpdir())), 'bp-files-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('output files', () => {
  it('are published with mode 0600 and leave no staging file', async () => {
    const out = join(dir, 'a.png');
    await publishFile(out, Buffer.from('png'));
    expect(await readFile(out, 'utf8')).toBe('png');
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    expect((await readdir(dir)).filter((f) => f.startsWith('.bp-stage'))).toEqual([]);
  });

  it('a staged file a writer left readable by all is published 0600, and the stage is gone', async () => {
    const stage = join(dir, 'stage.mp4');
    await writeFile(stage, 'video', { mode: 0o644 });
    const out = join(dir, 'video.mp4');
    await publishStaged(stage, out);
    expect(await readFile(out, 'utf8')).toBe('video');
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    await expect(stat(stage)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('never replace an existing file or symlink', async () => {
    const existing = join(dir, 'keep.txt');
    await writeFile(existing, 'mine');
    await expect(publishFile(existing, Buffer.from('x'))).rejects.toMatchObject({ code: 'exists' });
    expect(await readFile(existing, 'utf8')).toBe('mine');
    const link = join(dir, 'link.txt');
    await symlink(existing, link);
    await expect(publishFile(link, Buffer.from('x'))).rejects.toMatchObject({ code: 'exists' });
    expect(await readFile(existing, 'utf8')).toBe('mine');
  });

  it.each([
    ['relative/out.png', /absolute/],
    ['/no/such/folder/out.png', /does not exist/],
    ['/tmp/../tmp/out.png', /canonical/],
    ['/tmp//out.png', /canonical/],
    ['/tmp/out\u200b.png', /invisible/],
  ])('refuse %s', async (path, why) => {
    await expect(checkOutputPath(path)).rejects.toThrow(why);
  });

  it('refuse a folder reached through a symlink', async () => {
    await mkdir(join(dir, 'real'));
    await symlink(join(dir, 'real'), join(dir, 'via'));
    await expect(checkOutputPath(join(dir, 'via', 'x.png'))).rejects.toThrow(/canonical/);
  });
});

describe('input files', () => {
  it('must be canonical regular files, not symlinks or folders', async () => {
    const file = join(dir, 'in.txt');
    await writeFile(file, 'x');
    await expect(checkInputFile(file)).resolves.toBeUndefined();
    await symlink(file, join(dir, 'in-link.txt'));
    await expect(checkInputFile(join(dir, 'in-link.txt'))).rejects.toThrow(/symlink/);
    await expect(checkInputFile(dir)).rejects.toThrow(/regular file/);
    await expect(checkInputFile(join(dir, 'missing'))).rejects.toThrow(/does not exist/);
  });
});
