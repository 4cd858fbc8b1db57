// Ink the first reading left unread. Tesseract, reading a screen as sparse text, passes over a lone character: a
// grid's stock of 9, a badge's 3, a single-letter button. Marks of ink of a letter's size that no word read covers
// are gathered into word-sized clusters, to be read again at twice the size with the unsure words. Pure.
import type { Grey } from './screen.js';
import type { Region } from './reread.js';
import type { TsvWord } from './tesseract.js';

// A pixel darker than this is ink (the prepared image has its text dark on white).
const INK = 128;
// A cluster of marks this many pixels high is text of 8 to 13 px (larger text is read well the first time).
const LOW = 6;
const HIGH = 18;
// Marks on one line are one word when the gap between them is at most this share of the line's height.
const WORD_GAP = 0.6;
// Narrower clusters are strokes, not letters; marks this close to a word read belong to it.
const THIN = 3;
const NEAR = 3;
// Pieces of one character one above the other (a faint "5" cut in three) are this close at most.
const STACKED = 2;
// Paper around a cut-out cluster, in source pixels.
const MARGIN = 4;
// A screen with more unread marks than this is a picture, not text left unread.
const MOST = 40;

/** A box in source pixels: x0, y0, x1, y1 (exclusive). */
type Box = [number, number, number, number];

/**
 * Word-sized clusters of ink that no word of the first reading covers, each a region to read again (its word is a
 * placeholder, empty and of no confidence, with a key of its own: what is read there is a line of its own).
 */
export function unreadInk(grey: Grey, words: readonly TsvWord[]): Region[] {
  const read = words.map((w) => w.box);
  // The words read are painted out first: what is left to join into marks is little.
  const data = grey.data.slice();
  for (const [x0, y0, x1, y1] of read)
    for (let y = Math.max(0, y0); y < Math.min(grey.height, y1); y++)
      data.fill(255, y * grey.width + Math.max(0, x0), y * grey.width + Math.min(grey.width, x1));
  // A mark beside a word read is that word's edge (or the rest of it: a fragment read alone is a wrong word).
  const near = read.map(([x0, y0, x1, y1]): Box => [x0 - NEAR, y0 - NEAR, x1 + NEAR, y1 + NEAR]);
  const marks = inkMarks({ ...grey, data }).filter(
    (m) => m[3] - m[1] <= HIGH && !near.some((b) => overlaps(b, m)),
  );
  // A line one pixel wide (a caret, what is left of a border) is no letter, nor is a dot.
  const clusters = clustered(marks).filter(
    (c) => c[3] - c[1] >= LOW && c[3] - c[1] <= HIGH && c[2] - c[0] >= THIN,
  );
  if (clusters.length > MOST) return [];
  return clusters.map((c, i) => ({
    box: [
      Math.max(0, c[0] - MARGIN),
      Math.max(0, c[1] - MARGIN),
      Math.min(grey.width, c[2] + MARGIN),
      Math.min(grey.height, c[3] + MARGIN),
    ],
    word: { key: `ink:${i}`, text: '', conf: -1, box: c },
  }));
}

/** The boxes of the image's marks: its pieces of ink, each touching pixels (diagonals too) joined. */
export function inkMarks(grey: Grey): Box[] {
  const { width, height, data } = grey;
  // Each ink pixel's label (0: paper), joined by union-find as a row is compared with the one above.
  const label = new Int32Array(width * height);
  const parent = new Int32Array(Math.ceil((width * height) / 2) + 2);
  let labels = 0;
  const find = (a: number): number => {
    let root = a;
    while (parent[root] !== root) root = parent[root] ?? root;
    while (parent[a] !== root) {
      const next = parent[a] ?? root;
      parent[a] = root;
      a = next;
    }
    return root;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if ((data[i] ?? 255) >= INK) continue;
      // The pixels before this one that touch it: left, and the three above.
      let mine = 0;
      const take = (n: number): void => {
        const other = label[n] ?? 0;
        if (other === 0) return;
        if (mine === 0) mine = other;
        else if (other !== mine) {
          const [ra, rb] = [find(mine), find(other)];
          if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
        }
      };
      if (x > 0) take(i - 1);
      if (y > 0) {
        if (x > 0) take(i - width - 1);
        take(i - width);
        if (x < width - 1) take(i - width + 1);
      }
      if (mine === 0) {
        labels += 1;
        mine = labels;
        parent[mine] = mine;
      }
      label[i] = mine;
    }
  }
  // Each root's box: x0, y0, x1, y1 at 4 * root.
  const boxes = new Int32Array(4 * (labels + 1)).fill(-1);
  for (let i = 0; i < label.length; i++) {
    if ((label[i] ?? 0) === 0) continue;
    const root = find(label[i] ?? 0);
    const [x, y, at] = [i % width, Math.floor(i / width), 4 * root];
    if ((boxes[at] ?? -1) < 0) boxes.set([x, y, x + 1, y + 1], at);
    else {
      boxes[at] = Math.min(boxes[at] ?? x, x);
      boxes[at + 2] = Math.max(boxes[at + 2] ?? x, x + 1);
      boxes[at + 3] = y + 1;
    }
  }
  const out: Box[] = [];
  for (let at = 4; at < boxes.length; at += 4)
    if ((boxes[at] ?? -1) >= 0)
      out.push([boxes[at] ?? 0, boxes[at + 1] ?? 0, boxes[at + 2] ?? 0, boxes[at + 3] ?? 0]);
  return out;
}

/**
 * Marks on one line and close together, or pieces of one character one above the other, as word-sized clusters
 * (an "i" and its dot one cluster).
 */
export function clustered(marks: readonly Box[]): Box[] {
  const clusters: Box[] = [];
  for (const mark of [...marks].sort((a, b) => a[0] - b[0])) {
    const line = clusters.find((c) => {
      const high = Math.max(c[3] - c[1], mark[3] - mark[1]);
      const across = Math.min(c[3], mark[3]) - Math.max(c[1], mark[1]);
      const above = Math.max(c[1], mark[1]) - Math.min(c[3], mark[3]);
      const beside = across > 0 && mark[0] - c[2] <= WORD_GAP * high;
      return beside || (mark[0] < c[2] && above <= STACKED);
    });
    if (!line) clusters.push([...mark]);
    else {
      line[0] = Math.min(line[0], mark[0]);
      line[1] = Math.min(line[1], mark[1]);
      line[2] = Math.max(line[2], mark[2]);
      line[3] = Math.max(line[3], mark[3]);
    }
  }
  return clusters;
}

function overlaps(a: Box, b: Box): boolean {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}
