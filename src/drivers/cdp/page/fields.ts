// Page-side field facts: which fields are secret (their values are never read), exact values, options,
// ranges and states, and the colour of unnamed swatches.
import type { PElement, PRoot } from './dom.js';
import type { PageBox, PageLib, PageNode } from './types.js';

/**
 * True for password, card, one-time-code and PIN fields and fields the page masks with CSS, whose values are
 * never read.
 */
export function isSecret(S: PageLib, element: PElement, name: string): boolean {
  const tag = element.localName;
  const autocomplete = (element.getAttribute('autocomplete') ?? '').toLowerCase();
  // Every card token (cc-name, cc-given-name, cc-type, cc-exp-month, ...), passwords and one-time codes.
  const credential = /(?:^|\s)(?:cc-[a-z-]+|current-password|new-password|one-time-code)(?=\s|$)/.test(
    autocomplete,
  );
  if (tag === 'select') return credential;
  if (tag !== 'input' && tag !== 'textarea' && !element.isContentEditable) return false;
  if (tag === 'input' && S.fieldKind(S, element) === 'password') return true;
  if (credential) return true;
  // -webkit-text-security: disc (circle, square) draws a field like a password field.
  const masked = S.styleOf(S, element).webkitTextSecurity;
  if (masked !== undefined && masked !== '' && masked !== 'none') return true;
  const hints = [
    name,
    element.id,
    element.getAttribute('name') ?? '',
    element.getAttribute('placeholder') ?? '',
  ]
    .join(' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  const long =
    /password|passwd|passcode|passphrase|one time|security code|card number|credit card|cardholder|card holder|name on card|social security|api key|private key|recovery code|seed phrase|パスワード|暗証番号/;
  return (
    long.test(hints) || /(?<![\p{L}\p{N}])(?:pin|otp|2fa|mfa|cvv|cvc|ssn|csc)(?![\p{L}\p{N}])/u.test(hints)
  );
}

/**
 * The viewport boxes of every secret field of this document, its open shadow roots and the closed ones already
 * found, with no cap on the number of elements (a screenshot paints them black).
 */
export function secretBoxes(S: PageLib): PageBox[] {
  const boxes: PageBox[] = [];
  const visit = (root: PRoot): void => {
    const fields = root.querySelectorAll('input, textarea, select, [contenteditable]');
    for (let i = 0; i < fields.length; i++) {
      const el = fields[i];
      if (!el || !S.isSecret(S, el, S.nameOf(S, el, S.roleOf(S, el), ''))) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) boxes.push({ x: r.left, y: r.top, w: r.width, h: r.height });
    }
    const all = root.querySelectorAll('*');
    for (let i = 0; i < all.length; i++) {
      const el = all[i];
      const shadow = el ? (el.shadowRoot ?? S.closedRoots.get(el)) : undefined;
      if (shadow) visit(shadow);
    }
  };
  visit(S.doc);
  return boxes;
}

/** Fills a node's value, options, range and field states. A secret field's value is never touched. */
export function fieldOf(S: PageLib, element: PElement, role: string, name: string, node: PageNode): void {
  const tag = element.localName;
  const field = S.asField(element);
  const secret = S.isSecret(S, element, name);
  if (secret) node.flags |= 32;
  const placeholder = element.getAttribute('placeholder') ?? element.getAttribute('aria-placeholder');
  if (placeholder) node.placeholder = placeholder;
  const attr = (n: string): number | undefined => {
    const v = element.getAttribute(n);
    return v === null || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v);
  };
  const setRange = (min?: number, max?: number, step?: number): void => {
    if (min !== undefined || max !== undefined || step !== undefined)
      node.range = {
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(step !== undefined ? { step } : {}),
      };
  };
  const ariaState = (n: string): boolean | 'mixed' | undefined => {
    const v = element.getAttribute(n);
    return v === 'true' ? true : v === 'false' ? false : v === 'mixed' ? 'mixed' : undefined;
  };
  if (tag === 'input') {
    const type = S.fieldKind(S, element);
    if (type === 'checkbox' || type === 'radio') node.checked = field.indeterminate ? 'mixed' : field.checked;
    else if (!['button', 'submit', 'reset', 'image', 'file', 'color', 'hidden'].includes(type)) {
      if (!field.readOnly && !field.disabled) node.flags |= 8;
      if (type === 'range' || type === 'number') setRange(attr('min'), attr('max'), attr('step'));
      // A range input runs along the text: across, unless the page sets a vertical writing mode.
      if (type === 'range')
        node.orientation = S.styleOf(S, element).writingMode?.startsWith('vertical')
          ? 'vertical'
          : 'horizontal';
      if (!secret) {
        node.value = field.value;
        node.exact = true;
      }
    }
  } else if (tag === 'textarea') {
    if (!field.readOnly && !field.disabled) node.flags |= 8;
    node.flags |= 16;
    if (!secret) {
      node.value = field.value;
      node.exact = true;
    }
  } else if (tag === 'select') {
    // A secret select (a card's expiry month) lists no options either: they would narrow down its value.
    if (!secret) {
      const texts: string[] = [];
      for (let i = 0; i < field.options.length; i++) texts.push(field.options[i]?.text ?? '');
      node.options = texts;
      node.value = field.multiple
        ? texts.filter((_, i) => field.options[i]?.selected).join(', ')
        : (texts[field.selectedIndex] ?? '');
      node.exact = !field.multiple;
    }
  } else if (element.isContentEditable && role === 'textbox') {
    node.flags |= 8;
    if (element.getAttribute('aria-multiline') !== 'false') node.flags |= 16;
    if (!secret) {
      node.value = element.innerText;
      node.exact = true;
    }
  } else {
    const checked = ariaState('aria-checked') ?? (role === 'button' ? ariaState('aria-pressed') : undefined);
    if (checked !== undefined) node.checked = checked;
    if (role === 'slider' || role === 'spinbutton' || role === 'progressbar') {
      setRange(attr('aria-valuemin'), attr('aria-valuemax'));
      const now = element.getAttribute('aria-valuetext') ?? element.getAttribute('aria-valuenow');
      if (now !== null) node.value = now;
    }
    // ARIA's defaults: a slider runs across, a scroll bar down.
    if (role === 'slider' || role === 'scrollbar') {
      const said = element.getAttribute('aria-orientation');
      node.orientation =
        said === 'vertical' || said === 'horizontal' ? said : role === 'slider' ? 'horizontal' : 'vertical';
    }
    // A sortable column header's value is its sort order, so a click that sorts is seen to sort.
    if (role === 'columnheader' && element.hasAttribute('aria-sort'))
      node.value = element.getAttribute('aria-sort') ?? '';
    if (role === 'combobox') {
      const popup = S.ariaOptions(S, S.docId, S.refOf(S, element));
      if (popup && popup.options.length) node.options = popup.options.map((o) => o.text);
      node.value = S.shownValue(S, element);
      // Showing exactly one of its options is an exact reading of what is chosen.
      if (node.options?.filter((o) => o === node.value).length === 1) node.exact = true;
    }
  }
  if (tag === 'option') node.flags |= field.selected ? 4 : 0;
  if (element.getAttribute('aria-selected') === 'true') node.flags |= 4;
  if (element.getAttribute('aria-multiline') === 'true') node.flags |= 16;
  const expanded = ariaState('aria-expanded');
  if (expanded === true || expanded === false) node.expanded = expanded;
  else if (tag === 'summary' && element.parentElement?.localName === 'details')
    node.expanded = element.parentElement.hasAttribute('open');
}

/** "#rrggbb name" for a CSS colour, '' for transparent. */
export function colourName(_S: PageLib, css: string): string {
  const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/.exec(css);
  if (!m || (m[4] !== undefined && Number(m[4]) === 0)) return '';
  const [r, g, b] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const hex = `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const l = (max + min) / 2;
  const s = max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (max !== min) {
    const d = max - min;
    const [rn, gn, bn] = [r / 255, g / 255, b / 255];
    h = max === rn ? ((gn - bn) / d) % 6 : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
    h = (h * 60 + 360) % 360;
  }
  let name: string;
  if (s < 0.15 || l < 0.08 || l > 0.95) name = l < 0.15 ? 'black' : l > 0.85 ? 'white' : 'grey';
  else if ((h < 40 || h >= 345) && l < 0.3) name = 'brown';
  else {
    const hues: [number, string][] = [
      [15, 'red'],
      [40, 'orange'],
      [65, 'yellow'],
      [165, 'green'],
      [195, 'teal'],
      [255, 'blue'],
      [290, 'purple'],
      [345, 'pink'],
      [360, 'red'],
    ];
    name = hues.find(([limit]) => h < limit)?.[1] ?? 'red';
  }
  return `${hex} ${name}`;
}
