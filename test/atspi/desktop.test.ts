// The AT-SPI driver against real apps in a headless desktop: gnome-calculator (GTK4), mousepad (GTK3), the GTK3 fixture.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCandidates } from '../../src/core/candidates/build.js';
import type { DriverAction, PerformOutcome } from '../../src/core/driver.js';
import {
  activeWindow,
  closeDesktop,
  desktopAvailable,
  FIXTURE_APP,
  fixtureState,
  judgeTexts,
  markedPids,
  median,
  node,
  openDesktop,
  opts,
  snap,
  type Desktop,
} from './support.js';

const TRICKY = '  leading and trailing spaces \t\n second line ünï©ødé 🙂\n  ';
const timings: Record<string, number> = {};
let d: Desktop;

// Performs an action and asserts the active window is the same before and after it.
async function act(windowId: string, action: DriverAction): Promise<PerformOutcome> {
  const before = activeWindow(d.session);
  const outcome = await d.driver.perform(windowId, action, opts());
  expect(activeWindow(d.session)).toBe(before);
  return outcome;
}

// Median milliseconds of n sequential runs.
async function medianMs(n: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    ms.push(performance.now() - t);
  }
  return Math.round(median(ms));
}

describe.skipIf(!desktopAvailable)('AT-SPI driver on a real desktop', () => {
  beforeAll(async () => {
    d = await openDesktop();
  }, 90_000);

  afterAll(async () => {
    const dir = d?.session.dir;
    await closeDesktop(d);
    if (dir) {
      expect(markedPids(dir)).toEqual([]);
      expect(existsSync(dir)).toBe(false);
    }
    if (Object.keys(timings).length) console.info('AT-SPI timings (ms):', JSON.stringify(timings));
  }, 60_000);

  it('runs its own display and launches apps without leaving them in front', async () => {
    expect(d.session.display).toMatch(/^:\d+$/u);
    expect([':98', ':99']).not.toContain(d.session.display);
    // openbox focuses every new window; with a window in front before, the launch puts it back.
    for (const launch of d.launches.slice(1)) expect(launch.foregroundViolation?.restored ?? true).toBe(true);
    const windows = await d.driver.windows({}, opts());
    // The bystander, xlogo, has no accessibility tree: it is listed as a window read from its pixels, and it is the
    // one in front.
    expect(windows.map((w) => w.app).sort()).toEqual([
      'fixture_app.py',
      'gnome-calculator',
      'mousepad',
      'xlogo',
    ]);
    for (const w of windows) expect(w.id).toMatch(/^x11:0x[0-9a-f]+$/u);
    expect(windows.find((w) => w.id === d.fixture)?.title).toBe('Fixture');
    const bystander = windows.find((w) => w.app === 'xlogo');
    expect(bystander?.id).toBe(`x11:0x${Number(d.bystander).toString(16)}`);
    expect(bystander?.pid).toBeUndefined();
    expect(windows.filter((w) => w !== bystander).every((w) => w.focused === false)).toBe(true);
    expect(bystander?.focused).toBe(true);
  });

  it('snapshots mousepad: menus with shortcuts, the editor, the window', async () => {
    const s = await snap(d, d.mousepad);
    expect(s.nodes[0]?.role).toBe('window');
    expect(node(s, 'menuitem', 'File').states.offscreen).toBe(false);
    expect(node(s, 'menuitem', 'Save').shortcut).toBe('ctrl+s');
    const editor = s.nodes.find((n) => n.role === 'textbox' && n.states.editable && n.states.multiline);
    expect(editor?.valueExact).toBe(true);
    expect(s.truncated).toBeUndefined();
  });

  it('snapshots gnome-calculator: clean button labels, the display, a keypad', async () => {
    const s = await snap(d, d.calc);
    for (const label of ['0', '7', '+', '−', '×', '÷', '=', '%', '(', ')'])
      expect(node(s, 'button', label).states.enabled).toBe(true);
    expect(node(s, 'button', '7').frame).toMatchObject({ width: expect.any(Number) as number });
    expect(s.nodes.some((n) => n.label === '7 7' || n.label.startsWith('Gtk'))).toBe(false);
    const kinds = buildCandidates(s, { capabilities: d.driver.capabilities }).candidates.map((c) => c.kind);
    expect(kinds).toContain('keypad');
  });

  it('snapshots the fixture: named fields, the Size pop-up, the check box, the buttons, the labels', async () => {
    const s = await snap(d, d.fixture);
    for (const label of ['Name', 'Email', 'Search'])
      expect(node(s, 'textbox', label).states.editable).toBe(true);
    expect(node(s, 'textbox', 'Body').states.multiline).toBe(true);
    expect(node(s, 'textbox', 'Body').value).toBe('todo:\n');
    expect(node(s, 'combobox', 'Size')).toMatchObject({
      value: 'Small',
      options: ['Small', 'Medium', 'Large'],
    });
    expect(node(s, 'checkbox', 'Newsletter').states.checked).toBe(false);
    expect(node(s, 'button', 'Delete note').states.enabled).toBe(true);
    expect(s.texts).toEqual(['Name', 'Email', 'Search', 'Body', 'Size', 'Ready']);
    expect(s.window).toMatchObject({ title: 'Fixture', app: 'fixture_app.py', focused: false });
  });

  describe('gnome-calculator tasks through perform, judged by reading the display with pyatspi', () => {
    let keys: (text: string) => string[];
    const display = (): string => judgeTexts(d.session, 'gnome-calculator')[0]?.text ?? '(none)';
    const press = async (text: string): Promise<void> => {
      const outcome = await act(d.calc, { type: 'press_sequence', handles: keys(text) });
      expect(outcome).toEqual({ ok: true, route: 'keypad' });
    };

    beforeAll(async () => {
      const s = await snap(d, d.calc);
      const clear = s.nodes.find((n) => n.role === 'button' && n.help?.startsWith('Clear'));
      keys = (text) =>
        [...text].map((k) => (k === 'C' ? (clear?.handle ?? '') : node(s, 'button', k).handle));
    });

    it('(48 + 16) / 8 gives 8', async () => {
      await press('C(48+16)÷8=');
      expect(display()).toBe('8');
    });

    it('15% of 80 gives 12', async () => {
      await press('C80×15%=');
      expect(display()).toBe('12');
    });

    it('7 − 19, then a change of sign, gives 12', async () => {
      await press('C7−19=');
      expect(display()).toBe('−12');
      // gnome-calculator has no ± key: the sign changes by multiplying by −1.
      await press('×−1=');
      expect(display()).toBe('12');
    });
  });

  describe('exact text', () => {
    it('sets tricky text into mousepad and reads it back exactly', async () => {
      const editor = (await snap(d, d.mousepad)).nodes.find((n) => n.role === 'textbox' && n.states.editable);
      expect(
        await act(d.mousepad, { type: 'set_text', handle: editor?.handle ?? '', text: TRICKY }),
      ).toMatchObject({ ok: true });
      expect(await d.driver.readText(d.mousepad, editor?.handle ?? '', opts())).toEqual({
        value: TRICKY,
        exact: true,
      });
      expect(judgeTexts(d.session, 'mousepad')[0]?.text).toBe(TRICKY);
      await act(d.mousepad, {
        type: 'insert_text',
        handle: editor?.handle ?? '',
        text: 'tail 🙂',
        at: 'end',
      });
      expect(judgeTexts(d.session, 'mousepad')[0]?.text).toBe(`${TRICKY}tail 🙂`);
    });

    it('fills the fixture exactly, and its state file agrees', async () => {
      const s = await snap(d, d.fixture);
      expect(
        await act(d.fixture, {
          type: 'set_text',
          handle: node(s, 'textbox', 'Name').handle,
          text: '  Grace Hopper ',
        }),
      ).toMatchObject({ ok: true });
      await act(d.fixture, { type: 'set_text', handle: node(s, 'textbox', 'Email').handle, text: TRICKY });
      await act(d.fixture, {
        type: 'insert_text',
        handle: node(s, 'textbox', 'Body').handle,
        text: 'buy milk',
        at: 'end',
      });
      expect(
        await act(d.fixture, { type: 'choose', handle: node(s, 'combobox', 'Size').handle, option: 'Large' }),
      ).toEqual({ ok: true, route: 'select' });
      const missing = await act(d.fixture, {
        type: 'choose',
        handle: node(s, 'combobox', 'Size').handle,
        option: 'Huge',
      });
      expect(missing).toMatchObject({
        ok: false,
        code: 'option_not_found',
        options: ['Small', 'Medium', 'Large'],
      });
      await act(d.fixture, { type: 'toggle', handle: node(s, 'checkbox', 'Newsletter').handle });
      await act(d.fixture, { type: 'click', handle: node(s, 'button', 'Save').handle });
      expect(fixtureState(d)).toEqual({
        name: '  Grace Hopper ',
        email: TRICKY,
        search: '',
        body: 'todo:\nbuy milk',
        size: 'Large',
        newsletter: true,
        saves: 1,
        deletes: 0,
      });
      expect(await d.driver.readText(d.fixture, node(s, 'textbox', 'Email').handle, opts())).toEqual({
        value: TRICKY,
        exact: true,
      });
      const after = await snap(d, d.fixture);
      expect(node(after, 'checkbox', 'Newsletter').states.checked).toBe(true);
      expect(node(after, 'combobox', 'Size').value).toBe('Large');
    });
  });

  it('refuses keys with foreground_required and types nothing anywhere', async () => {
    const editor = (await snap(d, d.mousepad)).nodes.find((n) => n.role === 'textbox' && n.states.editable);
    const before = { mousepad: judgeTexts(d.session, 'mousepad'), fixture: fixtureState(d) };
    for (const keys of ['Return', 'a', 'ctrl+a']) {
      const outcome = await act(d.mousepad, { type: 'key', keys, handle: editor?.handle ?? '' });
      expect(outcome).toMatchObject({ ok: false, code: 'foreground_required' });
    }
    expect(judgeTexts(d.session, 'mousepad')).toEqual(before.mousepad);
    expect(fixtureState(d)).toEqual(before.fixture);
  });

  it('measures warm snapshots and act + verify', async () => {
    const before = activeWindow(d.session);
    await snap(d, d.calc);
    timings.snapshotCalculatorP50 = await medianMs(9, () => d.driver.snapshot(d.calc, opts()));
    timings.snapshotMousepadP50 = await medianMs(9, () => d.driver.snapshot(d.mousepad, opts()));
    const name = node(await snap(d, d.fixture), 'textbox', 'Name').handle;
    timings.actVerifyGtk3P50 = await medianMs(9, async (i) => {
      const text = `name ${i} ü`;
      expect(
        await d.driver.perform(d.fixture, { type: 'set_text', handle: name, text }, opts()),
      ).toMatchObject({ ok: true });
      expect((await d.driver.readText(d.fixture, name, opts()))?.value).toBe(text);
    });
    const calc = await snap(d, d.calc);
    const display = calc.nodes.find((n) => n.role === 'textbox' && n.states.editable)?.handle ?? '';
    timings.actVerifyGtk4P50 = await medianMs(7, async (i) => {
      const digit = String(i + 1);
      expect(
        await d.driver.perform(d.calc, { type: 'click', handle: node(calc, 'button', digit).handle }, opts()),
      ).toMatchObject({ ok: true });
      expect((await d.driver.readText(d.calc, display, opts()))?.value.endsWith(digit)).toBe(true);
    });
    expect(activeWindow(d.session)).toBe(before);
    expect(timings.snapshotCalculatorP50).toBeLessThan(200);
    expect(timings.actVerifyGtk4P50).toBeLessThan(900);
  });

  it('does not open a GTK3 pop-up, which would grab the keyboard and pointer', async () => {
    const size = node(await snap(d, d.fixture), 'combobox', 'Size');
    const outcome = await act(d.fixture, { type: 'click', handle: size.handle });
    expect(outcome).toMatchObject({ ok: false, code: 'not_supported' });
    expect(node(await snap(d, d.fixture), 'combobox', 'Size').states.expanded ?? false).toBe(false);
  });

  it('stops with foreground_violation when an action brings the target forward, and puts the previous window back', async () => {
    const statePath = join(d.session.dir, 'fixture2.json');
    const args = [FIXTURE_APP, '--state', statePath, '--title', 'Fixture 2', '--present-button'];
    const launch = await d.tools.launchApp('/usr/bin/python3', args, opts());
    try {
      expect(activeWindow(d.session)).toBe(d.bystander);
      const present = node(await snap(d, launch.windowId), 'button', 'Show window');
      const outcome = await d.driver.perform(
        launch.windowId,
        { type: 'click', handle: present.handle },
        opts(),
      );
      expect(outcome).toMatchObject({ ok: false, code: 'foreground_violation', mayHaveActed: true });
      expect(activeWindow(d.session)).toBe(d.bystander);
    } finally {
      process.kill(launch.pid);
    }
  });

  it('puts the previous window back when a step times out after bringing its app forward, and says so', async () => {
    const statePath = join(d.session.dir, 'fixture3.json');
    const args = [FIXTURE_APP, '--state', statePath, '--title', 'Fixture 3', '--present-hang'];
    const launch = await d.tools.launchApp('/usr/bin/python3', args, opts());
    try {
      expect(activeWindow(d.session)).toBe(d.bystander);
      const nodes = await snap(d, launch.windowId);
      const hang = node(nodes, 'button', 'Show and wait');
      const save = node(nodes, 'button', 'Save');
      // The press is answered at once; the app then keeps taking the front while it answers nothing for 4.5 s.
      const first = await d.driver.perform(launch.windowId, { type: 'click', handle: hang.handle }, opts());
      expect(first).toMatchObject({ ok: false, code: 'foreground_violation' });
      expect(activeWindow(d.session)).toBe(d.bystander);
      // The next step's press gets no answer in time, and the window came forward again meanwhile.
      const failed = await d.driver
        .perform(launch.windowId, { type: 'click', handle: save.handle }, opts())
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failed).toMatchObject({
        code: 'driver_timeout',
        mayHaveActed: true,
        message: expect.stringContaining(
          'Fixture 3 came to the front during the action; the previous window was put back',
        ),
      });
      expect(activeWindow(d.session)).toBe(d.bystander);
    } finally {
      process.kill(launch.pid);
    }
  }, 30_000);

  describe('desktop tools', () => {
    it('takes screenshots of a window and of the screen', async () => {
      const png = await d.tools.screenshot(d.calc);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect((await d.tools.screenshot('screen')).length).toBeGreaterThan(1000);
    });

    it('moves and resizes a window and reports where it is', async () => {
      const frame = await d.tools.moveResize(d.fixture, { x: 300, y: 200, width: 500, height: 460 });
      expect(frame).toMatchObject({ width: 500, height: 460 });
      expect(activeWindow(d.session)).toBe(d.bystander);
    });

    it('round-trips the clipboard exactly', async () => {
      await d.tools.clipboardWrite(TRICKY);
      expect(await d.tools.clipboardRead()).toBe(TRICKY);
    });

    it('says honestly that no screen locker is available', async () => {
      expect(await d.tools.screenLocked()).toBe('unavailable');
    });

    it('records a window region to a file', async () => {
      const out = join(d.session.dir, 'calc.mp4');
      await d.tools.recordStart(d.calc, out);
      await new Promise((r) => setTimeout(r, 1200));
      const rec = await d.tools.recordStop();
      expect(rec.path).toBe(out);
      expect(statSync(out).size).toBeGreaterThan(1000);
    });
  });
});
