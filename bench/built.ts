// Waiting for a third-party library to build its components before a page is read, on each side of the token
// table: beans-picker's browser through the wild judge's own CDP connection (to the browser beans-picker
// launched, found from its process), Playwright MCP's through browser_evaluate (the same expression, so both
// reads see a built page).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Judge } from '../test/wild/judge.js';
import { descendants, type MeteredSession } from './meter.js';

const LIMIT_MS = 15_000;
const POLL_MS = 100;

// A process's arguments; none for one that ended after it was listed (a renderer may).
function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch (error: unknown) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * The DevTools endpoint of the browser a server process launched: Chromium started with
 * `--remote-debugging-port=0` writes the port it chose and the browser's path to DevToolsActivePort in its
 * profile folder (Linux: read from /proc).
 */
export function devtoolsEndpoint(serverPid: number | null): string {
  for (const pid of serverPid === null ? [] : descendants(serverPid)) {
    const args = commandLine(pid);
    const profile = args.find((a) => a.startsWith('--user-data-dir='))?.slice('--user-data-dir='.length);
    if (profile === undefined || !args.includes('--remote-debugging-port=0')) continue;
    const [port, path] = readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n');
    if (port && path) return `ws://127.0.0.1:${port}${path}`;
  }
  throw new Error(`no browser with a DevTools port among the processes of ${serverPid}`);
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Waits until `expression` answers non-null on the page at `url` in beans-picker's browser. */
export async function builtForBeans(judge: Judge, url: string, expression: string): Promise<void> {
  const page = await judge.page(url);
  const deadline = Date.now() + LIMIT_MS;
  while ((await page.evaluate(expression)) === null) {
    if (Date.now() > deadline) throw new Error(`${url} was not built in beans-picker's browser`);
    await sleep(POLL_MS);
  }
}

/** Waits until `expression` answers non-null on Playwright MCP's current page. */
export async function builtForPlaywright(pw: MeteredSession, url: string, expression: string): Promise<void> {
  const deadline = Date.now() + LIMIT_MS;
  for (;;) {
    const result = await pw.call('browser_evaluate', { function: `() => (${expression}) !== null` });
    if (result.isError) throw new Error(`browser_evaluate failed on ${url}: ${result.text}`);
    // The result is printed as JSON under "### Result".
    if (/^true$/mu.test(result.text)) return;
    if (Date.now() > deadline) throw new Error(`${url} was not built in Playwright MCP's browser`);
    await sleep(POLL_MS);
  }
}
