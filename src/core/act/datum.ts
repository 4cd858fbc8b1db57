// The data a window shows: each value with the words that name it (a label, a column header, a term, a heading).
import type { Role } from '../roles.js';
import type { Snapshot, UiNode } from '../snapshot.js';
import { lineData } from './datum-lines.js';
import { tableData } from './datum-table.js';

/** One value on a window and what names it. The key is never the value. */
export interface Datum {
  /** The words that name the value: its label, column header, term or heading. */
  key: string;
  value: string;
  /** Where the value sits: a table cell, a label and value pair, the text under a heading, a field, a live message. */
  source: 'cell' | 'pair' | 'heading' | 'field' | 'message';
  /** The other cells of a cell's row (the row it belongs to). */
  row?: string[];
  /** Headings above the value, outermost first. */
  context: string[];
  /** The field's node, read exactly (source `field`). */
  node?: number;
}

const FIELD_ROLES: ReadonlySet<Role> = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'slider',
  'spinbutton',
  'progressbar',
]);
const TABLE_ROLES: ReadonlySet<Role> = new Set(['table', 'grid']);
const CELL_ROLES: ReadonlySet<Role> = new Set(['cell', 'columnheader', 'rowheader']);

/** Every datum of a snapshot: fields, tables given as nodes, and the pairs, tables and sections of its text. */
export function windowData(snapshot: Snapshot): Datum[] {
  const nodes = snapshot.nodes.filter((n) => !n.states.offscreen);
  const headings = nodes.filter((n) => n.role === 'heading' && n.label !== '');
  const controls = nodes
    .filter((n) => n.role === 'button' || (FIELD_ROLES.has(n.role) && n.label !== ''))
    .map((n) => n.label);
  const links = nodes.filter((n) => n.role === 'link').map((n) => n.label);
  const all = [
    ...fieldData(snapshot, headings),
    ...messageData(nodes, headings),
    ...nodeTables(snapshot, headings),
    ...lineData(snapshot.texts, {
      headings: headings.map((h) => ({
        text: h.label,
        ...(h.level !== undefined ? { level: h.level } : {}),
      })),
      controls,
      links,
    }),
  ];
  const seen = new Set<string>();
  return all.filter((d) => {
    const id = JSON.stringify([d.key, d.value, d.row ?? []]);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

// What a person calls a read-only field with no name (a calculator's display, a result shown in a text view).
const DISPLAY_KEY = 'display';

function fieldData(snapshot: Snapshot, headings: UiNode[]): Datum[] {
  return snapshot.nodes
    .filter(
      (n) =>
        FIELD_ROLES.has(n.role) &&
        n.value !== undefined &&
        (n.label !== '' || (!n.states.editable && !n.states.offscreen)) &&
        !n.states.secret,
    )
    .map((n) => ({
      key: n.label || DISPLAY_KEY,
      value: n.value ?? '',
      source: 'field' as const,
      context: headingsAbove(headings, n.index),
      node: n.index,
    }));
}

/** Status and alert messages (a toast, an error line), named by their role: "the status message". */
function messageData(nodes: UiNode[], headings: UiNode[]): Datum[] {
  return nodes
    .filter((n) => (n.role === 'status' || n.role === 'alert') && n.label !== '')
    .map((n) => ({
      key: `${n.role} message`,
      value: n.label,
      source: 'message' as const,
      context: headingsAbove(headings, n.index),
    }));
}

/** Tables whose cells are nodes (desktop toolkits, the simulated desktop). */
function nodeTables(snapshot: Snapshot, headings: UiNode[]): Datum[] {
  const children = (parent: number): UiNode[] => snapshot.nodes.filter((c) => c.parent === parent);
  return snapshot.nodes
    .filter((n) => TABLE_ROLES.has(n.role))
    .flatMap((table) => {
      const rows = children(table.index)
        .map((row) => children(row.index).filter((c) => CELL_ROLES.has(c.role)))
        .filter((cells) => cells.length > 0);
      const first = rows[0] ?? [];
      const header = first.some((c) => c.role === 'columnheader')
        ? true
        : rows.some((cells) => cells[0]?.role === 'rowheader')
          ? false
          : null;
      return tableData(
        rows.map((cells) => cells.map((c) => c.value ?? c.label)),
        [...headingsAbove(headings, table.index), ...(table.label ? [table.label] : [])],
        header,
      );
    });
}

function headingsAbove(headings: UiNode[], index: number): string[] {
  const before = headings.filter((h) => h.index < index);
  const last = before[before.length - 1];
  return last ? [last.label] : [];
}
