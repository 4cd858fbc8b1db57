// Finds installed desktop apps by name through their .desktop entries, so launch_app starts apps, not arbitrary commands.
import { readdir, readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** An installed app: what it is called and the command that starts it. */
export interface DesktopEntry {
  id: string;
  name: string;
  command: string;
}

const DIRS = [
  '/usr/share/applications',
  '/usr/local/share/applications',
  join(homedir(), '.local/share/applications'),
];

function field(text: string, key: string): string | undefined {
  return new RegExp(`^${key}=(.*)$`, 'mu').exec(text)?.[1]?.trim();
}

/** Lists the installed desktop entries that can be launched (Type=Application, not hidden). */
export async function desktopEntries(dirs: string[] = DIRS): Promise<DesktopEntry[]> {
  const entries: DesktopEntry[] = [];
  for (const dir of dirs) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith('.desktop'))) {
      const text = await readFile(join(dir, file), 'utf8').catch(() => '');
      const exec = field(text, 'Exec');
      if (
        !exec ||
        field(text, 'Type') !== 'Application' ||
        field(text, 'NoDisplay') === 'true' ||
        field(text, 'Hidden') === 'true'
      )
        continue;
      const command = exec.split(/\s+/u)[0] ?? '';
      if (!command || command.includes('=')) continue;
      entries.push({ id: file.slice(0, -'.desktop'.length), name: field(text, 'Name') ?? command, command });
    }
  }
  return entries;
}

/** The entry whose id, name or command is `app` (case-insensitive), or null. */
export async function findDesktopEntry(app: string, dirs?: string[]): Promise<DesktopEntry | null> {
  const wanted = app.toLowerCase();
  const entries = await desktopEntries(dirs);
  const base = (c: string): string => c.split('/').pop()?.toLowerCase() ?? '';
  return (
    entries.find((e) => e.id.toLowerCase() === wanted) ??
    entries.find((e) => base(e.command) === wanted) ??
    entries.find((e) => e.name.toLowerCase() === wanted) ??
    null
  );
}
