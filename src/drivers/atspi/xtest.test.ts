import { describe, expect, it } from 'vitest';
import { isPrivateDisplay, xdotoolKey } from './xtest.js';

describe('xdotoolKey', () => {
  it('writes chords and named keys as X keysyms', () => {
    expect(xdotoolKey('Return')).toBe('Return');
    expect(xdotoolKey('enter')).toBe('Return');
    expect(xdotoolKey('ctrl+s')).toBe('ctrl+s');
    expect(xdotoolKey('Control+Shift+z')).toBe('ctrl+shift+z');
    expect(xdotoolKey('shift+F10')).toBe('shift+F10');
    expect(xdotoolKey('PageDown')).toBe('Next');
    expect(xdotoolKey('cmd+q')).toBe('super+q');
  });

  it('names printable symbols, a lone plus and ctrl++', () => {
    expect(xdotoolKey('+')).toBe('plus');
    expect(xdotoolKey('ctrl++')).toBe('ctrl+plus');
    expect(xdotoolKey('*')).toBe('asterisk');
    expect(xdotoolKey('7')).toBe('7');
    expect(xdotoolKey('é')).toBe('é');
  });

  it('answers null for what it does not know, so nothing is sent', () => {
    expect(xdotoolKey('hyper+a')).toBeNull();
    expect(xdotoolKey('F13')).toBeNull();
    expect(xdotoolKey('Return; rm -rf /')).toBeNull();
    expect(xdotoolKey('')).toBeNull();
  });
});

describe('isPrivateDisplay', () => {
  it('is true only when BEANS_PICKER_PRIVATE_DISPLAY names this very DISPLAY', () => {
    expect(isPrivateDisplay({ DISPLAY: ':101', BEANS_PICKER_PRIVATE_DISPLAY: ':101' })).toBe(true);
    expect(isPrivateDisplay({ DISPLAY: ':0', BEANS_PICKER_PRIVATE_DISPLAY: ':101' })).toBe(false);
    expect(isPrivateDisplay({ DISPLAY: ':0' })).toBe(false);
    expect(isPrivateDisplay({ BEANS_PICKER_PRIVATE_DISPLAY: ':101' })).toBe(false);
    expect(isPrivateDisplay({ DISPLAY: ':0', BEANS_PICKER_PRIVATE_DISPLAY: '' })).toBe(false);
  });
});
