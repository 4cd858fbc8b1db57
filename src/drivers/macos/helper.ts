// The axtext helper's build and Accessibility grant: a tiny .app in the user's cache, built with clang.
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DriverError } from '../../core/driver.js';
import { runCommand, runOk, type CommandRunner } from './runner.js';

/** Where the helper lives. */
export interface HelperPaths {
  bundle: string;
  binary: string;
}

/** Options shared by the helper functions. */
export interface HelperOptions {
  runner?: CommandRunner;
  /** Cache folder (default `~/Library/Caches/beans-picker`). */
  cacheDir?: string;
  /** The Objective-C source (default: the one shipped beside this module). */
  source?: string;
}

const BUNDLE_ID = 'dev.beans-picker.axtext';

/** The helper's paths under the cache folder. */
export function helperPaths(cacheDir = join(homedir(), 'Library', 'Caches', 'beans-picker')): HelperPaths {
  const bundle = join(cacheDir, 'AXText.app');
  return { bundle, binary: join(bundle, 'Contents', 'MacOS', 'axtext') };
}

/** The helper when it has been built, else null. */
export async function findAxtext(cacheDir?: string): Promise<HelperPaths | null> {
  const paths = helperPaths(cacheDir);
  return (await exists(paths.binary)) ? paths : null;
}

/** True when the path exists. */
export async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** A shipped native source (`native/<file>`): beside this module, or under the package's src/ when running from dist/. */
export async function nativeSource(file: string): Promise<string> {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const path of [
    join(here, 'native', file),
    join(here, '..', '..', '..', '..', 'src', 'drivers', 'macos', 'native', file),
  ])
    if (await exists(path)) return path;
  throw new DriverError('helper_source_missing', `the helper source (native/${file}) is not in this install`);
}

/** Compiles a helper with an Xcode command line tool (`clang`, `swiftc`), then signs `signed` ad hoc. */
export async function compileNative(
  runner: CommandRunner,
  compiler: string,
  args: string[],
  signed: string,
): Promise<void> {
  await runOk(runner, compiler, args, { timeoutMs: 300_000 }, 'helper_build_failed').catch(
    (error: unknown) => {
      if (error instanceof DriverError && error.code === 'driver_unavailable')
        throw new DriverError(
          'helper_build_failed',
          `${compiler} is missing; install the Xcode command line tools (xcode-select --install)`,
        );
      throw error;
    },
  );
  await runner('codesign', ['--force', '--sign', '-', signed], { timeoutMs: 30_000 }).catch(() => undefined);
}

function infoPlist(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
<key>CFBundleIdentifier</key><string>${BUNDLE_ID}</string>
<key>CFBundleName</key><string>beans-picker AXText</string>
<key>CFBundleExecutable</key><string>axtext</string>
<key>CFBundlePackageType</key><string>APPL</string>
<key>CFBundleVersion</key><string>1</string>
<key>LSUIElement</key><true/>
</dict></plist>
`;
}

/** Builds the helper app with the Xcode command line tools (`clang`), then signs it ad hoc so its grant sticks. */
export async function buildAxtext(options: HelperOptions = {}): Promise<HelperPaths> {
  const runner = options.runner ?? runCommand;
  const paths = helperPaths(options.cacheDir);
  const source = options.source ?? (await nativeSource('axtext.m'));
  await mkdir(dirname(paths.binary), { recursive: true });
  await writeFile(join(paths.bundle, 'Contents', 'Info.plist'), infoPlist());
  const args = [
    '-fobjc-arc',
    '-O2',
    '-framework',
    'ApplicationServices',
    '-framework',
    'Foundation',
    '-o',
    paths.binary,
    source,
  ];
  await compileNative(runner, 'clang', args, paths.bundle);
  return paths;
}

/** What granting found. */
export interface GrantResult {
  bundle: string;
  /** True when macOS already trusts the helper; false when the prompt was raised; null when unknown. */
  trusted: boolean | null;
  message: string;
}

/** Builds the helper if needed and opens it once so macOS lists it under Privacy & Security > Accessibility. */
export async function grantAx(options: HelperOptions = {}): Promise<GrantResult> {
  const runner = options.runner ?? runCommand;
  const paths = (await findAxtext(options.cacheDir)) ?? (await buildAxtext(options));
  const out = join(tmpdir(), `beans-picker-axtext-${process.pid}-${Date.now()}.json`);
  await runOk(runner, 'open', ['-W', '-n', paths.bundle, '--args', '--prompt', '--out', out], {
    timeoutMs: 60_000,
  });
  const trusted = await readFile(out, 'utf8')
    .then((text) => (JSON.parse(text) as { trusted?: unknown }).trusted)
    .catch(() => undefined)
    .finally(() => rm(out, { force: true }));
  const known = typeof trusted === 'boolean' ? trusted : null;
  return {
    bundle: paths.bundle,
    trusted: known,
    message:
      known === true
        ? 'the axtext helper already has Accessibility; text actions can be verified exactly'
        : `turn on "beans-picker AXText" in System Settings > Privacy & Security > Accessibility (${paths.bundle})`,
  };
}
