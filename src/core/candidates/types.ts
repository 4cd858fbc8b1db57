/** The kinds of action a candidate can carry out. */
export const CANDIDATE_KINDS = [
  'click',
  'toggle',
  'set_value',
  'type_into',
  'append',
  'choose_option',
  'keypad',
  'step',
  'scroll',
  'context_menu',
  'key',
  'menu',
  'drag',
  'hover',
] as const;

/** A candidate's kind. */
export type CandidateKind = (typeof CANDIDATE_KINDS)[number];

/** Kinds that enter the caller's text. */
export const TEXT_KINDS: ReadonlySet<CandidateKind> = new Set([
  'set_value',
  'type_into',
  'append',
  'choose_option',
  'keypad',
]);

/** The object a decision model sees for one candidate (fixed key order). */
export interface OptionObject {
  action: string;
  kind: CandidateKind;
  role?: string;
  name?: string;
  identifier?: string;
  help?: string;
  current_value?: string;
  within?: string[];
  occurrence?: string;
  path?: string[];
  shortcut?: string;
  keys?: string;
  direction?: string;
  colour?: string;
  effect_hint: string;
}

/** One typed action that can be taken on a window now. */
export interface Candidate {
  id: string;
  key: string;
  kind: CandidateKind;
  /** Index of the target node in the snapshot; absent for window keys. */
  node?: number;
  /** The target node's identity key, used to find it again after acting. */
  nodeKey?: string;
  /** One short sentence saying what the action does. */
  does: string;
  needsText: boolean;
  destructive: boolean;
  /** The word that made it destructive. */
  destructiveWhy?: string;
  needsForeground: boolean;
  /** The id is bound to this snapshot's element and is never rebound. */
  tokenBound: boolean;
  direction?: 'up' | 'down';
  /** Key chord for `key` and `menu` candidates ("Return", "shift+F10", "ctrl+s"). */
  keys?: string;
  menuPath?: string[];
  /** For a keypad: each key's text and the node that types it. */
  keypad?: Record<string, number>;
  /** For a grid cell's text (a `set_value` on its row): the node of the column header the cell sits under. */
  cellHeader?: number;
  option: OptionObject;
}
