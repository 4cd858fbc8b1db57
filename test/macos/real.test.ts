// Against a real cua-driver on a Mac: skipped elsewhere, with the reason printed.
import { describe, expect, it } from 'vitest';
import { MacosDriver } from '../../src/drivers/macos/driver.js';
import { macosPrerequisites } from '../../src/drivers/macos/prereq.js';

const onMac = process.platform === 'darwin';
if (!onMac)
  console.log(
    `macOS driver: real cua-driver tests skipped: the macOS driver needs macOS and cua-driver (this is ${process.platform})`,
  );

describe('the real cua-driver', () => {
  it.skipIf(!onMac)('is installed and lists windows without bringing anything forward', async () => {
    const check = await macosPrerequisites();
    if (!check.ok) {
      console.log(`macOS driver: real tests skipped: ${check.message}`);
      return;
    }
    const driver = new MacosDriver();
    try {
      const windows = await driver.windows({ onScreenOnly: true }, { signal: AbortSignal.timeout(60_000) });
      expect(Array.isArray(windows)).toBe(true);
      const first = windows[0];
      if (first)
        expect(
          (await driver.snapshot(first.id, { signal: AbortSignal.timeout(60_000) })).nodes.length,
        ).toBeGreaterThan(0);
    } finally {
      await driver.close();
    }
  });
});
