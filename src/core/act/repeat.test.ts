import { describe, expect, it } from 'vitest';
import { repeatsOf } from './repeat.js';

describe('a count said at the end of the words', () => {
  it('reads "twice", "three times", "5 times" and leaves the rest of the words', () => {
    expect(repeatsOf('hit the 5 key twice')).toEqual({ words: 'hit the 5 key', times: 2 });
    expect(repeatsOf('press backspace three times')).toEqual({ words: 'press backspace', times: 3 });
    expect(repeatsOf('click Next 5 times.')).toEqual({ words: 'click Next', times: 5 });
  });

  it('reads no count in arithmetic, in "once", or past the limit', () => {
    expect(repeatsOf('work out 6 times 7')).toBeUndefined();
    expect(repeatsOf('press Save once')).toBeUndefined();
    expect(repeatsOf('press Down 50 times')).toBeUndefined();
    expect(repeatsOf('twice')).toBeUndefined();
  });
});
