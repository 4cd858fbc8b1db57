// Page-side grid cells: the cell of a row under a column header (found by where the header sits, so div grids
// such as AG Grid and Tabulator work as well as tables), the editor a cell opened, and a cell's shown text.
// Each function runs in the page and reaches the others only through `S`, because it is installed there by
// its source text.
import type { PElement, PRoot } from './dom.js';
import type { CellEditor, CellRead, PageLib } from './types.js';

/** The cell of row `rowRef` under header `headerRef`: its ref and shown text, or null when there is none. */
export function cellOf(S: PageLib, docId: string, rowRef: number, headerRef: number): CellRead | null {
  const row = S.byRef(S, docId, rowRef);
  const header = S.byRef(S, docId, headerRef);
  if (!row || !header) return null;
  const h = header.getBoundingClientRect();
  const middle = h.left + h.width / 2;
  const cells = row.querySelectorAll('[role=gridcell],[role=cell],td,th,[role=rowheader]');
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] as PElement;
    const r = cell.getBoundingClientRect();
    if (r.width > 0 && r.left <= middle && middle < r.right)
      return { ref: S.refOf(S, cell), text: (cell.textContent ?? '').replace(/\s+/g, ' ').trim() };
  }
  return null;
}

/** The editor a cell opened: the focused field inside the cell, or the focused field of a popup editor. */
export function cellEditor(S: PageLib, docId: string, cellRef: number): CellEditor {
  const cell = S.byRef(S, docId, cellRef);
  if (!cell) return { state: 'gone' };
  let focused: PElement | null = S.doc.activeElement;
  for (let i = 0; focused && i < 20; i++) {
    const inner: PRoot | null = focused.shadowRoot ?? S.closedRoots.get(focused) ?? null;
    if (!inner || !inner.activeElement) break;
    focused = inner.activeElement;
  }
  const inside = cell.querySelectorAll('input,textarea,select,[contenteditable=true]')[0] ?? null;
  const editor =
    focused && /^(?:input|textarea|select)$/.test(focused.localName)
      ? focused
      : focused?.isContentEditable
        ? focused
        : inside;
  if (!editor) return { state: 'none' };
  return { state: 'ok', ref: S.refOf(S, editor), select: editor.localName === 'select' };
}
