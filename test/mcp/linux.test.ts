import { mkdtemp, rm, stat, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDesktopSession, type DesktopSession } from '../../src/drivers/atspi/index.js';
import { linuxFactory } from '../../src/platforms/linux.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { observedActions } from '../support/observed.js';
import { scriptedDecider } from '../support/scripted.js';

let session: DesktopSession;
let open: Connected;
let dir: string;
let calc: string;

beforeAll(async () => {
  session = await startDesktopSession();
  dir = await mkdtemp(join(await realpath(tmpdir()), 'bp-mcp-linux-'));
  open = await connect(
    scriptedDecider(() => ({ none: 1 })),
    { env: { BEANS_PICKER_TOOLS: 'all' }, factories: [linuxFactory(session.env)] },
  );
}, 120_000);
afterAll(async () => {
  await open?.close();
  await session?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('desktop tools through the MCP client, on a real Xvfb + AT-SPI desktop', () => {
  it('launch_app starts gnome-calculator by name and reports its window; an unknown app is refused', async () => {
    const launched = await call(open.client, 'launch_app', { app: 'gnome-calculator' });
    expect(['done', 'failed']).toContain(launched.result.status);
    // openbox focuses a new window: beans-picker reports it and puts the previous window back.
    if (launched.result.status === 'failed') expect(launched.result.code).toBe('foreground_violation');
    calc = String(launched.result.windowId);
    expect(calc).toMatch(/^linux:x11:0x[0-9a-f]+$/u);
    const unknown = await call(open.client, 'launch_app', { app: 'no-such-app' });
    expect(unknown).toMatchObject({ isError: true, result: { code: 'app_not_found' } });
    const listed = await call(open.client, 'windows', { app: 'gnome-calculator' });
    expect((listed.result.windows as { id: string }[]).map((w) => w.id)).toContain(calc);
  }, 60_000);

  it('act presses the keypad in the background and the display shows the answer', async () => {
    const seen = await call(open.client, 'observe', { windowId: calc, limit: 500 });
    const keypad = observedActions(seen.result).find((c) => c.kind === 'keypad')!;
    const result = await call(open.client, 'act', {
      windowId: calc,
      instruction: 'compute',
      text: '(48+16)÷8=',
      candidateId: keypad.id,
    });
    expect(result.result.status).toBe('done');
    const display = await call(open.client, 'observe', { windowId: calc });
    expect(String(display.result.view)).toContain('"8"');
  }, 60_000);

  it('a key candidate is refused with foreground_required', async () => {
    // Window keys are listed on request (issue 16).
    const seen = await call(open.client, 'observe', { windowId: calc, include: ['keys'] });
    const esc = observedActions(seen.result).find((c) => c.does === 'press Escape')!;
    expect(
      (await call(open.client, 'act', { windowId: calc, instruction: 'escape', candidateId: esc.id })).result,
    ).toMatchObject({
      status: 'refused',
      code: 'foreground_required',
    });
  });

  it('screenshot, window_frame and the clipboard', async () => {
    const out = join(dir, 'calc.png');
    const shot = await call(open.client, 'screenshot', { windowId: calc, out, includeImage: false });
    expect(shot.result).toMatchObject({ status: 'done', saved: true });
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    const frame = await call(open.client, 'window_frame', {
      windowId: calc,
      x: 40,
      y: 40,
      width: 420,
      height: 620,
    });
    expect(['done', 'mismatch']).toContain(frame.result.status);
    const text = '  tab\there\nünï 🙂 ';
    expect((await call(open.client, 'clipboard_write', { text })).result.status).toBe('done');
    expect((await call(open.client, 'clipboard_read', {})).result).toMatchObject({ status: 'done', text });
  }, 60_000);

  it('record_start and record_stop publish an MP4 only when finished', async () => {
    const out = join(dir, 'calc.mp4');
    expect((await call(open.client, 'record_start', { windowId: calc, out })).result.status).toBe('done');
    expect(
      (await call(open.client, 'record_start', { windowId: calc, out: join(dir, 'b.mp4') })).result.code,
    ).toBe('recording_active');
    await expect(stat(out)).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 1200));
    const stopped = await call(open.client, 'record_stop', {});
    expect(stopped.result.status).toBe('done');
    expect((await stat(out)).size).toBeGreaterThan(1000);
    expect((await call(open.client, 'record_stop', {})).result.code).toBe('no_recording');
  }, 60_000);
});
