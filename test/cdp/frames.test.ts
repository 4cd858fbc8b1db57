// Frames and shadow roots: a same-origin iframe, a cross-site (out-of-process) iframe, open and closed
// shadow roots, each with a button the driver can see, click, and the fixture records.
import { expect, test } from 'vitest';
import { call, find, openPage, useBrowser } from './helpers.js';

const fx = useBrowser();

test('both iframes are in one snapshot, under their iframe nodes, at their place on the page', async () => {
  const id = await openPage(fx, '/frames.html');
  const snap = await fx.driver.snapshot(id, call());
  const same = find(snap, 'button', 'Same-origin button');
  const cross = find(snap, 'button', 'Cross-origin button');
  const crossFrame = find(snap, 'iframe', 'Cross origin');
  const parentChain = (index: number): string[] => {
    const roles: string[] = [];
    for (let p = snap.nodes[index]?.parent ?? null; p !== null; p = snap.nodes[p]?.parent ?? null)
      roles.push(snap.nodes[p]?.role ?? '');
    return roles;
  };
  expect(parentChain(snap.nodes.indexOf(cross))).toEqual(['document', 'iframe', 'document']);
  expect(parentChain(snap.nodes.indexOf(same))).toEqual(['document', 'iframe', 'document']);
  // The cross-origin frame has a 6 px border and 4 px padding: its content starts 10 px inside the iframe box.
  expect(cross.frame?.x).toBeGreaterThanOrEqual((crossFrame.frame?.x ?? 0) + 10);
  expect(cross.frame?.y).toBeGreaterThanOrEqual((crossFrame.frame?.y ?? 0) + 10);
  expect(snap.texts).toContain('Inside a frame');
});

test('clicks the buttons inside the same-origin and the cross-origin iframe', async () => {
  fx.server.reset();
  const id = await openPage(fx, '/frames.html');
  const snap = await fx.driver.snapshot(id, call());
  for (const label of ['Same-origin button', 'Cross-origin button']) {
    const outcome = await fx.driver.perform(
      id,
      { type: 'click', handle: find(snap, 'button', label).handle },
      call(),
    );
    expect(outcome).toEqual({ ok: true, route: 'mouse' });
  }
  expect(fx.server.state().clicks).toEqual({ 'same-frame': 1, 'cross-frame': 1 });
});

test('sees and clicks buttons in open and closed shadow roots', async () => {
  fx.server.reset();
  const id = await openPage(fx, '/shadow.html');
  const snap = await fx.driver.snapshot(id, call());
  const open = find(snap, 'button', 'Open shadow button');
  const closed = find(snap, 'button', 'Closed shadow button');
  expect(closed.states.offscreen).toBe(false);
  expect(snap.texts).toContain('closed widget Closed shadow button');
  await fx.driver.perform(id, { type: 'click', handle: open.handle }, call());
  await fx.driver.perform(id, { type: 'click', handle: closed.handle }, call());
  expect(fx.server.state().clicks).toEqual({ 'open-shadow': 1, 'closed-shadow': 1 });
  const again = await fx.driver.snapshot(id, call());
  expect(find(again, 'button', 'Closed shadow button').handle).toBe(closed.handle);
});
