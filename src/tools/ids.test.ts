import { describe, expect, it } from 'vitest';
import type { ActResult } from '../core/act/types.js';
import { fullRequest, shortResult, ShortIds } from './ids.js';

const A = 'c0123456789';
const B = 'cabcdefabcd';
const C = 'c9876543210';

describe('short ids', () => {
  it('gives each candidate id one short id in order of first sight, and keeps it', () => {
    const ids = new ShortIds();
    expect([ids.short(A), ids.short(B), ids.short(A)]).toEqual(['c1', 'c2', 'c1']);
    expect([ids.full('c1'), ids.full('c2')]).toEqual([A, B]);
  });

  it('takes a candidate id as itself, and leaves a short id it never gave as it is (it names nothing)', () => {
    const ids = new ShortIds();
    ids.short(A);
    expect(ids.full(C)).toBe(C);
    expect(ids.full('c2')).toBe('c2');
  });

  it('forgets the oldest past its limit and never gives a number twice', () => {
    const ids = new ShortIds(2);
    expect([ids.short(A), ids.short(B), ids.short(C)]).toEqual(['c1', 'c2', 'c3']);
    expect(ids.full('c1')).toBe('c1');
    expect(ids.short(A)).toBe('c4');
    expect([ids.full('c3'), ids.full('c4')]).toEqual([C, A]);
  });

  it('maps the ids of every step of a request, drag targets included; other fields stay', () => {
    const ids = new ShortIds();
    ids.short(A);
    ids.short(B);
    const request = {
      windowId: 'sim:w',
      candidateId: 'c1',
      text: ' c2 ',
      then: [{ candidateId: 'c2', dragTo: { candidateId: 'c1' } }, { dragTo: { dx: 1, dy: 2 } }],
    };
    expect(fullRequest(request, ids)).toEqual({
      windowId: 'sim:w',
      candidateId: A,
      text: ' c2 ',
      then: [{ candidateId: B, dragTo: { candidateId: A } }, { dragTo: { dx: 1, dy: 2 } }],
    });
  });

  it('shows every id of a result by its short id, in its steps too; a message names only ids already shown', () => {
    const ids = new ShortIds();
    ids.short(A);
    const shown = (id: string) => ({ id, kind: 'click' as const, does: 'click' });
    const result: ActResult = {
      status: 'ambiguous',
      message: `candidate ${A} is not ${C}`,
      action: shown(A),
      candidates: [shown(B), shown(A)],
      steps: [{ status: 'done', message: 'ok', newCandidates: [shown(C)] }],
    };
    expect(shortResult(result, ids)).toEqual({
      status: 'ambiguous',
      message: `candidate c1 is not ${C}`,
      action: shown('c1'),
      candidates: [shown('c2'), shown('c1')],
      steps: [{ status: 'done', message: 'ok', newCandidates: [shown('c3')] }],
    });
  });
});
