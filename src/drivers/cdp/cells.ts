// Editing a grid cell as a person does: double-click the cell under the column's header, type into the editor
// it opens (or choose in it), commit with Return, and read the cell's shown text back for the caller to judge.
import type { PerformOutcome } from '../../core/driver.js';
import { choose } from './choose.js';
import { pressChord } from './input.js';
import { parseChord } from './keys.js';
import type { CellEditor, CellRead } from './page/types.js';
import { clickTarget, failed, GONE, type Acting, type Target } from './pointer.js';
import { typeText } from './text.js';
import { settle } from './wait.js';

const DOUBLE = { button: 'left', count: 2, modifiers: [] } as const;

/** Edits the cell of `row` under `header` to read `text`; the outcome carries the cell's text afterwards. */
export async function editCell(
  a: Acting,
  row: Target,
  header: Target,
  text: string,
): Promise<PerformOutcome> {
  const find = (): Promise<CellRead | null> =>
    a.tab.frames.callIn<CellRead | null>(row.doc, 'cellOf', [row.doc.docId, row.ref, header.ref]);
  const cell = await find();
  if (!cell) return failed('cell_not_found', 'the row has no cell under that column');
  const opened = await clickTarget(a, { doc: row.doc, ref: cell.ref }, DOUBLE);
  if (!opened.ok) return opened;
  await settle(a.tab, a.signal, { quietMs: 30 });
  const editor = await a.tab.frames.callIn<CellEditor>(row.doc, 'cellEditor', [row.doc.docId, cell.ref]);
  if (editor.state === 'gone') return GONE;
  if (editor.state === 'none')
    return failed('cell_not_editable', 'a double click on the cell opened no editor', true);
  const field = { doc: row.doc, ref: editor.ref };
  const entered = editor.select ? await choose(a, field, text) : await typeText(a, field, text, 'all');
  if (!entered.ok) return { ...entered, mayHaveActed: true };
  await pressChord(a.tab, parseChord('Return'));
  await settle(a.tab, a.signal, { quietMs: 30 });
  a.route = 'cell_editor';
  const after = await find();
  return after ? { ok: true, route: a.route, read: after.text } : GONE;
}
