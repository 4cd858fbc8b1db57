// `npm run wild:playwright -- [--both] [--out FILE] [task ids...]`: every wild task through Playwright MCP (and,
// with --both, through beans-picker in the same run, task by task), judged by the components' own APIs, printed
// as a table and a per-library summary, and written as JSON to --out (an existing file is never overwritten).
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startBed, type Bed } from '../../test/wild/bed.js';
import { TASKS, type WildTask } from '../../test/wild/tasks.js';
import { machine, today } from '../machine.js';
import { countTokens } from '../meter.js';
import { attemptPlaywright, type MeteredOutcome } from './attempt.js';
import { attemptBeans, meterClient, type ClientMeter } from './beans.js';
import { startPeer, type Peer } from './peer.js';
import { PLANS } from './plans.js';
import { byLibrary, libraryTable, taskTable } from './report.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { both: { type: 'boolean', default: false }, out: { type: 'string' } },
});
if (values.out !== undefined && existsSync(values.out))
  throw new Error(`${values.out} exists; not overwriting it`);
const tasks = positionals.length ? TASKS.filter((t) => positionals.includes(t.id)) : TASKS;
const unplanned = tasks.filter((t) => !(t.id in PLANS)).map((t) => t.id);
if (unplanned.length) throw new Error(`no Playwright plan for ${unplanned.join(', ')}`);

function progress(tool: string, o: MeteredOutcome): void {
  const verdict = o.falseSuccess ? 'FALSE SUCCESS' : o.pass ? 'pass' : 'fail';
  console.error(
    `${o.id} (${tool}): ${o.statuses.join(' → ')} ${verdict}, ${o.calls} calls, ${o.tokens} tokens`,
  );
  for (const n of o.notes) console.error(`    note: ${n}`);
  for (const d of o.differences) console.error(`    judge: ${d}`);
}

async function runPlaywright(peer: Peer, task: WildTask, run: number): Promise<MeteredOutcome> {
  const outcome = await attemptPlaywright(peer, task, PLANS[task.id] ?? { unable: 'no plan' }, run);
  progress('playwright-mcp', outcome);
  return outcome;
}

async function runBeans(bed: Bed, meter: ClientMeter, task: WildTask, run: number): Promise<MeteredOutcome> {
  const outcome = await attemptBeans(bed, meter, task, run);
  progress('beans-picker', outcome);
  return outcome;
}

const started = Date.now();
// Taken before the run, so the load average is the one the run started in.
const meta = await machine();
const bed = values.both ? await startBed() : undefined;
const meter = bed ? meterClient(bed.client) : undefined;
const peer = await startPeer(bed?.server);
// What beans-picker's tool list costs an agent once per session, counted as meter.ts counts Playwright MCP's.
const beansToolList = bed
  ? countTokens(JSON.stringify((await bed.client.listTools()).tools) + (bed.client.getInstructions() ?? ''))
  : 0;
const results: Record<string, MeteredOutcome[]> = bed
  ? { 'beans-picker': [], 'playwright-mcp': [] }
  : { 'playwright-mcp': [] };
try {
  for (const [run, task] of tasks.entries()) {
    // The tools take turns going first, so neither always meets a cold page cache or a busy machine.
    const order =
      bed && meter && run % 2 === 0 ? ['beans-picker', 'playwright-mcp'] : ['playwright-mcp', 'beans-picker'];
    for (const tool of order) {
      if (tool === 'playwright-mcp') results[tool]?.push(await runPlaywright(peer, task, run));
      else if (bed && meter) results[tool]?.push(await runBeans(bed, meter, task, run));
    }
  }
} finally {
  await peer.close();
  await bed?.close();
}
console.log(taskTable(results));
console.log();
console.log(libraryTable(results));
const toolList = {
  'playwright-mcp': peer.session.toolListTokens,
  ...(bed ? { 'beans-picker': beansToolList } : {}),
};
console.log(
  `\ntool list, once per session and not in the figures above: ${Object.entries(toolList)
    .map(([tool, tokens]) => `${tool} ${tokens} tokens`)
    .join(', ')}`,
);
if (values.out !== undefined) {
  const report = {
    date: today(),
    ...meta,
    // The bed runs beans-picker from src/ through tsx, not from dist/.
    'beans-picker': (meta['beans-picker'] ?? '').replace(/^dist\/ built [^;]*; /u, 'src/ through tsx; '),
    'load average at end': loadavg()
      .map((x) => x.toFixed(2))
      .join(' '),
    minutes: (Date.now() - started) / 60_000,
    'tool list tokens (once per session, not in the per-task figures)': toolList,
    summary: byLibrary(results),
    results,
  };
  await writeFile(values.out, `${JSON.stringify(report, null, 2)}\n`, { flag: 'wx' });
  console.error(`wrote ${values.out}`);
}
