// `npm run wild [task ids...]`: every wild task through beans-picker, judged, as a table with false successes
// and each library's pass rate.
import { attempt, type Outcome } from './attempt.js';
import { startBed } from './bed.js';
import { rates } from './rates.js';
import { TASKS } from './tasks.js';

function row(cells: string[], widths: number[]): string {
  return cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
}

function table(outcomes: Outcome[]): string {
  const head = ['task', 'act status(es)', 'judge', 'FALSE SUCCESS', 'seconds'];
  const rows = outcomes.map((o) => [
    o.id,
    o.statuses.join(' → '),
    o.pass ? 'pass' : 'fail',
    o.falseSuccess ? 'FALSE SUCCESS' : '',
    o.seconds.toFixed(1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [head, ...rows].map((r) => row(r, widths).trimEnd()).join('\n');
}

const wanted = process.argv.slice(2);
const tasks = wanted.length ? TASKS.filter((t) => wanted.includes(t.id)) : TASKS;
const bed = await startBed();
const outcomes: Outcome[] = [];
try {
  for (const [run, task] of tasks.entries()) {
    const outcome = await attempt(bed, task, run);
    outcomes.push(outcome);
    console.error(`${outcome.id}: ${outcome.statuses.join(' → ')} ${outcome.pass ? 'pass' : 'fail'}`);
    for (const n of outcome.notes) console.error(`    act: ${n}`);
    for (const d of outcome.differences) console.error(`    judge: ${d}`);
  }
} finally {
  await bed.close();
}
console.log(table(outcomes));
console.log();
console.log(rates(outcomes, (o) => o.falseSuccess, 'false success'));
process.exitCode = outcomes.some((o) => o.falseSuccess) ? 1 : 0;
