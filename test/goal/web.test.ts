// The embedded default on the web fixture in headless Chromium, through the function `beans-picker run` calls:
// `run "Set the name to 'Grace Hopper' and click Save" --url <fixture> --act`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/app.js';
import { runGoalCommand } from '../../src/cli/run.js';
import { parseConfig } from '../../src/config/schema.js';
import { startFixtureServer } from '../../src/fixtures/webServer.js';
import { browserExecutable } from '../../src/platforms/browser.js';
import type { Io } from '../../src/cli/io.js';

const config = parseConfig({ BEANS_PICKER_DRIVERS: 'browser' });

describe.skipIf(browserExecutable(config) === null)('beans-picker run --url on the web fixture', () => {
  it('sets the name and saves, clause by clause, and the fixture records it', async () => {
    const server = await startFixtureServer();
    const session = createSession(config);
    const runs = await mkdtemp(join(tmpdir(), 'goal-web-'));
    const out: string[] = [];
    const io: Io = { out: (t) => void out.push(t), err: (t) => void out.push(t), readStdin: async () => '' };
    try {
      const goal = "Set the name to 'Grace Hopper' and click Save";
      const flags = { url: `${server.url}/form.html`, act: true, runs };
      const code = await runGoalCommand(session, goal, flags, io, { signal: new AbortController().signal });
      expect(code, out.join('')).toBe(0);
      expect(server.state()).toMatchObject({ name: 'Grace Hopper', saves: 1 });
      expect(out.join('')).toContain('outcome: done — all 2 clauses done');
    } finally {
      await session.close();
      await server.close();
      await rm(runs, { recursive: true, force: true });
    }
  }, 120_000);
});
