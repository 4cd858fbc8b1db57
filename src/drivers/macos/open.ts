// Opens the macOS driver the way the CLI and server should: with the axtext helper when it has been built.
import { AxtextReader } from './axtext.js';
import { MacosDriver, type MacosDriverOptions } from './driver.js';
import { findAxtext } from './helper.js';
import { runCommand } from './runner.js';

/** A macOS driver that reads text exactly when `beans-picker grant-ax` has built the helper. */
export async function openMacosDriver(
  options: MacosDriverOptions & { cacheDir?: string } = {},
): Promise<MacosDriver> {
  const { cacheDir, ...rest } = options;
  if (rest.reader) return new MacosDriver(rest);
  const helper = await findAxtext(cacheDir);
  const reader = helper ? new AxtextReader(helper.bundle, rest.runner ?? runCommand) : undefined;
  return new MacosDriver({ ...rest, ...(reader ? { reader } : {}) });
}
