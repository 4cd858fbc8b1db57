// `npm run bench:run-start`: how soon `beans-picker run` carries out its first verified action, from the command's
// start, on a browser that is already running (--cdp-endpoint) and, for comparison, when it launches its own.
// Each run is a fresh process of the built CLI (bin/beans-picker.js), as a user starts it; the time is to the
// printed line of step 1 answering done. A run leaves its tab open, as it would in the user's browser; the bench
// closes it, so every attached run starts from the same one tab, and measures a third way: attached to a browser
// with 20 more tabs open (Playwright attaches to every open page). Prints the medians and writes them to --out FILE
// when given. The running browser is a plain Chromium process with one blank tab, as a user's is: no other
// DevTools client is attached to it (one would attach to every tab a run opens, and slow its start). A fourth way
// is a running beans-picker: `beans-picker daemon` attached to the same browser, and each run a fresh process of
// `beans-picker run … --daemon` (the daemon attaches to the page targets a run opens, as a run of its own does).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../src/drivers/cdp/launch.js';
import { startFixtureServer } from '../src/fixtures/webServer.js';

const ROOT = join(import.meta.dirname, '..');
const RUNS = 7;
const EXTRA_TABS = 20;
const GOAL = "Set the name to 'Grace Hopper' and click Save";

interface Timing {
  firstActionMs: number;
  totalMs: number;
  exit: number | null;
  /** The run's last printed lines, to say why a run did not finish. */
  tail: string;
}

function once(url: string, endpoint: string | undefined, socket?: string): Promise<Timing> {
  const started = performance.now();
  const args = ['run', GOAL, '--url', url, '--act', '--runs', '/tmp/bench-run-start'];
  if (socket) args.push('--daemon', '--socket', socket);
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'beans-picker.js'), ...args], {
    env: {
      ...process.env,
      ...(socket
        ? {}
        : { BEANS_PICKER_DRIVERS: 'browser', ...(endpoint ? { BEANS_PICKER_CDP_ENDPOINT: endpoint } : {}) }),
    },
  });
  let out = '';
  let first = Number.NaN;
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
    if (Number.isNaN(first) && /^step 1 .*→ done/mu.test(out)) first = performance.now() - started;
  });
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  return new Promise((resolve) =>
    child.on('exit', (exit) =>
      resolve({
        firstActionMs: first,
        totalMs: performance.now() - started,
        exit,
        tail: out.trim().split('\n').slice(-4).join('\n'),
      }),
    ),
  );
}

// The browser's page targets, through its DevTools HTTP endpoint.
async function pages(endpoint: string): Promise<string[]> {
  const listed = (await (await fetch(devtools(endpoint, '/json/list'))).json()) as {
    id: string;
    type: string;
  }[];
  return listed.filter((t) => t.type === 'page').map((t) => t.id);
}

function devtools(endpoint: string, path: string): string {
  const { host } = new URL(endpoint);
  return `http://${host}${path}`;
}

async function closePages(endpoint: string, keep: readonly string[]): Promise<void> {
  for (const id of await pages(endpoint))
    if (!keep.includes(id)) await fetch(devtools(endpoint, `/json/close/${id}`));
}

async function openBlankPages(endpoint: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await fetch(devtools(endpoint, '/json/new?about:blank'), { method: 'PUT' });
}

// `beans-picker daemon` attached to the browser; resolves once it says it listens.
async function startDaemon(endpoint: string, socket: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'bin', 'beans-picker.js'), 'daemon', '--socket', socket],
    {
      env: { ...process.env, BEANS_PICKER_DRIVERS: 'browser', BEANS_PICKER_CDP_ENDPOINT: endpoint },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let said = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
      if (said.includes('listening at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the daemon exited (${code}): ${said}`)));
  });
  return child;
}

async function stopDaemon(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

if (!existsSync(join(ROOT, 'dist', 'cli', 'main.js'))) throw new Error('build first: npm run build');
const out = process.argv.includes('--out') ? process.argv[process.argv.indexOf('--out') + 1] : undefined;
const server = await startFixtureServer();
const browser = await launchChromium({ headless: true });
// Given as a user gives it: the DevTools HTTP address.
const running = { endpoint: `http://${new URL(browser.wsEndpoint).host}` };
await openBlankPages(running.endpoint, 1);
const CROWDED = `attached, ${EXTRA_TABS} more tabs`;
const DAEMON = 'daemon, attached';
const results: Record<string, Timing[]> = { attached: [], launched: [], [DAEMON]: [], [CROWDED]: [] };
const folder = await mkdtemp(join(tmpdir(), 'bench-daemon-'));
const socket = join(folder, 'run.sock');
let daemon: ChildProcess | undefined;
const oneRun = async (mode: string, i: number): Promise<void> => {
  server.reset();
  const timing = await once(
    `${server.url}/form.html`,
    mode === 'launched' ? undefined : running.endpoint,
    mode === DAEMON ? socket : undefined,
  );
  const saves = server.state().saves;
  if (timing.exit !== 0 || saves !== 1)
    throw new Error(`${mode} run ${i} did not finish (exit ${timing.exit}, ${saves} saves):\n${timing.tail}`);
  results[mode]?.push(timing);
};
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
try {
  const first = await pages(running.endpoint);
  for (let i = 0; i < RUNS; i++) {
    for (const mode of ['attached', 'launched']) {
      await oneRun(mode, i);
      await closePages(running.endpoint, first);
      await settle(2000);
    }
  }
  // The daemon only while its runs are timed: a DevTools client attached to the browser slows the others.
  daemon = await startDaemon(running.endpoint, socket);
  for (let i = 0; i < RUNS; i++) {
    await oneRun(DAEMON, i);
    await closePages(running.endpoint, first);
    await settle(2000);
  }
  await stopDaemon(daemon);
  daemon = undefined;
  await openBlankPages(running.endpoint, EXTRA_TABS);
  await settle(3000);
  const crowded = await pages(running.endpoint);
  for (let i = 0; i < RUNS; i++) {
    await oneRun(CROWDED, i);
    await closePages(running.endpoint, crowded);
    await settle(2000);
  }
} finally {
  if (daemon) await stopDaemon(daemon);
  await rm(folder, { recursive: true, force: true });
  await browser.stop(0);
  await server.close();
}
const summary = Object.fromEntries(
  Object.entries(results).map(([mode, ts]) => [
    mode,
    {
      medianFirstActionMs: Math.round(median(ts.map((t) => t.firstActionMs))),
      medianTotalMs: Math.round(median(ts.map((t) => t.totalMs))),
      runs: ts.map((t) => Math.round(t.firstActionMs)),
    },
  ]),
);
console.log(JSON.stringify({ goal: GOAL, runs: RUNS, ...summary }, null, 2));
if (out)
  await writeFile(out, `${JSON.stringify({ goal: GOAL, runs: RUNS, ...summary }, null, 2)}\n`, {
    flag: 'wx',
  });
