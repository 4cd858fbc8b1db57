// Hover: "hover over X" moves the pointer onto X and presses nothing, in a background tab. Judged by each
// library's own state: a Shoelace tooltip opens and its button records no press; a jQuery UI submenu opens and the
// menu fires no select; a Shoelace submenu opens and its menu chooses nothing.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';
import { readyExpression } from './ready.js';

const bed = useBed();
const call = (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> =>
  callTool(bed().client, name, args);

it('opens a Shoelace tooltip by hovering its button, and does not press the button', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/shoelace-toolbar.html?tooltip');
  await page.waitForFunction(readyExpression('shoelace-toolbar') ?? 'null');
  const result = await call('act', { windowId, instruction: 'Hover over the Archive button' });
  expect(result.status, String(result.message)).toBe('done');
  expect(await page.evaluate("document.getElementById('archive-tip').open")).toBe(true);
  expect(await page.evaluate('window.presses')).toEqual([]);
  // The answer carries what the hover showed.
  expect(String(result.message)).toContain('Moves this trip to the archive');
}, 60_000);

it('opens a Shoelace submenu by pointing at its item, and chooses nothing', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/shoelace-toolbar.html?submenu');
  await page.waitForFunction(readyExpression('shoelace-toolbar') ?? 'null');
  const result = await call('act', { windowId, instruction: 'Move the mouse over Export' });
  expect(result.status, String(result.message)).toBe('done');
  expect(
    await page.evaluate("document.getElementById('export').shadowRoot.querySelector('sl-popup').active"),
  ).toBe(true);
  expect(await page.evaluate('window.chosen')).toEqual([]);
  // The submenu's items are offered next.
  const offered = (result.newCandidates as { does: string }[] | undefined)?.map((c) => c.does) ?? [];
  expect(
    offered.some((does) => does.includes('As PDF')),
    offered.join('; '),
  ).toBe(true);
}, 60_000);

it('opens a jQuery UI submenu by hovering its item, with no select event', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/jquery-ui.html?hover');
  await page.waitForFunction("document.querySelector('#account-menu.ui-menu')");
  await page.evaluate(
    "window.selects = []; $('#account-menu').on('menuselect', (e, ui) => window.selects.push(ui.item.text()))",
  );
  const result = await call('act', { windowId, instruction: 'Hover over Preferences in the account menu' });
  expect(result.status, String(result.message)).toBe('done');
  expect(await page.evaluate("$('#account-menu ul').first().is(':visible')")).toBe(true);
  expect(await page.evaluate('window.selects')).toEqual([]);
}, 60_000);

it('hovers the candidate a caller names by id', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/shoelace-toolbar.html?by-id');
  await page.waitForFunction(readyExpression('shoelace-toolbar') ?? 'null');
  const view = String((await call('observe', { windowId })).view);
  const share = /^\s*(c\S+) .*"Share"/mu.exec(view)?.[1];
  expect(share, view).toBeDefined();
  const result = await call('act', { windowId, candidateId: share, instruction: 'hover over it' });
  expect(result.status, String(result.message)).toBe('done');
  expect(await page.evaluate("document.getElementById('share-tip').open")).toBe(true);
  expect(await page.evaluate('window.presses')).toEqual([]);
}, 60_000);

it('says unverified, not done, when a hover shows nothing new', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/shoelace-toolbar.html?nothing');
  await page.waitForFunction(readyExpression('shoelace-toolbar') ?? 'null');
  const result = await call('act', { windowId, instruction: 'Hover over Print' });
  expect(result.status, String(result.message)).toBe('unverified');
  expect(result.action).toMatchObject({ kind: 'hover' });
  expect(await page.evaluate('window.chosen')).toEqual([]);
}, 60_000);
