// The embedded default on the web fixture in headless Chromium, through the function `beans-picker run` calls:
// `run "Set the name to 'Grace Hopper' and click Save" --url <fixture> --act`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/app.js';
import { runGoalCommand } from '../../src/cli/run.js';
import { parseConfig } from '../../src/config/schema.js';
import { startFixtureServer, type FixtureServer } from '../../src/fixtures/webServer.js';
import { browserExecutable } from '../../src/platforms/browser.js';
import type { Io } from '../../src/cli/io.js';
import type { Session } from '../../src/tools/session.js';

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

describe.skipIf(browserExecutable(config) === null)(
  'beans-picker run reports every value on real pages',
  () => {
    let server: FixtureServer;
    let session: Session;
    let runs: string;
    beforeAll(async () => {
      server = await startFixtureServer();
      session = createSession(config);
      runs = await mkdtemp(join(tmpdir(), 'goal-web-values-'));
    });
    afterAll(async () => {
      await session.close();
      await server.close();
      await rm(runs, { recursive: true, force: true });
    });
    const run = async (page: string, goal: string): Promise<{ code: number; text: string }> => {
      server.reset();
      const out: string[] = [];
      const io: Io = {
        out: (t) => void out.push(t),
        err: (t) => void out.push(t),
        readStdin: async () => '',
      };
      const flags = { url: `${server.url}/${page}`, act: true, runs };
      const code = await runGoalCommand(session, goal, flags, io, { signal: new AbortController().signal });
      return { code, text: out.join('') };
    };

    it('fills the username, reports the password as refused (secret), never presses Login and is not done', async () => {
      const goal = 'Enter the username "vina" and the password "US" into the text fields, then press login';
      const { code, text } = await run('signin.html', goal);
      expect(code, text).toBe(1);
      expect(server.state().values).toEqual({ username: 'vina' });
      expect(text).toContain('1. Enter "vina" into the username → done');
      expect(text).toContain('2. Enter "[redacted]" into the password → refused (secret_field)');
      expect(text).toContain('3. press login → not run');
      expect(text).toContain('outcome: refused — 1 of 3 steps verified; missing:');
      expect(text).not.toContain('Did all');
      expect(text).not.toContain('"US"');
    }, 120_000);

    it('ticks all five toppings, judged by the page, and says done', async () => {
      const { code, text } = await run('toppings.html', 'Select Cheese, Olives, Onions, Peppers and Basil');
      expect(code, text).toBe(0);
      expect(server.state().values).toEqual({
        cheese: 'true',
        olives: 'true',
        onions: 'true',
        peppers: 'true',
        basil: 'true',
      });
      expect(text).toContain('outcome: done — all 1 clause done, 5 steps each verified');
      expect(text).toContain('answer: Did all 5 steps of the goal, each verified.');
    }, 120_000);

    it('says which of three values did not land (the City field rewrites what it gets)', async () => {
      const goal = 'Enter the name "Ann", the email "ann@example.com" and the city "Oslo"';
      const { code, text } = await run('contact.html', goal);
      expect(code, text).toBe(1);
      expect(server.state().values).toMatchObject({ name: 'Ann', email: 'ann@example.com' });
      expect(text).toContain('1. Enter "Ann" into the name → done');
      expect(text).toContain('2. Enter "ann@example.com" into the email → done');
      expect(text).toContain('3. Enter "Oslo" into the city → mismatch');
      expect(text).toContain(
        'outcome: nothing helps — 2 of 3 steps verified; missing: Enter "Oslo" into the city → mismatch',
      );
    }, 120_000);
  },
);
