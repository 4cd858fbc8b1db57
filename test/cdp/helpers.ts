// Shared setup for the browser driver tests: one headless Chromium and one fixture server per test file.
import { afterAll, beforeAll } from 'vitest';
import type { CallOptions } from '../../src/core/driver.js';
import type { RawNode, RawSnapshot } from '../../src/core/snapshot.js';
import { CdpDriver } from '../../src/drivers/cdp/driver.js';
import { startFixtureServer, type FixtureServer } from '../../src/fixtures/webServer.js';

/** The browser and fixture server of a test file, filled in by beforeAll. */
export interface BrowserFixture {
  driver: CdpDriver;
  server: FixtureServer;
}

/** Launches one browser and one fixture server for the file; both are closed after its tests. */
export function useBrowser(): BrowserFixture {
  const fixture = {} as BrowserFixture;
  beforeAll(async () => {
    fixture.server = await startFixtureServer();
    fixture.driver = await CdpDriver.launch({ headless: true });
  });
  afterAll(async () => {
    await fixture.driver?.close();
    await fixture.server?.close();
  });
  return fixture;
}

/** Per-call options with a generous bound. */
export function call(ms = 20_000): CallOptions {
  return { signal: AbortSignal.timeout(ms) };
}

/** The single node with this role and label; throws when there is none or several. */
export function find(snapshot: RawSnapshot, role: string, label: string): RawNode {
  const hits = snapshot.nodes.filter((n) => n.role === role && n.label === label);
  if (hits.length !== 1)
    throw new Error(
      `${hits.length} nodes ${role} ${JSON.stringify(label)} in:\n${snapshot.nodes.map((n) => `${n.role} ${JSON.stringify(n.label)}`).join('\n')}`,
    );
  return hits[0] as RawNode;
}

/** Opens a fixture page in a new background tab and returns its window id. */
export async function openPage(fx: BrowserFixture, path: string): Promise<string> {
  const window = await fx.driver.openTab(`${fx.server.url}${path}`, call());
  return window.id;
}
