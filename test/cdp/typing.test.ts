// Text the page actually received: typing presses trusted keys, so pages that listen to keys (filters on
// keyup, key counters, controlled inputs) react; characters no key types are inserted; the route says how.
import { beforeEach, expect, test } from 'vitest';
import type { RawSnapshot } from '../../src/core/snapshot.js';
import { call, find, openPage, useBrowser } from './helpers.js';

const fx = useBrowser();
let windowId = '';
let snap: RawSnapshot;

interface Seen {
  filter: string | null;
  shown: string[];
  keyups: number;
  events: Record<string, number>;
  keys: string[];
  controlled: string;
  sent: number;
  messageKeys: number;
  shortcuts: string[];
}

beforeEach(async () => {
  if (windowId === '') windowId = await openPage(fx, '/typing.html');
  else await fx.driver.navigate(windowId, `${fx.server.url}/typing.html`, call());
  snap = await fx.driver.snapshot(windowId, call());
});

async function seen(): Promise<Seen> {
  const read = await fx.driver.readText(windowId, find(snap, 'textbox', 'Page state').handle, call());
  return JSON.parse(read?.value ?? 'null') as Seen;
}

async function setText(label: string, text: string): Promise<unknown> {
  const handle = find(snap, 'textbox', label).handle;
  return fx.driver.perform(windowId, { type: 'set_text', handle, text }, call());
}

async function valueOf(label: string): Promise<string | undefined> {
  return (await fx.driver.readText(windowId, find(snap, 'textbox', label).handle, call()))?.value;
}

test('a filter that listens to keyup only filters the list', async () => {
  expect(await setText('Filter cities', 'Paris')).toEqual({ ok: true, route: 'keys' });
  expect(await seen()).toMatchObject({ filter: 'Paris', shown: ['Paris'], keyups: 5 });
});

test('every key fires keydown, keypress, beforeinput, input and keyup once', async () => {
  expect(await setText('Key log', 'hello')).toEqual({ ok: true, route: 'keys' });
  const page = await seen();
  expect(page.events).toEqual({ keydown: 5, keypress: 5, beforeinput: 5, input: 5, keyup: 5 });
  expect(page.keys).toEqual(['h', 'e', 'l', 'l', 'o']);
});

test('spaces at both ends are typed as Space keys and kept exactly', async () => {
  expect(await setText('Key log', ' Grace Hopper ')).toEqual({ ok: true, route: 'keys' });
  expect(await valueOf('Key log')).toBe(' Grace Hopper ');
  expect((await seen()).keys).toEqual([...' Grace Hopper ']);
});

test('a controlled input that undoes input without keys keeps the typed text', async () => {
  expect(await setText('Controlled name', 'Ada Lovelace')).toEqual({ ok: true, route: 'keys' });
  expect((await seen()).controlled).toBe('Ada Lovelace');
  expect(await valueOf('Controlled name')).toBe('Ada Lovelace');
});

test('a newline in a chat textarea is inserted, never pressed as Enter', async () => {
  const outcome = await setText('Message', 'line one\nline two');
  expect(outcome).toEqual({ ok: true, route: 'keys+insert_text' });
  expect(await valueOf('Message')).toBe('line one\nline two');
  expect(await seen()).toMatchObject({ sent: 0, messageKeys: 16 });
});

test('emoji, combining marks and non-ASCII letters read back exactly; keys for what a key types', async () => {
  const text = 'Zoë 👋 日本 Cafe\u0301 ñ';
  expect(await setText('Key log', text)).toEqual({ ok: true, route: 'keys+insert_text' });
  expect(await valueOf('Key log')).toBe(text);
  const page = await seen();
  expect(page.keys.join('')).toBe('Zoë  日本 Caf ñ');
  // One input event per key, one per inserted run (the emoji, the accented e).
  expect(page.events).toMatchObject({ keydown: 13, keyup: 13, input: 15 });
});

test('2,000 characters go in whole and key listeners fire once with the whole text', async () => {
  const text = 'abcdefghij'.repeat(200);
  expect(await setText('Filter cities', text)).toEqual({ ok: true, route: 'keys+insert_text' });
  expect(await seen()).toMatchObject({ filter: text, shown: [], keyups: 1 });
  expect(await valueOf('Filter cities')).toBe(text);
});

test('a date field that ignores typed text is set by script, and the route says so', async () => {
  expect(await setText('Due date', '2026-12-02')).toEqual({ ok: true, route: 'set_value' });
  expect(await valueOf('Due date')).toBe('2026-12-02');
});

test('keys never go to the page when the field does not keep focus', async () => {
  expect(await setText('Unfocusable code', 'dj')).toEqual({ ok: true, route: 'click+insert_text' });
  expect((await seen()).shortcuts).toEqual([]);
  expect(await valueOf('Unfocusable code')).toBe('dj');
});

test('replacing with empty text presses Backspace', async () => {
  await setText('Filter cities', 'Oslo');
  expect(await setText('Filter cities', '')).toEqual({ ok: true, route: 'keys' });
  expect(await seen()).toMatchObject({ filter: '', shown: ['Paris', 'Parma', 'Oslo', 'Lima'], keyups: 5 });
});
