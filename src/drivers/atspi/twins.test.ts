// LibreOffice's two menu bars, as its AT-SPI tree shows them (7.4 under GTK3): the bar on screen, whose check items
// never say checked while their menu is closed, and a zero-height copy in the root pane, whose states are set some
// time after start (a status bar on screen was once read there as unchecked).
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../core/build.js';
import { buildCandidates } from '../../core/candidates/build.js';
import { defaultStates, type RawNode } from '../../core/snapshot.js';
import { unknownTwinStates } from './compose.js';

const CAPS = { backgroundKeys: true, backgroundMenus: true, modifiers: true, drag: true, hover: true };

function calc(): RawNode[] {
  const node = (
    role: RawNode['role'],
    label: string,
    parent: number | null,
    extra: Partial<RawNode> = {},
  ): RawNode => ({
    role,
    platformRole: role,
    label,
    handle: `${String(parent)}:${role}:${label}`,
    parent,
    states: defaultStates({}),
    ...extra,
  });
  const nodes: RawNode[] = [node('window', 'Untitled 1 - LibreOffice Calc', null)];
  for (const onScreen of [true, false]) {
    const b = nodes.length;
    nodes.push(
      node('menubar', '', 0, {
        ...(onScreen ? { frame: { x: 0, y: 0, width: 1256, height: 25 } } : {}),
        states: defaultStates({ offscreen: !onScreen }),
      }),
    );
    nodes.push(node('menuitem', 'View', b));
    const view = nodes.length - 1;
    nodes.push(node('menu', 'View', view));
    const menu = nodes.length - 1;
    // On screen the item says nothing of its state; the copy says the status bar is shown.
    nodes.push(
      node('menuitemcheckbox', 'Status Bar', menu, {
        states: defaultStates(onScreen ? { checked: false } : { checked: true }),
      }),
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
