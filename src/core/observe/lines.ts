// One line of the observe view: `c1a2b3c4d5e TextField "Name" = " Ada " focused · set append:c0f1e2d3c4b`.
import { nodeRoleWord } from '../candidates/describe.js';
import { clip } from '../text.js';
import type { UiNode } from '../snapshot.js';
import { actionWord } from './actions.js';
import { OPTIONS_MAX } from './popups.js';
import { hasValue, type ViewItem } from './tree.js';

const LABEL_MAX = 80;
/** Longer values are shown cut, with their length, and never as if they were whole. */
export const VALUE_MAX = 1000;
const TOGGLES = new Set(['checkbox', 'switch', 'menuitemcheckbox']);
const TEXTUAL = new Set(['textbox', 'searchbox']);

/** How an action's id is written (the session's short id for it); the candidate id itself by default. */
export type IdOf = (candidateId: string) => string;

const sameId: IdOf = (id) => id;

/** The placeholder id of a line without an action (a disabled control, a read-only value). */
export const NO_ID = '-';

/** An exact value as the view writes it: JSON-quoted whole, or cut with its length said outside the quotes. */
export function quoteValue(value: string): string {
  if (value.length <= VALUE_MAX) return JSON.stringify(value);
  return `${JSON.stringify(clip(value, VALUE_MAX))} cut (${value.length} chars; extract reads it whole)`;
}

/** A control's line: id, role, label, value, states (and `more`), then its other actions as word:id. */
export function controlLine(item: ViewItem, more: string[] = [], sayWord = false, idOf = sameId): string {
  const { node, actions } = item;
  const parts = [actions[0] ? idOf(actions[0].id) : NO_ID, nodeRoleWord(node)];
  const label = item.line ?? node.label;
  if (label) parts.push(JSON.stringify(clip(label, LABEL_MAX)));
  else if (node.identifier) parts.push(`(${clip(node.identifier, 40)})`);
  if (hasValue(node)) parts.push('=', quoteValue(node.value ?? ''));
  parts.push(...flags(node));
  if (actions.some((c) => c.destructive)) parts.push('destructive');
  if (actions.some((c) => c.needsForeground)) parts.push('foreground');
  parts.push(...more);
  const [first, ...rest] = actions;
  if (first && (sayWord || rest.length > 0 || !obvious(first.kind, node)))
    parts.push('·', actionWord(first), ...rest.map((c) => `${actionWord(c)}:${idOf(c.id)}`));
  return parts.join(' ');
}

/** A section, dialog or row that heads other lines: `row "1 | Item 1":`. */
export function headingLine(item: ViewItem): string {
  const label = item.line ?? item.node.label;
  return `${item.node.role}${label ? ` ${JSON.stringify(clip(label, LABEL_MAX))}` : ''}:`;
}

/** A heading's line: `## Billing` (levels past 3 as `###`). */
export function titleLine(node: UiNode): string {
  return `${'#'.repeat(Math.min(Math.max(node.level ?? 2, 1), 3))} ${node.label}`;
}

/** Whether a lone action goes without its word: toggling a check box or switch, clicking a plain control. */
function obvious(kind: string, node: UiNode): boolean {
  if (kind === 'toggle') return node.role === 'checkbox' || node.role === 'switch';
  return kind === 'click' && !node.states.editable && node.role !== 'combobox' && !TOGGLES.has(node.role);
}

/** The states and facts a line shows: only those that differ from a plain enabled control. */
export function flags(node: UiNode): string[] {
  const s = node.states;
  const out: string[] = [];
  if (s.checked === true) out.push('checked');
  else if (s.checked === 'mixed') out.push('mixed');
  else if (TOGGLES.has(node.role)) out.push('unchecked');
  if (s.expanded !== undefined) out.push(s.expanded ? 'expanded' : 'collapsed');
  if (s.selected) out.push('selected');
  if (!s.enabled) out.push('disabled');
  if (s.focused) out.push('focused');
  if (s.secret) out.push('secret');
  if (s.busy) out.push('busy');
  if (s.offscreen) out.push('offscreen');
  if (node.covered) out.push('covered');
  if (hasValue(node) && !s.editable && TEXTUAL.has(node.role)) out.push('readonly');
  if (node.colour) out.push('colour', JSON.stringify(node.colour));
  if (node.range) out.push(...rangeFlags(node.range));
  // Only the way that is not the role's own: a slider runs across, a scroll bar down.
  if (node.orientation === (node.role === 'scrollbar' ? 'horizontal' : 'vertical'))
    out.push(node.orientation);
  if (node.options?.length) out.push('options', ...optionList(node.options));
  if (node.shortcut) out.push('shortcut', node.shortcut);
  return out;
}

function rangeFlags(range: NonNullable<UiNode['range']>): string[] {
  const out = [`range ${range.min ?? ''}..${range.max ?? ''}`];
  if (range.step !== undefined) out.push(`step ${range.step}`);
  return out;
}

function optionList(options: string[]): string[] {
  const shown = options.slice(0, OPTIONS_MAX).map((o) => JSON.stringify(o));
  return options.length > OPTIONS_MAX ? [...shown, `+${options.length - OPTIONS_MAX}`] : shown;
}
