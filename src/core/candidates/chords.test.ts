import { describe, expect, it } from 'vitest';
import { chordsIn } from './build.js';

describe('key chords the words spell out', () => {
  it('reads modifiers and a key, in the form drivers send', () => {
    expect(chordsIn('press ctrl+x')).toEqual(['ctrl+x']);
    expect(chordsIn('hit Ctrl-Shift-T to reopen the tab')).toEqual(['ctrl+shift+t']);
    expect(chordsIn('press ctrl + 2 for the detailed list')).toEqual(['ctrl+2']);
    expect(chordsIn('use Control+V to paste')).toEqual(['ctrl+v']);
    expect(chordsIn('close it with alt+F4')).toEqual(['alt+F4']);
  });

  it('reads a function key alone', () => {
    expect(chordsIn('press F5')).toEqual(['F5']);
  });

  it('finds none in words without a chord', () => {
    expect(chordsIn('press ctrl')).toEqual([]);
    expect(chordsIn('click Save')).toEqual([]);
    expect(chordsIn('type shift into the field')).toEqual([]);
  });
});
