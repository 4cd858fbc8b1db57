// The axtext helper: build and grant through the runner, and exact text verification when it is present.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import type { ActContext } from '../../src/core/act/context.js';
import { DriverError } from '../../src/core/driver.js';
import { AxtextReader } from '../../src/drivers/macos/axtext.js';
import type { MacosDriver } from '../../src/drivers/macos/driver.js';
import { buildAxtext, findAxtext, grantAx, helperPaths } from '../../src/drivers/macos/helper.js';
import type { CommandRunner } from '../../src/drivers/macos/runner.js';
import { testContext } from '../support/context.js';
import { candidatesOf, idOf } from '../support/find.js';
import { scriptedDecider } from '../support/scripted.js';
import { FakeMac, FORM, signal } from './support.js';

describe('building and granting the helper', () => {
  it('builds AXText.app with clang into the cache, signs it ad hoc, and grant opens it to raise the prompt', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'axtext-cache-'));
    const runs: string[][] = [];
    const runner: CommandRunner = async (command, args) => {
      runs.push([command, ...args]);
      if (command === 'clang') writeFileSync(args[args.indexOf('-o') + 1] ?? '', '');
      if (command === 'open')
        writeFileSync(args[args.indexOf('--out') + 1] ?? '', JSON.stringify({ trusted: false }));
      return { code: 0, stdout: '', stderr: '' };
    };
    expect(await findAxtext(cacheDir)).toBeNull();
    const paths = await buildAxtext({ runner, cacheDir });
    expect(paths).toEqual(helperPaths(cacheDir));
    const clang = runs.find((r) => r[0] === 'clang') ?? [];
    expect(clang.slice(1, 7)).toEqual([
      '-fobjc-arc',
      '-O2',
      '-framework',
      'ApplicationServices',
      '-framework',
      'Foundation',
    ]);
    expect(clang[clang.length - 1]).toMatch(/native\/axtext\.m$/u);
    expect(readFileSync(join(paths.bundle, 'Contents', 'Info.plist'), 'utf8')).toContain(
      '<key>LSUIElement</key><true/>',
    );
    expect(runs.some((r) => r[0] === 'codesign' && r.includes(paths.bundle))).toBe(true);
    const grant = await grantAx({ runner, cacheDir });
    expect(grant).toMatchObject({ bundle: paths.bundle, trusted: false });
    expect(grant.message).toContain('Privacy & Security > Accessibility');
    expect(runs.filter((r) => r[0] === 'clang')).toHaveLength(1);
    expect(runs.find((r) => r[0] === 'open')).toEqual(
      expect.arrayContaining(['-W', paths.bundle, '--prompt']),
    );
  });

  it('ships a read-only Objective-C source that skips secure fields', () => {
    const source = readFileSync(new URL('../../src/drivers/macos/native/axtext.m', import.meta.url), 'utf8');
    expect(source).toContain('AXSecureTextField');
    expect(source).not.toMatch(/AXUIElementSetAttributeValue|AXUIElementPerformAction/u);
    expect(existsSync(new URL('../../src/drivers/macos/native/axtext.m', import.meta.url))).toBe(true);
  });

  it('says when clang is missing', async () => {
    const runner: CommandRunner = async (command) => {
      if (command === 'clang') throw new DriverError('driver_unavailable', 'clang is not installed');
      return { code: 0, stdout: '', stderr: '' };
    };
    await expect(
      buildAxtext({ runner, cacheDir: mkdtempSync(join(tmpdir(), 'axtext-')) }),
    ).rejects.toMatchObject({
      code: 'helper_build_failed',
      message: expect.stringContaining('xcode-select --install'),
    });
  });
});

describe('exact text through the helper', () => {
  let fake: FakeMac;
  let driver: MacosDriver;
  let ctx: ActContext;

  beforeAll(() => {
    fake = new FakeMac();
    driver = fake.driver({ reader: new AxtextReader('/tmp/AXText.app', fake.runner) });
    ctx = testContext(
      driver,
      scriptedDecider(() => ({ none: 1 })),
    );
  });
  afterAll(() => driver.close());

  it('set_value with spaces is done, read back exactly (not trimmed)', async () => {
    const id = await idOf(ctx, FORM, 'set_value', 'Name');
    const result = await runAct(ctx, {
      windowId: FORM,
      instruction: 'set Name',
      text: '  Grace Hopper ',
      candidateId: id,
    });
    expect(result).toMatchObject({ status: 'done', verification: { exact: true } });
    expect(fake.helperRuns.some((r) => r.includes('--window-title') && r.includes('Fixture Form'))).toBe(
      true,
    );
  });

  it('append moves the caret to the end (⌘↓) and types; the exact old value makes it verifiable', async () => {
    const id = await idOf(ctx, FORM, 'append', 'Email');
    const result = await runAct(ctx, {
      windowId: FORM,
      instruction: 'add to Email',
      text: ' x',
      candidateId: id,
    });
    expect(result).toMatchObject({ status: 'done', verification: { exact: true } });
    const calls = fake.toolCalls().map((c) => c.tool);
    expect(calls.lastIndexOf('press_key')).toBeLessThan(calls.lastIndexOf('type_text'));
    expect(fake.toolCalls().find((c) => c.tool === 'press_key')?.args).toMatchObject({
      key: 'down',
      modifiers: ['cmd'],
    });
  });

  it('learns menu shortcuts the standard table lacks from the helper', async () => {
    const quit = (await candidatesOf(ctx, FORM)).find(
      (c) => c.kind === 'menu' && c.does.includes('Quit Fixture'),
    );
    expect(quit?.shortcut).toBe('cmd+q');
  });

  it('without the helper, readText says exact: false', async () => {
    const plain = fake.driver();
    const raw = await plain.snapshot(FORM, { signal });
    const name = raw.nodes.find((n) => n.label === 'Name');
    expect(await plain.readText(FORM, name?.handle ?? '', { signal })).toMatchObject({ exact: false });
    await plain.close();
  });
});
