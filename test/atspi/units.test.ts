// The AT-SPI driver's pure parts: names, shortcuts, states, reading order, handles, the session's printed env.
import { describe, expect, it } from 'vitest';
import { hasState, ROLE, roleName, STATE } from '../../src/drivers/atspi/enums.js';
import {
  cleanName,
  helpAsLabel,
  menuShortcut,
  normaliseAccelerator,
} from '../../src/drivers/atspi/labels.js';
import { handleOf, refOf } from '../../src/drivers/atspi/narrow.js';
import { isGone } from '../../src/drivers/atspi/bus.js';
import dbus from 'dbus-next';
import { readingOrder } from '../../src/drivers/atspi/reading.js';
import { parseExports } from '../../src/drivers/atspi/session.js';
import { nodeStates } from '../../src/drivers/atspi/states.js';
import { windowIdOf, xidOf } from '../../src/drivers/atspi/x11.js';

const bits = (...set: number[]): number[] => {
  const words = [0, 0];
  for (const b of set) words[b >> 5] = ((words[b >> 5] ?? 0) | (1 << (b & 31))) >>> 0;
  return words;
};

describe('names', () => {
  it('undoes GTK4 doubled labels only when a child label says so', () => {
    expect(cleanName('7 7', 'gtk4', ['7'])).toBe('7');
    expect(cleanName('mod mod', 'gtk4', ['mod'])).toBe('mod');
    expect(cleanName('Bora Bora', 'gtk4', [])).toBe('Bora Bora');
    expect(cleanName('7 7', 'gtk3', ['7'])).toBe('7 7');
  });

  it('drops GTK4 class names and trims GTK3 accelerator padding', () => {
    expect(cleanName('GtkButton', 'gtk4')).toBe('');
    expect(cleanName('AdwGizmo', 'gtk4')).toBe('');
    expect(cleanName('Basic', 'gtk4')).toBe('Basic');
    expect(cleanName('New      ', 'gtk3')).toBe('New');
  });

  it('reads a tooltip as a label without its shortcut', () => {
    expect(helpAsLabel('Clear Display [Escape]')).toBe('Clear Display');
    expect(helpAsLabel(undefined)).toBe('');
  });
});

describe('shortcuts', () => {
  it('takes the accelerator part of a GTK3 menu keybinding', () => {
    expect(menuShortcut('n;<Alt>f:n;<Primary>n')).toBe('ctrl+n');
    expect(menuShortcut('a;<Alt>f:a;<Primary><Shift>s')).toBe('ctrl+shift+s');
    expect(menuShortcut('d;<Alt>e:d;Delete')).toBe('Delete');
    expect(menuShortcut('<Alt>s')).toBeUndefined();
    expect(menuShortcut('l;<Alt>f:l;')).toBeUndefined();
  });

  it('normalises accelerators and rejects unusable ones', () => {
    expect(normaliseAccelerator('<Control><Alt>F4')).toBe('ctrl+alt+F4');
    expect(normaliseAccelerator('<VoidSymbol>')).toBeUndefined();
    expect(normaliseAccelerator('<Weird>x')).toBeUndefined();
  });
});

describe('states', () => {
  it('maps GTK3 bits', () => {
    const s = nodeStates(
      bits(STATE.enabled, STATE.sensitive, STATE.showing, STATE.visible, STATE.editable, STATE.multiLine),
      ROLE.text,
      'gtk3',
    );
    expect(s).toMatchObject({
      enabled: true,
      editable: true,
      multiline: true,
      offscreen: false,
      secret: false,
    });
    expect(nodeStates(bits(STATE.visible), ROLE.pushButton, 'gtk3')).toMatchObject({
      enabled: false,
      offscreen: true,
    });
  });

  it('ignores the SHOWING bit GTK4 leaves unset', () => {
    expect(nodeStates(bits(STATE.sensitive, STATE.visible), ROLE.pushButton, 'gtk4')).toMatchObject({
      enabled: true,
      offscreen: false,
    });
  });

  it('reports check states, mixed, and password fields as secret', () => {
    expect(nodeStates(bits(STATE.checked), ROLE.checkBox, 'gtk3').checked).toBe(true);
    expect(nodeStates(bits(STATE.indeterminate), ROLE.checkBox, 'gtk3').checked).toBe('mixed');
    expect(nodeStates(bits(), ROLE.pushButton, 'gtk3').checked).toBeUndefined();
    expect(nodeStates(bits(STATE.editable), ROLE.passwordText, 'gtk3').secret).toBe(true);
    expect(nodeStates(bits(STATE.editable, STATE.readOnly), ROLE.text, 'gtk4').editable).toBe(false);
  });

  it('reads bits of the second word', () => {
    expect(hasState(bits(STATE.readOnly), STATE.readOnly)).toBe(true);
    expect(roleName(ROLE.pushButton)).toBe('push button');
    expect(roleName(9999)).toBe('unknown');
  });
});

describe('reading order', () => {
  it('reads lines top to bottom and left to right, unplaced texts last', () => {
    const f = (x: number, y: number) => ({ x, y, width: 10, height: 10 });
    const texts = [
      { text: 'c', frame: f(50, 40) },
      { text: 'b', frame: f(60, 2) },
      { text: 'a', frame: f(0, 0) },
      { text: 'z' },
    ];
    expect(readingOrder(texts)).toEqual(['a', 'b', 'c', 'z']);
  });
});

describe('ids and handles', () => {
  it('round-trips handles and X11 window ids', () => {
    expect(refOf(handleOf({ bus: ':1.7', path: '/org/a11y/atspi/accessible/3' }))).toEqual({
      bus: ':1.7',
      path: '/org/a11y/atspi/accessible/3',
    });
    expect(refOf('cdp:node-7')).toBeNull();
    expect(windowIdOf(0x1a00003)).toBe('x11:0x1a00003');
    expect(xidOf('x11:0x1a00003')).toBe(0x1a00003);
    expect(xidOf('tab:1')).toBeNull();
  });

  it('parses the environment the session script prints', () => {
    const printed = "export DISPLAY=':123'\nexport HOME='/tmp/beans-desktop.x/home'\nnot an export\n";
    expect(parseExports(printed)).toEqual({ DISPLAY: ':123', HOME: '/tmp/beans-desktop.x/home' });
  });
});

describe('gone applications', () => {
  it('an app that quit before answering (NoReply) is gone, like one that left the bus; other errors are not', () => {
    const error = (type: string) => new dbus.DBusError(type, 'x');
    expect(isGone(error('org.freedesktop.DBus.Error.NoReply'))).toBe(true);
    expect(isGone(error('org.freedesktop.DBus.Error.ServiceUnknown'))).toBe(true);
    expect(isGone(error('org.freedesktop.DBus.Error.AccessDenied'))).toBe(false);
    expect(isGone(new Error('NoReply'))).toBe(false);
  });
});
