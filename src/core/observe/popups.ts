// Closed popups: a collapsed combobox's listbox that the page keeps built but hidden (by opacity or scale, as
// Slim Select does), whose options the combobox's own line already names.
import type { Snapshot, UiNode } from '../snapshot.js';

/** How many options a line names before it says how many more there are. */
export const OPTIONS_MAX = 12;

/**
 * The nodes of every closed popup the view leaves out: the listbox and its options, when every option is
 * offscreen and enabled, and a collapsed combobox names exactly these options (all of them) and reads exactly
 * their selection. Anything else in such a listbox is still listed.
 */
export function closedPopupNodes(snapshot: Snapshot): Set<number> {
  const options = optionsByListbox(snapshot);
  const combos = snapshot.nodes.filter(
    (n) => n.role === 'combobox' && n.states.expanded === false && (n.options?.length ?? 0) > 0,
  );
  const out = new Set<number>();
  for (const [listbox, held] of options) {
    if (!held.every((o) => o.states.offscreen && o.states.enabled)) continue;
    if (!combos.some((c) => namesAll(c, held))) continue;
    out.add(listbox);
    for (const o of held) out.add(o.index);
  }
  return out;
}

// Each listbox's options, in order (an option belongs to its nearest listbox).
function optionsByListbox(snapshot: Snapshot): Map<number, UiNode[]> {
  const out = new Map<number, UiNode[]>();
  for (const node of snapshot.nodes) {
    if (node.role !== 'option') continue;
    const listbox = nearestListbox(snapshot, node);
    if (listbox !== null) out.set(listbox, [...(out.get(listbox) ?? []), node]);
  }
  return out;
}

function nearestListbox(snapshot: Snapshot, node: UiNode): number | null {
  for (let p = node.parent; p !== null; p = snapshot.nodes[p]?.parent ?? null)
    if (snapshot.nodes[p]?.role === 'listbox') return p;
  return null;
}

// The combobox's line names every option, in order, and its value is the selection (nothing, or the labels).
function namesAll(combo: UiNode, held: readonly UiNode[]): boolean {
  const names = combo.options ?? [];
  if (names.length > OPTIONS_MAX || names.length !== held.length) return false;
  if (!held.every((o, i) => o.label === names[i])) return false;
  const selected = held.filter((o) => o.states.selected).map((o) => o.label);
  return selected.length === 0 || selected.join(', ') === combo.value;
}
