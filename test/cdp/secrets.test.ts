// Secret fields and JavaScript dialogs: a password's value never leaves the page through the driver, and
// a confirm() or prompt() opened by a click never hangs it.
import { chromium } from 'playwright-core';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { call, find, openPage, useBrowser } from './helpers.js';

const fx = useBrowser();
const SENTINEL = 'S3ntinel-pw-7f2c';
const logged: string[] = [];

beforeEach(() => {
  logged.length = 0;
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation(
      (...args: unknown[]) => void logged.push(args.map(String).join(' ')),
    );
  const capture = (chunk: unknown): boolean => (logged.push(String(chunk)), true);
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});
afterEach(() => vi.restoreAllMocks());

test('a password typed through the driver never appears in a snapshot, result or log', async () => {
  const id = await openPage(fx, '/secret.html');
  const seen: unknown[] = [];
  const snap = await fx.driver.snapshot(id, call());
  const password = find(snap, 'textbox', 'Password');
  const code = find(snap, 'textbox', 'Code');
  expect(password.states.secret).toBe(true);
  expect(code.states.secret).toBe(true);
  expect(find(snap, 'textbox', 'User').states.secret).toBe(false);
  seen.push(
    await fx.driver.perform(id, { type: 'set_text', handle: password.handle, text: SENTINEL }, call()),
  );
  seen.push(
    await fx.driver.perform(
      id,
      { type: 'insert_text', handle: code.handle, text: SENTINEL, at: 'end' },
      call(),
    ),
  );
  seen.push(await fx.driver.snapshot(id, call()));
  seen.push(await fx.driver.readText(id, password.handle, call()).catch((e: unknown) => e));
  expect(seen[3]).toMatchObject({ code: 'secret_field' });
  seen.push(await fx.driver.windows({}, call()));
  const after = seen[2] as typeof snap;
  expect(find(after, 'textbox', 'Password')).not.toHaveProperty('value');
  const text = JSON.stringify(seen, (_, v: unknown) => (v instanceof Error ? `${v.name}: ${v.message}` : v));
  expect(text).not.toContain(SENTINEL);
  expect(logged.join('\n')).not.toContain(SENTINEL);
  // The field really holds it (read here by the test, not by the driver).
  const probe = await chromium.connectOverCDP(fx.driver.endpoint, { noDefaults: true });
  try {
    const page = probe
      .contexts()[0]
      ?.pages()
      .find((p) => p.url().endsWith('/secret.html'));
    expect(await page?.inputValue('#password')).toBe(SENTINEL);
  } finally {
    await probe.close();
  }
});

test('a confirm() opened by a click does not hang; it is inspected and dismissed', async () => {
  fx.server.reset();
  const id = await openPage(fx, '/secret.html');
  const snap = await fx.driver.snapshot(id, call());
  const started = Date.now();
  const outcome = await fx.driver.perform(
    id,
    { type: 'click', handle: find(snap, 'button', 'Delete account').handle },
    call(),
  );
  expect(Date.now() - started).toBeLessThan(3000);
  expect(outcome).toMatchObject({
    ok: true,
    route: 'mouse; confirm dialog open',
    dialog: { type: 'confirm', message: 'Delete this account?' },
  });
  expect(await fx.driver.dialog(id, 'inspect', undefined, call())).toMatchObject({
    type: 'confirm',
    message: 'Delete this account?',
  });
  const blocked = await fx.driver.snapshot(id, call());
  const box = find(blocked, 'alertdialog', 'Delete this account?');
  const cancel = find(blocked, 'button', 'Cancel');
  expect(cancel.parent).toBe(blocked.nodes.indexOf(box));
  expect(find(blocked, 'button', 'OK').handle).toBe('dialog:accept');
  expect(
    await fx.driver.perform(id, { type: 'click', handle: find(snap, 'button', 'Ask name').handle }, call()),
  ).toMatchObject({ ok: false, code: 'dialog_open' });
  expect(await fx.driver.perform(id, { type: 'click', handle: cancel.handle }, call())).toEqual({
    ok: true,
    route: 'dialog_dismiss',
  });
  expect(fx.server.state().events).toEqual(['cancelled']);
  expect((await fx.driver.snapshot(id, call())).texts).toContain('kept');

  await fx.driver.perform(
    id,
    { type: 'click', handle: find(snap, 'button', 'Delete account').handle },
    call(),
  );
  expect(await fx.driver.dialog(id, 'accept', undefined, call())).toMatchObject({ type: 'confirm' });
  expect(await fx.driver.dialog(id, 'inspect', undefined, call())).toBeNull();
  expect(fx.server.state().events).toEqual(['cancelled', 'confirmed']);
});

test('a prompt() takes the text typed into its field', async () => {
  fx.server.reset();
  const id = await openPage(fx, '/secret.html');
  const snap = await fx.driver.snapshot(id, call());
  await fx.driver.perform(id, { type: 'click', handle: find(snap, 'button', 'Ask name').handle }, call());
  const blocked = await fx.driver.snapshot(id, call());
  const field = find(blocked, 'textbox', 'Your name?');
  expect(field.value).toBe('Ada');
  await fx.driver.perform(id, { type: 'set_text', handle: field.handle, text: 'Grace' }, call());
  expect(await fx.driver.readText(id, field.handle, call())).toEqual({ value: 'Grace', exact: true });
  await fx.driver.perform(id, { type: 'key', keys: 'Return' }, call());
  expect(fx.server.state().events).toEqual(['prompt:Grace']);
});
