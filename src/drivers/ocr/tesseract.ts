// Debian's tesseract (5.x, English data from tesseract-ocr-eng) run as a child process on a PNG: the words it
// reads, joined into its own text lines, each with a box in image pixels and the mean word confidence (0-100).
import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { DriverError } from '../../core/driver.js';

/** One line of text read from an image, in image pixels. */
export interface OcrLine {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Mean word confidence, 0-100. */
  confidence: number;
  /** The line's words, left to right, each with its span across (image pixels). */
  words?: { text: string; x: number; width: number }[];
}

/** How to run tesseract: its page segmentation mode and binarisation. */
export interface TesseractOptions {
  /** 11 (sparse text, no order) suits a screen of scattered labels; 3 (auto) suits running text. */
  psm?: number;
  /**
   * Tesseract 5's `thresholding_method`: 0 global Otsu (default), 1 Leptonica's adaptive Otsu (reads light text on
   * dark buttons, 2-4 times slower), 2 Sauvola.
   */
  thresholding?: 0 | 1 | 2;
  signal?: AbortSignal;
}

const BINARY = 'tesseract';

/** Reads the text lines of a PNG with tesseract; fails with ocr_unavailable when tesseract is not installed. */
export async function tesseractLines(png: Buffer, options: TesseractOptions = {}): Promise<OcrLine[]> {
  return linesOfWords(await tesseractWords(png, options));
}

/** Every word tesseract reads in an image (PNG or PGM), the unsure ones too. */
export async function tesseractWords(image: Buffer, options: TesseractOptions = {}): Promise<TsvWord[]> {
  return startTesseract(options).words(image, options.signal);
}

/** A tesseract started before its image is ready. */
export interface StartedTesseract {
  /** Gives the process its image and answers the words it reads; called once. */
  words(image: Buffer, signal?: AbortSignal): Promise<TsvWord[]>;
  /** Ends the process when it is not needed after all. */
  stop(): void;
  /** Whether the process still waits for its image (a spare can be ended from outside). */
  waiting(): boolean;
}

/**
 * Starts tesseract on an image to come. It loads its language data first (about 120 ms of its start, whatever the
 * image) and only then reads its standard input, so a process started while the image is being prepared, or while
 * another reading goes on, answers about 10 ms after its image is written.
 */
export function startTesseract(options: Omit<TesseractOptions, 'signal'> = {}): StartedTesseract {
  const args = ['stdin', 'stdout', '-l', 'eng', '--psm', String(options.psm ?? 11)];
  if (options.thresholding) args.push('-c', `thresholding_method=${options.thresholding}`);
  args.push('tsv');
  // One thread: the machine's cores are shared with the browser that is being read.
  const child = spawn(BINARY, args, {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  child.stdin.on('error', () => undefined);
  const done = new Promise<string>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new DriverError('ocr_unavailable', 'tesseract is not installed (scripts/install-deps.sh)')
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else
        reject(
          new DriverError('ocr_failed', `tesseract exited ${code}: ${Buffer.concat(err).toString().trim()}`),
        );
    });
  });
  // A process stopped, or never given its image because the reading failed before, is nobody's error.
  done.catch(() => undefined);
  // Waiting for its image, a process does not keep this one alive: it ends when its input closes with this one.
  // (Pipes to a child process are sockets, which can be unreferenced; their stream types do not say so.)
  const pipes = [child.stdin, child.stdout, child.stderr] as unknown as Socket[];
  child.unref();
  for (const pipe of pipes) pipe.unref();
  return {
    words: async (image, signal) => {
      signal?.throwIfAborted();
      child.ref();
      for (const pipe of pipes) pipe.ref();
      const abort = (): void => void child.kill();
      signal?.addEventListener('abort', abort, { once: true });
      try {
        child.stdin.end(image);
        const tsv = await done;
        return wordsOf(tsv);
      } catch (error) {
        signal?.throwIfAborted();
        throw error;
      } finally {
        signal?.removeEventListener('abort', abort);
      }
    },
    stop: () => void child.kill(),
    waiting: () => child.exitCode === null && child.signalCode === null && child.stdin.writable,
  };
}

// A tesseract started ahead for the next reading, by its page segmentation mode.
const spares = new Map<number, StartedTesseract>();

/**
 * A tesseract for a reading: the one started ahead when it still waits (it answers about 10 ms after its image is
 * written), or one started now. Spares are only ever started after a reading, so a process that never reads a
 * screen starts none.
 */
export function takeTesseract(psm: number): StartedTesseract {
  const spare = spares.get(psm);
  spares.delete(psm);
  return spare?.waiting() ? spare : startTesseract({ psm });
}

/** Keeps a tesseract that was not given its image for the next reading (or ends it, when one waits already). */
export function keepSpare(psm: number, tesseract: StartedTesseract): void {
  if (spares.get(psm)?.waiting()) tesseract.stop();
  else spares.set(psm, tesseract);
}

/** Starts a spare of each of these modes that has none waiting. */
export function startSpares(modes: readonly number[]): void {
  for (const psm of modes) if (!spares.get(psm)?.waiting()) spares.set(psm, startTesseract({ psm }));
}

/** Ends the spares (a test that counts processes; the spares end with this process anyway). */
export function stopSpares(): void {
  for (const spare of spares.values()) spare.stop();
  spares.clear();
}

// Words read with less confidence are mostly strokes taken for letters (a legend's colour box read as "(lll").
const MIN_WORD_CONFIDENCE = 50;
// A gap wider than this many word heights ends a line: two legend items or toolbar labels on one row are two
// things a person reads and clicks apart.
const GAP_HEIGHTS = 1.5;

/** A word as tesseract read it: its line's key (block:paragraph:line), text, confidence and box (x0, y0, x1, y1). */
export interface TsvWord {
  key: string;
  text: string;
  conf: number;
  box: [number, number, number, number];
}

/** Every word of tesseract's TSV (level 5 rows), the unsure ones too, in its reading order. */
export function wordsOf(tsv: string): TsvWord[] {
  const words: TsvWord[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const cols = row.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    const text = (cols[11] ?? '').trim();
    if (text === '') continue;
    const [left, top, width, height] = cols.slice(6, 10).map(Number) as [number, number, number, number];
    words.push({
      key: cols.slice(1, 5).join(':'),
      text,
      conf: Number(cols[10]),
      box: [left, top, left + width, top + height],
    });
  }
  return words;
}

/** Whether tesseract is sure enough of a word to keep it. */
export const sure = (word: TsvWord): boolean => word.conf >= MIN_WORD_CONFIDENCE;

/**
 * Tesseract's TSV (one row per word, level 5) as lines: its own lines (block, paragraph, line), split where the
 * gap between two words is wide, without the words it is unsure of.
 */
export function linesOf(tsv: string): OcrLine[] {
  return linesOfWords(wordsOf(tsv));
}

/** Words in reading order as lines, as `linesOf` makes them, without the words tesseract is unsure of. */
export function linesOfWords(all: readonly TsvWord[]): OcrLine[] {
  const lines: TsvWord[][] = [];
  let last: TsvWord | undefined;
  for (const word of all) {
    if (!sure(word)) continue;
    const height = word.box[3] - word.box[1];
    const gap = last ? word.box[0] - last.box[2] : 0;
    const wide = last !== undefined && gap > GAP_HEIGHTS * Math.max(height, last.box[3] - last.box[1]);
    if (last && last.key === word.key && !wide) lines[lines.length - 1]?.push(word);
    else lines.push([word]);
    last = word;
  }
  return lines.map((words) => {
    const [x0, y0] = [Math.min(...words.map((w) => w.box[0])), Math.min(...words.map((w) => w.box[1]))];
    const [x1, y1] = [Math.max(...words.map((w) => w.box[2])), Math.max(...words.map((w) => w.box[3]))];
    return {
      text: words.map((w) => w.text).join(' '),
      x: x0,
      y: y0,
      width: x1 - x0,
      height: y1 - y0,
      confidence: Math.round(words.reduce((a, w) => a + w.conf, 0) / words.length),
      words: words.map((w) => ({ text: w.text, x: w.box[0], width: w.box[2] - w.box[0] })),
    };
  });
}
