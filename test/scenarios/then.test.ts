import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { formState } from '../../src/drivers/sim/apps/form.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import { testContext } from '../support/context.js';
import { idOf } from '../support/find.js';
import { scriptedDecider } from '../support/scripted.js';

describe('then: steps in sequence', () => {
  it('runs every step when each lands', async () => {
    const driver = new SimDriver();
    const ctx = testContext(
      driver,
      scriptedDecider(() => ({ none: 1 })),
    );
    const result = await runAct(ctx, {
      windowId: 'w-form',
      instruction: 'name',
      text: 'Ada',
      candidateId: await idOf(ctx, 'w-form', 'set_value', 'Name'),
      then: [
        {
          instruction: 'size',
          text: 'Large',
          candidateId: await idOf(ctx, 'w-form', 'choose_option', 'Size'),
        },
        { instruction: 'save', candidateId: await idOf(ctx, 'w-form', 'click', '"Save"') },
      ],
    });
    expect(result).toMatchObject({ status: 'done', message: 'ran all 3 steps', skipped: 0 });
    expect(result.steps?.map((s) => s.status)).toEqual(['done', 'done', 'done']);
    expect(formState(driver.window('w-form'))).toMatchObject({ name: 'Ada', size: 'Large', saves: 1 });
  });

  it('stops at the first status that is not done or unverified, and reports the rest as not run', async () => {
    const driver = new SimDriver();
    const ctx = testContext(
      driver,
      scriptedDecider(() => ({ none: 1 })),
    );
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'nick',
      text: 'Bo',
      candidateId: await idOf(ctx, 'w-lab', 'set_value', 'Nickname'),
      then: [
        { instruction: 'serial', text: 'ZZ', candidateId: await idOf(ctx, 'w-lab', 'set_value', 'Serial') },
        { instruction: 'subscribe', candidateId: await idOf(ctx, 'w-lab', 'click', 'Subscribe') },
        { instruction: 'refresh', candidateId: await idOf(ctx, 'w-lab', 'click', 'Refresh') },
      ],
    });
    expect(result).toMatchObject({
      status: 'no_effect',
      skipped: 2,
      message: 'stopped at step 2 of 4 (no_effect); the rest were not run',
    });
    expect(result.steps).toHaveLength(2);
    expect(driver.window('w-lab').state?.subscribed).toBe(0);
  });
});
