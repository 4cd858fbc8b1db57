// The Markdown summary of a benchmark run: per task and overall, with ratios against Playwright MCP and the targets.
import type { Condition, RunRecord } from './conditions.js';

/** The median of some numbers (mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** Medians and counts of one group of runs. */
export interface Cell {
  n: number;
  pass: number;
  falseSuccess: number;
  calls: number;
  tokens: number;
  seconds: number;
  decider: number;
}

/** Summarises the runs of one task (or group) under one condition; null when it has none. */
export function cell(runs: readonly RunRecord[]): Cell | null {
  if (runs.length === 0) return null;
  return {
    n: runs.length,
    pass: runs.filter((r) => r.pass).length,
    falseSuccess: runs.filter((r) => r.falseSuccess).length,
    calls: median(runs.map((r) => r.calls)),
    tokens: median(runs.map((r) => r.tokens)),
    seconds: median(runs.map((r) => r.taskMs / 1000)),
    decider: median(runs.map((r) => r.deciderCalls)),
  };
}

const CONDS: Condition[] = ['a', 'b', 'c'];
const fmt = (x: number, digits = 0): string => (Number.isFinite(x) ? x.toFixed(digits) : '–');
const tok = (x: number): string => (Number.isFinite(x) ? `${(x / 1000).toFixed(1)}k` : '–');
const ratio = (x: number | undefined, y: number | undefined): string =>
  x !== undefined && y !== undefined && y > 0 ? (x / y).toFixed(2) : '–';

function cells(runs: readonly RunRecord[]): Record<Condition, Cell | null> {
  return {
    a: cell(runs.filter((r) => r.condition === 'a')),
    b: cell(runs.filter((r) => r.condition === 'b')),
    c: cell(runs.filter((r) => r.condition === 'c')),
  };
}

function row(label: string, runs: readonly RunRecord[]): string {
  const c = cells(runs);
  const each = (f: (x: Cell) => string): string => CONDS.map((k) => (c[k] ? f(c[k]) : '–')).join(' / ');
  return `| ${label} | ${each((x) => `${x.pass}/${x.n}`)} | ${each((x) => String(x.falseSuccess))} | ${each((x) => fmt(x.calls, 1))} | ${each((x) => tok(x.tokens))} | ${each((x) => fmt(x.seconds, 2))} | ${ratio(c.b?.tokens, c.a?.tokens)} · ${ratio(c.c?.tokens, c.a?.tokens)} | ${ratio(c.b?.calls, c.a?.calls)} · ${ratio(c.c?.calls, c.a?.calls)} | ${ratio(c.b?.seconds, c.a?.seconds)} · ${ratio(c.c?.seconds, c.a?.seconds)} | ${each((x) => fmt(x.decider))} |`;
}

/** The summary table: one row per task, then the overall rows. Cells read a / b / c. */
export function summaryTable(runs: readonly RunRecord[]): string {
  const tasks = [...new Set(runs.map((r) => r.task))];
  const lines = [
    '| task | pass | false success | median calls | median tokens | median s | tokens b/a · c/a | calls b/a · c/a | s b/a · c/a | decider calls |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const platform of ['web', 'gtk', 'calc'] as const) {
    const group = runs.filter((r) => r.platform === platform);
    if (group.length) lines.push(row(`**ALL ${platform}**`, group));
  }
  lines.push(row('**ALL**', runs));
  for (const task of tasks)
    lines.push(
      row(
        task,
        runs.filter((r) => r.task === task),
      ),
    );
  return lines.join('\n');
}

const sum = (runs: readonly RunRecord[], f: (r: RunRecord) => number): number =>
  runs.reduce((n, r) => n + f(r), 0);

/** The issue's targets, each checked against the runs: [target, met (null: no data), how it came out]. */
export function targets(runs: readonly RunRecord[]): [string, boolean | null, string][] {
  const web = runs.filter((r) => r.platform === 'web');
  const tasks = [...new Set(web.map((r) => r.task))];
  const of = (task: string, c: Condition): RunRecord[] =>
    web.filter((r) => r.task === task && r.condition === c);
  const rate = (rs: RunRecord[]): number =>
    rs.length ? rs.filter((r) => r.pass).length / rs.length : Number.NaN;
  const worse = tasks.filter((t) => rate(of(t, 'b')) < rate(of(t, 'a')));
  const desktop = runs.filter((r) => r.platform !== 'web' && r.condition === 'b');
  const falseBC = runs.filter((r) => r.condition !== 'a' && r.falseSuccess);
  const a = web.filter((r) => r.condition === 'a');
  const b = web.filter((r) => r.condition === 'b');
  const c = web.filter((r) => r.condition === 'c');
  const ratio = (x: RunRecord[]): number => sum(x, (r) => r.tokens) / sum(a, (r) => r.tokens);
  const tokens = ratio(b);
  const results = sum(b, (r) => r.tokens - r.toolListTokens) / sum(a, (r) => r.tokens - r.toolListTokens);
  const failedA = (t: string): string => (rate(of(t, 'a')) === 0 ? ' ((a) failed it)' : '');
  const moreCalls = tasks.filter(
    (t) => median(of(t, 'b').map((r) => r.calls)) > median(of(t, 'a').map((r) => r.calls)),
  );
  const slower = tasks.filter(
    (t) => median(of(t, 'b').map((r) => r.taskMs)) > median(of(t, 'a').map((r) => r.taskMs)),
  );
  const paired = a.length > 0 && b.length > 0;
  const check = (ok: boolean): boolean | null => (paired ? ok : null);
  return [
    [
      '(b) pass rate ≥ (a) on every web task',
      check(worse.length === 0),
      worse.length ? `lower on ${worse.join(', ')}` : 'yes',
    ],
    [
      '(b) passes 100% of desktop tasks',
      desktop.length ? desktop.every((r) => r.pass) : null,
      `${desktop.filter((r) => r.pass).length}/${desktop.length}`,
    ],
    [
      'zero false successes in (b) and (c)',
      falseBC.length === 0,
      `${falseBC.length} of ${runs.filter((r) => r.condition !== 'a').length} runs`,
    ],
    [
      'tokens (b) ≤ 1/3 of (a) over the web tasks',
      check(tokens <= 1 / 3),
      `${tokens.toFixed(2)} with the tool list once per session; ${results.toFixed(2)} for tool results alone`,
    ],
    [
      'tokens (c) ≤ 1/3 of (a) over the web tasks, and (b) ≤ (c)',
      paired && c.length > 0 ? ratio(c) <= 1 / 3 && tokens <= ratio(c) : null,
      c.length
        ? `(c) ${ratio(c).toFixed(2)}, (b) ${tokens.toFixed(2)}, the tool list once per session`
        : 'no (c) runs',
    ],
    [
      'tool calls (b) ≤ (a) (median, every web task)',
      check(moreCalls.length === 0),
      moreCalls.length ? `more on ${moreCalls.map((t) => t + failedA(t)).join(', ')}` : 'yes',
    ],
    [
      'median wall time per task (b) ≤ (a)',
      check(slower.length === 0),
      slower.length ? `slower on ${slower.map((t) => t + failedA(t)).join(', ')}` : 'yes',
    ],
  ];
}

function startup(runs: readonly RunRecord[]): string {
  return CONDS.filter((c) => runs.some((r) => r.condition === c))
    .map(
      (c) =>
        `(${c}) ${(median(runs.filter((r) => r.condition === c).map((r) => r.connectMs)) / 1000).toFixed(2)} s`,
    )
    .join(', ');
}

/** The whole summary page. */
export function summaryMarkdown(runs: readonly RunRecord[], meta: Record<string, string>): string {
  const about = Object.entries(meta).map(([k, v]) => `- ${k}: ${v}`);
  const verdict = (met: boolean | null): string => (met === null ? 'n/a' : met ? 'met' : '**missed**');
  const checks = targets(runs).map(([t, met, how]) => `| ${t} | ${verdict(met)} | ${how} |`);
  return [
    `# beans-picker benchmark, ${meta.date ?? ''}`,
    '',
    ...about,
    '',
    'Cells read (a) Playwright MCP / (b) beans-picker with plain-words instructions / (c) beans-picker with candidate ids. ' +
      'Tokens are o200k_base tokens of everything returned to the caller, the tool list included once per run (each run is its own session). ' +
      'Seconds run from the first tool call to the end of the last (server start-up excluded). Ratios divide the medians.',
    '',
    summaryTable(runs),
    '',
    `Median server start-up (spawn, initialize, tools/list; not in the seconds above): ${startup(runs)}.`,
    '',
    '![tokens and time per task](chart.svg)',
    '',
    '## Targets',
    '',
    '| target | result | detail |',
    '|---|---|---|',
    ...checks,
    '',
  ].join('\n');
}
