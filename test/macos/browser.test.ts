// Browser controls on macOS: a Chrome window through cua-driver's typed browser tools, over the fake (real MCP stdio).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/schema.js';
import { MacosBrowser } from '../../src/drivers/macos/browser.js';
import type { MacosDriver } from '../../src/drivers/macos/driver.js';
import { macosFactory } from '../../src/platforms/macos.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { scriptedDecider } from '../support/scripted.js';
import { FAKE_PATH, FakeMac, FORM, ioregPlist, signal } from './support.js';

const CHROME = '7171-9101';
const HOME = 'https://fixture.test/';
const BROWSER_TOOLS = new Set(['get_browser_state', 'browser_navigate', 'browser_dialog']);

describe('macOS browser controls over the fake cua-driver', () => {
  let fake: FakeMac;
  let driver: MacosDriver;
  let browser: MacosBrowser;

  beforeAll(() => {
    fake = new FakeMac();
    driver = fake.driver();
    browser = new MacosBrowser(driver.connection, { runner: fake.runner, sampleMs: 20 });
  });
  afterAll(() => driver.close());

  const lastCall = (tool: string) => fake.toolCalls().findLast((c) => c.tool === tool)?.args;

  it('binds the window to its browser target and picks the active tab', async () => {
    expect(await browser.bind(CHROME, { signal })).toEqual({
      pid: 7171,
      targetId: expect.stringMatching(/^target-\d+$/u) as string,
      tabId: 'tab-1',
      url: HOME,
      title: 'Fixture',
    });
    expect(lastCall('get_browser_state')).toEqual({
      pid: 7171,
      window_id: 9101,
      session: driver.connection.label,
    });
  });

  it('state gives the active tab URL and title, no dialog, and no loading key', async () => {
    const state = await browser.state(CHROME, { signal });
    expect(state).toEqual({ url: HOME, title: 'Fixture', dialog: null });
    expect(Object.keys(state)).not.toContain('loading');
  });

  it('navigates the active tab, and a redirect gives the URL it landed on', async () => {
    expect(await browser.navigate(CHROME, 'https://fixture.test/next', { signal })).toEqual({
      finalUrl: 'https://fixture.test/next',
    });
    expect((await browser.state(CHROME, { signal })).url).toBe('https://fixture.test/next');
    fake.setFaults({ browser: { redirect: { 'https://fixture.test/old': 'https://fixture.test/new' } } });
    expect(await browser.navigate(CHROME, 'https://fixture.test/old', { signal })).toEqual({
      finalUrl: 'https://fixture.test/new',
    });
    expect(lastCall('browser_navigate')).toEqual({
      target_id: expect.stringMatching(/^target-\d+$/u) as string,
      tab_id: 'tab-1',
      url: 'https://fixture.test/old',
      session: driver.connection.label,
    });
    expect(fake.front()).toBe(100);
    expect(fake.activations).toEqual([]);
    fake.setFaults({});
  });

  it('inspects an open dialog, accepts it by the id from inspect, and then it is gone', async () => {
    fake.setFaults({ browser: { dialog: { kind: 'confirm' } } });
    const open = (await browser.state(CHROME, { signal })).dialog;
    expect(open).toEqual({ id: expect.stringMatching(/^dialog-\d+$/u) as string, type: 'confirm' });
    await browser.dialog(CHROME, 'accept', undefined, { signal });
    expect(lastCall('browser_dialog')).toEqual({
      target_id: expect.stringMatching(/^target-\d+$/u) as string,
      tab_id: 'tab-1',
      action: 'accept',
      dialog_id: open?.id,
      delivery_mode: 'background',
      session: driver.connection.label,
    });
    expect((await browser.state(CHROME, { signal })).dialog).toBeNull();
    await expect(browser.dialog(CHROME, 'dismiss', undefined, { signal })).rejects.toMatchObject({
      code: 'no_dialog',
    });
  });

  it('refuses an old dialog id and an unknown target with cua-driver codes (refusals, not isError)', async () => {
    fake.setFaults({ browser: { dialog: { kind: 'alert' } } });
    const first = (await browser.state(CHROME, { signal })).dialog;
    await browser.dialog(CHROME, 'dismiss', undefined, { signal });
    fake.setFaults({ browser: { dialog: { kind: 'prompt' } } });
    const second = (await browser.state(CHROME, { signal })).dialog;
    expect(second?.id).not.toBe(first?.id);
    const tab = await browser.bind(CHROME, { signal });
    const old = await driver.connection.call(
      'browser_dialog',
      { target_id: tab.targetId, tab_id: tab.tabId, action: 'accept', dialog_id: first?.id },
      { signal },
    );
    expect(old).toMatchObject({ ok: false, code: 'browser_action_unavailable' });
    expect((await browser.state(CHROME, { signal })).dialog).toEqual(second);
    const stale = await driver.connection.call(
      'browser_navigate',
      { target_id: 'target-999', tab_id: 'tab-1', url: HOME },
      { signal },
    );
    expect(stale).toMatchObject({ ok: false, code: 'browser_binding_stale' });
    await browser.dialog(CHROME, 'dismiss', undefined, { signal });
  });

  it('browser_requires_setup surfaces with its code and cua-driver message', async () => {
    fake.setFaults({ browser: { requiresSetup: true } });
    await expect(browser.state(CHROME, { signal })).rejects.toMatchObject({
      name: 'DriverError',
      code: 'browser_requires_setup',
      message:
        'get_browser_state: Chrome has no debugging endpoint for this profile; run cua-driver browser setup and relaunch Chrome',
    });
    fake.setFaults({});
  });

  it('a window that is not a browser is refused by cua-driver (browser_route_unavailable)', async () => {
    await expect(browser.state(FORM, { signal })).rejects.toMatchObject({
      code: 'browser_route_unavailable',
    });
  });

  it('the browser taking the front during navigate is a foreground_violation; the previous app is put back', async () => {
    fake.setFaults({ steal: 'browser_navigate' });
    await expect(browser.navigate(CHROME, 'https://fixture.test/stolen', { signal })).rejects.toMatchObject({
      code: 'foreground_violation',
      mayHaveActed: true,
      message: 'the browser came to the front during browser_navigate; the previous app was put back',
    });
    expect(fake.activations).toEqual([100]);
    expect(fake.front()).toBe(100);
  });

  it('a locked or unreadable screen refuses navigate and dialog before anything is sent', async () => {
    const sent = () =>
      fake.toolCalls().filter((c) => c.tool === 'browser_navigate' || c.tool === 'browser_dialog');
    for (const [locked, code] of [
      [true, 'screen_locked'],
      ['unreadable', 'screen_lock_unavailable'],
    ] as const) {
      fake.locked = locked;
      const before = sent().length;
      await expect(browser.navigate(CHROME, 'https://fixture.test/locked', { signal })).rejects.toMatchObject(
        {
          code,
        },
      );
      fake.setFaults({ browser: { dialog: { kind: 'alert' } } });
      await expect(browser.dialog(CHROME, 'dismiss', undefined, { signal })).rejects.toMatchObject({ code });
      // Only the dialog's read-only inspect went out.
      expect(
        sent()
          .slice(before)
          .map((c) => c.args?.action),
      ).toEqual(['inspect']);
      fake.setFaults({});
    }
    fake.locked = false;
    expect((await browser.state(CHROME, { signal })).url).not.toBe('https://fixture.test/locked');
  });

  it('upload, download and openTab say unknown_driver_tool with the reason, and send nothing', async () => {
    const before = fake.toolCalls().length;
    await expect(browser.upload()).rejects.toMatchObject({
      code: 'unknown_driver_tool',
      message: expect.stringContaining('page ref (p<snapshot>:<index>)') as string,
    });
    await expect(browser.download()).rejects.toMatchObject({
      code: 'unknown_driver_tool',
      message: expect.stringContaining('browser_consent_required') as string,
    });
    await expect(browser.openTab()).rejects.toMatchObject({ code: 'unknown_driver_tool' });
    expect(fake.toolCalls().length).toBe(before);
  });

  it('every browser call carried our session label', () => {
    const calls = fake.toolCalls().filter((c) => BROWSER_TOOLS.has(c.tool ?? ''));
    expect(calls.length).toBeGreaterThan(20);
    expect(calls.filter((c) => c.args?.session !== driver.connection.label)).toEqual([]);
  });
});

describe('a cua-driver without the browser tools (0.8)', () => {
  const fake = new FakeMac('0.8');
  let driver: MacosDriver;
  beforeAll(() => {
    driver = fake.driver();
  });
  afterAll(() => driver.close());

  it('says unknown_driver_tool for every control and sends nothing', async () => {
    const browser = new MacosBrowser(driver.connection, { runner: fake.runner });
    const missing = { code: 'unknown_driver_tool', message: expect.stringContaining('get_browser_state') };
    await expect(browser.bind(CHROME, { signal })).rejects.toMatchObject(missing);
    await expect(browser.state(CHROME, { signal })).rejects.toMatchObject(missing);
    await expect(browser.navigate(CHROME, HOME, { signal })).rejects.toMatchObject(missing);
    await expect(browser.dialog(CHROME, 'accept', undefined, { signal })).rejects.toMatchObject(missing);
    expect(fake.calls().some((c) => c.method === 'tools/list')).toBe(true);
    expect(fake.toolCalls()).toEqual([]);
  });
});

describe('the fake answers a browser call without a session as cua-driver does', () => {
  it('with a plain error (isError, text only)', async () => {
    const fake = new FakeMac();
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', FAKE_PATH, 'mcp'],
        env: fake.env(),
        stderr: 'pipe',
      }),
    );
    try {
      const result = await client.callTool({
        name: 'get_browser_state',
        arguments: { pid: 7171, window_id: 9101 },
      });
      expect(result).toEqual({
        content: [
          {
            type: 'text',
            text: 'declare an explicit session (start_session) before calling get_browser_state',
          },
        ],
        isError: true,
      });
    } finally {
      await client.close();
    }
  });
});

const PATH = process.env.PATH ?? '';

describe('the browser tools through the tool layer (macosFactory over the fake)', () => {
  const fake = new FakeMac();
  const win = `macos:${CHROME}`;
  let open: Connected;

  beforeAll(async () => {
    // macosFactory starts its binary with a clean environment, so a wrapper carries the fake's.
    const bin = join(fake.dir, 'cua-driver');
    const env = Object.entries(fake.env())
      .map(([k, v]) => `${k}='${v}'`)
      .join(' ');
    writeFileSync(bin, `#!/bin/sh\nexec env ${env} '${process.execPath}' --import tsx '${FAKE_PATH}' "$@"\n`);
    chmodSync(bin, 0o755);
    // The macOS commands the platform runs itself (screen lock, front app), answered like an unlocked Mac.
    const tools = join(fake.dir, 'bin');
    mkdirSync(tools);
    writeFileSync(join(tools, 'ioreg'), `#!/bin/sh\ncat <<'EOF'\n${ioregPlist(false)}EOF\n`);
    writeFileSync(join(tools, 'lsappinfo'), `#!/bin/sh\necho 'ASN:0x0-0x64:'\n`);
    for (const name of ['ioreg', 'lsappinfo']) chmodSync(join(tools, name), 0o755);
    process.env.PATH = `${tools}:${PATH}`;
    const factory = macosFactory(parseConfig({ CUA_DRIVER_BIN: bin, CUA_DRIVER_TIMEOUT: '20000' }));
    open = await connect(
      scriptedDecider(() => ({ none: 1 })),
      { env: { BEANS_PICKER_TOOLS: 'window' }, factories: [{ ...factory, unavailable: async () => null }] },
    );
  }, 30_000);
  afterAll(async () => {
    process.env.PATH = PATH;
    await open?.close();
  });

  it('browser_state gives url, title and dialog, without a loading key', async () => {
    expect(await call(open.client, 'browser_state', { windowId: win })).toEqual({
      isError: false,
      result: { status: 'done', url: HOME, title: 'Fixture', dialog: null },
    });
  });

  it('browser_navigate is done on the URL asked for, unverified after a redirect', async () => {
    expect(
      await call(open.client, 'browser_navigate', { windowId: win, url: 'https://fixture.test/a' }),
    ).toEqual({
      isError: false,
      result: { status: 'done', finalUrl: 'https://fixture.test/a' },
    });
    fake.setFaults({ browser: { redirect: { 'https://fixture.test/b': 'https://fixture.test/c' } } });
    expect(
      await call(open.client, 'browser_navigate', { windowId: win, url: 'https://fixture.test/b' }),
    ).toEqual({
      isError: false,
      result: {
        status: 'unverified',
        finalUrl: 'https://fixture.test/c',
        message: 'the tab landed on another URL (a redirect?)',
      },
    });
    fake.setFaults({});
  });

  it('browser_dialog: inspect, a confirmation without a message, accept, gone', async () => {
    fake.setFaults({ browser: { dialog: { kind: 'confirm' } } });
    const inspected = await call(open.client, 'browser_dialog', { windowId: win, action: 'inspect' });
    expect(inspected).toEqual({
      isError: false,
      result: {
        status: 'done',
        present: true,
        id: expect.stringMatching(/^dialog-\d+$/u) as string,
        type: 'confirm',
      },
    });
    const dialogId = inspected.result.id as string;
    expect(await call(open.client, 'browser_dialog', { windowId: win, action: 'accept', dialogId })).toEqual({
      isError: false,
      result: {
        status: 'needs_confirmation',
        code: 'destructive',
        message: 'accepting the confirm dialog may not be undone; repeat with allowDestructive: true',
      },
    });
    expect(
      await call(open.client, 'browser_dialog', {
        windowId: win,
        action: 'accept',
        dialogId,
        allowDestructive: true,
      }),
    ).toEqual({ isError: false, result: { status: 'done', url: 'https://fixture.test/c' } });
    expect((await call(open.client, 'browser_dialog', { windowId: win, action: 'inspect' })).result).toEqual({
      status: 'done',
      present: false,
    });
  });

  it('screenshot of the Chrome window goes through the browser extras (a PNG)', async () => {
    const shot = await call(open.client, 'screenshot', {
      windowId: win,
      includeImage: false,
      out: join(fake.dir, 'shot.png'),
    });
    expect(shot.result).toMatchObject({ status: 'done', width: 1568, height: 1176, saved: true });
  });
});
