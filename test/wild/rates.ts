// Each library's pass rate and count of wrong answers, then all: the last lines of `npm run wild` and wild:goals.
import type { Library } from './judge.js';

/** One line per library, then one for all: "shoelace: 8/8 pass, 0 false done". */
export function rates<O extends { library: Library; pass: boolean }>(
  outcomes: O[],
  wrong: (o: O) => boolean,
  wrongName: string,
): string {
  const line = (name: string, of: O[]): string =>
    `${name}: ${of.filter((o) => o.pass).length}/${of.length} pass, ${of.filter(wrong).length} ${wrongName}`;
  const libraries = [...new Set(outcomes.map((o) => o.library))];
  return [
    ...libraries.map((l) =>
      line(
        l,
        outcomes.filter((o) => o.library === l),
      ),
    ),
    line('all', outcomes),
  ].join('\n');
}
