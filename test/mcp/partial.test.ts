// A page bigger than a snapshot keeps: the answer says it was cut and how to see the rest, and what is on screen
// is never cut, so scrolling to a control past the cut makes it observable and actable. Real headless Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/schema.js';
import { browserFactory } from '../../src/platforms/browser.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { call, connect, openTab, type Connected } from '../support/mcp.js';
import { servePages, type PageServer } from '../support/pages.js';

// 7,000 rows of buttons (more than the 5,000 nodes a snapshot keeps), and a Help button fixed on screen after them.
const PAGE = `<!doctype html><html><head><title>Big list</title>
<style>#help { position: fixed; top: 8px; right: 8px; }</style></head><body>
<ul id="list"></ul><button id="help">Help</button>
<script>
  window.clicked = [];
  const list = document.getElementById('list');
  for (let i = 1; i <= 7000; i++) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.id = 'item-' + i;
    button.textContent = 'Open order ' + i;
    button.addEventListener('click', () => window.clicked.push(i));
    item.append(button);
    list.append(item);
  }
  document.getElementById('help').addEventListener('click', () => window.clicked.push('help'));
  if (location.hash) document.querySelector(location.hash).scrollIntoView({ block: 'center' });
</script></body></html>`;

let open: Connected;
let pages: PageServer;
let base: string;

beforeAll(async () => {
  pages = await servePages(() => PAGE);
  base = pages.url;
  open = await connect(createEmbeddedDecider(), { factories: [browserFactory(parseConfig({}))] });
}, 60_000);
afterAll(async () => {
  await open?.close();
  await pages?.close();
});

describe('a page past the snapshot limit', () => {
  it('says partial with how to see the rest, and still lists what is on screen past the cut', async () => {
    const tab = await openTab(open.client, `${base}/list`);
    const seen = await call(open.client, 'observe', { windowId: tab, find: 'Help' });
    expect(seen.result.partial).toMatchObject({
      nodes: expect.any(Number),
      rest: expect.stringMatching(/scroll/u),
    });
    expect(String(seen.result.view)).toMatch(/Button "Help"/u);
    const act = await call(open.client, 'act', { windowId: tab, instruction: 'click Help' });
    expect(act.result.status).toMatch(/done|unverified/u);
  });

  it('answers not_found with partial for a control past the cut, and finds it once it is scrolled into view', async () => {
    const tab = await openTab(open.client, `${base}/list`);
    const missing = await call(open.client, 'act', { windowId: tab, instruction: 'click Open order 6900' });
    expect(missing.result).toMatchObject({
      status: 'not_found',
      partial: { rest: expect.stringMatching(/scroll/u) },
    });
    const there = await openTab(open.client, `${base}/list#item-6900`);
    const act = await call(open.client, 'act', { windowId: there, instruction: 'click Open order 6900' });
    expect(act.result.status).toMatch(/done|unverified/u);
    expect(act.result.action).toMatchObject({ kind: 'click' });
  });
});
