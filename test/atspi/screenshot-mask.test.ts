// Desktop screenshots showed a password field's dots (and their count) in clear pixels; the browser's were masked.
// The GTK fixture with a masked PIN field: its box is painted black in window and screen captures, the rest is not.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedDecider } from '../support/scripted.js';
import { DesktopTools, type AtspiDriver } from '../../src/drivers/atspi/index.js';
import { linuxFactory } from '../../src/platforms/linux.js';
import type { Rect } from '../../src/core/snapshot.js';
import { connect, type Connected } from '../support/mcp.js';
import { closeOneApp, desktopAvailable, FIXTURE_APP, openOneApp, opts, x, type OneApp } from './support.js';

type Image = { width: number; height: number; data: Buffer };

// Share of a box's pixels, `inset` px in from its edges, whose channels are all at most `max` (0: opaque black; a
// decoded video frame is not exact, so its frames are read with a margin).
function blackShare(image: Image, box: Rect, max = 0, inset = 0): number {
  let black = 0;
  let all = 0;
  for (let y = Math.ceil(box.y + inset); y < Math.floor(box.y + box.height - inset); y++)
    for (let x = Math.ceil(box.x + inset); x < Math.floor(box.x + box.width - inset); x++) {
      const at = (y * image.width + x) * 4;
      all += 1;
      if (Math.max(image.data[at]!, image.data[at + 1]!, image.data[at + 2]!) <= max) black += 1;
    }
  return all ? black / all : 0;
}

// The same for a video frame: near black, 2 px in from the edges.
const darkShare = (image: Image, box: Rect): number => blackShare(image, box, 24, 2);

describe.skipIf(!desktopAvailable)('desktop screenshots hide secret fields', () => {
  let app: OneApp | undefined;
  let open: Connected | undefined;
  let local = '';
  let boxes: { pin: Rect; name: Rect } | undefined;

  beforeAll(async () => {
    app = await openOneApp('/usr/bin/python3', (session) => [
      FIXTURE_APP,
      '--state',
      join(session.dir, 'pin-state.json'),
      '--pin',
      '4321',
    ]);
    local = app.windowId;
    const nodes = (await app.driver.snapshot(local, opts())).nodes;
    const frame = (label: string): Rect => nodes.find((n) => n.label === label && n.frame)!.frame!;
    boxes = { pin: frame('PIN'), name: frame('Name') };
    open = await connect(
      scriptedDecider(() => ({ none: 1 })),
      { env: { BEANS_PICKER_TOOLS: 'files' }, factories: [linuxFactory(app.session.env)] },
    );
  }, 60_000);

  afterAll(async () => {
    await open?.close();
    await closeOneApp(app);
  });

  const shot = async (args: Record<string, unknown>): Promise<Image> => {
    const out = await open!.client.callTool({ name: 'screenshot', arguments: args });
    expect((out.structuredContent as { status: string }).status).toBe('done');
    const image = (out.content as { type: string; data: string }[]).find((c) => c.type === 'image');
    return PNG.sync.read(Buffer.from(image!.data, 'base64'));
  };

  it('paints the PIN field black in a window capture, and only it', async () => {
    const raw = PNG.sync.read(
      execFileSync('import', ['-window', String(Number(local.replace(/^.*:/u, ''))), 'png:-'], {
        env: app!.session.env,
      }),
    );
    expect(blackShare(raw, boxes!.pin)).toBeLessThan(0.5);
    const image = await shot({ windowId: `linux:${local}` });
    expect(blackShare(image, boxes!.pin)).toBe(1);
    expect(blackShare(image, boxes!.name)).toBeLessThan(0.5);
  }, 30_000);

  it('paints a field seen only before the capture (one that goes as the capture is taken)', async () => {
    // The driver sees the PIN field at the first read only, as if its dialog closed during the capture.
    let reads = 0;
    const driver = new Proxy(app!.driver, {
      get(target, key, receiver) {
        if (key !== 'snapshot') return Reflect.get(target, key, receiver) as unknown;
        return async (...args: Parameters<AtspiDriver['snapshot']>) => {
          const read = await target.snapshot(...args);
          reads += 1;
          if (reads === 1) return read;
          return {
            ...read,
            nodes: read.nodes.map((n) => ({ ...n, states: { ...n.states, secret: false } })),
          };
        };
      },
    });
    const image = PNG.sync.read(await new DesktopTools(driver, app!.session.env).screenshot(local));
    expect(reads).toBe(2);
    expect(blackShare(image, boxes!.pin)).toBe(1);
    expect(blackShare(image, boxes!.name)).toBeLessThan(0.5);
  }, 30_000);

  it('paints it black in a screen capture, where the window sits', async () => {
    // Where the window's own pixels sit on the screen, as the X server says (xdotool's position includes the frame).
    const info = x(app!.session, ['-id', String(Number(local.replace(/^.*:/u, '')))], 'xwininfo');
    const pos = {
      X: /Absolute upper-left X:\s+(-?\d+)/u.exec(info)?.[1],
      Y: /Absolute upper-left Y:\s+(-?\d+)/u.exec(info)?.[1],
    };
    const onScreen = (b: Rect): Rect => ({ ...b, x: b.x + Number(pos.X), y: b.y + Number(pos.Y) });
    const image = await shot({ scope: 'screen' });
    expect(blackShare(image, onScreen(boxes!.pin))).toBe(1);
    expect(blackShare(image, onScreen(boxes!.name))).toBeLessThan(0.5);
  }, 30_000);
  it('paints it black in every frame of a recording of the window, and only it', async () => {
    const dir = await mkdtemp(join(await realpath(tmpdir()), 'bp-rec-mask-'));
    try {
      const out = join(dir, 'pin.mp4');
      const started = await open!.client.callTool({
        name: 'record_start',
        arguments: { windowId: `linux:${local}`, out },
      });
      expect(started.structuredContent).toMatchObject({ status: 'done' });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const stopped = await open!.client.callTool({ name: 'record_stop', arguments: {} });
      expect(stopped.structuredContent).toMatchObject({ status: 'done' });
      execFileSync('ffmpeg', ['-loglevel', 'error', '-i', out, '-vf', 'fps=4', join(dir, 'f%03d.png')]);
      const frames = readdirSync(dir).filter((f) => f.endsWith('.png'));
      expect(frames.length).toBeGreaterThanOrEqual(3);
      for (const f of frames) {
        const image = PNG.sync.read(readFileSync(join(dir, f)));
        expect(darkShare(image, boxes!.pin), f).toBeGreaterThanOrEqual(0.98);
        expect(darkShare(image, boxes!.name), f).toBeLessThan(0.5);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
