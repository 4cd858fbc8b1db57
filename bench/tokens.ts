// Token table: o200k tokens of beans-picker's observe result text against Playwright MCP's browser_snapshot of
// the same page in the same run, for every web fixture page, the 2,500-element table page and every host page
// of the real-world suite (test/wild/pages, rows `wild:…`, each read once its library has built it).
// `npx tsx bench/tokens.ts [--dump DIR]`; beans-picker runs from source (this file with --serve starts it).
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startFixtureServer } from '../src/fixtures/webServer.js';
import { Judge } from '../test/wild/judge.js';
import { readyExpression, wildPageNames } from '../test/wild/ready.js';
import { startWildServer } from '../test/wild/server.js';
import { builtForBeans, builtForPlaywright, devtoolsEndpoint } from './built.js';
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
/** The prefix of a real-world suite page's row. */
const WILD = 'wild:';
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

/** The two sessions on one tab each, the judge on beans-picker's browser, and where texts are dumped. */
interface Readers {
  beans: MeteredSession;
  pw: MeteredSession;
  judge: Judge;
  windowId: string;
  dump: string | undefined;
}

/** Opens `url` on both sides, waits for `ready` to answer non-null on both when given, and reads both. */
async function measurePage(r: Readers, page: string, url: string, ready: string | null): Promise<TokenRow> {
  await r.beans.call('browser_navigate', { windowId: r.windowId, url });
  await r.pw.call('browser_navigate', { url });
  if (ready !== null) {
    await builtForBeans(r.judge, url, ready);
    await builtForPlaywright(r.pw, url, ready);
  }
  await new Promise((done) => setTimeout(done, 400));
  const snap = await r.pw.call('browser_snapshot', {});
  const snapshot = lastTokens(r.pw);
  const obs = await r.beans.call('observe', { windowId: r.windowId });
  if (r.dump) {
    const file = page.replace(':', '-');
    await writeFile(join(r.dump, `${file}.observe.txt`), obs.text);
    await writeFile(join(r.dump, `${file}.snapshot.txt`), snap.text);
  }
  return { page, observe: lastTokens(r.beans), snapshot };
}

/** Measures every page; writes each page's two texts to `dump` when given. */
export async function measure(dump?: string): Promise<{ rows: TokenRow[]; toolList: number }> {
  const server = await startFixtureServer();
  const wild = await startWildServer();
  const dir = await mkdtemp(join(tmpdir(), 'bp-tokens-'));
  const beans = await startBeans();
  const pw = await MeteredSession.start(await playwrightCommand(dir));
  let judge: Judge | null = null;
  const rows: TokenRow[] = [];
  try {
    const windowId = await openTab(beans);
    // The browser beans-picker launched for that tab, seen by the wild judge's connection of its own.
    judge = await Judge.connect(devtoolsEndpoint(beans.pid));
    const readers: Readers = { beans, pw, judge, windowId, dump };
    for (const page of pageNames()) {
      server.reset();
      rows.push(await measurePage(readers, page, `${server.url}/${page}.html`, null));
    }
    for (const page of wildPageNames()) {
      const ready = readyExpression(page);
      if (ready === null) throw new Error(`no readiness expression for the wild page ${page}`);
      rows.push(await measurePage(readers, `${WILD}${page}`, `${wild.url}/pages/${page}.html`, ready));
    }
    return { rows, toolList: beans.toolListTokens };
  } finally {
    await judge?.close();
    await beans.close();
    await pw.close();
    await wild.close();
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
