// A snapshot after the window changed shows the change: gnome-calculator (GTK 4) switched from basic to programming
// mode came back as the basic mode's keypad, because the tree's shape was taken from GTK's Cache, which keeps a
// stack's hidden page under its parent and holds the page shown instead only once someone asks for its children.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/core/build.js';
import type { Snapshot } from '../../src/core/snapshot.js';
import { type OneApp, closeOneApp, desktopAvailable, keysTo, openOneApp, opts } from './support.js';

const READ_TREE = join(fileURLToPath(new URL('.', import.meta.url)), 'read_tree.py');
const HEX = ['A', 'B', 'C', 'D', 'E', 'F'];

describe.skipIf(!desktopAvailable)('gnome-calculator after a mode switch', () => {
  let app: OneApp | undefined;

  // Keys on this private display, to the calculator itself (nobody else uses it).
  const mode = (key: string): Promise<void> => keysTo(app!, [key]);
  const snap = async (): Promise<Snapshot> =>
    buildSnapshot(await app!.driver.snapshot(app!.windowId, opts()));
  const buttons = (s: Snapshot): string[] => s.nodes.filter((n) => n.role === 'button').map((n) => n.label);
  // Push buttons pyatspi finds, by name (GTK 4 doubles a button's name with its label's: "A A").
  const judged = (): string[] => {
    const out = execFileSync('/usr/bin/python3', [READ_TREE, 'gnome-calculator'], {
      env: app!.session.env,
      encoding: 'utf8',
      timeout: 15_000,
    });
    const nodes = JSON.parse(out) as { role: string; name: string }[];
    return nodes.filter((n) => n.role === 'push button').map((n) => n.name.split(' ')[0] ?? '');
  };

  beforeAll(async () => {
    app = await openOneApp('gnome-calculator');
    await mode('ctrl+alt+b');
  }, 60_000);

  afterAll(() => closeOneApp(app));

  it('shows the programming keypad once switched, and the basic one once switched back', async () => {
    const basic = await snap();
    expect(buttons(basic)).toContain('7');
    expect(buttons(basic).filter((b) => HEX.includes(b))).toEqual([]);

    await mode('ctrl+alt+p');
    const programming = await snap();
    expect(
      judged()
        .filter((b) => HEX.includes(b))
        .sort(),
    ).toEqual(HEX);
    expect([...new Set(buttons(programming).filter((b) => HEX.includes(b)))].sort()).toEqual(HEX);

    await mode('ctrl+alt+b');
    const back = await snap();
    expect(judged().filter((b) => HEX.includes(b))).toEqual([]);
    expect(buttons(back).filter((b) => HEX.includes(b))).toEqual([]);
    // No hidden page piles up: the basic keypad reads as it did at first.
    expect(back.nodes.length).toBe(basic.nodes.length);
  }, 60_000);
});
