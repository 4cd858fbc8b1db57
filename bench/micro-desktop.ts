// Desktop and decider micro-benchmarks: AT-SPI snapshot latency per app (the driver in-process, and observe
// over MCP), and the embedded decider's latency by number of options (real options from the big table page).
import { fileURLToPath } from 'node:url';
import { buildSnapshot } from '../src/core/build.js';
import { buildCandidates } from '../src/core/candidates/build.js';
import { pickRequest } from '../src/core/decision/pick.js';
import { decisionState } from '../src/core/decision/state.js';
import { createEmbeddedDecider } from '../src/decide/embedded/index.js';
import { CdpDriver } from '../src/drivers/cdp/driver.js';
import { AtspiDriver, DesktopTools, startDesktopSession } from '../src/drivers/atspi/index.js';
import type { FixtureServer } from '../src/fixtures/webServer.js';
import { MeteredSession } from './meter.js';
import { SAMPLES } from './micro-web.js';
import { median } from './summary.js';

/** One app's snapshot latency. */
export interface AtspiRow {
  app: string;
  snapshotMs: number;
  nodes: number;
  observeMs: number;
  observeTokens: number;
}

/** One decision size. */
export interface DecisionRow {
  options: number;
  ms: number;
}

const BIN = fileURLToPath(new URL('../bin/beans-picker.js', import.meta.url));
const signal = (): AbortSignal => AbortSignal.timeout(30_000);

async function timed<T>(n: number, fn: () => Promise<T>): Promise<{ ms: number; last: T }> {
  let last = await fn();
  const ms: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t = performance.now();
    last = await fn();
    ms.push(performance.now() - t);
  }
  return { ms: median(ms), last };
}

/** Snapshot latency of gnome-calculator and mousepad in a private headless desktop. */
export async function atspiSnapshots(): Promise<AtspiRow[]> {
  const session = await startDesktopSession({ timeoutMs: 60_000 });
  const driver = new AtspiDriver({ env: session.env });
  const tools = new DesktopTools(driver, session.env);
  const rows: AtspiRow[] = [];
  try {
    const env = Object.fromEntries(Object.entries(session.env).filter((e): e is [string, string] => !!e[1]));
    const mcp = await MeteredSession.start({
      args: [BIN],
      env: { ...env, BEANS_PICKER_DRIVERS: 'linux', BEANS_PICKER_LOG_LEVEL: 'silent' },
    });
    try {
      for (const app of ['gnome-calculator', 'mousepad']) {
        const launched = await tools.launchApp(app, [], { signal: signal() });
        const snap = await timed(9, () => driver.snapshot(launched.windowId, { signal: signal() }));
        const obs = await timed(SAMPLES, () => mcp.call('observe', { pid: launched.pid }));
        const last = mcp.calls[mcp.calls.length - 1];
        rows.push({
          app,
          snapshotMs: snap.ms,
          nodes: snap.last.nodes.length,
          observeMs: obs.ms,
          observeTokens: last?.tokens ?? 0,
        });
      }
    } finally {
      await mcp.close();
    }
  } finally {
    tools.close();
    await driver.close();
    await session.stop();
  }
  return rows;
}

/** The embedded decider on 10, 60 and 255 real options (the big table page's candidates). */
export async function decisionLatency(server: FixtureServer): Promise<DecisionRow[]> {
  const driver = await CdpDriver.launch({ headless: true, executablePath: '/usr/lib/chromium/chromium' });
  try {
    const tab = await driver.openTab(`${server.url}/table.html`, { signal: signal() });
    const snapshot = buildSnapshot(await driver.snapshot(tab.id, { signal: signal() }));
    const instruction = 'click the Edit button in row 217';
    const { candidates } = buildCandidates(snapshot, { capabilities: driver.capabilities, instruction });
    const state = decisionState(snapshot, instruction);
    const decider = createEmbeddedDecider();
    const rows: DecisionRow[] = [];
    for (const n of [10, 60, 255]) {
      // The candidates around row 217, so the right answer is among the options.
      const start = Math.max(0, candidates.findIndex((c) => c.does.includes('row: 217')) - Math.floor(n / 2));
      const options = candidates.slice(start, start + n).map((c) => c.option);
      const request = pickRequest('embedded', state, options, true);
      const { ms } = await timed(9, () => decider.decide(request, { signal: signal() }));
      rows.push({ options: options.length, ms });
    }
    return rows;
  } finally {
    await driver.close();
  }
}
