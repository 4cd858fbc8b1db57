// One candidate per real control on third-party components: a web component's host and the part its shadow root
// draws are one control with the host's role, name and id (mdui), and a tab and the same-named link inside it are
// one tab (jQuery UI). Each act in plain words is judged by the component's own state.
import { expect, it } from 'vitest';
import { callTool, controlLines, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const call = (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> =>
  callTool(bed().client, name, args);

/** The control lines whose name is `label`. */
async function linesNaming(windowId: string, label: string): Promise<string[]> {
  return (await controlLines(bed(), windowId)).filter((line) => line.split('"')[1] === label);
}

it('offers each mdui tab once, as a tab with its selected state, and opens Sharing', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/mdui.html?tabs');
  await bed().judge.read(page, 'mdui');
  expect(await linesNaming(windowId, 'Backup')).toEqual(['Tab "Backup" selected']);
  expect(await linesNaming(windowId, 'Sharing')).toEqual(['Tab "Sharing"']);
  const result = await call('act', { windowId, instruction: 'Go to the Sharing tab' });
  expect(result.status, String(result.message)).toBe('done');
  expect((await bed().judge.read(page, 'mdui')).tab).toBe('sharing');
  expect(await linesNaming(windowId, 'Sharing')).toEqual(['Tab "Sharing" selected focused']);
}, 60_000);

it('offers the mdui switch once, as a switch named by its text, and turns it off', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/mdui.html?switch');
  await bed().judge.read(page, 'mdui');
  expect(await linesNaming(windowId, 'Back up photos')).toEqual(['Switch "Back up photos" checked']);
  const unnamed = (await controlLines(bed(), windowId)).filter((line) =>
    /^(?:Generic|CheckBox|Switch)(?! ")/u.test(line),
  );
  expect(unnamed).toEqual([]);
  const result = await call('act', { windowId, instruction: 'Turn off Back up photos' });
  expect(result.status, String(result.message)).toBe('done');
  expect((await bed().judge.read(page, 'mdui')).backup).toBe(false);
}, 60_000);

it('offers the mdui slider once, named by the host label, and sets it to 200', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/mdui.html?slider');
  await bed().judge.read(page, 'mdui');
  expect(await linesNaming(windowId, 'Daily mobile data limit (MB)')).toEqual([
    'Slider "Daily mobile data limit (MB)" = "50" range 0..500 step 10',
  ]);
  expect(await linesNaming(windowId, '50')).toEqual([]);
  const result = await call('act', { windowId, instruction: 'Raise the daily mobile data limit to 200 MB' });
  expect(result.status, String(result.message)).toBe('done');
  expect((await bed().judge.read(page, 'mdui')).limit).toBe(200);
}, 60_000);

it('offers a jQuery UI tab and the link inside it as one tab, and switches to Hotels', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/jquery-ui.html?tabs');
  await bed().judge.read(page, 'jquery-ui');
  expect(await linesNaming(windowId, 'Hotels')).toEqual(['Tab "Hotels" collapsed']);
  const result = await call('act', { windowId, instruction: 'Switch to hotels' });
  expect(result.status, String(result.message)).toBe('done');
  expect((await bed().judge.read(page, 'jquery-ui')).tab).toBe(1);
}, 60_000);

// AG Grid renames a row's box as it ticks ("Press Space to toggle row selection (unchecked)" → "(checked)"), so its
// key changed and the tick that selected the row was `unverified`: the control shows no checked state.
it('AG Grid: "Tick INV-0001" is done, found again under its new name by its id and row', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/ag-grid.html?tick');
  expect((await bed().judge.read(page, 'ag-grid')).selected).toEqual([]);
  const result = await call('act', { windowId, instruction: 'Tick INV-0001' });
  expect(result, String(result.message)).toMatchObject({ status: 'done', action: { kind: 'toggle' } });
  expect((await bed().judge.read(page, 'ag-grid')).selected).toEqual(['INV-0001']);
}, 60_000);

// mdui's <mdui-dialog> has no dialog role, and the text it slots into its buttons hits as the button's host: its
// buttons were listed as covered and the page as if no dialog were open, so "confirm" did not know where to look.
it('reads mdui\'s open dialog as the modal, its buttons as clear, and confirms it with "confirm"', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/mdui.html?unmarked-dialog');
  await bed().judge.read(page, 'mdui');
  for (const instruction of ['Open the Storage tab', 'Free up space on this device'])
    expect((await call('act', { windowId, instruction })).status).toBe('done');
  expect((await bed().judge.read(page, 'mdui')).dialog).toBe(true);
  const view = String((await call('observe', { windowId })).view);
  expect(view).toContain('modal dialog "Free up 2.1 GB?"');
  expect(await linesNaming(windowId, 'Free up')).toEqual(['Button "Free up"']);
  expect(await linesNaming(windowId, 'Save changes')).toEqual([]);
  const result = await call('act', { windowId, instruction: 'confirm' });
  expect(result.status, String(result.message)).toBe('done');
  expect((await bed().judge.read(page, 'mdui')).dialog).toBe(false);
}, 60_000);
