// The composition root: which drivers and which decider a session gets.
import { createDecider } from './decide/index.js';
import { createEmbeddedDecider } from './decide/embedded/index.js';
import { browserFactory } from './platforms/browser.js';
import { linuxFactory } from './platforms/linux.js';
import { macosFactory } from './platforms/macos.js';
import { simFactory } from './platforms/sim.js';
import { createLog } from './log.js';
import { Session, type DriverFactory } from './tools/session.js';
import type { Config } from './config/schema.js';
import type { Decider } from './core/decision/systemone.js';

export { VERSION } from './version.js';

/** The driver factories the configuration enables ("auto": every real platform; sim only when asked). */
export function driverFactories(config: Config, env: NodeJS.ProcessEnv = process.env): DriverFactory[] {
  const wanted = config.BEANS_PICKER_DRIVERS.split(',').map((s) => s.trim());
  const all: DriverFactory[] = [
    browserFactory(config),
    linuxFactory(env),
    macosFactory(config),
    simFactory(),
  ];
  if (wanted.includes('auto'))
    return all.filter(
      (f) =>
        f.name !== 'sim' &&
        (f.name !== 'macos' || process.platform === 'darwin') &&
        (f.name !== 'linux' || process.platform === 'linux'),
    );
  return all.filter((f) => wanted.includes(f.name));
}

/** The decider the configuration asks for: remote when a base URL is set, else embedded. */
export function configuredDecider(config: Config): Decider {
  return createDecider(
    {
      baseUrl: config.TYPESAFE_BASE_URL,
      apiKey: config.TYPESAFE_API_KEY ?? config.JEV_API_KEY,
      model: config.BEANS_PICKER_MODEL,
      connectTimeoutMs: config.JEV_CONNECT_TIMEOUT,
      readTimeoutMs: config.JEV_READ_TIMEOUT,
    },
    createEmbeddedDecider,
  );
}

/** A session for a configuration. */
export function createSession(config: Config, factories: DriverFactory[] = driverFactories(config)): Session {
  return new Session({
    config,
    decider: () => configuredDecider(config),
    factories,
    log: createLog(config.BEANS_PICKER_LOG_LEVEL),
  });
}
