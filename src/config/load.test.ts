import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './load.js';
import { parseConfig } from './schema.js';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function tree(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bp-config-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

describe('configuration', () => {
  it('takes the environment first, then the checkout files, then the user files; a set value is never overridden', async () => {
    const dir = await tree({
      'checkout/.env.local': 'BEANS_PICKER_MODEL=from-checkout-local\nJEV_READ_TIMEOUT=5000\n',
      'checkout/.env':
        'BEANS_PICKER_MODEL=from-checkout\nBEANS_PICKER_DRIVER_TIMEOUT=7000\nJEV_CONNECT_TIMEOUT=1\n',
      'user/.env.local': 'JEV_CONNECT_TIMEOUT=2\nBEANS_PICKER_LOG_LEVEL=debug\n',
    });
    const config = loadConfig({
      env: { JEV_READ_TIMEOUT: '9000' },
      checkout: join(dir, 'checkout'),
      userDir: join(dir, 'user'),
    });
    expect(config).toMatchObject({
      JEV_READ_TIMEOUT: 9000,
      BEANS_PICKER_MODEL: 'from-checkout-local',
      BEANS_PICKER_DRIVER_TIMEOUT: 7000,
      JEV_CONNECT_TIMEOUT: 1,
      BEANS_PICKER_LOG_LEVEL: 'debug',
    });
  });

  it('reads no checkout files when not running from a checkout', async () => {
    const dir = await tree({ 'checkout/.env': 'BEANS_PICKER_MODEL=nope\n' });
    expect(loadConfig({ env: {}, userDir: join(dir, 'missing') }).BEANS_PICKER_MODEL).toBe('jev-latest');
  });

  it('refuses bad values with every problem named, and never echoes a key', () => {
    expect(() =>
      parseConfig({
        JEV_READ_TIMEOUT: '-1',
        BEANS_PICKER_LOG_LEVEL: 'loud',
        BEANS_PICKER_RAW_DRIVER: 'maybe',
      }),
    ).toThrow(/JEV_READ_TIMEOUT.*BEANS_PICKER_LOG_LEVEL.*BEANS_PICKER_RAW_DRIVER/su);
    expect(parseConfig({ BEANS_PICKER_RAW_DRIVER: 'yes' }).BEANS_PICKER_RAW_DRIVER).toBe(true);
  });
});
