// OCR engines on captures of our own pages: each wild host page and web fixture is loaded in headless Chromium at
// 1280x800, captured through CDP (Page.captureScreenshot, as the browser driver does), and every visible word of
// text of 12 CSS px or more is taken from the DOM with its box (ground truth). A word is read exactly when a line
// the engine returns covers the word's centre and holds the word as one of its space-separated tokens. Time is per
// capture: the median of `--reps` readings of the same PNG, and the cached repeat (sha-256 of the PNG, then a
// map look-up: what the driver does).
// `npm run bench:ocr [-- --out DIR] [--reps N] [--pages a,b] [--engines tesseract,paddle,tesseractjs]
//  [--modules DIR] [--heldout]`: `tesseract-screen` is what the browser driver runs on a picture (below); `tesseract-adaptive`
// is Debian's tesseract with adaptive binarisation; `paddle` and
// `tesseractjs` are loaded from `--modules` (a node_modules folder where they were installed for the bench; they
// are not dependencies of beans-picker).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../src/drivers/cdp/launch.js';
import { readGrey } from '../src/drivers/ocr/reread.js';
import { pgmOf, prepareScreen } from '../src/drivers/ocr/screen.js';
import { stopSpares, tesseractLines, type OcrLine } from '../src/drivers/ocr/tesseract.js';
import { decodePng } from '../src/drivers/png.js';
import { startFixtureServer } from '../src/fixtures/webServer.js';
import { readyExpression, wildPageNames } from '../test/wild/ready.js';
import { startWildServer } from '../test/wild/server.js';
import { median } from './summary.js';

/** A word of the page's text with its box in CSS pixels (= image pixels at device scale 1). */
interface Word {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  px: number;
}

type Engine = (png: Buffer, file: string) => Promise<OcrLine[]>;

// A step's act and settle come between two readings of a session: about this long.
const BETWEEN_READINGS_MS = 300;

// What must be stopped before the bench can exit (tesseract.js keeps a worker thread).
const closers: (() => Promise<unknown>)[] = [];

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: `bench/results/${new Date().toISOString().slice(0, 10)}-ocr` },
    reps: { type: 'string', default: '5' },
    pages: { type: 'string' },
    engines: { type: 'string', default: 'tesseract,paddle,tesseractjs' },
    modules: { type: 'string' },
    heldout: { type: 'boolean' },
  },
});

// Every visible word in a text node whose font is at least 12 px, not covered by another element at its centre
// nor clipped by a scrolling or clipping box around it, as drawn (its CSS text-transform applied: "Dashboard" in a
// navbar that shows DASHBOARD is the word DASHBOARD).
const GROUND_TRUTH = `(() => {
  const words = [];
  const clipped = (el, x, y) => {
    for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
      const o = getComputedStyle(at);
      if (o.overflowX === 'visible' && o.overflowY === 'visible') continue;
      const b = at.getBoundingClientRect();
      if (x < b.left || x > b.right || y < b.top || y > b.bottom) return true;
    }
    return false;
  };
  const drawn = (text, transform) =>
    transform === 'uppercase' ? text.toUpperCase() : transform === 'lowercase' ? text.toLowerCase()
      : transform === 'capitalize' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || el.closest('script,style,noscript,textarea,input,select,option')) continue;
    const style = getComputedStyle(el);
    const px = parseFloat(style.fontSize);
    if (px < 12 || style.visibility !== 'visible' || Number(style.opacity) < 0.5) continue;
    const re = /\\S+/g;
    for (let m = re.exec(node.data); m; m = re.exec(node.data)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const rects = range.getClientRects();
      if (rects.length !== 1) continue;
      const r = rects[0];
      if (r.width < 2 || r.height < 2 || r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) continue;
      const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
      const hit = document.elementFromPoint(cx, cy);
      if (!hit || !(hit === el || el.contains(hit) || hit.contains(el)) || clipped(el, cx, cy)) continue;
      const text = drawn(m[0], style.textTransform);
      words.push({ text, x: r.left, y: r.top, width: r.width, height: r.height, px });
    }
  }
  return words;
})()`;

async function engines(names: string[], modules: string | undefined): Promise<Map<string, Engine>> {
  const out = new Map<string, Engine>();
  const load = async (name: string): Promise<unknown> => {
    if (!modules) throw new Error('needs --modules');
    const require = createRequire(join(modules, 'x.js'));
    return import(pathToFileURL(require.resolve(name)).href);
  };
  for (const name of names) {
    if (name === 'tesseract') out.set(name, (png) => tesseractLines(png));
    if (name === 'tesseract-adaptive') out.set(name, (png) => tesseractLines(png, { thresholding: 1 }));
    // What the browser driver runs on a picture: the capture prepared (src/drivers/ocr/screen.ts), then tesseract,
    // then its small unsure words again at twice the size (src/drivers/ocr/reread.ts); `tesseract-screen-once`
    // without that second reading (the driver before 2026-12-05's second session).
    if (name === 'tesseract-screen') out.set(name, (png) => readGrey(() => prepareScreen(decodePng(png))));
    if (name === 'tesseract-screen-once')
      out.set(name, (png) => tesseractLines(pgmOf(prepareScreen(decodePng(png)))));
    if (name === 'paddle') {
      const mod = (await load('@gutenye/ocr-node')) as {
        default: { create(): Promise<{ detect(file: string): Promise<PaddleLine[]> }> };
      };
      const ocr = await mod.default.create();
      out.set(name, async (_png, file) => (await ocr.detect(file)).map(fromPaddle));
    }
    if (name === 'tesseractjs') {
      const mod = (await load('tesseract.js')) as TesseractJs;
      const require = createRequire(join(modules ?? '', 'x.js'));
      const langPath = join(require.resolve('@tesseract.js-data/eng/package.json'), '..', '4.0.0_best_int');
      const worker = await mod.createWorker('eng', 1, { langPath, cacheMethod: 'none', gzip: true });
      await worker.setParameters({ tessedit_pageseg_mode: '11' });
      closers.push(() => worker.terminate());
      out.set(name, async (png) => linesOfJs((await worker.recognize(png, {}, { blocks: true })).data));
    }
  }
  return out;
}

interface PaddleLine {
  text: string;
  mean: number;
  box?: number[][];
}

function fromPaddle(line: PaddleLine): OcrLine {
  const xs = (line.box ?? []).map((p) => p[0] ?? 0);
  const ys = (line.box ?? []).map((p) => p[1] ?? 0);
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return {
    text: line.text,
    x,
    y,
    width: Math.max(...xs) - x,
    height: Math.max(...ys) - y,
    confidence: Math.round(line.mean * 100),
  };
}

interface JsLine {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface TesseractJs {
  createWorker(
    lang: string,
    oem: number,
    options: Record<string, unknown>,
  ): Promise<{
    setParameters(p: Record<string, string>): Promise<unknown>;
    recognize(
      png: Buffer,
      o: object,
      out: object,
    ): Promise<{ data: { blocks: { paragraphs: { lines: JsLine[] }[] }[] | null } }>;
    terminate(): Promise<unknown>;
  }>;
}

function linesOfJs(data: { blocks: { paragraphs: { lines: JsLine[] }[] }[] | null }): OcrLine[] {
  return (data.blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((p) =>
      p.lines.map((l) => ({
        text: l.text.trim(),
        x: l.bbox.x0,
        y: l.bbox.y0,
        width: l.bbox.x1 - l.bbox.x0,
        height: l.bbox.y1 - l.bbox.y0,
        confidence: Math.round(l.confidence),
      })),
    ),
  );
}

/** The words read exactly: a line covering the word's centre holds it as a token. */
function score(words: Word[], lines: OcrLine[]): { read: number; missed: string[] } {
  let read = 0;
  const missed: string[] = [];
  for (const w of words) {
    const [cx, cy] = [w.x + w.width / 2, w.y + w.height / 2];
    const hit = lines.some(
      (l) =>
        cx >= l.x - 2 &&
        cx <= l.x + l.width + 2 &&
        cy >= l.y - 2 &&
        cy <= l.y + l.height + 2 &&
        l.text.split(/\s+/u).includes(w.text),
    );
    if (hit) read += 1;
    else missed.push(w.text);
  }
  return { read, missed };
}

async function capture(page: Page): Promise<Buffer> {
  const cdp = await page.context().newCDPSession(page);
  const shot = (await cdp.send('Page.captureScreenshot', { format: 'png' })) as { data: string };
  await cdp.detach();
  return Buffer.from(shot.data, 'base64');
}

async function main(): Promise<void> {
  const reps = Number(args.reps);
  if (existsSync(join(args.out ?? '.', 'results.json')))
    throw new Error(`${args.out} already holds results; name another folder with --out`);
  const fixtureDir = fileURLToPath(new URL('../fixtures/web/', import.meta.url));
  const fixtures = readdirSync(fixtureDir)
    .filter((f) => f.endsWith('.html') && !f.startsWith('frame-inner'))
    .map((f) => `fixture:${f.slice(0, -5)}`);
  // --heldout: the pages new-user trials wrote (test/wild/pages/trial), which no OCR change was tuned on.
  const all = args.heldout
    ? readdirSync(fileURLToPath(new URL('../test/wild/pages/trial/', import.meta.url)))
        .filter((f) => f.endsWith('.html'))
        .map((f) => `wild:trial/${f.slice(0, -5)}`)
    : [...wildPageNames().map((p) => `wild:${p}`), ...fixtures];
  const wanted = args.pages?.split(',');
  const pages = wanted ? all.filter((p) => wanted.some((w) => p.endsWith(w))) : all;
  const [wild, fx] = await Promise.all([startWildServer(), startFixtureServer()]);
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const loaded = await engines((args.engines ?? '').split(','), args.modules);
  const dir = join(tmpdir(), `ocr-bench-${process.pid}`);
  await mkdir(dir, { recursive: true });
  const records: Record<string, unknown>[] = [];
  // Times on a shared machine mean little without its load (other workers' browsers and tests).
  const load = [loadavg()[0] ?? 0];
  try {
    for (const name of pages) {
      const [kind, base] = name.split(':') as [string, string];
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const url = kind === 'wild' ? `${wild.url}/pages/${base}.html` : `${fx.url}/${base}.html`;
      await page.goto(url);
      const ready = kind === 'wild' ? readyExpression(base) : null;
      if (ready) await page.waitForFunction(ready, undefined, { timeout: 15_000 }).catch(() => undefined);
      await page.waitForTimeout(300);
      const words = (await page.evaluate(GROUND_TRUTH)) as Word[];
      const png = await capture(page);
      await page.close();
      const file = join(dir, `${base.replace('/', '-')}.png`);
      await writeFile(file, png);
      for (const [engine, read] of loaded) {
        // The first reading with no tesseract started ahead (as the first of a process); then `reps` readings as
        // a session makes them, each some time after the last (a step's act and settle), with spares waiting.
        stopSpares();
        const coldStart = performance.now();
        let lines = await read(png, file);
        const coldMs = performance.now() - coldStart;
        const times: number[] = [];
        for (let i = 0; i < reps; i++) {
          await new Promise((resolve) => setTimeout(resolve, BETWEEN_READINGS_MS));
          const started = performance.now();
          lines = await read(png, file);
          times.push(performance.now() - started);
        }
        const cache = new Map([[createHash('sha256').update(png).digest('hex'), lines]]);
        const started = performance.now();
        const cached = cache.get(createHash('sha256').update(png).digest('hex'));
        const cachedMs = performance.now() - started;
        const { read: exact, missed } = score(words, cached ?? []);
        const record = {
          page: name,
          engine,
          words: words.length,
          exact,
          medianMs: Math.round(median(times)),
          coldMs: Math.round(coldMs),
          cachedMs: Number(cachedMs.toFixed(3)),
          missed: missed.slice(0, 30),
        };
        records.push(record);
        console.error(
          `${name} ${engine}: ${exact}/${words.length} words, ${record.medianMs} ms (first ${record.coldMs} ms)`,
        );
      }
    }
  } finally {
    load.push(loadavg()[0] ?? 0);
    await browser.close();
    await Promise.all([wild.close(), fx.close(), ...closers.map((close) => close())]);
  }
  await mkdir(args.out ?? '.', { recursive: true });
  // Earlier results are kept: a folder that already holds them is refused (flag wx), not overwritten.
  await writeFile(join(args.out ?? '.', 'results.json'), `${JSON.stringify(records, null, 2)}\n`, {
    flag: 'wx',
  });
  await writeFile(join(args.out ?? '.', 'summary.md'), summary(records, reps, load), { flag: 'wx' });
}

function summary(records: Record<string, unknown>[], reps: number, load: number[]): string {
  const engineNames = [...new Set(records.map((r) => String(r.engine)))];
  const rows = engineNames.map((engine) => {
    const mine = records.filter((r) => r.engine === engine);
    const words = mine.reduce((a, r) => a + Number(r.words), 0);
    const exact = mine.reduce((a, r) => a + Number(r.exact), 0);
    const times = mine.map((r) => Number(r.medianMs));
    const cached = mine.map((r) => Number(r.cachedMs));
    const cold = mine.map((r) => Number(r.coldMs));
    return `| ${engine} | ${mine.length} | ${exact}/${words} (${((100 * exact) / (words || 1)).toFixed(1)}%) | ${Math.round(median(times))} | ${Math.max(...times)} | ${Math.round(median(cold))} | ${Math.max(...cached).toFixed(3)} |`;
  });
  return [
    '# OCR engines on our own captures (1280x800, device scale 1)',
    '',
    `Words of >= 12 px text read exactly; time per capture is the median of ${reps} readings of the same PNG, per page,`,
    `each ${BETWEEN_READINGS_MS} ms after the last (tesseracts started ahead are waiting, as in a session); the first reading`,
    'of each page is timed apart, with no tesseract started ahead (as the first reading of a process).',
    `One-minute load average at the start and the end: ${load.map((l) => l.toFixed(1)).join(' and ')} (2 cores).`,
    '',
    '| engine | pages | words read exactly | median ms (over pages) | slowest page ms | first reading ms (median) | cached repeat ms (max) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

await main();
