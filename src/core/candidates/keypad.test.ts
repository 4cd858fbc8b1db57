import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../build.js';
import { defaultStates } from '../snapshot.js';
import { compileKeypad, findKeypad } from './keypad.js';

const keys = ['7', '8', '9', '÷', '4', '5', '6', '×', '1', '2', '3', '−', '0', '.', '=', '+', '%', '±'];
const snapshot = buildSnapshot({
  window: { id: 'w', app: 'Calc', title: 'Calc' },
  nodes: [
    {
      role: 'window',
      platformRole: 'w',
      label: 'Calc',
      states: defaultStates(),
      parent: null,
      handle: 'root',
    },
    { role: 'group', platformRole: 'g', label: '', states: defaultStates(), parent: 0, handle: 'pad' },
    ...keys.map((k) => ({
      role: 'button' as const,
      platformRole: 'b',
      label: k,
      states: defaultStates(),
      parent: 1,
      handle: k,
    })),
  ],
});

describe('on-screen keypads', () => {
  const pad = findKeypad(snapshot.nodes, () => true)!;
  it('are found by 8+ digit buttons under one parent', () =>
    expect(Object.keys(pad)).toEqual(expect.arrayContaining(['0', '9', '+', '-', '*', '/', '=', '±', '%'])));
  it('compile "12×7=" into presses', () => {
    const compiled = compileKeypad('12×7=', pad);
    expect('presses' in compiled && compiled.presses.map((i) => snapshot.nodes[i]?.label)).toEqual([
      '1',
      '2',
      '×',
      '7',
      '=',
    ]);
  });
  it('name the first key they lack', () => expect(compileKeypad('2√9', pad)).toEqual({ missing: '√' }));
  it('are not found with fewer than 8 digits', () =>
    expect(
      findKeypad(
        snapshot.nodes.filter((n) => !/[0-3]/u.test(n.label)),
        () => true,
      ),
    ).toBeNull());
});
