// Words that ask for one choice alone ("Only deliver on Saturday") in a list that keeps several chosen items: after
// the choice, the other chosen items are taken off with their own remove buttons, and the step is done only when
// the control then shows that one item.
import type { Candidate } from '../candidates/types.js';
import { displayText, escapeRegExp } from '../text.js';
import { nodeOf, performAction, type ActContext } from './context.js';
import { awaitEffect, findByKey, type Effect } from './effect.js';

// "Remove Wednesday", "Remove item: Bug", "Deselect Ireland".
const REMOVES = /^(?:remove|delete|clear|deselect|unselect)\s+(?:item\s*:?\s*)?(.+)$/iu;
// Remove buttons pressed at most in one step.
const REMOVALS_MAX = 12;

/** The item a remove button takes off ("Remove Wednesday" → "Wednesday"), or null for another label. */
export function removedItem(label: string): string | null {
  const item = REMOVES.exec(displayText(label))?.[1];
  return item === undefined || item === '' ? null : item;
}

// Whether a control's shown value lists the item as one of its entries.
function lists(shown: string, item: string): boolean {
  const escaped = escapeRegExp(item);
  return new RegExp(`(?:^|[\\s,;])${escaped}(?:$|[\\s,;])`, 'u').test(shown);
}

/**
 * Takes every other chosen item off the control (pressing the remove buttons whose item the control shows, never
 * a destructive one) and judges the control: done (not exact: the control's text is the page's rendering) only when
 * it then shows `value` alone.
 */
export async function keepOnly(
  ctx: ActContext,
  control: Candidate,
  effect: Effect,
  value: string,
): Promise<Effect> {
  const want = displayText(value);
  const removed: string[] = [];
  let current = effect;
  let snapshots = effect.snapshots;
  for (let i = 0; i < REMOVALS_MAX; i++) {
    const shown = displayText(findByKey(current.after, control.nodeKey)?.value ?? '');
    const press = current.after.candidates.find((c) => {
      if (c.kind !== 'click' || c.destructive) return false;
      const item = removedItem(nodeOf(current.after, c)?.label ?? '');
      return item !== null && item !== want && lists(shown, item);
    });
    const node = press && nodeOf(current.after, press);
    if (!press || !node) break;
    const outcome = await performAction(ctx, current.after.snapshot.window.id, {
      type: 'click',
      handle: node.handle,
    });
    if (!outcome.ok) break;
    removed.push(removedItem(node.label) ?? '');
    current = await awaitEffect(ctx, current.after, press, undefined, null);
    snapshots += current.snapshots;
  }
  const now = displayText(findByKey(current.after, control.nodeKey)?.value ?? '');
  const took = removed.length ? ` (took off ${removed.map((r) => JSON.stringify(r)).join(', ')})` : '';
  if (now === want)
    return {
      ...current,
      snapshots,
      verdict: { verdict: 'ok', detail: `only ${JSON.stringify(want)} is chosen now${took}`, exact: false },
    };
  return {
    ...current,
    snapshots,
    verdict: {
      verdict: 'unverified',
      detail: `chose ${JSON.stringify(want)}${took}, but the control shows ${JSON.stringify(now)}`,
    },
  };
}
