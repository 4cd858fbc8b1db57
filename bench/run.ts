// npm run bench -- [--reps N] [--tasks a,b] [--conditions a,b,c] [--out DIR] [--strip-no-store] | --summarize DIR
// Runs every task under every condition in the same run (conditions alternate), then writes runs.jsonl,
// summary.md and chart.svg under bench/results/<YYYY-MM-DD>/.
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chartSvg } from './chart.js';
import { applies, CONDITIONS, runOnce, type Condition, type RunRecord } from './conditions.js';
import { machine, today } from './machine.js';
import { Stage } from './stage.js';
import { summaryMarkdown } from './summary.js';
import { loadTasks, selectTasks, type Task } from './tasks.js';

// Rotates the conditions so each repetition (and each task) starts with a different one.
function orderFor(conditions: Condition[], rep: number, taskIndex: number): Condition[] {
  const k = (rep + taskIndex) % conditions.length;
  return [...conditions.slice(k), ...conditions.slice(0, k)];
}

function oneLine(r: RunRecord): string {
  const verdict = r.pass ? 'pass' : r.falseSuccess ? 'FAIL (false success)' : 'fail';
  return `rep ${r.rep} ${r.task} (${r.condition}): ${verdict}, ${r.calls} calls, ${r.tokens} tokens, ${(r.taskMs / 1000).toFixed(2)} s [${r.statuses.join(' ')}]${r.error ? ` error: ${r.error}` : ''}`;
}

async function runAll(
  tasks: Task[],
  conditions: Condition[],
  reps: number,
  out: string,
  stripNoStore: boolean,
): Promise<RunRecord[]> {
  const date = today();
  const file = join(out, 'runs.jsonl');
  await writeFile(file, '');
  const stage = await Stage.start(new Set(tasks.map((t) => t.platform)), { stripNoStore });
  const runs: RunRecord[] = [];
  try {
    for (let rep = 1; rep <= reps; rep += 1)
      for (const [i, task] of tasks.entries()) {
        const order = orderFor(conditions, rep - 1, i).filter((c) => applies(c, task));
        for (const [position, condition] of order.entries()) {
          const record = await runOnce(stage, task, condition, { date, rep, order: position });
          runs.push(record);
          await appendFile(file, `${JSON.stringify(record)}\n`);
          console.error(oneLine(record));
        }
      }
  } finally {
    await stage.stop();
  }
  return runs;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      reps: { type: 'string', default: '1' },
      tasks: { type: 'string' },
      conditions: { type: 'string', default: CONDITIONS.join(',') },
      out: { type: 'string' },
      'strip-no-store': { type: 'boolean', default: false },
      summarize: { type: 'string' },
    },
  });
  if (values.summarize) return summarize(values.summarize);
  const reps = Number(values.reps);
  if (!Number.isInteger(reps) || reps < 1) throw new Error('--reps takes a positive whole number');
  const conditions = values.conditions.split(',').map((c) => c.trim()) as Condition[];
  if (!conditions.every((c) => CONDITIONS.includes(c)))
    throw new Error('--conditions takes a list of a, b, c');
  const tasks = selectTasks(loadTasks(), values.tasks);
  const out = values.out ?? fileURLToPath(new URL(`./results/${today()}/`, import.meta.url));
  await mkdir(out, { recursive: true });
  const meta = { date: today(), ...(await machine()) };
  const started = Date.now();
  const strip = values['strip-no-store'];
  const runs = await runAll(tasks, conditions, reps, out, strip);
  const full = {
    ...meta,
    'fixture replies to POSTs': strip
      ? 'through bench/proxy.ts, without Cache-Control: no-store'
      : 'as the fixture sends them (Cache-Control: no-store)',
    'load average at end': loadavg()
      .map((x) => x.toFixed(2))
      .join(' '),
    runs: `${runs.length} (${reps} repetitions, ${tasks.length} tasks, conditions ${conditions.join(',')}) in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
  };
  await writeFile(join(out, 'meta.json'), `${JSON.stringify(full, null, 2)}\n`);
  await writeReport(out, runs, full);
}

async function writeReport(out: string, runs: RunRecord[], meta: Record<string, string>): Promise<void> {
  await writeFile(join(out, 'summary.md'), summaryMarkdown(runs, meta));
  await writeFile(join(out, 'chart.svg'), chartSvg(runs));
  console.error(`wrote ${join(out, 'runs.jsonl')}, summary.md and chart.svg`);
}

// --summarize DIR: rewrites summary.md and chart.svg from a run's runs.jsonl and meta.json.
async function summarize(dir: string): Promise<void> {
  const lines = (await readFile(join(dir, 'runs.jsonl'), 'utf8')).split('\n').filter(Boolean);
  const meta = JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')) as Record<string, string>;
  await writeReport(
    dir,
    lines.map((l) => JSON.parse(l) as RunRecord),
    meta,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
