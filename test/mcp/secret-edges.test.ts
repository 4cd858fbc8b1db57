// Secrets at the MCP edge, on real headless Chromium: no result, error or decision request shows a card,
// one-time-code, PIN or CSS-masked field's value, and a page that leads to a URL with a user name and password
// is refused (after an HTTP redirect or a script's) without the credentials ever being shown or requested.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/schema.js';
import { startFixtureServer, type FixtureServer } from '../../src/fixtures/webServer.js';
import { browserFactory } from '../../src/platforms/browser.js';
import { CHECKOUT_SECRETS } from '../support/checkout.js';
import { connect, type Connected } from '../support/mcp.js';
import { prefer, scriptedDecider } from '../support/scripted.js';

let open: Connected;
let fixtures: FixtureServer;
let redirects: Server;
let base = '';
const asked: string[] = [];
const decider = scriptedDecider(
  prefer(
    (o) =>
      (o.kind === 'set_value' && o.name === 'Delivery note') || (o.kind === 'click' && o.name === 'Sign in'),
  ),
);
let tab: string;
let dir: string;

// A page server on 127.0.0.1 whose pages lead to this same server with "user:pw@" in the address.
function startRedirects(): Promise<void> {
  redirects = createServer((req, res) => {
    asked.push(req.url ?? '');
    const target = `http://user:pw@127.0.0.1:${(redirects.address() as AddressInfo).port}/landed`;
    if (req.url === '/http') res.writeHead(302, { location: target }).end();
    else
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          req.url === '/script'
            ? `<title>Go</title><script>location.href = ${JSON.stringify(target)};</script>`
            : req.url === '/link'
              ? `<title>Link</title><a href="${target}">Sign in</a>`
              : req.url === '/popup'
                ? `<title>Pop</title><button onclick='window.open(${JSON.stringify(target)})'>Sign in</button>`
                : '<title>Landed</title><p>landed</p>',
        );
  });
  return new Promise((resolve) =>
    redirects.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(redirects.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

// The whole answer as the client receives it (text content and structured result).
async function raw(
  name: string,
  args: Record<string, unknown>,
): Promise<{ text: string; result: Record<string, unknown> }> {
  const response = await open.client.callTool({ name, arguments: args });
  return { text: JSON.stringify(response), result: response.structuredContent as Record<string, unknown> };
}

beforeAll(async () => {
  dir = await mkdtemp(join(await realpath(tmpdir()), 'bp-secret-edges-'));
  fixtures = await startFixtureServer();
  await startRedirects();
  open = await connect(decider, {
    env: { BEANS_PICKER_TOOLS: 'window' },
    factories: [browserFactory(parseConfig({}))],
  });
  const launched = await raw('launch_app', { app: 'chromium', urls: [`${fixtures.url}/checkout.html`] });
  expect(launched.result.status).toBe('done');
  tab = (launched.result.windows as { id: string }[])[0]!.id;
}, 60_000);
afterAll(async () => {
  await open?.close();
  await fixtures?.close();
  await new Promise((resolve) => redirects?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('secrets at the MCP edge', () => {
  it('observe, act and their decision requests never hold a card, code, PIN or masked value', async () => {
    const answers = [
      await raw('observe', { windowId: tab, limit: 500 }),
      await raw('observe', { windowId: tab, instruction: 'the delivery note' }),
      await raw('act', { windowId: tab, instruction: 'set the delivery note', text: 'Ring twice' }),
      await raw('act', { windowId: tab, instruction: 'type into Code from SMS', text: '111' }),
      await raw('extract', { windowId: tab, instruction: 'the Full name' }),
      await raw('extract', { windowId: tab, instruction: 'the Member word' }),
    ];
    expect(answers[2]!.result).toMatchObject({ status: 'done' });
    expect(answers[3]!.result).toMatchObject({ status: 'refused', code: 'secret_field' });
    expect(decider.requests.length).toBeGreaterThan(0);
    const seen = [...answers.map((a) => a.text), JSON.stringify(decider.requests)].join('\n');
    expect(seen).toContain('Leave at the door');
    for (const secret of CHECKOUT_SECRETS)
      expect({ secret, shown: seen.includes(secret) }).toEqual({ secret, shown: false });
  });

  it('the screenshot tool shows the field colour only in the one field that is not secret', async () => {
    const response = await open.client.callTool({ name: 'screenshot', arguments: { windowId: tab } });
    const image = (response.content as { type: string; data?: string }[]).find((c) => c.type === 'image');
    const png = PNG.sync.read(Buffer.from(image?.data ?? '', 'base64'));
    // Every field of the page has a #ffffee background; only Delivery note's may still show it.
    const rows = new Set<number>();
    for (let i = 0; i < png.width * png.height; i++)
      if (png.data[i * 4] === 255 && png.data[i * 4 + 1] === 255 && png.data[i * 4 + 2] === 238)
        rows.add(Math.floor(i / png.width));
    expect(rows.size).toBeGreaterThan(20);
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThan(30);
  });

  it.each(['/http', '/script'])(
    'a page at %s that leads to http://user:pw@127.0.0.1 is refused, and the credentials never show',
    async (path) => {
      asked.length = 0;
      const navigated = await raw('browser_navigate', { windowId: tab, url: `${base}${path}` });
      expect(navigated.result).toMatchObject({ status: 'failed', code: 'bad_url' });
      const state = await raw('browser_state', { windowId: tab });
      expect(state.result).toMatchObject({ status: 'done', url: 'about:blank' });
      const after = [navigated, state, await raw('windows', {}), await raw('observe', { windowId: tab })];
      for (const answer of after) {
        expect(answer.text).not.toContain('pw@');
        expect(answer.text).not.toContain('user:pw');
      }
      // The refused address was never requested.
      expect(asked).toEqual([path]);
    },
  );

  it('a click on a link to http://user:pw@127.0.0.1 fails with bad_url, and the credentials never show', async () => {
    await raw('browser_navigate', { windowId: tab, url: `${base}/link` });
    asked.length = 0;
    const clicked = await raw('act', { windowId: tab, instruction: 'click Sign in' });
    expect(clicked.result).toMatchObject({ status: 'failed', code: 'bad_url' });
    const after = [
      clicked,
      await raw('browser_state', { windowId: tab }),
      await raw('windows', {}),
      await raw('observe', { windowId: tab }),
      await raw('screenshot', { windowId: tab, includeImage: false, out: join(dir, 'error-page.png') }),
    ];
    expect(after[4]!.result).toMatchObject({ status: 'done' });
    for (const answer of after) expect(answer.text).not.toContain('pw@');
    expect(asked).toEqual([]);
  });
  it('a pop-up a click opens at http://user:pw@127.0.0.1 is refused before beans-picker touches its tab', async () => {
    await raw('browser_navigate', { windowId: tab, url: `${base}/popup` });
    asked.length = 0;
    const clicked = await raw('act', { windowId: tab, instruction: 'click Sign in' });
    expect(clicked.result).toMatchObject({ status: 'failed', code: 'bad_url' });
    // Give the pop-up's request time to be sent if it were let through.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const listed = await raw('windows', {});
    expect(asked.filter((url) => url !== '/favicon.ico')).toEqual([]);
    expect(JSON.stringify(listed.result)).not.toContain('Landed');
    for (const answer of [clicked, listed]) expect(answer.text).not.toContain('pw@');
  });
});
