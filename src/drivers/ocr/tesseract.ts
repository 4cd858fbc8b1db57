// Debian's tesseract (5.x, English data from tesseract-ocr-eng) run as a child process on a PNG: the words it
// reads, joined into its own text lines, each with a box in image pixels and the mean word confidence (0-100).
import { spawn } from 'node:child_process';
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
}

/** How to run tesseract: its page segmentation mode and an upscale factor applied before reading. */
export interface TesseractOptions {
  /** 11 (sparse text, no order) suits a screen of scattered labels; 3 (auto) suits running text. */
  psm?: number;
  signal?: AbortSignal;
}

const BINARY = 'tesseract';

/** Reads the text lines of a PNG with tesseract; fails with ocr_unavailable when tesseract is not installed. */
export async function tesseractLines(png: Buffer, options: TesseractOptions = {}): Promise<OcrLine[]> {
  const args = ['stdin', 'stdout', '-l', 'eng', '--psm', String(options.psm ?? 11), 'tsv'];
  const tsv = await run(args, png, options.signal);
  return linesOf(tsv);
}

function run(args: string[], input: Buffer, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    // One thread: the machine's cores are shared with the browser that is being read.
    const child = spawn(BINARY, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      ...(signal ? { signal } : {}),
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
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
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** Tesseract's TSV (one row per word, level 5) grouped into its lines (block, paragraph, line). */
export function linesOf(tsv: string): OcrLine[] {
  const lines = new Map<string, { words: string[]; conf: number[]; box: [number, number, number, number] }>();
  for (const row of tsv.split('\n').slice(1)) {
    const cols = row.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    const text = (cols[11] ?? '').trim();
    const conf = Number(cols[10]);
    if (text === '' || conf < 0) continue;
    const [left, top, width, height] = cols.slice(6, 10).map(Number) as [number, number, number, number];
    const key = cols.slice(1, 5).join(':');
    const line = lines.get(key);
    if (!line) {
      lines.set(key, { words: [text], conf: [conf], box: [left, top, left + width, top + height] });
      continue;
    }
    line.words.push(text);
    line.conf.push(conf);
    line.box = [
      Math.min(line.box[0], left),
      Math.min(line.box[1], top),
      Math.max(line.box[2], left + width),
      Math.max(line.box[3], top + height),
    ];
  }
  return [...lines.values()].map(({ words, conf, box }) => ({
    text: words.join(' '),
    x: box[0],
    y: box[1],
    width: box[2] - box[0],
    height: box[3] - box[1],
    confidence: Math.round(conf.reduce((a, b) => a + b, 0) / conf.length),
  }));
}
