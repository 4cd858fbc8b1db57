// Per-stage timings (p50/p95), calls per model, and the lines that report them. Pure.
import type { CallCount } from './types.js';

/** The stages a step spends time in. */
export type Stage = 'snapshot' | 'decide' | 'act' | 'writer' | 'wait';

/** Collected timings and call counts of a run. */
export class RunTimings {
  private readonly stages = new Map<Stage, number[]>();
  readonly calls: Record<'decider' | 'writer', CallCount> = {
    decider: { calls: 0, ms: 0 },
    writer: { calls: 0, ms: 0 },
  };
  handoffs = 0;
  questions = 0;

  /** Records one stage's time. */
  add(stage: Stage, ms: number): void {
    this.stages.set(stage, [...(this.stages.get(stage) ?? []), ms]);
  }

  /** Records one model call. */
  call(model: 'decider' | 'writer', ms: number): void {
    this.calls[model].calls += 1;
    this.calls[model].ms = Math.round((this.calls[model].ms + ms) * 10) / 10;
  }

  /** p50 and p95 per stage, in milliseconds. */
  summary(): Record<string, { n: number; p50: number; p95: number }> {
    const out: Record<string, { n: number; p50: number; p95: number }> = {};
    for (const [stage, list] of this.stages)
      out[stage] = { n: list.length, p50: percentile(list, 0.5), p95: percentile(list, 0.95) };
    return out;
  }

  /** "calls: decider 14 (82%, 3.9s)  writer 3 (18%, 21.4s)  handoffs 1  questions 0". */
  callsLine(): string {
    const total = this.calls.decider.ms + this.calls.writer.ms;
    const part = (name: 'decider' | 'writer'): string => {
      const c = this.calls[name];
      const share = total > 0 ? Math.round((100 * c.ms) / total) : 0;
      return `${name} ${c.calls} (${share}%, ${seconds(c.ms)})`;
    };
    return `calls: ${part('decider')}  ${part('writer')}  handoffs ${this.handoffs}  questions ${this.questions}`;
  }
}

/** The nearest-rank percentile of a list of numbers (0 for an empty list). */
export function percentile(list: readonly number[], p: number): number {
  if (!list.length) return 0;
  const sorted = [...list].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return Math.round((sorted[rank - 1] ?? 0) * 10) / 10;
}

/** Milliseconds as seconds with one decimal ("3.9s"). */
export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** "step 3  snapshot 0.01s  decide 0.21s  act 0.05s  total 0.27s  clicked 'Save'". */
export function stepLine(n: number, stages: Partial<Record<Stage, number>>, what: string): string {
  const parts = (Object.entries(stages) as [Stage, number][]).map(
    ([s, ms]) => `${s} ${(ms / 1000).toFixed(2)}s`,
  );
  const total = Object.values(stages).reduce((a, b) => a + b, 0);
  return `step ${n}  ${parts.join('  ')}  total ${(total / 1000).toFixed(2)}s  ${what}`;
}
