// The corpus is what its generator writes today: a change to the generator, the lexicon or the candidates that
// alters the cases must come with the regenerated corpus (and retrained weights), or the figures describe old code.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url);

// Runs the generator in check mode: its printed line and its exit code.
function check(): { out: string; code: number } {
  try {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/make-decider-corpus.ts', '--check'],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
    );
    return { out, code: 0 };
  } catch (error: unknown) {
    const failed = error as { status?: number; stdout?: string };
    return { out: failed.stdout ?? '', code: failed.status ?? 1 };
  }
}

describe('fixtures/decider/corpus.jsonl', () => {
  it('is exactly what scripts/make-decider-corpus.ts writes', () => {
    const { out, code } = check();
    expect(out).toContain('corpus.jsonl');
    expect(code, out).toBe(0);
  }, 150_000);
});
