// Reads an observe view back into controls, the way a scripted caller (the bench, tests) finds ids in it.
import type { CandidateKind } from '../candidates/types.js';
import { NO_ID } from './lines.js';

/** One control line of a view. */
export interface ReadControl {
  /** The id of its default action; absent for a disabled control or a read-only value. */
  id?: string;
  role: string;
  label?: string;
  /** The exact value, unquoted. */
  value?: string;
  /** The value is cut; `value` is its start. */
  cut?: boolean;
  flags: string[];
  /** Every listed action by word ("set", "append", "up"), the default one included. */
  actions: Record<string, string>;
  /** The sections, dialogs and rows above it, outermost first. */
  under: string[];
}

/** A view read back. */
export interface ReadView {
  header: string[];
  controls: ReadControl[];
  headings: string[];
  /** Summary lines of long lists ("… rows 51–300 of 300 not shown ..."). */
  summaries: string[];
  keys: Record<string, string>;
  text: string[];
}

/** An id as a view shows it: a session's short id ("c12") or a candidate id ("c1a2b3c4d5e"). */
export const VIEW_ID = /^c(?:[0-9a-f]{10}|\d{1,9})$/u;
const TOKEN = /"(?:[^"\\]|\\.)*"|\S+/gu;

/** Reads a view's lines. */
export function readView(view: string): ReadView {
  const out: ReadView = { header: [], controls: [], headings: [], summaries: [], keys: {}, text: [] };
  const stack: { depth: number; name: string }[] = [];
  let body = false;
  let inText = false;
  for (const [i, raw] of view.split('\n').entries()) {
    const line = raw.trimStart();
    const depth = raw.length - line.length;
    const first = line.split(' ')[0] ?? '';
    if (inText) out.text.push(raw);
    else if (i === 0) out.header.push(line);
    else if (line === 'text:') inText = true;
    else if (first === NO_ID || VIEW_ID.test(first)) {
      body = true;
      while (stack.length && (stack[stack.length - 1]?.depth ?? 0) >= depth) stack.pop();
      out.controls.push(
        controlOf(
          line,
          stack.map((s) => s.name),
        ),
      );
      stack.push({ depth, name: line });
    } else if (!body && !line.startsWith('#') && !line.endsWith(':')) out.header.push(line);
    else if (line.startsWith('#')) out.headings.push(line.replace(/^#+ /u, ''));
    else if (line.startsWith('keys ')) Object.assign(out.keys, pairs(line.slice(line.indexOf(': ') + 2)));
    else if (line.endsWith(':')) {
      body = true;
      while (stack.length && (stack[stack.length - 1]?.depth ?? 0) >= depth) stack.pop();
      stack.push({ depth, name: line.slice(0, -1) });
    } else out.summaries.push(line);
  }
  return out;
}

function controlOf(line: string, under: string[]): ReadControl {
  const tokens: string[] = line.match(TOKEN) ?? [];
  const [id = NO_ID, role = ''] = tokens;
  const c: ReadControl = { role, flags: [], actions: {}, under };
  if (id !== NO_ID) c.id = id;
  let at = 2;
  if (tokens[at]?.startsWith('"')) c.label = JSON.parse(tokens[at++] ?? '""') as string;
  else if (tokens[at]?.startsWith('(')) at += 1;
  if (tokens[at] === '=') {
    c.value = JSON.parse(tokens[at + 1] ?? '""') as string;
    at += 2;
    if (tokens[at] === 'cut') c.cut = true;
  }
  const dot = tokens.indexOf('·', at);
  c.flags = tokens.slice(at, dot < 0 ? undefined : dot);
  if (dot >= 0) {
    const [word, ...rest] = tokens.slice(dot + 1);
    if (word && c.id) c.actions[word] = c.id;
    Object.assign(c.actions, pairs(rest.join(' ')));
  } else if (c.id) c.actions[loneWord(role)] = c.id;
  return c;
}

// The word a line leaves out: a check box toggles, a menu line runs its command, anything else is clicked.
function loneWord(role: string): string {
  if (role === 'CheckBox' || role === 'Switch') return 'toggle';
  return role === 'menu' || role === 'keypad' || role === 'key' ? role : 'click';
}

function pairs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of text.split(' ').filter((p) => p.includes(':'))) {
    const cut = pair.lastIndexOf(':');
    out[pair.slice(0, cut).replace(/!$/u, '')] = pair.slice(cut + 1);
  }
  return out;
}

/** One listed action: its id, its kind, and a short sentence to find it by (`click Button "Edit" offscreen in row "2"`). */
export interface ListedAction {
  id: string;
  kind: CandidateKind;
  does: string;
}

const KINDS: Record<string, CandidateKind> = {
  set: 'set_value',
  type: 'type_into',
  choose: 'choose_option',
  context: 'context_menu',
  up: 'step',
  down: 'step',
  'scroll-up': 'scroll',
  'scroll-down': 'scroll',
};

/** The kind an action word stands for. */
export function kindOfWord(word: string): CandidateKind {
  return KINDS[word] ?? (word as CandidateKind);
}

/** Every action a view lists, each on its own, as code that finds ids by kind and words wants them. */
export function listedActions(view: ReadView): ListedAction[] {
  const out: ListedAction[] = [];
  for (const c of view.controls) {
    const name = [c.role, ...(c.label !== undefined ? [JSON.stringify(c.label)] : []), ...c.flags].join(' ');
    const where = c.under.length ? ` in ${c.under.join(' in ')}` : '';
    for (const [word, id] of Object.entries(c.actions))
      out.push({ id, kind: kindOfWord(word), does: `${word} ${name}${where}` });
  }
  for (const [key, id] of Object.entries(view.keys)) out.push({ id, kind: 'key', does: `press ${key}` });
  return out;
}
