import { formApp, formState } from '../../src/drivers/sim/apps/form.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import { testContext } from '../support/context.js';
import { scriptedDecider } from '../support/scripted.js';
import { runFormContract } from './form.js';

runFormContract({
  name: 'simulated desktop',
  exactText: true,
  backgroundKeys: true,
  async open(seed) {
    const driver = new SimDriver({ windows: [formApp(seed)] });
    return {
      ctx: testContext(
        driver,
        scriptedDecider(() => ({ none: 1 })),
      ),
      windowId: 'w-form',
      state: async () => formState(driver.window('w-form')),
    };
  },
});
