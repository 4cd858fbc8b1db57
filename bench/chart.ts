// A hand-written SVG chart: median tokens and median seconds per task, one bar per condition.
import type { Condition, RunRecord } from './conditions.js';
import { CONDITION_NAMES } from './conditions.js';
import { median } from './summary.js';

const COLOURS: Record<Condition, string> = { a: '#9ca3af', b: '#2563eb', c: '#16a34a' };
const CONDS: Condition[] = ['a', 'b', 'c'];
const BAR = 9;
const GROUP = 3 * BAR + 14;
const LEFT = 64;
const PANEL = 200;
const LABELS = 150;

const escape = (s: string): string => s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

// A round axis top at or above the largest value.
function niceMax(x: number): number {
  if (!(x > 0)) return 1;
  const step = 10 ** Math.floor(Math.log10(x));
  return [1, 2, 4, 5, 8, 10].map((m) => m * step).find((v) => v >= x) ?? 10 * step;
}

function panel(
  runs: readonly RunRecord[],
  tasks: string[],
  top: number,
  title: string,
  value: (r: RunRecord) => number,
  label: (v: number) => string,
): string[] {
  const of = (t: string, c: Condition): RunRecord[] => runs.filter((r) => r.task === t && r.condition === c);
  const medians = tasks.map((t) => CONDS.map((c) => median(of(t, c).map(value))));
  const max = niceMax(Math.max(...medians.flat().filter(Number.isFinite)));
  const y = (v: number): number => top + PANEL - (v / max) * PANEL;
  const out = [`<text x="${LEFT}" y="${top - 10}" class="title">${escape(title)}</text>`];
  for (let i = 0; i <= 4; i += 1) {
    const v = (max * i) / 4;
    out.push(
      `<line x1="${LEFT}" x2="${LEFT + tasks.length * GROUP}" y1="${y(v)}" y2="${y(v)}" class="grid"/>`,
      `<text x="${LEFT - 6}" y="${y(v) + 4}" class="axis" text-anchor="end">${label(v)}</text>`,
    );
  }
  medians.forEach((group, t) =>
    group.forEach((v, k) => {
      if (!Number.isFinite(v)) return;
      const x = LEFT + t * GROUP + 7 + k * BAR;
      const c = CONDS[k] as Condition;
      const runsHere = of(tasks[t] ?? '', c);
      const passed = runsHere.filter((r) => r.pass).length;
      out.push(
        `<rect x="${x}" y="${y(v).toFixed(1)}" width="${BAR - 1}" height="${(top + PANEL - y(v)).toFixed(1)}" fill="${COLOURS[c]}"><title>${escape(`${tasks[t]} (${c}): ${label(v)}, passed ${passed}/${runsHere.length}`)}</title></rect>`,
      );
      // A red cross over a bar whose runs did not all pass.
      if (passed < runsHere.length)
        out.push(`<text x="${x + BAR / 2}" y="${y(v) - 3}" class="fail" text-anchor="middle">✗</text>`);
    }),
  );
  return out;
}

/** The chart of a run as an SVG document. */
export function chartSvg(runs: readonly RunRecord[]): string {
  const tasks = [...new Set(runs.map((r) => r.task))];
  const width = LEFT + tasks.length * GROUP + 90;
  const tokensTop = 60;
  const secondsTop = tokensTop + PANEL + 60;
  const height = secondsTop + PANEL + LABELS;
  const body = [
    ...panel(
      runs,
      tasks,
      tokensTop,
      'Median tokens returned to the caller (o200k, tool list included)',
      (r) => r.tokens,
      (v) => (v >= 1000 ? `${+(v / 1000).toFixed(1)}k` : v.toFixed(0)),
    ),
    ...panel(
      runs,
      tasks,
      secondsTop,
      'Median seconds per task',
      (r) => r.taskMs / 1000,
      (v) => v.toFixed(1),
    ),
    ...tasks.map((t, i) => {
      const x = LEFT + i * GROUP + GROUP / 2;
      const yy = secondsTop + PANEL + 10;
      return `<text x="${x}" y="${yy}" class="axis" transform="rotate(60 ${x} ${yy})">${escape(t)}</text>`;
    }),
    `<text x="${LEFT + 3 * 230}" y="24" class="fail">✗ not every run passed</text>`,
    ...CONDS.map(
      (c, i) =>
        `<rect x="${LEFT + i * 230}" y="14" width="12" height="12" fill="${COLOURS[c]}"/><text x="${LEFT + i * 230 + 18}" y="24" class="axis">(${c}) ${escape(CONDITION_NAMES[c])}</text>`,
    ),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<style>text{font-family:sans-serif;fill:#111}.axis{font-size:11px}.title{font-size:13px;font-weight:bold}.grid{stroke:#e5e7eb}.fail{font-size:11px;fill:#dc2626}</style>',
    `<rect width="${width}" height="${height}" fill="white"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}
