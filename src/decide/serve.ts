// Serves a Decider over the System One HTTP API on loopback, answering errors as the hosted API does.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DecisionError, type Decider } from '../core/decision/systemone.js';
import { parseJson } from './json.js';
import type { ModelInfo } from './models.js';
import { checkRequest, validateResponse } from './validate.js';

/** What to serve and where; the host is always 127.0.0.1. */
export interface DecisionServerOptions {
  decider: Decider;
  /** 0 or absent picks a free port. */
  port?: number;
  /** What GET /v1/models lists; by default one entry named after the decider. */
  models?: ModelInfo[];
  /** Larger request bodies get 413. */
  maxBodyBytes?: number;
}

/** A running decision server. */
export interface DecisionServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The default cap on a request body: the validator's 4 Mi characters of JSON, plus room for escapes. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

const message = (status: number, text: string): Reply => ({
  status,
  body: { detail: { message: text, error_type: 'unknown' } },
});

/** Starts serving POST /v1/systemone and GET /v1/models on 127.0.0.1. */
export async function startDecisionServer(options: DecisionServerOptions): Promise<DecisionServer> {
  const server = createServer((req, res) => {
    route(req, res, options)
      .then((reply) => send(res, reply))
      .catch(() => send(res, message(500, 'internal error')));
  });
  server.requestTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  options: DecisionServerOptions,
): Promise<Reply> {
  const path = (req.url ?? '/').split('?')[0];
  const allowed = path === '/v1/systemone' ? 'POST' : path === '/v1/models' ? 'GET' : undefined;
  if (allowed === undefined) return message(404, 'Not Found');
  if (req.method !== allowed) return { ...message(405, 'Method Not Allowed'), headers: { allow: allowed } };
  if (allowed === 'GET')
    return { status: 200, body: { models: options.models ?? defaultModels(options.decider) } };
  return decide(req, res, options);
}

async function decide(
  req: IncomingMessage,
  res: ServerResponse,
  options: DecisionServerOptions,
): Promise<Reply> {
  const limit = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const raw = await readBody(req, limit);
  if (raw === undefined)
    return { ...message(413, `request body larger than ${limit} bytes`), headers: { connection: 'close' } };
  const json = parseJson(raw.toString('utf8'));
  if (!json.ok) return message(400, 'request body is not valid JSON');
  const checked = checkRequest(json.value);
  if (!checked.ok) {
    const detail = checked.problems.map((p) => ({ loc: ['body', ...p.path], msg: p.message, type: p.type }));
    return { status: 422, body: { detail } };
  }
  const controller = new AbortController();
  res.once('close', () => controller.abort());
  try {
    const { response } = await options.decider.decide(checked.request, { signal: controller.signal });
    const body = validateResponse(checked.request, response);
    return { status: 200, body, headers: { 'x-typesafe-request-id': randomUUID() } };
  } catch (error: unknown) {
    // The boundary: a decider's failure becomes a status with a message that names no content.
    if (!(error instanceof DecisionError)) return message(500, 'the decider failed');
    return message(error.code === 'jev_unavailable' ? 503 : 502, error.message);
  }
}

// Reads the whole body; past the limit it keeps draining (so the client can read the 413) but keeps nothing.
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= limit ? Buffer.concat(chunks) : undefined));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...reply.headers,
  });
  res.end(text);
}

function defaultModels(decider: Decider): ModelInfo[] {
  return [{ name: decider.name, description: `beans-picker ${decider.name} decider`, release_date: null }];
}
