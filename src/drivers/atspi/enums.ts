// AT-SPI2 enums as data: role numbers to their names, and the state bits the driver reads.

/** `AtspiRole` names by number, as libatspi spells them (`atspi_role_get_name`). */
// prettier-ignore
export const ROLE_NAMES: readonly string[] = [
  'invalid', 'accelerator label', 'alert', 'animation', 'arrow', 'calendar', 'canvas', 'check box', 'check menu item',
  'color chooser', 'column header', 'combo box', 'date editor', 'desktop icon', 'desktop frame', 'dial', 'dialog',
  'directory pane', 'drawing area', 'file chooser', 'filler', 'focus traversable', 'font chooser', 'frame', 'glass pane',
  'html container', 'icon', 'image', 'internal frame', 'label', 'layered pane', 'list', 'list item', 'menu', 'menu bar',
  'menu item', 'option pane', 'page tab', 'page tab list', 'panel', 'password text', 'popup menu', 'progress bar',
  'push button', 'radio button', 'radio menu item', 'root pane', 'row header', 'scroll bar', 'scroll pane', 'separator',
  'slider', 'spin button', 'split pane', 'status bar', 'table', 'table cell', 'table column header', 'table row header',
  'tear off menu item', 'terminal', 'text', 'toggle button', 'tool bar', 'tool tip', 'tree', 'tree table', 'unknown',
  'viewport', 'window', 'extended', 'header', 'footer', 'paragraph', 'ruler', 'application', 'autocomplete', 'edit bar',
  'embedded', 'entry', 'chart', 'caption', 'document frame', 'heading', 'page', 'section', 'redundant object', 'form',
  'link', 'input method window', 'table row', 'tree item', 'document spreadsheet', 'document presentation',
  'document text', 'document web', 'document email', 'comment', 'list box', 'grouping', 'image map', 'notification',
  'info bar', 'level bar', 'title bar', 'block quote', 'audio', 'video', 'definition', 'article', 'landmark', 'log',
  'marquee', 'math', 'rating', 'timer', 'static', 'math fraction', 'math root', 'subscript', 'superscript',
  'description list', 'description term', 'description value', 'footnote', 'content deletion', 'content insertion',
  'mark', 'suggestion', 'push button menu',
];

/** The libatspi name of a role number. */
export function roleName(role: number): string {
  return ROLE_NAMES[role] ?? 'unknown';
}

/** Role numbers the driver treats specially. */
export const ROLE = {
  checkBox: 7,
  checkMenuItem: 8,
  comboBox: 11,
  dialog: 16,
  fileChooser: 19,
  frame: 23,
  label: 29,
  list: 31,
  listItem: 32,
  menu: 33,
  menuBar: 34,
  menuItem: 35,
  passwordText: 40,
  popupMenu: 41,
  pushButton: 43,
  radioButton: 44,
  radioMenuItem: 45,
  scrollBar: 48,
  scrollPane: 49,
  slider: 51,
  spinButton: 52,
  text: 61,
  toggleButton: 62,
  window: 69,
  paragraph: 73,
  application: 75,
  entry: 79,
  caption: 81,
  alert: 2,
  listBox: 98,
  static: 116,
} as const;

/** `AtspiStateType` bit numbers (bit n of the two-word state set). */
export const STATE = {
  active: 1,
  busy: 3,
  checked: 4,
  editable: 7,
  enabled: 8,
  expandable: 9,
  expanded: 10,
  focused: 12,
  horizontal: 14,
  iconified: 15,
  modal: 16,
  multiLine: 17,
  pressed: 20,
  selected: 23,
  sensitive: 24,
  showing: 25,
  singleLine: 26,
  vertical: 29,
  visible: 30,
  indeterminate: 32,
  checkable: 41,
  readOnly: 43,
} as const;

/** True when bit `bit` is set in a two-word AT-SPI state set. */
export function hasState(states: readonly number[], bit: number): boolean {
  const word = states[bit >> 5] ?? 0;
  return ((word >>> (bit & 31)) & 1) === 1;
}

/** Roles whose nodes are top-level windows of an application. */
export const WINDOW_ROLES: ReadonlySet<number> = new Set([
  ROLE.frame,
  ROLE.window,
  ROLE.dialog,
  ROLE.fileChooser,
  ROLE.alert,
]);
