// Linux apps no accessibility tree describes (the X toolkit's xmessage, xman and xedit, from Debian's x11-utils
// and x11-apps): listed by windows, read by observe through OCR of their pixels, and clicked on a private display.
// Judged by the apps themselves: the button xmessage prints, the help window xman opens, xedit ending.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { AtspiDriver, startDesktopSession, type DesktopSession } from '../../src/drivers/atspi/index.js';
import { linuxFactory } from '../../src/platforms/linux.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { desktopAvailable, opts, x } from './support.js';

const available =
  desktopAvailable &&
  ['/usr/bin/xmessage', '/usr/bin/xman', '/usr/bin/xedit', '/usr/bin/tesseract'].every((p) => existsSync(p));
if (!available)
  console.log(
    'pixel window tests skipped: xmessage, xman, xedit, tesseract or the desktop tools are missing',
  );

const MESSAGE = 'Disk almost full: 3% left';

interface Listed {
  id: string;
  app: string;
}

describe.skipIf(!available)('windows with no accessibility tree, read from their pixels', () => {
  let session: DesktopSession | undefined;
  let open: Connected | undefined;
  let message: ChildProcessWithoutNullStreams | undefined;
  let printed = '';
  let xman: ChildProcessWithoutNullStreams | undefined;

  const listed = async (): Promise<Listed[]> =>
    ((await call(open!.client, 'windows', {})).result as { windows: Listed[] }).windows;
  const windowOf = async (app: string): Promise<string> => {
    for (let i = 0; i < 40; i++) {
      const found = (await listed()).find((w) => w.app === app);
      if (found) return found.id;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no ${app} window`);
  };

  beforeAll(async () => {
    session = await startDesktopSession({ private: true });
    message = spawn('/usr/bin/xmessage', ['-buttons', 'okay,cancel', '-print', MESSAGE], {
      env: session.env,
    });
    message.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
    xman = spawn('/usr/bin/xman', [], { env: session.env });
    open = await connect(createEmbeddedDecider(), { factories: [linuxFactory(session.env)] });
  }, 60_000);

  afterAll(async () => {
    message?.kill();
    xman?.kill();
    await open?.close();
    await session?.stop();
  });

  it('lists them by their program and reads their text and buttons', async () => {
    const id = await windowOf('xmessage');
    const view = String((await call(open!.client, 'observe', { windowId: id })).result.view);
    expect(view).toContain(MESSAGE);
    // The oval buttons are read without the ovals, as controls.
    expect(view).toMatch(/^c\d+ Text "okay"$/mu);
    expect(view).toMatch(/^c\d+ Text "cancel"$/mu);
    const xmanView = String(
      (await call(open!.client, 'observe', { windowId: await windowOf('xman') })).result.view,
    );
    for (const label of ['Manual Browser', 'Help', 'Quit', 'Manual Page'])
      expect(xmanView).toContain(`"${label}"`);
  }, 60_000);

  it("clicks xman's Help button, and the help window it opens says the click was done", async () => {
    const id = await windowOf('xman');
    const result = (await call(open!.client, 'act', { windowId: id, instruction: 'click Help' })).result;
    expect(result.status, JSON.stringify(result)).toBe('done');
    expect(x(session!, ['search', '--name', '^help$'])).not.toBe('');
  }, 60_000);

  it("reads xedit's touching buttons apart and clicks Quit, not the Save beside it: xedit ends", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bp-xedit-'));
    const editor = spawn('/usr/bin/xedit', [join(dir, 'note.txt')], { env: session!.env });
    const ended = new Promise<number | null>((resolve) => editor.on('exit', resolve));
    try {
      const id = await windowOf('xedit');
      const view = String((await call(open!.client, 'observe', { windowId: id })).result.view);
      // One frame edge apart, no wider a gap than between two words: each is a control of its own.
      for (const label of ['Quit', 'Save', 'Load'])
        expect(view).toMatch(new RegExp(`^c\\d+ Text "${label}"`, 'mu'));
      const result = (
        await call(open!.client, 'act', { windowId: id, instruction: 'click Quit', allowDestructive: true })
      ).result;
      expect(await ended).toBe(0);
      expect(result).toMatchObject({ status: 'done', message: 'the window closed' });
      // Quit on an unchanged buffer writes nothing.
      expect(existsSync(join(dir, 'note.txt'))).toBe(false);
    } finally {
      editor.kill();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("refuses a click on the user's own display, where the pointer is theirs, and sends nothing", async () => {
    const driver = new AtspiDriver({ env: session!.env, privateDisplay: false });
    try {
      const id = (await driver.windows({ app: 'xmessage' }, opts()))[0]?.id ?? '';
      const raw = await driver.snapshot(id, opts());
      const cancel = raw.nodes.find((n) => n.label === 'cancel');
      expect(cancel?.clickable).toBe(true);
      const outcome = await driver.perform(id, { type: 'click', handle: cancel?.handle ?? '' }, opts());
      expect(outcome).toMatchObject({ ok: false, code: 'not_supported' });
      await new Promise((r) => setTimeout(r, 300));
      expect(printed).toBe('');
    } finally {
      await driver.close();
    }
  }, 60_000);

  it("clicks xmessage's cancel: xmessage prints it and ends, and the answer says the window closed", async () => {
    const id = await windowOf('xmessage');
    const result = (await call(open!.client, 'act', { windowId: id, instruction: 'click cancel' })).result;
    await new Promise((r) => setTimeout(r, 300));
    expect(printed).toBe('cancel\n');
    expect(result).toMatchObject({ status: 'done', message: 'the window closed' });
  }, 60_000);

  it('sends Return to xmessage, which presses its default button; which one cannot be read back', async () => {
    const notice = spawn(
      '/usr/bin/xmessage',
      ['-buttons', 'okay,cancel', '-default', 'okay', 'Backup done'],
      {
        env: session!.env,
      },
    );
    // xmessage ends with its button's value: 101 for the first, okay.
    const ended = new Promise<number | null>((resolve) => notice.on('exit', resolve));
    let exited = false;
    void ended.then(() => (exited = true));
    try {
      const id = await windowOf('xmessage');
      const asked = (await call(open!.client, 'act', { windowId: id, instruction: 'press Return' })).result;
      // Return can press a focused button: it waits for the caller's yes, and nothing is sent.
      expect(asked.status).toBe('needs_confirmation');
      await new Promise((r) => setTimeout(r, 300));
      expect(exited).toBe(false);
      const result = (
        await call(open!.client, 'act', { windowId: id, instruction: 'press Return', allowDestructive: true })
      ).result;
      expect(await ended).toBe(101);
      expect(result.status).toBe('unverified');
      expect(String(result.message)).toContain('the window closed');
    } finally {
      notice.kill();
    }
  }, 60_000);
});
