// Page-side helpers for acting: click points, focus and selection, exact reads, native selects, ARIA
// popups and scrolling. Each runs in the page and reaches others through `S`.
import type { PElement, PNode, PRoot, PShadowRoot } from './dom.js';
import type {
  AriaOptions,
  ChooseResult,
  PageLib,
  PagePoint,
  ReadResult,
  ScrollPoint,
  TextFocus,
} from './types.js';

/**
 * Whether what a point hits belongs to `el`: the element itself or its content; its shadow host, where text a
 * custom element slots into its inner control hits as the element itself (<sl-button>'s label); content slotted
 * into `el` in the flat tree (the label Ionic's ion-item slots into its inner button); or a <label> of `el`.
 */
export function hitIsOwn(S: PageLib, hit: PElement, el: PElement): boolean {
  if (hit === el || el.contains(hit) || hit === (el.getRootNode() as Partial<PShadowRoot>).host) return true;
  let n: (PNode & { assignedSlot?: PElement | null; host?: PElement }) | null = hit;
  for (let depth = 0; n && depth < 64; depth++) {
    if (n === el) return true;
    const next: (PNode & { host?: PElement }) | null = n.assignedSlot ?? n.parentNode;
    n = next && next.nodeType === 11 && next.host ? next.host : next;
  }
  const label = hit.closest('label');
  const labels = S.asField(el).labels;
  for (let i = 0; label && labels && i < labels.length; i++) if (labels[i] === label) return true;
  return false;
}

/** The point a click should land on, scrolling the element into view first when asked. */
export function point(S: PageLib, docId: string, ref: number, scroll: boolean): PagePoint {
  const el = S.byRef(S, docId, ref);
  if (!el) return { state: 'gone', x: 0, y: 0, covered: false, inView: false };
  if (el.matches(':disabled') || el.closest('[aria-disabled="true"]'))
    return { state: 'disabled', x: 0, y: 0, covered: false, inView: false };
  const measure = (): PagePoint => {
    const r = el.getBoundingClientRect();
    const [x0, y0] = [Math.max(r.left, 0), Math.max(r.top, 0)];
    const [x1, y1] = [Math.min(r.right, S.win.innerWidth), Math.min(r.bottom, S.win.innerHeight)];
    const inView = x1 > x0 && y1 > y0;
    const x = (x0 + x1) / 2;
    let y = (y0 + y1) / 2;
    const root = el.getRootNode() as PRoot;
    const at = (): PElement | null =>
      inView && typeof root.elementFromPoint === 'function' ? root.elementFromPoint(x, y) : null;
    let hit = at();
    // A column header's centre can fall on its own filter field, which takes the click without sorting: aim at
    // the header's part above the field instead.
    const field = hit && hit !== el && el.contains(hit) ? hit.closest('input,select,textarea') : null;
    const fieldTop = field ? field.getBoundingClientRect().top : y0;
    if (field && fieldTop - y0 >= 8) {
      y = (y0 + fieldTop) / 2;
      hit = at();
    }
    return { state: 'ok', x, y, covered: inView && !(hit !== null && S.hitIsOwn(S, hit, el)), inView };
  };
  let p = measure();
  if (scroll && ref !== 0 && (!p.inView || p.covered)) {
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    p = measure();
  }
  return p;
}

/** The content-box origin of an iframe element, in its frame's viewport. */
export function box(S: PageLib, ref: number): { x: number; y: number } | null {
  const el = S.byRef(S, S.docId, ref);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  const style = S.styleOf(S, el);
  const pad = (v: string): number => Number.parseFloat(v) || 0;
  return {
    x: r.left + el.clientLeft + pad(style.paddingLeft),
    y: r.top + el.clientTop + pad(style.paddingTop),
  };
}

/** Clicks through the DOM (for covered or hidden elements), with the requested button, count and keys. */
export function domClick(
  S: PageLib,
  docId: string,
  ref: number,
  button: string,
  count: number,
  modifiers: string[],
): boolean {
  const el = S.byRef(S, docId, ref);
  if (!el) return false;
  const init = (type: string, detail: number): object =>
    new S.win.MouseEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      detail,
      button: button === 'right' ? 2 : 0,
      shiftKey: modifiers.includes('shift'),
      ctrlKey: modifiers.includes('ctrl'),
      altKey: modifiers.includes('alt'),
      metaKey: modifiers.includes('meta'),
    });
  if (button === 'right') {
    el.dispatchEvent(init('contextmenu', 1));
    return true;
  }
  if (count === 1 && modifiers.length === 0) {
    el.click();
    return true;
  }
  for (let i = 1; i <= count; i++)
    for (const type of ['mousedown', 'mouseup', 'click']) el.dispatchEvent(init(type, i));
  if (count === 2) el.dispatchEvent(init('dblclick', 2));
  return true;
}

/** Focuses a text field and selects what typing must replace: all, the end, or the caret as it is. */
export function focusText(S: PageLib, docId: string, ref: number, mode: string): TextFocus {
  const el = S.byRef(S, docId, ref);
  if (!el) return { state: 'gone', secret: false, focused: false, keyed: false };
  const tag = el.localName;
  const field = S.asField(el);
  const kind = S.fieldKind(S, el);
  const nonText = [
    'checkbox',
    'radio',
    'button',
    'submit',
    'reset',
    'image',
    'file',
    'color',
    'hidden',
    'range',
  ];
  const native = (tag === 'input' && !nonText.includes(kind)) || tag === 'textarea';
  if (!native && !el.isContentEditable)
    return { state: 'not_text', secret: false, focused: false, keyed: false };
  const secret = S.isSecret(S, el, S.nameOf(S, el, S.roleOf(S, el), ''));
  if (native && (field.disabled || field.readOnly))
    return { state: 'disabled', secret, focused: false, keyed: false };
  el.focus();
  let atEnd = true;
  if (native && mode === 'all') field.select();
  else if (native && mode === 'end') {
    // Caret APIs throw on email and number inputs; the driver then presses End.
    try {
      field.setSelectionRange(1e9, 1e9);
    } catch {
      atEnd = false;
    }
  } else if (!native && mode !== 'caret') {
    const range = S.doc.createRange();
    range.selectNodeContents(el);
    if (mode === 'end') range.collapse(false);
    const selection = S.doc.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
  const root = el.getRootNode() as PRoot;
  const focused = root.activeElement === el && S.doc.hasFocus();
  // Keys go wherever focus is: only a focused field that is not a date or time input is typed into by keys.
  const keyed = focused && !['date', 'time', 'datetime-local', 'month', 'week'].includes(kind);
  const result: TextFocus = { state: 'ok', secret, focused: focused && atEnd, keyed };
  if (!secret) result.before = native ? field.value : el.innerText;
  return result;
}

/** The exact text of a field (value, selected option, editable text); never for secret fields. */
export function readValue(S: PageLib, docId: string, ref: number): ReadResult {
  const el = S.byRef(S, docId, ref);
  if (!el) return { state: 'gone' };
  const role = S.roleOf(S, el);
  if (S.isSecret(S, el, S.nameOf(S, el, role, ''))) return { state: 'secret' };
  const tag = el.localName;
  const field = S.asField(el);
  const kind = S.fieldKind(S, el);
  if (tag === 'input' && (kind === 'checkbox' || kind === 'radio'))
    return { state: 'ok', value: String(field.checked), exact: true };
  if (tag === 'input' || tag === 'textarea') return { state: 'ok', value: field.value, exact: true };
  if (tag === 'select')
    return { state: 'ok', value: field.options[field.selectedIndex]?.text ?? '', exact: true };
  if (el.isContentEditable) return { state: 'ok', value: el.innerText, exact: true };
  return { state: 'ok', value: S.textOf(S, el), exact: false };
}

/** Sets a field's value through the native setter and fires input and change, as frameworks expect. */
export function setValue(S: PageLib, docId: string, ref: number, text: string): boolean {
  const el = S.byRef(S, docId, ref);
  if (!el) return false;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
  if (!setter) return false;
  setter.call(el, text);
  el.dispatchEvent(new S.win.Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new S.win.Event('change', { bubbles: true }));
  return true;
}

/** Selects the option of a native select whose text is exactly `option`, firing input and change. */
export function chooseNative(S: PageLib, docId: string, ref: number, option: string): ChooseResult {
  const el = S.byRef(S, docId, ref);
  if (!el) return { state: 'gone' };
  if (el.localName !== 'select') return { state: 'not_native' };
  // A list the page hid and draws as its own widget in its place (Choices.js sets `hidden` and shows the select
  // under its own): choosing in it changes nothing the page shows or keeps (it was said done, Choices still on Draft).
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return { state: 'concealed' };
  const field = S.asField(el);
  if (field.disabled) return { state: 'disabled' };
  const texts: string[] = [];
  for (let i = 0; i < field.options.length; i++) texts.push(field.options[i]?.text ?? '');
  const hits = texts.flatMap((t, i) => (t === option ? [i] : []));
  if (hits.length === 0) return { state: 'not_found', options: texts };
  if (hits.length > 1) return { state: 'ambiguous', options: texts };
  const target = field.options[hits[0] ?? 0];
  if (!target || target.disabled) return { state: 'disabled' };
  if (field.multiple) target.selected = true;
  else field.selectedIndex = hits[0] ?? 0;
  el.dispatchEvent(new S.win.Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new S.win.Event('change', { bubbles: true }));
  return { state: 'done' };
}

/**
 * The items of the popups an element controls (aria-controls, aria-owns): its options, or for a picker button
 * (Quill's toolbar pickers: a button whose popup holds buttons, one per value) those buttons.
 */
export function popupItems(S: PageLib, el: PElement): PElement[] {
  const root = el.getRootNode() as PRoot;
  const items: PElement[] = [];
  for (const id of `${el.getAttribute('aria-controls') ?? ''} ${el.getAttribute('aria-owns') ?? ''}`
    .trim()
    .split(/\s+/)) {
    const popup = id
      ? ((typeof root.getElementById === 'function' ? root.getElementById(id) : null) ??
        S.doc.getElementById(id))
      : null;
    if (!popup) continue;
    const options = S.optionsIn(S, popup);
    const found = options.length ? options : Array.from(popup.querySelectorAll(':scope > [role=button]'));
    items.push(...found);
  }
  return items;
}

/** The options in a popup, those its slots show from the light DOM included (Shoelace's sl-option). */
export function optionsIn(S: PageLib, popup: PElement): PElement[] {
  const options = Array.from(popup.querySelectorAll('[role=option]'));
  const slots = popup.querySelectorAll('slot');
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    for (const node of slot ? S.asField(slot).assignedNodes({ flatten: true }) : []) {
      if (node.nodeType !== 1) continue;
      const el = node as PElement;
      if (el.getAttribute('role') === 'option') options.push(el);
      options.push(...Array.from(el.querySelectorAll('[role=option]')));
    }
  }
  return options;
}

/** True for a button that opens a popup of two or more buttons, one per value: a list to choose from. */
export function isPicker(S: PageLib, el: PElement): boolean {
  if (!el.hasAttribute('aria-expanded') || !el.hasAttribute('aria-controls')) return false;
  const items = S.popupItems(S, el);
  // Swatches with no text (Quill's colour pickers) name no value to choose by words: they stay buttons.
  return (
    items.length >= 2 && items.every((i) => i.getAttribute('role') === 'button' && S.textOf(S, i) !== '')
  );
}

/** The options of an ARIA combobox's popup (or of a listbox, or a picker button), and whether it is open. */
export function ariaOptions(S: PageLib, docId: string, ref: number): AriaOptions | null {
  const el = S.byRef(S, docId, ref);
  if (!el) return null;
  const listbox = S.roleOf(S, el) === 'listbox';
  const expanded = listbox || el.getAttribute('aria-expanded') === 'true';
  const items = listbox ? S.optionsIn(S, el) : S.popupItems(S, el);
  // An option's text; one drawn only by CSS generated content (Quill's "Heading 1") as shown.
  const options = items.map((option) => ({
    ref: S.refOf(S, option),
    text: (option.textContent ?? '').replace(/\s+/g, ' ').trim() || S.textOf(S, option),
  }));
  return { expanded, listbox, options };
}

/** Focuses an element (before keys are sent to it). */
export function focusOn(S: PageLib, docId: string, ref: number): boolean {
  const el = S.byRef(S, docId, ref);
  el?.focus();
  return el !== null;
}

/** Where a wheel event scrolls this element (or the page for ref 0), and how far one page is. */
export function scrollPoint(S: PageLib, docId: string, ref: number): ScrollPoint | null {
  const el = S.byRef(S, docId, ref);
  if (!el) return null;
  const [vw, vh] = [S.win.innerWidth, S.win.innerHeight];
  if (ref === 0)
    return {
      x: vw / 2,
      y: vh / 2,
      page: Math.max(40, Math.round(vh * 0.875)),
      before: el.scrollTop,
      max: el.scrollHeight - el.clientHeight,
    };
  let r = el.getBoundingClientRect();
  if (r.bottom <= 0 || r.top >= vh) {
    el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    r = el.getBoundingClientRect();
  }
  const [x0, y0, x1, y1] = [
    Math.max(r.left, 0),
    Math.max(r.top, 0),
    Math.min(r.right, vw),
    Math.min(r.bottom, vh),
  ];
  const page = Math.max(40, Math.round(Math.min(el.clientHeight, vh) * 0.875));
  return {
    x: (x0 + x1) / 2,
    y: (y0 + y1) / 2,
    page,
    before: el.scrollTop,
    max: el.scrollHeight - el.clientHeight,
  };
}

/** The scroll position of the element (or the page for ref 0), or -1 when it is gone. */
export function scrollTop(S: PageLib, docId: string, ref: number): number {
  return S.byRef(S, docId, ref)?.scrollTop ?? -1;
}

/**
 * Scrolls by script, for when a wheel event moved nothing; returns whether the position changed. A wheel that
 * landed after all (the position is no longer `from`) counts as the scroll, so the page never moves twice.
 */
export function scrollByScript(S: PageLib, docId: string, ref: number, delta: number, from: number): boolean {
  const el = S.byRef(S, docId, ref);
  if (!el) return false;
  if (el.scrollTop !== from) return true;
  el.scrollBy(0, delta);
  return el.scrollTop !== from;
}

/** True when the element starts an HTML5 drag (draggable attribute, links and images). */
export function isDraggable(S: PageLib, docId: string, ref: number): boolean {
  const el = S.byRef(S, docId, ref);
  if (!el) return false;
  const attr = el.getAttribute('draggable');
  if (attr !== null) return attr === 'true';
  return (el.localName === 'a' && el.hasAttribute('href')) || el.localName === 'img';
}
