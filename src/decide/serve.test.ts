import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DecisionError,
  type Decider,
  type SystemOneRequest,
  type SystemOneResponse,
} from '../core/decision/systemone.js';
import { createRemoteDecider } from './remote.js';
import { MAX_BODY_BYTES, startDecisionServer, type DecisionServer } from './serve.js';

const request: SystemOneRequest = {
  model: 'embedded',
  state: { instruction: 'save' },
  questions: { pick: { type: 'choice', criteria: { o0: 'Save', none: null } } },
};
const response: SystemOneResponse = {
  model: 'embedded-1',
  answers: {
    pick: { type: 'choice', choice: 'o0', confidence: 0.9, probabilities: { o0: 0.95, none: 0.05 } },
  },
  usage: { input_tokens: 20, output_tokens: 0 },
};

// A decider that records what it was asked and answers `response` (or runs `behave`).
function scripted(behave: () => SystemOneResponse = () => response) {
  const asked: SystemOneRequest[] = [];
  const decider: Decider = {
    name: 'scripted',
    decide: async (r) => {
      asked.push(r);
      return { response: behave(), ms: 1 };
    },
  };
  return { decider, asked };
}

let server: DecisionServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function post(body: string | Uint8Array, path = '/v1/systemone', method = 'POST') {
  const res = await fetch(`${server?.url ?? ''}${path}`, {
    method,
    body,
    headers: { 'content-type': 'application/json' },
  });
  return { status: res.status, json: (await res.json()) as unknown, headers: res.headers };
}

describe('decision server', () => {
  it("answers a valid request with the decider's response and a request id, on 127.0.0.1", async () => {
    const { decider, asked } = scripted();
    server = await startDecisionServer({ decider });
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const reply = await post(JSON.stringify({ ...request, keep_alive: '5m' }));
    expect([reply.status, reply.json]).toEqual([200, response]);
    expect(reply.headers.get('x-typesafe-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked).toEqual([request]);
  });

  it('serves any System One client, including our own remote decider', async () => {
    server = await startDecisionServer({ decider: scripted().decider });
    const remote = createRemoteDecider({ baseUrl: server.url });
    await expect(remote.decide(request, { signal: AbortSignal.timeout(5000) })).resolves.toMatchObject({
      response,
    });
    await expect(remote.listModels({ signal: AbortSignal.timeout(5000) })).resolves.toEqual([
      { name: 'scripted', description: 'beans-picker scripted decider', release_date: null },
    ]);
  });

  it('answers bad JSON with 400 and a TypeSafe error detail', async () => {
    server = await startDecisionServer({ decider: scripted().decider });
    const reply = await post('{"model": ');
    expect([reply.status, reply.json]).toEqual([
      400,
      { detail: { message: 'request body is not valid JSON', error_type: 'unknown' } },
    ]);
  });

  it('answers an invalid request with 422 and a FastAPI-style detail list', async () => {
    const { decider, asked } = scripted();
    server = await startDecisionServer({ decider });
    const questions = { q: { type: 'choice', criteria: { a: 'x' } }, r: { type: 'noul', instructions: 1 } };
    const reply = await post(JSON.stringify({ model: 'm', state: 3, questions }));
    expect(reply.status).toBe(422);
    expect(reply.json).toEqual({
      detail: [
        {
          loc: ['body', 'state'],
          msg: 'state must be a JSON string, object or array',
          type: 'invalid_union',
        },
        {
          loc: ['body', 'questions', 'q', 'criteria'],
          msg: 'a choice question needs 2 to 255 labels',
          type: 'custom',
        },
        {
          loc: ['body', 'questions', 'r', 'instructions'],
          msg: 'must be a string, a JSON object or array, or null',
          type: 'invalid_union',
        },
      ],
    });
    expect(asked).toEqual([]);
  });

  it.each([
    ['an unknown route', 'POST', '/v1/other', 404],
    ['the root', 'GET', '/', 404],
    ['GET on the decision route', 'GET', '/v1/systemone', 405],
    ['POST on the model list', 'POST', '/v1/models', 405],
  ])('answers %s (%s %s) with %i', async (_, method, path, status) => {
    server = await startDecisionServer({ decider: scripted().decider });
    const res = await fetch(`${server.url}${path}`, { method, ...(method === 'POST' ? { body: '{}' } : {}) });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ detail: { message: expect.any(String), error_type: 'unknown' } });
  });

  it('answers an oversized body with 413 without asking the decider', async () => {
    const { decider, asked } = scripted();
    server = await startDecisionServer({ decider, maxBodyBytes: 1024 });
    const reply = await post(JSON.stringify({ ...request, state: 'x'.repeat(4096) }));
    expect([reply.status, reply.json]).toEqual([
      413,
      { detail: { message: 'request body larger than 1024 bytes', error_type: 'unknown' } },
    ]);
    expect(asked).toEqual([]);
  });

  it('answers a body over the default cap with 413', async () => {
    server = await startDecisionServer({ decider: scripted().decider });
    const reply = await post(JSON.stringify({ ...request, state: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(reply.status).toBe(413);
  });

  it.each([
    ['null', 'null', 422],
    ['a number', '1e999', 422],
    ['an array', '[]', 422],
    ['an empty body', '', 400],
    ['deep nesting', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 422],
    ['a __proto__ question', '{"model":"m","state":"s","questions":{"__proto__":{"type":"noul"}}}', 422],
    ['invalid UTF-8 in a string', new Uint8Array([0x22, 0xff, 0xfe, 0x22]), 422],
  ])('answers %s without crashing', async (_, body, status) => {
    server = await startDecisionServer({ decider: scripted().decider });
    expect((await post(body)).status).toBe(status);
    expect((await post(JSON.stringify(request))).status).toBe(200);
  });

  it('lists the configured models', async () => {
    const models = [{ name: 'beans-embedded-1', description: 'offline', release_date: '2026-05-01' }];
    server = await startDecisionServer({ decider: scripted().decider, models });
    const res = await fetch(`${server.url}/v1/models`);
    expect([res.status, await res.json()]).toEqual([200, { models }]);
  });

  it.each([
    ['jev_unavailable', new DecisionError('jev_unavailable', 'Jev API 401'), 503, 'Jev API 401'],
    [
      'jev_bad_response',
      new DecisionError('jev_bad_response', "answer 'pick' is missing"),
      502,
      "answer 'pick' is missing",
    ],
    ['any other failure', new Error('secret state text'), 500, 'the decider failed'],
  ])('answers a decider failure (%s) with a status and no content', async (_, error, status, message) => {
    server = await startDecisionServer({
      decider: scripted(() => {
        throw error;
      }).decider,
    });
    const reply = await post(JSON.stringify(request));
    expect([reply.status, reply.json]).toEqual([status, { detail: { message, error_type: 'unknown' } }]);
  });

  it('refuses an answer from the decider that breaks the wire format', async () => {
    const broken = { ...response, answers: {} };
    server = await startDecisionServer({ decider: scripted(() => broken).decider });
    const reply = await post(JSON.stringify(request));
    expect(reply.status).toBe(502);
  });

  it('survives a client that disconnects mid-body, and keeps serving', async () => {
    server = await startDecisionServer({ decider: scripted().decider });
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${server?.url ?? ''}/v1/systemone`, {
        method: 'POST',
        headers: { 'content-length': '1000' },
      });
      req.on('error', () => resolve());
      req.write('{"model":', () => {
        req.destroy();
        resolve();
      });
    });
    const reply = await post(JSON.stringify(request));
    expect(reply.status).toBe(200);
  });
});
