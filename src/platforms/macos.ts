// The macOS platform: cua-driver behind the session's interfaces. The driver's modules load on first use.
import { macosPrerequisites } from '../drivers/macos/prereq.js';
import type { Config } from '../config/schema.js';
import type { DriverFactory } from '../tools/session.js';

/** Why the macOS driver cannot run here, or null (what `doctor` prints). */
export async function macosUnavailable(config: Config): Promise<string | null> {
  const check = await macosPrerequisites({ binary: config.CUA_DRIVER_BIN });
  return check.ok ? null : check.message;
}

/** The macOS factory (passive: starting cua-driver opens no window). */
export function macosFactory(config: Config): DriverFactory {
  return {
    name: 'macos',
    passive: true,
    unavailable: () => macosUnavailable(config),
    preload: () => import('./macosPlatform.js'),
    create: async () => (await import('./macosPlatform.js')).openMacosPlatform(config),
  };
}
