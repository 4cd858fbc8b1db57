// File rules: outputs are published once, never over anything; inputs are canonical regular files.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { chmod, link, lstat, open, readFile, realpath, unlink } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { hasControlOrFormat } from '../core/text.js';

/** A refused path: `bad_path`, `exists` for an existing output, `path_not_allowed` for a file no upload may take. */
export class PathError extends Error {
  override name = 'PathError';
  constructor(
    readonly code: 'bad_path' | 'exists' | 'path_not_allowed',
    message: string,
  ) {
    super(message);
  }
}

const PATH_MAX = 4096;

/** Checks a path's shape alone: not empty, not too long, absolute, canonical, no control characters. */
export function checkShape(path: string, what: string): void {
  if (path.length === 0 || path.length > PATH_MAX)
    throw new PathError('bad_path', `the ${what} path is empty or too long`);
  if (!isAbsolute(path)) throw new PathError('bad_path', `the ${what} path must be absolute`);
  if (hasControlOrFormat(path))
    throw new PathError('bad_path', `the ${what} path holds control or invisible characters`);
  if (
    path.split('/').some((part) => part === '.' || part === '..') ||
    path.includes('//') ||
    (path.endsWith('/') && path !== '/')
  )
    throw new PathError('bad_path', `the ${what} path must be canonical (no ., .., // or trailing /)`);
}

/** Checks an output path: absolute, canonical, parent an existing real directory, nothing there yet. */
export async function checkOutputPath(path: string): Promise<void> {
  checkShape(path, 'output');
  const parent = dirname(path);
  const real = await realpath(parent).catch(() => null);
  if (real === null) throw new PathError('bad_path', 'the output folder does not exist');
  if (real !== parent)
    throw new PathError('bad_path', 'the output folder must be canonical (no symlinks in the path)');
  if (!(await lstat(parent)).isDirectory())
    throw new PathError('bad_path', 'the output folder is not a directory');
  const existing = await lstat(path).catch(() => null);
  if (existing)
    throw new PathError(
      'exists',
      'the output path already exists; beans-picker never replaces a file or symlink',
    );
}

/** Writes bytes to a private staging file beside `path`, then publishes it there (mode 0600) only if nothing exists yet. */
export async function publishFile(path: string, bytes: Uint8Array): Promise<void> {
  await checkOutputPath(path);
  const stage = join(
    dirname(path),
    `.bp-stage-${randomBytes(8).toString('hex')}-${basename(path).slice(0, 40)}`,
  );
  const handle = await open(
    stage,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o600,
  );
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    // link() fails when the target exists, so publishing can never replace anything.
    await link(stage, path);
  } catch (error: unknown) {
    await unlink(stage).catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new PathError('exists', 'the output path appeared while writing; nothing was replaced');
    throw error;
  }
  await unlink(stage);
}

/** Publishes an already written staged file (a recording, a download) to `path` without replacing anything. */
export async function publishStaged(stage: string, path: string): Promise<void> {
  await checkOutputPath(path);
  // The writer (ffmpeg, a helper) chose the mode; the published file is the owner's alone.
  await chmod(stage, 0o600);
  try {
    await link(stage, path);
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new PathError('exists', 'the output path appeared meanwhile; nothing was replaced');
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    // Another file system: copy through a staging file in the target folder.
    await publishFile(path, await readFile(stage));
  }
  await unlink(stage).catch(() => undefined);
}

/** Checks an input file: absolute, canonical, a regular file with one name (no symlink, no hard link). */
export async function checkInputFile(path: string): Promise<void> {
  checkShape(path, 'input');
  const info = await lstat(path).catch(() => null);
  if (!info) throw new PathError('bad_path', 'the input file does not exist');
  // A link may lead out of the folders a file may come from, so no link is followed or taken.
  if (info.isSymbolicLink()) throw new PathError('path_not_allowed', 'the input file is a symlink');
  if (!info.isFile()) throw new PathError('bad_path', 'the input path is not a regular file');
  if (info.nlink > 1)
    throw new PathError('path_not_allowed', 'the input file has more than one name (a hard link)');
  if ((await realpath(path)) !== path)
    throw new PathError('path_not_allowed', 'the input path must be canonical (no symlinks in the path)');
}
