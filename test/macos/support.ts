// Starts the macOS driver against the fake cua-driver (a real child over MCP stdio) with fake OS commands.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { MacosDriver, type MacosDriverOptions } from '../../src/drivers/macos/driver.js';
import { mapWindowState } from '../../src/drivers/macos/mapping.js';
import type { WindowView } from '../../src/drivers/macos/view.js';
import type { CommandRunner } from '../../src/drivers/macos/runner.js';
import type { Faults } from './fake/control.js';

/** The fake's entry point. */
export const FAKE_PATH = fileURLToPath(new URL('./fake-cua-driver.ts', import.meta.url));

/** One record of the fake's call log. */
export interface CallRecord {
  gen: number;
  method: string;
  tool?: string;
  args?: Record<string, unknown>;
}

/** The fake's files and a fake `lsappinfo`/`ioreg`/`osascript`/`pbcopy` runner over them. */
export class FakeMac {
  readonly dir = mkdtempSync(join(tmpdir(), 'fake-cua-'));
  readonly log = join(this.dir, 'calls.jsonl');
  readonly control = join(this.dir, 'control.json');
  readonly state = join(this.dir, 'state.json');
  /** What the fake's axtext would read (raw values). */
  readonly ax = join(this.dir, 'ax.json');
  /** The apps' own records (the contract form's `FormState`), by pid. */
  readonly record = join(this.dir, 'record.json');
  /** Pids the driver asked to bring back to the front. */
  readonly activations: number[] = [];
  /** Every OS command the driver ran. */
  readonly commands: string[] = [];
  locked: boolean | 'unreadable' = false;
  clipboard = '';

  constructor(readonly profile = '0.21') {
    this.setFront(100);
  }

  /** The environment for the fake child. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      FAKE_CUA_PROFILE: this.profile,
      FAKE_CUA_LOG: this.log,
      FAKE_CUA_CONTROL: this.control,
      FAKE_CUA_STATE: this.state,
      FAKE_CUA_AX: this.ax,
      FAKE_CUA_RECORD: this.record,
      ...extra,
    };
  }

  /** Connection options that start the fake instead of cua-driver. */
  connection(extra: Record<string, string> = {}): Pick<MacosDriverOptions, 'binary' | 'args' | 'env'> {
    return { binary: process.execPath, args: ['--import', 'tsx', FAKE_PATH, 'mcp'], env: this.env(extra) };
  }

  /** Every call the fake received, in order. */
  calls(): CallRecord[] {
    if (!existsSync(this.log)) return [];
    return readFileSync(this.log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as CallRecord);
  }

  /** The tools/call records only. */
  toolCalls(): CallRecord[] {
    return this.calls().filter((c) => c.method === 'tools/call');
  }

  /** Sets faults for the fake (read on every call). */
  setFaults(faults: Faults): void {
    writeFileSync(this.control, JSON.stringify(faults));
  }

  /** The simulated front app. */
  front(): number {
    return (JSON.parse(readFileSync(this.state, 'utf8')) as { front: number }).front;
  }

  setFront(pid: number): void {
    writeFileSync(this.state, JSON.stringify({ front: pid }));
  }

  /** A runner that answers like macOS from the fake's state. */
  readonly runner: CommandRunner = async (command, args, options) => {
    this.commands.push([command, ...args].join(' '));
    const ok = (stdout: string) => ({ code: 0, stdout, stderr: '' });
    if (command === 'lsappinfo' && args[0] === 'front')
      return ok(`ASN:0x0-0x${this.front().toString(16)}:\n`);
    if (command === 'lsappinfo' && args[0] === 'info')
      return ok(`"pid"=${parseInt((args[3] ?? '').split('-0x')[1] ?? '0', 16)}\n`);
    if (command === 'osascript') {
      const pid = Number(/unix id is (\d+)/u.exec(args[1] ?? '')?.[1]);
      this.activations.push(pid);
      this.setFront(pid);
      return ok('');
    }
    if (command === 'ioreg')
      return this.locked === 'unreadable' ? ok('garbage') : ok(ioregPlist(this.locked));
    if (command === 'open') return ok(this.openHelper(args));
    if (command === 'pbpaste') return ok(this.clipboard);
    if (command === 'pbcopy') {
      this.clipboard = options?.input ?? '';
      return ok('');
    }
    return { code: 127, stdout: '', stderr: `${command}: not faked` };
  };

  /** Helper runs (`open -W … AXText.app --args …`). */
  readonly helperRuns: string[][] = [];
  /** The answer of the helper's `--prompt` run. */
  trusted = false;

  // The fake axtext: reads the fake's raw values (as AXValue would) and writes the helper's JSON to --out.
  private openHelper(args: readonly string[]): string {
    const rest = args.slice(args.indexOf('--args') + 1);
    this.helperRuns.push([...rest]);
    const opt = (name: string) => rest[rest.indexOf(name) + 1];
    const out = opt('--out');
    if (!out) return '';
    if (rest.includes('--prompt')) {
      writeFileSync(out, JSON.stringify({ trusted: this.trusted }));
      return '';
    }
    const apps = JSON.parse(readFileSync(this.ax, 'utf8')) as {
      pid: number;
      windows: { title: string; fields: unknown[] }[];
      menus: unknown[];
    }[];
    const app = apps.find((a) => a.pid === Number(opt('--pid')));
    const result = rest.includes('--menus')
      ? { menus: app?.menus ?? [] }
      : {
          window: opt('--window-title'),
          fields: app?.windows.find((w) => w.title === opt('--window-title'))?.fields ?? [],
        };
    writeFileSync(out, JSON.stringify(result));
    return '';
  }

  /** A driver over the fake. */
  driver(options: Partial<MacosDriverOptions> = {}, env: Record<string, string> = {}): MacosDriver {
    return new MacosDriver({
      ...this.connection(env),
      runner: this.runner,
      sampleMs: 20,
      callTimeoutMs: 20_000,
      ...options,
    });
  }
}

/** An `ioreg -n Root -d1 -a` plist with one console user. */
export function ioregPlist(locked: boolean): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>IOConsoleLocked</key>
	<${locked}/>
	<key>IOConsoleUsers</key>
	<array>
		<dict>
			${locked ? '<key>CGSSessionScreenIsLocked</key>\n\t\t\t<true/>' : ''}
			<key>kCGSSessionUserNameKey</key>
			<string>ann</string>
		</dict>
	</array>
</dict>
</plist>
`;
}

/** Window ids of the fake's apps. */
export const FORM = '6161-7001';
export const NOTES = '4242-8811';
export const CALC = '5151-9001';

/** A signal that never aborts. */
export const signal = new AbortController().signal;

/** A get_window_state result recorded from TextEdit on macOS (its structured content). */
export const RECORDED_TEXTEDIT = (
  JSON.parse(readFileSync(new URL('./fixtures/textedit.window-state.json', import.meta.url), 'utf8')) as {
    structuredContent: Record<string, unknown>;
  }
).structuredContent;

/** Maps a window state as the driver does for the recorded TextEdit window (4242-8811, "Notes.txt"). */
export function mapTextEdit(state: Record<string, unknown>): WindowView {
  return mapWindowState({
    windowId: '4242-8811',
    pid: 4242,
    cgWindowId: 8811,
    state,
    window: {
      id: '4242-8811',
      app: 'TextEdit',
      pid: 4242,
      title: 'Notes.txt',
      frame: { x: 200, y: 120, width: 640, height: 480 },
    },
    otherWindows: [],
    generation: 1,
  });
}

/** One frame of a 1200×1000 video (what the fake recorder writes) as 8-bit grey pixels, read at (x, y). */
export function greyFrame(video: string, n: number): (x: number, y: number) => number {
  const select = ['-vf', `select=eq(n\\,${n})`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'];
  const grey = execFileSync('ffmpeg', ['-loglevel', 'error', '-i', video, ...select], { maxBuffer: 1 << 24 });
  expect(grey.length).toBe(1200 * 1000);
  return (x, y) => grey[y * 1200 + x] ?? -1;
}
