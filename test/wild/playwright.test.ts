// Wild tasks through Playwright MCP on real headless Chromium, judged by the components' own APIs and scored as
// beans-picker's attempts are: a plan that ran is claimed, one that found no control is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptPlaywright } from '../../bench/wild-playwright/attempt.js';
import { startPeer, type Peer } from '../../bench/wild-playwright/peer.js';
import { PLANS } from '../../bench/wild-playwright/plans.js';
import { click, named, steps, type Plan } from '../../bench/wild-playwright/steps.js';
import { TASKS, type WildTask } from './tasks.js';

let peer: Peer | undefined;
beforeAll(async () => {
  peer = await startPeer();
}, 60_000);
afterAll(async () => {
  await peer?.close();
});

function wild(id: string): WildTask {
  const task = TASKS.find((t) => t.id === id);
  if (!task) throw new Error(`no wild task ${id}`);
  return task;
}

function planOf(id: string): Plan {
  const plan = PLANS[id];
  if (!plan) throw new Error(`no plan for ${id}`);
  return plan;
}

const attempt = (id: string, plan: Plan = planOf(id)) => {
  if (!peer) throw new Error('the peer has not started');
  return attemptPlaywright(peer, wild(id), plan, 0);
};

describe('wild tasks through Playwright MCP', () => {
  it('passes a plan whose click the judge sees: navigate, one snapshot, one click', async () => {
    const outcome = await attempt('ss-no-wednesday');
    expect(outcome).toMatchObject({ statuses: ['done'], pass: true, falseSuccess: false, calls: 3 });
    expect(outcome.tokens).toBeGreaterThan(0);
  });

  it('does not claim a step whose control is not in the snapshot, after looking three times', async () => {
    const outcome = await attempt('ss-niger', steps(click(named('combobox', 'Destination'))));
    expect(outcome).toMatchObject({ statuses: ['not_found'], pass: false, falseSuccess: false, calls: 4 });
    expect(outcome.notes).toEqual(['not in the snapshot: combobox "Destination"']);
    expect(outcome.differences).toEqual(['country: [""] ≠ ["Niger"]']);
  });

  it('passes a refusal task whose control is absent, and runs nothing for a plan that says it cannot be done', async () => {
    expect(await attempt('ss-state')).toMatchObject({
      statuses: ['not_found'],
      pass: true,
      falseSuccess: false,
    });
    const unable = await attempt('ss-niger', { unable: 'no such tool' });
    expect(unable).toMatchObject({
      statuses: ['unable'],
      notes: ['no such tool'],
      pass: false,
      falseSuccess: false,
    });
    expect(unable.calls).toBe(1);
  });

  it('counts a plan that ran without error on a disabled day as a false success', async () => {
    const outcome = await attempt('fp-saturday');
    expect(outcome).toMatchObject({ statuses: ['done', 'done'], pass: false, falseSuccess: true });
    expect(outcome.differences).toEqual(['every act done: the honest answer is not']);
  });
});
