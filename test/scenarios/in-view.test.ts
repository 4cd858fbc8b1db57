import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import { findControl, type SimControl, type SimWindow } from '../../src/drivers/sim/world.js';
import { testContext } from '../support/context.js';

// Unnamed look-alikes as GTK's widget factory shows them: one spin button on the page in view, the others on
// pages of a stack that are not shown (AT-SPI reports them without `showing`).
const spin = (id: string, offscreen: boolean): SimControl => ({
  id,
  role: 'spinbutton',
  value: '50',
  editable: true,
  range: { min: 0, max: 100, step: 1 },
  offscreen,
});

function pages(shown: readonly boolean[]): SimWindow {
  return {
    id: 'w-pages',
    app: 'Factory',
    pid: 4242,
    title: 'Widget Factory',
    root: {
      id: 'root',
      role: 'window',
      label: 'Widget Factory',
      children: shown.map((inView, i) => ({
        id: `page-${i + 1}`,
        role: 'group',
        children: [spin(`spin-${i + 1}`, !inView)],
      })),
    },
  };
}

function setup(shown: readonly boolean[]) {
  const driver = new SimDriver({ windows: [pages(shown)] });
  return { driver, ctx: testContext(driver, createEmbeddedDecider()) };
}

const value = (driver: SimDriver, id: string) => findControl(driver.window('w-pages').root, id)?.value;

describe('look-alikes of which one alone is in view', () => {
  it('"set the spin button to 75" sets the one in view when the others are on pages not shown', async () => {
    const { driver, ctx } = setup([false, true, false, false]);
    const result = await runAct(ctx, { windowId: 'w-pages', instruction: 'set the spin button to 75' });
    expect(result.status).toBe('done');
    expect(value(driver, 'spin-2')).toBe('75');
    for (const other of ['spin-1', 'spin-3', 'spin-4']) expect(value(driver, other)).toBe('50');
  });

  it('stays ambiguous with two in view, and changes nothing', async () => {
    const { driver, ctx } = setup([true, true, false]);
    const result = await runAct(ctx, { windowId: 'w-pages', instruction: 'set the spin button to 75' });
    expect(result.status).toBe('ambiguous');
    expect(result.candidates?.length).toBe(3);
    for (const id of ['spin-1', 'spin-2', 'spin-3']) expect(value(driver, id)).toBe('50');
  });

  it('stays ambiguous when none is in view, and changes nothing', async () => {
    const { driver, ctx } = setup([false, false]);
    const result = await runAct(ctx, { windowId: 'w-pages', instruction: 'set the spin button to 75' });
    expect(result.status).toBe('ambiguous');
    for (const id of ['spin-1', 'spin-2']) expect(value(driver, id)).toBe('50');
  });
});
