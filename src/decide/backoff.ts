// When to try a remote call again: which statuses, how long to wait, and an abortable sleep.

/** Statuses worth another attempt: rate limited, unavailable, overloaded. */
export const RETRY_STATUSES = new Set([429, 503, 529]);
/** The longest wait a Retry-After header can ask for. */
export const MAX_RETRY_AFTER_MS = 30_000;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;
// RFC 9110's IMF-fixdate, e.g. "Wed, 16 Sep 2026 10:00:07 GMT"; Date.parse alone would also take "-1" as a year.
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** The wait a Retry-After header asks for (delta seconds or an HTTP date), capped; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const value = header?.trim() ?? '';
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(value)) ms = Number(value) * 1000;
  else if (HTTP_DATE.test(value)) ms = Date.parse(value) - now;
  else return undefined;
  if (Number.isNaN(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/** Exponential backoff before retry `attempt` (0-based), with up to 25% jitter from `random` in [0,1). */
export function backoffMs(attempt: number, random: () => number): number {
  const delay = Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
  return Math.round(delay * (1 + 0.25 * random()));
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export { sleep } from '../core/limits.js';
