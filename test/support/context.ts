// Builds an act context over a driver and a decider, with fast retakes for tests.
import { DEFAULT_TIMING, type ActContext } from '../../src/core/act/context.js';
import { DEFAULT_GATE } from '../../src/core/decision/gate.js';
import type { Decider } from '../../src/core/decision/systemone.js';
import type { Driver } from '../../src/core/driver.js';

/** An act context for tests. */
export function testContext(
  driver: Driver,
  decider: Decider,
  overrides: Partial<ActContext> = {},
): ActContext {
  return {
    driver,
    decider,
    model: 'test',
    thresholds: DEFAULT_GATE,
    timing: { ...DEFAULT_TIMING, retakeDelaysMs: [0, 0, 0, 0, 0], holdMs: 0 },
    signal: new AbortController().signal,
    ...overrides,
  };
}

/** The driver with its glances counted (the same driver underneath, every other call as it is). */
export function countingGlances<D extends Driver>(driver: D): { driver: D; glances: () => number } {
  let glances = 0;
  const counted = Object.create(driver) as D;
  const glance = driver.glance?.bind(driver);
  if (glance)
    counted.glance = async (windowId, options) => {
      glances += 1;
      return glance(windowId, options);
    };
  return { driver: counted, glances: () => glances };
}
