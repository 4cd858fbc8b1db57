// Rows of GTK3 tree views (a file manager's detailed list, a process list): the table holds its column headers and
// then its cells, row after row, with no row objects. The first cell of each row stands for the row: it becomes a
// selectable `row` node named by the row's first text, with the other cells' texts as its help ("26 bytes · PDF
// document · Today"), and a click on it selects the row through the table's own Table and Selection interfaces,
// in the background. A ctrl- or shift-click adds the row to the selection (or takes a selected row out of it).
import type { DriverAction, PerformOutcome } from '../../core/driver.js';
import type { AtspiBus } from './bus.js';
import type { Draft } from './compose.js';
import { notSupported, settle, type ActContext } from './context.js';
import { roleName } from './enums.js';
import { asNumber, asNumbers, type Ref } from './narrow.js';
import type { AtspiItem, WindowTree } from './tree.js';

/** The table and row a row node stands for. */
export interface RowAddress {
  table: Ref;
  row: number;
}

type Read = <T>(value: Promise<T>, fallback: T) => Promise<T>;

const TABLES: ReadonlySet<string> = new Set(['table', 'tree table']);

/**
 * Turns the first cell of each row of every cells-only table into the row's node; returns each row node's handle
 * with its address. Tables whose rows are objects of their own (or whose cells cannot be placed) are left as read.
 */
export async function markRows(
  bus: AtspiBus,
  tree: WindowTree,
  index: Map<string, number>,
  drafts: Draft[],
  read: Read,
  signal: AbortSignal,
): Promise<Map<string, RowAddress>> {
  const rows = new Map<string, RowAddress>();
  const tables = tree.items.filter((item) => TABLES.has(roleName(item.role)) && item.interfaces.has('Table'));
  await Promise.all(
    tables.map(async (table) => {
      const kids = (tree.children.get(table.handle) ?? [])
        .map((h) => tree.items[index.get(h) ?? -1])
        .filter((k): k is AtspiItem => k !== undefined);
      const cells = kids.filter((k) => roleName(k.role) === 'table cell');
      const headers = kids.filter((k) => roleName(k.role) === 'table column header');
      const others = kids.filter((k) => !headers.includes(k) && !cells.includes(k));
      // A tree view lists its column headers first (hidden ones too); a spreadsheet's cells have none among them.
      if (cells.length === 0 || headers.length === 0 || others.length > 0) return;
      // One round of reads: an app that stops answering costs one call timeout here, not one per read.
      const [placed, [chosen]] = await Promise.all([
        placeCells(bus, table, kids, cells, read, signal),
        read(bus.call(table.ref, 'Table', 'GetSelectedRows', '', [], signal), [[]]),
      ]);
      if (!placed) return;
      const selected = new Set(asNumbers(chosen));
      const byRow = new Map<number, AtspiItem[]>();
      cells.forEach((cell, i) => {
        const row = placed[i];
        if (row === undefined || row < 0) return;
        byRow.set(row, [...(byRow.get(row) ?? []), cell]);
      });
      for (const [row, rowCells] of byRow) {
        const [first, ...rest] = rowCells;
        const draft = first ? drafts[index.get(first.handle) ?? -1] : undefined;
        if (!first || !draft) continue;
        const texts = rowCells.map((c) => cellText(c, tree, index));
        const name = texts.find((t) => t !== '') ?? '';
        const help = rest
          .map((c) => cellText(c, tree, index))
          .filter((t) => t !== '' && t !== name)
          .join(' · ');
        draft.raw.role = 'row';
        draft.raw.label = name;
        draft.raw.ownLabel = true;
        draft.raw.clickable = true;
        if (help) draft.raw.help = help;
        draft.raw.states.selected = selected.has(row);
        rows.set(first.handle, { table: table.ref, row });
      }
    }),
  );
  return rows;
}

// The row of each cell: by position when the whole table was read (headers first, then the cells row by row),
// else by asking the table for each cell's child index. Null when the cells cannot be placed.
async function placeCells(
  bus: AtspiBus,
  table: AtspiItem,
  kids: AtspiItem[],
  cells: AtspiItem[],
  read: Read,
  signal: AbortSignal,
): Promise<number[] | null> {
  const headers = kids.length - cells.length;
  const whole = table.childCount === kids.length && kids.slice(0, headers).every((k) => !cells.includes(k));
  if (whole) {
    const columns = headers;
    if (columns <= 0 || cells.length % columns !== 0) return null;
    return cells.map((_, i) => Math.floor(i / columns));
  }
  if (cells.some((c) => c.index < 0)) return null;
  return Promise.all(
    cells.map(async (c) =>
      asNumber((await read(bus.call(table.ref, 'Table', 'GetRowAtIndex', 'i', [c.index], signal), [-1]))[0]),
    ),
  );
}

// A cell's text: its own name, else the first name among its inner cells (an icon cell and a text cell).
function cellText(cell: AtspiItem, tree: WindowTree, index: Map<string, number>): string {
  if (cell.name.trim()) return cell.name.trim();
  for (const h of tree.children.get(cell.handle) ?? []) {
    const inner = tree.items[index.get(h) ?? -1];
    if (inner?.name.trim()) return inner.name.trim();
  }
  return '';
}

/**
 * Selects a row as a click on it would: the row alone, or (ctrl or shift held) added to the selection, a selected
 * row taken out. A double or right click (open the row, its menu) has no background route: not_supported, which a
 * private display sends as pointer input. Null for other actions.
 */
export async function selectRow(
  ctx: ActContext,
  address: RowAddress,
  action: DriverAction,
): Promise<PerformOutcome | null> {
  if (action.type !== 'click') return null;
  if (action.button === 'right' || action.count === 2)
    return notSupported('a row opens or shows its menu only to a pointer double or right click');
  const { bus, signal } = ctx;
  const { table, row } = address;
  const extend = (action.modifiers ?? []).some((m) => m === 'ctrl' || m === 'shift' || m === 'meta');
  const at = Date.now();
  const isSelected = async (): Promise<boolean> =>
    (await bus.call(table, 'Table', 'IsRowSelected', 'i', [row], signal))[0] === true;
  const was = await isSelected();
  if (extend && was) {
    await bus.call(table, 'Table', 'RemoveRowSelection', 'i', [row], signal);
  } else {
    if (!extend) await bus.call(table, 'Selection', 'ClearSelection', '', [], signal);
    await bus.call(table, 'Table', 'AddRowSelection', 'i', [row], signal);
  }
  const now = await isSelected();
  if (now === (extend && was))
    return {
      ok: false,
      code: 'not_supported',
      message: 'the list did not take the selection through its accessibility interface',
    };
  await settle(ctx, 'edit', at);
  return { ok: true, route: extend ? 'table:extend_selection' : 'table:select_row' };
}
