// Dates in a step's words and in an open calendar: the day (or range of days) the words name, the month a
// calendar shows, the day control to press, and whether a field reads the date afterwards in whatever format
// the page writes it ("12/18/2026", "2026-12-18", "December 18, 2026"). Words and labels are read by chrono.
// English only: chrono's default parser is English, and the package's root also loads every other locale.
import { createRequire } from 'node:module';
import type { ParsedComponents } from 'chrono-node';
import type * as Chrono from 'chrono-node/en';
import type { Snapshot, UiNode } from '../snapshot.js';
import type { Observation } from './context.js';

let loaded: typeof Chrono | undefined;

// chrono loads on first use (about 30 ms of a run's start): most steps name no date, and most pages have no
// field for one.
const chrono = (): typeof Chrono =>
  (loaded ??= createRequire(import.meta.url)('chrono-node/en') as typeof Chrono);

/** A calendar day. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

/** The day, or the first and last day, that words name. */
export interface Dates {
  start: Day;
  end?: Day;
}

/** A time of day. */
export interface Time {
  hour: number;
  minute: number;
}

// A label that is only a day of the month ("18"), as calendars name their day buttons.
const DAY_NUMBER = /^\s*(\d{1,2})\s*$/u;

/** The day or range of days the words name, read with `ref` for what they leave out (the year); undefined if none. */
export function datesIn(words: string, ref: Date): Dates | undefined {
  const found = chrono()
    .parse(words, ref, { forwardDate: true })
    .find((r) => r.start.isCertain('day'));
  if (!found) return undefined;
  const day = (c: ParsedComponents): Day => ({
    year: c.get('year') ?? ref.getFullYear(),
    month: c.get('month') ?? ref.getMonth() + 1,
    day: c.get('day') ?? 1,
  });
  return found.end?.isCertain('day')
    ? { start: day(found.start), end: day(found.end) }
    : { start: day(found.start) };
}

/** The time of day the words name without a day ("Change the start time to 10:30"); undefined if none. */
export function timeIn(words: string): Time | undefined {
  const found = chrono()
    .parse(words)
    .find((r) => r.start.isCertain('hour') && !r.start.isCertain('day'));
  return found ? { hour: found.start.get('hour') ?? 0, minute: found.start.get('minute') ?? 0 } : undefined;
}

/** True when a field's text reads the time of day. */
export function readsTime(text: string | undefined, time: Time): boolean {
  if (!text) return false;
  const read = chrono()
    .parse(text)
    .find((r) => r.start.isCertain('hour'));
  return read?.start.get('hour') === time.hour && (read.start.get('minute') ?? 0) === time.minute;
}

/** The month a calendar shows ("December 2026" as a line or a name), when exactly one month and year is shown. */
export function shownMonth(snapshot: Snapshot): { year: number; month: number } | undefined {
  const texts = [...snapshot.texts, ...snapshot.nodes.map((n) => n.label)];
  const months = new Set<string>();
  for (const text of texts) {
    if (text.length > 40) continue;
    for (const r of chrono().parse(text)) {
      if (r.start.isCertain('day') || !r.start.isCertain('month') || !r.start.isCertain('year')) continue;
      months.add(`${r.start.get('year') ?? 0}-${r.start.get('month') ?? 0}`);
    }
  }
  const [only] = [...months];
  if (months.size !== 1 || !only) return undefined;
  const [year, month] = only.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0 };
}

/**
 * The enabled day control to press for a day: one named by its whole date ("December 9, 2026", flatpickr), or,
 * when the calendar shows that month, the one named by the day's number inside a grid or table (jQuery UI).
 */
export function dayControl(obs: Observation, day: Day): UiNode | undefined {
  const pressable = obs.candidates
    .filter((c) => c.kind === 'click' && c.node !== undefined)
    .map((c) => obs.snapshot.nodes[c.node as number])
    .filter((n): n is UiNode => n !== undefined && n.states.enabled);
  const dated = pressable.filter((n) => sameDay(dayOf(n.label, day.year), day));
  if (dated.length) return dated.length === 1 ? dated[0] : undefined;
  const shown = shownMonth(obs.snapshot);
  if (!shown || shown.year !== day.year || shown.month !== day.month) return undefined;
  const numbered = pressable.filter(
    (n) =>
      DAY_NUMBER.exec(n.label)?.[1] === String(day.day) &&
      n.within.some((w) => /^(?:row|grid|table):/u.test(w)),
  );
  return numbered.length === 1 ? numbered[0] : undefined;
}

/** True when a field's text reads the dates: each named day, in whatever format the page writes dates. */
export function readsDates(text: string | undefined, dates: Dates): boolean {
  if (!text) return false;
  const read = chrono()
    .parse(text, new Date(dates.start.year, dates.start.month - 1, 1))
    .filter((r) => r.start.isCertain('day'));
  const days = read
    .flatMap((r) => [r.start, ...(r.end ? [r.end] : [])])
    .map((c) => dayOfComponents(c, dates.start.year));
  const wanted = dates.end ? [dates.start, dates.end] : [dates.start];
  return days.length === wanted.length && wanted.every((w, i) => sameDay(days[i], w));
}

function dayOf(label: string, year: number): Day | undefined {
  if (label.length > 40) return undefined;
  const r = chrono()
    .parse(label, new Date(year, 0, 1))
    .find((x) => x.start.isCertain('day') && x.start.isCertain('month'));
  return r ? dayOfComponents(r.start, year) : undefined;
}

function dayOfComponents(c: ParsedComponents, year: number): Day {
  return { year: c.get('year') ?? year, month: c.get('month') ?? 0, day: c.get('day') ?? 0 };
}

function sameDay(a: Day | undefined, b: Day): boolean {
  return a !== undefined && a.year === b.year && a.month === b.month && a.day === b.day;
}
