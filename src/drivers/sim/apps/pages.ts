// A simulated app made of pages (for the goal-loop ladder): rows of text and controls, rows of columns, a
// scrollable list, a dialog closed by Escape, a Back button, slow pages that show "Loading…", lines that
// tick at every read, and effects that move between pages or write the app's own state.
import type { Role } from '../../../core/roles.js';
import type { EffectContext, SimControl, SimWindow } from '../world.js';

/** One control on a page. */
export interface PageControl {
  text: string;
  role: Role;
  value?: string;
  secret?: boolean;
  covered?: boolean;
  clickable?: boolean;
  options?: string[];
}

/** A row: a text line, a control, several columns in one row, or a line that changes at every read. */
export type PageRow = string | PageControl | PageRow[] | (() => string);

/** What an effect can read and change. */
export interface PageApi {
  state: Record<string, unknown>;
  /** The current value of a field on the page, by label. */
  value(label: string): string;
  /** The first text of the row the control sits in ("" outside a row). */
  row: string;
}

/** An effect: a page name to go to ("@back" returns), or a function that may return one. */
export type PageEffect = string | ((api: PageApi) => string | void);

/** One page. */
export interface Page {
  title: string;
  rows: PageRow[] | ((state: Record<string, unknown>) => PageRow[]);
  /** Effects by "<event>:<text>" or "<event>:<text>@<row's first text>"; events: click, double, set, choose, key. */
  on?: Record<string, PageEffect>;
  /** A scrollable list of rows, `visible` at a time. */
  list?: { label: string; rows: PageRow[]; visible: number };
  /** A dialog over the page; Escape closes it. */
  dialog?: { title: string; rows: PageRow[] };
  /** A Back button that returns to the previous page. */
  back?: boolean;
  /** Snapshots the page shows "Loading…" for after it is entered. */
  loading?: number;
}

/** The spec of a paged app. */
export interface PagedSpec {
  id: string;
  app: string;
  pid: number;
  start: string;
  pages: Record<string, Page>;
  state?: Record<string, unknown>;
}

/** A button row. */
export const button = (text: string): PageControl => ({ text, role: 'button' });
/** A link row. */
export const link = (text: string): PageControl => ({ text, role: 'link' });
/** A text field row (secret for a password field). */
export const field = (text: string, extra: { secret?: boolean } = {}): PageControl => ({
  text,
  role: 'textbox',
  ...extra,
});
/** An effect that records a value in the app's state, then shows a page (or stays). */
export const note =
  (key: string, value: (old: unknown) => unknown, next?: string) =>
  (api: PageApi): string | undefined => {
    api.state[key] = value(api.state[key]);
    return next;
  };
/** One more than before. */
export const inc = (old: unknown): number => Number(old) + 1;

/** Builds a paged app as a simulated window; `state.page` names the page shown and `state.visits` the path. */
export function pagedApp(spec: PagedSpec): SimWindow {
  const window: SimWindow = {
    id: spec.id,
    app: spec.app,
    pid: spec.pid,
    title: '',
    root: { id: 'root', role: 'window', label: spec.app, children: [] },
    on: {},
    state: { ...spec.state, page: spec.start, visits: [spec.start] },
  };
  const stack: string[] = [];
  const state = (): Record<string, unknown> => window.state ?? {};
  const pageOf = (name: string): Page => {
    const page = spec.pages[name];
    if (!page) throw new Error(`the simulated app ${spec.app} has no page ${name}`);
    return page;
  };
  const go = (target: string, ctx: EffectContext | undefined): void => {
    const current = String(state().page);
    let name = target;
    if (target === '@back') name = stack.pop() ?? current;
    else if (target !== current) stack.push(current);
    window.state = { ...state(), page: name, visits: [...(state().visits as string[]), name] };
    const page = pageOf(name);
    if (page.loading && ctx && target !== current) {
      window.title = page.title;
      window.on = {};
      window.root.children = [{ id: `${name}.loading`, role: 'statictext', label: 'Loading…' }];
      ctx.later(page.loading, () => render(name, page));
    } else render(name, page);
  };
  const render = (name: string, page: Page): void => {
    window.title = page.title;
    window.on = {};
    const children: SimControl[] = [];
    if (page.back)
      children.push(control(`${name}.back`, { text: 'Back', role: 'button' }, page, '', '@back'));
    const rows = typeof page.rows === 'function' ? page.rows(state()) : page.rows;
    rows.forEach((row, r) => children.push(rowControl(`${name}.${r}`, row, page)));
    if (page.list)
      children.push({
        id: `${name}.list`,
        role: 'list',
        label: page.list.label,
        scrollable: true,
        children: page.list.rows.map((row, r) => ({
          ...rowControl(`${name}.list.${r}`, row, page),
          offscreen: r >= (page.list?.visible ?? 0),
        })),
      });
    if (page.dialog) {
      children.push({
        id: `${name}.dialog`,
        role: 'dialog',
        label: page.dialog.title,
        children: page.dialog.rows.map((row, r) => rowControl(`${name}.dialog.${r}`, row, page)),
      });
      (window.on as NonNullable<SimWindow['on']>)['window:key:Escape'] = () => {
        const open = window.root.children?.find((c) => c.id === `${name}.dialog`);
        if (open) open.hidden = true;
      };
    }
    for (const [key, effect] of Object.entries(page.on ?? {}))
      if (key.startsWith('key:'))
        (window.on as NonNullable<SimWindow['on']>)[`window:key:${key.slice(4)}`] = (ctx) =>
          apply(effect, ctx, '');
    window.root.children = children;
  };
  const apply = (effect: PageEffect, ctx: EffectContext, row: string): void => {
    const api: PageApi = { state: state(), value: (label) => fieldValue(window.root, label), row };
    const target = typeof effect === 'string' ? effect : effect(api);
    if (target) go(target, ctx);
  };
  const rowControl = (id: string, row: PageRow, page: Page): SimControl => {
    if (typeof row === 'string') return { id, role: 'statictext', label: row };
    if (typeof row === 'function') return ticking(id, row);
    if (!Array.isArray(row)) return control(id, row, page, '');
    const first = row.find(
      (c): c is string | PageControl => typeof c === 'string' || (typeof c === 'object' && !Array.isArray(c)),
    );
    const rowText = typeof first === 'string' ? first : (first?.text ?? '');
    return {
      id,
      role: 'row',
      children: row.map((cell, c) =>
        typeof cell === 'object' && !Array.isArray(cell)
          ? control(`${id}.${c}`, cell, page, rowText)
          : rowControl(`${id}.${c}`, cell, page),
      ),
    };
  };
  const control = (id: string, c: PageControl, page: Page, row: string, fixed?: PageEffect): SimControl => {
    const out: SimControl = { id, role: c.role, label: c.text };
    if (c.role === 'textbox' || c.role === 'searchbox') out.editable = true;
    if (out.editable) out.value = c.value ?? '';
    if (c.secret) out.secret = true;
    if (c.covered) out.covered = true;
    if (c.clickable) out.clickable = true;
    if (c.options) {
      out.options = [...c.options];
      out.value = c.value ?? c.options[0] ?? '';
    }
    const on = window.on as NonNullable<SimWindow['on']>;
    for (const event of ['click', 'double', 'set', 'choose']) {
      const effect =
        event === 'click' && fixed
          ? fixed
          : (page.on?.[`${event}:${c.text}@${row}`] ?? page.on?.[`${event}:${c.text}`]);
      if (effect !== undefined) on[`${id}:${event}`] = (ctx) => apply(effect, ctx, row);
    }
    return out;
  };
  go(spec.start, undefined);
  window.state = { ...state(), visits: [spec.start] };
  return window;
}

function ticking(id: string, text: () => string): SimControl {
  return {
    id,
    role: 'statictext',
    get label() {
      return text();
    },
  };
}

function fieldValue(root: SimControl, label: string): string {
  const stack = [root];
  while (stack.length) {
    const c = stack.pop() as SimControl;
    if (c.label === label && c.value !== undefined) return c.value;
    stack.push(...(c.children ?? []));
  }
  return '';
}
