import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../build.js';
import { defaultStates } from '../snapshot.js';
import { datesIn, readsDates, readsTime, shownMonth, timeIn } from './calendar.js';

const DEC_2026 = new Date(2026, 11, 1);

describe('dates in words, calendars and fields', () => {
  it('reads the day or range the words name, the year from the reference when they leave it out', () => {
    expect(datesIn('Pick December 18, 2026 as the departure date', DEC_2026)).toEqual({
      start: { year: 2026, month: 12, day: 18 },
    });
    expect(datesIn('Book it for Wednesday, December 9', DEC_2026)).toEqual({
      start: { year: 2026, month: 12, day: 9 },
    });
    expect(datesIn("I'm out of office from December 21 to December 24, fill that in", DEC_2026)).toEqual({
      start: { year: 2026, month: 12, day: 21 },
      end: { year: 2026, month: 12, day: 24 },
    });
  });

  it('finds no date in words without one, nor in a time alone', () => {
    expect(datesIn('Show 20 rows per page', DEC_2026)).toBeUndefined();
    expect(datesIn('Change the start time to 10:30', DEC_2026)).toBeUndefined();
    expect(datesIn('Make it 3 travellers', DEC_2026)).toBeUndefined();
  });

  it('reads the month a calendar shows, only when it shows one', () => {
    const calendar = (texts: string[]) =>
      buildSnapshot({
        window: { id: 'w', app: 'App', title: 'Trip' },
        nodes: [
          {
            role: 'document',
            platformRole: 'document',
            label: 'Trip',
            handle: 'd',
            parent: null,
            states: defaultStates(),
          },
        ],
        texts,
      });
    expect(shownMonth(calendar(['Prev', 'Next', 'December 2026', 'Su | Mo | Tu']))).toEqual({
      year: 2026,
      month: 12,
    });
    expect(shownMonth(calendar(['December 2026', 'January 2027']))).toBeUndefined();
    expect(shownMonth(calendar(['One carry-on bag']))).toBeUndefined();
  });

  it('tells whether a field reads the dates, in the format the page writes them', () => {
    const day = { start: { year: 2026, month: 12, day: 18 } };
    expect(readsDates('2026-12-18', day)).toBe(true);
    expect(readsDates('12/18/2026', day)).toBe(true);
    expect(readsDates('2026-12-19', day)).toBe(false);
    expect(readsDates('', day)).toBe(false);
    const range = { start: { year: 2026, month: 12, day: 21 }, end: { year: 2026, month: 12, day: 24 } };
    expect(readsDates('2026-12-21 to 2026-12-24', range)).toBe(true);
    expect(readsDates('2026-12-21', range)).toBe(false);
  });

  it('reads a time of day the words name without a day, and whether a field reads it', () => {
    expect(timeIn('Change the start time to 10:30')).toEqual({ hour: 10, minute: 30 });
    expect(timeIn('Set the alarm for 7 pm')).toEqual({ hour: 19, minute: 0 });
    expect(timeIn('Book it for Wednesday, December 9')).toBeUndefined();
    expect(timeIn('Show 20 rows per page')).toBeUndefined();
    expect(readsTime('10:30', { hour: 10, minute: 30 })).toBe(true);
    expect(readsTime('10:00', { hour: 10, minute: 30 })).toBe(false);
  });
});
