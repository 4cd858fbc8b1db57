// extract through the MCP client on real headless Chromium: the response code of a Swagger UI block.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/schema.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { startFixtureServer, type FixtureServer } from '../../src/fixtures/webServer.js';
import { browserFactory } from '../../src/platforms/browser.js';
import { call, connect, type Connected } from '../support/mcp.js';

let open: Connected;
let server: FixtureServer;
let tab: string;

beforeAll(async () => {
  server = await startFixtureServer();
  open = await connect(createEmbeddedDecider(), { factories: [browserFactory(parseConfig({}))] });
  const launched = await call(open.client, 'launch_app', {
    app: 'chromium',
    urls: [`${server.url}/swagger.html`],
  });
  tab = (launched.result.windows as { id: string }[])[0]!.id;
}, 60_000);
afterAll(async () => {
  await open?.close();
  await server?.close();
});

describe('extract through the MCP client', () => {
  it('"the response code" answers 200 with its key and headings, not the "Server response" heading', async () => {
    const read = await call(open.client, 'extract', { windowId: tab, instruction: 'the response code' });
    expect(read.isError).toBe(false);
    expect(read.result).toMatchObject({
      status: 'done',
      element: {
        label: 'Code',
        value: '200',
        exact: false,
        source: 'cell',
        context: ['Swagger Petstore 1.0.7', 'Server response'],
      },
    });
  });

  it('"the response time" is not_found and names the missing word', async () => {
    const read = await call(open.client, 'extract', { windowId: tab, instruction: 'the response time' });
    expect(read.result).toMatchObject({
      status: 'not_found',
      message: 'No label, column, term or heading here holds "time"; candidates lists the nearest values.',
    });
    // Keys that hold "response" first, then values under a heading that does, then the rest in page order.
    expect((read.result.candidates as { key: string }[]).map((c) => c.key)).toEqual([
      'Response body',
      'Response headers',
      'Description',
      'content-type',
      'Code',
      'Links',
      'Request URL',
      'Swagger Petstore 1.0.7',
      'Curl',
    ]);
  });
});
