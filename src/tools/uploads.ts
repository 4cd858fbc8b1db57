// Where browser_upload may take files from: the server's working folder and BEANS_PICKER_UPLOAD_ROOTS, never a
// system folder or a hidden entry of the home folder, and never through a link.
import { realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter } from 'node:path';
import { checkInputFile, checkShape, PathError } from './files.js';

// Folders no upload may come from even inside a root: the system's configuration, state, devices and programs.
const SYSTEM_FOLDERS = [
  ...['/etc', '/proc', '/sys', '/dev', '/boot', '/root', '/var', '/run', '/srv', '/snap'],
  ...['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64'],
  ...['/private/etc', '/private/var', '/System', '/Library'],
];

function inside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}

/** Whether a canonical path is a hidden entry of the home folder (~/.ssh, ~/.config, ...) or in a system folder. */
export function isGuarded(path: string, home: string): boolean {
  if (home !== '/' && inside(path, home)) return path.slice(home.length + 1).startsWith('.');
  return SYSTEM_FOLDERS.some((folder) => inside(path, folder));
}

/** The canonical upload roots: `cwd` and the configured folders that exist; the file system root never counts. */
export async function uploadRoots(configured: string, cwd: string): Promise<string[]> {
  const named = [cwd, ...configured.split(delimiter)].filter((root) => root !== '');
  const real = await Promise.all(named.map((root) => realpath(root).catch(() => null)));
  return [...new Set(real.filter((root): root is string => root !== null && root !== '/'))];
}

/** Checks an upload: a canonical regular file with one name, inside a root, not guarded; else path_not_allowed. */
export async function checkUploadFile(path: string, roots: string[], home = homedir()): Promise<void> {
  checkShape(path, 'input');
  if (!roots.some((root) => inside(path, root)) || isGuarded(path, home))
    throw new PathError(
      'path_not_allowed',
      'uploads come only from the working folder and BEANS_PICKER_UPLOAD_ROOTS, never from system or hidden folders',
    );
  await checkInputFile(path);
}
