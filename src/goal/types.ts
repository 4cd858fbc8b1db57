// The goal loop's vocabulary: action kinds, target questions, outcomes and the offered menu of one step.

/**
 * How a run ended. `unverified`: every step ran but not every one could be verified; `refused`: a step was refused
 * (a value for a secret field) and the steps that could run ran.
 */
export type Outcome =
  | 'done'
  | 'unverified'
  | 'refused'
  | 'nothing helps'
  | 'low confidence'
  | 'stalled'
  | 'step limit'
  | 'dry run'
  | 'aborted'
  | 'crashed';

/** Outcomes that go to the writer for an answer (and may be handed back). */
export const REVIEWED: ReadonlySet<Outcome> = new Set([
  'done',
  'nothing helps',
  'low confidence',
  'stalled',
  'step limit',
]);

/** Every kind of action the `kind` question can offer, in the order offered. */
export const ACTION_KINDS = [
  'click',
  'double_click',
  'right_click',
  'press_offscreen',
  'type_text',
  'choose_option',
  'press_key',
  'menu',
  'scroll_down',
  'scroll_up',
  'back',
  'open_url',
  'switch_window',
  'wait',
  'done',
  'none',
] as const;

/** One kind of action. */
export type ActionKind = (typeof ACTION_KINDS)[number];

/** The target questions: one per kind that needs a target. */
export type TargetQuestion = 'item' | 'offscreen' | 'field' | 'option' | 'key' | 'menu' | 'window' | 'site';

/** Which target question each targeted kind uses. */
export const TARGET_OF: Partial<Record<ActionKind, TargetQuestion>> = {
  click: 'item',
  double_click: 'item',
  right_click: 'item',
  press_offscreen: 'offscreen',
  type_text: 'field',
  choose_option: 'option',
  press_key: 'key',
  menu: 'menu',
  switch_window: 'window',
  open_url: 'site',
};

/** Kinds gated on the kind's confidence alone: a wrong page or a scroll can simply be undone. */
export const NAVIGATION_KINDS: ReadonlySet<ActionKind> = new Set([
  'scroll_down',
  'scroll_up',
  'back',
  'open_url',
  'wait',
  'done',
  'none',
]);

/** One executable target of a step: what a label of a target question (or a fixed kind) acts on. */
export interface Target {
  /** The label in the question ("5", "enter", "m3"). */
  label: string;
  /** The criterion text the decision model reads. */
  description: string;
  /** The name used in history lines ("Buy", "File ▸ New"). */
  name: string;
  /** Row mates that tell a repeated label apart. */
  beside?: string[];
  /** Candidate ids by what they do: the primary action, and the context menu where there is one. */
  candidateId?: string;
  contextId?: string;
  /** The option text for choose_option. */
  option?: string;
  /** A window id for switch_window, a URL for open_url ("other" asks the writer). */
  windowId?: string;
  url?: string;
}

/** What a step offers: the kinds with their criteria, the target lists, and fixed targets. */
export interface ActionMenu {
  kinds: { kind: ActionKind; description: string }[];
  targets: Partial<Record<TargetQuestion, Target[]>>;
  /** Kinds whose target is fixed (scroll, back, a single field). */
  fixed: Partial<Record<ActionKind, Target>>;
}

/** The decision read from one answer, gated. */
export interface Decision {
  kind: ActionKind;
  kindConfidence: number;
  target?: Target;
  targetConfidence?: number;
  /** min(kind, target) for targeted kinds, the kind's alone for navigation-like kinds. */
  confidence: number;
  probabilities: Record<string, Record<string, number>>;
}

/** Something the user said after a question. */
export interface UserReply {
  asked: string;
  replied: string;
}

/** A model's share of the calls. */
export interface CallCount {
  calls: number;
  ms: number;
}
