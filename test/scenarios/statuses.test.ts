import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { observe } from '../../src/core/act/observe.js';
import { formState } from '../../src/drivers/sim/apps/form.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import { findControl } from '../../src/drivers/sim/world.js';
import { sleep } from '../../src/core/limits.js';
import type { Decider } from '../../src/core/decision/systemone.js';
import { testContext } from '../support/context.js';
import { idOf } from '../support/find.js';
import { named, scriptedDecider } from '../support/scripted.js';

const noModel = scriptedDecider(() => ({ none: 1 }));
const fresh = () => {
  const driver = new SimDriver();
  return { driver, ctx: testContext(driver, noModel) };
};

describe('every status, on the simulated desktop', () => {
  it('unverified: a field whose text cannot be read exactly changed', async () => {
    const { ctx } = fresh();
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'notes',
      text: 'hi',
      candidateId: await idOf(ctx, 'w-lab', 'set_value', 'Notes'),
    });
    expect(result.status).toBe('unverified');
  });

  it('unverified, never no_effect: a delivered click whose effect does not show in the window, after every retake', async () => {
    const { driver, ctx } = fresh();
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'purge',
      candidateId: await idOf(ctx, 'w-lab', 'click', '削除'),
      allowDestructive: true,
    });
    expect(result).toMatchObject({ status: 'unverified', verification: { snapshots: 5 } });
    expect(result.message).toMatch(/check before repeating/u);
    expect(driver.window('w-lab').state?.purged).toBe(1);
  });

  it('no_effect: a field that ignores set_value is not reported done', async () => {
    const { ctx } = fresh();
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'serial',
      text: 'ZZ-9',
      candidateId: await idOf(ctx, 'w-lab', 'set_value', 'Serial'),
    });
    expect(result).toMatchObject({ status: 'no_effect', verification: { snapshots: 5 } });
  });

  it('mismatch: a field that trims is reported with expected and actual', async () => {
    const { ctx } = fresh();
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'nick',
      text: '  Ada ',
      candidateId: await idOf(ctx, 'w-lab', 'set_value', 'Nickname'),
    });
    expect(result).toMatchObject({ status: 'mismatch', expected: '  Ada ', actual: 'Ada' });
  });

  it('a late effect is caught by retakes', async () => {
    const { ctx } = fresh();
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'refresh',
      candidateId: await idOf(ctx, 'w-lab', 'click', 'Refresh'),
    });
    expect(result.status).toBe('done');
    expect(result.verification!.snapshots).toBeGreaterThanOrEqual(2);
    expect(result.change?.textsChanged).toEqual(['Fresh']);
  });

  it('a covered control is pressed directly, not clicked through the overlay', async () => {
    const { driver, ctx } = fresh();
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'subscribe',
      candidateId: await idOf(ctx, 'w-lab', 'click', 'Subscribe'),
    });
    expect(result).toMatchObject({ status: 'done', action: { route: 'press' } });
    expect(driver.window('w-lab').state?.subscribed).toBe(1);
  });

  it('ambiguous: a split decision returns a shortlist and does nothing', async () => {
    const { driver } = fresh();
    const split: Decider = scriptedDecider((options) => {
      const [a, b] = options.filter((o) => o.option.name === 'Edit');
      return { [a!.label]: 0.45, [b!.label]: 0.45, none: 0.02 };
    });
    const result = await runAct(testContext(driver, split), {
      windowId: 'w-sections',
      instruction: 'click Edit',
    });
    expect(result.status).toBe('ambiguous');
    expect(result.candidates).toHaveLength(2);
    expect(driver.performed).toHaveLength(0);
  });

  it('agree rule: a 0.6 leader with twice the runner-up acts when the forced answer agrees', async () => {
    const { driver } = fresh();
    const decider = scriptedDecider((options) => {
      const save = options.find((o) => o.option.name === 'Save')!;
      const other = options.find((o) => o.option.name === 'Newsletter')!;
      return { [save.label]: 0.6, [other.label]: 0.2, none: 0.1 };
    });
    const result = await runAct(testContext(driver, decider), { windowId: 'w-form', instruction: 'save it' });
    expect(result).toMatchObject({ status: 'done', pick: { rule: 'agree' } });
  });

  it('needs_confirmation: Delete note, a Japanese 削除, and Return are not run without allowDestructive', async () => {
    const { driver, ctx } = fresh();
    const del = await runAct(ctx, {
      windowId: 'w-form',
      instruction: 'delete',
      candidateId: await idOf(ctx, 'w-form', 'click', 'Delete note'),
    });
    expect(del).toMatchObject({ status: 'needs_confirmation', action: { destructive: true } });
    const ja = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'purge',
      candidateId: await idOf(ctx, 'w-lab', 'click', '削除'),
    });
    expect(ja.status).toBe('needs_confirmation');
    const ret = await runAct(ctx, {
      windowId: 'w-form',
      instruction: 'press return',
      candidateId: await idOf(ctx, 'w-form', 'key', 'press Return'),
    });
    expect(ret.status).toBe('needs_confirmation');
    expect(driver.performed).toHaveLength(0);
    const confirmed = await runAct(ctx, {
      windowId: 'w-form',
      instruction: 'delete',
      allowDestructive: true,
      candidateId: await idOf(ctx, 'w-form', 'click', 'Delete note'),
    });
    expect(confirmed.status).toBe('done');
    expect(formState(driver.window('w-form')).deletes).toBe(1);
  });

  it('not_found: the decider says none, or an id is gone', async () => {
    const { driver } = fresh();
    const result = await runAct(
      testContext(
        driver,
        scriptedDecider(() => ({ none: 0.9 })),
      ),
      { windowId: 'w-form', instruction: 'launch rocket' },
    );
    expect(result.status).toBe('not_found');
    const gone = await runAct(testContext(driver, noModel), {
      windowId: 'w-form',
      instruction: 'x',
      candidateId: 'c0000000000',
    });
    expect(gone).toMatchObject({ status: 'not_found', code: 'target_gone' });
  });

  it('failed with a code for each request the candidate cannot take, refused for foreground_required; nothing is performed', async () => {
    const { driver, ctx } = fresh();
    const save = await idOf(ctx, 'w-form', 'click', '"Save"');
    const name = await idOf(ctx, 'w-form', 'set_value', 'Name');
    const size = await idOf(ctx, 'w-form', 'choose_option', 'Size');
    const keypad = await idOf(ctx, 'w-calc', 'keypad', 'keypad');
    const exportMenu = await idOf(ctx, 'w-lab', 'menu', 'Export');
    const cases: [Parameters<typeof runAct>[1], string][] = [
      [{ windowId: 'w-form', instruction: 'x', candidateId: save, text: 'hi' }, 'text_not_used'],
      [{ windowId: 'w-form', instruction: 'x', candidateId: name }, 'text_required'],
      [
        { windowId: 'w-form', instruction: 'x', candidateId: size, text: 'Large', modifiers: ['shift'] },
        'modifiers_not_used',
      ],
      [
        { windowId: 'w-form', instruction: 'x', candidateId: size, text: 'Large', double: true },
        'double_not_used',
      ],
      [{ windowId: 'w-form', instruction: 'x', dragTo: { dx: 5, dy: 5 } }, 'candidate_required'],
      [{ windowId: 'w-calc', instruction: 'x', candidateId: keypad, text: '2√9' }, 'keypad_key_missing'],
      [{ windowId: 'w-nope', instruction: 'x' }, 'window_not_found'],
      [{ windowId: 'w-form', text: 'hi' }, 'instruction_required'],
    ];
    for (const [request, code] of cases)
      expect(await runAct(ctx, request), code).toMatchObject({ status: 'failed', code });
    // A menu item the driver cannot reach in the background is a refusal by policy, not a failure.
    expect(await runAct(ctx, { windowId: 'w-lab', instruction: 'x', candidateId: exportMenu })).toMatchObject(
      {
        status: 'refused',
        code: 'foreground_required',
      },
    );
    expect(driver.performed).toHaveLength(0);
  });

  it('refused foreground_required: keys on a driver that cannot send them in the background', async () => {
    const driver = new SimDriver({ capabilities: { backgroundKeys: false } });
    const ctx = testContext(driver, noModel);
    const result = await runAct(ctx, {
      windowId: 'w-form',
      instruction: 'tab',
      candidateId: await idOf(ctx, 'w-form', 'key', 'press Tab'),
    });
    expect(result).toMatchObject({ status: 'refused', code: 'foreground_required' });
    expect(driver.performed).toHaveLength(0);
  });

  it('failed driver_timeout: a stalled driver ends the call and says it may have happened', async () => {
    const driver = new SimDriver({ beforePerform: (_action, signal) => sleep(5_000, signal) });
    const ctx = testContext(driver, noModel);
    const id = await idOf(ctx, 'w-form', 'click', '"Save"');
    const slowCtx = { ...ctx, timing: { ...ctx.timing, driverMs: 50 } };
    const result = await runAct(slowCtx, { windowId: 'w-form', instruction: 'save', candidateId: id });
    expect(result).toMatchObject({ status: 'failed', code: 'driver_timeout' });
    expect(result.message).toMatch(/may have happened/);
  });

  it('failed jev_bad_response: a decider answer without the pick question', async () => {
    const { driver } = fresh();
    const broken: Decider = {
      name: 'broken',
      decide: async () => ({
        response: { model: 'x', answers: {}, usage: { input_tokens: 1, output_tokens: 0 } },
        ms: 1,
      }),
    };
    const result = await runAct(testContext(driver, broken), { windowId: 'w-form', instruction: 'save' });
    expect(result).toMatchObject({ status: 'failed', code: 'jev_bad_response' });
  });

  it('while a modal is open only its controls and editable fields are offered', async () => {
    const { driver, ctx } = fresh();
    findControl(driver.window('w-lab').root, 'sheet')!.hidden = false;
    const seen = await observe(ctx, { windowId: 'w-lab' }, undefined, 500);
    const clicks = seen.candidates.filter((c) => c.kind === 'click').map((c) => c.does);
    expect(clicks).toContain('click Button "OK"');
    expect(clicks).not.toContain('click Button "Refresh"');
    expect(seen.candidates.some((c) => c.kind === 'menu' || c.kind === 'keypad')).toBe(false);
    expect(seen.candidates.some((c) => c.does.includes('Nickname'))).toBe(true);
    expect(seen.window.modal).toBe('dialog "Preferences"');
  });

  it('a password is never offered for typing and its value never leaves the driver', async () => {
    const { driver } = fresh();
    const decider = scriptedDecider(named('set_value', 'Name'));
    const ctx = testContext(driver, decider);
    const seen = await observe(ctx, { windowId: 'w-lab' }, undefined, 500);
    expect(seen.candidates.some((c) => c.does.includes('Password') && c.needsText)).toBe(false);
    await runAct(ctx, { windowId: 'w-lab', instruction: 'set the password', text: 'x' });
    const everything = JSON.stringify([
      seen,
      decider.requests,
      await driver.snapshot('w-lab', { signal: new AbortController().signal }),
    ]);
    expect(everything).not.toContain('hunter2-sentinel');
  });
});
