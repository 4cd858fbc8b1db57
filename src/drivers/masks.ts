// Secret fields in pixels: the boxes a screenshot or recording paints black, whichever driver read them.
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

/** ffmpeg's arguments that paint `filters` over the video `from` into the new file `to` (H.264, as recorded). */
export function paintArgs(from: string, to: string, filters: string): string[] {
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
