import { mkdtemp, readFile, rm, stat, writeFile, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/schema.js';
import { startFixtureServer, type FixtureServer } from '../../src/fixtures/webServer.js';
import { browserFactory } from '../../src/platforms/browser.js';
import { call, connect, type Connected, openTab } from '../support/mcp.js';
import { scriptedDecider } from '../support/scripted.js';
import { observedActions } from '../support/observed.js';

let open: Connected;
let server: FixtureServer;
let dir: string;
let tab: string;

beforeAll(async () => {
  server = await startFixtureServer();
  dir = await mkdtemp(join(await realpath(tmpdir()), 'bp-mcp-browser-'));
  // Picks "Continue" when it is offered (the late-button test), else none.
  open = await connect(
    scriptedDecider((options) => {
      const hit = options.find((o) => o.option.kind === 'click' && o.option.name === 'Continue');
      return hit ? { [hit.label]: 0.97, none: 0.01 } : { none: 1 };
    }),
    // The upload test's file sits in `dir`, which is therefore an upload root.
    {
      env: { BEANS_PICKER_UPLOAD_ROOTS: dir, BEANS_PICKER_TOOLS: 'files,window' },
      factories: [browserFactory(parseConfig({}))],
    },
  );
  tab = await openTab(open.client, `${server.url}/form.html`);
}, 60_000);
afterAll(async () => {
  await open?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const candidates = async (windowId: string) =>
  observedActions((await call(open.client, 'observe', { windowId, limit: 500 })).result);

describe('browser tools through the MCP client, on real headless Chromium', () => {
  it('launch_app refuses a URL with a user name before anything starts', async () => {
    const bad = await call(open.client, 'launch_app', {
      app: 'chromium',
      urls: ['http://u:p@example.test/'],
    });
    expect(bad).toMatchObject({ isError: true, result: { code: 'bad_url' } });
  });

  it('act waits for a named button that is not enabled yet, and clicks it once', async () => {
    server.reset({});
    await call(open.client, 'browser_navigate', { windowId: tab, url: `${server.url}/late.html` });
    const act = await call(open.client, 'act', { windowId: tab, instruction: 'click Continue' });
    // The page shows nothing when clicked (the fixture records it), so the click is unverified, not done.
    expect(act.result).toMatchObject({ status: 'unverified', action: { kind: 'click' } });
    expect(server.state().clicks).toEqual({ late: 1 });
  });

  it('observe, act and extract on a tab', async () => {
    server.reset({ body: 'todo:\n' });
    await call(open.client, 'browser_navigate', { windowId: tab, url: `${server.url}/form.html` });
    const body = (await candidates(tab)).find((c) => c.kind === 'append' && c.does.includes('"Body"'))!;
    const act = await call(open.client, 'act', {
      windowId: tab,
      instruction: 'add milk',
      text: 'buy milk',
      candidateId: body.id,
    });
    expect(act.result).toMatchObject({ status: 'done', verification: { exact: true } });
    expect(server.state().body).toBe('todo:\nbuy milk');
  });

  it('observe says a URL the caller was not told: after browser_navigate it is left out, after a link it is shown', async () => {
    server.reset({});
    await call(open.client, 'browser_navigate', { windowId: tab, url: `${server.url}/index.html` });
    const view = async (args: Record<string, unknown>) => {
      const seen = await open.client.callTool({ name: 'observe', arguments: args });
      const text = (seen.content as { type: string; text: string }[])[0]!.text;
      // The caller reads the lines themselves, not a JSON string of them.
      expect(text).toBe((seen.structuredContent as { view: string }).view);
      return text;
    };
    const told = await view({ windowId: tab });
    expect(told.split('\n')[0]).toBe('beans-picker fixtures');
    const link = told
      .split('\n')
      .find((l) => l.endsWith(' Link "Form"'))!
      .split(' ')[0];
    const clicked = await call(open.client, 'act', { windowId: tab, candidateId: link });
    expect(clicked.isError).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect((await view({ windowId: tab })).split('\n')[0]).toBe(`Note form · ${server.url}/form.html`);
    expect((await view({ windowId: tab })).split('\n')[0]).toBe('Note form');
    expect((await view({ app: 'chromium' })).split('\n')[0]).toBe(`Note form · ${server.url}/form.html`);
  });

  it('browser_state and browser_navigate report the URL; a refused URL changes nothing', async () => {
    const nav = await call(open.client, 'browser_navigate', {
      windowId: tab,
      url: `${server.url}/late.html`,
    });
    expect(nav.result).toMatchObject({ status: 'done', finalUrl: `${server.url}/late.html` });
    const state = await call(open.client, 'browser_state', { windowId: tab });
    expect(state.result).toMatchObject({ status: 'done', url: `${server.url}/late.html`, dialog: null });
    const refused = await call(open.client, 'browser_navigate', { windowId: tab, url: 'file:///etc/passwd' });
    expect(refused).toMatchObject({ isError: true, result: { code: 'bad_url' } });
    expect((await call(open.client, 'browser_state', { windowId: tab })).result.url).toBe(
      `${server.url}/late.html`,
    );
  });

  it('browser_dialog: a confirm is inspected, accept needs allowDestructive, dismiss answers it', async () => {
    await call(open.client, 'browser_navigate', { windowId: tab, url: `${server.url}/secret.html` });
    const del = (await candidates(tab)).find((c) => c.kind === 'click' && /Delete/u.test(c.does))!;
    const clicked = await call(open.client, 'act', {
      windowId: tab,
      instruction: 'delete',
      candidateId: del.id,
      allowDestructive: true,
    });
    expect(clicked.isError).toBe(false);
    const seen = await call(open.client, 'browser_dialog', { windowId: tab, action: 'inspect' });
    expect(seen.result).toMatchObject({ status: 'done', present: true, type: 'confirm' });
    const id = seen.result.id as string;
    // The tab's state is still readable while the dialog blocks the page, and names the dialog.
    const during = await call(open.client, 'browser_state', { windowId: tab });
    expect(during.result).toMatchObject({
      status: 'done',
      url: `${server.url}/secret.html`,
      dialog: { id, type: 'confirm' },
    });
    const refused = await call(open.client, 'browser_dialog', {
      windowId: tab,
      action: 'accept',
      dialogId: id,
    });
    expect(refused.result.status).toBe('needs_confirmation');
    const dismissed = await call(open.client, 'browser_dialog', {
      windowId: tab,
      action: 'dismiss',
      dialogId: id,
    });
    expect(dismissed.result.status).toBe('done');
    expect(
      (await call(open.client, 'browser_dialog', { windowId: tab, action: 'inspect' })).result.present,
    ).toBe(false);
  });

  it('screenshot returns a PNG inline and saves a new file with mode 0600, never over an existing one', async () => {
    const out = join(dir, 'tab.png');
    const shot = await open.client.callTool({ name: 'screenshot', arguments: { windowId: tab, out } });
    expect((shot.content as { type: string }[]).some((c) => c.type === 'image')).toBe(true);
    expect((await readFile(out)).subarray(1, 4).toString()).toBe('PNG');
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    const again = await call(open.client, 'screenshot', { windowId: tab, out });
    expect(again).toMatchObject({ isError: true, result: { code: 'exists' } });
  });

  it('browser_upload sets files; browser_download publishes the finished file', async () => {
    await call(open.client, 'browser_navigate', { windowId: tab, url: `${server.url}/files.html` });
    const file = join(dir, 'notes.txt');
    await writeFile(file, 'hello');
    const list = await candidates(tab);
    const input = list.find((c) => c.kind === 'click' && /Attachments/u.test(c.does))!;
    const up = await call(open.client, 'browser_upload', {
      windowId: tab,
      candidateId: input.id,
      files: [file],
    });
    expect(up.result).toMatchObject({ status: 'done', assigned: 1 });
    expect(server.state().uploads).toEqual(['notes.txt']);
    const link = list.find((c) => c.kind === 'click' && /Download report/u.test(c.does))!;
    const out = join(dir, 'report.txt');
    const down = await call(open.client, 'browser_download', { windowId: tab, candidateId: link.id, out });
    expect(down.result.status).toBe('done');
    expect((await stat(out)).size).toBeGreaterThan(0);
  });
});

describe('a browser that will not start', () => {
  it('launch_app answers launch_failed, and the next call tries again instead of keeping the failure', async () => {
    // An executable that exits at once: found, so the factory is available, but it never opens DevTools.
    const broken = await connect(
      scriptedDecider(() => ({ none: 1 })),
      { factories: [browserFactory(parseConfig({ BEANS_PICKER_BROWSER: '/bin/false' }))] },
    );
    try {
      for (let i = 0; i < 2; i++) {
        const launched = await call(broken.client, 'launch_app', {
          app: 'chromium',
          urls: [`${server.url}/`],
        });
        expect(launched).toMatchObject({
          isError: true,
          result: { status: 'failed', code: 'launch_failed' },
        });
      }
    } finally {
      await broken.close();
    }
  });
});
