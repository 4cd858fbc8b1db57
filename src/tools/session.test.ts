import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/schema.js';
import { createLog } from '../log.js';
import { SimDriver } from '../drivers/sim/driver.js';
import { Session, type DriverFactory } from './session.js';

function factory(name: string, unavailable: string | null, preload: () => Promise<unknown>): DriverFactory {
  return {
    name,
    passive: true,
    unavailable: async () => unavailable,
    create: async () => {
      throw new Error('not started in this test');
    },
    preload,
  };
}

function sessionOf(factories: DriverFactory[]): Session {
  return new Session({
    config: parseConfig({}),
    decider: () => {
      throw new Error('no decisions here');
    },
    factories,
    log: createLog('silent'),
  });
}

describe('preloading the drivers', () => {
  it('loads only the drivers that can run here, starts none, and never fails', async () => {
    const loaded: string[] = [];
    const session = sessionOf([
      factory('browser', null, async () => loaded.push('browser')),
      factory('macos', 'the macOS driver needs macOS', async () => loaded.push('macos')),
      factory('linux', null, async () => {
        throw new Error('a broken install');
      }),
    ]);
    await expect(session.preload()).resolves.toBeUndefined();
    expect(loaded).toEqual(['browser']);
    expect(await session.started()).toEqual([]);
  });
});

describe('closing', () => {
  it('stops the started platforms and leaves no timer that would keep the process alive', async () => {
    let closed = 0;
    const session = sessionOf([
      {
        name: 'sim',
        passive: true,
        unavailable: async () => null,
        create: async () => {
          const driver = new SimDriver();
          driver.close = async () => void (closed += 1);
          return { driver };
        },
      },
    ]);
    await session.driver('sim', new AbortController().signal);
    const timers = (): number => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    await session.close();
    expect(closed).toBe(1);
    expect(await session.started()).toEqual([]);
    expect(timers()).toBe(before);
  });
});
