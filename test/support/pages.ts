// A local page server for tests that need a page of their own: 127.0.0.1, a free port, HTML by path.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running page server: its base URL and how to stop it. */
export interface PageServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the HTML `page(path)` gives for every request. */
export async function servePages(page: (path: string) => string): Promise<PageServer> {
  const http = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(req.url ?? '/'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}
