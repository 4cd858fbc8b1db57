// The action menu of one step: only kinds that can run now, each with its targets. Pure.
import { isSecretField } from '../core/safety.js';
import { clip, escapeRegExp, foldText } from '../core/text.js';
import type { Candidate } from '../core/candidates/types.js';
import type { Snapshot, UiNode } from '../core/snapshot.js';
import { itemRole } from './roles.js';
import type { Screen, ScreenItem } from './screen.js';
import type { ActionKind, ActionMenu, Target, TargetQuestion } from './types.js';

const OPTIONS_MAX = 255;
const MENU_MAX = 120;
const BACK_LABEL = /^(?:[‹<←]\s*)?(?:back|go back)$/u;
const MENU_WITHHELD = /autofill|auto-fill|password|passkey/u;
const OPEN_ROLES = new Set(['row', 'listitem', 'treeitem', 'cell', 'img', 'generic']);

/** Intentions offered for window keys (the key question); shift+F10 is a right click and is left out. */
const KEY_INTENTIONS: Record<string, { label: string; does: string }> = {
  Return: { label: 'enter', does: 'Press Enter: confirm, submit or open what has focus' },
  Escape: { label: 'escape', does: 'Press Escape: dismiss the dialog, menu or popup' },
  Tab: { label: 'tab', does: 'Press Tab: move to the next field' },
  Space: { label: 'space', does: 'Press Space: activate or tick what has focus' },
  Up: { label: 'up', does: 'Press the Up arrow: move up in a list or menu' },
  Down: { label: 'down', does: 'Press the Down arrow: move down in a list or menu' },
  Left: { label: 'left', does: 'Press the Left arrow' },
  Right: { label: 'right', does: 'Press the Right arrow' },
};

/** What the menu is built from. */
export interface MenuInput {
  snapshot: Snapshot;
  candidates: Candidate[];
  screen: Screen;
  /** Goal, focus and replies together: a field named here may be typed into. */
  asked: string;
  /** Text can be supplied (a writer, or a quoted span of the goal not used yet). */
  canWrite: boolean;
  /** A browser can open URLs here. */
  navigate: boolean;
  /** Sites named in the goal (https URLs). */
  sites: string[];
  /** The writer can propose a URL ("other"). */
  writerUrl: boolean;
  /** Other windows of this app. */
  windows: { id: string; title: string }[];
}

const q = (text: string): string => `'${clip(text, 60)}'`;

/** Builds the menu of a step. */
export function buildMenu(input: MenuInput): ActionMenu {
  const menu: ActionMenu = { kinds: [], targets: {}, fixed: {} };
  const back = backControl(input);
  const items = input.screen.items.filter((i) => (i.click || i.context) && i.click !== back?.candidateId);
  const itemTargets = items.map(itemTarget);
  const offer = (kind: ActionKind, description: string): void => void menu.kinds.push({ kind, description });
  const targeted = (question: TargetQuestion, kind: ActionKind, list: Target[], many: string): void => {
    if (!list.length) return;
    if (list.length === 1) menu.fixed[kind] = list[0] as Target;
    else menu.targets[question] = list.slice(0, OPTIONS_MAX);
    offer(kind, list.length === 1 ? fixedSentence(kind, list[0] as Target) : many);
  };
  if (itemTargets.some((t) => t.candidateId)) {
    menu.targets.item = itemTargets;
    offer('click', 'Click one of the on-screen controls (chosen in the item question).');
    if (items.some((i) => i.click && OPEN_ROLES.has(nodeOf(input, i)?.role ?? '')))
      offer('double_click', 'Double-click an on-screen item to open it (chosen in the item question).');
  }
  if (itemTargets.some((t) => t.contextId))
    offer(
      'right_click',
      'Right-click an on-screen item to open its context menu (chosen in the item question).',
    );
  const off = input.screen.offscreen.map((o) => ({
    label: `k${o.k}`,
    description: `${o.role} ${q(o.label)} (not visible)`,
    name: o.label,
    candidateId: o.candidateId,
  }));
  targeted(
    'offscreen',
    'press_offscreen',
    off,
    'Press a control that exists but is out of view (chosen in the offscreen question).',
  );
  if (input.canWrite)
    targeted(
      'field',
      'type_text',
      fieldTargets(input),
      'Type text into one of the text fields (chosen in the field question).',
    );
  targeted(
    'option',
    'choose_option',
    optionTargets(input),
    'Choose an option of a drop-down list (chosen in the option question).',
  );
  targeted('key', 'press_key', keyTargets(input), 'Press a key (chosen in the key question).');
  targeted(
    'menu',
    'menu',
    menuTargets(input),
    "Run a command from the app's menus (chosen in the menu question).",
  );
  for (const direction of ['down', 'up'] as const) {
    const scroll = input.candidates.find((c) => c.kind === 'scroll' && c.direction === direction);
    if (!scroll) continue;
    const node = scroll.node === undefined ? undefined : input.snapshot.nodes[scroll.node];
    const name = node?.label ? node.label : 'the window';
    menu.fixed[`scroll_${direction}`] = { label: direction, description: name, name, candidateId: scroll.id };
    offer(
      `scroll_${direction}`,
      `Scroll ${direction} to see more of ${node?.label ? q(node.label) : 'the window'}.`,
    );
  }
  if (back) {
    menu.fixed.back = back;
    offer('back', `Go back to the previous screen (press ${q(back.name)}).`);
  }
  if (input.navigate) {
    const sites: Target[] = input.sites.map((url, n) => ({
      label: `s${n}`,
      description: url,
      name: url,
      url,
    }));
    if (input.writerUrl)
      sites.push({
        label: 'other',
        description: 'another website (its address is composed separately)',
        name: 'another website',
        url: 'other',
      });
    targeted('site', 'open_url', sites, 'Open a website in the browser (chosen in the site question).');
  }
  const windows = input.windows.map((w, n) => ({
    label: `w${n}`,
    description: q(w.title),
    name: w.title,
    windowId: w.id,
  }));
  targeted(
    'window',
    'switch_window',
    windows,
    'Switch to another window of this app (chosen in the window question).',
  );
  offer('wait', 'Wait: the screen is still loading or about to change by itself.');
  offer('done', 'The goal is already achieved on this screen.');
  offer('none', 'Nothing on this screen can make progress toward the goal.');
  return menu;
}

function nodeOf(input: MenuInput, item: ScreenItem): UiNode | undefined {
  return input.snapshot.nodes[item.node];
}

function itemTarget(item: ScreenItem): Target {
  const notes = [item.where];
  if (item.when) notes.push(item.when);
  if (item.checked !== undefined) notes.push(item.checked === true ? 'checked' : 'not checked');
  if (item.value !== undefined) notes.push(item.value ? `reads ${q(item.value)}` : 'empty');
  if (item.beside) notes.push(`in the row of ${item.beside.map(q).join(', ')}`);
  return {
    label: String(item.i),
    description: `${item.role ? `${item.role} ` : ''}${q(item.text)} (${notes.join('; ')})`,
    name: item.text,
    ...(item.beside ? { beside: item.beside } : {}),
    ...(item.click ? { candidateId: item.click } : {}),
    ...(item.context ? { contextId: item.context } : {}),
  };
}

function fixedSentence(kind: ActionKind, t: Target): string {
  switch (kind) {
    case 'press_offscreen':
      return `Press the out-of-view control ${t.description}.`;
    case 'type_text':
      return `Type text into the ${t.description} (the text is composed separately).`;
    case 'choose_option':
      return `Choose ${t.description}.`;
    case 'press_key':
      return `${t.description}.`;
    case 'menu':
      return `Run the menu command ${t.description}.`;
    case 'open_url':
      return `Open ${t.description} in the browser.`;
    case 'switch_window':
      return `Switch to the window ${t.description}.`;
    default:
      return t.description;
  }
}

/** True when a field may be typed into: not a credential by flag, label or placeholder. */
export function typable(node: UiNode): boolean {
  return !node.states.secret && !isSecretField(node);
}

function named(asked: string, node: UiNode): boolean {
  const folded = foldText(asked);
  return [node.label, node.placeholder ?? '']
    .map((s) =>
      foldText(s)
        .replace(/[:*]+$/u, '')
        .trim(),
    )
    .filter((s) => s.length >= 2)
    .some((s) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(s)}(?![\\p{L}\\p{N}])`, 'u').test(folded));
}

function fieldTargets(input: MenuInput): Target[] {
  const out: Target[] = [];
  for (const c of input.candidates) {
    const node = c.kind === 'set_value' && c.node !== undefined ? input.snapshot.nodes[c.node] : undefined;
    if (!node || !typable(node) || node.states.offscreen) continue;
    if (!node.states.focused && !named(input.asked, node)) continue;
    const label = node.label || node.placeholder || 'unnamed';
    const now = node.value ? `now ${q(node.value)}` : 'empty';
    out.push({
      label: `f${out.length}`,
      description: `${itemRole(node.role)} ${q(label)} (${now})`,
      name: label,
      candidateId: c.id,
    });
  }
  return out;
}

function optionTargets(input: MenuInput): Target[] {
  const out: Target[] = [];
  for (const c of input.candidates) {
    const node =
      c.kind === 'choose_option' && c.node !== undefined ? input.snapshot.nodes[c.node] : undefined;
    if (!node?.options || node.states.offscreen) continue;
    for (const option of node.options) {
      if (option === node.value || out.length >= OPTIONS_MAX) continue;
      out.push({
        label: `o${out.length}`,
        description: `${q(option)} in the ${itemRole(node.role)} ${q(node.label)}`,
        name: node.label,
        candidateId: c.id,
        option,
      });
    }
  }
  return out;
}

function keyTargets(input: MenuInput): Target[] {
  return input.candidates
    .filter((c) => c.kind === 'key' && !c.needsForeground && KEY_INTENTIONS[c.keys ?? ''])
    .map((c) => {
      const intent = KEY_INTENTIONS[c.keys ?? ''] as { label: string; does: string };
      return { label: intent.label, description: intent.does, name: c.keys ?? '', candidateId: c.id };
    });
}

function menuTargets(input: MenuInput): Target[] {
  return input.candidates
    .filter(
      (c) =>
        c.kind === 'menu' &&
        !c.needsForeground &&
        !MENU_WITHHELD.test(foldText((c.menuPath ?? []).join(' '))),
    )
    .slice(0, MENU_MAX)
    .map((c, n) => {
      const path = (c.menuPath ?? []).join(' ▸ ');
      return {
        label: `m${n}`,
        description: c.keys ? `${path} (${c.keys})` : path,
        name: path,
        candidateId: c.id,
      };
    });
}

function backControl(input: MenuInput): Target | undefined {
  for (const c of input.candidates) {
    const node = c.kind === 'click' && c.node !== undefined ? input.snapshot.nodes[c.node] : undefined;
    if (!node || node.states.offscreen || (node.role !== 'button' && node.role !== 'link')) continue;
    if (BACK_LABEL.test(foldText(node.label).trim()))
      return { label: 'back', description: node.label, name: node.label, candidateId: c.id };
  }
  return undefined;
}
