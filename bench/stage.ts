// The stage the bench sets for each run: the web fixture server, a headless desktop with the GTK fixture or
// gnome-calculator, and a way to read the state each app recorded itself. Everything started here is stopped here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFixtureServer, type FixtureServer, type FormValues } from '../src/fixtures/webServer.js';
import {
  AtspiDriver,
  DesktopTools,
  startDesktopSession,
  type DesktopSession,
} from '../src/drivers/atspi/index.js';
import { readCalcDisplay } from './judge.js';
import { startFixtureProxy, type FixtureProxy } from './proxy.js';
import { alive } from './meter.js';
import type { Json, Platform, Task } from './tasks.js';

const FIXTURE_APP = fileURLToPath(new URL('../fixtures/gtk/fixture_app.py', import.meta.url));

/** One prepared run: where the caller works and how the judge reads the app's own state. */
export interface Prepared {
  url?: string;
  pid?: number;
  readState(): Promise<Record<string, Json>>;
  close(): Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function endProcess(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 60 && alive(pid); i += 1) await sleep(50);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

/** The fixture server and, when desktop tasks run, a private headless desktop. */
export class Stage {
  private launches = 0;
  private constructor(
    readonly web: FixtureServer | null,
    private readonly proxy: FixtureProxy | null,
    readonly desktop: { session: DesktopSession; driver: AtspiDriver; tools: DesktopTools } | null,
  ) {}

  /** Starts what the platforms need; `stripNoStore` serves the pages through bench/proxy.ts. */
  static async start(
    platforms: ReadonlySet<Platform>,
    options: { stripNoStore?: boolean } = {},
  ): Promise<Stage> {
    const web = platforms.has('web') ? await startFixtureServer() : null;
    const proxy = web && options.stripNoStore ? await startFixtureProxy(web) : null;
    if (!platforms.has('gtk') && !platforms.has('calc')) return new Stage(web, proxy, null);
    try {
      const session = await startDesktopSession({ timeoutMs: 60_000 });
      const driver = new AtspiDriver({ env: session.env });
      return new Stage(web, proxy, { session, driver, tools: new DesktopTools(driver, session.env) });
    } catch (error: unknown) {
      await proxy?.close();
      await web?.close();
      throw error;
    }
  }

  /** The environment a desktop MCP server gets (DISPLAY, the session bus, the private HOME). */
  desktopEnv(): Record<string, string> {
    const env = this.desktop?.session.env ?? {};
    return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
  }

  /** Sets a task's starting state: the seeded web fixture, or a freshly launched GTK fixture or calculator. */
  async prepare(task: Task): Promise<Prepared> {
    if (task.platform === 'web') return this.prepareWeb(task);
    const desktop = this.desktop;
    if (!desktop) throw new Error('no desktop session was started');
    this.launches += 1;
    const signal = AbortSignal.timeout(40_000);
    if (task.platform === 'calc') {
      const launched = await desktop.tools.launchApp('gnome-calculator', [], { signal });
      return {
        pid: launched.pid,
        readState: async () => readCalcDisplay(desktop.session.env),
        close: () => endProcess(launched.pid),
      };
    }
    const statePath = join(desktop.session.dir, `fixture-${this.launches}.json`);
    const args = [FIXTURE_APP, '--state', statePath, '--title', `Fixture ${this.launches}`];
    for (const [key, value] of Object.entries(task.seed)) args.push(`--${key}`, value.replace(/\n/gu, '\\n'));
    const launched = await desktop.tools.launchApp('/usr/bin/python3', args, { signal });
    return {
      pid: launched.pid,
      readState: async () => {
        for (let i = 0; i < 50 && !existsSync(statePath); i += 1) await sleep(50);
        return JSON.parse(readFileSync(statePath, 'utf8')) as Record<string, Json>;
      },
      close: () => endProcess(launched.pid),
    };
  }

  private prepareWeb(task: Task): Prepared {
    const web = this.web;
    if (!web) throw new Error('the fixture server was not started');
    web.reset(task.seed as FormValues);
    return {
      url: `${this.proxy?.url ?? web.url}/${task.page ?? 'index.html'}`,
      readState: async () => web.state() as unknown as Record<string, Json>,
      close: async () => undefined,
    };
  }

  /** Stops the desktop (every process it started) and the fixture server. */
  async stop(): Promise<void> {
    if (this.desktop) {
      this.desktop.tools.close();
      await this.desktop.driver.close();
      await this.desktop.session.stop();
    }
    await this.proxy?.close();
    await this.web?.close();
  }
}

/** Reads a state until two reads 150 ms apart agree (pages post their values asynchronously). */
export async function settledState(read: () => Promise<Record<string, Json>>): Promise<Record<string, Json>> {
  await sleep(300);
  let last = JSON.stringify(await read());
  for (let i = 0; i < 12; i += 1) {
    await sleep(150);
    const now = JSON.stringify(await read());
    if (now === last) break;
    last = now;
  }
  return JSON.parse(last) as Record<string, Json>;
}
