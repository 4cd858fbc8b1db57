// Recording a macOS window: the ScreenCaptureKit helper's build, and record_start/record_stop through the tool
// layer with a fake helper that speaks the helper's protocol (events, error codes, SIGINT to finish).
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  writeFileSync,
  copyFileSync,
  chmodSync,
} from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/schema.js';
import { DriverError } from '../../src/core/driver.js';
import { buildRecorder, recorderPath, WindowRecorder } from '../../src/drivers/macos/recorder.js';
import { runCommand, type CommandRunner } from '../../src/drivers/macos/runner.js';
import { createLog } from '../../src/log.js';
import { macosDesktop } from '../../src/platforms/macosPlatform.js';
import { callTool } from '../../src/tools/call.js';
import { TOOLS } from '../../src/tools/index.js';
import { Session } from '../../src/tools/session.js';
import { FakeMac, greyFrame, ioregPlist, NOTES } from './support.js';

const FAKE_WINREC = fileURLToPath(new URL('./fake/winrec.mjs', import.meta.url));
const WINDOW = 'macos:6161-7001';
const signal = new AbortController().signal;

// The recorder stages in the temp folder; this file gets a private one (its own process), so a staging folder
// another test file or an earlier killed run leaves behind is never counted as this file's.
const sharedTmp = process.env.TMPDIR;
const privateTmp = mkdtempSync(join(tmpdir(), 'bp-recorder-test-'));
process.env.TMPDIR = privateTmp;
afterAll(async () => {
  if (sharedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = sharedTmp;
  await rm(privateTmp, { recursive: true, force: true });
});

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  delete process.env.FAKE_WINREC_MODE;
  for (const c of cleanup.splice(0).reverse()) await c();
});

function tmp(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A session whose macOS platform runs over the fake cua-driver and the fake recorder helper (and ffmpeg). */
function setup(options: { startMs?: number; stopMs?: number; ffmpeg?: boolean } = {}) {
  const { ffmpeg = true, ...limits } = options;
  const fake = new FakeMac();
  const runner: CommandRunner = (command, args, opts) =>
    command !== 'ffmpeg'
      ? fake.runner(command, args, opts)
      : ffmpeg
        ? runCommand(command, args, opts)
        : Promise.reject(new DriverError('driver_unavailable', 'ffmpeg is not installed'));
  const log = join(tmp('winrec-log-'), 'args.jsonl');
  process.env.FAKE_WINREC_LOG = log;
  const session = new Session({
    config: parseConfig({ BEANS_PICKER_TOOLS: 'files' }),
    decider: () => {
      throw new Error('no decisions here');
    },
    factories: [
      {
        name: 'macos',
        passive: true,
        unavailable: async () => null,
        create: async () => {
          const driver = fake.driver();
          const recorder = new WindowRecorder({ binary: FAKE_WINREC, ...limits });
          return { driver, desktop: macosDesktop(driver, { recorder, runner }) };
        },
      },
    ],
    log: createLog('silent'),
  });
  cleanup.push(() => session.close());
  const call = (name: string, args: unknown) => callTool(session, TOOLS, name, args, signal);
  const runs = (): string[][] =>
    existsSync(log)
      ? readFileSync(log, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as string[])
      : [];
  return { fake, session, call, runs };
}

async function stagingLeft(): Promise<string[]> {
  return (await readdir(privateTmp)).filter((n) => n.startsWith('bp-rec-'));
}

describe('building the recorder helper', () => {
  it('compiles winrec.swift with swiftc into the cache, signs it ad hoc, and builds only once', async () => {
    const cacheDir = tmp('winrec-cache-');
    const runs: string[][] = [];
    const runner: CommandRunner = async (command, args) => {
      runs.push([command, ...args]);
      // "Compiling" puts the fake helper where the real one would be.
      if (command === 'swiftc') {
        const out = args[args.indexOf('-o') + 1] ?? '';
        copyFileSync(FAKE_WINREC, out);
        chmodSync(out, 0o755);
      }
      return { code: 0, stdout: '', stderr: '' };
    };
    const recorder = new WindowRecorder({ cacheDir, runner });
    const dir = tmp('winrec-out-');
    for (const name of ['a.mp4', 'b.mp4']) {
      await recorder.start(7001, join(dir, name), signal);
      expect((await recorder.stop(signal)).bytes).toBeGreaterThan(0);
    }
    const swiftc = runs.filter((r) => r[0] === 'swiftc');
    expect(swiftc).toHaveLength(1);
    expect(swiftc[0]?.slice(1, 6)).toEqual([
      '-O',
      '-framework',
      'ScreenCaptureKit',
      '-framework',
      'AVFoundation',
    ]);
    expect(swiftc[0]?.[swiftc[0].length - 1]).toMatch(/native\/winrec\.swift$/u);
    expect(swiftc[0]).toContain(recorderPath(cacheDir));
    expect(runs.some((r) => r[0] === 'codesign' && r.includes(recorderPath(cacheDir)))).toBe(true);
  });

  it('says how to get swiftc when the Xcode command line tools are missing', async () => {
    const runner: CommandRunner = async (command) => {
      if (command === 'swiftc') throw new DriverError('driver_unavailable', 'swiftc is not installed');
      return { code: 0, stdout: '', stderr: '' };
    };
    await expect(buildRecorder({ runner, cacheDir: tmp('winrec-cache-') })).rejects.toMatchObject({
      code: 'helper_build_failed',
      message: expect.stringContaining('xcode-select --install'),
    });
  });

  it('ships a capture-only Swift source that records one window and never activates an app', () => {
    const source = readFileSync(
      new URL('../../src/drivers/macos/native/winrec.swift', import.meta.url),
      'utf8',
    );
    expect(source).toContain('SCContentFilter(desktopIndependentWindow:');
    expect(source).toContain('CGPreflightScreenCaptureAccess');
    expect(source).toContain('.h264');
    expect(source).not.toMatch(/CGEventPost|\.activate\(|NSRunningApplication|CGRequestScreenCaptureAccess/u);
  });
});

describe('record_start and record_stop on macOS', () => {
  it('records the window alone and publishes the finished file (0600) only at record_stop', async () => {
    const { call, runs } = setup();
    const out = join(tmp('winrec-out-'), 'demo.mp4');
    expect(await call('record_start', { windowId: WINDOW, out })).toMatchObject({
      result: { status: 'done', recording: true },
    });
    expect(existsSync(out)).toBe(false);
    expect(runs()[0]).toEqual(expect.arrayContaining(['--window-id', '7001', '--out']));
    expect(runs()[0]).not.toContain(out);
    const stopped = await call('record_stop', {});
    expect(stopped.result).toMatchObject({ status: 'done' });
    expect((stopped.result as { bytes: number }).bytes).toBeGreaterThan(1000);
    expect(readFileSync(out).subarray(4, 8).toString()).toBe('ftyp');
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(await stagingLeft()).toEqual([]);
  });

  it('never overwrites: an existing file is refused before the helper runs', async () => {
    const { call, runs } = setup();
    const out = join(tmp('winrec-out-'), 'kept.mp4');
    writeFileSync(out, 'mine');
    const result = await call('record_start', { windowId: WINDOW, out });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.result)).toMatch(/exist/u);
    expect(readFileSync(out, 'utf8')).toBe('mine');
    expect(runs()).toEqual([]);
  });

  it('without Screen Recording, start fails with screen_recording_denied and leaves nothing behind', async () => {
    const { call } = setup();
    process.env.FAKE_WINREC_MODE = 'denied';
    const out = join(tmp('winrec-out-'), 'no.mp4');
    const result = await call('record_start', { windowId: WINDOW, out });
    expect(result).toMatchObject({
      isError: true,
      result: { status: 'failed', code: 'screen_recording_denied' },
    });
    expect(existsSync(out)).toBe(false);
    expect(await stagingLeft()).toEqual([]);
    expect((await call('record_stop', {})).result).toMatchObject({ code: 'no_recording' });
  });

  it('a window the helper cannot capture is window_not_found', async () => {
    const { call } = setup();
    process.env.FAKE_WINREC_MODE = 'missing';
    const result = await call('record_start', { windowId: WINDOW, out: join(tmp('winrec-out-'), 'x.mp4') });
    expect(result.result).toMatchObject({ status: 'failed', code: 'window_not_found' });
  });

  it('a locked screen is refused before the helper runs', async () => {
    const { fake, call, runs } = setup();
    fake.locked = true;
    const result = await call('record_start', { windowId: WINDOW, out: join(tmp('winrec-out-'), 'x.mp4') });
    expect(result.result).toMatchObject({ status: 'failed', code: 'screen_locked' });
    expect(runs()).toEqual([]);
    expect(ioregPlist(true)).toContain('CGSSessionScreenIsLocked');
  });

  it('a helper that never starts is stopped after the limit (driver_timeout), and one that skips lines is read past them', async () => {
    // The limit leaves a loaded machine time to start the noisy helper (a Node process); the silent one never starts.
    const slow = setup({ startMs: 2500 });
    process.env.FAKE_WINREC_MODE = 'silent';
    const result = await slow.call('record_start', {
      windowId: WINDOW,
      out: join(tmp('winrec-out-'), 'x.mp4'),
    });
    expect(result.result).toMatchObject({ status: 'failed', code: 'driver_timeout' });
    process.env.FAKE_WINREC_MODE = 'noisy';
    const out = join(tmp('winrec-out-'), 'noisy.mp4');
    expect((await slow.call('record_start', { windowId: WINDOW, out })).result).toMatchObject({
      status: 'done',
    });
    expect((await slow.call('record_stop', {})).result).toMatchObject({ status: 'done' });
    expect(existsSync(out)).toBe(true);
  });

  it('a helper that exits without finishing the file fails record_stop and publishes nothing', async () => {
    const { call } = setup();
    process.env.FAKE_WINREC_MODE = 'unfinished';
    const out = join(tmp('winrec-out-'), 'cut.mp4');
    expect((await call('record_start', { windowId: WINDOW, out })).result).toMatchObject({ status: 'done' });
    expect((await call('record_stop', {})).result).toMatchObject({
      status: 'failed',
      code: 'recording_failed',
    });
    expect(existsSync(out)).toBe(false);
    expect(await stagingLeft()).toEqual([]);
  });

  it('paints the password field black over the whole published video, and nothing else', async () => {
    const { call, fake } = setup();
    const out = join(tmp('winrec-out-'), 'form.mp4');
    expect((await call('record_start', { windowId: WINDOW, out })).result).toMatchObject({ status: 'done' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await call('record_stop', {})).result).toMatchObject({ status: 'done' });
    // The form's window is 600×500 points recorded at 1200×1000; its password field sits at (20, 100) in the
    // window, 300×24 points: (40, 200) to (640, 248) in the video.
    for (const frame of [0, 9]) {
      const at = greyFrame(out, frame);
      expect(at(340, 224)).toBeLessThan(24);
      expect(at(44, 204)).toBeLessThan(24);
      expect(at(636, 244)).toBeLessThan(24);
      expect(at(20, 20)).toBeGreaterThan(230);
      expect(at(340, 190)).toBeGreaterThan(230);
      expect(at(340, 258)).toBeGreaterThan(230);
      expect(at(700, 224)).toBeGreaterThan(230);
    }
    // The fields were read again while it recorded (a field that shows later is painted too).
    const reads = fake.toolCalls().filter((c) => c.tool === 'get_window_state').length;
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(await stagingLeft()).toEqual([]);
  });

  it('without ffmpeg, a window that showed a secret field is not published, and the raw video is deleted', async () => {
    const { call } = setup({ ffmpeg: false });
    const out = join(tmp('winrec-out-'), 'secret.mp4');
    expect((await call('record_start', { windowId: WINDOW, out })).result).toMatchObject({ status: 'done' });
    const stopped = await call('record_stop', {});
    expect(stopped.result).toMatchObject({ status: 'failed', code: 'record_failed' });
    expect(JSON.stringify(stopped.result)).toMatch(/ffmpeg/u);
    expect(existsSync(out)).toBe(false);
    expect(await stagingLeft()).toEqual([]);
  });

  it('a window with no secret field is published as recorded, without ffmpeg', async () => {
    const { call } = setup({ ffmpeg: false });
    const out = join(tmp('winrec-out-'), 'notes.mp4');
    const notes = await call('record_start', { windowId: `macos:${NOTES}`, out });
    expect(notes.result).toMatchObject({ status: 'done' });
    expect((await call('record_stop', {})).result).toMatchObject({ status: 'done' });
    expect(greyFrame(out, 0)(340, 224)).toBeGreaterThan(230);
  });

  it('closing the server finishes and publishes a running recording', async () => {
    const { call, session } = setup();
    const out = join(tmp('winrec-out-'), 'closed.mp4');
    expect((await call('record_start', { windowId: WINDOW, out })).result).toMatchObject({ status: 'done' });
    await session.close();
    expect(statSync(out).size).toBeGreaterThan(1000);
  });
});
