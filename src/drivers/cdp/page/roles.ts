// Page-side roles, names, states and exact values. Each function runs in the page and reaches the others
// only through `S`, because it is installed there by its source text.
import type { PElement, PField, PNode, PRoot, PStyle } from './dom.js';
import type { PageLib, PageNode } from './types.js';

/** The element itself, typed as a form control (callers check the tag first). */
export function asField(element: PElement): PField {
  return element as PField;
}

/** The element's computed style. */
export function styleOf(S: PageLib, element: PElement): PStyle {
  return S.win.getComputedStyle(element);
}

/** The normalised type of an input ('text' for unknown types). */
export function fieldKind(S: PageLib, element: PElement): string {
  return element.localName === 'input' ? S.asField(element).type : element.localName;
}

/** The element's ARIA role: explicit, else implicit from its tag; '' for none. */
export function roleOf(S: PageLib, element: PElement): string {
  const explicit = (element.getAttribute('role') ?? '').trim().toLowerCase().split(/\s+/)[0] ?? '';
  // A button that opens a list of values to pick from is a combobox to a person (Quill's header picker).
  if (explicit === 'button' && S.isPicker(S, element)) return 'combobox';
  if (explicit !== '' && explicit !== 'none' && explicit !== 'presentation') return explicit;
  const tag = element.localName;
  const inSection = (): boolean => element.closest('article,aside,main,nav,section') !== null;
  switch (tag) {
    case 'a':
    case 'area':
      return element.hasAttribute('href') ? 'link' : '';
    case 'button':
    case 'summary':
      return 'button';
    case 'input': {
      const type = S.fieldKind(S, element);
      if (type === 'checkbox') return element.hasAttribute('switch') ? 'switch' : 'checkbox';
      if (type === 'radio') return 'radio';
      if (['button', 'submit', 'reset', 'image', 'file', 'color'].includes(type)) return 'button';
      if (type === 'range') return 'slider';
      if (type === 'number') return 'spinbutton';
      if (type === 'hidden') return '';
      if (element.hasAttribute('list')) return 'combobox';
      return type === 'search' ? 'searchbox' : 'textbox';
    }
    case 'textarea':
      return 'textbox';
    case 'select':
      return S.asField(element).multiple || S.asField(element).size > 1 ? 'listbox' : 'combobox';
    case 'option':
      return 'option';
    case 'img':
      return element.getAttribute('alt') === '' ? '' : 'img';
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return 'heading';
    case 'ul':
    case 'ol':
    case 'menu':
      return 'list';
    case 'li':
      return 'listitem';
    case 'table':
      return 'table';
    case 'tr':
      return 'row';
    case 'td':
      return element.closest('[role=grid],[role=treegrid]') ? 'gridcell' : 'cell';
    case 'th':
      return element.getAttribute('scope') === 'row' ? 'rowheader' : 'columnheader';
    case 'nav':
      return 'navigation';
    case 'main':
      return 'main';
    case 'header':
      return inSection() ? '' : 'banner';
    case 'footer':
      return inSection() ? '' : 'contentinfo';
    case 'aside':
      return 'complementary';
    case 'section':
      return 'region';
    case 'form':
      return 'form';
    case 'article':
      return 'article';
    case 'dialog':
      return 'dialog';
    case 'fieldset':
    case 'details':
      return 'group';
    case 'progress':
    case 'meter':
      return 'progressbar';
    case 'output':
      return 'status';
    case 'iframe':
    case 'frame':
      return 'iframe';
  }
  if (element.isContentEditable && !(element.parentElement?.isContentEditable ?? false)) return 'textbox';
  return '';
}

/**
 * The rendered text of a small subtree (labels, cells), collapsed and capped; no field values. `leave` names the
 * elements below the root whose text is left out.
 */
export function textOf(S: PageLib, node: PNode, leave?: (el: PElement) => boolean): string {
  let out = '';
  const skip = ['script', 'style', 'select', 'textarea', 'template', 'noscript'];
  const visit = (n: PNode): void => {
    if (out.length > 400) return;
    if (n.nodeType === 3) {
      out += n.nodeValue ?? '';
      return;
    }
    if (n.nodeType !== 1) return;
    const el = n as PElement;
    if (skip.includes(el.localName) || el.getAttribute('aria-hidden') === 'true') return;
    if (el !== node && leave?.(el)) return;
    if (el.localName === 'img') out += ` ${el.getAttribute('alt') ?? ''} `;
    // Blocks, cells, flex items and inline-blocks are words of their own, as the browser reads them ("INV-0006
    // Contoso Ltd", not "INV-0006Contoso Ltd" from a grid row of divs).
    const display = S.styleOf(S, el).display;
    const apart = display !== '' && display !== 'inline' && display !== 'contents';
    if (apart) out += ' ';
    out += S.generated(S, el, '::before');
    // A slot shows the host's children assigned to it (a Shoelace checkbox's label text), else its own fallback.
    const assigned = el.localName === 'slot' ? S.asField(el).assignedNodes({ flatten: true }) : [];
    const kids = assigned.length ? assigned : (el.shadowRoot ?? S.closedRoots.get(el) ?? el).childNodes;
    for (let i = 0; i < kids.length; i++) {
      const kid = kids[i];
      if (kid) visit(kid);
    }
    out += S.generated(S, el, '::after');
    if (apart) out += ' ';
  };
  visit(node);
  return out.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/**
 * The text CSS generates before or after an element, which the accessible name includes (accname 2F.ii): quoted
 * strings and attr() values ('Heading 1' in Quill's pickers). Icon-font glyphs (private-use characters) are no
 * text and are left out.
 */
export function generated(S: PageLib, element: PElement, pseudo: string): string {
  const style = S.win.getComputedStyle(element, pseudo);
  const content = style.content ?? '';
  if (content === '' || content === 'none' || content === 'normal') return '';
  // Hidden generated text is no name: Ionic's auto-growing textarea copies what is typed into a hidden ::after
  // inside its label, to size itself.
  if (style.visibility === 'hidden' || style.display === 'none') return '';
  let out = '';
  const parts = content.match(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|attr\(\s*[\w-]+\s*\)/g) ?? [];
  for (const part of parts) {
    const attr = /^attr\(\s*([\w-]+)\s*\)$/.exec(part);
    out += attr ? (element.getAttribute(attr[1] ?? '') ?? '') : part.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  out = out.replace(/[\uE000-\uF8FF]/g, '');
  return out.trim() ? ` ${out} ` : '';
}

/** The name a part gives in place of its content, or '': its aria-label, an image's alt, an SVG's <title>. */
export function partName(_S: PageLib, element: PElement): string {
  const clean = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();
  const aria = clean(element.getAttribute('aria-label'));
  if (aria) return aria;
  if (element.localName === 'img') return clean(element.getAttribute('alt'));
  if (element.localName !== 'svg') return '';
  for (let i = 0; i < element.children.length; i++) {
    const kid = element.children[i];
    if (kid?.localName === 'title') return clean(kid.textContent);
  }
  return '';
}

/** The text of the elements an id-list attribute (aria-labelledby, aria-describedby) points to. */
export function refText(S: PageLib, element: PElement, attribute: string): string {
  const ids = (element.getAttribute(attribute) ?? '').trim();
  if (ids === '') return '';
  const root = element.getRootNode() as PRoot;
  const parts: string[] = [];
  for (const id of ids.split(/\s+/)) {
    const target =
      (typeof root.getElementById === 'function' ? root.getElementById(id) : null) ??
      S.doc.getElementById(id);
    if (target) parts.push((target.getAttribute('aria-label') ?? '').trim() || S.textOf(S, target));
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** The accessible name, simplified: labelledby, aria-label, native labels, content, title. */
export function nameOf(S: PageLib, element: PElement, role: string, content: string): string {
  const clean = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  const byRef = S.refText(S, element, 'aria-labelledby');
  if (byRef) return byRef;
  const aria = clean(element.getAttribute('aria-label'));
  if (aria) return aria;
  const tag = element.localName;
  const field = S.asField(element);
  if (tag === 'input' || tag === 'textarea' || tag === 'select' || tag === 'meter' || tag === 'progress') {
    const type = S.fieldKind(S, element);
    if (type === 'button' || type === 'submit' || type === 'reset')
      return clean(field.value) || (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '');
    if (type === 'image') return clean(element.getAttribute('alt')) || 'Submit';
    const labels = field.labels;
    const parts: string[] = [];
    for (let i = 0; labels && i < labels.length; i++) {
      const label = labels[i];
      if (label) parts.push(S.textOf(S, label));
    }
    const joined = clean(parts.join(' '));
    if (joined) return joined;
    // A grid's header filter has no label of its own: the column header it sits in names it.
    const header = S.headerOf(S, element);
    if (header) {
      const title = S.textOf(S, header);
      if (title) return title;
    }
  } else if (tag === 'img' || tag === 'area') {
    const alt = clean(element.getAttribute('alt'));
    if (alt) return alt;
  } else if (tag === 'fieldset' || tag === 'table' || tag === 'figure') {
    const first = element.children[0];
    const caption = tag === 'fieldset' ? 'legend' : tag === 'table' ? 'caption' : 'figcaption';
    if (first && first.localName === caption) return S.textOf(S, first);
  }
  if (role === 'row') {
    // A row is named by its first cell with text; grids wrap their cells (AG Grid), so cells are looked for below.
    const cells = element.querySelectorAll('[role=gridcell],[role=cell],[role=rowheader],td,th');
    for (let i = 0; i < cells.length && i < 12; i++) {
      const cell = cells[i];
      const text = cell ? S.textOf(S, cell) : '';
      if (text) return text;
    }
    for (let i = 0; i < element.children.length; i++) {
      const cell = element.children[i];
      const text = cell ? S.textOf(S, cell) : '';
      if (text) return text;
    }
  }
  const fromContent = [
    'button',
    'link',
    'heading',
    'option',
    'tab',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
  ];
  const fromContentToo = [
    'cell',
    'gridcell',
    'columnheader',
    'rowheader',
    'treeitem',
    'checkbox',
    'radio',
    'switch',
  ];
  const loose = ['generic', 'alert', 'status', 'listitem'];
  if (fromContent.includes(role) || fromContentToo.includes(role) || loose.includes(role)) {
    const text = clean(content);
    if (text) return text;
  }
  // A custom select built around the page's own field (Choices.js keeps the labelled <select> inside its
  // combobox) is named by that field's label.
  if (role === 'combobox' || role === 'listbox') {
    const inner = element.querySelectorAll('select,input,textarea');
    for (let i = 0; i < inner.length; i++) {
      const labels = S.asField(inner[i] as PElement).labels;
      const first = labels && labels.length ? labels[0] : undefined;
      const text = first ? S.textOf(S, first) : '';
      if (text) return text;
    }
  }
  const title = clean(element.getAttribute('title'));
  if (title) return title;
  // Last of all a text field is named by its placeholder (HTML-AAM), as SweetAlert2's prompts are.
  const typed = role === 'textbox' || role === 'searchbox' || role === 'combobox';
  return typed ? clean(element.getAttribute('placeholder') ?? element.getAttribute('aria-placeholder')) : '';
}

/**
 * What a custom combo box shows as its value: its text without hidden parts, buttons and the list it offers
 * choices in (a list whose options are all selected is the choice shown, as Choices.js shows it).
 */
export function shownValue(S: PageLib, element: PElement): string {
  const offers = (el: PElement): boolean =>
    ['listbox', 'menu', 'tree', 'grid', 'dialog'].includes(S.roleOf(S, el)) &&
    (S.roleOf(S, el) !== 'listbox' ||
      el.querySelectorAll('[role=option]:not([aria-selected=true])').length > 0);
  return S.textOf(S, element, (el) => {
    if (['input', 'button'].includes(el.localName) || el.hasAttribute('hidden')) return true;
    if (S.roleOf(S, el) === 'button' || offers(el)) return true;
    const style = S.styleOf(S, el);
    return style.display === 'none' || style.visibility === 'hidden';
  });
}

/** Fills a node's name, identifier, description, heading level and field facts. */
export function describe(S: PageLib, element: PElement, role: string, content: string, node: PageNode): void {
  node.name = S.nameOf(S, element, role, content);
  const id = element.id || element.getAttribute('name') || element.getAttribute('data-testid');
  if (id) node.id = id;
  const title = (element.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim();
  const help =
    S.refText(S, element, 'aria-describedby') ||
    (title !== node.name ? title : '') ||
    S.gridHelp(S, element, role) ||
    (role === 'button' && S.opensMenu(S, element) ? 'menu button' : '');
  if (help) node.help = help;
  const level = /^h([1-6])$/.exec(element.localName)?.[1] ?? element.getAttribute('aria-level');
  if (role === 'heading' && level) node.level = Number(level);
  S.fieldOf(S, element, role, node.name, node);
}

/**
 * True for a button that opens a menu: aria-haspopup says so, or (a Bootstrap dropdown toggle) it has an expanded
 * state and the element right after it is a hidden list of two or more links or buttons.
 */
export function opensMenu(S: PageLib, element: PElement): boolean {
  const popup = (element.getAttribute('aria-haspopup') ?? '').toLowerCase();
  if (popup === 'menu' || popup === 'true') return true;
  if (!element.hasAttribute('aria-expanded') || element.hasAttribute('aria-controls')) return false;
  const next = element.nextElementSibling;
  if (!next || S.styleOf(S, next).display !== 'none') return false;
  return next.querySelectorAll('a[href],button,[role=menuitem]').length >= 2;
}
