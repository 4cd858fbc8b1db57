// Pixels compared when a press leaves the tree unchanged, in a background tab: by default only in windows with
// drawn content (a canvas read by OCR), every press with BEANS_PICKER_PIXEL_CHECK=always, never with off. A pixel
// change informs the caller; it never makes a step done. Judged by the page's own state.
import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import type { PixelCheck } from '../../src/core/act/context.js';
import type { ActResult } from '../../src/core/act/types.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { countingGlances, testContext } from '../support/context.js';
import { openPage, useBrowser } from './helpers.js';

const fx = useBrowser();

// Opens a page afresh and acts on it with the browser driver, counting its glances.
async function pressOn(
  page: string,
  instruction: string,
  pixelCheck?: PixelCheck,
): Promise<{ result: ActResult; glances: () => number }> {
  fx.server.reset();
  const windowId = await openPage(fx, page);
  const { driver, glances } = countingGlances(fx.driver);
  const ctx = testContext(driver, createEmbeddedDecider(), pixelCheck ? { pixelCheck } : {});
  return { result: await runAct(ctx, { windowId, instruction }), glances };
}
const starred = () => fx.server.state().values.star;

describe('a glance at the pixels when the tree shows no change', () => {
  it('is not taken by default on a page with no drawn content: a star lit only by its colours stays plainly unverified', async () => {
    const { result, glances } = await pressOn('/starred.html', 'click the Star');
    expect(starred()).toBe('true');
    expect(glances()).toBe(0);
    expect(result.status).toBe('unverified');
    expect(result.verification?.screen).toBeUndefined();
    expect(result.message).not.toMatch(/screen|pixels/u);
  }, 60_000);

  it('with always, says only the star itself was redrawn (a hover style could do that alone): still unverified', async () => {
    const { result, glances } = await pressOn('/starred.html', 'click the Star', 'always');
    expect(starred()).toBe('true');
    expect(glances()).toBe(2);
    expect(result.status).toBe('unverified');
    expect(result.verification?.screen).toMatchObject({ changed: false, redrawn: true });
    expect(result.message).toContain(
      'on screen only the control itself (or the one the pointer left) was redrawn',
    );
  }, 60_000);

  it('with always, a press that changes the tree takes the glance before it and none after', async () => {
    const { result, glances } = await pressOn('/form.html', 'click Save', 'always');
    expect(fx.server.state().saves).toBe(1);
    expect(result.status, result.message).toBe('done');
    expect(glances()).toBe(1);
    expect(result.verification?.screen).toBeUndefined();
  }, 60_000);

  it('with off, takes none even on a canvas', async () => {
    const { result, glances } = await pressOn('/canvas.html', 'click Grid', 'off');
    expect(glances()).toBe(0);
    expect(result.status).toBe('unverified');
    expect(result.verification?.screen).toBeUndefined();
  }, 60_000);
});
