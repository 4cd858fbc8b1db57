// Refusals say they are refusals: a secret field and a foreground-only key are `refused` with a code, a
// sentence on what to do instead and the candidate they refer to; never not_found, and nothing is performed.
import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import { findControl } from '../../src/drivers/sim/world.js';
import { testContext } from '../support/context.js';
import { idOf } from '../support/find.js';
import { named, scriptedDecider } from '../support/scripted.js';

const SENTINEL = 'hunter2-sentinel';

function lab(rule = scriptedDecider(() => ({ none: 1 }))) {
  const driver = new SimDriver();
  const password = () => findControl(driver.window('w-lab').root, 'password')?.value;
  return { driver, decider: rule, ctx: testContext(driver, rule), password };
}

describe('refused, on the simulated desktop', () => {
  it('secret_field: text for the Password field is refused with its candidate, and nothing is typed', async () => {
    const { driver, ctx, password } = lab();
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: "type 'hunter2' into the password field",
      text: 'hunter2',
    });
    expect(result).toMatchObject({
      status: 'refused',
      code: 'secret_field',
      action: { id: await idOf(ctx, 'w-lab', 'click', 'Password'), kind: 'click' },
    });
    expect(result.message).toMatch(/^"Password" is a secret field .* ask the user to enter it themselves/u);
    expect(driver.performed).toHaveLength(0);
    expect(password()).toBe(SENTINEL);
  });

  it('secret_field comes before the model: a decider that would type the password into Nickname is never asked', async () => {
    const { driver, ctx, decider, password } = lab(scriptedDecider(named('set_value', 'Nickname')));
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'enter the password',
      text: 'hunter2',
    });
    expect(result).toMatchObject({ status: 'refused', code: 'secret_field' });
    expect(decider.requests).toHaveLength(0);
    expect(driver.performed).toHaveLength(0);
    expect(findControl(driver.window('w-lab').root, 'nickname')?.value).toBe('');
    expect(password()).toBe(SENTINEL);
  });

  it('secret_field for a step that puts the text in its words, and for a short hint ("passwd")', async () => {
    const { driver, ctx } = lab();
    for (const instruction of ['type hunter2 into Password', 'fill in the passwd with hunter2'])
      expect(await runAct(ctx, { windowId: 'w-lab', instruction }), instruction).toMatchObject({
        status: 'refused',
        code: 'secret_field',
        action: { kind: 'click', does: expect.stringContaining('Password') },
      });
    expect(driver.performed).toHaveLength(0);
  });

  it('secret_field when the text is a letter the field name holds ("a" in "password")', async () => {
    const { driver, ctx, password } = lab();
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'type a into the password',
      text: 'a',
    });
    expect(result).toMatchObject({ status: 'refused', code: 'secret_field' });
    expect(driver.performed).toHaveLength(0);
    expect(password()).toBe(SENTINEL);
  });

  it('secret_field by id: text with the secret field\'s candidate is refused, not "text_not_used"', async () => {
    const { driver, ctx, password } = lab();
    const id = await idOf(ctx, 'w-lab', 'click', 'Password');
    const result = await runAct(ctx, { windowId: 'w-lab', candidateId: id, text: 'hunter2' });
    expect(result).toMatchObject({ status: 'refused', code: 'secret_field', action: { id } });
    expect(driver.performed).toHaveLength(0);
    expect(password()).toBe(SENTINEL);
  });

  it('not refused: a field that is not secret, named in full, takes text that mentions a password', async () => {
    const { driver, ctx } = lab(scriptedDecider(named('set_value', 'Nickname')));
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'set Nickname to the password hint',
      text: 'pw',
    });
    expect(result).toMatchObject({ status: 'done', action: { kind: 'set_value' } });
    expect(findControl(driver.window('w-lab').root, 'nickname')?.value).toBe('pw');
  });

  it('not refused: clicking the Password field is allowed', async () => {
    const { ctx } = lab(scriptedDecider(named('click', 'Password')));
    const result = await runAct(ctx, { windowId: 'w-lab', instruction: 'click the password field' });
    expect(result.status).not.toBe('refused');
    expect(result.action).toMatchObject({ kind: 'click', does: expect.stringContaining('Password') });
  });

  it('foreground_required: a key the driver cannot send in the background is refused, with what to do instead', async () => {
    const driver = new SimDriver({ capabilities: { backgroundKeys: false } });
    const ctx = testContext(
      driver,
      scriptedDecider(() => ({ none: 1 })),
    );
    const tab = await idOf(ctx, 'w-form', 'key', 'press Tab');
    const result = await runAct(ctx, { windowId: 'w-form', candidateId: tab });
    expect(result).toMatchObject({
      status: 'refused',
      code: 'foreground_required',
      action: { id: tab, kind: 'key' },
    });
    expect(result.message).toMatch(/never brings it forward; use a button or menu item/u);
    expect(driver.performed).toHaveLength(0);
  });
});
