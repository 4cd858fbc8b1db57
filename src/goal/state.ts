// The state one step sends to the decision model, built in code, in a fixed key order. Never a secret value.
import type { Json } from '../core/decision/systemone.js';
import type { Snapshot } from '../core/snapshot.js';
import { nowState, type Now } from './clock.js';
import type { Screen, ScreenItem } from './screen.js';
import type { UserReply } from './types.js';

/** Lines of history the model sees. */
export const HISTORY_SHOWN = 8;

/** What the state is built from. */
export interface StateInput {
  goal: string;
  focus?: string | undefined;
  userSaid: readonly UserReply[];
  now: Now;
  snapshot: Snapshot;
  screen: Screen;
  /** Every history line so far; the last 8 are shown. */
  history: readonly string[];
  tried: readonly string[];
  windows: readonly { id: string; title: string }[];
}

/** The step's state object. */
export function buildGoalState(input: StateInput): { [key: string]: Json } {
  const { snapshot, screen } = input;
  const state: { [key: string]: Json } = { goal: input.goal };
  if (input.focus) state.current_focus = input.focus;
  if (input.userSaid.length)
    state.user_said = input.userSaid.map((r) => ({ asked: r.asked, replied: r.replied }));
  state.now = { ...nowState(input.now) };
  state.app = snapshot.window.app;
  state.window = snapshot.window.title;
  if (snapshot.window.url) state.url = snapshot.window.url;
  state.focused_field = screen.focused ? { ...screen.focused } : null;
  if (snapshot.modal) state.modal = { kind: snapshot.modal.kind, title: snapshot.modal.title };
  state.previous_actions = input.history.slice(-HISTORY_SHOWN);
  state.already_tried_on_this_screen = [...input.tried];
  state.screen_items_in_reading_order = screen.items.map(itemState);
  if (screen.offscreen.length)
    state.offscreen_controls = screen.offscreen.map((o) => ({ k: o.k, role: o.role, label: o.label }));
  if (input.windows.length) state.other_windows_of_this_app = input.windows.map((w) => w.title);
  return state;
}

function itemState(item: ScreenItem): Json {
  const out: { [key: string]: Json } = { i: item.i, text: item.text, where: item.where };
  if (item.role) out.role = item.role;
  if (item.value !== undefined) out.value = item.value;
  if (item.checked !== undefined) out.checked = item.checked;
  if (item.when) out.when = item.when;
  if (item.beside) out.beside = item.beside;
  return out;
}

/** The screen as text lines, for the writer. */
export function screenText(screen: Screen): string[] {
  return screen.items.map((i) => (i.value !== undefined ? `${i.text}: ${i.value}` : i.text));
}
