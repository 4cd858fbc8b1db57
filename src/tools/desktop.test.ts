import { describe, expect, it } from 'vitest';
import { launchResult } from './desktop.js';

describe('launchResult', () => {
  it('is done when the app is up and nothing took the front', () => {
    expect(launchResult('linux:x11:0x1', { windowId: 'x11:0x1', pid: 7 })).toEqual({
      result: { status: 'done', windowId: 'linux:x11:0x1', pid: 7 },
    });
  });

  it('is done with a foreground note when the front was put back, saying after how long', () => {
    const launched = {
      windowId: 'x11:0x1',
      pid: 7,
      foregroundViolation: { restored: true, restoredInMs: 85 },
    };
    expect(launchResult('linux:x11:0x1', launched)).toEqual({
      result: {
        status: 'done',
        windowId: 'linux:x11:0x1',
        pid: 7,
        foreground: {
          raised: true,
          restored: true,
          restoredInMs: 85,
          note: 'the new window was raised to the front and the previous window was put back after 85 ms',
        },
      },
    });
  });

  it('is failed/foreground_violation only when the front could not be put back', () => {
    const launched = { windowId: 'x11:0x1', pid: 7, foregroundViolation: { restored: false } };
    expect(launchResult('linux:x11:0x1', launched)).toMatchObject({
      isError: true,
      result: {
        status: 'failed',
        code: 'foreground_violation',
        windowId: 'linux:x11:0x1',
        foreground: { raised: true, restored: false },
      },
    });
  });
});
