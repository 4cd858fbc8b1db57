import { describe, expect, it } from 'vitest';
import { backoffMs, MAX_RETRY_AFTER_MS, retryAfterMs, sleep } from './backoff.js';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-09-16T10:00:00Z');
  it.each([
    ['2', 2000],
    [' 0.5 ', 500],
    ['0', 0],
    ['Wed, 16 Sep 2026 10:00:07 GMT', 7000],
    ['Wed, 16 Sep 2026 09:59:00 GMT', 0],
    ['3600', MAX_RETRY_AFTER_MS],
  ])('reads %j as %d ms', (header, ms) => {
    expect(retryAfterMs(header, now)).toBe(ms);
  });

  it.each([null, '', 'soon', '-1', 'Xyz, 99 Abc 2026 10:00:07 GMT'])('ignores %j', (header) => {
    expect(retryAfterMs(header, now)).toBeUndefined();
  });
});

describe('backoffMs', () => {
  it('doubles from 500 ms up to 8 s, and adds at most 25% jitter', () => {
    expect([0, 1, 2, 3, 4, 5].map((a) => backoffMs(a, () => 0))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect(backoffMs(1, () => 0.999)).toBe(1250);
  });
});

describe('sleep', () => {
  it('resolves after the wait', async () => {
    await expect(sleep(5, new AbortController().signal)).resolves.toBeUndefined();
  });

  it('rejects with the reason as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const reason = new Error('stop');
    const pending = sleep(60_000, controller.signal);
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});
