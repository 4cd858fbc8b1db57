// How the simulated desktop reacts to each primitive action.
import type { DriverAction, PerformOutcome } from '../../core/driver.js';
import {
  findByHandle,
  findControl,
  parentOf,
  type EffectContext,
  type SimControl,
  type SimWindow,
} from './world.js';

type Later = (snapshots: number, effect: () => void) => void;

const ok = (route: string): PerformOutcome => ({ ok: true, route });
const gone: PerformOutcome = {
  ok: false,
  code: 'target_gone',
  message: 'the control is no longer on the window; observe again',
};

/** Applies one action to a simulated window. */
export function applyAction(window: SimWindow, action: DriverAction, later: Later): PerformOutcome {
  if (action.type === 'key') return key(window, action.keys, later);
  if (action.type === 'scroll' && action.handle === undefined) return ok('wheel');
  if (action.type === 'edit_cell')
    return { ok: false, code: 'not_supported', message: 'grid cells are edited on web pages only' };
  if (action.type === 'press_sequence') {
    for (const handle of action.handles) {
      const outcome = applyAction(window, { type: 'click', handle }, later);
      if (!outcome.ok) return outcome;
    }
    return ok('keypad');
  }
  const control = findByHandle(window, action.handle ?? '');
  if (!control) return gone;
  if (control.enabled === false) return { ok: false, code: 'disabled', message: 'the control is disabled' };
  const fire = (event: string, arg?: string): void => {
    const ctx: EffectContext = {
      window,
      find: (id) => mustFind(window, id),
      later,
      ...(arg !== undefined ? { arg } : {}),
    };
    window.on?.[`${control.id}:${event}`]?.(ctx);
  };
  switch (action.type) {
    case 'click':
      return click(window, control, action.count === 2, action.modifiers ?? [], fire);
    case 'toggle':
      control.checked = control.checked !== true;
      fire('toggle');
      return ok('press');
    case 'set_text':
      if (!window.ignoresSetText?.includes(control.id)) setValue(window, control, action.text);
      fire('set');
      return ok('set_value');
    case 'insert_text': {
      const was = control.value ?? '';
      const at = action.at === 'end' ? was.length : Math.min(control.caret ?? was.length, was.length);
      setValue(window, control, was.slice(0, at) + action.text + was.slice(at), at + action.text.length);
      fire('set');
      return ok(action.at === 'end' ? 'insert_end' : 'insert_caret');
    }
    case 'choose':
      if (!control.options?.includes(action.option))
        return {
          ok: false,
          code: 'option_not_found',
          message: `no option reads exactly ${JSON.stringify(action.option)}`,
          options: [...(control.options ?? [])],
        };
      control.value = action.option;
      fire('choose', action.option);
      return ok('select');
    case 'step':
      return step(control, action.direction, action.count ?? 1);
    case 'scroll':
      return scroll(control, action.direction);
    case 'context_menu':
      fire('context_menu');
      return ok('right_click');
    case 'menu':
      fire('menu');
      return ok(action.shortcut ? `shortcut:${action.shortcut}` : 'menu_press');
    case 'drag':
      return drag(window, control, action.to, fire);
    case 'hover':
      fire('hover');
      return ok('hover');
  }
}

function mustFind(window: SimWindow, id: string): SimControl {
  const found = findControl(window.root, id);
  if (!found) throw new Error(`simulated control ${id} is missing`);
  return found;
}

function setValue(window: SimWindow, control: SimControl, text: string, caret?: number): void {
  const filter = window.filters?.[control.id];
  control.value = filter ? filter(text) : text;
  control.caret = caret ?? control.value.length;
}

function click(
  window: SimWindow,
  control: SimControl,
  double: boolean,
  modifiers: string[],
  fire: (e: string) => void,
): PerformOutcome {
  if (modifiers.length) window.state = { ...window.state, lastModifiers: modifiers.join('+') };
  if (control.role === 'checkbox' || control.role === 'switch') control.checked = control.checked !== true;
  if (
    control.role === 'radio' ||
    control.role === 'tab' ||
    control.role === 'option' ||
    control.role === 'row'
  )
    control.selected = true;
  fire(double ? 'double' : 'click');
  // An overlay eats pointer clicks; a covered control is pressed directly instead.
  return ok(control.covered ? 'press' : 'pointer');
}

function step(control: SimControl, direction: 'up' | 'down', count: number): PerformOutcome {
  const range = control.range ?? { min: -Infinity, max: Infinity, step: 1 };
  const now = Number(control.value ?? '0');
  const delta = range.step * count * (direction === 'up' ? 1 : -1);
  const next = Math.min(range.max, Math.max(range.min, now + delta));
  control.value = String(next);
  return ok('value');
}

function scroll(control: SimControl, direction: 'up' | 'down'): PerformOutcome {
  const kids = control.children ?? [];
  const visible = kids.filter((k) => !k.offscreen).length || kids.length;
  const first = Math.max(
    0,
    kids.findIndex((k) => !k.offscreen),
  );
  const start =
    direction === 'down'
      ? Math.min(Math.max(0, kids.length - visible), first + visible)
      : Math.max(0, first - visible);
  kids.forEach((k, i) => (k.offscreen = i < start || i >= start + visible));
  return ok('wheel');
}

function drag(
  window: SimWindow,
  control: SimControl,
  to: { handle: string } | { dx: number; dy: number },
  fire: (e: string) => void,
): PerformOutcome {
  if ('dx' in to) {
    window.state = { ...window.state, dragged: { id: control.id, dx: to.dx, dy: to.dy } };
    return ok('drag_offset');
  }
  const target = findByHandle(window, to.handle);
  if (!target) return gone;
  const into = target.role === 'list' ? target : parentOf(window.root, target.id);
  const from = parentOf(window.root, control.id);
  if (!into || !from || into === from) return ok('drag');
  from.children = (from.children ?? []).filter((c) => c !== control);
  into.children = [...(into.children ?? []), control];
  fire('drag');
  return ok('drag');
}

function key(window: SimWindow, keys: string, later: Later): PerformOutcome {
  const effect = window.on?.[`window:key:${keys}`];
  if (effect) effect({ window, find: (id) => mustFind(window, id), later });
  if (keys === 'Return') {
    const sheet = findControl(window.root, 'sheet');
    if (sheet && !sheet.hidden) sheet.hidden = true;
  }
  return ok(`key:${keys}`);
}
