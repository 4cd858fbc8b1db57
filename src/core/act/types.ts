import type { ScreenChange } from '../glance.js';
import type { Candidate, CandidateKind } from '../candidates/types.js';
import type { Cut } from '../snapshot.js';
import type { Change } from '../change.js';
import type { DecisionUsage } from '../decision/systemone.js';
import type { Modifier } from '../driver.js';

/** Every status an act can end with. */
export type ActStatus =
  | 'done'
  | 'unverified'
  | 'no_effect'
  | 'mismatch'
  | 'ambiguous'
  | 'needs_confirmation'
  | 'refused'
  | 'not_found'
  | 'failed';

/** Which window to act on. */
export interface Target {
  windowId?: string | undefined;
  app?: string | undefined;
  pid?: number | undefined;
}

/** One step of an act. */
export interface ActStep {
  /** What to do in plain words; may be left out when candidateId names the action. */
  instruction?: string | undefined;
  /** Entered exactly as given, never trimmed. */
  text?: string | undefined;
  candidateId?: string | undefined;
  allowDestructive?: boolean | undefined;
  modifiers?: Modifier[] | undefined;
  /** Double click instead of a single one. */
  double?: boolean | undefined;
  dragTo?: { candidateId: string } | { dx: number; dy: number } | undefined;
}

/** A whole act request: a target, a first step, and up to 12 more. */
export interface ActRequest extends Target, ActStep {
  then?: ActStep[] | undefined;
}

/** A candidate as shown to the caller. */
export interface ShownCandidate {
  id: string;
  kind: CandidateKind;
  does: string;
  value?: string;
  needsText?: true;
  destructive?: true;
  shortcut?: string;
  needsForeground?: true;
  offscreen?: true;
  p?: number;
}

/** The window an act ran on, as shown to the caller. */
export interface ShownWindow {
  id: string;
  app: string;
  title: string;
  url?: string;
  modal?: string;
  otherWindows?: string[];
}

/** The result of one act step (and, at the top level, of the whole request). */
export interface ActResult {
  status: ActStatus;
  code?: string;
  message: string;
  /** `dialog`: the press opened a dialog that must be answered before what the words ask is done. */
  awaits?: 'dialog';
  window?: ShownWindow;
  action?: ShownCandidate & { route?: string };
  pick?: { p: number; rule: 'strict' | 'agree' | 'route' };
  /** `screen`: what the window's pixels said when the tree showed no change (it informs, never verifies). */
  verification?: { snapshots: number; exact?: boolean; detail: string; screen?: ScreenChange };
  expected?: string;
  actual?: string;
  change?: Omit<Change, 'newTextCount'>;
  candidates?: ShownCandidate[];
  options?: string[];
  newCandidates?: ShownCandidate[];
  newTotal?: number;
  screenText?: string[];
  /** The window read for the choice was cut short (the control may lie past the cut): how to see the rest. */
  partial?: Cut;
  decider?: DecisionUsage;
  steps?: ActResult[];
  skipped?: number;
}

/** Shows a candidate to the caller. */
export function showCandidate(c: Candidate, value?: string, offscreen?: boolean, p?: number): ShownCandidate {
  return {
    id: c.id,
    kind: c.kind,
    does: c.does,
    ...(value !== undefined && c.kind !== 'menu' ? { value } : {}),
    ...(c.needsText ? { needsText: true as const } : {}),
    ...(c.destructive ? { destructive: true as const } : {}),
    ...(c.kind === 'menu' && c.keys ? { shortcut: c.keys } : {}),
    ...(c.needsForeground ? { needsForeground: true as const } : {}),
    ...(offscreen ? { offscreen: true as const } : {}),
    ...(p !== undefined ? { p: Math.round(p * 1000) / 1000 } : {}),
  };
}
