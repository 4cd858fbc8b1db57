// Page-side rule of one node per real control: a web component's host and the input, button or clickable part
// its shadow root draws are one control, and so are a tab (or menu item, option…) and the same-named link
// inside it. Merged-away nodes get role '' during the walk; `dropMerged` removes them at its end. Each function
// runs in the page and reaches the others only through `S`, because it is installed there by its source text.
import type { PElement, PNode, PRoot, PShadowRoot } from './dom.js';
import type { PageFrameSlot, PageLib, PageNode } from './types.js';

/** The widget role a custom element's tag names ('x-tab' → tab, 'x-menu-item' → menuitem), or ''. */
export function tagRole(_S: PageLib, element: PElement): string {
  const roles =
    'button link checkbox switch radio tab slider option menuitem menuitemcheckbox menuitemradio treeitem';
  const words = element.localName.split('-').slice(1);
  for (const n of [2, 1]) {
    const word = words.length >= n ? words.slice(-n).join('') : '';
    if (word && roles.split(' ').includes(word)) return word;
  }
  return '';
}

/** True when the node is a control of its own: an interactive role, or a clickable element. */
export function isControl(_S: PageLib, node: PageNode): boolean {
  const interactive =
    'button link textbox searchbox checkbox switch radio combobox listbox option menuitem menuitemcheckbox menuitemradio tab slider spinbutton treeitem';
  return node.role !== '' && (interactive.split(' ').includes(node.role) || node.clickable === true);
}

/** The name the host gives itself: aria-labelledby, aria-label, a `label` attribute, else text it does not show. */
export function hostName(S: PageLib, host: PElement, fallback: string): string {
  const clean = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  const given =
    S.refText(S, host, 'aria-labelledby') ||
    clean(host.getAttribute('aria-label')) ||
    clean(host.getAttribute('label'));
  if (given || fallback) return given || fallback;
  // Text the author put inside the element that no slot shows (a switch whose library draws no label) is still
  // the author's name for it.
  let text = '';
  for (let i = 0; i < host.childNodes.length; i++) {
    const kid = host.childNodes[i] as PNode & { assignedSlot?: PElement | null };
    const slotted = kid.assignedSlot !== undefined && kid.assignedSlot !== null;
    if (!slotted && (kid.nodeType === 3 || (kid.nodeType === 1 && !(kid as PElement).hasAttribute('slot'))))
      text += ` ${kid.textContent ?? ''}`;
  }
  return clean(text);
}

/** Marks node `at` merged away; its children now hang on node `to`. */
export function mergeAway(_S: PageLib, nodes: PageNode[], at: number, to: number): void {
  const node = nodes[at];
  if (node) node.role = '';
  for (let i = at + 1; i < nodes.length; i++) {
    const kid = nodes[i];
    if (kid && kid.parent === at) kid.parent = to;
  }
}

/**
 * The controls a shadow host's own shadow root draws, among the nodes from `first` on (its subtree): interactive
 * nodes, and clickable parts drawn inside the host. Null when the host holds more than one control: two
 * interactive nodes, anything else it draws (a heading, a dialog), or the page's own controls in its slots.
 */
export function drawnControls(
  S: PageLib,
  host: PElement,
  shadow: PShadowRoot,
  index: number,
  first: number,
  nodes: PageNode[],
): { real: number[]; parts: number[] } | null {
  const inShadow = (node: PageNode): boolean => {
    let root = S.refs.get(node.ref)?.deref()?.getRootNode() as PShadowRoot | undefined;
    for (let i = 0; root && root !== shadow && root.host && i < 30; i++)
      root = root.host.getRootNode() as PShadowRoot;
    return root === shadow;
  };
  const r = host.getBoundingClientRect();
  const within = (n: PageNode): boolean =>
    n.x >= r.left - 1 && n.y >= r.top - 1 && n.x + n.w <= r.right + 1 && n.y + n.h <= r.bottom + 1;
  const found = { real: [] as number[], parts: [] as number[] };
  for (let i = first; i < nodes.length; i++) {
    const node = nodes[i] as PageNode;
    if (i === index || node.role === '') continue;
    const control = S.isControl(S, node);
    const drawn = inShadow(node);
    if (control !== drawn || (drawn && found.real.length > 0 && node.role !== 'generic')) return null;
    if (!drawn) continue;
    if (node.role === 'generic' && within(node)) found.parts.push(i);
    else found.real.push(i);
  }
  return found.real.length > 1 ? null : found;
}

/**
 * One node for a shadow host that is one control (`index` is the host's own node, -1 for none): the control its
 * shadow root draws (its interactive node, else the host, else its one clickable part) takes the host's place,
 * name and id, and the other clickable parts drawn inside the host go.
 */
export function oneHost(
  S: PageLib,
  host: PElement,
  shadow: PShadowRoot,
  index: number,
  first: number,
  nodes: PageNode[],
): void {
  const found = S.drawnControls(S, host, shadow, index, first, nodes);
  const own = nodes[index];
  const at = found ? (found.real[0] ?? (own ? index : (found.parts[0] ?? -1))) : -1;
  const control = nodes[at];
  if (!found || !control) return;
  const textual = ['textbox', 'searchbox', 'combobox', 'spinbutton', 'listbox'].includes(control.role);
  const fold = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();
  // A clickable host or part around a text field is often a control of its own (a select's trigger); a host
  // whose name is not its control's holds more than the control.
  if (textual && (own || found.parts.length)) return;
  if (own && at !== index && own.name && control.name && fold(own.name) !== fold(control.name)) return;
  // Without a node of its own the host is the control only where its control fills it (a slider's range input),
  // not where a card draws one close button.
  const r = host.getBoundingClientRect();
  if (!own && (r.width * r.height <= 0 || control.w * control.h < (r.width * r.height) / 2)) return;
  const merged: PageNode = { ...control, name: S.hostName(S, host, control.name || (own?.name ?? '')) };
  // A select drawn as a popup button named "Size, Medium (12 oz)" under its host's label "Size" (Ionic's
  // ion-select, whose shown text is aria-hidden) shows its value in the rest of that name.
  if (merged.value === undefined && merged.name && control.name.startsWith(`${merged.name}, `)) {
    const openers = shadow.querySelectorAll('[aria-haspopup]');
    for (let i = 0; i < openers.length; i++) {
      const popup = (openers[i] as PElement).getAttribute('aria-haspopup') ?? 'false';
      const label = ((openers[i] as PElement).getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim();
      if (popup === 'false' || label !== control.name) continue;
      merged.value = control.name.slice(merged.name.length + 2);
    }
  }
  const id = host.id || control.id || own?.id;
  if (id) merged.id = id;
  if (own) {
    merged.parent = own.parent;
    merged.flags |= own.flags & (1 | 2 | 64);
    if (own.clickable && merged.role === 'generic') merged.clickable = true;
  }
  if (host.hasAttribute('disabled')) merged.flags |= 1;
  S.hostRole(S, host, merged);
  const home = own ? index : at;
  for (const part of found.parts) if (part !== at) S.mergeAway(S, nodes, part, home);
  if (at !== home) S.mergeAway(S, nodes, at, home);
  nodes[home] = merged;
}

/** The role a custom element's tag names, with the states it keeps in its own attributes, for a generic node. */
export function hostRole(S: PageLib, host: PElement, node: PageNode): void {
  const role = S.tagRole(S, host);
  if (role === 'switch' && node.role === 'checkbox') node.role = role;
  if (!role || node.role !== 'generic') return;
  node.role = role;
  delete node.clickable;
  const checks = ['checkbox', 'switch', 'radio', 'menuitemcheckbox', 'menuitemradio'].includes(role);
  if (checks && node.checked === undefined) node.checked = host.hasAttribute('checked');
  if (
    ['tab', 'option', 'treeitem'].includes(role) &&
    (host.hasAttribute('selected') || host.hasAttribute('active'))
  )
    node.flags |= 4;
}

/** One node for a control whose only control inside is a link or button of its name (a jQuery UI tab's link). */
export function oneControl(S: PageLib, index: number, nodes: PageNode[]): void {
  const outer = nodes[index];
  let inner = -1;
  for (let i = index + 1; i < nodes.length; i++) {
    const node = nodes[i] as PageNode;
    if (!S.isControl(S, node)) continue;
    if (inner >= 0) return;
    inner = i;
  }
  const node = nodes[inner];
  const fold = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!outer || !node || !['link', 'button'].includes(node.role)) return;
  if (!outer.name || fold(outer.name) !== fold(node.name)) return;
  if (!outer.id && node.id) outer.id = node.id;
  S.mergeAway(S, nodes, inner, index);
}

/** Removes the merged-away nodes, renumbering parents and the iframe slots. */
export function dropMerged(_S: PageLib, nodes: PageNode[], slots: PageFrameSlot[]): void {
  const at: number[] = [];
  let count = 0;
  for (const node of nodes) at.push(node.role === '' ? -1 : count++);
  if (count === nodes.length) return;
  const kept = nodes.filter((n) => n.role !== '');
  for (const node of kept) if (node.parent >= 0) node.parent = at[node.parent] ?? 0;
  nodes.length = 0;
  nodes.push(...kept);
  for (const slot of slots) slot.node = at[slot.node] ?? 0;
}

/** True when a node from `first` on (an element's subtree, as walked) is a control of its own. */
export function holdsControl(S: PageLib, nodes: PageNode[], first: number): boolean {
  for (let i = first; i < nodes.length; i++) if (S.isControl(S, nodes[i] as PageNode)) return true;
  return false;
}

/**
 * The items a container handles by delegation (one click handler on the container, none on its rows: w2ui's menus):
 * the element children of the container, or of the wrapper it holds alone, that share a first class with at least
 * one sibling, each with a short text of its own and no control inside. Empty when there is no such list.
 */
export function delegatedItems(_S: PageLib, container: PElement): PElement[] {
  const kids = (el: PElement): PElement[] =>
    Array.from(el.children).filter((k) => !['style', 'script', 'template'].includes(k.localName));
  let list = container;
  for (let depth = 0; depth < 4 && kids(list).length === 1; depth++) list = kids(list)[0] as PElement;
  const groups = new Map<string, PElement[]>();
  for (const kid of kids(list)) {
    const first = (kid.getAttribute('class') ?? '').trim().split(/\s+/)[0] ?? '';
    if (first) groups.set(first, [...(groups.get(first) ?? []), kid]);
  }
  const controls = 'a[href],button,input,select,textarea,[role],[onclick],[tabindex]';
  for (const items of groups.values()) {
    if (items.length < 2) continue;
    const fit = items.every((item) => {
      const text = (item.textContent ?? '').replace(/\s+/g, ' ').trim();
      return text.length >= 1 && text.length <= 60 && item.querySelectorAll(controls).length === 0;
    });
    if (fit) return items;
  }
  return [];
}

/**
 * True when the nodes from `first` on hold exactly one control, a check box, switch or radio button, and its name
 * is `text` (case and spaces aside).
 */
export function onlyToggleNamed(S: PageLib, nodes: PageNode[], first: number, text: string): boolean {
  const fold = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();
  let found: PageNode | null = null;
  for (let i = first; i < nodes.length; i++) {
    const node = nodes[i] as PageNode;
    if (!S.isControl(S, node)) continue;
    if (found) return false;
    found = node;
  }
  const toggle = found !== null && ['checkbox', 'switch', 'radio'].includes(found.role);
  return toggle && found !== null && found.name !== '' && fold(found.name) === fold(text);
}

/** True when a control in the element's tree names itself by it (aria-labelledby): a label, not a control. */
export function labelsControl(_S: PageLib, element: PElement): boolean {
  const id = element.id;
  if (!/^[\w-]+$/.test(id)) return false;
  const root = element.getRootNode() as PRoot;
  return root.querySelectorAll(`[aria-labelledby~="${id}"]`).length > 0;
}

/**
 * Drops the handler-only nodes (`listened`: index and ref) that are a control's visible label: their text, without a closing
 * colon, is the name of a control beside them (AG Grid's "Page Size:" focuses the picker next to it).
 */
export function dropLabels(S: PageLib, nodes: PageNode[], listened: [number, number][]): void {
  const fold = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim().replace(/\s*:$/, '');
  for (const [at, ref] of listened) {
    const node = nodes[at];
    // A node merged into its shadow host's control since is that control now.
    const el = node && node.role !== '' && node.ref === ref ? S.refs.get(ref)?.deref() : undefined;
    const around = el?.parentElement;
    const name = node ? fold(node.name) : '';
    if (!node || !around || !name) continue;
    const labels = nodes.some((other, i) => {
      if (i === at || !S.isControl(S, other) || fold(other.name) !== name) return false;
      const control = S.refs.get(other.ref)?.deref();
      return control !== undefined && around.contains(control);
    });
    if (labels) S.mergeAway(S, nodes, at, node.parent);
  }
}
