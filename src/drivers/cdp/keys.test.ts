import { expect, test } from 'vitest';
import { longTextRuns, textRuns, typedKey } from './keys.js';

test('printable characters map to the US key that types them, with Shift where it is held', () => {
  expect(typedKey('a')).toEqual({ def: { key: 'a', code: 'KeyA', keyCode: 65, text: 'a' }, shift: false });
  expect(typedKey('Q')).toEqual({ def: { key: 'Q', code: 'KeyQ', keyCode: 81, text: 'Q' }, shift: true });
  expect(typedKey('7')).toEqual({ def: { key: '7', code: 'Digit7', keyCode: 55, text: '7' }, shift: false });
  expect(typedKey('@')).toEqual({ def: { key: '@', code: 'Digit2', keyCode: 50, text: '@' }, shift: true });
  expect(typedKey(' ')).toEqual({ def: { key: ' ', code: 'Space', keyCode: 32, text: ' ' }, shift: false });
  expect(typedKey('?')).toEqual({ def: { key: '?', code: 'Slash', keyCode: 191, text: '?' }, shift: true });
  expect(typedKey('ë')).toEqual({ def: { key: 'ë', code: '', keyCode: 0, text: 'ë' }, shift: false });
});

test('controls, emoji and lone combining marks have no key', () => {
  for (const char of ['\n', '\r', '\t', '👋', '\u0301', '\u200d']) expect(typedKey(char)).toBeUndefined();
});

test('text splits into key runs and inserted runs, a cluster with a combining mark kept whole', () => {
  expect(textRuns('Hi\nyou 👋 cafe\u0301!').map((r) => [r.via, r.text])).toEqual([
    ['keys', 'Hi'],
    ['insert', '\n'],
    ['keys', 'you '],
    ['insert', '👋'],
    ['keys', ' caf'],
    ['insert', 'e\u0301'],
    ['keys', '!'],
  ]);
  expect(textRuns('')).toEqual([]);
});

test('long text is inserted whole but for its last keyed character, which is pressed', () => {
  expect(longTextRuns('abc def\n👋').map((r) => [r.via, r.text])).toEqual([
    ['insert', 'abc de'],
    ['keys', 'f'],
    ['insert', '\n👋'],
  ]);
  expect(longTextRuns('👋\n')).toEqual([{ via: 'insert', text: '👋\n' }]);
});
