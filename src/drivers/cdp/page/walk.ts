// The page-side walk: one pass over a frame's DOM (shadow roots and slots included) that returns compact
// nodes with boxes, visibility, covering and exact values, and the visible text lines.
import type { PElement, PNode, PRoot, PShadowRoot } from './dom.js';
import type { PageFrameSlot, PageLib, PageNode, PagePicture, PageResult, WalkOptions } from './types.js';

/** Walks the frame's document once; see PageResult. Runs in the page. */
export function walk(S: PageLib, options: WalkOptions): PageResult {
  const win = S.win;
  const doc = S.doc;
  const vw = win.innerWidth;
  const vh = win.innerHeight;
  const nodes: PageNode[] = [];
  const texts: string[] = [];
  const slots: PageFrameSlot[] = [];
  const pictures: PagePicture[] = [];
  const swatches = new Map<PElement, number[]>();
  // Nodes that are controls only by a click handler attached in script.
  const listenedNodes: [number, number][] = [];
  const roles = (list: string): Set<string> => new Set(list.split(' '));
  const interactive = roles(
    'button link textbox searchbox checkbox switch radio combobox listbox option menuitem menuitemcheckbox menuitemradio tab slider spinbutton treeitem',
  );
  const always = roles(
    'heading dialog alertdialog iframe table grid treegrid tree tablist menu menubar toolbar row alert status progressbar',
  );
  const ifNamed = roles(
    'list group region navigation form main banner contentinfo img complementary article tabpanel search figure radiogroup',
  );
  const hostTags = 'article aside blockquote div footer header main nav p section span'.split(' ');
  const skipTags = ['script', 'style', 'noscript', 'template', 'head', 'meta', 'link', 'title', 'base'];
  const itemRoles = roles('option tab menuitem menuitemcheckbox menuitemradio treeitem');
  const looseRoles = ['cell', 'gridcell', 'listitem', 'columnheader', 'rowheader', 'img', 'heading'];
  const formTags = ['button', 'input', 'select', 'textarea', 'option', 'fieldset', 'optgroup'];
  let line = '';
  let truncated = false;
  const collapse = (s: string): string => s.replace(/\s+/g, ' ').trim();
  const textSecurity = (style: { webkitTextSecurity?: string }): boolean => {
    const masked = style.webkitTextSecurity;
    return masked !== undefined && masked !== '' && masked !== 'none';
  };
  const flush = (): void => {
    const t = collapse(line);
    line = '';
    if (t && texts.length < options.maxLines) texts.push(t.slice(0, 300));
  };
  let focused: PElement | null = doc.activeElement;
  for (let i = 0; focused && i < 20; i++) {
    const inner: PRoot | null = focused.shadowRoot ?? S.closedRoots.get(focused) ?? null;
    if (!inner || !inner.activeElement) break;
    focused = inner.activeElement;
  }
  if (S.refs.size > 20000) for (const [k, w] of S.refs) if (!w.deref()?.isConnected) S.refs.delete(k);
  S.pending = [];
  const scroller = doc.scrollingElement ?? doc.documentElement;
  const docScroll = scroller.scrollHeight > vh + 1 || scroller.scrollWidth > vw + 1;
  nodes.push({
    ref: 0,
    parent: -1,
    role: 'document',
    name: doc.title,
    flags: 0,
    x: 0,
    y: 0,
    w: vw,
    h: vh,
    scrollable: docScroll,
  });

  interface Ctx {
    parent: number;
    clip: [number, number, number, number];
    cursor: string;
    inControl: boolean;
    /** Area of the nearest clickable element around, 0 for none. */
    clickArea: number;
    showText: boolean;
    editable: boolean;
    busy: boolean;
    disabled: boolean;
    /** Inside text the page masks with CSS (-webkit-text-security): never read. */
    masked: boolean;
  }
  // Rows of a list whose container takes their clicks by delegation: each row is a control of its own.
  const delegated = new WeakSet<PElement>();
  const visitAll = (list: ArrayLike<PNode>, ctx: Ctx): string => {
    let text = '';
    for (let i = 0; i < list.length; i++) {
      const kid = list[i];
      // Names use the first 200 characters; longer content is only carried, never read.
      if (kid) text += visit(kid, ctx);
      if (text.length > 2000) text = text.slice(0, 1000);
    }
    return text;
  };
  const visit = (n: PNode, ctx: Ctx): string => {
    if (n.nodeType === 3) {
      // Text the page draws as discs is a secret shown on the page: it is said to be there, never read.
      const v = ctx.masked ? (n.nodeValue ?? '').replace(/\S+/g, '•••') : (n.nodeValue ?? '');
      if (ctx.showText) line += v;
      return v;
    }
    if (n.nodeType !== 1) return '';
    const el = n as PElement;
    const tag = el.localName;
    if (skipTags.includes(tag) || el.getAttribute('aria-hidden') === 'true' || el.hasAttribute('inert'))
      return '';
    // Each computed-style read costs; a walk reads four or five per element (display, visibility, cursor,
    // overflow, and position only inside a clip).
    const style = win.getComputedStyle(el);
    const display = style.display;
    if (display === 'none') return '';
    const r = el.getBoundingClientRect();
    // A form control shrunk to a speck and taken out of the tab order is a library's hidden original (Tom
    // Select's <select>): the widget drawn beside it is what a person uses, and what the app listens to.
    if (formTags.includes(tag) && (r.width <= 1 || r.height <= 1) && el.getAttribute('tabindex') === '-1')
      return '';
    const inline = display.startsWith('inline') || display === 'contents';
    // An inline-block (inline-flex, inline-grid…) box is a word of its own, as the browser reads names and text:
    // Tabulator's cells, a Choices.js item and its remove button.
    const apart = inline && display !== 'inline' && display !== 'contents';
    const cell = display === 'table-cell';
    if (tag === 'br') {
      flush();
      return ' ';
    }
    if (cell) line += line.trim() ? ' | ' : '';
    else if (!inline) flush();
    else if (apart) line += ' ';
    let [cl, ct, cr, cb] = ctx.clip;
    const clipped = cl > 0 || ct > 0 || cr < vw || cb < vh;
    if (clipped && style.position === 'fixed') [cl, ct, cr, cb] = [0, 0, vw, vh];
    const x0 = Math.max(r.left, cl);
    const y0 = Math.max(r.top, ct);
    const x1 = Math.min(r.right, cr);
    const y1 = Math.min(r.bottom, cb);
    const onScreen = x1 > x0 && y1 > y0;
    const shown = style.visibility === 'visible';
    const cursor = style.cursor;
    const overflow = inline ? 'visible' : style.overflow;
    const editableHere = el.isContentEditable;
    let role = S.roleOf(S, el);
    const tabbable = el.hasAttribute('tabindex') && el.getAttribute('tabindex') !== '-1';
    // A read-only field drawn to be clicked (a date or time picker's input, flatpickr's) opens its picker.
    const picker = tag === 'input' && el.hasAttribute('readonly') && cursor === 'pointer';
    const loose = role === '' || looseRoles.includes(role) || picker;
    const candidate = !ctx.inControl && loose && tag !== 'label' && tag !== 'body' && tag !== 'html';
    const marked =
      candidate &&
      (el.hasAttribute('onclick') ||
        // A column header that states its sort order sorts when clicked (Tabulator attaches the handler in
        // script and shows the pointer only on hover).
        (role === 'columnheader' && el.hasAttribute('aria-sort')) ||
        (cursor === 'pointer' && ctx.cursor !== 'pointer') ||
        (role === '' && tabbable) ||
        delegated.has(el));
    // A click handler attached in script (the driver marks these elements before a walk) makes a control, but
    // not on a grid's cells and headers (the grid's own focus and selection handlers; cells are reached by row
    // and column), a handle thinner than 8 px or one that resizes or moves, a control's label, or a part that
    // fills most of the clickable element it sits in (the same control).
    const listened =
      candidate &&
      !marked &&
      S.listened?.has(el) === true &&
      !['cell', 'gridcell', 'columnheader', 'rowheader'].includes(role) &&
      r.width >= 8 &&
      r.height >= 8 &&
      !/resize|move|grab/.test(cursor) &&
      (ctx.clickArea === 0 || r.width * r.height < ctx.clickArea / 2) &&
      !S.labelsControl(S, el);
    const clickable = marked || listened;
    // A container that takes its rows' clicks (w2ui's menus): clicking its middle would hit whichever row is there,
    // so each row is the control, and the container, holding them, is left out below.
    if (listened) for (const item of S.delegatedItems(S, el)) delegated.add(item);
    const draggable = el.getAttribute('draggable') === 'true';
    const scrollsY =
      overflow !== 'visible' &&
      /auto|scroll|overlay/.test(style.overflowY) &&
      el.scrollHeight > el.clientHeight + 1;
    const scrollsX =
      overflow !== 'visible' &&
      /auto|scroll|overlay/.test(style.overflowX) &&
      el.scrollWidth > el.clientWidth + 1;
    const canScroll = tag !== 'textarea' && tag !== 'select' && (scrollsY || scrollsX);
    if (role === '' && canScroll) role = 'scrollarea';
    if (role === '' && (clickable || draggable)) role = 'generic';
    const named =
      el.hasAttribute('aria-label') ||
      el.hasAttribute('aria-labelledby') ||
      !!el.getAttribute('alt') ||
      el.children[0]?.localName === 'legend';
    const wanted =
      interactive.has(role) ||
      always.has(role) ||
      (ifNamed.has(role) && named) ||
      clickable ||
      draggable ||
      canScroll;
    let node: PageNode | null = null;
    let index = -1;
    if (shown && role !== '' && wanted) {
      // Past the limit, what is on screen is still kept: the part of a huge page a person sees is never cut.
      const full =
        nodes.length >= options.maxNodes &&
        (!onScreen || nodes.length >= options.maxNodes + options.screenNodes);
      if (full) truncated = true;
      else {
        const offscreen = !onScreen && display !== 'contents';
        node = {
          ref: S.refOf(S, el),
          parent: ctx.parent,
          role,
          name: '',
          flags: offscreen ? 128 : 0,
          x: 0,
          y: 0,
          w: 0,
          h: 0,
        };
        [node.x, node.y, node.w, node.h] = [
          Math.round(r.left),
          Math.round(r.top),
          Math.round(r.width),
          Math.round(r.height),
        ];
        const busy = ctx.busy || el.getAttribute('aria-busy') === 'true';
        if (busy) node.flags |= 64;
        if (focused === el) node.flags |= 2;
        if (
          ctx.disabled ||
          el.getAttribute('aria-disabled') === 'true' ||
          (formTags.includes(tag) && el.matches(':disabled'))
        )
          node.flags |= 1;
        if (clickable) node.clickable = true;
        if (draggable) node.draggable = true;
        if (canScroll) node.scrollable = true;
        index = nodes.length;
        if (listened) listenedNodes.push([index, node.ref]);
        nodes.push(node);
      }
    }
    // A canvas, or an image without alt text, that fills a large part of the screen: what it shows is only
    // pixels, so the driver may read it (OCR). 40,000 px² is a 200x200 square; icons and thumbnails stay out.
    if (
      shown &&
      onScreen &&
      (tag === 'canvas' || (tag === 'img' && !el.getAttribute('alt'))) &&
      (x1 - x0) * (y1 - y0) >= 40000
    )
      pictures.push({ node: index, x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
    const kidCtx: Ctx = {
      parent: index >= 0 ? index : ctx.parent,
      clip:
        overflow !== 'visible' && display !== 'contents'
          ? [x0, y0, Math.max(x0, x1), Math.max(y0, y1)]
          : [cl, ct, cr, cb],
      cursor,
      inControl: ctx.inControl || (node !== null && interactive.has(role)),
      clickArea: node?.clickable ? r.width * r.height : ctx.clickArea,
      showText: shown && (onScreen || display === 'contents') && !ctx.editable && !editableHere,
      editable: ctx.editable || editableHere,
      busy: ctx.busy || el.getAttribute('aria-busy') === 'true',
      disabled: ctx.disabled || el.getAttribute('aria-disabled') === 'true',
      masked: ctx.masked || textSecurity(style),
    };
    let content = '';
    const first = nodes.length;
    const shadow: PShadowRoot | null = el.shadowRoot ?? S.closedRoots.get(el) ?? null;
    if (tag === 'iframe' || tag === 'frame') {
      if (node) {
        const pad = (v: string): number => Number.parseFloat(v) || 0;
        const x = r.left + el.clientLeft + pad(style.paddingLeft);
        const y = r.top + el.clientTop + pad(style.paddingTop);
        slots.push({ ref: node.ref, node: index, x, y, w: el.clientWidth, h: el.clientHeight });
      }
    } else if (tag !== 'input' && tag !== 'textarea' && tag !== 'select') {
      if (shadow) {
        S.watch(S, shadow);
        content = visitAll(shadow.childNodes, kidCtx);
      } else {
        const assigned = tag === 'slot' ? S.asField(el).assignedNodes({ flatten: true }) : [];
        content = visitAll(assigned.length ? assigned : el.childNodes, kidCtx);
        const maybeHost =
          tag.includes('-') ||
          (hostTags.includes(tag) &&
            el.childElementCount === 0 &&
            r.width > 0 &&
            !collapse(el.textContent ?? ''));
        if (maybeHost && !S.checkedHosts.has(el)) {
          S.checkedHosts.add(el);
          S.pending.push(el);
        }
      }
    }
    // A handler attached to a container is delegation (an app root, a list, a grid body), not a control: an
    // element clickable only by its handler that holds a control or a lot of text is left out.
    // A clickable list item or box around one check box, switch or radio named by its whole text (Ionic's ion-item
    // around its toggle) is that control, not a second one. (Not a grid's header around its own sort button.)
    const wrapper =
      node !== null &&
      clickable &&
      (role === 'listitem' || role === 'generic') &&
      S.onlyToggleNamed(S, nodes, first, collapse(content));
    if (
      node &&
      ((listened && (S.holdsControl(S, nodes, first) || collapse(content).length > 150)) || wrapper)
    ) {
      S.mergeAway(S, nodes, index, ctx.parent);
      node = null;
      index = -1;
    }
    // A control with no text of its own may show one through CSS (Quill's pickers: content: 'Heading 1'), which
    // its accessible name includes; read only for such controls, as the style lookup costs.
    if (node && (interactive.has(role) || clickable) && !collapse(content))
      content = `${S.generated(S, el, '::before')}${content}${S.generated(S, el, '::after')}`;
    // An item's own button (a chosen label's remove button) is a control of its own: its words are not the item's
    // name (Choices.js: option "Bug" and button "Remove item: Bug", not option "Bug Remove item"), unless
    // nothing else names the item.
    if (node && itemRoles.has(role) && el.querySelectorAll('button,[role=button]').length > 0) {
      const own = S.textOf(
        S,
        el,
        (kid) => kid.localName === 'button' || kid.getAttribute('role') === 'button',
      );
      if (own) content = own;
    }
    if (node) {
      S.describe(S, el, role, editableHere ? '' : content, node);
      if (onScreen && (interactive.has(role) || clickable)) {
        const root = el.getRootNode() as PRoot;
        const hit =
          typeof root.elementFromPoint === 'function'
            ? root.elementFromPoint((x0 + x1) / 2, (y0 + y1) / 2)
            : null;
        if (hit && !S.hitIsOwn(S, hit, el)) node.covered = true;
      }
      const square = r.width >= 8 && r.width <= 48 && r.height >= 8 && r.height <= 48;
      if (!node.name && square && Math.abs(r.width - r.height) <= 0.25 * Math.max(r.width, r.height)) {
        const colour = S.colourName(S, style.backgroundColor);
        if (colour && el.parentElement && (role === 'button' || clickable)) {
          node.colour = colour;
          swatches.set(el.parentElement, [...(swatches.get(el.parentElement) ?? []), index]);
        }
      }
    }
    if (shadow && tag !== 'input' && tag !== 'textarea' && tag !== 'select')
      S.oneHost(S, el, shadow, index, first, nodes);
    else if (node && interactive.has(role)) S.oneControl(S, index, nodes);
    if (!inline && !cell) flush();
    else if (apart) line += ' ';
    if (editableHere) return '';
    // A part with a name of its own (an icon's aria-label, an image's alt, an SVG's <title>) gives that name to the
    // control around it (accname 2F.iii): Shoelace's icon-only button is named by its icon's label. A control
    // inside a control gives its text, as its words are its own candidate's.
    const part = node && interactive.has(role) ? '' : S.partName(S, el);
    const text = part || content;
    return inline && !apart ? text : ` ${text} `;
  };
  const body = doc.body ?? doc.documentElement;
  const rootCtx: Ctx = {
    parent: 0,
    clip: [0, 0, vw, vh],
    cursor: 'auto',
    inControl: false,
    clickArea: 0,
    showText: true,
    editable: false,
    busy: false,
    disabled: false,
    masked: false,
  };
  rootCtx.busy = body.getAttribute('aria-busy') === 'true';
  visit(body, rootCtx);
  flush();
  for (const group of swatches.values()) {
    if (group.length >= 3) continue;
    for (const i of group) delete nodes[i]?.colour;
  }
  S.dropLabels(S, nodes, listenedNodes);
  S.dropMerged(S, nodes, slots);
  const busy = doc.querySelectorAll(
    'html[aria-busy=true],body[aria-busy=true],main[aria-busy=true],[role=main][aria-busy=true]',
  );
  return {
    docId: S.docId,
    url: win.location.href,
    title: doc.title,
    ready: doc.readyState,
    busy: busy.length > 0,
    width: vw,
    height: vh,
    nodes,
    texts,
    slots,
    pictures,
    pending: S.pending.length,
    truncated,
  };
}
