// Dates read from screen text, and the relative hint the decision model sees ("dated 2026-10-13 (in 27 days)").

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const DAY_MS = 86_400_000;

const ISO = /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])/u;
const US = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4})(?![\d/])/u;
const MONTH_FIRST = new RegExp(
  `(?<![\\p{L}])${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:\\s*[-–—]\\s*\\d{1,2})?(?!\\d)(?:,?\\s+(\\d{4}))?`,
  'iu',
);
const DAY_FIRST = new RegExp(`(?<!\\d)(\\d{1,2})\\s+${MONTH}(?![\\p{L}])(?:,?\\s+(\\d{4}))?`, 'iu');

/** A calendar day. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

/** The first date in a text, given today (a missing year is this year, or next year when > 60 days past). */
export function findDate(text: string, today: Day): Day | null {
  const iso = ISO.exec(text);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = US.exec(text);
  if (us) return valid(Number(us[3]), Number(us[1]), Number(us[2]));
  const mf = MONTH_FIRST.exec(text);
  if (mf) return withYear(monthOf(mf[1]), Number(mf[2]), mf[3], today);
  const df = DAY_FIRST.exec(text);
  if (df) return withYear(monthOf(df[2]), Number(df[1]), df[3], today);
  return null;
}

function monthOf(name: string | undefined): number {
  return MONTHS.indexOf((name ?? '').slice(0, 3).toLowerCase()) + 1;
}

function withYear(month: number, day: number, year: string | undefined, today: Day): Day | null {
  if (year !== undefined) return valid(Number(year), month, day);
  const guess = valid(today.year, month, day);
  if (!guess) return null;
  return daysBetween(today, guess) < -60 ? valid(today.year + 1, month, day) : guess;
}

function valid(year: number, month: number, day: number): Day | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 ? { year, month, day } : null;
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: Day, b: Day): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** "2026-10-13". */
export function isoDay(d: Day): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** "dated 2026-10-13 (in 27 days)", "(today)", "(3 days ago)". */
export function dateHint(date: Day, today: Day): string {
  const n = daysBetween(today, date);
  const rel =
    n === 0 ? 'today' : n > 0 ? `in ${n} day${n === 1 ? '' : 's'}` : `${-n} day${n === -1 ? '' : 's'} ago`;
  return `dated ${isoDay(date)} (${rel})`;
}
