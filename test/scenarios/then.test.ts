import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { formState } from '../../src/drivers/sim/apps/form.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import { testContext } from '../support/context.js';
import { candidatesOf, idOf } from '../support/find.js';
import { prefer, scriptedDecider } from '../support/scripted.js';

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

describe('then: each step sees the candidates its own words call for', () => {
  it('a later "copy" step finds the Copy menu command, which is only offered when a step asks for the clipboard', async () => {
    const driver = new SimDriver();
    const decider = scriptedDecider(prefer((o) => o.kind === 'menu' && /Copy/u.test(String(o.name))));
    const ctx = testContext(driver, decider);
    const nickname = await idOf(ctx, 'w-lab', 'set_value', 'Nickname');
    const plain = (await candidatesOf(ctx, 'w-lab')).map((c) => c.does);
    expect(plain.some((d) => /Copy/u.test(d))).toBe(false);
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'nickname',
      text: 'Bea',
      candidateId: nickname,
      then: [{ instruction: 'copy it to the clipboard' }],
    });
    expect(result.steps?.map((s) => s.status)).toEqual(['done', 'done']);
    expect(result.steps?.[1]?.action?.does).toMatch(/Copy/u);
    expect(driver.window('w-lab').state).toMatchObject({ copies: 1 });
  });

  it('is done only when every step is: an unverified step before a done one leaves the answer unverified', async () => {
    const driver = new SimDriver();
    const ctx = testContext(
      driver,
      scriptedDecider(() => ({ none: 1 })),
    );
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      // The notes' text cannot be read exactly: unverified.
      instruction: 'notes',
      text: 'hi',
      candidateId: await idOf(ctx, 'w-lab', 'set_value', 'Notes'),
      then: [
        { instruction: 'nick', text: 'Bo', candidateId: await idOf(ctx, 'w-lab', 'set_value', 'Nickname') },
      ],
    });
    expect(result.steps?.map((s) => s.status)).toEqual(['unverified', 'done']);
    expect(result).toMatchObject({ status: 'unverified', message: 'ran all 2 steps', skipped: 0 });
  });
});
