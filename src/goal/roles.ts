// Role words as the goal loop writes them, and which container makes a row.
import type { Role } from '../core/roles.js';
import type { UiNode } from '../core/snapshot.js';

const WORDS: Partial<Record<Role, string>> = {
  textbox: 'text field',
  searchbox: 'search field',
  combobox: 'combo box',
  checkbox: 'checkbox',
  radio: 'radio button',
  menuitem: 'menu item',
  menuitemcheckbox: 'menu item',
  menuitemradio: 'menu item',
  spinbutton: 'spin button',
  listbox: 'list box',
  listitem: 'list item',
  treeitem: 'tree item',
  statictext: 'text',
  columnheader: 'column header',
  rowheader: 'row header',
  img: 'image',
};

const ROW_ROLES: ReadonlySet<Role> = new Set(['row', 'listitem', 'treeitem']);
const ROW_DEPTH = 4;

/** A role as a plain word ("button", "text field"). */
export function itemRole(role: Role): string {
  return WORDS[role] ?? role;
}

/** The index of the row (or list item) a node sits in, within a few levels, or null. */
export function rowOf(nodes: readonly UiNode[], node: UiNode): number | null {
  let p = node.parent;
  for (let depth = 0; p !== null && depth < ROW_DEPTH; depth += 1) {
    const parent = nodes[p];
    if (!parent) return null;
    if (ROW_ROLES.has(parent.role)) return parent.index;
    p = parent.parent;
  }
  return null;
}
