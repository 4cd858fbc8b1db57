// A goal run's record on a checkout page holds none of its card, code, PIN or masked values
// (`beans-picker run --url <checkout> --act`; the embedded default records snapshots, not screenshots).
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/app.js';
import { runGoalCommand } from '../../src/cli/run.js';
import { parseConfig } from '../../src/config/schema.js';
import { startFixtureServer } from '../../src/fixtures/webServer.js';
import { browserExecutable } from '../../src/platforms/browser.js';
import type { Io } from '../../src/cli/io.js';
import { CHECKOUT_SECRETS } from '../support/checkout.js';

const config = parseConfig({ BEANS_PICKER_DRIVERS: 'browser' });

describe.skipIf(browserExecutable(config) === null)('a goal run records no secret', () => {
  it("writes none of the secret fields' values in its step files", async () => {
    const server = await startFixtureServer();
    const session = createSession(config);
    const runs = await mkdtemp(join(tmpdir(), 'goal-secret-'));
    const io: Io = { out: () => undefined, err: () => undefined, readStdin: async () => '' };
    try {
      const flags = { url: `${server.url}/checkout.html`, act: true, runs };
      await runGoalCommand(session, "Set the delivery note to 'Ring twice'", flags, io, {
        signal: new AbortController().signal,
      });
      const files: string[] = [];
      for (const entry of await readdir(runs, { recursive: true, withFileTypes: true }))
        if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
      expect(files.some((f) => f.includes('snapshot'))).toBe(true);
      for (const file of files) {
        const text = await readFile(file, 'utf8');
        for (const secret of CHECKOUT_SECRETS)
          expect({ file, shown: text.includes(secret) }).toEqual({ file, shown: false });
      }
    } finally {
      await session.close();
      await server.close();
      await rm(runs, { recursive: true, force: true });
    }
  }, 120_000);
});
