// Secret fields kept out of macOS pixels: the mapping keeps a secure field's box (never its value), and window
// screenshots and captures of the display paint it black.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MacosDriver } from '../../src/drivers/macos/driver.js';
import { WindowRecorder } from '../../src/drivers/macos/recorder.js';
import { runCommand } from '../../src/drivers/macos/runner.js';
import { SecretPixels } from '../../src/drivers/macos/secrets.js';
import { MacosTools } from '../../src/drivers/macos/tools.js';
import { decodePng } from '../../src/drivers/png.js';
import { macosDesktop } from '../../src/platforms/macosPlatform.js';
import type { DesktopExtras } from '../../src/tools/platform.js';
import { blankPng } from './fake/png.js';
import { FakeMac, FORM, greyFrame, mapTextEdit, NOTES, RECORDED_TEXTEDIT, signal } from './support.js';

// The recorded TextEdit window with two secure fields added: one with an element frame, one unindexed.
function withSecureFields(indexed: boolean): Record<string, unknown> {
  const state = RECORDED_TEXTEDIT;
  const rows = (state.tree_markdown as string).split('\n');
  rows.splice(
    3,
    0,
    '  - [7] AXSecureTextField [actions=[confirm]]',
    ...(indexed ? [] : ['  - AXSecureTextField']),
  );
  const pw = { element_index: 7, element_token: 's0000002a:7', role: 'AXSecureTextField', depth: 1 };
  return {
    ...state,
    tree_markdown: rows.join('\n'),
    elements: [
      ...(state.elements as unknown[]),
      { ...pw, value: 'hunter2', actions: ['AXConfirm'], frame: { x: 230, y: 170, w: 300, h: 24 } },
    ],
  };
}

describe('secure fields in the mapping', () => {
  it('keeps a secure field out of the snapshot but its box in window points', () => {
    const view = mapTextEdit(withSecureFields(true));
    expect(JSON.stringify(view.raw)).not.toContain('hunter2');
    expect(view.raw.nodes.some((n) => n.platformRole === 'AXSecureTextField')).toBe(false);
    // window_bounds of the recording: (200, 120).
    expect(view.secrets).toEqual({ boxes: [{ x: 30, y: 50, width: 300, height: 24 }], unplaced: false });
  });

  it('says when a secure field has no frame to place it by', () => {
    expect(mapTextEdit(withSecureFields(false)).secrets.unplaced).toBe(true);
  });
});

describe('screenshots of macOS windows', () => {
  let fake: FakeMac;
  let driver: MacosDriver;
  let desktop: DesktopExtras;

  beforeAll(() => {
    fake = new FakeMac();
    driver = fake.driver();
    desktop = macosDesktop(driver, { runner: fake.runner });
  });
  afterAll(() => driver.close());

  const grey = (png: Buffer) => {
    const pixels = decodePng(png);
    return (x: number, y: number) => pixels.data[(y * pixels.width + x) * 4] ?? -1;
  };

  it("paints the window's password field black and leaves the rest as captured", async () => {
    // The form is 600×500 points captured at 1200×1000; its password field is at (20, 100) in the window, 300×24.
    const at = grey(await desktop.screenshot(`${FORM}`, signal));
    for (const [x, y] of [
      [40, 200],
      [340, 224],
      [639, 247],
    ] as const)
      expect(at(x, y)).toBe(0);
    for (const [x, y] of [
      [39, 224],
      [640, 224],
      [340, 199],
      [340, 248],
      [20, 20],
    ] as const)
      expect(at(x, y)).toBe(0xc0);
  });

  it('paints a field seen only before the capture (a sheet closing as it is taken)', async () => {
    let reads = 0;
    const stub = {
      secretFields: async () => {
        reads += 1;
        const boxes = reads === 1 ? [{ x: 20, y: 100, width: 300, height: 24 }] : [];
        return { frame: { x: 100, y: 100, width: 600, height: 500 }, boxes, unplaced: false };
      },
    } as unknown as MacosDriver;
    const tools = {
      screenshot: async () => ({ mimeType: 'image/png', data: blankPng(1200, 1000) }),
    } as unknown as MacosTools;
    const shot = new SecretPixels(stub, tools, new WindowRecorder(), runCommand);
    const at = grey(await shot.window(FORM, signal));
    expect(reads).toBe(2);
    expect(at(340, 224)).toBe(0);
    expect(at(340, 190)).toBe(0xc0);
  });

  it('leaves a window with no secret field exactly as captured', async () => {
    const tools = new MacosTools(driver.connection, { runner: fake.runner });
    const captured = Buffer.from((await tools.screenshot(NOTES, { signal })).data, 'base64');
    expect((await desktop.screenshot(NOTES, signal)).equals(captured)).toBe(true);
  });

  it('paints every on-screen window’s password field on a capture of the display, placed by the window', async () => {
    // The display is 1512 points captured at 3024 pixels; the form's window is at (100, 100) points.
    const at = grey(await desktop.screenshot('screen', signal));
    expect(at(240, 400)).toBe(0);
    expect(at(540, 424)).toBe(0);
    expect(at(839, 447)).toBe(0);
    expect(at(239, 424)).toBe(0xc0);
    expect(at(540, 448)).toBe(0xc0);
    expect(at(100, 100)).toBe(0xc0);
  });
});

describe('a macOS recording', () => {
  it('paints a secure field that shows only after the start over the whole video, from its first frame', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'winrec-later-'));
    try {
      let reads = 0;
      // The window (600×500 points, recorded at 1200×1000) shows its password field from the third read on.
      const driver = {
        isActing: () => false,
        secretFields: async () => {
          reads += 1;
          const boxes = reads >= 3 ? [{ x: 20, y: 100, width: 300, height: 24 }] : [];
          return { frame: { x: 100, y: 100, width: 600, height: 500 }, boxes, unplaced: false };
        },
      } as unknown as MacosDriver;
      const recorder = new WindowRecorder({
        binary: fileURLToPath(new URL('./fake/winrec.mjs', import.meta.url)),
      });
      const pixels = new SecretPixels(driver, {} as MacosTools, recorder, runCommand);
      const out = join(dir, 'later.mp4');
      await pixels.recordStart(FORM, out, signal);
      await expect.poll(() => reads, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
      await pixels.recordStop(signal);
      for (const n of [0, 9]) {
        const at = greyFrame(out, n);
        expect(at(340, 224)).toBeLessThan(24);
        expect(at(340, 190)).toBeGreaterThan(230);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the window again every half second, but not while an action on it is under way', async () => {
    const fake = new FakeMac();
    const driver = fake.driver();
    const dir = mkdtempSync(join(tmpdir(), 'winrec-acting-'));
    try {
      let reads = 0;
      let acting = false;
      const read = driver.secretFields.bind(driver);
      driver.secretFields = (windowId, s) => {
        reads += 1;
        return read(windowId, s);
      };
      driver.isActing = () => acting;
      const recorder = new WindowRecorder({
        binary: fileURLToPath(new URL('./fake/winrec.mjs', import.meta.url)),
      });
      const pixels = new SecretPixels(
        driver,
        new MacosTools(driver.connection, { runner: fake.runner }),
        recorder,
        runCommand,
      );
      await pixels.recordStart(FORM, join(dir, 'form.mp4'), signal);
      expect(reads).toBe(1);
      acting = true;
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(reads).toBe(1);
      acting = false;
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(reads).toBeGreaterThanOrEqual(2);
      expect((await pixels.recordStop(signal)).path).toBe(join(dir, 'form.mp4'));
    } finally {
      await driver.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
