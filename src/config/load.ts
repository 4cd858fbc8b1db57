// Reads configuration: environment first, then the checkout's .env files, then ~/.config/beans-picker. Set values are never replaced.
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { parseConfig, type Config } from './schema.js';

/** Where configuration files may live. */
export interface ConfigSources {
  env: Record<string, string | undefined>;
  /** The package root when running from a git checkout. */
  checkout?: string;
  /** The user's configuration directory. */
  userDir?: string;
}

/** The default sources: this process's environment, the checkout (if any) and the user's config directory. */
export function defaultSources(env: Record<string, string | undefined> = process.env): ConfigSources {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const xdg = env.XDG_CONFIG_HOME;
  return {
    env,
    ...(existsSync(join(root, '.git')) ? { checkout: root } : {}),
    userDir: join(xdg && xdg.startsWith('/') ? xdg : join(homedir(), '.config'), 'beans-picker'),
  };
}

/** Merges the sources (earlier wins) and parses them. */
export function loadConfig(sources: ConfigSources = defaultSources()): Config {
  const merged: Record<string, string | undefined> = { ...sources.env };
  const files = [
    ...(sources.checkout ? [join(sources.checkout, '.env.local'), join(sources.checkout, '.env')] : []),
    ...(sources.userDir ? [join(sources.userDir, '.env.local'), join(sources.userDir, '.env')] : []),
  ];
  for (const file of files) {
    if (!existsSync(file)) continue;
    for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8'))))
      if (merged[key] === undefined) merged[key] = value;
  }
  return parseConfig(merged);
}
