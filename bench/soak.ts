// Soak: the built MCP server (bin/beans-picker.js, as an agent starts it) under a busy tab and a long session.
// Phase A: a tab polls its loopback server for 10,000 requests while no tool is called. Phase B: 2,000 calls,
// act and observe in turn, on the fixture form. The server's heap after a forced GC and its RSS (the server
// process only, not the browser) are read at intervals through a probe loaded into it with --import.
// Usage: npm run bench:soak -- [--requests 10000] [--calls 2000] [--out result.json]
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { startFixtureServer } from '../src/fixtures/webServer.js';
import { startBusyServer } from '../test/support/busy.js';

// The targets of issue 20 (item 3).
const HEAP_BAND_MB = 10;
const RSS_LIMIT_MB = 150;
// The first requests and calls load code and fill caches of a fixed size; each phase's baseline is read after them.
const WARM_REQUESTS = 300;
const WARM_CALLS = 50;
const MB = 1024 * 1024;

// Runs in the server: on SIGUSR2, collect garbage twice and write process.memoryUsage() (renamed into place,
// so the bench never reads half a file).
const PROBE = `
import { renameSync, writeFileSync } from 'node:fs';
let seq = 0;
process.on('SIGUSR2', () => {
  globalThis.gc();
  globalThis.gc();
  const file = process.env.BEANS_PICKER_SOAK_PROBE;
  writeFileSync(file + '.tmp', JSON.stringify({ seq: ++seq, ...process.memoryUsage() }));
  renameSync(file + '.tmp', file);
});
`;

/** One reading of the server's memory. */
interface Sample {
  /** Seconds since the bench started. */
  t: number;
  /** Busy-page requests answered (phase A) or calls made (phase B) when read. */
  at: number;
  heapMB: number;
  rssMB: number;
  /** Memory outside the JS heap that V8 knows of (buffers). */
  externalMB: number;
}

/** A phase's readings and verdict. */
interface Phase {
  samples: Sample[];
  /** Heap after GC, last reading minus the baseline (the first reading, after warm-up). */
  heapDeltaMB: number;
  heapFlat: boolean;
}

const round = (n: number): number => Math.round(n * 10) / 10;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// Reads the server's memory through the probe: signal it, wait for its numbered answer.
function prober(
  pid: number,
  file: string,
): () => Promise<{ heapMB: number; rssMB: number; externalMB: number }> {
  let seq = 0;
  return async () => {
    seq++;
    process.kill(pid, 'SIGUSR2');
    for (let waited = 0; waited < 10_000; waited += 20) {
      await sleep(20);
      const text = await readFile(file, 'utf8').catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      });
      const read =
        text === null
          ? null
          : (JSON.parse(text) as { seq: number; heapUsed: number; rss: number; external: number });
      if (read?.seq === seq)
        return { heapMB: read.heapUsed / MB, rssMB: read.rss / MB, externalMB: read.external / MB };
    }
    throw new Error('the server did not answer the memory probe within 10 s');
  };
}

// A tool's structured result; fails the bench on a protocol-level error.
async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const reply = await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000 });
  if (!reply.structuredContent)
    throw new Error(`${name} answered without a result: ${JSON.stringify(reply.content)}`);
  return reply.structuredContent as Record<string, unknown>;
}

// The acts of phase B, in turn: text fields, a select and a checkbox of fixtures/web/form.html.
function instruction(i: number): string {
  const steps = [
    `set Name to 'Ann ${i}'`,
    `set Email to 'ann${i}@example.test'`,
    `choose ${['Small', 'Medium', 'Large'][i % 3]} in Size`,
    i % 2 === 0 ? 'check Newsletter' : 'uncheck Newsletter',
  ];
  return steps[i % steps.length] ?? '';
}

function verdict(samples: Sample[]): Phase {
  const first = samples[0]?.heapMB ?? 0;
  const delta = (samples.at(-1)?.heapMB ?? 0) - first;
  return { samples, heapDeltaMB: round(delta), heapFlat: Math.abs(delta) <= HEAP_BAND_MB };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '10000' },
      calls: { type: 'string', default: '2000' },
      out: { type: 'string' },
    },
  });
  const requests = Number(values.requests);
  const calls = Number(values.calls);
  if (values.out && existsSync(values.out)) throw new Error(`${values.out} exists; choose another --out`);
  const entry = new URL('../bin/beans-picker.js', import.meta.url).pathname;
  if (!existsSync(new URL('../dist/cli/main.js', import.meta.url)))
    throw new Error('dist/ is missing: run npm run build first (npm run bench:soak does)');
  const scratch = await mkdtemp(join(tmpdir(), 'bp-soak-'));
  const fixtures = await startFixtureServer();
  const busy = await startBusyServer();
  const transport = new StdioClientTransport({
    command: process.execPath,
    // Started as README's MCP configs start it (with the young-generation cap), plus the probe.
    args: [
      '--max-semi-space-size=1',
      '--expose-gc',
      '--import',
      `data:text/javascript,${encodeURIComponent(PROBE)}`,
      entry,
    ],
    env: {
      ...(process.env as Record<string, string>),
      BEANS_PICKER_SOAK_PROBE: join(scratch, 'memory.json'),
    },
    stderr: 'ignore',
  });
  const client = new Client({ name: 'beans-picker-soak', version: '1' });
  const started = Date.now();
  try {
    await client.connect(transport, { timeout: 60_000 });
    const pid = transport.pid;
    if (pid === null) throw new Error('the server did not start');
    const probe = prober(pid, join(scratch, 'memory.json'));
    const sample = async (at: number, label: string): Promise<Sample> => {
      const read = await probe();
      const s = {
        t: round((Date.now() - started) / 1000),
        at,
        heapMB: round(read.heapMB),
        rssMB: round(read.rssMB),
        externalMB: round(read.externalMB),
      };
      console.log(
        `${label.padEnd(9)} ${String(at).padStart(6)}  heap ${s.heapMB} MB  external ${s.externalMB} MB  rss ${s.rssMB} MB  (${s.t} s)`,
      );
      return s;
    };
    const idle = await sample(0, 'started');

    // Phase A: the busy tab, no calls while it runs.
    const launched = await callTool(client, 'launch_app', { app: 'chromium', urls: [busy.pageUrl] });
    const windowId = (launched.windows as { id: string }[] | undefined)?.[0]?.id;
    if (launched.status !== 'done' || !windowId) throw new Error(`launch_app: ${JSON.stringify(launched)}`);
    await busy.reached(WARM_REQUESTS, 60_000);
    const from = busy.answered();
    const fromAt = Date.now();
    const a: Sample[] = [await sample(0, 'requests')];
    const stepA = Math.max(1, Math.round(requests / 10));
    for (let n = stepA; n <= requests; n += stepA) {
      await busy.reached(from + n, 600_000);
      a.push(await sample(busy.answered() - from, 'requests'));
    }
    const rate = round(((busy.answered() - from) / (Date.now() - fromAt)) * 1000);
    await callTool(client, 'browser_navigate', { windowId, url: 'about:blank' });
    const left = await sample(busy.answered() - from, 'left');

    // Phase B: act and observe in turn on the form.
    await callTool(client, 'browser_navigate', { windowId, url: `${fixtures.url}/form.html` });
    const statuses: Record<string, number> = {};
    const b: Sample[] = [];
    const stepB = Math.max(1, Math.round(calls / 10));
    for (let i = 1; i <= calls; i++) {
      const result =
        i % 2 === 1
          ? await callTool(client, 'act', { windowId, instruction: instruction((i - 1) / 2) })
          : await callTool(client, 'observe', { windowId });
      const status =
        i % 2 === 1 ? `act:${String(result.status)}` : `observe:${String(result.status ?? 'ok')}`;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (i === WARM_CALLS || (i > WARM_CALLS && i % stepB === 0)) b.push(await sample(i, 'calls'));
    }

    const phaseA = verdict(a);
    const phaseB = verdict(b);
    const rssAfterCalls = b.at(-1)?.rssMB ?? 0;
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      targets: { heapBandMB: HEAP_BAND_MB, rssLimitMB: RSS_LIMIT_MB },
      warmUp: { requests: WARM_REQUESTS, calls: WARM_CALLS },
      idle,
      requests: { ...phaseA, count: requests, perSecond: rate, afterLeaving: left },
      calls: {
        ...phaseB,
        count: calls,
        statuses,
        rssMB: rssAfterCalls,
        rssWithin: rssAfterCalls <= RSS_LIMIT_MB,
      },
      seconds: round((Date.now() - started) / 1000),
    };
    const pass = phaseA.heapFlat && phaseB.heapFlat && result.calls.rssWithin;
    console.log(
      `\nrequests: heap ${phaseA.heapDeltaMB >= 0 ? '+' : ''}${phaseA.heapDeltaMB} MB over ${requests} (±${HEAP_BAND_MB}): ${phaseA.heapFlat ? 'flat' : 'NOT flat'}; ${rate} requests/s`,
    );
    console.log(
      `calls:    heap ${phaseB.heapDeltaMB >= 0 ? '+' : ''}${phaseB.heapDeltaMB} MB over ${calls} (±${HEAP_BAND_MB}): ${phaseB.heapFlat ? 'flat' : 'NOT flat'}; rss ${rssAfterCalls} MB (≤ ${RSS_LIMIT_MB}): ${result.calls.rssWithin ? 'within' : 'OVER'}`,
    );
    console.log(`statuses: ${JSON.stringify(statuses)}`);
    console.log(pass ? 'PASS' : 'FAIL');
    if (values.out) await writeFile(values.out, `${JSON.stringify(result, null, 2)}\n`, { flag: 'wx' });
    process.exitCode = pass ? 0 : 1;
  } finally {
    await client.close();
    await busy.close();
    await fixtures.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
