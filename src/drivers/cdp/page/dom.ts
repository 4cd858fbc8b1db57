// The small part of the DOM the page scripts use, typed here because the project compiles without lib.dom.

/** A DOMRect. */
export interface PRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/** The computed style properties the scripts read. */
export interface PStyle {
  display: string;
  visibility: string;
  cursor: string;
  overflow: string;
  overflowX: string;
  overflowY: string;
  position: string;
  backgroundColor: string;
  paddingLeft: string;
  paddingTop: string;
  writingMode?: string;
  /** CSS generated content (of a ::before or ::after pseudo-element). */
  content?: string;
  /** Chromium's text masking ('disc', 'circle', 'square' or 'none'). */
  webkitTextSecurity?: string;
}

/** Any DOM node. */
export interface PNode {
  nodeType: number;
  nodeValue: string | null;
  textContent: string | null;
  parentNode: PNode | null;
  childNodes: ArrayLike<PNode>;
  getRootNode(): PNode;
}

/** Something that can find elements: a document or a shadow root. */
export interface PRoot extends PNode {
  activeElement: PElement | null;
  getElementById(id: string): PElement | null;
  elementFromPoint(x: number, y: number): PElement | null;
  querySelectorAll(selector: string): ArrayLike<PElement>;
}

/** A shadow root. */
export interface PShadowRoot extends PRoot {
  host: PElement;
  mode: string;
  getAnimations(): PAnimation[];
}

/** An element, with the members of form controls the scripts read after checking the tag. */
export interface PElement extends PNode {
  localName: string;
  id: string;
  children: ArrayLike<PElement>;
  childElementCount: number;
  parentElement: PElement | null;
  nextElementSibling: PElement | null;
  shadowRoot: PShadowRoot | null;
  isConnected: boolean;
  isContentEditable: boolean;
  innerText: string;
  clientLeft: number;
  clientTop: number;
  clientWidth: number;
  clientHeight: number;
  scrollWidth: number;
  scrollHeight: number;
  scrollTop: number;
  ownerDocument: PDocument;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  getBoundingClientRect(): PRect;
  contains(other: PNode | null): boolean;
  closest(selector: string): PElement | null;
  matches(selector: string): boolean;
  querySelectorAll(selector: string): ArrayLike<PElement>;
  scrollIntoView(options: { block: string; inline: string; behavior: string }): void;
  scrollBy(x: number, y: number): void;
  focus(options?: { preventScroll: boolean }): void;
  click(): void;
  dispatchEvent(event: object): boolean;
}

/** Form controls (input, textarea, select, option) and slots. */
export interface PField extends PElement {
  type: string;
  value: string;
  checked: boolean;
  indeterminate: boolean;
  readOnly: boolean;
  multiple: boolean;
  size: number;
  selectedIndex: number;
  text: string;
  selected: boolean;
  disabled: boolean;
  options: ArrayLike<PField>;
  labels: ArrayLike<PElement> | null;
  select(): void;
  setSelectionRange(start: number, end: number): void;
  assignedNodes(options: { flatten: boolean }): PNode[];
}

/** A selection range. */
export interface PRange {
  selectNodeContents(node: PNode): void;
  collapse(toStart: boolean): void;
}

/** The document. */
export interface PDocument extends PRoot {
  readyState: string;
  title: string;
  documentElement: PElement;
  body: PElement | null;
  scrollingElement: PElement | null;
  hasFocus(): boolean;
  createRange(): PRange;
  getSelection(): { removeAllRanges(): void; addRange(range: PRange): void } | null;
  getAnimations(): PAnimation[];
}

/** A running CSS transition or animation, as far as the idle check reads it. */
export interface PAnimation {
  playState: string;
  currentTime: number | null | { valueOf(): number };
  effect: { getComputedTiming(): { endTime?: number | { valueOf(): number } } } | null;
}

/** A mutation observer. */
export interface PObserver {
  observe(target: PNode, options: Record<string, boolean>): void;
}

/** The window, seen from the isolated world. */
export interface PWindow {
  document: PDocument;
  location: { href: string };
  innerWidth: number;
  innerHeight: number;
  performance: { now(): number };
  getComputedStyle(element: PElement, pseudo?: string): PStyle;
  MutationObserver: new (callback: () => void) => PObserver;
  Event: new (type: string, init: Record<string, boolean>) => object;
  MouseEvent: new (type: string, init: Record<string, boolean | number | null>) => object;
}
