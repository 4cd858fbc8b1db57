// `beans-picker doctor`: checks each driver's prerequisites and the decider, and says exactly what to install.
import { existsSync } from 'node:fs';
import { configuredDecider } from '../app.js';
import { linuxUnavailable } from '../platforms/linux.js';
import { browserExecutable } from '../platforms/browser.js';
import { macosUnavailable } from '../platforms/macos.js';
import { grantAx } from '../drivers/macos/index.js';
import type { Config } from '../config/schema.js';
import type { Io } from './io.js';

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const LINUX_TOOLS = [
  '/usr/bin/xdotool',
  '/usr/bin/xprop',
  '/usr/bin/xclip',
  '/usr/bin/import',
  '/usr/bin/ffmpeg',
  '/usr/bin/Xvfb',
  '/usr/bin/openbox',
];

async function checks(config: Config, env: NodeJS.ProcessEnv): Promise<Check[]> {
  const out: Check[] = [];
  const major = Number(process.versions.node.split('.')[0]);
  out.push({
    name: 'node',
    ok: major >= 20,
    detail: major >= 20 ? `Node.js ${process.versions.node}` : 'Node.js 20 or newer is needed',
  });
  const browser = config.BEANS_PICKER_CDP_ENDPOINT ? null : browserExecutable(config);
  out.push(
    config.BEANS_PICKER_CDP_ENDPOINT
      ? { name: 'browser', ok: true, detail: `attaching to ${config.BEANS_PICKER_CDP_ENDPOINT}` }
      : browser
        ? { name: 'browser', ok: true, detail: `will launch ${browser}` }
        : {
            name: 'browser',
            ok: false,
            detail:
              'no Chrome/Chromium found: `sudo apt-get install chromium`, or set BEANS_PICKER_BROWSER, or BEANS_PICKER_CDP_ENDPOINT',
          },
  );
  const missing = LINUX_TOOLS.filter((p) => !existsSync(p));
  const linux = linuxUnavailable(env);
  out.push({
    name: 'linux',
    ok: linux === null && missing.length === 0,
    detail:
      process.platform !== 'linux'
        ? 'not Linux: the Linux driver is off'
        : missing.length
          ? `missing ${missing.join(', ')}: run \`sudo bash scripts/install-deps.sh\``
          : (linux ?? `desktop ${env.DISPLAY ?? ''} with a D-Bus session bus`),
  });
  const mac = await macosUnavailable(config);
  out.push({ name: 'macos', ok: mac === null, detail: mac ?? `cua-driver at ${config.CUA_DRIVER_BIN}` });
  try {
    const decider = configuredDecider(config);
    const started = performance.now();
    await decider.decide(
      {
        model: config.BEANS_PICKER_MODEL,
        state: { instruction: 'check' },
        questions: { q: { type: 'noul', instructions: 'Is this a check?' } },
      },
      { signal: AbortSignal.timeout(config.JEV_READ_TIMEOUT) },
    );
    out.push({
      name: 'decider',
      ok: true,
      detail: `${decider.name} answered in ${Math.round(performance.now() - started)} ms`,
    });
  } catch (error: unknown) {
    out.push({
      name: 'decider',
      ok: false,
      detail: error instanceof Error ? error.message : 'the decider failed',
    });
  }
  return out;
}

/** Prints each check; exit 0 when at least one driver and the decider work. */
export async function runDoctor(
  config: Config,
  io: Io,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const results = await checks(config, env);
  for (const c of results) io.out(`${c.ok ? 'ok  ' : 'no  '} ${c.name.padEnd(8)} ${c.detail}\n`);
  const drivers = results.filter((c) => ['browser', 'linux', 'macos'].includes(c.name) && c.ok).length;
  const decider = results.find((c) => c.name === 'decider')?.ok === true;
  return drivers > 0 && decider ? 0 : 1;
}

/** `grant-ax`: builds the read-only exact-text helper and asks macOS to list it under Accessibility. */
export async function runGrantAx(io: Io): Promise<number> {
  if (process.platform !== 'darwin') {
    io.err('beans-picker: grant-ax builds a macOS helper; it needs macOS and the Xcode command line tools\n');
    return 1;
  }
  try {
    const result = await grantAx();
    io.out(
      `${JSON.stringify(result)}\nTurn on "beans-picker AXText" under System Settings > Privacy & Security > Accessibility.\n`,
    );
    return 0;
  } catch (error: unknown) {
    io.err(
      `beans-picker: the helper could not be built or opened (${error instanceof Error ? error.name : 'error'})\n`,
    );
    return 1;
  }
}
