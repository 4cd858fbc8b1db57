import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecisionError, type SystemOneRequest } from '../core/decision/systemone.js';
import { startJevStub, type JevStub, type StubReply } from './jev-stub.js';
import { createRemoteDecider, type RemoteDeciderOptions } from './remote.js';
import { InvalidRequestError } from './validate.js';

const request: SystemOneRequest = {
  model: 'jev-latest',
  state: { instruction: 'save the file', screen_text: ['File Edit View'] },
  questions: {
    pick: {
      type: 'choice',
      instructions: 'Which control saves?',
      criteria: { o0: 'Save', o1: 'Open', none: null },
    },
    ok: { type: 'noul' },
    level: { type: 'score', criteria: ['low', 'mid', 'high'] },
  },
};

const answers = {
  pick: { type: 'choice', choice: 'o0', confidence: 0.88, probabilities: { o0: 0.91, o1: 0.06, none: 0.03 } },
  ok: { type: 'noul', noul: 0.95 },
  level: { type: 'score', score: 1.2, confidence: 0.7, probabilities: { '0': 0.1, '1': 0.6, '2': 0.3 } },
};
const success = (extra: Record<string, unknown> = {}): StubReply => ({
  status: 200,
  headers: { 'x-typesafe-request-id': 'req_123' },
  json: {
    model: 'jev-1.13.0',
    answers: { ...answers, ...extra },
    usage: { input_tokens: 412, output_tokens: 9 },
  },
});

let stub: JevStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function serve(...replies: StubReply[]): Promise<JevStub> {
  stub = await startJevStub((_, n) => replies[Math.min(n, replies.length - 1)] ?? 'hang');
  return stub;
}

function decider(base: string, options: Partial<RemoteDeciderOptions> = {}) {
  const sleeps: number[] = [];
  const remote = createRemoteDecider({
    baseUrl: base,
    apiKey: 'sk-test',
    jitter: false,
    sleep: async (ms) => void sleeps.push(ms),
    ...options,
  });
  return { remote, sleeps, decide: () => remote.decide(request, { signal: AbortSignal.timeout(10_000) }) };
}

async function failure(promise: Promise<unknown>): Promise<DecisionError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DecisionError)) throw new Error(`expected a DecisionError, got ${String(error)}`);
  return error;
}

describe('remote decider against a local System One stub', () => {
  it('posts the request to {base}/v1/systemone, keeping a path prefix, and returns the checked answers', async () => {
    const { url, calls } = await serve(success());
    const result = await decider(`${url}/api/`).decide();
    expect(result.response).toEqual({
      model: 'jev-1.13.0',
      answers,
      usage: { input_tokens: 412, output_tokens: 9 },
    });
    expect(result.requestId).toBe('req_123');
    expect(result.ms).toBeGreaterThanOrEqual(0);
    expect(calls.map((c) => [c.method, c.path])).toEqual([['POST', '/api/v1/systemone']]);
    expect(calls[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual(request);
  });

  it('ignores unknown fields and answers it was not asked for', async () => {
    const { url } = await serve(success({ extra: { type: 'noul', noul: 2 } }));
    const { response } = await decider(url).decide();
    expect(Object.keys(response.answers)).toEqual(['pick', 'ok', 'level']);
  });

  it('maps 401 to jev_unavailable "Jev API 401" without retrying', async () => {
    const { url, calls } = await serve({
      status: 401,
      json: { detail: { message: 'bad key', error_type: 'authentication_error' } },
    });
    const error = await failure(decider(url).decide());
    expect([error.code, error.message]).toEqual(['jev_unavailable', 'Jev API 401']);
    expect(calls).toHaveLength(1);
  });

  it('maps 422 with a FastAPI detail list to "Jev API 422", leaving the body out', async () => {
    const detail = [{ loc: ['body', 'questions'], msg: 'Field required', type: 'missing' }];
    const { url } = await serve({ status: 422, json: { detail } });
    const error = await failure(decider(url).decide());
    expect([error.code, error.message]).toEqual(['jev_unavailable', 'Jev API 422']);
  });

  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    const { url, calls } = await serve({ status: 429, headers: { 'retry-after': '2' } }, success());
    const d = decider(url);
    await expect(d.decide()).resolves.toMatchObject({ requestId: 'req_123' });
    expect(d.sleeps).toEqual([2000]);
    expect(calls).toHaveLength(2);
  });

  it('backs off after a 529, then succeeds', async () => {
    const { url } = await serve({ status: 529 }, success());
    const d = decider(url);
    await expect(d.decide()).resolves.toMatchObject({ requestId: 'req_123' });
    expect(d.sleeps).toEqual([500]);
  });

  it('gives up on 503 after maxRetries further attempts, backing off exponentially', async () => {
    const { url, calls } = await serve({ status: 503 });
    const d = decider(url);
    const error = await failure(d.decide());
    expect([error.code, error.message]).toEqual(['jev_unavailable', 'Jev API 503']);
    expect(calls).toHaveLength(4);
    expect(d.sleeps).toEqual([500, 1000, 2000]);
  });

  it('times out when the server never answers', async () => {
    const { url } = await serve('hang');
    const error = await failure(decider(url, { connectTimeoutMs: 50, readTimeoutMs: 100 }).decide());
    expect([error.code, error.message]).toEqual(['jev_unavailable', 'Jev request timed out']);
  });

  it('times out when the body stalls after the head', async () => {
    const { url } = await serve('stall');
    const error = await failure(decider(url, { connectTimeoutMs: 50, readTimeoutMs: 100 }).decide());
    expect([error.code, error.message]).toEqual(['jev_unavailable', 'Jev request timed out']);
  });

  it('names a transport failure by its code only', async () => {
    const { url } = await serve(success());
    await stub?.close();
    const error = await failure(decider(url).decide());
    expect([error.code, error.message]).toEqual(['jev_unavailable', 'Jev request failed (ECONNREFUSED)']);
  });

  it.each([
    [
      'malformed JSON',
      { status: 200, text: '{"model": "jev", "answers": {' },
      'the Jev response is not JSON',
    ],
    [
      'a choice outside the labels',
      success({ pick: { ...answers.pick, choice: 'o9' } }),
      "answer 'pick' has a choice outside its labels",
    ],
    [
      'a probability above 1',
      success({ pick: { ...answers.pick, probabilities: { o0: 1.5, o1: 0, none: 0 } } }),
      "answer 'pick' has a probability outside [0,1]",
    ],
    [
      'a negative noul',
      success({ ok: { type: 'noul', noul: -0.1 } }),
      "answer 'ok' has a noul outside [0,1]",
    ],
    ['a missing answer', success({ ok: undefined }), "answer 'ok' is missing"],
  ])('refuses %s as jev_bad_response', async (_, reply, message) => {
    const { url } = await serve(reply);
    const error = await failure(decider(url).decide());
    expect([error.code, error.message]).toEqual(['jev_bad_response', message]);
  });

  it('refuses a redirect and never requests its target', async () => {
    const { url, calls } = await serve({ status: 302, headers: { location: '/elsewhere' } }, success());
    const error = await failure(decider(url).decide());
    expect([error.code, error.message]).toEqual(['jev_unavailable', 'Jev redirect refused']);
    expect(calls.map((c) => c.path)).toEqual(['/v1/systemone']);
  });

  it('refuses plain http to a host that is not loopback, before any request', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const error = await failure(decider('http://api.typesafe.ai', { fetch: fetchSpy }).decide());
    expect(error.code).toBe('jev_unavailable');
    expect(error.message).toMatch(/must use https.*TYPESAFE_BASE_URL/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for a key, and says where it goes, when a remote server has none', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const error = await failure(
      decider('https://api.typesafe.ai', { apiKey: undefined, fetch: fetchSpy }).decide(),
    );
    expect(error.code).toBe('jev_unavailable');
    expect(error.message).toMatch(/no Jev API key.*TYPESAFE_API_KEY \(or JEV_API_KEY\).*\.env\.local/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    'https://user:pw@api.typesafe.ai',
    'https://api.typesafe.ai/?k=1',
    'https://api.typesafe.ai/#x',
    'api.typesafe.ai',
  ])('refuses the base URL %s', async (base) => {
    const error = await failure(decider(base).decide());
    expect(error.code).toBe('jev_unavailable');
  });

  it('talks to a loopback server without a key', async () => {
    const { url, calls } = await serve(success());
    await expect(decider(url, { apiKey: undefined }).decide()).resolves.toMatchObject({
      requestId: 'req_123',
    });
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('validates the request before sending it', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const bad = { ...request, questions: {} };
    const remote = createRemoteDecider({ baseUrl: 'https://api.typesafe.ai', apiKey: 'k', fetch: fetchSpy });
    await expect(remote.decide(bad, { signal: AbortSignal.timeout(1000) })).rejects.toBeInstanceOf(
      InvalidRequestError,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fills in the configured model when a request names none', async () => {
    const { url, calls } = await serve(success());
    const remote = createRemoteDecider({ baseUrl: url, model: 'jev-1.13.0' });
    await remote.decide({ ...request, model: '' }, { signal: AbortSignal.timeout(5000) });
    expect(JSON.parse(calls[0]?.body ?? '')).toMatchObject({ model: 'jev-1.13.0' });
  });

  it("rejects with the caller's abort reason when the signal aborts mid-request", async () => {
    const { url } = await serve('hang');
    const controller = new AbortController();
    const pending = createRemoteDecider({ baseUrl: url }).decide(request, { signal: controller.signal });
    const reason = new Error('stop');
    setTimeout(() => controller.abort(reason), 50);
    await expect(pending).rejects.toBe(reason);
  });

  it('lists the models from GET /v1/models', async () => {
    const models = [{ name: 'jev-1.13.0', description: 'Jev', release_date: '2026-01-15' }];
    const { url, calls } = await serve({ status: 200, json: { models } });
    await expect(decider(url).remote.listModels({ signal: AbortSignal.timeout(5000) })).resolves.toEqual(
      models,
    );
    expect(calls.map((c) => [c.method, c.path])).toEqual([['GET', '/v1/models']]);
  });
});
