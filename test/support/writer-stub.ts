// A writer over real HTTP: a local server speaking OpenAI chat completions, its replies given by the test.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the writer stub received. */
export interface WriterCall {
  headers: IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** Starts the stub; `reply` gives the JSON the writer answers to each call (n from 0). */
export async function startWriterStub(reply: (call: WriterCall, n: number) => unknown) {
  const calls: WriterCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const call = {
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as WriterCall['body'],
      };
      calls.push(call);
      const content = JSON.stringify(reply(call, calls.length - 1));
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
