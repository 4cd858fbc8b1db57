// A scripted local HTTP server that answers like the hosted System One API: the remote client's contract stub.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub received. */
export interface StubCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An answer: status, headers and a JSON or raw body; `hang` never answers, `stall` sends the head and part of a body. */
export type StubReply =
  { status: number; headers?: Record<string, string>; json?: unknown; text?: string } | 'hang' | 'stall';

/** A running stub and every call it has received, in order. */
export interface JevStub {
  url: string;
  calls: StubCall[];
  close(): Promise<void>;
}

/** Starts a stub on 127.0.0.1 (a free port) that answers the n-th call (0-based) with `answer(call, n)`. */
export async function startJevStub(answer: (call: StubCall, n: number) => StubReply): Promise<JevStub> {
  const calls: StubCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      calls.push(call);
      const reply = answer(call, calls.length - 1);
      if (reply === 'hang') return;
      if (reply === 'stall')
        return void res.writeHead(200, { 'content-type': 'application/json' }).write('{"model":');
      const text = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
