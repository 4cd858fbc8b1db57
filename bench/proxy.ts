// An optional proxy in front of the web fixture that drops `Cache-Control: no-store` from the replies to the
// pages' POSTs. Playwright MCP waits up to 5 s after a click for a fetch whose reply is no-store; this lets a
// run show how much of condition (a)'s time that costs. Pages, state and judging are unchanged.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FixtureServer } from '../src/fixtures/webServer.js';

/** A running proxy: the fixture's pages under another port. */
export interface FixtureProxy {
  url: string;
  close(): Promise<void>;
}

function forward(
  fixture: URL,
  crossFrom: string,
  crossTo: string,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const upstream = request(
    { host: fixture.hostname, port: fixture.port, path: req.url, method: req.method, headers: req.headers },
    (reply) => {
      const headers = { ...reply.headers };
      if (req.method === 'POST') delete headers['cache-control'];
      if (!String(headers['content-type'] ?? '').startsWith('text/html')) {
        res.writeHead(reply.statusCode ?? 502, headers);
        reply.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      reply.on('data', (c: Buffer) => chunks.push(c));
      reply.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8').replaceAll(crossFrom, crossTo);
        delete headers['content-length'];
        res.writeHead(reply.statusCode ?? 502, headers);
        res.end(body);
      });
    },
  );
  upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
  req.pipe(upstream);
}

/** Starts the proxy on 127.0.0.1; its cross-origin frames point at localhost on the proxy's port. */
export async function startFixtureProxy(fixture: FixtureServer): Promise<FixtureProxy> {
  let crossTo = '';
  const server = createServer((req, res) =>
    forward(new URL(fixture.url), fixture.crossOriginUrl, crossTo, req, res),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  crossTo = `http://localhost:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
