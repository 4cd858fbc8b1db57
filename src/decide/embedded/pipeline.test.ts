import { describe, expect, it } from 'vitest';
import { runAct } from '../../core/act/act.js';
import { formApp, formState } from '../../drivers/sim/apps/form.js';
import { SimDriver, defaultSimWindows } from '../../drivers/sim/driver.js';
import { testContext } from '../../../test/support/context.js';
import { createEmbeddedDecider } from './index.js';

function setup() {
  const windows = defaultSimWindows();
  windows[0] = formApp({ name: 'old', search: 'kept' });
  const driver = new SimDriver({ windows });
  return { driver, ctx: testContext(driver, createEmbeddedDecider()) };
}

describe('the embedded decider through act on the simulated desktop', () => {
  it('"set Name" with text replaces Name, not the search field', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-form', instruction: 'set Name', text: 'Grace Hopper' });
    expect(result.status).toBe('done');
    expect(formState(driver.window('w-form'))).toMatchObject({ name: 'Grace Hopper', search: 'kept' });
  });

  it('"click Edit in the Shipping section" presses the Shipping twin', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, {
      windowId: 'w-sections',
      instruction: 'click Edit in the Shipping section',
    });
    expect(result.status).toBe('done');
    expect(driver.window('w-sections').state?.edited).toBe('Shipping');
  });

  it('"tick the newsletter box" toggles Newsletter on', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-form', instruction: 'tick the newsletter box' });
    expect(result.status).toBe('done');
    expect(formState(driver.window('w-form')).newsletter).toBe(true);
  });

  it('"compute 12×7" with text runs the keypad', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-calc', instruction: 'compute 12×7', text: '12×7=' });
    expect(result.status).toBe('done');
    expect(driver.performed.map((p) => p.action.type)).toEqual(['press_sequence']);
  });

  it('"launch the rocket" is not_found and nothing is performed', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-form', instruction: 'launch the rocket' });
    expect(result.status).toBe('not_found');
    expect(driver.performed).toHaveLength(0);
  });
});
