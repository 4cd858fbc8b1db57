// Run folders on disk: runs/<YYYYmmdd-HHMMSS>/ (a suffix when taken), step files written once, and reading them back.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunRecorder } from './record.js';

/** A run-folder failure with a stable code. */
export class RunFolderError extends Error {
  override name = 'RunFolderError';
  constructor(
    readonly code: 'run_folder_exists' | 'run_folder_unreadable',
    message: string,
  ) {
    super(message);
  }
}

function stamp(date: Date): string {
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}-${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`;
}

/** The file name of one step file. */
export function stepFile(n: number, name: string): string {
  return `step-${String(n).padStart(3, '0')}-${name}.json`;
}

/** Creates a fresh run folder under `root`; an existing folder is never reused. */
export async function createRunFolder(root: string, now: Date): Promise<RunRecorder> {
  await mkdir(root, { recursive: true });
  const base = stamp(now);
  let dir = '';
  for (let n = 1; n <= 100 && dir === ''; n += 1) {
    const candidate = join(root, n === 1 ? base : `${base}-${n}`);
    try {
      await mkdir(candidate);
      dir = candidate;
    } catch (error: unknown) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  if (dir === '') throw new RunFolderError('run_folder_exists', `no free run folder name under ${root}`);
  const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
  return {
    dir,
    step: (n, name, value) => writeFile(join(dir, stepFile(n, name)), json(value), { flag: 'wx' }),
    screenshot: (n, png) =>
      writeFile(join(dir, `step-${String(n).padStart(3, '0')}.png`), png, { flag: 'wx' }),
    summary: (value) => writeFile(join(dir, 'run.json'), json(value)),
  };
}

/** Reads one step file of a run folder, or null when it does not exist. */
export async function readStepFile(dir: string, n: number, name: string): Promise<unknown> {
  return readJson(join(dir, stepFile(n, name)));
}

async function readJson(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error: unknown) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw new RunFolderError('run_folder_unreadable', `cannot read ${path}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RunFolderError('run_folder_unreadable', `${path} is not JSON`);
  }
}
