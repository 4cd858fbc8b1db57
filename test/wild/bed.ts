// The wild test bed: the static server, one launched headless Chromium driven by beans-picker through the MCP
// SDK client (in-memory transport), and the judge on a CDP connection of its own to the same browser.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createSession } from '../../src/app.js';
import { parseConfig } from '../../src/config/schema.js';
import { CdpDriver } from '../../src/drivers/cdp/driver.js';
import { browserExtras } from '../../src/platforms/browser.js';
import { createMcpServer } from '../../src/server/mcp.js';
import { TOOLS } from '../../src/tools/index.js';
import type { Session } from '../../src/tools/session.js';
import type { Page } from 'playwright-core';
import { Judge } from './judge.js';
import { startWildServer, type WildServer } from './server.js';

/** A running bed. */
export interface Bed {
  client: Client;
  /** The session behind the MCP server (what `beans-picker run` drives, for goal runs on bed pages). */
  session: Session;
  judge: Judge;
  server: WildServer;
  close(): Promise<void>;
}

/**
 * Starts everything with beans-picker's default configuration (embedded decider, launched headless browser).
 * The browser is launched here, exactly as the browser platform launches it, only so that its DevTools
 * endpoint is known to the judge.
 */
export async function startBed(): Promise<Bed> {
  const server = await startWildServer();
  const driver = await CdpDriver.launch({ headless: true });
  const config = parseConfig({});
  const session = createSession(config, [
    {
      name: 'browser',
      passive: false,
      unavailable: async () => null,
      create: async () => ({ driver, browser: browserExtras(driver) }),
    },
  ]);
  const mcp = createMcpServer(session, TOOLS, { name: 'beans-picker', version: 'wild' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcp.connect(serverSide);
  const client = new Client({ name: 'wild', version: '1' });
  await client.connect(clientSide);
  const judge = await Judge.connect(driver.endpoint);
  return {
    client,
    session,
    judge,
    server,
    async close() {
      await judge.close();
      await client.close();
      await mcp.close();
      await session.close();
      // The session closes the driver once a call has started it; closing again is harmless, and needed when
      // no call did.
      await driver.close();
      await server.close();
    },
  };
}

/** A tool's structured result; a result without one (a protocol-level error) becomes status "error". */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000 });
  if (response.structuredContent) return response.structuredContent as Record<string, unknown>;
  return { status: 'error', message: JSON.stringify(response.content).slice(0, 300) };
}

/** A bed page opened through beans-picker's launch_app, and the judge's view of the same page. */
export interface OpenedPage {
  windowId: string;
  page: Page;
}

/** Opens a bed page (`/pages/…`, with its query) in a new tab; fails when launch_app does not answer done. */
export async function openBedPage(bed: Bed, path: string): Promise<OpenedPage> {
  const url = `${bed.server.url}${path}`;
  const launched = await callTool(bed.client, 'launch_app', { app: 'chromium', urls: [url] });
  const windowId = (launched.windows as { id: string }[] | undefined)?.[0]?.id;
  if (launched.status !== 'done' || windowId === undefined)
    throw new Error(`launch_app failed: ${JSON.stringify(launched)}`);
  return { windowId, page: await bed.judge.page(url) };
}

// An observe line's id: a short id (c12), a candidate id (c + 10 hex digits), or - for a line without an action.
const LINE_ID = /^\s*(?:c(?:[0-9a-f]{10}|\d{1,9})|-) /u;

/** The observe view's control lines, without their ids and action lists ('Tab "Backup" selected'). */
export async function controlLines(bed: Bed, windowId: string): Promise<string[]> {
  const view = String((await callTool(bed.client, 'observe', { windowId })).view);
  return view
    .split('\n')
    .filter((line) => LINE_ID.test(line))
    .map((line) => line.replace(LINE_ID, '').replace(/ ·.*$/u, ''));
}
