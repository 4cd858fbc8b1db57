// The file-manager demo (`beans-picker demo files`) on a private desktop of its own: all nine files end in their
// folders, judged here by reading the folder (names and contents), not by the driver or the demo's own verifier.
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectOnly, FILES, FOLDERS, runFilesDemo, Stop } from '../../src/cli/demo-files.js';
import { loadConfig } from '../../src/config/load.js';
import { desktopAvailable } from './support.js';

const THUNAR = '/usr/bin/thunar';
const available = desktopAvailable && existsSync(THUNAR);
if (!available) console.log(`files demo test skipped: ${THUNAR} or the desktop tools are not installed`);

const base = mkdtempSync(join(tmpdir(), 'files-demo-test-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe.skipIf(!available)('beans-picker demo files', () => {
  it('moves all nine files into their folders through thunar, contents unchanged', async () => {
    let out = '';
    const io = {
      out: (t: string) => void (out += t),
      err: (t: string) => void (out += t),
      readStdin: async () => '',
    };
    const status = await runFilesDemo(loadConfig({ env: {} }), io, { base, keep: true });
    expect(out).toContain('done: all nine files moved and verified');
    expect(status).toBe(0);
    const [dir] = readdirSync(base);
    const root = join(base, dir ?? '');
    expect(readdirSync(root).sort()).toEqual([...FOLDERS].sort());
    for (const folder of FOLDERS) {
      const want = FILES.filter((f) => f.folder === folder).map((f) => f.name);
      expect(readdirSync(join(root, folder)).sort()).toEqual(want.sort());
      for (const name of want)
        expect(readFileSync(join(root, folder, name), 'utf8').split('\n')[0]).toBe(name);
    }
    // Each move went through thunar's UI: rows selected in the background, keys on the private display.
    expect(out).toMatch(/select invoice-2026-04-globex\.pdf" \(ctrl held\) → done, table:extend_selection/u);
    expect(out).toMatch(/"press ctrl\+v" → (?:done|unverified), xtest/u);
  }, 120_000);
});

describe('the files demo’s folder check', () => {
  it('stops on a file it did not make, before anything moves', async () => {
    const dir = mkdtempSync(join(base, 'extra-'));
    for (const folder of FOLDERS) mkdirSync(join(dir, folder));
    for (const f of FILES) writeFileSync(join(dir, f.name), f.name);
    writeFileSync(join(dir, 'someone-elses.txt'), 'keep me');
    await expect(expectOnly(dir, [...FOLDERS, ...FILES.map((f) => f.name)])).rejects.toBeInstanceOf(Stop);
    expect(readdirSync(dir)).toContain('someone-elses.txt');
  });
});
