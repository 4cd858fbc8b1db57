// The writer over HTTP: Anthropic Messages or any OpenAI-compatible Chat Completions endpoint (LM Studio,
// Ollama, vLLM). The key goes only to the configured endpoint: redirects are refused, and https is required
// except on loopback.
import { parseReply, WRITER_TASKS, WriterError, type Writer } from './writer.js';
import type { Json } from '../core/decision/systemone.js';

/** How to reach the writer. */
export interface HttpWriterOptions {
  baseUrl: string;
  api: 'anthropic' | 'openai';
  apiKey?: string | undefined;
  /** Model for field text and URLs. */
  model: string;
  /** Model for the answer at a stop (defaults to `model`). */
  answerModel?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Checks the base URL: https, or http on loopback; no credentials in it. Returns the base without a trailing slash. */
export function checkWriterBase(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new WriterError('writer_bad_config', 'the writer base URL cannot be parsed');
  }
  if (url.username || url.password)
    throw new WriterError('writer_bad_config', 'the writer base URL must not carry credentials');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
    throw new WriterError(
      'writer_bad_config',
      'the writer base URL must use https (plain http only on loopback)',
    );
  return url.href.replace(/\/+$/u, '');
}

/** Creates the HTTP writer. */
export function createHttpWriter(options: HttpWriterOptions): Writer {
  const base = checkWriterBase(options.baseUrl);
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 120_000;

  async function post(
    url: string,
    headers: Record<string, string>,
    body: Json,
    signal: AbortSignal,
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
    } catch (error: unknown) {
      if (signal.aborted) throw error;
      throw new WriterError('writer_unavailable', 'the writer could not be reached');
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      json = null; // a non-JSON body is reported by status below
    }
    return { status: response.status, json };
  }

  async function ask(
    task: keyof typeof WRITER_TASKS,
    input: unknown,
    signal: AbortSignal,
  ): Promise<Record<string, string | boolean>> {
    const spec = WRITER_TASKS[task];
    const model = task === 'answer' ? (options.answerModel ?? options.model) : options.model;
    const content = JSON.stringify(input);
    return options.api === 'anthropic'
      ? anthropic(spec, model, content, signal, task)
      : openai(spec, model, content, signal, task);
  }

  async function anthropic(
    spec: (typeof WRITER_TASKS)[keyof typeof WRITER_TASKS],
    model: string,
    content: string,
    signal: AbortSignal,
    task: keyof typeof WRITER_TASKS,
  ): Promise<Record<string, string | boolean>> {
    const url = base.endsWith('/v1') ? `${base}/messages` : `${base}/v1/messages`;
    const headers: Record<string, string> = { 'anthropic-version': '2023-06-01' };
    if (options.apiKey) headers['x-api-key'] = options.apiKey;
    const { status, json } = await post(
      url,
      headers,
      {
        model,
        max_tokens: spec.maxTokens,
        system: spec.system,
        messages: [{ role: 'user', content }],
        tools: [{ name: 'reply', description: 'The structured reply.', input_schema: spec.schema }],
        tool_choice: { type: 'tool', name: 'reply' },
      },
      signal,
    );
    if (status !== 200) throw new WriterError('writer_unavailable', `the writer answered ${status}`);
    const blocks =
      (json as { content?: { type?: string; input?: unknown; text?: string }[] } | null)?.content ?? [];
    const tool = blocks.find((b) => b.type === 'tool_use');
    return parseReply(task, tool ? tool.input : blocks.map((b) => b.text ?? '').join(''));
  }

  async function openai(
    spec: (typeof WRITER_TASKS)[keyof typeof WRITER_TASKS],
    model: string,
    content: string,
    signal: AbortSignal,
    task: keyof typeof WRITER_TASKS,
  ): Promise<Record<string, string | boolean>> {
    const headers: Record<string, string> = options.apiKey
      ? { authorization: `Bearer ${options.apiKey}` }
      : {};
    const system = `${spec.system}\nReply with one JSON object only, matching this JSON schema: ${JSON.stringify(spec.schema)}`;
    const formats: (Json | undefined)[] = [
      { type: 'json_schema', json_schema: { name: task, schema: spec.schema, strict: true } },
      { type: 'json_object' },
      undefined,
    ];
    for (const format of formats) {
      const body: { [key: string]: Json } = {
        model,
        max_tokens: spec.maxTokens,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content },
        ],
      };
      if (format !== undefined) body.response_format = format;
      const { status, json } = await post(`${base}/chat/completions`, headers, body, signal);
      // Step down the response format only when the server refuses it.
      if (status === 400 && format !== undefined) continue;
      if (status !== 200) throw new WriterError('writer_unavailable', `the writer answered ${status}`);
      const message = (json as { choices?: { message?: { content?: string } }[] } | null)?.choices?.[0]
        ?.message;
      return parseReply(task, message?.content ?? '');
    }
    throw new WriterError('writer_unavailable', 'the writer refused every response format');
  }

  return {
    name: `${options.api}:${options.model}`,
    async fill(input, signal) {
      const r = await ask('fill', input, signal);
      return { fill: r.fill === true, text: String(r.text ?? '') };
    },
    async url(input, signal) {
      const r = await ask('url', input, signal);
      return { url: String(r.url ?? '') };
    },
    async answer(packet, signal) {
      const r = await ask('answer', packet, signal);
      return {
        achieved: r.achieved === true,
        answer: String(r.answer ?? ''),
        focus: String(r.focus ?? ''),
        question: String(r.question ?? ''),
      };
    },
  };
}
