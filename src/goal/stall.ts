// Screen signatures with one-changed-line-in-ten tolerance, and the two stall rules (idle 3, repeat 2).
import type { Snapshot } from '../core/snapshot.js';
import type { Screen } from './screen.js';

/** Idle captures in a row that stall a run. */
export const IDLE_LIMIT = 3;
/** Repeats of an already-tried action that stall a run. */
export const REPEAT_LIMIT = 2;

/** What makes two screens the same: app, URL, focused field, field values, and (text, row) lines. */
export interface ScreenSignature {
  app: string;
  url: string;
  field: string;
  /** Field values and check states, compared exactly (typing is progress, never jitter). */
  values: string[];
  /** (text, row bucket) lines and the title, compared with tolerance. */
  lines: string[];
}

/** The signature of a screen. */
export function screenSignature(snapshot: Snapshot, screen: Screen): ScreenSignature {
  const lines = new Set<string>([`title\u0000${snapshot.window.title}`]);
  const values: string[] = [];
  for (const item of screen.items) {
    lines.add(`${item.text}\u0000${item.bucket}`);
    if (item.value !== undefined || item.checked !== undefined)
      values.push(`${item.text}\u0000${item.value ?? ''}\u0000${String(item.checked ?? '')}`);
  }
  return {
    app: snapshot.window.app,
    url: snapshot.window.url ?? '',
    field: screen.focused ? `${screen.focused.role}:${screen.focused.label}` : '',
    values: values.sort(),
    lines: [...lines].sort(),
  };
}

/** Same screen: app, URL, field and values equal, and d = max(|A∖B|, |B∖A|) with d ≤ 1 and 10·d ≤ max(|A|, |B|). */
export function sameScreen(a: ScreenSignature, b: ScreenSignature): boolean {
  if (a.app !== b.app || a.url !== b.url || a.field !== b.field) return false;
  if (a.values.length !== b.values.length || a.values.some((v, i) => v !== b.values[i])) return false;
  const setA = new Set(a.lines);
  const setB = new Set(b.lines);
  const onlyA = a.lines.filter((l) => !setB.has(l)).length;
  const onlyB = b.lines.filter((l) => !setA.has(l)).length;
  const d = Math.max(onlyA, onlyB);
  return d <= 1 && 10 * d <= Math.max(setA.size, setB.size);
}

/** The idle and repeat counters and the actions tried on each screen. */
export class StallRules {
  idle = 0;
  repeats = 0;
  private previous: ScreenSignature | null = null;
  private readonly visits: { screen: ScreenSignature; line: string }[] = [];

  /** Before deciding: an unchanged capture counts one more idle step. Returns the idle count. */
  see(screen: ScreenSignature): number {
    this.idle = this.previous && sameScreen(this.previous, screen) ? this.idle + 1 : 0;
    this.previous = screen;
    return this.idle;
  }

  /** Actions taken earlier on a screen that compares equal to this one (each led back here). */
  tried(screen: ScreenSignature): string[] {
    const lines = this.visits.filter((v) => sameScreen(v.screen, screen)).map((v) => v.line);
    return [...new Set(lines)];
  }

  /** After acting: a line already tried on this screen counts one more repeat. Returns the repeat count. */
  acted(screen: ScreenSignature, line: string, tried: readonly string[]): number {
    this.repeats = tried.includes(line) ? this.repeats + 1 : 0;
    this.visits.push({ screen, line });
    return this.repeats;
  }

  /** A hand-back starts the counters over. */
  reset(): void {
    this.idle = 0;
    this.repeats = 0;
  }
}
