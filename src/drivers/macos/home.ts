// Paths under the user's home folder.
import { homedir } from 'node:os';

/** Expands a leading `~` to the home directory. */
export function expandHome(path: string): string {
  return path === '~' || path.startsWith('~/') ? `${homedir()}${path.slice(1)}` : path;
}
