// Secret fields kept out of macOS pixels. Window screenshots, captures of the display and window recordings paint
// the box of every secure text field (AXSecureTextField, read from the window's accessibility tree) black before
// the image or video leaves the driver. A window whose fields cannot be read is not captured or recorded, and is
// painted black whole in a capture of the display.
import { rm } from 'node:fs/promises';
import { DriverError } from '../../core/driver.js';
import type { Rect } from '../../core/snapshot.js';
import { pixelBoxes, publishMasked, SecretMasks } from '../masks.js';
import { decodePng, encodePng, paintBlack } from '../png.js';
import type { MacosDriver } from './driver.js';
import type { Recording, WindowRecorder } from './recorder.js';
import type { CommandRunner } from './runner.js';
import type { MacosTools } from './tools.js';
import { requireWindowId } from './view.js';

// How often a recording reads its window's secret fields, and how long one read may take.
const MASK_POLL_MS = 500;
const READ_LIMIT_MS = 5000;

/** A window's secret fields: their boxes in the window's points, and the window's frame in screen points. */
interface Secrets {
  frame: Rect | undefined;
  boxes: Rect[];
}

interface Masking {
  raw: string;
  out: string;
  masks: SecretMasks;
  stop: () => Promise<void>;
}

/** Screenshots and recordings of macOS windows with their secret fields painted black. */
export class SecretPixels {
  private masking: Masking | null = null;

  constructor(
    private readonly driver: MacosDriver,
    private readonly tools: MacosTools,
    private readonly recorder: WindowRecorder,
    private readonly runner: CommandRunner,
  ) {}

  /**
   * A PNG of one window; fails rather than show a secret field it cannot place. The fields are read before and
   * after the capture, so one that shows at either moment (a sheet closing, a field appearing) is painted.
   */
  async window(windowId: string, signal: AbortSignal): Promise<Buffer> {
    const read = () =>
      this.secrets(windowId, signal).catch((error: unknown) => {
        throw unreadable(
          'screenshot_failed',
          `could not read ${windowId}'s fields to hide secret ones`,
          error,
        );
      });
    const before = await read();
    const shot = Buffer.from((await this.tools.screenshot(windowId, { signal })).data, 'base64');
    const after = await read();
    const boxes = [...before.boxes, ...after.boxes];
    if (!boxes.length) return shot;
    const pixels = decodePng(shot);
    paintBlack(
      pixels,
      pixelBoxes(boxes, scaleOf(pixels.width, after.frame ?? before.frame, 'screenshot_failed')),
    );
    return encodePng(pixels);
  }

  /** A PNG of the main display with every on-screen window's secret fields black (read before and after). */
  async screen(signal: AbortSignal): Promise<Buffer> {
    const before = await this.onScreen(signal);
    const shot = await this.tools.screenCapture({ signal });
    if (!shot.scale)
      throw new DriverError(
        'screenshot_failed',
        'cua-driver did not say the capture scale, so secret fields cannot be placed',
      );
    const boxes = [...before, ...(await this.onScreen(signal))];
    const png = Buffer.from(shot.data, 'base64');
    if (!boxes.length) return png;
    const pixels = decodePng(png);
    paintBlack(pixels, pixelBoxes(boxes, shot.scale));
    return encodePng(pixels);
  }

  // Every on-screen window's secret fields in screen points, placed by the window; a window whose fields cannot be
  // read is given whole.
  private async onScreen(signal: AbortSignal): Promise<Rect[]> {
    const windows = await this.driver.windows({ onScreenOnly: true }, { signal });
    const boxes = await Promise.all(
      windows.map(async (w): Promise<Rect[]> => {
        if (!w.frame)
          throw new DriverError(
            'screenshot_failed',
            `cua-driver did not say where ${w.id} is, so its fields cannot be hidden`,
          );
        const at = w.frame;
        const inside = await this.secrets(w.id, signal).catch(() => null);
        if (inside === null) return [at];
        return inside.boxes.map((b) => ({ ...b, x: b.x + at.x, y: b.y + at.y }));
      }),
    );
    return boxes.flat();
  }

  /**
   * Starts recording a window to `outPath`. The raw video goes to a file beside it; while it records, the window's
   * secret fields are read every half second (not while an action on the window is under way), and at the stop
   * every box seen is painted black over the whole video. A window whose fields cannot be read is not recorded.
   */
  async recordStart(windowId: string, outPath: string, signal: AbortSignal): Promise<void> {
    const ids = requireWindowId(windowId);
    if (this.masking)
      throw new DriverError('recording_busy', 'a recording is already running; stop it first');
    const first = await this.secrets(windowId, signal).catch((error: unknown) => {
      throw unreadable(
        'record_failed',
        `will not record ${windowId}: its fields could not be read to hide secret ones`,
        error,
      );
    });
    const raw = `${outPath}.raw.mp4`;
    const size = await this.recorder.start(ids.cgWindowId, raw, signal);
    let masks: SecretMasks;
    let scale: number;
    try {
      scale = scaleOf(size.width, first.frame, 'record_failed');
      masks = new SecretMasks(pixelBoxes(first.boxes, scale));
    } catch (error: unknown) {
      this.recorder.close();
      await rm(raw, { force: true });
      throw error;
    }
    let running = true;
    let wake: (() => void) | undefined;
    const loop = (async () => {
      while (running) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, MASK_POLL_MS).unref();
        });
        if (!running || this.driver.isActing(windowId)) continue;
        // A window that closed or stopped answering keeps the boxes seen so far.
        const seen = await this.secrets(windowId, AbortSignal.timeout(READ_LIMIT_MS)).catch(() => null);
        if (seen) masks.add(pixelBoxes(seen.boxes, scale));
      }
    })();
    this.masking = {
      raw,
      out: outPath,
      masks,
      stop: async () => {
        running = false;
        wake?.();
        await loop;
      },
    };
  }

  /** Stops the recording and writes the file with every secret field seen painted black. */
  async recordStop(signal: AbortSignal): Promise<Recording> {
    const masking = this.masking;
    this.masking = null;
    await masking?.stop();
    const raw = await this.recorder.stop(signal);
    if (!masking) return raw;
    const bytes = await publishMasked(masking.raw, masking.out, masking.masks, (args) =>
      this.runner('ffmpeg', args, { timeoutMs: 120_000, signal }).catch((error: unknown) => {
        throw new DriverError(
          'record_failed',
          `the window showed a secret field and ffmpeg, which paints it out, could not run (${error instanceof DriverError ? error.message : 'failed'}); install it (brew install ffmpeg) to record this window. No video was kept`,
        );
      }),
    );
    return { ...raw, path: masking.out, bytes };
  }

  /** Ends a running recording without keeping its video. */
  async close(): Promise<void> {
    const masking = this.masking;
    this.masking = null;
    this.recorder.close();
    if (masking) {
      await masking.stop();
      await rm(masking.raw, { force: true });
    }
  }

  // A secure field that cannot be placed makes the window unreadable: nothing is shown rather than a secret.
  private async secrets(windowId: string, signal: AbortSignal): Promise<Secrets> {
    const read = await this.driver.secretFields(windowId, signal);
    if (read.unplaced)
      throw new DriverError('secret_unplaced', 'a secure field has no frame, so it cannot be painted out');
    return { frame: read.frame, boxes: read.boxes };
  }
}

// Image pixels per window point; a window with no frame cannot place its fields.
function scaleOf(pixelsWide: number, frame: Rect | undefined, code: string): number {
  if (!frame || frame.width <= 0)
    throw new DriverError(
      code,
      'cua-driver did not say the window size, so its secret fields cannot be placed',
    );
  return pixelsWide / frame.width;
}

function unreadable(code: string, message: string, error: unknown): DriverError {
  return new DriverError(code, `${message} (${error instanceof DriverError ? error.code : 'unreadable'})`);
}
