// Small pure pieces: the screen-lock plist, key chords, shortcuts, result envelopes, the background rule.
import { describe, expect, it } from 'vitest';
import { foregroundReason } from '../../src/drivers/macos/background.js';
import { hotkeyKeys, parseChord } from '../../src/drivers/macos/keys.js';
import { lockStateOf } from '../../src/drivers/macos/lock.js';
import { classify, isStale } from '../../src/drivers/macos/result.js';
import { axShortcut, standardShortcut } from '../../src/drivers/macos/shortcuts.js';
import { ioregPlist } from './support.js';

describe('screen lock from ioreg', () => {
  it('reads locked, unlocked and unreadable plists', () => {
    expect(lockStateOf(ioregPlist(true))).toBe('locked');
    expect(lockStateOf(ioregPlist(false))).toBe('unlocked');
    expect(lockStateOf('not a plist')).toBe('unavailable');
    expect(lockStateOf('<?xml version="1.0"?><plist><dict></dict></plist>')).toBe('unavailable');
    expect(
      lockStateOf(
        ioregPlist(true).replace('<true/>\n\t\t\t<key>kCGS', '<string>yes</string>\n\t\t\t<key>kCGS'),
      ),
    ).toBe('unavailable');
  });
});

describe('key chords', () => {
  it('maps names and modifiers to cua-driver names', () => {
    expect(parseChord('Return')).toEqual({ modifiers: [], key: 'return' });
    expect(parseChord('shift+F10')).toEqual({ modifiers: ['shift'], key: 'f10' });
    expect(hotkeyKeys(parseChord('cmd+alt+shift+s'))).toEqual(['cmd', 'option', 'shift', 's']);
    expect(hotkeyKeys(parseChord('meta+,'))).toEqual(['cmd', ',']);
    expect(() => parseChord('hyper+x')).toThrow(/unknown modifier/u);
    expect(() => parseChord('Launch')).toThrow(/no key named/u);
  });
});

describe('menu shortcuts', () => {
  it('knows the standard AppKit items, view modes, and AX key equivalents', () => {
    expect(standardShortcut(['File', 'Save As…'])).toBe('cmd+alt+shift+s');
    expect(standardShortcut(['編集', 'コピー'])).toBe('cmd+c');
    expect(standardShortcut(['View', 'Scientific'])).toBe('cmd+2');
    expect(standardShortcut(['File', 'Export…'])).toBeUndefined();
    expect(axShortcut('S', 1)).toBe('shift+cmd+s');
    expect(axShortcut('f', 6)).toBe('ctrl+alt+cmd+f');
    expect(axShortcut('', 0)).toBeUndefined();
  });
});

describe('result envelopes', () => {
  it('reads all four failure shapes and success', () => {
    expect(
      classify({
        content: [{ type: 'text', text: '✅ ok' }],
        structuredContent: { effect: 'confirmed', route: 'accessibility' },
      }),
    ).toMatchObject({ ok: true });
    const stale = classify({
      isError: true,
      content: [],
      structuredContent: { status: 'refused', refusal: { code: 'stale_element_token', message: 'stale' } },
    });
    expect(stale).toMatchObject({ ok: false, code: 'stale_element_token' });
    expect(isStale(stale)).toBe(true);
    expect(
      classify({
        isError: true,
        content: [],
        structuredContent: { code: 'same_pid_keyboard_ambiguity', effect: 'refused', reason: 'two windows' },
      }),
    ).toMatchObject({ ok: false, code: 'same_pid_keyboard_ambiguity', message: 'two windows' });
    expect(
      classify({
        isError: true,
        content: [],
        structuredContent: { code: 'window_id_not_found', suggestion: 'list windows' },
      }),
    ).toMatchObject({ code: 'window_id_not_found' });
    expect(
      classify({ isError: true, content: [], structuredContent: { error: 'APP_NOT_INSTALLED' } }),
    ).toMatchObject({ code: 'APP_NOT_INSTALLED' });
    const text = classify({
      isError: true,
      content: [
        {
          type: 'text',
          text: 'Element index 4 not found in cache for pid=1 window_id=2. Call get_window_state first.',
        },
      ],
    });
    expect(isStale(text)).toBe(true);
    expect(
      classify({ isError: true, content: [{ type: 'text', text: 'Unknown tool: zoom' }] }),
    ).toMatchObject({ code: 'unknown_driver_tool' });
    expect(
      classify({ content: [], structuredContent: { path: 'ax', verified: false, effect: 'failed' } }),
    ).toMatchObject({ ok: false, code: 'failed' });
  });
});

describe('the background rule', () => {
  it('names every call that would leave the background', () => {
    expect(foregroundReason('bring_to_front', {})).toMatch(/front/u);
    expect(foregroundReason('click', { delivery_mode: 'foreground' })).toMatch(/foreground/u);
    expect(foregroundReason('click', { scope: 'desktop' })).toMatch(/desktop/u);
    expect(foregroundReason('click', { target: { kind: 'desktop' } })).toMatch(/desktop/u);
    expect(foregroundReason('click', { delivery_mode: 'background', target: { kind: 'window' } })).toBeNull();
  });
});
