import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import { testContext } from '../support/context.js';

function setup() {
  const driver = new SimDriver();
  return { driver, ctx: testContext(driver, createEmbeddedDecider()) };
}

describe('a key chord said in the words', () => {
  it('"press ctrl+x" presses ctrl+x (it was not found: only the window keys were candidates)', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-lab', instruction: 'press ctrl+x' });
    expect(result.action).toMatchObject({ kind: 'key', does: 'press ctrl+x' });
    expect(driver.performed.map((p) => p.action)).toEqual([{ type: 'key', keys: 'ctrl+x' }]);
  });

  it('does not press a key the words only mention ("open the F1 race results")', async () => {
    const { driver, ctx } = setup();
    // Pressed F1 at p 0.002 before the words had to press it.
    const result = await runAct(ctx, { windowId: 'w-form', instruction: 'open the F1 race results' });
    expect(result.status).toBe('not_found');
    expect(driver.performed).toEqual([]);
  });

  it('"hit F5" presses F5, and a chord the words do not say is never pressed', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-lab', instruction: 'hit F5' });
    expect(result.action).toMatchObject({ kind: 'key', does: 'press F5' });
    expect(driver.performed.map((p) => p.action)).toEqual([{ type: 'key', keys: 'F5' }]);
  });
});
