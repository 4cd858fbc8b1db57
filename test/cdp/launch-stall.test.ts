// A Chromium start that never opens its DevTools endpoint (seen about once in twenty starts on a busy machine) is
// stopped and tried once more, with a fresh profile, instead of failing the call after 20 s.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findChromium, launchChromium } from '../../src/drivers/cdp/launch.js';

describe('launching Chromium', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('tries a start that stays silent once more, and gets a browser', async () => {
    const chromium = findChromium();
    expect(chromium, 'Debian chromium is installed').not.toBeNull();
    const dir = await mkdtemp(join(tmpdir(), 'beans-stall-'));
    dirs.push(dir);
    const mark = join(dir, 'first-start');
    // The first start hangs without a word; the next one is the real browser.
    const wrapper = join(dir, 'chromium');
    await writeFile(
      wrapper,
      `#!/bin/sh\nif [ ! -e '${mark}' ]; then touch '${mark}'; exec sleep 60; fi\nexec '${chromium}' "$@"\n`,
      { flag: 'wx' },
    );
    await chmod(wrapper, 0o700);
    const started = Date.now();
    const browser = await launchChromium({ executablePath: wrapper, timeoutMs: 20_000, stalledMs: 1_500 });
    try {
      expect(existsSync(mark)).toBe(true);
      expect(browser.wsEndpoint).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/devtools\/browser\//u);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await browser.stop(1_000);
    }
  }, 30_000);

  it('fails with launch_failed when no start opens the endpoint', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'beans-stall-'));
    dirs.push(dir);
    const wrapper = join(dir, 'chromium');
    await writeFile(wrapper, '#!/bin/sh\nexec sleep 60\n', { flag: 'wx' });
    await chmod(wrapper, 0o700);
    await expect(
      launchChromium({ executablePath: wrapper, timeoutMs: 4_000, stalledMs: 1_000 }),
    ).rejects.toMatchObject({ code: 'launch_failed' });
  }, 30_000);
});
