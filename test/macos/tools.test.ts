// The other macOS tools: screenshots, window frames, clipboard, background launch, passthrough, prerequisites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MacosDriver } from '../../src/drivers/macos/driver.js';
import { macosPrerequisites } from '../../src/drivers/macos/prereq.js';
import { MacosTools } from '../../src/drivers/macos/tools.js';
import { FakeMac, FORM, signal } from './support.js';

describe('macOS tools over the fake', () => {
  let fake: FakeMac;
  let driver: MacosDriver;
  let tools: MacosTools;

  beforeAll(() => {
    fake = new FakeMac();
    driver = fake.driver({}, { FAKE_CUA_SELF_ACTIVATE: '1' });
    tools = new MacosTools(driver.connection, { runner: fake.runner, launchPolls: 2 });
  });
  afterAll(() => driver.close());

  it('captures a window as a PNG of the delivered size', async () => {
    const shot = await tools.screenshot(FORM, { signal });
    expect(shot).toMatchObject({ mimeType: 'image/png', width: 1200, height: 1000 });
    expect(Buffer.from(shot.data, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const probe = fake.toolCalls().find((c) => c.tool === 'get_window_state');
    expect(probe?.args).toMatchObject({ include_screenshot: true, max_elements: 1 });
  });

  it('captures the main display through get_desktop_state, writing no file', async () => {
    const shot = await tools.screenCapture({ signal });
    expect(shot).toMatchObject({ mimeType: 'image/png', width: 3024, height: 1964 });
    expect(Buffer.from(shot.data, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(fake.toolCalls().find((c) => c.tool === 'get_desktop_state')?.args).not.toHaveProperty(
      'screenshot_out_file',
    );
  });

  it('moves and resizes a window through set_window_frame (no session: its typed schema has none)', async () => {
    const result = await tools.setWindowFrame(FORM, { x: 120, y: 110, width: 640, height: 520 }, { signal });
    expect(result.effect).toBe('confirmed');
    expect(fake.toolCalls().find((c) => c.tool === 'set_window_frame')?.args).toEqual({
      pid: 6161,
      window_id: 7001,
      x: 120,
      y: 110,
      width: 640,
      height: 520,
    });
    expect((await driver.windows({ pid: 6161 }, { signal }))[0]?.frame).toEqual({
      x: 120,
      y: 110,
      width: 640,
      height: 520,
    });
  });

  it('reads and writes the clipboard through pbpaste and pbcopy', async () => {
    await tools.clipboardWrite('héllo\n', { signal });
    expect(await tools.clipboardRead({ signal })).toBe('héllo\n');
    expect(fake.commands).toEqual(expect.arrayContaining(['pbcopy', 'pbpaste']));
  });

  it('launches in the background and puts the previous app back when the new one takes the front', async () => {
    const launched = await tools.launchApp({ bundleId: 'com.apple.calculator' }, { signal });
    expect(launched).toMatchObject({ pid: 5151, frontRestored: true });
    expect(launched.windows.map((w) => w.id)).toEqual(['5151-9001']);
    expect(fake.front()).toBe(100);
    await expect(tools.launchApp({ bundleId: 'com.example.none' }, { signal })).rejects.toMatchObject({
      code: 'APP_NOT_INSTALLED',
    });
  });

  it('passes allowed tools through, refuses file outputs, and says unknown_driver_tool when cua-driver lacks one', async () => {
    expect((await tools.call('list_apps', {}, { signal })).ok).toBe(true);
    await expect(
      tools.call(
        'get_window_state',
        { pid: 6161, window_id: 7001, screenshot_out_file: '/tmp/x.png' },
        { signal },
      ),
    ).rejects.toMatchObject({ code: 'file_output_refused' });
    await expect(
      tools.call('zoom', { window_id: 7001, x1: 0, y1: 0, x2: 10, y2: 10 }, { signal }),
    ).rejects.toMatchObject({ code: 'unknown_driver_tool' });
    await expect(tools.call('kill_app', { pid: 6161 }, { signal })).rejects.toMatchObject({
      code: 'tool_not_allowed',
    });
  });
});

describe('prerequisites', () => {
  it('on anything but macOS says the driver needs macOS and cua-driver', async () => {
    const check = await macosPrerequisites({ platform: 'linux' });
    expect(check).toMatchObject({ ok: false, problems: ['the macOS driver needs macOS and cua-driver'] });
    expect(check.message).toContain('the macOS driver needs macOS and cua-driver');
  });

  it('on macOS names a missing cua-driver binary', async () => {
    const check = await macosPrerequisites({
      platform: 'darwin',
      binary: '/nonexistent/cua-driver',
      cacheDir: '/nonexistent',
    });
    expect(check.ok).toBe(false);
    expect(check.problems[0]).toContain('/nonexistent/cua-driver');
  });
});
