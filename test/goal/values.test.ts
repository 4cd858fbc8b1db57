// The embedded default reports every value and action a goal names, on the simulated desktop: one step per value,
// one per list item, `done` only when each step was verified, and a secret field's value refused out loud.
import { describe, expect, it } from 'vitest';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { contactApp, signInApp, TOPPINGS, toppingsApp } from '../../src/drivers/sim/apps/values.js';
import { findControl, type SimWindow } from '../../src/drivers/sim/world.js';
import { closingLines } from '../../src/goal/report.js';
import { runOn } from './support.js';

const run = (window: SimWindow, goal: string) =>
  runOn(window, goal, { decider: createEmbeddedDecider(), mode: 'clauses' });
const valueOf = (window: SimWindow, id: string): string | undefined => findControl(window.root, id)?.value;
const statuses = (result: Awaited<ReturnType<typeof run>>['result']) =>
  result.clauses?.map((c) => [c.instruction, c.status, c.code ?? null]);

describe('clause run: every value is a requirement', () => {
  it('fills the username, refuses the password (secret), does not press Log in and does not say done', async () => {
    const goal = 'Enter the username "vina" and the password "US" into the text fields, then press login';
    const { result, window } = await run(signInApp(), goal);
    expect(valueOf(window, 'username')).toBe('vina');
    expect(window.state?.received).toBeNull();
    expect(statuses(result)).toEqual([
      ['Enter "vina" into the username', 'done', null],
      ['Enter "US" into the password', 'refused', 'secret_field'],
      ['press login', 'not run', null],
    ]);
    expect(result).toMatchObject({
      outcome: 'refused',
      achieved: false,
      why: '1 of 3 steps verified; missing: Enter "[redacted]" into the password → refused (secret_field); press login → not run',
    });
    const printed = closingLines(result).join('\n');
    expect(printed).not.toContain('Did all');
    expect(printed).not.toContain('"US"');
    expect(printed).toContain('2. Enter "[redacted]" into the password → refused (secret_field)');
  });

  it('ticks each of five listed boxes and says done only with all five verified', async () => {
    const { result, window } = await run(toppingsApp(), 'Select Cheese, Olives, Onions, Peppers and Basil');
    expect(TOPPINGS.map((t) => findControl(window.root, `t-${t.toLowerCase()}`)?.checked)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(statuses(result)).toEqual(TOPPINGS.map((t) => [`Select ${t}`, 'done', null]));
    expect(result).toMatchObject({
      outcome: 'done',
      achieved: true,
      why: 'all 1 clause done, 5 steps each verified',
      answer: 'Did all 5 steps of the goal, each verified.',
    });
  });

  it('says which of three values did not land, and still enters the other two', async () => {
    const goal = 'Enter the name "Ann", the email "ann@example.com" and the city "Oslo"';
    const { result, window } = await run(contactApp(), goal);
    expect([valueOf(window, 'name'), valueOf(window, 'email'), valueOf(window, 'city')]).toEqual([
      'Ann',
      '',
      'Oslo',
    ]);
    expect(statuses(result)).toEqual([
      ['Enter "Ann" into the name', 'done', null],
      ['Enter "ann@example.com" into the email', 'no_effect', null],
      ['Enter "Oslo" into the city', 'done', null],
    ]);
    expect(result.outcome).toBe('stalled');
    expect(result.why).toBe(
      '2 of 3 steps verified; missing: Enter "ann@example.com" into the email → no_effect',
    );
  });

  it('reports a quoted value that has no field of its own instead of dropping it', async () => {
    const { result, window } = await run(contactApp(), "Type 'Ann' and 'Bo' into the name");
    expect(valueOf(window, 'name')).toBe('Ann');
    expect(statuses(result)).toEqual([
      ["Type 'Ann' and 'Bo' into the name", 'done', null],
      ["Type 'Bo'", 'not run', null],
    ]);
    expect(result.outcome).toBe('nothing helps');
    expect(result.why).toBe("1 of 2 steps verified; missing: Type 'Bo' → not run");
  });

  it('reports the password of "log in with username … and password …" instead of dropping it', async () => {
    const { result } = await run(signInApp(), "Log in with username 'vina' and password 'US'");
    expect(result.clauses?.[1]).toMatchObject({ instruction: "enter password 'US'", status: 'not run' });
    expect(result.outcome).not.toBe('done');
    expect(result.why).toContain("missing: enter password '[redacted]' → not run");
  });

  it('does not say done when an action was delivered but could not be verified', async () => {
    const { result, window } = await run(signInApp(), 'Enter the username "vina", then press Log in');
    expect(window.state?.received).toEqual({ username: 'vina', password: false });
    expect(statuses(result)).toEqual([
      ['Enter the username "vina"', 'done', null],
      ['press Log in', 'unverified', null],
    ]);
    expect(result).toMatchObject({ outcome: 'unverified', achieved: false });
    expect(result.answer).toBe('Not done: 1 of 2 steps verified; missing: press Log in → unverified.');
  });

  it('stops at the step limit and reports the steps it did not reach', async () => {
    const { result, window } = await runOn(toppingsApp(), 'Tick Cheese, Olives and Basil', {
      decider: createEmbeddedDecider(),
      mode: 'clauses',
      steps: 2,
    });
    expect(findControl(window.root, 't-basil')?.checked).toBe(false);
    expect(statuses(result)).toEqual([
      ['Tick Cheese', 'done', null],
      ['Tick Olives', 'done', null],
      ['Tick Basil', 'not run', null],
    ]);
    expect(result.outcome).toBe('step limit');
    expect(result.why).toBe(
      'the step limit (2) was reached; 2 of 3 steps verified; missing: Tick Basil → not run',
    );
  });

  it('runs a list clause whole when one control bears the whole list as its label', async () => {
    const terms: SimWindow = {
      id: 'w-terms',
      app: 'Terms',
      pid: 5301,
      title: 'Terms',
      root: {
        id: 'root',
        role: 'window',
        label: 'Terms',
        children: [
          { id: 'tc', role: 'checkbox', label: 'Terms and Conditions', checked: false },
          { id: 'sc', role: 'button', label: 'Fish and Chips' },
        ],
      },
    };
    terms.on = { 'sc:click': ({ window }) => (window.state = { closed: true }) };
    const { result, window } = await run(
      terms,
      'Tick Terms and Conditions, then click the Fish and Chips button',
    );
    expect(findControl(window.root, 'tc')?.checked).toBe(true);
    expect(statuses(result)).toEqual([
      ['Tick Terms and Conditions', 'done', null],
      ['click the Fish and Chips button', 'unverified', null],
    ]);
    expect(window.state).toEqual({ closed: true });
  });
});
