// The `doctor` check for macOS: the platform, the cua-driver binary, and the optional axtext helper.
import { access, constants } from 'node:fs/promises';
import { expandHome } from './home.js';
import { findAxtext } from './helper.js';

/** What the macOS driver needs, and what is missing. */
export interface MacosPrerequisites {
  ok: boolean;
  platform: string;
  /** The cua-driver binary that would be started. */
  binary: string;
  /** The exact text helper, when built. */
  axtext: string | null;
  /** One sentence per missing piece. */
  problems: string[];
  /** One line for `doctor`. */
  message: string;
}

/** Checks what the macOS driver needs; on any other platform it says so plainly. */
export async function macosPrerequisites(
  options: { binary?: string; cacheDir?: string; platform?: string } = {},
): Promise<MacosPrerequisites> {
  const platform = options.platform ?? process.platform;
  const binary = expandHome(options.binary ?? '~/.local/bin/cua-driver');
  if (platform !== 'darwin')
    return {
      ok: false,
      platform,
      binary,
      axtext: null,
      problems: ['the macOS driver needs macOS and cua-driver'],
      message: `the macOS driver needs macOS and cua-driver (this is ${platform})`,
    };
  const problems: string[] = [];
  const runnable = await access(binary, constants.X_OK).then(
    () => true,
    () => false,
  );
  if (!runnable)
    problems.push(
      `cua-driver is not at ${binary}: install it (curl -fsSL https://cua.ai/driver/install.sh | bash)`,
    );
  const helper = await findAxtext(options.cacheDir);
  const message = problems.length
    ? problems.join('; ')
    : `cua-driver at ${binary}; ${helper ? 'exact text through the axtext helper' : 'no axtext helper (run `beans-picker grant-ax` for exact text checks)'}`;
  return { ok: problems.length === 0, platform, binary, axtext: helper?.bundle ?? null, problems, message };
}
