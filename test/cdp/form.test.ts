// The note form of reference/beans-picker.md §8: every field kind, exact read-back through the fixture's
// server state and through readText.
import { beforeEach, expect, test } from 'vitest';
import type { RawSnapshot } from '../../src/core/snapshot.js';
import { call, find, openPage, useBrowser } from './helpers.js';

const fx = useBrowser();
let windowId = '';

async function formSnapshot(initial: Parameters<typeof fx.server.reset>[0] = {}): Promise<RawSnapshot> {
  fx.server.reset(initial);
  if (windowId === '') windowId = await openPage(fx, '/form.html');
  else await fx.driver.navigate(windowId, `${fx.server.url}/form.html`, call());
  return fx.driver.snapshot(windowId, call());
}

beforeEach(() => fx.server.reset());

test('reads every field with its exact value, the select with its options', async () => {
  const snap = await formSnapshot({
    name: '  Ada ',
    body: 'todo:\n',
    search: 'draft',
    size: 'Medium',
    newsletter: true,
  });
  expect(find(snap, 'textbox', 'Name')).toMatchObject({
    value: '  Ada ',
    valueExact: true,
    identifier: 'name',
  });
  expect(find(snap, 'textbox', 'Body')).toMatchObject({
    value: 'todo:\n',
    states: { multiline: true, editable: true },
  });
  expect(find(snap, 'searchbox', 'Search')).toMatchObject({ value: 'draft', placeholder: 'Search notes' });
  expect(find(snap, 'combobox', 'Size')).toMatchObject({
    value: 'Medium',
    options: ['Small', 'Medium', 'Large'],
  });
  expect(find(snap, 'checkbox', 'Newsletter').states.checked).toBe(true);
  expect(snap.texts).toContain('Note');
  expect((snap.texts ?? []).join('\n')).not.toContain('todo:');
});

test('set_text keeps "  Grace Hopper " exactly', async () => {
  const snap = await formSnapshot();
  const name = find(snap, 'textbox', 'Name');
  const outcome = await fx.driver.perform(
    windowId,
    { type: 'set_text', handle: name.handle, text: '  Grace Hopper ' },
    call(),
  );
  expect(outcome).toMatchObject({ ok: true });
  expect(fx.server.state().name).toBe('  Grace Hopper ');
  expect(await fx.driver.readText(windowId, name.handle, call())).toEqual({
    value: '  Grace Hopper ',
    exact: true,
  });
});

test('insert_text at the end appends to the body and leaves the search box alone', async () => {
  const snap = await formSnapshot({ body: 'todo:\n', search: '' });
  const body = find(snap, 'textbox', 'Body');
  await fx.driver.perform(
    windowId,
    { type: 'insert_text', handle: body.handle, text: 'buy milk', at: 'end' },
    call(),
  );
  expect(fx.server.state()).toMatchObject({ body: 'todo:\nbuy milk', search: '' });
  expect((await fx.driver.readText(windowId, body.handle, call()))?.value).toBe('todo:\nbuy milk');
});

test('insert_text at the caret types where the caret is', async () => {
  const snap = await formSnapshot();
  const name = find(snap, 'textbox', 'Name');
  await fx.driver.perform(windowId, { type: 'set_text', handle: name.handle, text: 'Ada Lovelace' }, call());
  await fx.driver.perform(windowId, { type: 'key', keys: 'Home', handle: name.handle }, call());
  await fx.driver.perform(
    windowId,
    { type: 'insert_text', handle: name.handle, text: 'Dr. ', at: 'caret' },
    call(),
  );
  expect(fx.server.state().name).toBe('Dr. Ada Lovelace');
});

test('insert_text of a newline into the textarea', async () => {
  const snap = await formSnapshot({ body: 'todo:' });
  const body = find(snap, 'textbox', 'Body');
  await fx.driver.perform(
    windowId,
    { type: 'insert_text', handle: body.handle, text: '\nbuy milk', at: 'end' },
    call(),
  );
  expect(fx.server.state().body).toBe('todo:\nbuy milk');
});

test('set_text with empty text clears the search and keeps the body', async () => {
  const snap = await formSnapshot({ search: 'draft', body: 'Meeting at 3pm' });
  await fx.driver.perform(
    windowId,
    { type: 'set_text', handle: find(snap, 'searchbox', 'Search').handle, text: '' },
    call(),
  );
  expect(fx.server.state()).toMatchObject({ search: '', body: 'Meeting at 3pm', deletes: 0 });
});

test('set_text into an email field, then toggle the newsletter', async () => {
  const snap = await formSnapshot({ email: 'ada@exmaple.com' });
  await fx.driver.perform(
    windowId,
    { type: 'set_text', handle: find(snap, 'textbox', 'Email').handle, text: 'ada@example.com' },
    call(),
  );
  await fx.driver.perform(
    windowId,
    { type: 'toggle', handle: find(snap, 'checkbox', 'Newsletter').handle },
    call(),
  );
  expect(fx.server.state()).toMatchObject({ email: 'ada@example.com', newsletter: true });
  const again = await fx.driver.snapshot(windowId, call());
  expect(find(again, 'checkbox', 'Newsletter').states.checked).toBe(true);
});

test('choose Large in the native select, then Save', async () => {
  const snap = await formSnapshot();
  const size = find(snap, 'combobox', 'Size');
  expect(
    await fx.driver.perform(windowId, { type: 'choose', handle: size.handle, option: 'Large' }, call()),
  ).toEqual({ ok: true, route: 'select' });
  await fx.driver.perform(windowId, { type: 'click', handle: find(snap, 'button', 'Save').handle }, call());
  expect(fx.server.state()).toMatchObject({ size: 'Large', saves: 1 });
  expect(await fx.driver.readText(windowId, size.handle, call())).toEqual({ value: 'Large', exact: true });
});

test('choose with a text that is not an option lists the options', async () => {
  const snap = await formSnapshot();
  const outcome = await fx.driver.perform(
    windowId,
    { type: 'choose', handle: find(snap, 'combobox', 'Size').handle, option: 'large' },
    call(),
  );
  expect(outcome).toMatchObject({
    ok: false,
    code: 'option_not_found',
    options: ['Small', 'Medium', 'Large'],
  });
});

test('handles stay the same across snapshots, and a stale handle is reported gone', async () => {
  const first = await formSnapshot();
  const second = await fx.driver.snapshot(windowId, call());
  expect(second.nodes.map((n) => n.handle)).toEqual(first.nodes.map((n) => n.handle));
  await fx.driver.navigate(windowId, `${fx.server.url}/form.html`, call());
  const save = find(first, 'button', 'Save');
  expect(await fx.driver.perform(windowId, { type: 'click', handle: save.handle }, call())).toMatchObject({
    ok: false,
    code: 'target_gone',
  });
  expect(await fx.driver.readText(windowId, save.handle, call())).toBeNull();
});

test('click and verify takes well under 150 ms at the median', async () => {
  const snap = await formSnapshot();
  const save = find(snap, 'button', 'Save');
  const times: number[] = [];
  for (let i = 1; i <= 15; i++) {
    const started = performance.now();
    await fx.driver.perform(windowId, { type: 'click', handle: save.handle }, call());
    const after = await fx.driver.snapshot(windowId, call());
    expect(fx.server.state().saves).toBe(i);
    expect(after.texts).toContain('saved');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Infinity;
  console.info(`click+verify ms: p50 ${median.toFixed(0)}, max ${times.at(-1)?.toFixed(0)}`);
  expect(median).toBeLessThan(150);
});
