import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import type { SimWindow } from '../../src/drivers/sim/world.js';
import { testContext } from '../support/context.js';

// A step after which its own window is gone (a dialog's Cancel, xmessage's buttons): there is nothing left to read
// back, so done only when the control's name says it ends its window.
function dialog(): SimWindow {
  const window: SimWindow = {
    id: 'w-dialog',
    app: 'Notice',
    pid: 4343,
    title: 'Disk almost full',
    root: {
      id: 'root',
      role: 'dialog',
      label: 'Disk almost full',
      children: [
        { id: 'cancel', role: 'button', label: 'Cancel' },
        { id: 'details', role: 'button', label: 'Show details' },
      ],
    },
    on: {
      'cancel:click': () => void (window.closed = true),
      'details:click': () => void (window.closed = true),
    },
  };
  return window;
}

function setup() {
  const driver = new SimDriver({ windows: [dialog()] });
  return { driver, ctx: testContext(driver, createEmbeddedDecider()) };
}

describe('a step that closes its own window', () => {
  it('"click Cancel" is done: the window closed, as Cancel does', async () => {
    const { ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-dialog', instruction: 'click Cancel' });
    expect(result).toMatchObject({ status: 'done', message: 'the window closed' });
  });

  it('a control whose name says nothing of closing is unverified when its window goes', async () => {
    const { ctx } = setup();
    const result = await runAct(ctx, { windowId: 'w-dialog', instruction: 'click Show details' });
    expect(result.status).toBe('unverified');
    expect(result.message).toContain('the window closed');
  });
});
