import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { DriverError, type CallOptions } from '../../src/core/driver.js';
import type { RawSnapshot } from '../../src/core/snapshot.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import type { SimWindow } from '../../src/drivers/sim/world.js';
import { testContext } from '../support/context.js';

// A press after which its app stops answering (mousepad's Save opens a modal Save As dialog whose loop holds the
// app, and a new user's trial got app_not_responding while the dialog had opened): the step may have happened, and
// the failure says so instead of reading as if nothing was done.
// The editor's app: Save makes it stop answering, as a modal dialog's loop does.
const app = { frozen: false };

class FreezingDriver extends SimDriver {
  override async snapshot(windowId: string, options: CallOptions): Promise<RawSnapshot> {
    if (app.frozen)
      throw new DriverError(
        'app_not_responding',
        'Editor (pid 4242) does not answer its accessibility calls',
      );
    return super.snapshot(windowId, options);
  }
}

const editor: SimWindow = {
  id: 'w-editor',
  app: 'Editor',
  pid: 4242,
  title: 'Untitled - Editor',
  root: {
    id: 'root',
    role: 'window',
    label: 'Untitled - Editor',
    children: [
      { id: 'save', role: 'button', label: 'Save' },
      { id: 'open', role: 'button', label: 'Open' },
    ],
  },
  on: { 'save:click': () => void (app.frozen = true) },
};

describe('a press after which the app stops answering', () => {
  it('fails with the app not responding, saying the step may have happened', async () => {
    const driver = new FreezingDriver({ windows: [editor] });
    const ctx = testContext(driver, createEmbeddedDecider());
    const result = await runAct(ctx, { windowId: 'w-editor', instruction: 'click Save' });
    expect(app.frozen).toBe(true);
    expect(result).toMatchObject({ status: 'failed', code: 'app_not_responding' });
    expect(result.message).toContain('the step may have happened');
  });
});
