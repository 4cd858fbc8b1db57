// What the page scripts keep in the isolated world and what they send back to the driver.
import type { PDocument, PElement, PField, PNode, PShadowRoot, PStyle, PWindow } from './dom.js';

/** Bits of `PageNode.flags`. */
export const FLAG = {
  disabled: 1,
  focused: 2,
  selected: 4,
  editable: 8,
  multiline: 16,
  secret: 32,
  busy: 64,
  offscreen: 128,
} as const;

/** One node as the page reports it; the driver turns it into a RawNode. */
export interface PageNode {
  ref: number;
  /** Index of the parent in the same frame's list, -1 for the document. */
  parent: number;
  /** ARIA role name ('' never appears: generic nodes say 'generic'). */
  role: string;
  name: string;
  id?: string;
  help?: string;
  value?: string;
  exact?: boolean;
  placeholder?: string;
  flags: number;
  checked?: boolean | 'mixed';
  expanded?: boolean;
  level?: number;
  options?: string[];
  range?: { min?: number; max?: number; step?: number };
  orientation?: 'horizontal' | 'vertical';
  x: number;
  y: number;
  w: number;
  h: number;
  covered?: boolean;
  clickable?: boolean;
  scrollable?: boolean;
  draggable?: boolean;
  colour?: string;
}

/** A box in a frame's viewport, in CSS pixels. */
export interface PageBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** An iframe element of a frame, where a child frame's content goes. */
export interface PageFrameSlot {
  ref: number;
  node: number;
  /** Content box origin and size in this frame's viewport. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A canvas or unlabelled image on screen, large enough that its pixels may hold what a person reads. */
export interface PagePicture {
  /** Index of its node in the frame's list, -1 when the walk kept none. */
  node: number;
  /** Its visible part, in CSS pixels of the frame's viewport. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One frame's walk. */
export interface PageResult {
  docId: string;
  url: string;
  title: string;
  ready: string;
  busy: boolean;
  width: number;
  height: number;
  nodes: PageNode[];
  texts: string[];
  slots: PageFrameSlot[];
  pictures: PagePicture[];
  /** Elements that may hold closed shadow roots, kept in `S.pending` for the driver to resolve. */
  pending: number;
  truncated: boolean;
}

/** Limits of one walk. */
export interface WalkOptions {
  maxNodes: number;
  /** Past maxNodes, nodes on screen are still kept, up to this many more. */
  screenNodes: number;
  maxLines: number;
}

/** Where a click should land, as the page sees it. */
export interface PagePoint {
  state: 'ok' | 'gone' | 'disabled';
  x: number;
  y: number;
  covered: boolean;
  inView: boolean;
}

/** The isolated-world state and the functions installed into it; every function takes it first. */
export interface PageLib {
  version: string;
  docId: string;
  win: PWindow;
  doc: PDocument;
  nextRef: number;
  refs: Map<number, WeakRef<PElement>>;
  ids: WeakMap<PElement, number>;
  closedRoots: WeakMap<PElement, PShadowRoot>;
  checkedHosts: WeakSet<PElement>;
  watched: WeakSet<PNode>;
  /** The shadow roots walked so far: their animations are the page's too. */
  roots?: WeakRef<PShadowRoot>[];
  pending: PElement[];
  lastMutation: number;
  /** When nodes were last added or removed; absent in a world set up before it was kept. */
  lastNodes?: number;
  /** Elements with a click or pointer handler attached in script, as the driver last read them. */
  listened?: WeakSet<PElement>;
  /** The same elements by backend node id, so that a new read resolves only elements not seen before. */
  listenedById?: Map<number, WeakRef<PNode>>;
  /** `lastNodes` (else `lastMutation`) when the driver last read the handlers. */
  listenedAt?: number;
  observer: { observe(target: PNode, options: Record<string, boolean>): void } | null;
  refOf(S: PageLib, element: PElement): number;
  byRef(S: PageLib, docId: string, ref: number): PElement | null;
  watch(S: PageLib, root: PNode): void;
  addRoot(S: PageLib, root: PShadowRoot): void;
  takePending(S: PageLib): PElement[];
  listenersDue(S: PageLib): PDocument | null;
  unknownListened(S: PageLib, ids: number[]): number[];
  markListened(S: PageLib, ids: number[], fresh: number[], ...elements: PNode[]): void;
  roleOf(S: PageLib, element: PElement): string;
  nameOf(S: PageLib, element: PElement, role: string, content: string): string;
  textOf(S: PageLib, node: PNode, leave?: (el: PElement) => boolean): string;
  shownValue(S: PageLib, element: PElement): string;
  describe(S: PageLib, element: PElement, role: string, content: string, node: PageNode): void;
  refText(S: PageLib, element: PElement, attribute: string): string;
  generated(S: PageLib, element: PElement, pseudo: string): string;
  partName(S: PageLib, element: PElement): string;
  opensMenu(S: PageLib, element: PElement): boolean;
  hitIsOwn(S: PageLib, hit: PElement, el: PElement): boolean;
  delegatedItems(S: PageLib, container: PElement): PElement[];
  onlyToggleNamed(S: PageLib, nodes: PageNode[], first: number, text: string): boolean;
  isSecret(S: PageLib, element: PElement, name: string): boolean;
  fieldOf(S: PageLib, element: PElement, role: string, name: string, node: PageNode): void;
  secretBoxes(S: PageLib): PageBox[];
  headerOf(S: PageLib, element: PElement): PElement | null;
  gridHelp(S: PageLib, element: PElement, role: string): string;
  colourName(S: PageLib, css: string): string;
  tagRole(S: PageLib, element: PElement): string;
  isControl(S: PageLib, node: PageNode): boolean;
  hostName(S: PageLib, host: PElement, fallback: string): string;
  hostRole(S: PageLib, host: PElement, node: PageNode): void;
  mergeAway(S: PageLib, nodes: PageNode[], at: number, to: number): void;
  drawnControls(
    S: PageLib,
    host: PElement,
    shadow: PShadowRoot,
    index: number,
    first: number,
    nodes: PageNode[],
  ): { real: number[]; parts: number[] } | null;
  oneHost(
    S: PageLib,
    host: PElement,
    shadow: PShadowRoot,
    index: number,
    first: number,
    nodes: PageNode[],
  ): void;
  oneControl(S: PageLib, index: number, nodes: PageNode[]): void;
  holdsControl(S: PageLib, nodes: PageNode[], first: number): boolean;
  labelsControl(S: PageLib, element: PElement): boolean;
  dropLabels(S: PageLib, nodes: PageNode[], listened: [number, number][]): void;
  dropMerged(S: PageLib, nodes: PageNode[], slots: PageFrameSlot[]): void;
  walk(S: PageLib, options: WalkOptions): PageResult;
  point(S: PageLib, docId: string, ref: number, scroll: boolean): PagePoint;
  box(S: PageLib, ref: number): { x: number; y: number } | null;
  domClick(
    S: PageLib,
    docId: string,
    ref: number,
    button: string,
    count: number,
    modifiers: string[],
  ): boolean;
  focusText(S: PageLib, docId: string, ref: number, mode: string): TextFocus;
  readValue(S: PageLib, docId: string, ref: number): ReadResult;
  setValue(S: PageLib, docId: string, ref: number, text: string): boolean;
  chooseNative(S: PageLib, docId: string, ref: number, option: string): ChooseResult;
  ariaOptions(S: PageLib, docId: string, ref: number): AriaOptions | null;
  popupItems(S: PageLib, el: PElement): PElement[];
  optionsIn(S: PageLib, popup: PElement): PElement[];
  isPicker(S: PageLib, el: PElement): boolean;
  cellOf(S: PageLib, docId: string, rowRef: number, headerRef: number): CellRead | null;
  cellEditor(S: PageLib, docId: string, cellRef: number): CellEditor;
  focusOn(S: PageLib, docId: string, ref: number): boolean;
  scrollPoint(S: PageLib, docId: string, ref: number): ScrollPoint | null;
  scrollTop(S: PageLib, docId: string, ref: number): number;
  scrollByScript(S: PageLib, docId: string, ref: number, delta: number, from: number): boolean;
  idle(S: PageLib): Idle;
  isDraggable(S: PageLib, docId: string, ref: number): boolean;
  fieldKind(S: PageLib, element: PElement): string;
  styleOf(S: PageLib, element: PElement): PStyle;
  asField(element: PElement): PField;
}

/** A grid cell found under a column header: its ref and the text it shows. */
export interface CellRead {
  ref: number;
  text: string;
}

/** The editor a grid cell opened, if any. */
export type CellEditor =
  { state: 'ok'; ref: number; select: boolean } | { state: 'none' } | { state: 'gone' };

/** Result of focusing a text field before typing. */
export interface TextFocus {
  state: 'ok' | 'gone' | 'not_text' | 'disabled';
  secret: boolean;
  /** The value before typing; absent for secret fields, which are never read. */
  before?: string;
  focused: boolean;
  /** True when key presses now reach this field and spell its text (focused; not a date or time input). */
  keyed: boolean;
}

/** Result of an exact read. */
export type ReadResult =
  { state: 'gone' } | { state: 'secret' } | { state: 'ok'; value: string; exact: boolean };

/** Result of choosing in a native select. */
export type ChooseResult =
  | { state: 'gone' | 'not_native' | 'disabled' | 'done' | 'concealed' }
  | { state: 'not_found' | 'ambiguous'; options: string[] };

/** The options of an ARIA combobox or listbox and whether its popup is open. */
export interface AriaOptions {
  expanded: boolean;
  listbox: boolean;
  options: { ref: number; text: string }[];
}

/** Where to send a wheel event for a scroll, and how far one page is. */
export interface ScrollPoint {
  x: number;
  y: number;
  page: number;
  before: number;
  /** The furthest scroll position (scrollHeight - clientHeight). */
  max: number;
}

/** The page's side of settling: ms since the last DOM mutation, readyState, aria-busy. */
export interface Idle {
  still: number;
  ready: string;
  busy: boolean;
  /** A transition or animation is running that ends within a second (a modal fading in). */
  animating: boolean;
}
