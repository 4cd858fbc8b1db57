// The browser's life is tied to the server's: however the server ends, its Chromium and temporary folders go
// with it; and a Chromium that dies under a live server is replaced on the next call.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/schema.js';
import { startFixtureServer, type FixtureServer } from '../../src/fixtures/webServer.js';
import { browserFactory } from '../../src/platforms/browser.js';
import { call, connect } from '../support/mcp.js';
import { observedActions } from '../support/observed.js';
import { scriptedDecider } from '../support/scripted.js';

const root = join(import.meta.dirname, '..', '..');
let fixtures: FixtureServer;
let hanging: Server;
let hangUrl: string;
// Called when the browser asks for /hang (which never answers).
let onHang = (): void => undefined;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  hanging = createServer((req) => {
    if (req.url === '/hang') onHang();
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hang`;
});
afterAll(async () => {
  hanging?.closeAllConnections();
  await new Promise((resolve) => hanging?.close(resolve));
  await fixtures?.close();
});

// Every process whose command line mentions `text` (Chromium names its profile in every process it starts).
function processesMentioning(text: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch (error: unknown) {
        // A process that ended while the list was read.
        if (error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ESRCH'))
          return false;
        throw error;
      }
    })
    .map(Number);
}

// Waits (up to 20 s) until nothing is left, then reports what is left.
async function leftovers(dir: string): Promise<{ processes: number[]; files: string[] }> {
  const look = () => ({ processes: processesMentioning(dir), files: readdirSync(dir) });
  for (let i = 0; i < 200; i++) {
    const now = look();
    if (now.processes.length === 0 && now.files.length === 0) return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return look();
}

describe('the built CLI as an MCP server over stdio, with a browser open', () => {
  for (const ending of ['SIGKILL', 'SIGTERM', 'SIGINT', 'close'] as const) {
    it(`leaves no Chromium and no temporary folder after ${ending}`, async () => {
      expect(existsSync(join(root, 'dist', 'drivers', 'cdp', 'watchdog.js')), 'run npm run build first').toBe(
        true,
      );
      const tmp = await mkdtemp(join(await realpath(tmpdir()), 'bp-lifetime-'));
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [join(root, 'bin', 'beans-picker.js')],
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '/tmp',
          TMPDIR: tmp,
          BEANS_PICKER_DRIVERS: 'browser',
        },
        stderr: 'pipe',
      });
      const client = new Client({ name: 'lifetime-test', version: '1' });
      try {
        await client.connect(transport);
        const launched = await client.callTool({
          name: 'launch_app',
          arguments: { app: 'chromium', urls: [`${fixtures.url}/form.html`] },
        });
        // The result in the message: a launch that fails on a busy machine says why (code, message).
        expect(launched.structuredContent, JSON.stringify(launched.structuredContent)).toMatchObject({
          status: 'done',
        });
        expect(processesMentioning(tmp).length).toBeGreaterThan(1);
        expect(readdirSync(tmp)).toEqual([expect.stringMatching(/^beans-picker-browser-/)]);
        if (ending === 'close') await client.close();
        else process.kill(transport.pid!, ending);
        expect(await leftovers(tmp)).toEqual({ processes: [], files: [] });
      } finally {
        await client.close();
        await rm(tmp, { recursive: true, force: true });
      }
    }, 60_000);
  }
});

describe('a browser killed under a live server', () => {
  it('fails the call in flight with browser_crashed and works again on the next calls', async () => {
    // Picks nothing: the act below names its candidate.
    const open = await connect(
      scriptedDecider(() => ({ none: 1 })),
      {
        factories: [browserFactory(parseConfig({}))],
      },
    );
    try {
      const first = await call(open.client, 'launch_app', { app: 'chromium', urls: ['about:blank'] });
      expect(first.result.status).toBe('done');
      const old = (first.result.windows as { id: string }[])[0]!.id;
      const listed = await call(open.client, 'windows', {});
      const pid = (listed.result.windows as { pid: number }[])[0]!.pid;
      onHang = () => process.kill(-pid, 'SIGKILL');
      const during = await call(open.client, 'browser_navigate', { windowId: old, url: hangUrl });
      expect(during).toMatchObject({ isError: true, result: { code: 'browser_crashed' } });

      // The act pipeline looks the id up in the new browser's window list first.
      const stale = await call(open.client, 'observe', { windowId: old });
      expect(stale).toMatchObject({
        isError: true,
        result: { code: 'window_not_found', message: expect.stringMatching(/call windows/) },
      });
      fixtures.reset({});
      const again = await call(open.client, 'launch_app', {
        app: 'chromium',
        urls: [`${fixtures.url}/form.html`],
      });
      expect(again.result.status).toBe('done');
      const tab = (again.result.windows as { id: string }[])[0]!.id;
      expect(tab).not.toBe(old);
      const observed = await call(open.client, 'observe', { windowId: tab, limit: 500 });
      const name = observedActions(observed.result).find(
        (c) => c.kind === 'set_value' && c.does.includes('"Name"'),
      )!;
      const act = await call(open.client, 'act', {
        windowId: tab,
        instruction: 'set the name',
        text: 'Ada',
        candidateId: name.id,
      });
      expect(act.result).toMatchObject({ status: 'done' });
      expect(fixtures.state()).toMatchObject({ name: 'Ada' });
    } finally {
      onHang = () => undefined;
      await open.close();
    }
  }, 90_000);
});
