import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TIMING } from '../../src/core/act/context.js';
import {
  AtspiDriver,
  DesktopTools,
  startDesktopSession,
  type DesktopSession,
} from '../../src/drivers/atspi/index.js';
import { runFormContract, type FormState } from '../contract/form.js';
import { testContext } from '../support/context.js';
import { scriptedDecider } from '../support/scripted.js';
import { FIXTURE_APP } from './support.js';

let session: DesktopSession;
let driver: AtspiDriver;
let tools: DesktopTools;
let count = 0;

runFormContract({
  name: 'Linux desktop (real AT-SPI, GTK3 fixture)',
  exactText: true,
  backgroundKeys: false,
  async setup() {
    session = await startDesktopSession();
    driver = new AtspiDriver({ env: session.env });
    tools = new DesktopTools(driver, session.env);
  },
  async teardown() {
    tools?.close();
    await driver?.close();
    await session?.stop();
  },
  async open(seed) {
    count += 1;
    const statePath = join(session.dir, `contract-${count}.json`);
    const args = [FIXTURE_APP, '--state', statePath, '--title', `Contract ${count}`];
    for (const [key, value] of Object.entries(seed)) args.push(`--${key}`, value.replace(/\n/gu, '\\n'));
    const launched = await tools.launchApp('/usr/bin/python3', args, { signal: AbortSignal.timeout(30_000) });
    return {
      ctx: testContext(
        driver,
        scriptedDecider(() => ({ none: 1 })),
        { timing: { ...DEFAULT_TIMING, driverMs: 20_000 } },
      ),
      windowId: launched.windowId,
      state: async () => {
        // The fixture writes its state on every change; wait until the file exists.
        for (let i = 0; i < 50 && !existsSync(statePath); i += 1) await new Promise((r) => setTimeout(r, 50));
        return JSON.parse(readFileSync(statePath, 'utf8')) as FormState;
      },
      close: async () => {
        process.kill(launched.pid, 'SIGTERM');
      },
    };
  },
});
