import { link, mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/schema.js';
import { checkUploadFile, isGuarded, uploadRoots } from './uploads.js';

let dir: string;
let root: string;
let outside: string;
beforeAll(async () => {
  dir = await mkdtemp(join(await realpath(tmpdir()), 'bp-uploads-'));
  root = join(dir, 'root');
  outside = join(dir, 'outside');
  await mkdir(root);
  await mkdir(outside);
  await writeFile(join(root, 'ok.txt'), 'ok');
  await writeFile(join(outside, 'secret.txt'), 'secret');
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const notAllowed = { code: 'path_not_allowed' };

describe('guarded places', () => {
  it.each([
    ['/etc/passwd', '/home/u', true],
    ['/etc/shadow', '/home/u', true],
    ['/proc/self/environ', '/home/u', true],
    ['/sys/kernel/notes', '/home/u', true],
    ['/dev/sda', '/home/u', true],
    ['/boot/vmlinuz', '/home/u', true],
    ['/var/tmp/x', '/home/u', true],
    ['/root/notes.txt', '/home/u', true],
    ['/home/u/.ssh/id_ed25519', '/home/u', true],
    ['/home/u/.config/beans-picker/.env', '/home/u', true],
    ['/home/u/.netrc', '/home/u', true],
    ['/home/u/docs/cv.pdf', '/home/u', false],
    ['/home/u/docs/.hidden-is-fine-below', '/home/u', false],
    ['/tmp/report.txt', '/home/u', false],
    // The server's own user is root: its home is its own, except the hidden entries.
    ['/root/work/a.txt', '/root', false],
    ['/root/.ssh/id_ed25519', '/root', true],
  ])('%s with home %s: %s', (path, home, guarded) => {
    expect(isGuarded(path, home)).toBe(guarded);
  });
});

describe('upload roots', () => {
  it('must be configured as absolute folders', () => {
    expect(parseConfig({}).BEANS_PICKER_UPLOAD_ROOTS).toBe('');
    expect(() => parseConfig({ BEANS_PICKER_UPLOAD_ROOTS: `/srv/in${delimiter}docs` })).toThrow(
      /BEANS_PICKER_UPLOAD_ROOTS: every folder must be an absolute path/,
    );
  });

  it('are the working folder and the configured folders, canonical, without missing ones or /', async () => {
    await symlink(outside, join(dir, 'via'));
    const configured = [join(dir, 'via'), join(dir, 'missing'), '/', ''].join(delimiter);
    expect(await uploadRoots(configured, root)).toEqual([root, outside]);
  });
});

describe('upload files', () => {
  it('inside a root are accepted', async () => {
    await expect(checkUploadFile(join(root, 'ok.txt'), [root], '/home/u')).resolves.toBeUndefined();
  });

  it('outside every root are refused without looking at them, so a missing one says the same', async () => {
    await expect(checkUploadFile(join(outside, 'secret.txt'), [root], '/home/u')).rejects.toMatchObject(
      notAllowed,
    );
    await expect(checkUploadFile(join(outside, 'nothing.txt'), [root], '/home/u')).rejects.toMatchObject(
      notAllowed,
    );
  });

  it('in a system folder are refused even when a root holds it, and the message names no path', async () => {
    const refused = checkUploadFile('/etc/passwd', [root, '/etc'], '/home/u');
    await expect(refused).rejects.toMatchObject(notAllowed);
    await expect(refused).rejects.toThrow(/^[^/]*BEANS_PICKER_UPLOAD_ROOTS[^/]*$/);
  });

  it("in the home folder's hidden entries are refused even when home is a root", async () => {
    await mkdir(join(root, '.ssh'));
    await writeFile(join(root, '.ssh', 'id'), 'key');
    await expect(checkUploadFile(join(root, '.ssh', 'id'), [root], root)).rejects.toMatchObject(notAllowed);
  });

  it('through a symlink are refused, whether it leads out of the root or not', async () => {
    await symlink(join(outside, 'secret.txt'), join(root, 'out-link.txt'));
    await symlink(join(root, 'ok.txt'), join(root, 'in-link.txt'));
    for (const name of ['out-link.txt', 'in-link.txt'])
      await expect(checkUploadFile(join(root, name), [root], '/home/u')).rejects.toMatchObject(notAllowed);
  });

  it('through a symlinked folder inside the root are refused', async () => {
    await symlink(outside, join(root, 'out-dir'));
    await expect(
      checkUploadFile(join(root, 'out-dir', 'secret.txt'), [root], '/home/u'),
    ).rejects.toMatchObject(notAllowed);
  });

  it('with a second name (a hard link to a file outside the root) are refused', async () => {
    await link(join(outside, 'secret.txt'), join(root, 'hard.txt'));
    await expect(checkUploadFile(join(root, 'hard.txt'), [root], '/home/u')).rejects.toMatchObject(
      notAllowed,
    );
  });
});
