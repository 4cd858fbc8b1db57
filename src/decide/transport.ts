// One HTTP attempt against a System One server: timeouts, no redirects, a capped body, and errors that name no content.
import { DecisionError } from '../core/decision/systemone.js';

/** The largest response body read, in bytes. */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

/** What one attempt produced: a body to parse, or a status to report or retry. */
export type Attempt =
  | { kind: 'body'; text: string; requestId: string | null }
  | { kind: 'status'; status: number; retryAfter: string | null };

/** One request, as the remote decider makes it. */
export interface AttemptRequest {
  fetch: typeof fetch;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connectTimeoutMs: number;
  readTimeoutMs: number;
  signal: AbortSignal;
}

// undici's own timeout codes, which surface as the cause of a fetch TypeError.
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * Makes one request. fetch cannot time the connect phase alone, so the deadline for the response head is
 * connect + read, and the body then has `readTimeoutMs`. Aborting `signal` rejects with its reason.
 */
export async function attempt(r: AttemptRequest): Promise<Attempt> {
  r.signal.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const arm = (ms: number) =>
    setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
  const onAbort = () => controller.abort(r.signal.reason);
  const fail = (error: unknown) => failure(error, r.signal, timedOut);
  r.signal.addEventListener('abort', onAbort, { once: true });
  let timer = arm(r.connectTimeoutMs + r.readTimeoutMs);
  try {
    const init = {
      method: r.method,
      headers: r.headers,
      redirect: 'manual',
      signal: controller.signal,
    } as const;
    const response = await r
      .fetch(r.url, r.body === undefined ? init : { ...init, body: r.body })
      .catch((e) => {
        throw fail(e);
      });
    clearTimeout(timer);
    timer = arm(r.readTimeoutMs);
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      discard(response);
      throw new DecisionError('jev_unavailable', 'Jev redirect refused');
    }
    if (!response.ok) {
      discard(response);
      return { kind: 'status', status: response.status, retryAfter: response.headers.get('retry-after') };
    }
    const text = await readCapped(response).catch((e) => {
      throw fail(e);
    });
    return { kind: 'body', text, requestId: response.headers.get('x-typesafe-request-id') };
  } finally {
    clearTimeout(timer);
    r.signal.removeEventListener('abort', onAbort);
  }
}

// The caller's abort wins; then our deadline; then a transport failure named by its type or code only.
function failure(error: unknown, signal: AbortSignal, timedOut: boolean): unknown {
  if (error instanceof DecisionError) return error;
  if (signal.aborted) return signal.reason;
  const code = causeCode(error);
  if (timedOut || (code !== undefined && TIMEOUT_CODES.has(code)))
    return new DecisionError('jev_unavailable', 'Jev request timed out');
  return new DecisionError('jev_unavailable', `Jev request failed (${code ?? errorType(error)})`);
}

function causeCode(error: unknown): string | undefined {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const code: unknown = cause instanceof Error && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,40}$/.test(code) ? code : undefined;
}

function errorType(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  return /^[A-Za-z][A-Za-z0-9_]{0,40}$/.test(name) ? name : 'Error';
}

async function readCapped(response: Response): Promise<string> {
  const tooLarge = () => new DecisionError('jev_bad_response', 'the Jev response is too large');
  if (Number(response.headers.get('content-length')) > MAX_RESPONSE_BYTES) {
    discard(response);
    throw tooLarge();
  }
  if (response.body === null) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_RESPONSE_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

// Frees the connection; a failure to cancel a body nobody reads changes nothing, so it is dropped.
function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}
