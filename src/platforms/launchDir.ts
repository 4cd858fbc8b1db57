// The folder a launched app runs in: the caller's cwd, else the entry's Path, else $HOME; never beans-picker's own
// checkout (the server's working directory), where an app's files and its "Save as" would land.
import { realpath, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { isAbsolute, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DriverError } from '../core/driver.js';

/** The folder beans-picker is installed or checked out in (src/platforms or dist/platforms → two levels up). */
export const PACKAGE_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The real folder to start an app in; `bad_cwd` (or `bad_desktop_entry` for an entry's Path) when it cannot be used. */
export async function launchDir(
  wanted: { cwd?: string; entryPath?: string },
  env: NodeJS.ProcessEnv,
  root: string = PACKAGE_ROOT,
): Promise<string> {
  if (wanted.cwd !== undefined) return checkDir(wanted.cwd, 'cwd', 'bad_cwd', root);
  if (wanted.entryPath !== undefined)
    return checkDir(wanted.entryPath, "the desktop entry's Path", 'bad_desktop_entry', root);
  return checkDir(env.HOME || homedir(), 'the home folder ($HOME)', 'bad_cwd', root);
}

async function checkDir(path: string, what: string, code: string, root: string): Promise<string> {
  if (!isAbsolute(path)) throw new DriverError(code, `${what} must be an absolute path`);
  const real = await realpath(path).catch(() => null);
  if (real === null) throw new DriverError(code, `${what} does not exist`);
  if (!(await stat(real)).isDirectory()) throw new DriverError(code, `${what} is not a folder`);
  const checkout = await realpath(root);
  if (real === checkout || real.startsWith(checkout.endsWith(sep) ? checkout : checkout + sep))
    throw new DriverError(code, `${what} is inside beans-picker's own folder; give another folder`);
  return real;
}
