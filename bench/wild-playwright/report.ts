// The wild side-by-side report: a table per task with each tool's statuses and verdict, and per library each
// tool's pass rate, false successes, mean calls, mean tokens and seconds.
import type { MeteredOutcome } from './attempt.js';

/** Each tool's outcomes, by the tool's name, in the same task order. */
export type Results = Readonly<Record<string, readonly MeteredOutcome[]>>;

/** One tool's figures over a set of tasks. */
export interface Figures {
  tasks: number;
  pass: number;
  falseSuccess: number;
  meanCalls: number;
  meanTokens: number;
  seconds: number;
}

/** Adds up a tool's outcomes. */
export function figures(outcomes: readonly MeteredOutcome[]): Figures {
  const n = outcomes.length;
  const sum = (f: (o: MeteredOutcome) => number) => outcomes.reduce((s, o) => s + f(o), 0);
  return {
    tasks: n,
    pass: outcomes.filter((o) => o.pass).length,
    falseSuccess: outcomes.filter((o) => o.falseSuccess).length,
    meanCalls: n ? sum((o) => o.calls) / n : 0,
    meanTokens: n ? sum((o) => o.tokens) / n : 0,
    seconds: sum((o) => o.seconds),
  };
}

/** Each tool's figures per library, then over every task (`all`). */
export function byLibrary(results: Results): Record<string, Record<string, Figures>> {
  const first = Object.values(results)[0] ?? [];
  const libraries = [...new Set(first.map((o) => o.library)), 'all'];
  return Object.fromEntries(
    libraries.map((library) => [
      library,
      Object.fromEntries(
        Object.entries(results).map(([tool, outcomes]) => [
          tool,
          figures(library === 'all' ? outcomes : outcomes.filter((o) => o.library === library)),
        ]),
      ),
    ]),
  );
}

function columns(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const verdict = (o: MeteredOutcome): string => (o.falseSuccess ? 'FALSE SUCCESS' : o.pass ? 'pass' : 'fail');

/** The per-task table: for each tool, its statuses, verdict, calls, tokens and seconds. */
export function taskTable(results: Results): string {
  const tools = Object.keys(results);
  const head = ['task', ...tools.flatMap((t) => [`${t} status(es)`, 'judge', 'calls', 'tokens', 'seconds'])];
  const ids = (Object.values(results)[0] ?? []).map((o) => o.id);
  const rows = ids.map((id) => [
    id,
    ...tools.flatMap((tool) => {
      const o = results[tool]?.find((x) => x.id === id);
      if (!o) return ['', '', '', '', ''];
      return [o.statuses.join(' → '), verdict(o), String(o.calls), String(o.tokens), o.seconds.toFixed(1)];
    }),
  ]);
  return columns([head, ...rows]);
}

/** The per-library summary: one line per library and tool. */
export function libraryTable(results: Results): string {
  const head = ['library', 'tool', 'pass', 'false success', 'mean calls', 'mean tokens', 'seconds'];
  const rows = Object.entries(byLibrary(results)).flatMap(([library, tools]) =>
    Object.entries(tools).map(([tool, f]) => [
      library,
      tool,
      `${f.pass}/${f.tasks}`,
      String(f.falseSuccess),
      f.meanCalls.toFixed(1),
      f.meanTokens.toFixed(0),
      f.seconds.toFixed(1),
    ]),
  );
  return columns([head, ...rows]);
}
