// Reading what a page draws as pixels: a large canvas, or an image without alt text, that the tree has nothing
// inside is captured (its box only) and read by OCR, and the lines join the snapshot (src/drivers/ocr/merge.ts).
// A page without such a picture is never captured.
import { DriverError } from '../../core/driver.js';
import type { RawNode, Rect } from '../../core/snapshot.js';
import { mergeLines, type PlacedLine } from '../ocr/merge.js';
import { ocrCounts, readCapture } from '../ocr/read.js';
import { prepareScreen, type Grey } from '../ocr/screen.js';
import { decodePng } from '../png.js';
import type { PagePicture } from './page/types.js';
import type { Tab } from './tab.js';

// Device pixels per CSS pixel in the capture. At 2 tesseract lost the canvas fixture's boxed button labels (it
// read them at 1) and took twice as long.
const SCALE = 1;

/** A picture of the main frame and its node's index in the snapshot (-1 when it has none). */
export interface Picture {
  index: number;
  box: Rect;
}

/** The main frame's pictures whose box holds no named node of the tree: only their pixels say what they show. */
export function unexplained(
  pictures: PagePicture[],
  nodes: RawNode[],
  handles: (n: number) => string,
): Picture[] {
  return pictures.flatMap((p) => {
    const index = p.node >= 0 ? nodes.findIndex((n) => n.handle === handles(p.node)) : -1;
    const box = { x: p.x, y: p.y, width: p.w, height: p.h };
    const named = nodes.some(
      (n, i) => i !== index && i !== 0 && n.label !== '' && n.frame !== undefined && inside(n.frame, box),
    );
    return named ? [] : [{ index, box }];
  });
}

// Wholly inside: a named container around the picture (a figure, a region) explains nothing in it.
function inside(frame: Rect, box: Rect): boolean {
  return (
    frame.x >= box.x - 1 &&
    frame.y >= box.y - 1 &&
    frame.x + frame.width <= box.x + box.width + 1 &&
    frame.y + frame.height <= box.y + box.height + 1
  );
}

// What tesseract reads of a capture: its text dark on light and boxes' edges taken out (src/drivers/ocr/screen.ts).
const prepared = (png: Buffer): Grey => prepareScreen(decodePng(png));

/** Captures and reads each picture, adds its lines to `nodes`, and returns the screen text they add. */
export async function readPictures(tab: Tab, pictures: Picture[], nodes: RawNode[]): Promise<string[]> {
  if (pictures.length === 0) return [];
  const metrics = await tab.guard(tab.session.send('Page.getLayoutMetrics'));
  const { pageX, pageY } = metrics.cssVisualViewport;
  const texts: string[] = [];
  for (const { index, box } of pictures) {
    ocrCounts.captures += 1;
    // The clip is in document coordinates; the box is in the viewport's.
    const shot = await tab.guard(
      tab.session.send('Page.captureScreenshot', {
        format: 'png',
        clip: { x: box.x + pageX, y: box.y + pageY, width: box.width, height: box.height, scale: SCALE },
      }),
    );
    const lines = await readCapture(Buffer.from(shot.data, 'base64'), undefined, prepared).catch(
      (error: unknown) => {
        // Without tesseract the page is perceived as before: its tree only.
        if (error instanceof DriverError && error.code === 'ocr_unavailable') return [];
        throw error;
      },
    );
    const placed = lines.map((l): PlacedLine => ({
      text: l.text,
      confidence: l.confidence,
      frame: {
        x: box.x + l.x / SCALE,
        y: box.y + l.y / SCALE,
        width: l.width / SCALE,
        height: l.height / SCALE,
      },
    }));
    texts.push(...mergeLines(nodes, index, placed));
  }
  return texts;
}
