// The corpus is what its generator writes today: a change to the generator, the lexicon or the candidates that
// alters the cases must come with the regenerated corpus (and retrained weights), or the figures describe old code.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url);

describe('fixtures/decider/corpus.jsonl', () => {
  it('is exactly what scripts/make-decider-corpus.ts writes', () => {
    let out = '';
    let code = 0;
    try {
      out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/make-decider-corpus.ts', '--check'], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 120_000,
      });
    } catch (error: unknown) {
      const failed = error as { status?: number; stdout?: string };
      code = failed.status ?? 1;
      out = failed.stdout ?? '';
    }
    expect(out).toContain('corpus.jsonl');
    expect(code, out).toBe(0);
  }, 150_000);
});
