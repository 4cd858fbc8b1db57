// Secrets at every edge of the browser driver: card, one-time-code, PIN and CSS-masked fields are never read,
// and a screenshot shows their boxes black (background tab, shadow root, same- and cross-origin frames).
import { PNG } from 'pngjs';
import { expect, test } from 'vitest';
import { CHECKOUT_SECRETS } from '../support/checkout.js';
import { call, find, openPage, useBrowser } from './helpers.js';

const fx = useBrowser();

const SECRET_FIELDS: [string, string][] = [
  ['textbox', 'Full name'],
  ['textbox', 'Given'],
  ['textbox', 'Number'],
  ['combobox', 'Month'],
  ['textbox', 'Check digits'],
  ['textbox', 'Code from SMS'],
  ['textbox', 'Member word'],
  ['textbox', 'Shadow PIN'],
  ['textbox', 'Card'],
  ['textbox', 'Back digits'],
];

test('card (every cc-* token), one-time-code, PIN and CSS-masked fields and text are secret and never read', async () => {
  const id = await openPage(fx, '/checkout.html');
  const snap = await fx.driver.snapshot(id, call());
  for (const [role, label] of SECRET_FIELDS) {
    const node = find(snap, role, label);
    expect({ label, secret: node.states.secret, value: node.value }).toEqual({
      label,
      secret: true,
      value: undefined,
    });
  }
  expect(find(snap, 'textbox', 'Delivery note')).toMatchObject({ value: 'Leave at the door' });
  const masked = find(snap, 'textbox', 'Member word');
  expect(await fx.driver.readText(id, masked.handle, call()).catch((e: unknown) => e)).toMatchObject({
    code: 'secret_field',
  });
  // Text the page masks with CSS is said to be there, each word as discs, and never read.
  expect(snap.texts).toContain('Recovery words •••');
  const text = JSON.stringify(snap);
  for (const secret of CHECKOUT_SECRETS) expect(text).not.toContain(secret);
});

test('a screenshot of a background tab paints every secret field black, and only those', async () => {
  const id = await openPage(fx, '/checkout.html');
  await openPage(fx, '/index.html');
  const snap = await fx.driver.snapshot(id, call());
  const image = PNG.sync.read(await fx.driver.screenshot(id, call()));
  expect(image.width).toBeGreaterThan(400);
  const pixels = (frame: { x: number; y: number; width: number; height: number }): Set<string> => {
    const seen = new Set<string>();
    for (let y = Math.ceil(frame.y); y < Math.floor(frame.y + frame.height); y++)
      for (let x = Math.ceil(frame.x); x < Math.floor(frame.x + frame.width); x++) {
        const at = (y * image.width + x) * 4;
        seen.add([...image.data.subarray(at, at + 4)].join(','));
      }
    return seen;
  };
  for (const [role, label] of SECRET_FIELDS)
    expect({ label, pixels: [...pixels(find(snap, role, label).frame!)] }).toEqual({
      label,
      pixels: ['0,0,0,255'],
    });
  const note = pixels(find(snap, 'textbox', 'Delivery note').frame!);
  expect(note.has('255,255,238,255')).toBe(true);
  expect(note.has('0,0,0,255')).toBe(true);
});

test('a screenshot paints a secret field black even past the snapshot node limit', async () => {
  const id = await openPage(fx, '/crowded.html');
  const snap = await fx.driver.snapshot(id, call());
  expect(snap.truncated).toBeDefined();
  expect(snap.nodes.some((n) => n.label === 'PIN')).toBe(false);
  const image = PNG.sync.read(await fx.driver.screenshot(id, call()));
  const seen = new Set<string>();
  for (let y = 21; y < 49; y++)
    for (let x = 21; x < 219; x++) {
      const at = (y * image.width + x) * 4;
      seen.add([...image.data.subarray(at, at + 4)].join(','));
    }
  expect([...seen]).toEqual(['0,0,0,255']);
});
