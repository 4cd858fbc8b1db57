// The shared form contract against the fake cua-driver, a real child over MCP stdio: once with the axtext helper
// (text verified exactly) and once without it (cua-driver trims values, so text results stay `unverified`).
import { readFileSync, rmSync } from 'node:fs';
import { AxtextReader } from '../../src/drivers/macos/axtext.js';
import type { MacosDriver } from '../../src/drivers/macos/driver.js';
import type { FormState } from '../../src/fixtures/formState.js';
import { runFormContract, type FormSeed } from '../contract/form.js';
import { testContext } from '../support/context.js';
import { scriptedDecider } from '../support/scripted.js';
import { FakeMac, FORM } from './support.js';

const FORM_PID = 6161;

for (const helper of [true, false]) {
  runFormContract({
    name: `macOS through the fake cua-driver over MCP stdio, ${helper ? 'with' : 'without'} the axtext helper`,
    exactText: helper,
    backgroundKeys: true,
    async open(seed: FormSeed) {
      const fake = new FakeMac();
      const driver: MacosDriver = fake.driver(
        helper ? { reader: new AxtextReader('/tmp/AXText.app', fake.runner) } : {},
        { FAKE_CUA_FORM: JSON.stringify(seed) },
      );
      return {
        ctx: testContext(
          driver,
          scriptedDecider(() => ({ none: 1 })),
        ),
        windowId: FORM,
        state: async () =>
          (JSON.parse(readFileSync(fake.record, 'utf8')) as Record<string, FormState>)[FORM_PID]!,
        close: async () => {
          await driver.close();
          rmSync(fake.dir, { recursive: true, force: true });
        },
      };
    },
  });
}
