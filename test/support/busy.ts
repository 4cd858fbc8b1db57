// A loopback server for fixtures/web/busy.html, a page that never stops making requests: it paces the page's
// /poll requests and counts them, so a test or benchmark can wait for the page to have made N of them.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/** A running busy-page server. */
export interface BusyServer {
  /** The busy page's address (`loops` fetch loops, each answered after the pace). */
  pageUrl: string;
  /** How many /poll requests have been answered. */
  answered(): number;
  /** Resolves once `count` requests have been answered in all; rejects after `timeoutMs`. */
  reached(count: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

const PAGE = fileURLToPath(new URL('../../fixtures/web/busy.html', import.meta.url));

/** How the busy page asks. */
export interface BusyOptions {
  /** How long the server waits before each answer (ms). */
  paceMs?: number;
  /** Fetch loops the page runs at once: about loops × 1000 / paceMs requests a second. */
  loops?: number;
  /** GET, or POST with a small JSON body. */
  method?: 'GET' | 'POST';
  /** Whether the page reads each answer's body (a page that only saves may not). */
  read?: boolean;
}

/** Starts the server on 127.0.0.1. */
export async function startBusyServer(options: BusyOptions = {}): Promise<BusyServer> {
  const { paceMs = 10, loops = 4, method = 'GET', read = true } = options;
  const page = await readFile(PAGE, 'utf8');
  let answered = 0;
  const waiters = new Set<() => void>();
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/busy.html')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return void res.end(page);
    }
    // A POST body is read to its end before the answer, as any server does.
    req.resume();
    if (req.url !== '/poll') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return void res.end('not found');
    }
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ answer: ++answered, padding: 'x'.repeat(512) }));
      for (const wake of [...waiters]) wake();
    }, paceMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    pageUrl: `http://127.0.0.1:${port}/busy.html?loops=${loops}&method=${method}&read=${read ? 'yes' : 'no'}`,
    answered: () => answered,
    reached: (count, timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        const check = (): void => {
          if (answered < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the busy page made ${answered} of ${count} requests in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
