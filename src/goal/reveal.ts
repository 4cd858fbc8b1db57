// What a person tries when the target of a step is not on screen: another tab, a collapsed section. Pure: picks
// the controls that reveal content, in the order to try them; clause-run.ts acts on them and retries the step.
import type { Candidate } from '../core/candidates/types.js';
import type { Snapshot } from '../core/snapshot.js';
import { foldText } from '../core/text.js';

/** At most this many reveals are tried for one step (each a verified act). */
export const MAX_REVEALS = 6;

const DISCLOSURE_ROLES: ReadonlySet<string> = new Set(['button', 'link', 'treeitem', 'heading', 'group']);

/**
 * The clicks that show hidden content: tabs not selected, then collapsed sections (a button or tree item whose
 * expanded state is false; combo boxes and their lists are the act's own business), those sharing a word with the
 * step first, then in reading order. Never a destructive control.
 */
export function revealers(snapshot: Snapshot, candidates: Candidate[], instruction: string): Candidate[] {
  const words = new Set(
    foldText(instruction)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );
  const scored: { c: Candidate; rank: number }[] = [];
  for (const c of candidates) {
    if (c.kind !== 'click' || c.destructive || c.node === undefined) continue;
    const node = snapshot.nodes[c.node];
    if (!node?.states.enabled || node.states.offscreen) continue;
    const tab = node.role === 'tab' && !node.states.selected;
    const section = DISCLOSURE_ROLES.has(node.role) && node.states.expanded === false;
    if (!tab && !section) continue;
    const named = foldText(node.label)
      .split(/[^\p{L}\p{N}]+/u)
      .some((w) => words.has(w));
    scored.push({ c, rank: (named ? 0 : 2) + (tab ? 0 : 1) });
  }
  return scored
    .sort((a, b) => a.rank - b.rank || (a.c.node ?? 0) - (b.c.node ?? 0))
    .map((s) => s.c)
    .slice(0, MAX_REVEALS);
}

/** The keys of the selected tabs: what to put back when no reveal helped. */
export function selectedTabs(snapshot: Snapshot, candidates: Candidate[]): string[] {
  return candidates
    .filter((c) => c.kind === 'click' && c.node !== undefined && snapshot.nodes[c.node]?.role === 'tab')
    .filter((c) => snapshot.nodes[c.node ?? -1]?.states.selected === true)
    .map((c) => c.key);
}
