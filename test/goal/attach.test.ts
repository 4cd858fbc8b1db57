// `beans-picker run … --cdp-endpoint URL`: the run attaches to a browser that is already running instead of
// launching one, and works in a new background tab of it.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/app.js';
import { runGoalCommand } from '../../src/cli/run.js';
import { parseConfig } from '../../src/config/schema.js';
import { CdpDriver } from '../../src/drivers/cdp/driver.js';
import { startFixtureServer, type FixtureServer } from '../../src/fixtures/webServer.js';
import { browserExecutable } from '../../src/platforms/browser.js';
import type { Io } from '../../src/cli/io.js';

const root = join(import.meta.dirname, '..', '..');

describe.skipIf(browserExecutable(parseConfig({})) === null)('run on an already-running browser', () => {
  let running: CdpDriver;
  let server: FixtureServer;
  let runs: string;
  beforeAll(async () => {
    // The running browser: started elsewhere, with no window open (as --no-startup-window leaves it).
    running = await CdpDriver.launch({ headless: true });
    server = await startFixtureServer();
    runs = await mkdtemp(join(tmpdir(), 'goal-attach-'));
  });
  afterAll(async () => {
    await running.close();
    await server.close();
    await rm(runs, { recursive: true, force: true });
  });

  it('opens its tab in that browser and carries out the goal there (a browser with no window included)', async () => {
    const config = parseConfig({
      BEANS_PICKER_DRIVERS: 'browser',
      BEANS_PICKER_CDP_ENDPOINT: running.endpoint,
    });
    const session = createSession(config);
    const out: string[] = [];
    const io: Io = { out: (t) => void out.push(t), err: (t) => void out.push(t), readStdin: async () => '' };
    try {
      const goal = "Set the name to 'Grace Hopper' and click Save";
      const flags = { url: `${server.url}/form.html`, act: true, runs };
      const code = await runGoalCommand(session, goal, flags, io, { signal: new AbortController().signal });
      expect(code, out.join('')).toBe(0);
      expect(server.state()).toMatchObject({ name: 'Grace Hopper', saves: 1 });
    } finally {
      await session.close();
    }
    // The tab is the running browser's own, and it is still open there after the run.
    const pages = (await (
      await fetch(`${running.endpoint.replace(/^ws/u, 'http').replace(/\/devtools.*$/u, '')}/json/list`)
    ).json()) as { url: string }[];
    expect(pages.map((p) => p.url)).toContain(`${server.url}/form.html`);
  }, 120_000);

  it('the CLI flag is checked: a --cdp-endpoint that is not a DevTools URL exits 2 and starts nothing', () => {
    const saves = server.state().saves;
    const result = spawnSync(
      process.execPath,
      [
        join(root, 'bin', 'beans-picker.js'),
        'run',
        'click Save',
        '--url',
        `${server.url}/form.html`,
        '--act',
        '--cdp-endpoint',
        'file:///etc/passwd',
        '--runs',
        runs,
      ],
      {
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '/tmp',
          BEANS_PICKER_DRIVERS: 'browser',
        },
      },
    );
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr).toContain('bad_endpoint');
    expect(server.state().saves).toBe(saves);
  }, 60_000);
});
