// The verdict engine: did the action have its effect? Text is judged by exact equality in the target field only.
import type { CandidateKind } from './candidates/types.js';
import { displayText } from './text.js';
import type { ExactRead } from './driver.js';
import type { ScreenChange } from './glance.js';
import type { UiNode } from './snapshot.js';

/** A verdict on one fresh snapshot. */
export type Verdict =
  | { verdict: 'ok'; detail: string; exact?: boolean }
  | { verdict: 'unverified'; detail: string; screen?: ScreenChange }
  | { verdict: 'wrong'; detail: string; expected?: string; actual?: string }
  | { verdict: 'none'; detail: string };

/** Kinds whose effect is judged on the target field's text. */
export const TEXT_VERIFIED: ReadonlySet<CandidateKind> = new Set([
  'set_value',
  'type_into',
  'append',
  'choose_option',
]);

/** What a text verdict needs. */
export interface TextEvidence {
  kind: 'set_value' | 'type_into' | 'append' | 'choose_option';
  text: string;
  before: ExactRead | null;
  /** The target's reading now, or null when the target is gone. */
  after: ExactRead | null;
  /** The window changed at all (signature or change summary). */
  moved: boolean;
  role: string;
}

/** True when `now` is `was` with `text` inserted whole at one position (UTF-16 positions that split no code point). */
export function insertedWhole(was: string, text: string, now: string): boolean {
  if (now.length !== was.length + text.length) return false;
  for (let i = 0; i <= was.length; i += 1) {
    const code = was.charCodeAt(i - 1);
    if (i > 0 && code >= 0xd800 && code <= 0xdbff) continue;
    if (now.startsWith(was.slice(0, i)) && now.startsWith(text, i) && now.endsWith(was.slice(i))) return true;
  }
  return false;
}

/** True when `now` is `was` with `item` added as whole words at one place, and `was` did not hold it. */
export function addedItem(was: string, item: string, now: string): boolean {
  if (item === '' || ` ${was} `.includes(` ${item} `)) return false;
  const spaced = ` ${now} `;
  for (let at = spaced.indexOf(` ${item} `); at >= 0; at = spaced.indexOf(` ${item} `, at + 1))
    if (`${spaced.slice(0, at)} ${spaced.slice(at + item.length + 2)}`.trim() === was) return true;
  return false;
}

function expectedText(e: TextEvidence): string | null {
  if (e.kind === 'set_value' || e.kind === 'choose_option') return e.text;
  if (e.kind === 'append') return e.before?.exact ? e.before.value + e.text : null;
  return null;
}

/** Judges a text action by exact equality on the target field. */
export function judgeText(e: TextEvidence): Verdict {
  if (!e.after)
    return e.moved
      ? { verdict: 'wrong', detail: 'the target field is gone' }
      : { verdict: 'none', detail: 'nothing changed' };
  const now = e.after.value;
  const was = e.before?.value;
  const exact =
    e.after.exact && (e.kind === 'set_value' || e.kind === 'choose_option' || e.before?.exact === true);
  if (!exact) {
    if (was !== undefined && now === was)
      return e.moved
        ? { verdict: 'wrong', detail: 'the field did not change' }
        : { verdict: 'none', detail: 'nothing changed' };
    // A list drawn by the page (AG Grid's page size) shows its choice as text: the chosen option, read back whole
    // where something else was before, is chosen. Not exact (the text is the page's rendering), but not in doubt.
    const shown = displayText(now);
    if (
      e.kind === 'choose_option' &&
      shown !== '' &&
      shown === displayText(e.text) &&
      shown !== displayText(was ?? '')
    )
      return {
        verdict: 'ok',
        detail: `${e.role} shows ${JSON.stringify(shown)}, the option chosen`,
        exact: false,
      };
    // A list that holds several (Slim Select's delivery days) shows its choices side by side: the option, whole,
    // among the ones shown before, and nothing else changed, is chosen.
    if (
      e.kind === 'choose_option' &&
      was !== undefined &&
      addedItem(displayText(was), displayText(e.text), shown)
    )
      return {
        verdict: 'ok',
        detail: `${e.role} shows ${JSON.stringify(shown)}, the option chosen beside those before`,
        exact: false,
      };
    return { verdict: 'unverified', detail: `${e.role} changed, but its text cannot be read exactly` };
  }
  const pass = e.kind === 'type_into' ? insertedWhole(was ?? '', e.text, now) : now === expectedText(e);
  if (pass) return { verdict: 'ok', detail: `${e.role} reads exactly ${JSON.stringify(now)}`, exact: true };
  if (was !== undefined && now === was && !e.moved) return { verdict: 'none', detail: 'nothing changed' };
  const expected = expectedText(e);
  return {
    verdict: 'wrong',
    detail: `${e.role} reads ${JSON.stringify(now)}`,
    ...(expected !== null ? { expected } : {}),
    actual: now,
  };
}

/** Judges a toggle: the same control's checked state flipped. */
export function judgeToggle(before: UiNode | undefined, after: UiNode | undefined, moved: boolean): Verdict {
  if (before?.states.checked !== undefined && after?.states.checked !== undefined) {
    if (before.states.checked !== after.states.checked)
      return {
        verdict: 'ok',
        detail: `now ${after.states.checked === true ? 'on' : after.states.checked === false ? 'off' : 'mixed'}`,
        exact: true,
      };
    return moved
      ? { verdict: 'wrong', detail: 'the state did not flip' }
      : { verdict: 'none', detail: 'nothing changed' };
  }
  return moved
    ? { verdict: 'unverified', detail: 'the window changed but the control shows no checked state' }
    : { verdict: 'none', detail: 'nothing changed' };
}

/** Judges any other action: the window changed (the summary is only worked out then). */
export function judgeMoved(moved: boolean, summary: () => string): Verdict {
  return moved ? { verdict: 'ok', detail: summary() } : { verdict: 'none', detail: 'nothing changed' };
}

// Presses whose effect may well lie outside the window's tree (a server, a file, another window).
const PRESSES: ReadonlySet<CandidateKind> = new Set(['click', 'key', 'menu']);

/** Kinds judged on an unchanged tree by the window's pixels as well, when the driver can glance at it. */
export const GLANCED: ReadonlySet<CandidateKind> = new Set([...PRESSES, 'hover']);
const SELECTABLE: ReadonlySet<string> = new Set(['row', 'cell', 'treeitem', 'option']);

/**
 * What an unchanged tree means once every retake is in: for a delivered press it proves nothing (the caller must
 * not repeat it blindly), so it is unverified; the same for a row or cell, whose selection often does not show.
 * For everything else (text, toggles, options, steps, scrolls, keypads) it is no effect. `screen` is what a
 * comparison of the window's pixels before and after said, when one was made: it informs, never verifies.
 */
export function unseenEffect(
  kind: CandidateKind,
  role: string | undefined,
  screen?: { change: ScreenChange; said: string },
): Verdict | null {
  const seen = screen ? { screen: screen.change } : {};
  const moved = screen?.change.changed === true;
  if (role !== undefined && SELECTABLE.has(role))
    return {
      verdict: 'unverified',
      detail: screen
        ? `selection does not show in the tree; ${screen.said}`
        : 'selection may not show in the tree',
      ...seen,
    };
  if (kind === 'hover')
    return {
      verdict: 'unverified',
      detail: moved
        ? `the pointer rests on the control; nothing new showed in the tree, but ${screen.said} (something drawn on hover, such as a tooltip); check before relying on it`
        : `the pointer rests on the control, but nothing new showed (a hover may only restyle it${screen ? `; ${screen.said}` : ''}); check before relying on it`,
      ...seen,
    };
  if (PRESSES.has(kind))
    return {
      verdict: 'unverified',
      detail: moved
        ? `delivered; the tree shows no change, but ${screen.said}: the step may have done something only drawn on screen; check it before relying on it`
        : `delivered, but nothing changed in the tree${screen ? `, and ${screen.said}` : ''}: the effect may be elsewhere (a server, a file, another window); check before repeating it`,
      ...seen,
    };
  return null;
}

/** The act status a verdict maps to. */
export function statusOf(v: Verdict): 'done' | 'unverified' | 'mismatch' | 'no_effect' {
  return v.verdict === 'ok'
    ? 'done'
    : v.verdict === 'unverified'
      ? 'unverified'
      : v.verdict === 'wrong'
        ? 'mismatch'
        : 'no_effect';
}
