// Secret fields in pixels: the boxes a screenshot or recording paints black, whichever driver read them, and the
// last step of a recording: its raw video published with every box seen painted over it.
import { rename, rm, stat } from 'node:fs/promises';
import { DriverError } from '../core/driver.js';
import type { Rect } from '../core/snapshot.js';
import type { Box } from './png.js';

/** Boxes in points (a window's own, or placed at `origin`) as whole image pixels at `scale`, grown outward. */
export function pixelBoxes(rects: readonly Rect[], scale: number, origin = { x: 0, y: 0 }): Box[] {
  return rects.map((r) => {
    const x = Math.floor((r.x + origin.x) * scale);
    const y = Math.floor((r.y + origin.y) * scale);
    return {
      x,
      y,
      width: Math.ceil((r.x + origin.x + r.width) * scale) - x,
      height: Math.ceil((r.y + origin.y + r.height) * scale) - y,
    };
  });
}

/** The boxes of every secret field a recording has seen, painted black over all of it at the end. */
export class SecretMasks {
  private readonly boxes = new Map<string, Box>();

  constructor(boxes: readonly Box[] = []) {
    this.add(boxes);
  }

  /** Adds boxes not seen before. */
  add(boxes: readonly Box[]): void {
    for (const b of boxes) this.boxes.set(`${b.x},${b.y},${b.width},${b.height}`, b);
  }

  /** ffmpeg's filter chain that fills each box black ('' when there is none). */
  drawboxes(): string {
    return [...this.boxes.values()]
      .map((b) => `drawbox=x=${b.x}:y=${b.y}:w=${b.width}:h=${b.height}:color=black:t=fill`)
      .join(',');
  }
}

/** Runs ffmpeg with these arguments (each driver has its own way to run a program). */
export type RunFfmpeg = (args: string[]) => Promise<{ code: number | null; stderr: string }>;

/**
 * Publishes the raw video at `out` (a new file) with every box in `masks` painted black over all of it, or as it is
 * when none was seen; the raw file is removed either way. Answers the published file's size.
 */
export async function publishMasked(
  raw: string,
  out: string,
  masks: SecretMasks,
  paint: RunFfmpeg,
): Promise<number> {
  try {
    const filters = masks.drawboxes();
    if (!filters) await rename(raw, out);
    else {
      const painted = await paint(paintArgs(raw, out, filters));
      if (painted.code !== 0)
        throw new DriverError(
          'record_failed',
          `could not hide the secret fields in the recording: ${painted.stderr.trim() || `ffmpeg exit ${String(painted.code)}`}`,
        );
    }
    return (await stat(out)).size;
  } finally {
    await rm(raw, { force: true });
  }
}

// ffmpeg's arguments that paint `filters` over the video `from` into the new file `to` (H.264, as recorded).
function paintArgs(from: string, to: string, filters: string): string[] {
  return [
    '-n',
    '-loglevel',
    'error',
    '-i',
    from,
    '-vf',
    filters,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    to,
  ];
}
