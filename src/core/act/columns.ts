// The order a table column is sorted in: what its header says (aria-sort), or, for a header that says nothing
// (Grid.js), what the rows on screen show in that column.
import { numberIn } from '../wanted.js';
import type { Snapshot, UiNode } from '../snapshot.js';

/** A column's order: the header's own reading, else the order of the column's cells in the rows shown. */
export function sortedAs(snapshot: Snapshot, header: UiNode | undefined): string | undefined {
  if (!header || header.role !== 'columnheader') return undefined;
  return header.value ?? shownOrder(snapshot, header);
}

// The order of the header's column in the rows shown: each row is a text line of cells joined by " | ", found by
// the row's name (its first cell). Undefined when fewer than two rows can be read.
function shownOrder(snapshot: Snapshot, header: UiNode): string | undefined {
  const headerRow = header.parent === null ? undefined : snapshot.nodes[header.parent];
  if (!headerRow) return undefined;
  const column = snapshot.nodes
    .filter((n) => n.parent === headerRow.index && n.role === 'columnheader')
    .indexOf(header);
  const rows = snapshot.nodes.filter(
    (n) => n.role === 'row' && n.parent === headerRow.parent && n.index !== headerRow.index && n.label !== '',
  );
  const cells = rows
    .map((r) => snapshot.texts.find((t) => t.startsWith(`${r.label} | `))?.split(' | ')[column])
    .filter((c): c is string => c !== undefined && c.trim() !== '');
  if (cells.length < 2) return undefined;
  const numbers = cells.map((c) => numberIn(c));
  const keys: (number | string)[] = numbers.every((n) => n !== undefined) ? (numbers as number[]) : cells;
  const compare = (a: number | string, b: number | string): number =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  const steps = keys.slice(1).map((k, i) => compare(keys[i] as number | string, k));
  if (steps.every((s) => s === 0)) return undefined;
  if (steps.every((s) => s <= 0)) return 'ascending';
  if (steps.every((s) => s >= 0)) return 'descending';
  return 'none';
}
