// Glances on macOS: the driver captures a window through cua-driver (the local stub, as in the other macOS
// tests) and places its pixels by the window's width in points, so a press that leaves the tree unchanged can say
// whether the window's pixels changed as well.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import type { MacosDriver } from '../../src/drivers/macos/driver.js';
import { countingGlances, testContext } from '../support/context.js';
import { FakeMac, FORM, signal } from './support.js';

describe('glances at a macOS window', () => {
  let fake: FakeMac;
  let driver: MacosDriver;

  beforeAll(() => {
    fake = new FakeMac();
    driver = fake.driver();
  });
  afterAll(() => driver.close());

  it("captures the window at the display's scale: 1200×1000 pixels for the form's 600×500 points", async () => {
    const glance = await driver.glance(FORM, { signal });
    expect({ width: glance.width, height: glance.height, scale: glance.scale }).toEqual({
      width: 1200,
      height: 1000,
      scale: 2,
    });
  });

  it('with always, a press takes its glance before acting; one that changes the tree needs none after', async () => {
    const { driver: counted, glances } = countingGlances(driver);
    const result = await runAct(testContext(counted, createEmbeddedDecider(), { pixelCheck: 'always' }), {
      windowId: FORM,
      instruction: 'click Save',
    });
    expect(result.status, result.message).toBe('done');
    expect(glances()).toBe(1);
    expect(result.verification?.screen).toBeUndefined();
  });
});
