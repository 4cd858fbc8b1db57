// LibreOffice's two menu bars, as its AT-SPI tree shows them (7.4 under GTK3): the bar on screen, whose check items
// never say checked while their menu is closed, and a zero-height copy in the root pane, whose states are set some
// time after start (a status bar on screen was once read there as unchecked).
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../core/build.js';
import { buildCandidates } from '../../core/candidates/build.js';
import type { RawNode } from '../../core/snapshot.js';
import { node } from '../../../test/support/rawNode.js';
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
});
