// The simulated desktop as a platform (tests, the offline demo, `--drivers sim`).
import { SimDriver } from '../drivers/sim/driver.js';
import type { DriverFactory } from '../tools/session.js';

/** The simulated desktop's factory. */
export function simFactory(driver: () => SimDriver = () => new SimDriver()): DriverFactory {
  return {
    name: 'sim',
    passive: true,
    unavailable: async () => null,
    create: async () => ({ driver: driver() }),
  };
}
