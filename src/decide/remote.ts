// A Decider that asks a System One server (TypeSafe's hosted Jev, or any server of the wire format) over HTTP.
import { DecisionError, type Decider } from '../core/decision/systemone.js';
import { backoffMs, RETRY_STATUSES, retryAfterMs, sleep as abortableSleep } from './backoff.js';
import { resolveEndpoint } from './endpoint.js';
import { parseJson } from './json.js';
import { validateModels, type ModelInfo } from './models.js';
import { attempt } from './transport.js';
import { checkRequest, InvalidRequestError, validateResponse, type RequestProblem } from './validate.js';

/** How to reach a System One server; everything but the base URL has a default. */
export interface RemoteDeciderOptions {
  baseUrl: string;
  /** Bearer key; optional only for a loopback server. */
  apiKey?: string | undefined;
  /** The model sent when a request names none. */
  model?: string;
  connectTimeoutMs?: number;
  readTimeoutMs?: number;
  /** Further attempts after a 429, 503 or 529. */
  maxRetries?: number;
  /** Random jitter on backoff (not on Retry-After); off makes waits exact for tests. */
  jitter?: boolean;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** A remote decider, which can also list the server's models. */
export interface RemoteDecider extends Decider {
  listModels(options: { signal: AbortSignal }): Promise<ModelInfo[]>;
}

/** The model named when neither the request nor the options name one. */
export const DEFAULT_MODEL = 'jev-latest';

interface Reply {
  body: unknown;
  requestId: string | null;
}

/** Creates a remote decider. Configuration faults surface as `jev_unavailable` on the first call, not here. */
export function createRemoteDecider(options: RemoteDeciderOptions): RemoteDecider {
  const endpoint = resolveEndpoint(options.baseUrl, options.apiKey);
  const model = options.model ?? DEFAULT_MODEL;
  const maxRetries = options.maxRetries ?? 3;
  const random = options.jitter === false ? () => 0 : Math.random;
  const pause = options.sleep ?? abortableSleep;

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    signal: AbortSignal,
  ): Promise<Reply> {
    if (endpoint instanceof DecisionError) throw new DecisionError(endpoint.code, endpoint.message);
    for (let retry = 0; ; retry++) {
      const result = await attempt({
        fetch: options.fetch ?? fetch,
        url: endpoint.base + path,
        method,
        headers:
          body === undefined ? endpoint.headers : { ...endpoint.headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body }),
        connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
        readTimeoutMs: options.readTimeoutMs ?? 120_000,
        signal,
      });
      if (result.kind === 'body') return { body: parsed(result.text), requestId: result.requestId };
      if (!RETRY_STATUSES.has(result.status) || retry >= maxRetries)
        throw new DecisionError('jev_unavailable', `Jev API ${result.status}`);
      await pause(retryAfterMs(result.retryAfter, Date.now()) ?? backoffMs(retry, random), signal);
    }
  }

  return {
    name: 'remote',
    async decide(request, { signal }) {
      const started = performance.now();
      const checked = checkRequest({ ...request, model: request.model === '' ? model : request.model });
      if (!checked.ok) throw new InvalidRequestError(checked.problems.map(redacted));
      const reply = await send('POST', '/v1/systemone', JSON.stringify(checked.request), signal);
      const response = validateResponse(checked.request, reply.body);
      const ms = Math.round(performance.now() - started);
      return reply.requestId === null ? { response, ms } : { response, requestId: reply.requestId, ms };
    },
    async listModels({ signal }) {
      return validateModels((await send('GET', '/v1/models', undefined, signal)).body);
    },
  };
}

// Keys inside the state can be screen data, so a problem there is reported at `state` alone.
function redacted(problem: RequestProblem): RequestProblem {
  return problem.path[0] === 'state' ? { ...problem, path: ['state'] } : problem;
}

function parsed(text: string): unknown {
  const result = parseJson(text);
  if (!result.ok) throw new DecisionError('jev_bad_response', 'the Jev response is not JSON');
  return result.value;
}
