// Which candidate actions the observe view lists, and the word each is listed by.
import type { Candidate, CandidateKind } from '../candidates/types.js';
import type { Snapshot } from '../snapshot.js';

/** Extras a caller can ask for; keys and scroll are also listed where relevant; `all` lists every action. */
export const EXTRAS = ['keys', 'context', 'scroll', 'all'] as const;

/** One extra. */
export type Extra = (typeof EXTRAS)[number];

/** The word an action is listed by in the view ("set", "append", "up", "scroll-down", "Return"). */
export function actionWord(c: Candidate): string {
  switch (c.kind) {
    case 'set_value':
      return 'set';
    case 'type_into':
      return 'type';
    case 'choose_option':
      return 'choose';
    case 'context_menu':
      return 'context';
    case 'step':
      return c.direction ?? 'up';
    case 'scroll':
      return `scroll-${c.direction ?? 'down'}`;
    case 'key':
      return c.keys ?? 'key';
    default:
      return c.kind;
  }
}

// The action a control's line id does: the first of these it has.
const DEFAULT_ORDER: readonly CandidateKind[] = [
  'set_value',
  'choose_option',
  'toggle',
  'click',
  'keypad',
  'step',
  'menu',
  'drag',
  'append',
  'type_into',
  'scroll',
  'context_menu',
];

/**
 * A control's actions with the default one first, the rest in the order they were built; a click that is not the
 * default (a field's focusing click, opening a combo box) only with `all`.
 */
export function withDefaultFirst(actions: readonly Candidate[], extras: ReadonlySet<Extra>): Candidate[] {
  const rank = (c: Candidate): number => DEFAULT_ORDER.indexOf(c.kind);
  const first = [...actions].sort((a, b) => rank(a) - rank(b))[0];
  if (!first) return [];
  const rest = actions.filter((c) => c !== first && (c.kind !== 'click' || extras.has('all')));
  return [first, ...rest];
}

/** The extras listed for the whole window: those asked for, and keys when a control has focus or a menu is open. */
export function relevantExtras(snapshot: Snapshot, asked: readonly Extra[]): Set<Extra> {
  const shown = new Set<Extra>(asked.includes('all') ? EXTRAS : asked);
  const focused = snapshot.nodes.some((n) => n.states.focused && n.role !== 'document' && n.parent !== null);
  if (focused || snapshot.modal?.kind === 'menu') shown.add('keys');
  return shown;
}

/**
 * Whether the view lists this action: keys, context menus and scrolling only when relevant or asked for; typing at
 * the caret, and a click on a control that has another action (a field's focusing click), only with `all`.
 */
export function isListed(c: Candidate, snapshot: Snapshot, extras: ReadonlySet<Extra>): boolean {
  if (c.kind === 'type_into') return extras.has('all');
  if (c.kind === 'key') return extras.has('keys');
  if (c.kind === 'context_menu') return extras.has('context');
  if (c.kind === 'scroll') {
    const node = c.node === undefined ? undefined : snapshot.nodes[c.node];
    return extras.has('scroll') || node?.scrollable === true;
  }
  return true;
}
