// Controls whose click handler is attached in script, with no role and no pointer cursor: the driver reads the
// handlers over CDP (DOMDebugger.getEventListeners) and the walk offers such an element once, as a control,
// but not a container the handler is delegated to, a cell of a grid, or a control's label. Judged by the
// library's own state.
import { expect, it } from 'vitest';
import { callTool, controlLines, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const call = (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> =>
  callTool(bed().client, name, args);

// jQuery UI's datepicker draws Prev and Next as <a> elements without href, role or pointer cursor, and binds
// their click handlers with jQuery's .on (data-handler="next").
const SHOWN = `(() => { const inst = $.datepicker._getInst(document.getElementById('depart'));
  return { open: $.datepicker._datepickerShowing === true, month: inst.drawMonth, year: inst.drawYear }; })()`;

it("offers jQuery UI datepicker's Next (a handler bound by jQuery) and shows January 2027 with it", async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/jquery-ui.html');
  await bed().judge.read(page, 'jquery-ui');
  const opened = await call('act', { windowId, instruction: 'Open the departure date calendar' });
  expect(opened.status, String(opened.message)).not.toMatch(/failed|not_found|ambiguous/u);
  expect(await page.evaluate(SHOWN)).toEqual({ open: true, month: 11, year: 2026 });
  const lines = await controlLines(bed(), windowId);
  expect(lines.filter((l) => /^Generic "(?:Prev|Next)"/u.test(l))).toEqual([
    'Generic "Prev"',
    'Generic "Next"',
  ]);
  // Each day's cell has a click handler too, but holds the day's link: one control per day.
  expect(lines.filter((l) => l.split('"')[1] === '18')).toEqual(['Link "18"']);
  const next = await call('act', { windowId, instruction: 'Show the next month' });
  expect(next.status, String(next.message)).toBe('done');
  expect(await page.evaluate(SHOWN)).toEqual({ open: true, month: 0, year: 2027 });
}, 60_000);

it("leaves out AG Grid's cells, resize handles and Page Size label, which all have handlers", async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/ag-grid.html');
  await bed().judge.read(page, 'ag-grid');
  const lines = await controlLines(bed(), windowId);
  // The label's mousedown handler focuses the picker beside it: the same control.
  expect(lines.filter((l) => /Page Size/u.test(l))).toEqual(['ComboBox "Page Size" = "10" collapsed']);
  expect(lines.filter((l) => /INV-0001|Northwind Traders/u.test(l))).toEqual([]);
}, 60_000);

it("leaves out Tabulator's editable cells and column resize handles, which have handlers", async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/tabulator.html');
  await bed().judge.read(page, 'tabulator');
  const lines = await controlLines(bed(), windowId);
  expect(lines.filter((l) => l === 'Generic' || l.split('"')[1] === '36')).toEqual([]);
}, 60_000);

it('leaves out containers a handler is delegated to: Shoelace tab group, Choices.js wrapper, noUiSlider base', async () => {
  // Shoelace's one unnamed Generic was there before handlers were read (a part of its form drawn clickable).
  for (const [path, library, generic] of [
    ['/pages/shoelace.html', 'shoelace', ['Generic']],
    ['/pages/choices.html', 'choices', []],
    ['/pages/nouislider.html', 'nouislider', []],
  ] as const) {
    const { windowId, page } = await openBedPage(bed(), path);
    await bed().judge.read(page, library);
    expect(
      (await controlLines(bed(), windowId)).filter((l) => l.startsWith('Generic')),
      path,
    ).toEqual(generic);
  }
}, 90_000);
