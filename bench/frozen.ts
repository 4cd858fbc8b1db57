// One frozen app: medians of 5 calls of `windows` and of `observe` on mousepad through the MCP tools, with every app
// answering and then with gnome-calculator stopped (SIGSTOP: its accessibility calls are never answered), on a
// private headless desktop. Usage: npx tsx bench/frozen.ts
import { execFileSync, spawn } from 'node:child_process';
import { startDesktopSession } from '../src/drivers/atspi/index.js';
import { linuxFactory } from '../src/platforms/linux.js';
import { call, connect } from '../test/support/mcp.js';
import { scriptedDecider } from '../test/support/scripted.js';

type Call = () => Promise<{ result: Record<string, unknown> }>;

// Runs a call five times and prints the median, each run and the statuses seen.
async function five(label: string, fn: Call): Promise<void> {
  const ms: number[] = [];
  const statuses = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const { result } = await fn();
    ms.push(Math.round(performance.now() - started));
    statuses.add(`${String(result.status)}${result.code ? `/${String(result.code)}` : ''}`);
  }
  const median = [...ms].sort((a, b) => a - b)[2];
  console.log(`${label}: median ${median} ms (runs ${ms.join(' ')}), ${[...statuses].join(', ')}`);
}

const session = await startDesktopSession();
const open = await connect(
  scriptedDecider(() => ({ none: 1 })),
  { factories: [linuxFactory(session.env)] },
);
const pids: number[] = [];
try {
  // A window of the user's stays in front, as launch_app expects.
  spawn('xlogo', [], { env: session.env, detached: true, stdio: 'ignore' }).unref();
  const xdotool = (args: string[]): string =>
    execFileSync('xdotool', args, { env: session.env, encoding: 'utf8' }).trim();
  xdotool(['windowactivate', '--sync', xdotool(['search', '--sync', '--onlyvisible', '--class', 'xlogo'])]);
  const ids: string[] = [];
  for (const app of ['gnome-calculator', 'mousepad']) {
    const { result } = await call(open.client, 'launch_app', { app });
    ids.push(String(result.windowId));
    pids.push(Number(result.pid));
  }
  const [calc, pad] = ids;
  const windows: Call = () => call(open.client, 'windows', {});
  const observe =
    (windowId?: string): Call =>
    () =>
      call(open.client, 'observe', { windowId });
  await five('every app answers: windows', windows);
  await five('every app answers: observe mousepad', observe(pad));
  process.kill(pids[0] ?? 0, 'SIGSTOP');
  await five('gnome-calculator frozen: windows', windows);
  await five('gnome-calculator frozen: observe mousepad', observe(pad));
  await five('gnome-calculator frozen: observe gnome-calculator', observe(calc));
} finally {
  for (const pid of pids) {
    process.kill(pid, 'SIGCONT');
    process.kill(pid);
  }
  await open.close();
  await session.stop();
}
