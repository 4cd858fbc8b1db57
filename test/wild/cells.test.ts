// Grid cells edited from plain words on real grid libraries: the row named by its name, the column by its header,
// the cell's editor opened by a double click, the text typed with real keys and committed; done only when the
// cell then shows the text. A grid whose cells open no editor (Grid.js) answers so, and nothing changes.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const act = (args: Record<string, unknown>): Promise<Record<string, unknown>> =>
  callTool(bed().client, 'act', args);

it("changes a Tabulator cell ('Change Alan Turing's age to 42') and reads it back", async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/tabulator.html?cells');
  expect((await bed().judge.read(page, 'tabulator')).ages['Alan Turing']).toBe(41);
  const result = await act({ windowId, instruction: "Change Alan Turing's age to 42", text: '42' });
  expect(result.status, String(result.message)).toBe('done');
  expect(result.message).toBe('the cell reads exactly "42"');
  expect((await bed().judge.read(page, 'tabulator')).ages['Alan Turing']).toBe(42);
  // The cell action's id is one a caller can act with again.
  const id = (result.action as { id: string }).id;
  expect(id).toMatch(/^c(?:[0-9a-f]{10}|\d{1,9})$/u);
  const again = await act({ windowId, candidateId: id, text: '43' });
  expect(again.status, String(again.message)).toBe('done');
  expect((await bed().judge.read(page, 'tabulator')).ages['Alan Turing']).toBe(43);
}, 60_000);

it('changes an AG Grid cell named by its row and column', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/ag-grid.html?cells');
  const result = await act({
    windowId,
    instruction: "Change the customer on INV-0006 to 'Contoso Europe'",
    text: 'Contoso Europe',
  });
  expect(result.status, String(result.message)).toBe('done');
  expect((await bed().judge.read(page, 'ag-grid')).rows['INV-0006']).toBe('Contoso Europe / Draft');
}, 60_000);

it('answers that a Grid.js cell opens no editor, and the grid is unchanged', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/gridjs.html?cells');
  const before = await bed().judge.read(page, 'gridjs');
  const result = await act({ windowId, instruction: "Change Ben Kowalski's orders to 9", text: '9' });
  expect(result.status).toBe('failed');
  expect(result.code).toBe('cell_not_editable');
  expect(await bed().judge.read(page, 'gridjs')).toEqual(before);
}, 60_000);
