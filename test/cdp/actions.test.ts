// Each remaining action kind on the fixture pages: ARIA combobox, step, scroll, keys, context menu,
// double and modifier clicks, drags (mouse and HTML5), press sequences and the unsupported menu.
import { expect, test } from 'vitest';
import type { RawSnapshot } from '../../src/core/snapshot.js';
import { call, find, openPage, useBrowser } from './helpers.js';

const fx = useBrowser();
const windows = new Map<string, string>();

async function fresh(path: string): Promise<{ id: string; snap: RawSnapshot }> {
  fx.server.reset();
  let id = windows.get(path);
  if (id === undefined) {
    id = await openPage(fx, path);
    windows.set(path, id);
  } else await fx.driver.navigate(id, `${fx.server.url}${path}`, call());
  return { id, snap: await fx.driver.snapshot(id, call()) };
}

test('chooses in a custom ARIA combobox by exact option text', async () => {
  const { id, snap } = await fresh('/combo.html');
  const combo = find(snap, 'combobox', 'Fruit');
  expect(combo).toMatchObject({
    value: 'Choose…',
    options: ['Apple', 'Banana', 'Cherry'],
    states: { expanded: false },
  });
  expect(
    await fx.driver.perform(id, { type: 'choose', handle: combo.handle, option: 'Banana' }, call()),
  ).toEqual({ ok: true, route: 'aria_option' });
  expect(fx.server.state().choice).toBe('Banana');
  expect(find(await fx.driver.snapshot(id, call()), 'combobox', 'Fruit').value).toBe('Banana');
});

test('an ARIA option that does not exist fails with the options, and the popup is closed again', async () => {
  const { id, snap } = await fresh('/combo.html');
  const combo = find(snap, 'combobox', 'Fruit');
  const outcome = await fx.driver.perform(
    id,
    { type: 'choose', handle: combo.handle, option: 'banana' },
    call(),
  );
  expect(outcome).toMatchObject({
    ok: false,
    code: 'option_not_found',
    options: ['Apple', 'Banana', 'Cherry'],
  });
  expect(find(await fx.driver.snapshot(id, call()), 'combobox', 'Fruit').states.expanded).toBe(false);
  expect(fx.server.state().choice).toBeNull();
});

test('steps a number field and a slider up and down', async () => {
  const { id, snap } = await fresh('/controls.html');
  const qty = find(snap, 'spinbutton', 'Quantity');
  expect(qty).toMatchObject({ value: '1', range: { min: 0, max: 10 } });
  await fx.driver.perform(id, { type: 'step', handle: qty.handle, direction: 'up' }, call());
  await fx.driver.perform(id, { type: 'step', handle: qty.handle, direction: 'up' }, call());
  await fx.driver.perform(
    id,
    { type: 'step', handle: find(snap, 'slider', 'Volume').handle, direction: 'down' },
    call(),
  );
  expect(fx.server.state().values).toMatchObject({ qty: '3', volume: '4' });
  expect(await fx.driver.readText(id, qty.handle, call())).toEqual({ value: '3', exact: true });
});

test('scrolls a list by one page with the wheel, and the page itself', async () => {
  const { id, snap } = await fresh('/controls.html');
  const list = find(snap, 'list', 'Long list');
  expect(list.scrollable).toBe(true);
  expect(
    await fx.driver.perform(id, { type: 'scroll', handle: list.handle, direction: 'down' }, call()),
  ).toEqual({ ok: true, route: 'wheel' });
  expect(Number(fx.server.state().values.scroller)).toBeGreaterThan(50);
  const up = await fx.driver.perform(id, { type: 'scroll', handle: list.handle, direction: 'up' }, call());
  expect(up.ok).toBe(true);
  expect(
    await fx.driver.perform(id, { type: 'scroll', handle: list.handle, direction: 'up' }, call()),
  ).toMatchObject({ ok: false, code: 'no_scroll' });
});

test('types into a contenteditable region: replacing, then appending', async () => {
  const { id, snap } = await fresh('/controls.html');
  const notes = find(snap, 'textbox', 'Notes');
  expect(notes).toMatchObject({
    value: 'first line',
    valueExact: true,
    states: { editable: true, multiline: true },
  });
  await fx.driver.perform(id, { type: 'set_text', handle: notes.handle, text: 'Hello' }, call());
  await fx.driver.perform(
    id,
    { type: 'insert_text', handle: notes.handle, text: ' world', at: 'end' },
    call(),
  );
  expect(fx.server.state().values.notes).toBe('Hello world');
  expect(await fx.driver.readText(id, notes.handle, call())).toEqual({ value: 'Hello world', exact: true });
});

test('scrolls the page itself by one page, with or without the document handle', async () => {
  const { id, snap } = await fresh('/table.html');
  const doc = snap.nodes[0];
  expect(doc).toMatchObject({ role: 'document', scrollable: true });
  const firstOnScreen = snap.nodes.findIndex((n) => n.label === 'Edit' && !n.states.offscreen);
  await fx.driver.perform(id, { type: 'scroll', handle: doc?.handle ?? '', direction: 'down' }, call());
  await fx.driver.perform(id, { type: 'scroll', direction: 'down' }, call());
  const after = await fx.driver.snapshot(id, call());
  expect(after.nodes[firstOnScreen]?.states.offscreen).toBe(true);
  expect(after.nodes.findIndex((n) => n.label === 'Edit' && !n.states.offscreen)).toBeGreaterThan(
    firstOnScreen,
  );
});

test('sends keys and chords to a focused field', async () => {
  const { id, snap } = await fresh('/controls.html');
  const box = find(snap, 'textbox', 'Shortcut box');
  await fx.driver.perform(id, { type: 'key', keys: 'Return', handle: box.handle }, call());
  await fx.driver.perform(id, { type: 'key', keys: 'ctrl+s' }, call());
  await fx.driver.perform(id, { type: 'key', keys: 'shift+F10' }, call());
  await fx.driver.perform(id, { type: 'key', keys: 'Space' }, call());
  expect(fx.server.state().events).toEqual(['key:Enter', 'key:ctrl+s', 'key:shift+F10', 'key: ']);
  expect(
    await fx.driver.perform(id, { type: 'key', keys: 'hyper+q' }, call()).catch((e: Error) => e.message),
  ).toMatch(/unknown modifier/);
});

test('right click opens the context menu, count 2 double-clicks, shift is held', async () => {
  const { id, snap } = await fresh('/controls.html');
  await fx.driver.perform(
    id,
    { type: 'context_menu', handle: find(snap, 'button', 'Right-click me').handle },
    call(),
  );
  await fx.driver.perform(
    id,
    { type: 'click', handle: find(snap, 'button', 'Double-click me').handle, count: 2 },
    call(),
  );
  await fx.driver.perform(
    id,
    { type: 'click', handle: find(snap, 'button', 'Modifier click').handle, modifiers: ['shift'] },
    call(),
  );
  expect(fx.server.state().events).toEqual(['contextmenu', 'dblclick', 'shift-click']);
});

test('drags an HTML5 draggable onto a drop zone, and a knob by an offset', async () => {
  const { id, snap } = await fresh('/controls.html');
  const card = snap.nodes.find((n) => n.draggable === true);
  expect(card?.label).toBe('Card');
  const zone = find(snap, 'region', 'Drop zone');
  expect(
    await fx.driver.perform(
      id,
      { type: 'drag', handle: card?.handle ?? '', to: { handle: zone.handle } },
      call(),
    ),
  ).toEqual({ ok: true, route: 'html5_drag' });
  const knob = find(snap, 'slider', 'Knob');
  expect(
    await fx.driver.perform(id, { type: 'drag', handle: knob.handle, to: { dx: 40, dy: 0 } }, call()),
  ).toEqual({ ok: true, route: 'mouse_drag' });
  expect(fx.server.state()).toMatchObject({ events: ['dropped:card'], values: { knob: '40' } });
});

test('presses a sequence of buttons in order', async () => {
  const { id, snap } = await fresh('/lookalike.html');
  const edits = snap.nodes.filter((n) => n.role === 'button' && n.label === 'Edit').map((n) => n.handle);
  expect(
    await fx.driver.perform(
      id,
      { type: 'press_sequence', handles: [edits[2] ?? '', edits[0] ?? ''] },
      call(),
    ),
  ).toEqual({ ok: true, route: 'sequence' });
  expect(fx.server.state().edit).toBe('Billing');
});

test('menus are not supported on web pages', async () => {
  const { id, snap } = await fresh('/form.html');
  const outcome = await fx.driver.perform(
    id,
    { type: 'menu', handle: find(snap, 'button', 'Save').handle, path: ['File', 'Save'] },
    call(),
  );
  expect(outcome).toMatchObject({ ok: false, code: 'menu_not_supported' });
});
