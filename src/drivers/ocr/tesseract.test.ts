// Tesseract's processes: started ahead, given their image later, and never keeping this process alive.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { pgmOf } from './screen.js';
import { startSpares, startTesseract, stopSpares, takeTesseract } from './tesseract.js';

const blank = pgmOf({ width: 60, height: 20, data: new Uint8Array(60 * 20).fill(255) });

describe('tesseract started ahead', () => {
  afterEach(() => stopSpares());

  it('waits for its image, reads it once given, and then waits no more', async () => {
    const tesseract = startTesseract();
    expect(tesseract.waiting()).toBe(true);
    expect(await tesseract.words(blank)).toEqual([]);
    expect(tesseract.waiting()).toBe(false);
  }, 20_000);

  it('a reading takes a spare that waits, and starts one when there is none', async () => {
    startSpares([11]);
    const spare = takeTesseract(11);
    expect(spare.waiting()).toBe(true);
    const fresh = takeTesseract(11);
    expect(fresh).not.toBe(spare);
    expect(fresh.waiting()).toBe(true);
    // A spare ended from outside is not taken.
    startSpares([11]);
    stopSpares();
    startSpares([11]);
    expect(takeTesseract(11).waiting()).toBe(true);
    spare.stop();
    fresh.stop();
  }, 20_000);

  it('a reading given up before its image is written is an abort, not an OCR failure', async () => {
    const tesseract = startTesseract();
    await expect(tesseract.words(blank, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    tesseract.stop();
  }, 20_000);

  it('spares waiting for the next reading do not keep a finished process alive', async () => {
    const script = [
      "import { startSpares } from './src/drivers/ocr/tesseract.ts';",
      'startSpares([11, 6]);',
      // The child's own stdout stays empty; it says it started on stderr.
      "process.stderr.write('started');",
    ].join('\n');
    const run = promisify(execFile);
    // A process kept alive by its spares would be killed at the timeout, and the call would fail.
    const { stderr } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      timeout: 15_000,
    });
    expect(stderr.trim()).toBe('started');
  }, 20_000);
});
