import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { formApp, formState } from '../../src/drivers/sim/apps/form.js';
import { labApp } from '../../src/drivers/sim/apps/lab.js';
import { SimDriver, defaultSimWindows } from '../../src/drivers/sim/driver.js';
import { findControl } from '../../src/drivers/sim/world.js';
import { testContext } from '../support/context.js';
import { idOf } from '../support/find.js';

function setup(seed = {}) {
  const windows = defaultSimWindows();
  windows[0] = formApp(seed);
  if (!windows.some((w) => w.id === 'w-lab')) windows.push(labApp());
  const driver = new SimDriver({ windows });
  return { driver, ctx: testContext(driver, createEmbeddedDecider()) };
}

const reads = (driver: SimDriver, window: string, id: string) =>
  findControl(driver.window(window).root, id)?.value;

describe('done means the end state the words name', () => {
  it('a slider set "to 80" steps all the way and reads 80 (one step used to be done)', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-lab', instruction: 'Set the Volume slider to 80' });
    expect(result).toMatchObject({ status: 'done', message: 'now reads "80"' });
    expect(reads(driver, 'w-lab', 'volume')).toBe('80');
  });

  it('a slider moved down to a value below it', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-lab', instruction: 'Turn the volume down to 20' });
    expect(result.status).toBe('done');
    expect(reads(driver, 'w-lab', 'volume')).toBe('20');
  });

  it('a value the slider cannot hold is never done: it says what it reads', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-lab', instruction: 'Set the Volume slider to 85' });
    expect(result.status).toBe('unverified');
    expect(result.message).toMatch(/^moved to "\d+" but not to "85"$/u);
    expect(reads(driver, 'w-lab', 'volume')).not.toBe('85');
  });

  it('a slider that already reads the value is done with nothing done', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-lab', instruction: 'Set the Volume slider to 50' });
    expect(result).toMatchObject({ status: 'done', message: 'already reads "50"; nothing needed doing' });
    expect(reads(driver, 'w-lab', 'volume')).toBe('50');
  });

  it('a slider picked by its step id goes to the value its words name', async () => {
    const { driver, ctx } = setup();
    const candidateId = await idOf(ctx, 'w-lab', 'step', 'Slider "Volume" one step up');
    const result = await runAct(ctx, { windowId: 'w-lab', instruction: 'set Volume to 30', candidateId });
    expect(result.status).toBe('done');
    expect(reads(driver, 'w-lab', 'volume')).toBe('30');
  });

  it('"uncheck" on an unchecked box changes nothing and says so (it used to switch it on)', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-form', instruction: 'Uncheck Newsletter' });
    expect(result).toMatchObject({ status: 'done', message: 'already off; nothing needed doing' });
    expect(formState(driver.window('w-form')).newsletter).toBe(false);
  });

  it('"tick" on an unchecked box switches it on', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-form', instruction: 'Tick Newsletter' });
    expect(result.status).toBe('done');
    expect(formState(driver.window('w-form')).newsletter).toBe(true);
  });

  it('an unquoted option after "choose" is chosen when the list offers it', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-form', instruction: 'Choose Medium in Size' });
    expect(result).toMatchObject({ status: 'done', action: { kind: 'choose_option' } });
    expect(formState(driver.window('w-form')).size).toBe('Medium');
  });

  it('a quoted option with no text chooses that option instead of only opening the list', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-form', instruction: "Choose 'Large' in Size" });
    expect(result).toMatchObject({ status: 'done', action: { kind: 'choose_option' } });
    expect(formState(driver.window('w-form')).size).toBe('Large');
  });
});
