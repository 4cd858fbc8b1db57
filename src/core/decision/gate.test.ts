import { describe, expect, it } from 'vitest';
import { gate } from './gate.js';

const r = (...ps: number[]) => ps.map((p, i) => ({ label: `o${i}`, p }));

describe('the pick gate', () => {
  it('not_found when there is no leader', () => expect(gate([], 0.1, null).status).toBe('not_found'));
  it('not_found when p(none) >= 0.5 and above the top', () =>
    expect(gate(r(0.3), 0.6, 'o0').status).toBe('not_found'));
  it('strict pick at top >= 0.8 and p(none) <= 0.3', () =>
    expect(gate(r(0.85, 0.1), 0.05, null)).toMatchObject({ status: 'pick', rule: 'strict' }));
  it('no strict pick when p(none) is above 0.3', () =>
    expect(gate(r(0.8), 0.35, null).status).toBe('ambiguous'));
  it('agree pick when forced agrees, top >= 0.5 and twice the runner-up', () =>
    expect(gate(r(0.6, 0.25), 0.1, 'o0')).toMatchObject({ status: 'pick', rule: 'agree', label: 'o0' }));
  it('no agree pick when forced disagrees', () =>
    expect(gate(r(0.6, 0.25), 0.1, 'o1').status).toBe('ambiguous'));
  it('no agree pick without a 2x lead', () => expect(gate(r(0.55, 0.3), 0.1, 'o0').status).toBe('ambiguous'));
  it('no agree pick when the runner-up outcome is split over two options (a menu item and its menu path)', () => {
    const split = [
      { label: 'o0', p: 0.6 },
      { label: 'o1', p: 0.2, group: 'menu item 7' },
      { label: 'o2', p: 0.2, group: 'menu item 7' },
    ];
    expect(gate(split, 0, 'o0').status).toBe('ambiguous');
    // Two outcomes of 0.2 each leave the lead.
    expect(
      gate(
        split.map(({ label, p }) => ({ label, p })),
        0,
        'o0',
      ),
    ).toMatchObject({ status: 'pick', rule: 'agree' });
  });
  it('ambiguous shortlist keeps p >= 0.03, at most 5, best first', () => {
    const v = gate(r(0.02, 0.3, 0.3, 0.1, 0.05, 0.04, 0.035), 0.1, null);
    expect(v).toEqual({
      status: 'ambiguous',
      shortlist: [
        { label: 'o1', p: 0.3 },
        { label: 'o2', p: 0.3 },
        { label: 'o3', p: 0.1 },
        { label: 'o4', p: 0.05 },
        { label: 'o5', p: 0.04 },
      ],
    });
  });
  it('not_found when the shortlist is empty', () =>
    expect(gate(r(0.02, 0.01), 0.4, null).status).toBe('not_found'));
});
