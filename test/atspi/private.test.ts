// A private desktop (`beans-picker desktop start`: its display declared private) lets the Linux driver send keys and
// pointer input through XTest where AT-SPI cannot act in the background; the user's display keeps the strict rules.
// On real Debian apps, judged by pyatspi's own reads (not the driver under test):
// - gnome-calculator takes "12+30" and Return as keys: its display reads 42;
// - gtk3-widget-factory's notebook tabs have no click action: the first "page 2" tab is clicked with the pointer;
// - on a display that is not declared private the same click is refused and nothing changes.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/core/build.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import type { DesktopSession } from '../../src/drivers/atspi/index.js';
import { linuxFactory } from '../../src/platforms/linux.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { closeOneApp, desktopAvailable, judgeTexts, openOneApp, opts, type OneApp } from './support.js';

const FACTORY = '/usr/bin/gtk3-widget-factory';
const available = desktopAvailable && existsSync(FACTORY);
if (!available)
  console.log(`private desktop tests skipped: ${FACTORY} or the desktop tools are not installed`);
const READ_TREE = join(fileURLToPath(new URL('.', import.meta.url)), 'read_tree.py');

/** The first notebook's page tabs with their selected state, read through pyatspi. */
function pageTabs(session: DesktopSession): { name: string; selected: boolean }[] {
  const out = execFileSync('/usr/bin/python3', [READ_TREE, 'gtk3-widget-factory', '--selected'], {
    env: session.env,
    timeout: 15_000,
    encoding: 'utf8',
  });
  const tabs = (JSON.parse(out) as { role: string; name: string; selected: boolean }[]).filter(
    (n) => n.role === 'page tab' && /^page \d$/u.test(n.name),
  );
  return tabs.slice(0, 3).map(({ name, selected }) => ({ name, selected }));
}

describe.skipIf(!available)('a private desktop: keys and pointer input where AT-SPI cannot act', () => {
  let desk: OneApp | undefined;
  let open: Connected | undefined;

  beforeAll(async () => {
    desk = await openOneApp('gnome-calculator', undefined, { private: true });
    await desk.tools.launchApp(FACTORY, [], opts());
    open = await connect(createEmbeddedDecider(), { factories: [linuxFactory(desk.session.env)] });
  }, 90_000);

  afterAll(async () => {
    await open?.close();
    await closeOneApp(desk);
  });

  it('is declared private by its env, so keys, drags and hovers are offered', () => {
    expect(desk!.session.exports.BEANS_PICKER_PRIVATE_DISPLAY).toBe(desk!.session.display);
    expect(desk!.driver.privateDisplay).toBe(true);
    expect(desk!.driver.capabilities).toMatchObject({ backgroundKeys: true, drag: true, hover: true });
  });

  it('types 12+30 and Return into gnome-calculator as keys: its display reads 42', async () => {
    const calc = desk!.windowId;
    for (const keys of ['1', '2', '+', '3', '0', 'Return'])
      expect(await desk!.driver.perform(calc, { type: 'key', keys }, opts())).toEqual({
        ok: true,
        route: 'xtest',
      });
    await expect
      .poll(() => judgeTexts(desk!.session, 'gnome-calculator').map((f) => f.text), { timeout: 5000 })
      .toContain('42');
  }, 60_000);

  it('opens page 2 of the widget factory notebook with the pointer (its tab has no click action)', async () => {
    const listed = await call(open!.client, 'windows', {});
    const windows = listed.result.windows as { id: string; app: string }[];
    const windowId = windows.find((w) => w.app === 'gtk3-widget-factory')?.id ?? '';
    expect(pageTabs(desk!.session)).toEqual([
      { name: 'page 1', selected: true },
      { name: 'page 2', selected: false },
      { name: 'page 3', selected: false },
    ]);
    // The window has four notebooks, each with a "page 2" tab: the words leave it open, the shortlist names the first.
    const asked = await call(open!.client, 'act', { windowId, instruction: 'Open the page 2 tab' });
    expect(asked.result.status).toBe('ambiguous');
    const first = (asked.result.candidates as { id: string; does: string }[])[0];
    expect(first?.does).toBe('click Tab "page 2" (#1 of 4)');
    const out = await call(open!.client, 'act', { windowId, candidateId: first?.id });
    expect(out.result, JSON.stringify(out.result)).toMatchObject({
      status: 'done',
      action: { route: 'xtest' },
    });
    expect(pageTabs(desk!.session)).toEqual([
      { name: 'page 1', selected: false },
      { name: 'page 2', selected: true },
      { name: 'page 3', selected: false },
    ]);
  }, 60_000);
});

describe.skipIf(!available)('a display not declared private keeps the background rules', () => {
  let desk: OneApp | undefined;

  beforeAll(async () => {
    desk = await openOneApp(FACTORY);
  }, 60_000);

  afterAll(() => closeOneApp(desk));

  it('refuses the page tab click and keys, and the notebook stays on page 1', async () => {
    const windowId = desk!.windowId;
    expect(desk!.driver.privateDisplay).toBe(false);
    const tab = buildSnapshot(await desk!.driver.snapshot(windowId, opts())).nodes.find(
      (n) => n.role === 'tab' && n.label === 'page 2',
    );
    expect(tab).toBeDefined();
    expect(
      await desk!.driver.perform(windowId, { type: 'click', handle: tab!.handle }, opts()),
    ).toMatchObject({
      ok: false,
      code: 'not_supported',
    });
    expect(
      await desk!.driver.perform(windowId, { type: 'key', keys: 'ctrl+Page_Down' }, opts()),
    ).toMatchObject({
      ok: false,
      code: 'foreground_required',
    });
    expect(pageTabs(desk!.session).map((t) => t.selected)).toEqual([true, false, false]);
  }, 60_000);
});
