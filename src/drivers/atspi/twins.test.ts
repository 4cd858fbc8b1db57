// LibreOffice's two menu bars, as its AT-SPI tree shows them (7.4 under GTK3): the bar on screen, whose check items
// never say checked while their menu is closed, and a zero-height copy in the root pane, whose states follow each
// click but are set some time after start.
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../core/build.js';
import { buildCandidates } from '../../core/candidates/build.js';
import type { RawNode } from '../../core/snapshot.js';
import { node } from '../../../test/support/rawNode.js';
import { withCopyState } from '../../core/act/effect.js';
import { judgeToggle } from '../../core/verify.js';
import { unknownTwinStates } from './compose.js';

const CAPS = { backgroundKeys: true, backgroundMenus: true, modifiers: true, drag: true, hover: true };

function calc(): RawNode[] {
  const nodes: RawNode[] = [node({ role: 'window', label: 'Untitled 1 - LibreOffice Calc' }, null)];
  for (const onScreen of [true, false]) {
    const bar = nodes.length;
    nodes.push(
      node({
        role: 'menubar',
        ...(onScreen ? { frame: { x: 0, y: 0, width: 1256, height: 25 } } : {}),
        states: { offscreen: !onScreen },
      }),
      node({ role: 'menuitem', label: 'View' }, bar),
      node({ role: 'menu', label: 'View' }, bar + 1),
      // On screen the item says nothing of its state; the copy says the status bar is shown.
      node({ role: 'menuitemcheckbox', label: 'Status Bar', states: { checked: !onScreen } }, bar + 2),
    );
  }
  return nodes;
}

describe("LibreOffice's twin menu bars", () => {
  it('give the item on screen no checked state, and offer only the item on screen', () => {
    const nodes = calc();
    unknownTwinStates(nodes);
    const shown = nodes.find((n) => n.label === 'Status Bar');
    expect(shown?.states.checked).toBeUndefined();
    // The copy keeps its state: a toggle is verified by its flip there.
    expect(nodes.filter((n) => n.label === 'Status Bar').map((n) => n.states.checked)).toEqual([
      undefined,
      true,
    ]);
    const snapshot = buildSnapshot({
      window: { id: 'w1', app: 'soffice', title: 'Untitled 1 - LibreOffice Calc' },
      nodes,
      texts: [],
    });
    const statusBar = buildCandidates(snapshot, { capabilities: CAPS }).candidates.filter(
      (c) => snapshot.nodes[c.node ?? -1]?.label === 'Status Bar',
    );
    expect(statusBar.length).toBeGreaterThan(0);
    expect(new Set(statusBar.map((c) => c.node))).toEqual(new Set([nodes.indexOf(shown!)]));
  });

  it('leave a lone menu bar with no area alone', () => {
    const nodes = calc().slice(0, 5);
    nodes[1]!.states.offscreen = true;
    delete nodes[1]!.frame;
    unknownTwinStates(nodes);
    expect(nodes[4]?.states.checked).toBe(false);
    const snapshot = buildSnapshot({ window: { id: 'w1', app: 'soffice', title: 'Calc' }, nodes, texts: [] });
    const items = buildCandidates(snapshot, { capabilities: CAPS }).candidates.filter((c) => c.node === 4);
    expect(items.length).toBeGreaterThan(0);
  });

  it("read a toggle's flip on the copy: the item on screen turned off, by its copy's state", () => {
    const snap = (copyChecked: boolean) => {
      const nodes = calc();
      nodes[nodes.length - 1]!.states.checked = copyChecked;
      unknownTwinStates(nodes);
      const snapshot = buildSnapshot({
        window: { id: 'w1', app: 'soffice', title: 'Calc' },
        nodes,
        texts: [],
      });
      return { snapshot, keys: snapshot.nodes.map((n) => String(n.index)) };
    };
    const before = snap(true);
    const after = snap(false);
    const item = (s: typeof before) => s.snapshot.nodes.find((n) => n.label === 'Status Bar');
    expect(item(before)?.states.checked).toBeUndefined();
    expect(withCopyState(before, item(before))?.states.checked).toBe(true);
    expect(
      judgeToggle(withCopyState(before, item(before)), withCopyState(after, item(after)), true),
    ).toMatchObject({
      verdict: 'ok',
      detail: 'now off',
    });
    // Without its copy's flip the toggle stays unverified.
    expect(judgeToggle(item(before), item(after), true).verdict).toBe('unverified');
  });
});
