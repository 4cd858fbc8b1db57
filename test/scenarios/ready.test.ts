// An instruction that names a control which is there but not ready yet waits for it; a plain miss does not.
import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { DEFAULT_TIMING } from '../../src/core/act/context.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import { findControl, type SimWindow } from '../../src/drivers/sim/world.js';
import { testContext } from '../support/context.js';
import { scriptedDecider } from '../support/scripted.js';

function lateWindow(): SimWindow {
  const window: SimWindow = {
    id: 'w-late',
    app: 'Late',
    pid: 4100,
    title: 'Wait for it',
    root: {
      id: 'root',
      role: 'window',
      label: 'Wait for it',
      children: [
        { id: 'h', role: 'heading', label: 'Wait for it', level: 1 },
        { id: 'go', role: 'button', label: 'Continue', enabled: false },
        { id: 'help', role: 'button', label: 'Help' },
      ],
    },
    state: { continued: 0 },
    on: {
      'go:click': ({ window: w, find }) => {
        w.state = { ...w.state, continued: 1 };
        find('h').label = 'Step 2';
      },
    },
  };
  return window;
}

function setup(readyMs = DEFAULT_TIMING.readyMs) {
  const window = lateWindow();
  const driver = new SimDriver({ windows: [window] });
  // Picks the Continue click when it is offered, else says none.
  const decider = scriptedDecider((options) => {
    const hit = options.find((o) => o.option.kind === 'click' && o.option.name === 'Continue');
    return hit ? { [hit.label]: 0.97, none: 0.01 } : { none: 1 };
  });
  const ctx = testContext(driver, decider, {
    timing: { ...DEFAULT_TIMING, retakeDelaysMs: [0, 0, 0], readyMs },
  });
  const enableIn = (ms: number) =>
    setTimeout(() => Object.assign(findControl(window.root, 'go')!, { enabled: true }), ms);
  return { window, driver, decider, ctx, enableIn };
}

describe('waiting for a control that is not ready yet', () => {
  it('clicks a named button as soon as it is enabled', async () => {
    const { window, ctx, enableIn, decider } = setup();
    enableIn(400);
    const started = Date.now();
    const result = await runAct(ctx, { windowId: 'w-late', instruction: 'click Continue' });
    expect(result.status).toBe('done');
    expect(result.action?.does).toContain('"Continue"');
    expect(window.state?.continued).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    // One decision before, one after the window changed: no polling of the decider.
    expect(decider.requests).toHaveLength(2);
  });

  it('a named control that never gets ready is not_found once the wait is over', async () => {
    const { ctx, window } = setup(600);
    const started = Date.now();
    const result = await runAct(ctx, { windowId: 'w-late', instruction: 'click Continue' });
    expect(result.status).toBe('not_found');
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(window.state?.continued).toBe(0);
  });

  it('an instruction that names nothing pending answers at once', async () => {
    const { ctx, decider } = setup();
    const started = Date.now();
    const result = await runAct(ctx, { windowId: 'w-late', instruction: 'open the archive' });
    expect(result.status).toBe('not_found');
    expect(Date.now() - started).toBeLessThan(300);
    expect(decider.requests).toHaveLength(1);
  });

  it('a candidate id never waits', async () => {
    const { ctx } = setup();
    const started = Date.now();
    const result = await runAct(ctx, {
      windowId: 'w-late',
      instruction: 'continue',
      candidateId: 'c0000000000',
    });
    expect(result).toMatchObject({ status: 'not_found', code: 'target_gone' });
    expect(Date.now() - started).toBeLessThan(300);
  });
});
