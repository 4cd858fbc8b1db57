import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { formApp, formState } from '../../src/drivers/sim/apps/form.js';
import { SimDriver, defaultSimWindows } from '../../src/drivers/sim/driver.js';
import { findControl } from '../../src/drivers/sim/world.js';
import { testContext } from '../support/context.js';
import { idOf } from '../support/find.js';
import { named, scriptedDecider } from '../support/scripted.js';

const noModel = scriptedDecider(() => ({ none: 1 }));

function setup(seed = {}) {
  const windows = defaultSimWindows();
  windows[0] = formApp(seed);
  const driver = new SimDriver({ windows });
  return { driver, ctx: testContext(driver, noModel) };
}

describe('each candidate kind, end to end on the simulated desktop', () => {
  it('click: Save is pressed once and the form records it', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, {
      windowId: 'w-form',
      instruction: 'click Save',
      candidateId: await idOf(ctx, 'w-form', 'click', '"Save"'),
    });
    expect(result.status).toBe('done');
    expect(formState(driver.window('w-form')).saves).toBe(1);
  });

  it('toggle: Newsletter flips on, verified from its checked state', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, {
      windowId: 'w-form',
      instruction: 'tick Newsletter',
      candidateId: await idOf(ctx, 'w-form', 'toggle', 'Newsletter'),
    });
    expect(result).toMatchObject({ status: 'done', verification: { exact: true } });
    expect(formState(driver.window('w-form')).newsletter).toBe(true);
  });

  it('set_value: Name reads exactly "  Grace Hopper " with its spaces', async () => {
    const { driver, ctx } = setup({ name: 'old' });
    const result = await runAct(ctx, {
      windowId: 'w-form',
      instruction: 'set Name',
      text: '  Grace Hopper ',
      candidateId: await idOf(ctx, 'w-form', 'set_value', 'Name'),
    });
    expect(result).toMatchObject({ status: 'done', verification: { exact: true } });
    expect(formState(driver.window('w-form')).name).toBe('  Grace Hopper ');
  });

  it('type_into: text lands whole at the caret', async () => {
    const { driver, ctx } = setup({ body: 'world' });
    findControl(driver.window('w-form').root, 'body')!.caret = 0;
    const result = await runAct(ctx, {
      windowId: 'w-form',
      instruction: 'type into Body',
      text: 'hello ',
      candidateId: await idOf(ctx, 'w-form', 'type_into', 'Body'),
    });
    expect(result.status).toBe('done');
    expect(formState(driver.window('w-form')).body).toBe('hello world');
  });

  it('append: Body goes from "todo:\\n" to "todo:\\nbuy milk"', async () => {
    const { driver, ctx } = setup({ body: 'todo:\n' });
    const result = await runAct(ctx, {
      windowId: 'w-form',
      instruction: 'add to Body',
      text: 'buy milk',
      candidateId: await idOf(ctx, 'w-form', 'append', 'Body'),
    });
    expect(result).toMatchObject({ status: 'done', verification: { exact: true } });
    expect(formState(driver.window('w-form'))).toMatchObject({ body: 'todo:\nbuy milk', search: '' });
  });

  it('choose_option: Size becomes Large; an unknown option fails with the list', async () => {
    const { driver, ctx } = setup();
    const id = await idOf(ctx, 'w-form', 'choose_option', 'Size');
    expect(
      (await runAct(ctx, { windowId: 'w-form', instruction: 'size', text: 'Large', candidateId: id })).status,
    ).toBe('done');
    expect(formState(driver.window('w-form')).size).toBe('Large');
    const bad = await runAct(ctx, { windowId: 'w-form', instruction: 'size', text: 'Huge', candidateId: id });
    expect(bad).toMatchObject({
      status: 'failed',
      code: 'option_not_found',
      options: ['Small', 'Medium', 'Large'],
    });
  });

  it('keypad: "(48+16)÷8=" becomes presses and the display shows 8', async () => {
    const { driver, ctx } = setup();
    const id = await idOf(ctx, 'w-calc', 'keypad', 'keypad');
    const result = await runAct(ctx, {
      windowId: 'w-calc',
      instruction: 'compute',
      text: '(48+16)÷8=',
      candidateId: id,
    });
    expect(result.status).toBe('done');
    expect(findControl(driver.window('w-calc').root, 'display')?.label).toBe('8');
  });

  it('step: Volume moves one step up', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'louder',
      candidateId: await idOf(ctx, 'w-lab', 'step', 'Volume" one step up'),
    });
    expect(result.status).toBe('done');
    expect(findControl(driver.window('w-lab').root, 'volume')?.value).toBe('60');
  });

  it('scroll: the Results list shows its next page', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'scroll',
      candidateId: await idOf(ctx, 'w-lab', 'scroll', 'Results" down'),
    });
    expect(result.status).toBe('done');
    expect(findControl(driver.window('w-lab').root, 'item-11')?.offscreen).toBe(false);
  });

  it('context_menu: the row menu opens, and its Archive item runs', async () => {
    const { driver, ctx } = setup();
    const opened = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'menu',
      candidateId: await idOf(ctx, 'w-lab', 'context_menu', 'Invoice 42'),
    });
    expect(opened.status).toBe('done');
    expect(opened.window?.modal).toBe('menu "Invoice 42"');
    expect(opened.newCandidates?.map((c) => c.does)).toContain('click MenuItem "Archive"');
    const archive = opened.newCandidates!.find((c) => c.does === 'click MenuItem "Archive"')!;
    expect(
      (
        await runAct(ctx, {
          windowId: 'w-lab',
          instruction: 'archive',
          candidateId: archive.id,
          allowDestructive: true,
        })
      ).status,
    ).toBe('done');
    expect(driver.window('w-lab').state?.archived).toBe(true);
  });

  it('key: Escape closes an open sheet', async () => {
    const { driver, ctx } = setup();
    findControl(driver.window('w-lab').root, 'sheet')!.hidden = false;
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'close',
      candidateId: await idOf(ctx, 'w-lab', 'key', 'press Escape'),
    });
    expect(result.status).toBe('done');
    expect(findControl(driver.window('w-lab').root, 'sheet')?.hidden).toBe(true);
  });

  it('menu: File > New runs through its shortcut', async () => {
    const { driver, ctx } = setup();
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'new',
      candidateId: await idOf(ctx, 'w-lab', 'menu', 'File > New'),
    });
    expect(result).toMatchObject({
      status: 'done',
      action: { route: 'shortcut:ctrl+n', shortcut: 'ctrl+n' },
    });
    expect(driver.window('w-lab').state?.documents).toBe(2);
  });

  it('drag: Card A moves to the Done list', async () => {
    const { driver, ctx } = setup();
    const cards = await idOf(ctx, 'w-lab', 'drag', 'Card A');
    const list = findControl(driver.window('w-lab').root, 'done')!;
    list.children = [{ id: 'placeholder', role: 'listitem', label: 'Drop here', clickable: true }];
    const dropId = await idOf(ctx, 'w-lab', 'click', 'Drop here');
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'drag card',
      candidateId: cards,
      dragTo: { candidateId: dropId },
    });
    expect(result).toMatchObject({ status: 'done', action: { route: 'drag' } });
    expect(list.children.map((c) => c.label)).toEqual(['Drop here', 'Card A']);
  });

  it('picks by instruction through the decider when no id is given', async () => {
    const { driver } = setup();
    const decider = scriptedDecider(named('click', 'Save'));
    const ctx = testContext(driver, decider);
    const result = await runAct(ctx, { windowId: 'w-form', instruction: 'click Save' });
    expect(result).toMatchObject({ status: 'done', pick: { rule: 'strict' }, decider: { calls: 1 } });
    const sent = decider.requests[0]!;
    expect(Object.keys(sent.questions)).toEqual(['pick', 'forced']);
    expect(JSON.stringify(sent)).not.toContain('set_value');
  });
});

describe('hover', () => {
  function hoverSetup(hover: boolean) {
    const windows = defaultSimWindows();
    windows[0] = formApp({});
    const driver = new SimDriver({ windows, capabilities: { hover } });
    return { driver, ctx: testContext(driver, noModel) };
  }

  it('rests on a destructive control without asking to confirm, presses nothing, and says it cannot prove more', async () => {
    const { driver, ctx } = hoverSetup(true);
    const result = await runAct(ctx, {
      windowId: 'w-form',
      instruction: 'hover over Delete note',
      candidateId: await idOf(ctx, 'w-form', 'click', 'Delete note'),
    });
    // The simulated form shows nothing on hover: acted, not proven.
    expect(result).toMatchObject({ status: 'unverified', action: { kind: 'hover', route: 'hover' } });
    expect(formState(driver.window('w-form')).deletes).toBe(0);
  });

  it('asks the model as for a click on the same controls, and offers hovers only', async () => {
    const { driver } = hoverSetup(true);
    const decider = scriptedDecider(named('click', 'Save'));
    const ctx = testContext(driver, decider);
    const result = await runAct(ctx, { windowId: 'w-form', instruction: 'Move the mouse over Save' });
    expect(result).toMatchObject({ status: 'unverified', action: { kind: 'hover' } });
    const sent = JSON.stringify(decider.requests[0]);
    expect(sent).toContain('click Save');
    expect(sent).not.toContain('set_value');
    expect(sent).not.toContain('toggle');
    expect(formState(driver.window('w-form')).saves).toBe(0);
  });

  it('says plainly when the driver cannot hover in the background, and does nothing', async () => {
    const { driver, ctx } = hoverSetup(false);
    const byWords = await runAct(ctx, { windowId: 'w-form', instruction: 'hover over Save' });
    expect(byWords).toMatchObject({ status: 'failed', code: 'hover_not_supported' });
    const byId = await runAct(ctx, {
      windowId: 'w-form',
      instruction: 'hover over it',
      candidateId: await idOf(ctx, 'w-form', 'click', '"Save"'),
    });
    expect(byId).toMatchObject({ status: 'failed', code: 'hover_not_supported' });
    expect(formState(driver.window('w-form')).saves).toBe(0);
  });

  it('takes no text', async () => {
    const { ctx } = hoverSetup(true);
    const result = await runAct(ctx, { windowId: 'w-form', instruction: 'hover over Name', text: 'x' });
    expect(result).toMatchObject({ status: 'failed', code: 'text_not_used' });
  });
});
