// `beans-picker desktop start|stop`: a private desktop (Xvfb, a D-Bus session bus, openbox, AT-SPI) whose display
// nobody else uses, so the Linux driver may send it keys and pointer input (XTest) where AT-SPI cannot act in the
// background. `start` prints the environment to use (`eval "$(beans-picker desktop start)"`); `stop` ends it.
import { DriverError } from '../core/driver.js';
import { isSessionDir, startDesktopSession, stopDesktopSession } from '../drivers/atspi/index.js';
import type { Io } from './io.js';

const SHELL_SAFE = /^[A-Za-z0-9_./:=@%+,-]*$/u;

/** Runs `desktop start` or `desktop stop [--session DIR]`; resolves to the exit status. */
export async function runDesktopCommand(
  action: string | undefined,
  session: string | undefined,
  env: NodeJS.ProcessEnv,
  io: Io,
): Promise<number> {
  if (process.platform !== 'linux') {
    io.err('beans-picker desktop: a private desktop needs Linux with Xvfb (this is not Linux)\n');
    return 1;
  }
  try {
    if (action === 'start') {
      const started = await startDesktopSession({ private: true });
      for (const [name, value] of Object.entries(started.exports)) {
        if (!SHELL_SAFE.test(value))
          throw new DriverError('driver_unavailable', `unexpected ${name} from the session`);
        io.out(`export ${name}='${value}'\n`);
      }
      io.err(
        `beans-picker desktop: private display ${started.display} started; apps launched with this environment ` +
          `may get keys and pointer input. Stop it with: beans-picker desktop stop --session ${started.dir}\n`,
      );
      return 0;
    }
    if (action === 'stop') {
      const dir = session ?? env.BEANS_PICKER_SESSION;
      if (!dir) {
        io.err('beans-picker desktop stop: name the session (--session DIR, or BEANS_PICKER_SESSION)\n');
        return 2;
      }
      if (!(await isSessionDir(dir))) {
        io.err(
          `beans-picker desktop stop: ${JSON.stringify(dir)} is not a desktop session folder; nothing was stopped\n`,
        );
        return 2;
      }
      await stopDesktopSession(dir);
      io.err('beans-picker desktop: stopped\n');
      return 0;
    }
  } catch (error: unknown) {
    io.err(`beans-picker desktop: ${error instanceof DriverError ? error.message : 'failed'}\n`);
    return 1;
  }
  io.err('usage: beans-picker desktop start | beans-picker desktop stop [--session DIR]\n');
  return 2;
}
