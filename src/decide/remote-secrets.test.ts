import { afterEach, expect, it } from 'vitest';
import type { SystemOneRequest } from '../core/decision/systemone.js';
import { startJevStub, type JevStub, type StubReply } from './jev-stub.js';
import { createRemoteDecider, type RemoteDeciderOptions } from './remote.js';

// Nothing from the request, the screen, the key or the server's body may reach an error message.
const SENTINEL = 'SENTINEL7f3a9c';
const request: SystemOneRequest = {
  model: 'jev-latest',
  state: { instruction: `type ${SENTINEL}`, fields: [{ label: 'Password', value: SENTINEL }] },
  questions: {
    pick: {
      type: 'choice',
      instructions: SENTINEL,
      criteria: { o0: { label: SENTINEL }, none: `no ${SENTINEL}` },
    },
  },
};
const echo = { detail: { message: `bad input ${SENTINEL}`, error_type: 'unknown' } };
const answered = (pick: unknown): StubReply => ({
  status: 200,
  json: { model: SENTINEL, answers: { pick } },
});

const replies: [string, StubReply][] = [
  ['401', { status: 401, json: echo }],
  ['422', { status: 422, json: { detail: [{ loc: ['body', SENTINEL], msg: SENTINEL, type: 'missing' }] } }],
  ['500', { status: 500, text: SENTINEL }],
  ['503 exhausted', { status: 503, headers: { 'retry-after': '0' }, json: echo }],
  ['redirect', { status: 307, headers: { location: `https://${SENTINEL}.example.com/` } }],
  ['malformed JSON', { status: 200, text: `{"model": "${SENTINEL}"` }],
  [
    'a foreign choice',
    answered({ type: 'choice', choice: SENTINEL, confidence: 1, probabilities: { o0: 1, none: 0 } }),
  ],
  [
    'a foreign label',
    answered({ type: 'choice', choice: 'o0', confidence: 1, probabilities: { [SENTINEL]: 1 } }),
  ],
  [
    'a text probability',
    answered({ type: 'choice', choice: 'o0', confidence: 1, probabilities: { o0: SENTINEL, none: 0 } }),
  ],
  ['a wrong type', answered({ type: SENTINEL })],
  ['no answers', { status: 200, json: { model: SENTINEL, answers: SENTINEL } }],
  ['a timeout', 'hang'],
];

let stub: JevStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function messageOf(options: RemoteDeciderOptions, req: SystemOneRequest = request): Promise<string> {
  const decider = createRemoteDecider({
    maxRetries: 1,
    sleep: async () => {},
    connectTimeoutMs: 50,
    readTimeoutMs: 100,
    ...options,
  });
  const error = await decider.decide(req, { signal: AbortSignal.timeout(5000) }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error instanceof Error ? `${String(error)}\n${error.stack ?? ''}\n${JSON.stringify(error)}` : '';
}

it.each(replies)('keeps the sentinel out of the error for %s', async (_, reply) => {
  stub = await startJevStub(() => reply);
  expect(await messageOf({ baseUrl: stub.url, apiKey: `sk-${SENTINEL}` })).not.toContain(SENTINEL);
});

it.each([
  ['a malformed key', { baseUrl: 'https://api.typesafe.ai', apiKey: `sk-${SENTINEL}\nx` }],
  ['credentials in the URL', { baseUrl: `https://user:${SENTINEL}@api.typesafe.ai`, apiKey: 'k' }],
  ['a query in the URL', { baseUrl: `https://api.typesafe.ai/?key=${SENTINEL}`, apiKey: 'k' }],
  ['plain http to a remote host', { baseUrl: `http://${SENTINEL}.example.com`, apiKey: SENTINEL }],
  ['an unparseable URL', { baseUrl: `${SENTINEL}:://`, apiKey: SENTINEL }],
  ['a refused connection', { baseUrl: 'http://127.0.0.1:9', apiKey: SENTINEL }],
])('keeps the sentinel out of the error for %s', async (_, options) => {
  expect(await messageOf(options)).not.toContain(SENTINEL);
});

it('keeps the sentinel out when fetch itself throws a message quoting it', async () => {
  const fetchThrowing: typeof fetch = async () => {
    throw new TypeError(`invalid header value "Bearer sk-${SENTINEL}"`, { cause: new Error(SENTINEL) });
  };
  const message = await messageOf({
    baseUrl: 'https://api.typesafe.ai',
    apiKey: SENTINEL,
    fetch: fetchThrowing,
  });
  expect(message).toContain('Jev request failed (TypeError)');
  expect(message).not.toContain(SENTINEL);
});

it('keeps the sentinel out of the message of a request refused before sending', async () => {
  const bad: SystemOneRequest = { ...request, state: { [SENTINEL]: Number.NaN } };
  expect(await messageOf({ baseUrl: 'https://api.typesafe.ai', apiKey: 'k' }, bad)).not.toContain(SENTINEL);
});
