// Secret fields on a real page: text for a password, card number or CVC field is refused by name, with the
// field's candidate, before any model is asked; the page records that nothing reached the field.
import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { testContext } from '../support/context.js';
import { named, scriptedDecider } from '../support/scripted.js';
import { call, find, openPage, useBrowser } from './helpers.js';

const fx = useBrowser();

describe('refused secret_field, on real headless Chromium', () => {
  it.each([
    ["type 'hunter2' into the password field", 'hunter2', 'Password'],
    ['enter the card number', '4242 4242 4242 4242', 'Card number'],
    ['type the CVC', '123', 'CVC'],
  ])(
    "%s (text %j) → refused with the %s field's candidate, nothing typed",
    async (instruction, text, label) => {
      fx.server.reset();
      const windowId = await openPage(fx, '/secret.html');
      // A tempting decider: it would put the secret into the User field.
      const decider = scriptedDecider(named('set_value', 'User'));
      const result = await runAct(testContext(fx.driver, decider), { windowId, instruction, text });
      expect(result).toMatchObject({
        status: 'refused',
        code: 'secret_field',
        action: { kind: 'click', does: expect.stringContaining(`"${label}"`) },
      });
      expect(result.message).toMatch(new RegExp(`^"${label}" is a secret field`, 'u'));
      expect(decider.requests).toHaveLength(0);
      const user = await runAct(testContext(fx.driver, decider), {
        windowId,
        instruction: 'set User',
        text: 'ada',
      });
      // The page is live and takes text elsewhere; no event ever reached a secret field.
      expect(user.status).toBe('done');
      expect(fx.server.state().events.filter((e) => e.startsWith('typed:'))).toEqual([]);
    },
  );

  it('the control: text set through the driver itself does reach the page, and the page records it', async () => {
    fx.server.reset();
    const windowId = await openPage(fx, '/secret.html');
    const card = find(await fx.driver.snapshot(windowId, call()), 'textbox', 'Card number');
    await fx.driver.perform(windowId, { type: 'set_text', handle: card.handle, text: '4242' }, call());
    await expect.poll(() => fx.server.state().events).toContain('typed:card');
  });
});
