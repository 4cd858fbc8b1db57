// Finds the app launch_app should start: a desktop entry by its id (hidden ones too) in the XDG data folders, an
// executable on PATH, or an entry by its Name; and turns the entry into a program, its arguments and its folder.
import { constants } from 'node:fs';
import { access, readdir, readFile, stat } from 'node:fs/promises';
import { basename, isAbsolute, join } from 'node:path';
import { DriverError } from '../core/driver.js';
import { execArgv, parseEntry, type EntryKeys } from './desktopEntry.js';

/** What to start: the program's path, its arguments, and the folder the entry asks for (its Path key). */
export interface AppCommand {
  command: string;
  args: string[];
  entryPath?: string;
}

/** One desktop entry file and its id (applications/sub/foo.desktop → "sub-foo"). */
interface EntryFile {
  id: string;
  file: string;
}

const ENTRY_DEPTH = 3;

/** The applications folders in precedence order: $XDG_DATA_HOME first, then each of $XDG_DATA_DIRS. */
export function applicationDirs(env: NodeJS.ProcessEnv): string[] {
  const home = env.XDG_DATA_HOME || (env.HOME ? join(env.HOME, '.local/share') : '');
  const dirs = (env.XDG_DATA_DIRS || '/usr/local/share:/usr/share').split(':');
  return [home, ...dirs].filter((d) => isAbsolute(d)).map((d) => join(d, 'applications'));
}

/** The program and arguments that start `app`; app_not_found or bad_desktop_entry otherwise. */
export async function resolveApp(app: string, env: NodeJS.ProcessEnv): Promise<AppCommand> {
  const id = app.replace(/\.desktop$/u, '');
  const files = await entryFiles(applicationDirs(env));
  const byId = files.find((f) => f.id === id) ?? files.find((f) => f.id.toLowerCase() === id.toLowerCase());
  if (byId) return fromEntry(byId, await readEntry(byId), env);
  const program = await onPath(app, env, { system: false });
  if (program) return { command: program, args: [] };
  for (const f of files) {
    const keys = await readEntry(f);
    if (keys.get('Name')?.toLowerCase() === app.toLowerCase() && keys.get('Hidden') !== 'true')
      return fromEntry(f, keys, env);
  }
  throw new DriverError('app_not_found', `no desktop entry or program named "${app}" is installed`);
}

async function fromEntry(f: EntryFile, keys: EntryKeys, env: NodeJS.ProcessEnv): Promise<AppCommand> {
  const bad = (why: string): DriverError =>
    new DriverError('bad_desktop_entry', `the desktop entry ${f.id}: ${why}`);
  // Hidden=true means the entry was deleted (and it hides any entry of the same id further down).
  if (keys.get('Hidden') === 'true')
    throw new DriverError('app_not_found', `the desktop entry ${f.id} is deleted (Hidden)`);
  if (keys.get('Type') !== 'Application') throw bad('it is not an application (Type)');
  if (keys.get('Terminal') === 'true') throw bad('it runs in a terminal, which launch_app does not open');
  const tryExec = keys.get('TryExec');
  if (tryExec && !(await onPath(tryExec, env, { system: true })))
    throw new DriverError(
      'app_not_found',
      `the desktop entry ${f.id} names a program that is not installed (TryExec)`,
    );
  const exec = keys.get('Exec');
  if (!exec) throw bad('it has no Exec key, so there is no command to run');
  const parsed = execArgv(exec, { name: keys.get('Name'), icon: keys.get('Icon'), file: f.file });
  if ('error' in parsed) throw bad(parsed.error);
  const [program = '', ...args] = parsed.argv;
  const command = await onPath(program, env, { system: true });
  if (!command)
    throw new DriverError(
      'app_not_found',
      `the desktop entry ${f.id} runs ${basename(program)}, which is not installed`,
    );
  const path = keys.get('Path');
  return { command, args, ...(path ? { entryPath: path } : {}) };
}

/**
 * The executable a name stands for: itself when absolute, else the first match in PATH's absolute folders. Without
 * `system`, sbin folders are skipped: a bare name given to launch_app never starts reboot, halt and their kind.
 */
export async function onPath(
  name: string,
  env: NodeJS.ProcessEnv,
  options: { system: boolean },
): Promise<string | null> {
  if (name.includes('/')) return isAbsolute(name) && (await executable(name)) ? name : null;
  for (const dir of (env.PATH ?? '').split(':')) {
    if (!isAbsolute(dir) || (!options.system && basename(dir) === 'sbin')) continue;
    if (await executable(join(dir, name))) return join(dir, name);
  }
  return null;
}

async function executable(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return (
    info?.isFile() === true &&
    (await access(path, constants.X_OK).then(
      () => true,
      () => false,
    ))
  );
}

async function readEntry(f: EntryFile): Promise<EntryKeys> {
  return parseEntry(await readFile(f.file, 'utf8').catch(() => ''));
}

// Every entry file, first folder first; an id seen in an earlier folder hides the same id further down.
async function entryFiles(dirs: string[]): Promise<EntryFile[]> {
  const seen = new Map<string, EntryFile>();
  for (const dir of dirs) for (const f of await walk(dir, '', 0)) if (!seen.has(f.id)) seen.set(f.id, f);
  return [...seen.values()];
}

async function walk(dir: string, prefix: string, depth: number): Promise<EntryFile[]> {
  const found: EntryFile[] = [];
  for (const item of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const file = join(dir, item.name);
    if (item.isDirectory() && depth < ENTRY_DEPTH)
      found.push(...(await walk(file, `${prefix}${item.name}-`, depth + 1)));
    else if (item.name.endsWith('.desktop'))
      found.push({ id: `${prefix}${item.name.slice(0, -'.desktop'.length)}`, file });
  }
  return found;
}
