// Reads one .desktop file the way the Desktop Entry Specification says: the [Desktop Entry] group, string escapes,
// and the Exec key's quoting and field codes. (No npm package parses desktop entries; `ini` knows neither rule.)

/** The unlocalised keys of a file's [Desktop Entry] group, with string escapes undone. */
export type EntryKeys = ReadonlyMap<string, string>;

const GROUP = 'Desktop Entry';
const ESCAPES: Record<string, string> = { s: ' ', n: '\n', t: '\t', r: '\r', '\\': '\\' };

/** The keys of the [Desktop Entry] group; the first of a repeated key counts, localised keys (Name[de]) are left out. */
export function parseEntry(text: string): EntryKeys {
  const keys = new Map<string, string>();
  let group: string | null = null;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const header = /^\[([^[\]]+)\]$/u.exec(trimmed);
    if (header) group = header[1] ?? null;
    const pair = /^([A-Za-z0-9-]+)\s*=\s*(.*)$/u.exec(trimmed);
    if (group === GROUP && pair?.[1] && !keys.has(pair[1])) keys.set(pair[1], unescape(pair[2] ?? ''));
  }
  return keys;
}

/** A string value with \s \n \t \r \\ undone (an unknown escape stays as written). */
export function unescape(value: string): string {
  return value.replace(/\\(.)/gu, (all, ch: string) => ESCAPES[ch] ?? all);
}

/** What a field code needs: the entry's Name and Icon, and where its file is. */
export interface ExecContext {
  name?: string | undefined;
  icon?: string | undefined;
  file: string;
}

/** The argv of an Exec value (escapes already undone), or why it is not one. No files are passed, so %f %F %u %U go. */
export function execArgv(exec: string, context: ExecContext): { argv: string[] } | { error: string } {
  const words = splitExec(exec);
  if ('error' in words) return words;
  const argv = words.words.flatMap((word) => expandCodes(word, context));
  const program = argv[0];
  if (program === undefined) return { error: 'its Exec key names no program' };
  if (program.includes('='))
    return { error: 'its Exec program contains "=", which the specification forbids' };
  return { argv };
}

// Words separated by spaces; a word in double quotes keeps reserved characters, with \" \` \$ \\ inside.
function splitExec(exec: string): { words: string[] } | { error: string } {
  const words: string[] = [];
  let i = 0;
  while (i < exec.length) {
    if (exec[i] === ' ' || exec[i] === '\t') {
      i++;
      continue;
    }
    if (exec[i] === '"') {
      let word = '';
      for (i++; i < exec.length && exec[i] !== '"'; i++)
        word += exec[i] === '\\' && /["`$\\]/u.test(exec[i + 1] ?? '') ? exec[++i] : exec[i];
      if (i >= exec.length) return { error: 'its Exec key has an unclosed quote' };
      words.push(word);
      i++;
      continue;
    }
    const end = exec.slice(i).search(/[ \t]/u);
    const word = end < 0 ? exec.slice(i) : exec.slice(i, i + end);
    words.push(word);
    i += word.length;
  }
  return { words };
}

// %i becomes "--icon <Icon>" as a word of its own, %c the Name, %k the file, %% a percent sign; the file and URL
// codes (no files are given) and the deprecated ones go, and a word that was only such a code goes with them.
function expandCodes(word: string, context: ExecContext): string[] {
  if (word === '%i') return context.icon ? ['--icon', context.icon] : [];
  const expanded = word.replace(/%(.)/gu, (_all, code: string) => {
    if (code === '%') return '%';
    if (code === 'c') return context.name ?? '';
    if (code === 'k') return context.file;
    return '';
  });
  return expanded === '' && word !== '' && /^(%[^%])+$/u.test(word) ? [] : [expanded];
}
