// Pixels compared when a press leaves the tree unchanged, in a background tab: by default only in windows with
// drawn content (a canvas read by OCR), every press with BEANS_PICKER_PIXEL_CHECK=always, never with off. A pixel
// change informs the caller; it never makes a step done. Judged by the page's own state.
import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import type { PixelCheck } from '../../src/core/act/context.js';
import type { Driver } from '../../src/core/driver.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { testContext } from '../support/context.js';
import { openPage, useBrowser } from './helpers.js';

const fx = useBrowser();

// The browser driver, counting its glances.
function counted(): { driver: Driver; glances: () => number } {
  let glances = 0;
  const driver: Driver = Object.create(fx.driver) as Driver;
  driver.glance = async (windowId, options) => {
    glances += 1;
    return fx.driver.glance!(windowId, options);
  };
  return { driver, glances: () => glances };
}
const act = (driver: Driver, windowId: string, instruction: string, pixelCheck?: PixelCheck) =>
  runAct(testContext(driver, createEmbeddedDecider(), pixelCheck ? { pixelCheck } : {}), {
    windowId,
    instruction,
  });
const starred = () => fx.server.state().values.star;

describe('a glance at the pixels when the tree shows no change', () => {
  it('is not taken by default on a page with no drawn content: a star lit only by its colours stays plainly unverified', async () => {
    fx.server.reset();
    const windowId = await openPage(fx, '/starred.html');
    const { driver, glances } = counted();
    const result = await act(driver, windowId, 'click the Star');
    expect(starred()).toBe('true');
    expect(glances()).toBe(0);
    expect(result.status).toBe('unverified');
    expect(result.verification?.screen).toBeUndefined();
    expect(result.message).not.toMatch(/screen|pixels/u);
  }, 60_000);

  it('with always, says only the star itself was redrawn (a hover style could do that alone): still unverified', async () => {
    fx.server.reset();
    const windowId = await openPage(fx, '/starred.html');
    const { driver, glances } = counted();
    const result = await act(driver, windowId, 'click the Star', 'always');
    expect(starred()).toBe('true');
    expect(glances()).toBe(2);
    expect(result.status).toBe('unverified');
    expect(result.verification?.screen).toMatchObject({ changed: false, redrawn: true });
    expect(result.message).toContain(
      'on screen only the control itself (or the one the pointer left) was redrawn',
    );
  }, 60_000);

  it('with always, a press that changes the tree takes the glance before it and none after', async () => {
    fx.server.reset();
    const windowId = await openPage(fx, '/form.html');
    const { driver, glances } = counted();
    const result = await act(driver, windowId, 'click Save', 'always');
    expect(fx.server.state().saves).toBe(1);
    expect(result.status, result.message).toBe('done');
    expect(glances()).toBe(1);
    expect(result.verification?.screen).toBeUndefined();
  }, 60_000);

  it('with off, takes none even on a canvas', async () => {
    fx.server.reset();
    const windowId = await openPage(fx, '/canvas.html');
    const { driver, glances } = counted();
    const result = await act(driver, windowId, 'click Grid', 'off');
    expect(glances()).toBe(0);
    expect(result.status).toBe('unverified');
    expect(result.verification?.screen).toBeUndefined();
  }, 60_000);
});
