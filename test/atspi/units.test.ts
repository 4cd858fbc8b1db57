// The AT-SPI driver's pure parts: names, shortcuts, states, reading order, handles, the session's printed env.
import { afterAll, describe, expect, it } from 'vitest';
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
import { parseNumber } from '../../src/drivers/atspi/details.js';
import { readingOrder } from '../../src/drivers/atspi/reading.js';
import { parseExports } from '../../src/drivers/atspi/session.js';
import { nodeStates } from '../../src/drivers/atspi/states.js';
import { listClients, parseClients, windowIdOf, xidOf } from '../../src/drivers/atspi/x11.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

  it("undoes GTK4's label joined with its mnemonic underline (gtk4-demo's file chooser)", () => {
    expect(cleanName('_Cancel Cancel', 'gtk4')).toBe('Cancel');
    expect(cleanName('Con_nect Connect', 'gtk4')).toBe('Connect');
    expect(cleanName('_Open in New Tab Open in New Tab', 'gtk4')).toBe('Open in New Tab');
    expect(cleanName('Save __init__.py Save _init_.py', 'gtk4')).toBe('Save _init_.py');
    expect(cleanName('_Cancel Cancel', 'gtk3')).toBe('_Cancel Cancel');
    expect(cleanName('my_file my_file', 'gtk4')).toBe('my_file my_file');
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
    // Qt's check menu items say checked when they are, and neither checkable nor unchecked when they are not.
    expect(nodeStates(bits(STATE.checked), ROLE.menuItem, 'other').checked).toBe(true);
    expect(nodeStates(bits(), ROLE.menuItem, 'other').checked).toBeUndefined();
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

describe('listing X clients while windows close', () => {
  // A stand-in wmctrl on PATH: it fails with BadWindow as many times as FAIL_TIMES says, then lists one window.
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const fakeWmctrl = (failTimes: number, stderr: string): { env: NodeJS.ProcessEnv; calls: () => number } => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-wmctrl-'));
    dirs.push(dir);
    const count = join(dir, 'count');
    writeFileSync(count, '0');
    writeFileSync(
      join(dir, 'wmctrl'),
      `#!/bin/sh\nn=$(cat "${count}"); n=$((n+1)); echo $n > "${count}"\n` +
        `if [ "$n" -le ${String(failTimes)} ]; then echo '${stderr}' >&2; exit 1; fi\n` +
        `echo '0x00a00003  0 4242   host Form fixture'\n`,
      { mode: 0o755 },
    );
    return {
      env: { ...process.env, PATH: `${dir}:${process.env['PATH'] ?? ''}` },
      calls: () => Number(readFileSync(count, 'utf8')),
    };
  };
  const badWindow = 'X Error of failed request:  BadWindow (invalid Window parameter)';

  it('reads the list again when a window vanished under wmctrl (BadWindow)', async () => {
    const fake = fakeWmctrl(2, badWindow);
    expect(await listClients(fake.env)).toEqual([{ xid: 0xa00003, pid: 4242, title: 'Form fixture' }]);
    expect(fake.calls()).toBe(3);
  });

  it('gives up after five BadWindow failures, and at once on any other failure', async () => {
    const always = fakeWmctrl(99, badWindow);
    await expect(listClients(always.env)).rejects.toMatchObject({
      code: 'driver_unavailable',
      message: expect.stringContaining('5 times') as unknown,
    });
    expect(always.calls()).toBe(5);
    const other = fakeWmctrl(99, 'Cannot get client list properties.');
    await expect(listClients(other.env)).rejects.toMatchObject({ code: 'driver_unavailable' });
    expect(other.calls()).toBe(1);
  });

  it('parses titles with spaces and skips lines that are not windows', () => {
    expect(parseClients('0x01  0 12 host A  title\nnoise\n0x2a -1 0 host \n')).toEqual([
      { xid: 1, pid: 12, title: 'A  title' },
      { xid: 0x2a, pid: 0, title: '' },
    ]);
  });
});

describe('parseNumber (a spin button text as a number)', () => {
  it('reads the ways a number is shown, and nothing else', () => {
    expect(['120', '-3', '0.50', '0,5', '1.500', '1 000', '−2', '+7'].map(parseNumber)).toEqual([
      120, -3, 0.5, 0.5, 1.5, 1000, -2, 7,
    ]);
    for (const text of ['twelve', '', '1-2', '12abc', '1,2,3', '1,000.5'])
      expect(parseNumber(text)).toBeNaN();
  });
});
