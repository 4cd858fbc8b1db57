// The source text that installs the page scripts into a frame's isolated world.
import { createHash } from 'node:crypto';
import * as actions from './actions.js';
import * as cells from './cells.js';
import * as controls from './controls.js';
import * as fields from './fields.js';
import * as grid from './grid.js';
import * as refs from './refs.js';
import * as roles from './roles.js';
import { walk } from './walk.js';

/** The isolated world the driver's scripts live in (its globals are invisible to the page). */
export const WORLD_NAME = '__beans_picker__';

/** The global under which the page state lives in that world. */
export const GLOBAL = '__beansPicker';

const functions: Record<string, (...args: never[]) => unknown> = {
  ...refs,
  ...roles,
  ...fields,
  ...grid,
  ...controls,
  ...actions,
  ...cells,
  walk,
};
const body = Object.entries(functions)
  .map(([name, fn]) => `S.${name} = ${fn.toString()};`)
  .join('\n');

/** Version of the installed scripts: a world holding another version gets them replaced. */
export const PAGE_VERSION = createHash('sha256').update(body).digest('hex').slice(0, 12);

/** Evaluates to the document's id after making sure the scripts are installed. */
export const INSTALL_SOURCE = `(() => {
  // esbuild (tsx) wraps functions in __name(fn, "name"); the page world has no such helper.
  const __name = (fn) => fn;
  const g = globalThis;
  const old = g.${GLOBAL};
  if (old && old.version === ${JSON.stringify(PAGE_VERSION)}) return old.docId;
  const S = old || {
    docId: Math.random().toString(36).slice(2, 8), win: g, doc: g.document, nextRef: 1,
    refs: new Map(), ids: new WeakMap(), closedRoots: new WeakMap(), checkedHosts: new WeakSet(),
    watched: new WeakSet(), pending: [], lastMutation: 0, lastNodes: 0, observer: null,
  };
  S.version = ${JSON.stringify(PAGE_VERSION)};
  ${body}
  if (!S.observer) {
    S.observer = new g.MutationObserver((records) => {
      S.lastMutation = g.performance.now();
      if (records.some((r) => r.type === 'childList')) S.lastNodes = S.lastMutation;
    });
    S.observer.observe(g.document, { subtree: true, childList: true, attributes: true, characterData: true });
  }
  g.${GLOBAL} = S;
  return S.docId;
})()`;

/** A function declaration that calls installed function `name` with the page state first. */
export function callSource(name: string): string {
  return `function(...args) { const S = globalThis.${GLOBAL}; if (!S || S.version !== ${JSON.stringify(PAGE_VERSION)}) return { __missing: true }; return S.${name}(S, ...args); }`;
}
