// Reads any System One request as text: the instruction and text from the state, and each criterion as fields.
import { CANDIDATE_KINDS, type CandidateKind } from '../../core/candidates/types.js';
import type { Json } from '../../core/decision/systemone.js';
import { humanize } from './tokens.js';

/** The fields of an option the features look at. */
export const FIELDS = [
  'name',
  'identifier',
  'role',
  'context',
  'value',
  'help',
  'path',
  'keys',
  'label',
  'action',
  'other',
] as const;

/** One field of an option. */
export type Field = (typeof FIELDS)[number];

/** An option as the model reads it. */
export interface OptionText {
  label: string;
  kind: CandidateKind | null;
  fields: Partial<Record<Field, string>>;
  /** "i of n" among look-alikes, when the option says so. */
  occurrence: [number, number] | null;
  direction: 'up' | 'down' | null;
}

// Object keys and the field each one feeds; unknown keys go to `other`.
const KEY_GROUPS: readonly (readonly [Field | 'kind' | 'occurrence' | 'direction', string])[] = [
  ['name', 'name label title text caption'],
  ['identifier', 'identifier id automation_id test_id'],
  ['role', 'role type control element'],
  ['context', 'within context section container parent where location beside near row group heading'],
  ['value', 'current_value value state checked colour color'],
  ['help', 'help description desc tooltip hint placeholder pop_up'],
  ['path', 'path menu standard_command'],
  ['keys', 'keys shortcut key hotkey sequence'],
  ['action', 'action does summary command effect_hint'],
  ['kind', 'kind'],
  ['occurrence', 'occurrence'],
  ['direction', 'direction'],
];
const KEY_FIELDS = new Map(
  KEY_GROUPS.flatMap(([field, keys]) => keys.split(' ').map((k) => [k, field] as const)),
);

const KINDS: ReadonlySet<string> = new Set(CANDIDATE_KINDS);

/** Flattens any JSON value to text ("k v" for object entries). */
export function jsonText(value: Json | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(jsonText).join(' ; ');
  return Object.entries(value)
    .map(([k, v]) => `${humanize(k)} ${jsonText(v)}`)
    .join(' ; ');
}

/** True for labels that say nothing by themselves (`o3`, `12`, `item_4`). */
export function opaqueLabel(label: string): boolean {
  return /^(?:[a-z]{0,6}[_-]?)?\d+$/iu.test(label);
}

/** Reads one criterion (object, string, array or null) as an option. */
export function readOption(label: string, criterion: Json): OptionText {
  const option: OptionText = { label, kind: null, fields: {}, occurrence: null, direction: null };
  const add = (field: Field, text: string): void => {
    if (text) option.fields[field] = option.fields[field] ? `${option.fields[field]} ; ${text}` : text;
  };
  // A label that says something is the name when nothing else is given, else one more field.
  if (!opaqueLabel(label)) add(criterion === null ? 'name' : 'label', humanize(label));
  if (criterion === null || typeof criterion !== 'object' || Array.isArray(criterion)) {
    readSentence(jsonText(criterion), add);
    option.kind = kindOfRole(option.fields.role);
    return option;
  }
  const kind = criterion.kind;
  if (typeof kind === 'string' && KINDS.has(kind)) option.kind = kind as CandidateKind;
  for (const [key, value] of Object.entries(criterion)) {
    const field = KEY_FIELDS.get(key.toLowerCase()) ?? 'other';
    const text = jsonText(value);
    if (field === 'kind') continue;
    if (field === 'occurrence') option.occurrence = parseOccurrence(text);
    else if (field === 'direction') option.direction = /up|increase/iu.test(text) ? 'up' : 'down';
    // With a known kind, the action sentence and effect hint only restate kind, role and name.
    else if (field === 'action' && option.kind !== null) continue;
    else add(field, field === 'identifier' ? humanize(text) : text);
  }
  option.kind ??= kindOfRole(option.fields.role);
  if (option.fields.name === undefined && option.fields.identifier !== undefined && option.kind !== 'key')
    add('name', option.fields.identifier);
  // An unnamed swatch is called by its colour ("the green one").
  const colour = criterion.colour ?? criterion.color;
  if (option.fields.name === undefined && typeof colour === 'string') add('name', colour);
  return option;
}

// A quoted name; a single quote closes only before a space, punctuation or the end ("'Don't Save'").
const SENTENCE_NAME =
  /"([^"]{1,80})"|“([^”]{1,80})”|«([^»]{1,80})»|‘([^’]{1,80})’|'(.{1,80}?)'(?=$|[\s,.;:()])/u;

// A sentence criterion ("button 'Buy' (top-right; in the row of 'Coldplay')"): its first quoted text is the
// name, a leading role word the role, the rest context.
function readSentence(text: string, add: (field: Field, text: string) => void): void {
  if (!text) return;
  const quoted = SENTENCE_NAME.exec(text);
  if (!quoted || quoted.index === undefined) {
    add('action', text);
    return;
  }
  add('name', quoted.slice(1).find((g) => g !== undefined) ?? '');
  const before = text.slice(0, quoted.index).trim();
  if (before && before.split(/\s+/u).length <= 2) add('role', before);
  else add('action', before);
  add('context', text.slice(quoted.index + quoted[0].length));
}

// Role words of other clients (ARIA, AX, AT-SPI) and the kind of action beans-picker offers on such a control.
const ROLE_KINDS: readonly (readonly [RegExp, CandidateKind])[] = [
  [/menu ?item|menuitem/u, 'menu'],
  [/check ?box|switch|toggle/u, 'toggle'],
  [/combo ?box|list ?box|select|popup ?button|drop ?down|pop ?up/u, 'choose_option'],
  [/slider|spin ?button|spinner|stepper|scroll ?bar|range/u, 'step'],
  [/static|heading|^label$|caption|paragraph/u, 'click'],
  [/search|text|entry|edit|input|textarea|password|terminal/u, 'set_value'],
  [/button|link|tab|radio|item|row|cell|option|image|icon|heading|label/u, 'click'],
];

// The kind an option of another client's shape most likely offers, from its role words (null when unsaid).
function kindOfRole(role: string | undefined): CandidateKind | null {
  const r = (role ?? '').toLowerCase();
  return r ? (ROLE_KINDS.find(([re]) => re.test(r))?.[1] ?? null) : null;
}

function parseOccurrence(text: string): [number, number] | null {
  const m = /(\d+)\s*(?:of|\/)\s*(\d+)/u.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** What a choice is asked about: the instruction, the text to enter and the state as text. */
export interface Query {
  instruction: string;
  text: string | null;
  stateText: string;
}

const INSTRUCTION_KEYS = ['instruction', 'goal', 'task', 'query', 'command', 'request'];

/** Finds the instruction (state `instruction`/`goal`, else the question's instructions, else the state). */
export function readQuery(state: Json, instructions: Json | undefined): Query {
  const stateText = jsonText(state);
  if (state !== null && typeof state === 'object' && !Array.isArray(state)) {
    for (const key of INSTRUCTION_KEYS) {
      const value = state[key];
      if (typeof value === 'string' && value.trim()) {
        const text = state.text;
        return { instruction: value, text: typeof text === 'string' ? text : null, stateText };
      }
    }
  }
  const asked = jsonText(instructions);
  return { instruction: asked.trim() ? asked : stateText, text: null, stateText };
}
