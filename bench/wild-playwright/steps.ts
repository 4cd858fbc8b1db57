// What a scripted Playwright MCP caller does for one wild task: steps on controls it finds in browser_snapshot by
// role and accessible name (or the text shown beside a control without a ref), written from the task's words and
// the snapshot alone: no CSS selector, no page-internal id, no browser_evaluate.

/** A control as the snapshot shows it. */
export interface Target {
  role: string;
  /** The accessible name in quotes (`button "Save"`). */
  name?: string;
  /** The text after the colon or in a `text:` child, for an element shown without a name (`generic: Remember me`). */
  text?: string;
  /** The row, dialog or section around it, for look-alikes: its role, and its name or a cell it holds. */
  within?: { role: string; name?: string; cell?: string };
  /** A text shown beside it, in the same parent: the label of a control shown without a name. */
  beside?: string;
  /** A descendant it shows (a wrapper shown with a ref around a named control that has none). */
  holding?: { role: string; name: string };
  /** Which of several equal matches, in document order (0 first), where the snapshot shows no other difference. */
  nth?: number;
}

/** One step, as one or a few Playwright MCP tool calls. */
export type PlanStep =
  /** browser_click (double: a double click, as grid cells open their editor). */
  | { do: 'click'; target: Target; double?: boolean }
  /** browser_type: fills the control with the text (slowly: key by key), and presses Enter with submit. */
  | { do: 'type'; target: Target; text: string; submit?: boolean; slowly?: boolean }
  /** browser_select_option on a native select. */
  | { do: 'select'; target: Target; values: string[] }
  /** browser_hover. */
  | { do: 'hover'; target: Target }
  /** browser_press_key on whatever has focus. */
  | { do: 'press'; key: string }
  /**
   * Sets a slider to a number: browser_type first (Playwright fills a range input); on a tool error, or when the
   * snapshot does not read the number afterwards, clicks it and presses arrow keys until it does (bounded).
   */
  | { do: 'slide'; target: Target; to: number };

/** A task's plan: its steps, or why a reasonable agent cannot do it with Playwright MCP's standard tools. */
export type Plan = { steps: PlanStep[] } | { unable: string };

/** A control by role and accessible name, with any other part of a target. */
export function named(role: string, name: string, more: Omit<Target, 'role' | 'name'> = {}): Target {
  return { role, name, ...more };
}

/** An element shown without a name, by the text it shows (a label beside a control the snapshot gives no ref). */
export function showing(role: string, text: string, more: Omit<Target, 'role' | 'text'> = {}): Target {
  return { role, text, ...more };
}

/** A click on a target. */
export function click(target: Target): PlanStep {
  return { do: 'click', target };
}

/** Text typed into a target (filled, then Enter with submit). */
export function type(target: Target, text: string, submit = false): PlanStep {
  return submit ? { do: 'type', target, text, submit } : { do: 'type', target, text };
}

/** The steps of a plan. */
export function steps(...list: PlanStep[]): Plan {
  return { steps: list };
}
