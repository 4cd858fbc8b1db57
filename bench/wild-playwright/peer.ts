// The Playwright MCP peer on the wild bed: the wild server, one headless Chromium launched here, Playwright MCP
// attached to it over CDP (a metered stdio session), and the wild judge on a CDP connection of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, type LaunchedBrowser } from '../../src/drivers/cdp/launch.js';
import { Judge } from '../../test/wild/judge.js';
import { startWildServer, type WildServer } from '../../test/wild/server.js';
import { MeteredSession } from '../meter.js';

/** A running peer bed. */
export interface Peer {
  session: MeteredSession;
  judge: Judge;
  server: WildServer;
  close(): Promise<void>;
}

const CLI = fileURLToPath(new URL('../../node_modules/@playwright/mcp/cli.js', import.meta.url));

/** Starts Playwright MCP on a browser launched here, so that the judge reads the very pages it drives. */
export async function startPeer(server?: WildServer): Promise<Peer> {
  const own = server ?? (await startWildServer());
  const browser: LaunchedBrowser = await launchChromium({ headless: true });
  const home = await mkdtemp(join(tmpdir(), 'wild-playwright-'));
  const stop = async (): Promise<void> => {
    await browser.stop(2_000);
    await rm(home, { recursive: true, force: true });
    if (!server) await own.close();
  };
  let session: MeteredSession;
  try {
    session = await MeteredSession.start({
      args: [CLI, '--cdp-endpoint', browser.wsEndpoint, '--output-dir', join(home, 'output')],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home },
    });
  } catch (error: unknown) {
    await stop();
    throw error;
  }
  const judge = await Judge.connect(browser.wsEndpoint);
  return {
    session,
    judge,
    server: own,
    async close() {
      await judge.close();
      await session.close();
      await stop();
    },
  };
}
