// How candidates are put in words, for the caller (`does`) and for the decision model (`option`).
import { clip } from '../text.js';
import type { Role } from '../roles.js';
import type { UiNode } from '../snapshot.js';
import type { CandidateKind } from './types.js';

const ROLE_WORDS: Partial<Record<Role, string>> = {
  textbox: 'TextField',
  searchbox: 'SearchField',
  combobox: 'ComboBox',
  checkbox: 'CheckBox',
  switch: 'Switch',
  radio: 'RadioButton',
  menuitem: 'MenuItem',
  menuitemcheckbox: 'MenuItem',
  menuitemradio: 'MenuItem',
  spinbutton: 'SpinButton',
  listbox: 'ListBox',
  listitem: 'ListItem',
  treeitem: 'TreeItem',
  scrollarea: 'ScrollArea',
  statictext: 'Text',
  columnheader: 'ColumnHeader',
  img: 'Image',
  document: 'Page',
};

/** The role as a word in a sentence ("TextField", "Button"). */
export function roleWord(role: Role): string {
  return ROLE_WORDS[role] ?? role.charAt(0).toUpperCase() + role.slice(1);
}

/** A node's role as a word: a text box of many lines is a "TextArea" (an editor's body, a notes box). */
export function nodeRoleWord(node: UiNode): string {
  return node.role === 'textbox' && node.states.multiline ? 'TextArea' : roleWord(node.role);
}

/** A control as written in a sentence: `Button "Save" (saveBtn)`. */
export function controlName(node: UiNode): string {
  const parts = [nodeRoleWord(node)];
  if (node.label) parts.push(JSON.stringify(clip(node.label, 40)));
  if (node.identifier && node.identifier !== node.label) parts.push(`(${clip(node.identifier, 30)})`);
  if (!node.label && !node.identifier && node.colour) parts.push(`showing ${node.colour}`);
  return parts.join(' ');
}

/** A fixed sentence per kind that tells the decision model what the action changes. */
export const EFFECT_HINTS: Record<CandidateKind, string> = {
  click: 'activates the control once, as a mouse click would',
  toggle: 'flips the on/off state of the control',
  set_value: 'replaces the whole current text of the field with `text`',
  type_into:
    "inserts `text` at the field's current caret position (which may be at the start of existing text), keeping the rest",
  append: "adds `text` after the field's existing text, keeping what is there",
  choose_option: 'opens the list and chooses the option whose text is exactly `text`',
  keypad: 'presses the on-screen keys that spell `text`, in order',
  step: 'moves the value one step up or down',
  scroll: 'scrolls the area by one page to show more of its content',
  context_menu: 'opens the context menu of the control (right click)',
  key: 'sends the key to the window; it acts on whatever has keyboard focus there',
  menu: 'runs the menu command',
  drag: 'drags the control to another control or by an offset',
  hover: 'rests the pointer on the control without pressing it (shows its tooltip or submenu)',
};

/** The `does` sentence of a candidate. */
export function doesSentence(
  kind: CandidateKind,
  name: string,
  extra: { direction?: string; keys?: string; path?: string[] },
): string {
  switch (kind) {
    case 'click':
      return `click ${name}`;
    case 'toggle':
      return `switch ${name} on or off`;
    case 'set_value':
      return `replace the whole text of ${name} with the given text`;
    case 'type_into':
      return `type the given text into ${name} at its caret`;
    case 'append':
      return `add the given text at the end of ${name}`;
    case 'choose_option':
      return `choose the given option in ${name}`;
    case 'keypad':
      return `press the on-screen keys of ${name} that spell the given text, in order`;
    case 'step':
      return `move ${name} one step ${extra.direction ?? 'up'}`;
    case 'scroll':
      return `scroll ${name} ${extra.direction ?? 'down'} one page`;
    case 'context_menu':
      return `open the context menu of ${name} (right click)`;
    case 'key':
      return `press ${extra.keys ?? ''}`;
    case 'menu':
      return `menu ${(extra.path ?? []).join(' > ')}`;
    case 'drag':
      return `drag ${name} to another control or by an offset`;
    case 'hover':
      return `hover over ${name}`;
  }
}
