// Token table: o200k tokens of beans-picker's observe result text against Playwright MCP's browser_snapshot of
// the same page in the same run, for every web fixture page and the 2,500-element table page.
// `npx tsx bench/tokens.ts [--dump DIR]`; beans-picker runs from source (this file with --serve starts it).
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startFixtureServer } from '../src/fixtures/webServer.js';
import { playwrightCommand } from './caller-playwright.js';
import { MeteredSession } from './meter.js';

/** One page: observe against browser_snapshot. */
export interface TokenRow {
  page: string;
  observe: number;
  snapshot: number;
}

const SELF = fileURLToPath(import.meta.url);
const FIXTURES = fileURLToPath(new URL('../fixtures/web/', import.meta.url));
// A frame's own document and the link list are not pages a caller works on.
const SKIPPED = new Set(['frame-inner', 'index']);
/** The big table page (300 rows, about 2,500 elements), served by the fixture server. */
const BIG = 'table';
const TARGET = 0.5;
const BIG_TARGET = 0.2;
const LIST_TARGET = 2800;

/** Every fixture page name, then the big page. */
export function pageNames(): string[] {
  const names = readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.slice(0, -'.html'.length))
    .filter((n) => !SKIPPED.has(n))
    .sort();
  return [...names, BIG];
}

function startBeans(): Promise<MeteredSession> {
  return MeteredSession.start({
    args: ['--import', 'tsx', SELF, '--serve'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      BEANS_PICKER_DRIVERS: 'browser',
      BEANS_PICKER_BROWSER: '/usr/lib/chromium/chromium',
      BEANS_PICKER_LOG_LEVEL: 'silent',
    },
  });
}

async function openTab(beans: MeteredSession): Promise<string> {
  const launched = await beans.call('launch_app', { app: 'chromium', urls: ['about:blank'] });
  const id = (launched.structured?.windows as { id: string }[] | undefined)?.[0]?.id;
  if (!id) throw new Error(`launch_app failed: ${launched.text}`);
  return id;
}

const lastTokens = (s: MeteredSession): number => s.calls[s.calls.length - 1]?.tokens ?? 0;

/** Measures every page; writes each page's two texts to `dump` when given. */
export async function measure(dump?: string): Promise<{ rows: TokenRow[]; toolList: number }> {
  const server = await startFixtureServer();
  const dir = await mkdtemp(join(tmpdir(), 'bp-tokens-'));
  const beans = await startBeans();
  const pw = await MeteredSession.start(await playwrightCommand(dir));
  const rows: TokenRow[] = [];
  try {
    const windowId = await openTab(beans);
    for (const page of pageNames()) {
      const url = `${server.url}/${page}.html`;
      server.reset();
      await beans.call('browser_navigate', { windowId, url });
      await pw.call('browser_navigate', { url });
      await new Promise((r) => setTimeout(r, 400));
      const snap = await pw.call('browser_snapshot', {});
      const snapshot = lastTokens(pw);
      const obs = await beans.call('observe', { windowId });
      rows.push({ page, observe: lastTokens(beans), snapshot });
      if (dump) {
        await writeFile(join(dump, `${page}.observe.txt`), obs.text);
        await writeFile(join(dump, `${page}.snapshot.txt`), snap.text);
      }
    }
    return { rows, toolList: beans.toolListTokens };
  } finally {
    await beans.close();
    await pw.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The Markdown table with ratios and the targets each row meets. */
export function tokenTable(rows: TokenRow[], toolList: number): string {
  const ratio = (r: TokenRow): number => r.observe / r.snapshot;
  const lines = rows.map((r) => {
    const target = r.page === BIG ? BIG_TARGET : TARGET;
    const ok = ratio(r) <= target ? 'yes' : 'NO';
    return `| ${r.page} | ${r.observe} | ${r.snapshot} | ${ratio(r).toFixed(2)} | ≤ ${target} ${ok} |`;
  });
  return [
    '| page | observe | browser_snapshot | ratio | target |',
    '|---|---|---|---|---|',
    ...lines,
    `| tools/list + instructions | ${toolList} | | | ≤ ${LIST_TARGET} ${toolList <= LIST_TARGET ? 'yes' : 'NO'} |`,
  ].join('\n');
}

async function run(): Promise<void> {
  const { values } = parseArgs({ options: { dump: { type: 'string' }, serve: { type: 'boolean' } } });
  if (values.serve) {
    const { main } = await import('../src/cli/main.js');
    process.exitCode = await main([]);
    return;
  }
  if (values.dump) await mkdir(values.dump, { recursive: true });
  const { rows, toolList } = await measure(values.dump);
  process.stdout.write(`${tokenTable(rows, toolList)}\n`);
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
