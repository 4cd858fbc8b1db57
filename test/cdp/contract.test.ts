import { DEFAULT_TIMING } from '../../src/core/act/context.js';
import { CdpDriver } from '../../src/drivers/cdp/driver.js';
import { startFixtureServer, type FixtureServer } from '../../src/fixtures/webServer.js';
import { runFormContract } from '../contract/form.js';
import { testContext } from '../support/context.js';
import { scriptedDecider } from '../support/scripted.js';

let driver: CdpDriver;
let server: FixtureServer;
let tab: string;

runFormContract({
  name: 'browser (real headless Chromium)',
  exactText: true,
  backgroundKeys: true,
  async setup() {
    server = await startFixtureServer();
    driver = await CdpDriver.launch({ headless: true });
    tab = (await driver.openTab('about:blank', { signal: AbortSignal.timeout(30_000) })).id;
  },
  async teardown() {
    await driver?.close();
    await server?.close();
  },
  async open(seed) {
    server.reset(seed);
    await driver.navigate(tab, `${server.url}/form.html`, { signal: AbortSignal.timeout(30_000) });
    return {
      ctx: testContext(
        driver,
        scriptedDecider(() => ({ none: 1 })),
        { timing: { ...DEFAULT_TIMING, driverMs: 20_000 } },
      ),
      windowId: tab,
      state: async () => server.state(),
    };
  },
});
