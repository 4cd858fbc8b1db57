// npx tsx bench/micro.ts [--out DIR]: the micro-benchmarks, written to bench/results/<date>/micro.md and micro.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startFixtureServer } from '../src/fixtures/webServer.js';
import { atspiSnapshots, decisionLatency, type AtspiRow, type DecisionRow } from './micro-desktop.js';
import {
  actPerKind,
  observeVsSnapshot,
  playwrightClickMs,
  SAMPLES,
  type ActRow,
  type ObserveRow,
} from './micro-web.js';
import { startFixtureProxy } from './proxy.js';
import { machine, today } from './machine.js';

interface Micro {
  observe: ObserveRow[];
  acts: ActRow[];
  clicks: { fixture: number; proxied: number };
  atspi: AtspiRow[];
  decisions: DecisionRow[];
}

const r2 = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : '–');
const ms = (x: number): string => (Number.isFinite(x) ? x.toFixed(0) : '–');

/** The micro-benchmarks as Markdown. */
export function microMarkdown(m: Micro, meta: Record<string, string>): string {
  return [
    `# beans-picker micro-benchmarks, ${meta.date ?? ''}`,
    '',
    ...Object.entries(meta).map(([k, v]) => `- ${k}: ${v}`),
    `- each figure is the median of ${SAMPLES} calls after one warm-up (AT-SPI snapshots and decisions: 9), measured through MCP stdio unless said otherwise`,
    '',
    '## observe against Playwright MCP browser_snapshot',
    '',
    '| page | observe | ms | bytes | tokens | snapshot ms | snapshot bytes | snapshot tokens | ms ratio | tokens ratio |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...m.observe.map(
      (o) =>
        `| ${o.page} | ${o.variant} | ${ms(o.ms)} | ${o.bytes} | ${o.tokens} | ${ms(o.pwMs)} | ${o.pwBytes} | ${o.pwTokens} | ${r2(o.ms / o.pwMs)} | ${r2(o.tokens / o.pwTokens)} |`,
    ),
    '',
    'Ratios are observe / browser_snapshot. observe lists candidate actions with ids and field values; by default it lists 80 candidates (the big table page has 1,352).',
    '',
    '## act + verify per candidate kind (by id, web fixture)',
    '',
    '| kind | page | ms | statuses |',
    '|---|---|---|---|',
    ...m.acts.map((a) => `| ${a.kind} | ${a.page} | ${ms(a.ms)} | ${a.statuses} |`),
    '',
    'A kind whose effect does not show on the page (a click that only posts to the server) waits through all its verification snapshots before answering no_effect.',
    '',
    '## Playwright MCP browser_click on a button that posts to the fixture',
    '',
    `- fixture as is (replies carry Cache-Control: no-store): ${ms(m.clicks.fixture)} ms`,
    `- through bench/proxy.ts (no-store dropped from POST replies): ${ms(m.clicks.proxied)} ms`,
    '',
    '## AT-SPI snapshots (headless desktop)',
    '',
    '| app | driver snapshot ms (in-process) | nodes | observe over MCP ms | observe tokens |',
    '|---|---|---|---|---|',
    ...m.atspi.map(
      (a) => `| ${a.app} | ${ms(a.snapshotMs)} | ${a.nodes} | ${ms(a.observeMs)} | ${a.observeTokens} |`,
    ),
    '',
    '## Embedded decider latency by number of options (one request with `pick` and `forced`, real options of the big table page)',
    '',
    '| options | ms |',
    '|---|---|',
    ...m.decisions.map((d) => `| ${d.options} | ${r2(d.ms)} |`),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const out = values.out ?? fileURLToPath(new URL(`./results/${today()}/`, import.meta.url));
  await mkdir(out, { recursive: true });
  const meta = { date: today(), ...(await machine()) };
  const server = await startFixtureServer();
  const proxy = await startFixtureProxy(server);
  try {
    const observe = await observeVsSnapshot(server);
    const acts = await actPerKind(server);
    const clicks = {
      fixture: await playwrightClickMs(`${server.url}/form.html`),
      proxied: await playwrightClickMs(`${proxy.url}/form.html`),
    };
    const decisions = await decisionLatency(server);
    const atspi = await atspiSnapshots();
    const micro: Micro = { observe, acts, clicks, atspi, decisions };
    await writeFile(join(out, 'micro.json'), `${JSON.stringify(micro, null, 2)}\n`);
    await writeFile(join(out, 'micro.md'), microMarkdown(micro, meta));
    console.error(`wrote ${join(out, 'micro.md')}`);
  } finally {
    await proxy.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
