// AT-SPI state sets to the core's node states.
import { defaultStates, type NodeStates } from '../../core/snapshot.js';
import { hasState, ROLE, STATE } from './enums.js';

/** The toolkit family of an application, for its quirks. */
export type Toolkit = 'gtk3' | 'gtk4' | 'other';

const CHECKABLE_ROLES: ReadonlySet<number> = new Set([
  ROLE.checkBox,
  ROLE.checkMenuItem,
  ROLE.radioButton,
  ROLE.radioMenuItem,
  ROLE.toggleButton,
]);

/** The core states of a node from its state bits and role. */
export function nodeStates(bits: readonly number[], role: number, toolkit: Toolkit): NodeStates {
  const has = (bit: number): boolean => hasState(bits, bit);
  const states = defaultStates({
    enabled: has(STATE.enabled) || has(STATE.sensitive),
    focused: has(STATE.focused),
    selected: has(STATE.selected),
    editable: has(STATE.editable) && !has(STATE.readOnly),
    multiline: has(STATE.multiLine),
    secret: role === ROLE.passwordText,
    busy: has(STATE.busy),
    offscreen: !isShown(bits, toolkit),
  });
  // Qt's check menu items are plain menu items that say neither checkable nor unchecked until they are checked.
  if (CHECKABLE_ROLES.has(role) || has(STATE.checkable) || has(STATE.checked))
    states.checked = has(STATE.indeterminate)
      ? 'mixed'
      : has(STATE.checked) || (role === ROLE.toggleButton && has(STATE.pressed));
  if (has(STATE.expandable)) states.expanded = has(STATE.expanded);
  return states;
}

/** True when the node is visible and, where the toolkit reports it, showing. */
export function isShown(bits: readonly number[], toolkit: Toolkit): boolean {
  // GTK4 sets SHOWING on the toplevel only, so only VISIBLE counts there.
  return hasState(bits, STATE.visible) && (toolkit === 'gtk4' || hasState(bits, STATE.showing));
}
