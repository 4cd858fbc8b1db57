// The exact text reader: the axtext helper reads AXValue as it is (cua-driver trims values and shows placeholders).
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asObject, num, str } from './result.js';
import { runOk, type CommandRunner } from './runner.js';
import { axShortcut } from './shortcuts.js';
import type { MacElement, ScreenRect } from './view.js';

/** One field as the helper read it. */
export interface AxField {
  role: string;
  identifier?: string;
  title?: string;
  description?: string;
  value: string;
  frame?: ScreenRect;
}

/** Reads fields exactly; the macOS driver works without one (text results then stay unverified). */
export interface ExactReader {
  /** The valued fields of the app's window with this title (secure fields never included). */
  fields(pid: number, windowTitle: string, signal: AbortSignal): Promise<AxField[]>;
  /** Menu key equivalents by path ("File > Save" → "cmd+s"). */
  shortcuts?(pid: number, signal: AbortSignal): Promise<Map<string, string>>;
}

/** Runs the helper app through LaunchServices (so its own Accessibility grant applies) and reads its JSON. */
export class AxtextReader implements ExactReader {
  constructor(
    private readonly bundle: string,
    private readonly runner: CommandRunner,
  ) {}

  async fields(pid: number, windowTitle: string, signal: AbortSignal): Promise<AxField[]> {
    const data = await this.run(['--pid', String(pid), '--window-title', windowTitle], signal);
    return (Array.isArray(data.fields) ? data.fields : []).flatMap((f) => {
      const field = asObject(f);
      const value = str(field?.value);
      if (!field || value === undefined) return [];
      const frame = asObject(field.frame);
      const rect = frame && { x: num(frame.x), y: num(frame.y), width: num(frame.w), height: num(frame.h) };
      return [
        {
          role: str(field.role) ?? '',
          value,
          ...(str(field.identifier) ? { identifier: str(field.identifier) as string } : {}),
          ...(str(field.title) ? { title: str(field.title) as string } : {}),
          ...(str(field.description) ? { description: str(field.description) as string } : {}),
          ...(rect &&
          rect.x !== undefined &&
          rect.y !== undefined &&
          rect.width !== undefined &&
          rect.height !== undefined
            ? { frame: rect as ScreenRect }
            : {}),
        },
      ];
    });
  }

  async shortcuts(pid: number, signal: AbortSignal): Promise<Map<string, string>> {
    const data = await this.run(['--pid', String(pid), '--menus'], signal);
    const out = new Map<string, string>();
    for (const item of Array.isArray(data.menus) ? data.menus : []) {
      const m = asObject(item);
      const path = Array.isArray(m?.path) ? m.path.filter((p): p is string => typeof p === 'string') : [];
      const keys = axShortcut(str(m?.char) ?? '', num(m?.modifiers) ?? 0);
      if (path.length && keys) out.set(path.join(' > '), keys);
    }
    return out;
  }

  private async run(args: string[], signal: AbortSignal): Promise<Record<string, unknown>> {
    const out = join(
      tmpdir(),
      `beans-picker-axtext-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`,
    );
    try {
      await runOk(this.runner, 'open', ['-W', '-n', '-g', this.bundle, '--args', ...args, '--out', out], {
        timeoutMs: 10_000,
        signal,
      });
      return asObject(JSON.parse(await readFile(out, 'utf8'))) ?? {};
    } finally {
      await rm(out, { force: true });
    }
  }
}

/** The helper field that is this element: same role and identifier, else same frame, else same title. */
export function matchField(el: MacElement, fields: readonly AxField[]): AxField | null {
  const same = fields.filter((f) => f.role === el.axRole);
  const tests: ((f: AxField) => boolean)[] = [
    (f) => el.identifier !== undefined && f.identifier === el.identifier,
    (f) => el.frame !== undefined && f.frame !== undefined && closeRect(el.frame, f.frame),
    (f) =>
      (el.title !== undefined && f.title?.trim() === el.title) ||
      (el.description !== undefined && f.description?.trim() === el.description),
  ];
  for (const test of tests) {
    const hits = same.filter(test);
    if (hits.length === 1) return hits[0] ?? null;
  }
  return null;
}

function closeRect(a: ScreenRect, b: ScreenRect): boolean {
  return (
    Math.abs(a.x - b.x) <= 1 &&
    Math.abs(a.y - b.y) <= 1 &&
    Math.abs(a.width - b.width) <= 1 &&
    Math.abs(a.height - b.height) <= 1
  );
}
