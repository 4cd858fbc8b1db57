// The run's notion of now: an instant and a time zone, formatted for the state and saved for replay.
import type { Day } from './dates.js';

/** An instant and the zone it is read in. */
export interface Now {
  iso: string;
  timeZone: string;
}

/** The `now` object of the state. */
export interface NowState {
  local_time: string;
  timezone: string;
  today: string;
  [key: string]: string;
}

function parts(now: Now, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: now.timeZone, hourCycle: 'h23', ...options });
  return Object.fromEntries(format.formatToParts(new Date(now.iso)).map((p) => [p.type, p.value]));
}

/** Today's date in the zone. */
export function todayOf(now: Now): Day {
  const p = parts(now, { year: 'numeric', month: 'numeric', day: 'numeric' });
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day) };
}

/** {local_time: "2026-09-16 10:02 Wednesday", timezone: "PDT", today: "2026-09-16"}. */
export function nowState(now: Now): NowState {
  const p = parts(now, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'long',
    timeZoneName: 'short',
  });
  const today = `${p.year ?? ''}-${p.month ?? ''}-${p.day ?? ''}`;
  return {
    local_time: `${today} ${p.hour ?? ''}:${p.minute ?? ''} ${p.weekday ?? ''}`,
    timezone: p.timeZoneName ?? now.timeZone,
    today,
  };
}
