// What a snapshot says about a page: compact on a 2,500-element table with off-screen rows kept, covered
// buttons, look-alikes, colour swatches, modal dialogs and buttons that become enabled late.
import { expect, test } from 'vitest';
import type { RawSnapshot } from '../../src/core/snapshot.js';
import { call, find, openPage, useBrowser } from './helpers.js';

const fx = useBrowser();

async function snapshotOf(path: string): Promise<{ id: string; snap: RawSnapshot }> {
  const id = await openPage(fx, path);
  return { id, snap: await fx.driver.snapshot(id, call()) };
}

test('the 2,500-element table gives a compact snapshot that keeps off-screen rows', async () => {
  const { id, snap } = await snapshotOf('/table.html');
  const page = await (await fetch(`${fx.server.url}/table.html`)).text();
  const bytes = Buffer.byteLength(JSON.stringify(snap));
  const edits = snap.nodes.filter((n) => n.role === 'button' && n.label === 'Edit');
  expect(edits).toHaveLength(300);
  const last = edits[299];
  expect(last?.states.offscreen).toBe(true);
  expect(edits[0]?.states.offscreen).toBe(false);
  expect(snap.nodes[last?.parent ?? 0]).toMatchObject({ role: 'row', label: '300' });
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push((await fx.driver.snapshot(id, call())).ms ?? 0);
  times.sort((a, b) => a - b);
  console.info(
    `table: ${snap.nodes.length} nodes, ${bytes} bytes of snapshot JSON for ${page.length} bytes of HTML; snapshot ms p50 ${times[2]}`,
  );
  expect(bytes).toBeLessThan(400_000);
  expect(snap.texts?.length).toBeLessThanOrEqual(300);
});

test('an off-screen row is scrolled into view and its Edit button clicked', async () => {
  fx.server.reset();
  const { id, snap } = await snapshotOf('/table.html');
  const edit = snap.nodes.filter((n) => n.role === 'button' && n.label === 'Edit')[249];
  expect(edit?.states.offscreen).toBe(true);
  await fx.driver.perform(id, { type: 'click', handle: edit?.handle ?? '' }, call());
  expect(fx.server.state().edit).toBe('row 250');
  const after = await fx.driver.snapshot(id, call());
  expect(after.nodes.find((n) => n.handle === edit?.handle)?.states.offscreen).toBe(false);
});

test('a button under an overlay is covered, and a click still reaches it through the DOM', async () => {
  fx.server.reset();
  const { id, snap } = await snapshotOf('/overlay.html');
  const button = find(snap, 'button', 'Covered button');
  expect(button.covered).toBe(true);
  expect(await fx.driver.perform(id, { type: 'click', handle: button.handle }, call())).toEqual({
    ok: true,
    route: 'dom_click',
  });
  expect(fx.server.state().clicks).toEqual({ covered: 1 });
});

test('look-alike Edit buttons sit under their own section headings', async () => {
  fx.server.reset();
  const { id, snap } = await snapshotOf('/lookalike.html');
  const nodes = snap.nodes;
  const edits = nodes.filter((n) => n.role === 'button' && n.label === 'Edit');
  expect(edits).toHaveLength(3);
  const headingBefore = (i: number): string | undefined =>
    nodes
      .slice(0, i)
      .reverse()
      .find((n) => n.role === 'heading')?.label;
  expect(edits.map((e) => headingBefore(nodes.indexOf(e)))).toEqual(['Billing', 'Shipping', 'Contact']);
  await fx.driver.perform(id, { type: 'click', handle: edits[1]?.handle ?? '' }, call());
  expect(fx.server.state().edit).toBe('Shipping');
});

test('unnamed swatches in a row carry their colour', async () => {
  fx.server.reset();
  const { id, snap } = await snapshotOf('/swatches.html');
  const swatches = snap.nodes.filter((n) => n.role === 'button' && n.label === '');
  expect(swatches.map((s) => s.colour)).toEqual([
    '#ef4444 red',
    '#f97316 orange',
    '#22c55e green',
    '#3b82f6 blue',
    '#8b5cf6 purple',
  ]);
  await fx.driver.perform(id, { type: 'click', handle: swatches[4]?.handle ?? '' }, call());
  expect(fx.server.state().colour).toBe('purple');
});

test('a modal dialog is a dialog node with its title; closing it is recorded', async () => {
  fx.server.reset();
  const { id, snap } = await snapshotOf('/modal.html');
  const dialog = find(snap, 'dialog', 'Cookie settings');
  const close = find(snap, 'button', 'Close');
  expect(snap.nodes[close.parent ?? 0]).toBe(dialog);
  expect(find(snap, 'button', 'Behind button').covered).toBe(true);
  await fx.driver.perform(id, { type: 'click', handle: close.handle }, call());
  expect(fx.server.state().events).toEqual(['dismissed']);
  const after = await fx.driver.snapshot(id, call());
  expect(after.nodes.some((n) => n.role === 'dialog')).toBe(false);
});

test('a button enabled late is disabled first, then enabled and clickable', async () => {
  fx.server.reset();
  const { id, snap } = await snapshotOf('/late.html');
  const button = find(snap, 'button', 'Continue');
  let current = snap;
  const started = Date.now();
  while (!find(current, 'button', 'Continue').states.enabled && Date.now() - started < 5000)
    current = await fx.driver.snapshot(id, call());
  expect(find(current, 'button', 'Continue').states.enabled).toBe(true);
  await fx.driver.perform(id, { type: 'click', handle: button.handle }, call());
  expect(fx.server.state().clicks).toEqual({ late: 1 });
});
