// Accessible names on real third-party components, read as the browser reads them: words of separate grid cells
// stay apart, and text slotted into a web component names its inner control.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const call = (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> =>
  callTool(bed().client, name, args);

it('names an AG Grid row by its first cell, not by its cells run together', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/ag-grid.html');
  await page.waitForSelector('.ag-row');
  const observed = await call('observe', { windowId, find: 'INV-0001' });
  const view = String(observed.view);
  expect(view).toContain('row "INV-0001":');
  expect(view).not.toMatch(/INV-0001\s?Contoso|INV-0001[A-Z]/u);
}, 60_000);

it('names Shoelace checkboxes and switches by the text slotted into them', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/shoelace.html');
  await bed().judge.read(page, 'shoelace');
  const view = String((await call('observe', { windowId })).view);
  expect(view).toMatch(/CheckBox "Remember me"/u);
  expect(view).toMatch(/CheckBox "Send usage data" checked/u);
  expect(view).toMatch(/Switch "Notifications"/u);
}, 60_000);

it("reads Quill's header picker by the text its CSS generates ('Normal', 'Heading 1'), as a list to choose from", async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/quill.html?names');
  await bed().judge.read(page, 'quill');
  const view = String((await call('observe', { windowId })).view);
  // A button whose popup holds one button per value is a combo box: its value and options are generated text.
  expect(view).toMatch(/ComboBox = "Normal" collapsed options "Heading 1" "Heading 2" "Normal"/u);
  // The colour pickers show only an icon and generate no text: they stay unnamed rather than named by a glyph.
  expect(view).toMatch(/Button collapsed #1 of 2/u);
}, 60_000);

it('names a Choices.js item by its own text, not by the words of the remove button inside it', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/choices.html');
  await bed().judge.read(page, 'choices');
  const view = String((await call('observe', { windowId })).view);
  expect(view).toMatch(/Option "Bug" selected/u);
  expect(view).toMatch(/Button "Remove item: Bug"/u);
  expect(view).not.toMatch(/Bug ?Remove item"/u);
}, 60_000);

it("keeps Tabulator's inline-block cells apart in the page's text and in the names read from it", async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/tabulator.html');
  await bed().judge.read(page, 'tabulator');
  const view = String((await call('observe', { windowId })).view);
  expect(view).toMatch(/^Ada Lovelace London 36$/mu);
  expect(view).toMatch(/Generic "Ada Lovelace London 36 Alan Turing Manchester 41/u);
  expect(view).not.toMatch(/LovelaceLondon|London36/u);
}, 60_000);

it("names Shoelace's icon-only button by its icon's label, as the browser does", async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/shoelace.html');
  await bed().judge.read(page, 'shoelace');
  await page.waitForSelector('sl-icon[label] >>> svg');
  const view = String((await call('observe', { windowId })).view);
  expect(view).toMatch(/Button "Add to favourites"/u);
}, 60_000);

it("names a SweetAlert2 prompt's field by its placeholder, the only name it has, and fills it by that name", async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/sweetalert2.html?placeholder');
  await bed().judge.read(page, 'sweetalert2');
  const opened = await call('act', { windowId, instruction: 'Open the payment reminders' });
  expect(opened.status, String(opened.message)).toBe('done');
  const view = String((await call('observe', { windowId })).view);
  expect(view).toMatch(/TextField "Email address for reminders"/u);
  const typed = await call('act', {
    windowId,
    instruction: 'Enter the email address for reminders',
    text: 'grace@navy.mil',
  });
  expect(typed.status, String(typed.message)).toBe('done');
  expect(await page.evaluate('Swal.getInput().value')).toBe('grace@navy.mil');
}, 60_000);
