// GTK 4.8's file chooser dialog (gtk4-demo's Video Player > Open, a GtkFileChooserDialog) is an X11 window of its
// app, but its accessible is a filler that says it is not visible, so `windows` left it out and nothing in it could
// be read or pressed. A top-level accessible with exactly the name of one of its app's X11 windows is now that
// window. Judged by the X server (xdotool): the dialog's X11 id, and that it is gone after Cancel.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../apps/suite.js';
import { call } from '../support/mcp.js';
import { desktopAvailable, x } from './support.js';

const DEMO = '/usr/bin/gtk4-demo';
const available = desktopAvailable && existsSync(DEMO);
if (!available)
  console.log(`GTK 4 file chooser tests skipped: ${DEMO} or the desktop tools are not installed`);

describe.skipIf(!available)("GTK 4's file chooser over AT-SPI", () => {
  let app: RunningApp | undefined;

  beforeAll(async () => {
    app = await startApp(
      { name: 'gtk4-demo', command: DEMO, args: ['--run=video_player'], toolkit: 'GTK4', tasks: [] },
      { private: false },
    );
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  // The dialog's X11 id as the X server says it ('' when there is none: xdotool then exits 1).
  const dialogXid = (): string => {
    try {
      return x(app!.session, ['search', '--onlyvisible', '--name', '^Select a video$']).split('\n')[0] ?? '';
    } catch {
      return '';
    }
  };

  it('lists the open dialog as a window of its app, reads it and presses its Cancel', async () => {
    const opened = await call(app!.open.client, 'act', {
      windowId: app!.windowId,
      instruction: 'click Open',
    });
    // The window manager gives the new dialog the front: the act says so (the bystander was put back), or done.
    const said = opened.result as { status: string; code?: string };
    expect(said.status === 'done' || said.code === 'foreground_violation').toBe(true);
    await expect.poll(dialogXid, { timeout: 5000 }).not.toBe('');
    const xid = Number(dialogXid());

    const listed = (await call(app!.open.client, 'windows', {})).result as {
      windows: { id: string; app: string }[];
    };
    const dialog = listed.windows.find((w) => w.id === `linux:x11:0x${xid.toString(16)}`);
    expect(dialog).toMatchObject({ app: 'gtk4-demo' });

    const seen = (await call(app!.open.client, 'observe', { windowId: dialog!.id, limit: 80 })).result as {
      status: string;
      view: string;
    };
    expect(seen.status).toBe('done');
    expect(seen.view.split('\n')[0]).toBe('Select a video');
    expect(seen.view).toMatch(/Button "Cancel"/u);
    expect(seen.view).toMatch(/^Other Locations$/mu);

    const cancel = await call(app!.open.client, 'act', { windowId: dialog!.id, instruction: 'click Cancel' });
    expect(cancel.result).toMatchObject({ status: 'done' });
    await expect.poll(dialogXid, { timeout: 5000 }).toBe('');
  }, 90_000);
});
