// The writer: reply parsing, URL rules, and the HTTP client against local stubs of both protocols.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkWriterBase, createHttpWriter } from '../../src/goal/writer-http.js';
import { checkWriterUrl, parseReply, WriterError } from '../../src/goal/writer.js';

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

const servers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of servers.splice(0)) await close();
});

async function stub(reply: (seen: Seen, n: number) => { status: number; json?: unknown; location?: string }) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const call = {
        url: req.url ?? '',
        headers: req.headers,
        body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
      };
      seen.push(call);
      const r = reply(call, seen.length - 1);
      res.writeHead(r.status, {
        'content-type': 'application/json',
        ...(r.location ? { location: r.location } : {}),
      });
      res.end(r.json === undefined ? '' : JSON.stringify(r.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(() => new Promise<void>((r) => server.close(() => r())));
  return { url: `http://127.0.0.1:${port}`, seen };
}

const signal = (): AbortSignal => new AbortController().signal;

describe('writer replies and URLs', () => {
  it('takes the first JSON object in a reply; a missing boolean is an error, a missing string is empty', () => {
    expect(parseReply('fill', 'Sure: {"fill": true, "text": "a {b}"} and {"x": 1}')).toEqual({
      fill: true,
      text: 'a {b}',
    });
    expect(parseReply('answer', { achieved: false })).toEqual({
      achieved: false,
      answer: '',
      focus: '',
      question: '',
    });
    expect(() => parseReply('fill', '{"text": "x"}')).toThrow(WriterError);
    expect(() => parseReply('url', 'no json here')).toThrow(WriterError);
  });

  it('uses a writer URL only when it is https with a dotted host and no whitespace', () => {
    expect(checkWriterUrl('https://example.com/x')).toBe('https://example.com/x');
    expect(checkWriterUrl('http://example.com')).toBeNull();
    expect(checkWriterUrl('https://localhost/')).toBeNull();
    expect(checkWriterUrl('https://example.com/a b')).toBeNull();
    expect(checkWriterUrl('https://user:pw@example.com/')).toBeNull();
  });

  it('needs https for the base URL except on loopback', () => {
    expect(checkWriterBase('http://127.0.0.1:1234/v1/')).toBe('http://127.0.0.1:1234/v1');
    expect(() => checkWriterBase('http://example.com')).toThrow(WriterError);
    expect(() => checkWriterBase('https://k:s@example.com')).toThrow(WriterError);
  });
});

describe('the HTTP writer', () => {
  it('speaks Anthropic Messages with a forced reply tool, the key in x-api-key, and the answer model at a stop', async () => {
    const server = await stub((s) => ({
      status: 200,
      json: {
        content: [
          {
            type: 'tool_use',
            name: 'reply',
            input: (
              s.body.tools as { input_schema: { required: string[] } }[]
            )[0]?.input_schema.required.includes('fill')
              ? { fill: true, text: 'Ada' }
              : { achieved: true, answer: 'Done.', focus: '', question: '' },
          },
        ],
      },
    }));
    const writer = createHttpWriter({
      baseUrl: server.url,
      api: 'anthropic',
      apiKey: 'ak',
      model: 'small',
      answerModel: 'big',
    });
    const field = { role: 'text field', label: 'Name', current_value: '' };
    expect(
      await writer.fill({ goal: 'g', user_said: [], field, previous_actions: [], screen_text: [] }, signal()),
    ).toEqual({ fill: true, text: 'Ada' });
    const answer = await writer.answer(
      {
        goal: 'g',
        user_said: [],
        now: {},
        why_the_run_stopped: 'done',
        actions: [],
        earlier_stops: [],
        user_can_be_asked: false,
        app: 'A',
        screen_text: [],
        earlier_screens: [],
      },
      signal(),
    );
    expect(answer.achieved).toBe(true);
    expect(server.seen.map((s) => [s.url, s.headers['x-api-key'], s.body.model, s.body.max_tokens])).toEqual([
      ['/v1/messages', 'ak', 'small', 256],
      ['/v1/messages', 'ak', 'big', 1024],
    ]);
    expect(server.seen[0]?.body.tool_choice).toEqual({ type: 'tool', name: 'reply' });
  });

  it('speaks OpenAI chat completions, stepping down the response format only when refused', async () => {
    const server = await stub((s, n) =>
      n === 0
        ? { status: 400, json: { error: 'json_schema unsupported' } }
        : {
            status: 200,
            json: { choices: [{ message: { content: '```json\n{"url": "https://example.com"}\n```' } }] },
          },
    );
    const writer = createHttpWriter({
      baseUrl: `${server.url}/v1`,
      api: 'openai',
      apiKey: 'ok',
      model: 'local',
    });
    expect(
      await writer.url({ goal: 'g', user_said: [], previous_actions: [], screen_text: [] }, signal()),
    ).toEqual({ url: 'https://example.com' });
    expect(
      server.seen.map((s) => [
        s.url,
        s.headers.authorization,
        (s.body.response_format as { type: string } | undefined)?.type,
      ]),
    ).toEqual([
      ['/v1/chat/completions', 'Bearer ok', 'json_schema'],
      ['/v1/chat/completions', 'Bearer ok', 'json_object'],
    ]);
  });

  it('never follows a redirect, so the key cannot reach another endpoint', async () => {
    const elsewhere = await stub(() => ({
      status: 200,
      json: { choices: [{ message: { content: '{"url": ""}' } }] },
    }));
    const server = await stub(() => ({ status: 307, location: `${elsewhere.url}/v1/chat/completions` }));
    const writer = createHttpWriter({
      baseUrl: `${server.url}/v1`,
      api: 'openai',
      apiKey: 'secret-key',
      model: 'm',
    });
    await expect(
      writer.url({ goal: 'g', user_said: [], previous_actions: [], screen_text: [] }, signal()),
    ).rejects.toMatchObject({ code: 'writer_unavailable' });
    expect(elsewhere.seen).toEqual([]);
  });

  it('aborts with the run signal', async () => {
    await stub(() => ({ status: 200, json: {} }));
    const controller = new AbortController();
    controller.abort();
    const writer = createHttpWriter({ baseUrl: 'http://127.0.0.1:9', api: 'openai', model: 'm' });
    await expect(
      writer.url({ goal: 'g', user_said: [], previous_actions: [], screen_text: [] }, controller.signal),
    ).rejects.toThrow();
  });
});
