// Connects the SDK's own client to a beans-picker server over the in-memory transport.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { expect } from 'vitest';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { parseConfig } from '../../src/config/schema.js';
import { createLog } from '../../src/log.js';
import { createMcpServer } from '../../src/server/mcp.js';
import { TOOLS } from '../../src/tools/index.js';
import { Session, type DriverFactory } from '../../src/tools/session.js';
import type { Decider } from '../../src/core/decision/systemone.js';
import { SimDriver, type SimOptions } from '../../src/drivers/sim/driver.js';

/** A connected client, its session and the simulated driver behind it. */
export interface Connected {
  client: Client;
  session: Session;
  sim: () => Promise<SimDriver>;
  close(): Promise<void>;
}

/** Starts a server on the simulated desktop with the given decider and connects a client. */
export async function connect(
  decider: Decider,
  options: {
    sim?: SimOptions;
    env?: Record<string, string>;
    factories?: DriverFactory[];
    log?: (line: string) => void;
  } = {},
): Promise<Connected> {
  const config = parseConfig({ BEANS_PICKER_EFFECT_RETAKES: '5', ...options.env });
  const sim = new SimDriver(options.sim);
  const factories = options.factories ?? [
    { name: 'sim', passive: true, unavailable: async () => null, create: async () => ({ driver: sim }) },
  ];
  const session = new Session({
    config,
    decider: () => decider,
    factories,
    log: options.log ? createLog('debug', options.log) : createLog('silent'),
  });
  const server = createMcpServer(session, TOOLS, { name: 'beans-picker', version: 'test' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(clientSide);
  return {
    client,
    session,
    sim: async () => sim,
    async close() {
      await client.close();
      await server.close();
      await session.close();
    },
  };
}

/** The structured result of a tool call. */
export async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{ result: Record<string, unknown>; isError: boolean }> {
  const response = await client.callTool({ name, arguments: args });
  return {
    result: response.structuredContent as Record<string, unknown>,
    isError: response.isError === true,
  };
}

/** Opens `url` in a new Chromium tab through launch_app (which must answer done) and gives the tab's window id. */
export async function openTab(client: Client, url: string): Promise<string> {
  const launched = await call(client, 'launch_app', { app: 'chromium', urls: [url] });
  expect(launched.result.status).toBe('done');
  return (launched.result.windows as { id: string }[])[0]!.id;
}
