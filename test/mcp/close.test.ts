// browser_close closes only the tabs beans-picker opened, and never loses unsaved changes unless told to: on real
// headless Chromium through the MCP client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/schema.js';
import { browserFactory } from '../../src/platforms/browser.js';
import { call, connect, openTab, type Connected } from '../support/mcp.js';
import { servePages, type PageServer } from '../support/pages.js';
import { scriptedDecider } from '../support/scripted.js';

// A note editor that asks to keep its text once typed in, and a link that opens a page of its own.
const NOTE = `<!doctype html><html><head><title>Note</title></head><body>
<label for="note">Note</label><textarea id="note"></textarea>
<a id="help" href="/help" target="_blank">Help</a>
<script>
  document.getElementById('note').addEventListener('input', () => {
    window.onbeforeunload = (event) => { event.preventDefault(); event.returnValue = ''; };
  });
</script></body></html>`;
const HELP = '<!doctype html><html><head><title>Help</title></head><body><p>Help text</p></body></html>';

let open: Connected;
let pages: PageServer;
let base: string;

beforeAll(async () => {
  pages = await servePages((path) => (path === '/help' ? HELP : NOTE));
  base = pages.url;
  open = await connect(
    scriptedDecider((options) => {
      const hit = options.find((o) => o.option.name === 'Help' && o.option.kind === 'click');
      return hit ? { [hit.label]: 0.97, none: 0.01 } : { none: 1 };
    }),
    { env: { BEANS_PICKER_TOOLS: 'window' }, factories: [browserFactory(parseConfig({}))] },
  );
}, 60_000);
afterAll(async () => {
  await open?.close();
  await pages?.close();
});

const tabs = async (): Promise<{ id: string }[]> =>
  (await call(open.client, 'windows', {})).result.windows as { id: string }[];

describe('browser_close', () => {
  it('closes a tab launch_app opened; its id then answers that the tab is gone', async () => {
    const tab = await openTab(open.client, `${base}/note`);
    const closed = await call(open.client, 'browser_close', { windowId: tab });
    expect(closed.result).toMatchObject({ status: 'done' });
    expect((await tabs()).map((t) => t.id)).not.toContain(tab);
    const after = await call(open.client, 'observe', { windowId: tab });
    expect(after.isError).toBe(true);
    expect(String(after.result.code)).toMatch(/window_not_found|target_gone/u);
  });

  it('refuses a tab a page opened, and leaves it open', async () => {
    const tab = await openTab(open.client, `${base}/note`);
    const before = new Set((await tabs()).map((t) => t.id));
    const clicked = await call(open.client, 'act', { windowId: tab, instruction: 'open Help' });
    expect(clicked.result.status).toMatch(/done|unverified/u);
    let help: string | undefined;
    for (let i = 0; i < 50 && !help; i++) {
      help = (await tabs()).find((t) => !before.has(t.id))?.id;
      if (!help) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(help).toBeDefined();
    const refused = await call(open.client, 'browser_close', { windowId: help! });
    expect(refused).toMatchObject({ isError: true, result: { status: 'failed', code: 'not_opened_here' } });
    expect((await tabs()).map((t) => t.id)).toContain(help!);
    await call(open.client, 'browser_close', { windowId: tab });
  });

  it('keeps a page with unsaved changes open until told to discard them', async () => {
    const tab = await openTab(open.client, `${base}/note`);
    const typed = await call(open.client, 'act', {
      windowId: tab,
      instruction: 'type into Note',
      text: 'draft',
      candidateId: await noteId(tab),
    });
    expect(typed.result.status).toBe('done');
    const kept = await call(open.client, 'browser_close', { windowId: tab });
    expect(kept.result).toMatchObject({
      status: 'needs_confirmation',
      code: 'unsaved_changes',
      dialog: { type: 'beforeunload' },
    });
    expect((await tabs()).map((t) => t.id)).toContain(tab);
    const closed = await call(open.client, 'browser_close', { windowId: tab, allowDestructive: true });
    expect(closed.result).toMatchObject({ status: 'done' });
    expect((await tabs()).map((t) => t.id)).not.toContain(tab);
  });

  it('rejects a bad window id before anything runs', async () => {
    const bad = await call(open.client, 'browser_close', { windowId: 'browser:nope' });
    expect(bad.isError).toBe(true);
    expect(bad.result.status).toBe('failed');
  });
});

async function noteId(tab: string): Promise<string> {
  const view = String((await call(open.client, 'observe', { windowId: tab })).result.view);
  const id = /^\s*(c\S+) TextArea "Note"/mu.exec(view)?.[1];
  if (!id) throw new Error(`no Note field in ${view}`);
  return id;
}
