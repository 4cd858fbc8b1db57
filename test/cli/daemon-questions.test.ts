// A run handed to `beans-picker daemon` asks its questions at the caller's terminal, not the daemon's: the daemon
// (a real process of the built CLI, on the simulated desktop, with a writer stub over HTTP that asks) sends the
// question to `run --daemon`'s client, and the reply goes back to the writer.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runOnDaemon } from '../../src/cli/daemon-client.js';
import type { Io } from '../../src/cli/io.js';
import { startWriterStub } from '../support/writer-stub.js';

const bin = join(import.meta.dirname, '..', '..', 'bin', 'beans-picker.js');
let home: string;
let socket: string;
let writer: Awaited<ReturnType<typeof startWriterStub>>;
let daemon: ReturnType<typeof spawn>;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'bp-daemon-ask-'));
  socket = join(home, 'private', 'run.sock');
  // First a question, then (with the reply in hand) an answer that ends the run.
  writer = await startWriterStub((_call, n) =>
    n === 0
      ? { achieved: false, answer: '', focus: '', question: 'Which name should the form get?' }
      : { achieved: false, answer: 'Stopped as asked.', focus: '', question: '' },
  );
  daemon = spawn(process.execPath, [bin, 'daemon', '--socket', socket], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      BEANS_PICKER_DRIVERS: 'sim',
      BEANS_PICKER_WRITER_API: 'openai',
      BEANS_PICKER_WRITER_BASE_URL: writer.url,
      BEANS_PICKER_WRITER_MODEL: 'stub',
    },
  });
  let said = '';
  await new Promise<void>((resolve, reject) => {
    daemon.stderr?.on('data', (c: Buffer) => {
      said += c.toString('utf8');
      if (said.includes('listening at')) resolve();
    });
    daemon.once('exit', (code) => reject(new Error(`the daemon exited (${code}): ${said}`)));
  });
}, 60_000);

afterAll(async () => {
  const exited = new Promise((resolve) => daemon.once('exit', resolve));
  daemon.kill('SIGTERM');
  await exited;
  await writer.close();
  await rm(home, { recursive: true, force: true });
});

it('asks the caller the writer’s question and hands the reply back to the writer', async () => {
  const out: string[] = [];
  const io: Io = { out: (t) => void out.push(t), err: (t) => void out.push(t), readStdin: async () => '' };
  const asked: string[] = [];
  const code = await runOnDaemon(
    'Fill in the form for the new member',
    { window: 'sim:w-form', act: true, steps: '3', runs: join(home, 'runs'), socket },
    io,
    {
      signal: new AbortController().signal,
      ask: async (question) => (asked.push(question), 'Grace Hopper'),
    },
  );
  const text = out.join('');
  expect(asked).toEqual(['Which name should the form get?']);
  expect(text).toContain('goal loop');
  expect(code, text).toBe(1);
  expect(writer.calls).toHaveLength(2);
  expect(JSON.stringify(writer.calls[0]?.body)).toMatch(/user_can_be_asked\\?"?:\s*true/u);
  expect(JSON.stringify(writer.calls[1]?.body)).toContain('Grace Hopper');
}, 60_000);

it('without a terminal, the writer is told nobody can be asked, and nothing is asked', async () => {
  const out: string[] = [];
  const io: Io = { out: (t) => void out.push(t), err: (t) => void out.push(t), readStdin: async () => '' };
  const before = writer.calls.length;
  const code = await runOnDaemon(
    'Fill in the form for the new member',
    { window: 'sim:w-form', act: true, steps: '3', runs: join(home, 'runs'), socket },
    io,
    { signal: new AbortController().signal },
  );
  expect(code, out.join('')).toBe(1);
  const calls = writer.calls.slice(before);
  expect(calls.length).toBeGreaterThanOrEqual(1);
  expect(JSON.stringify(calls[0]?.body)).toMatch(/user_can_be_asked\\?"?:\s*false/u);
}, 60_000);
