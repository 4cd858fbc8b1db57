// `beans-picker run "goal" --daemon`: hands the goal to a running `beans-picker daemon` and prints its run as it
// comes. Loads nothing but Node's own modules, so the command starts in the time Node takes to start.
import { createConnection } from 'node:net';
import { resolve } from 'node:path';
import {
  DAEMON_FLAGS,
  DaemonError,
  PROTOCOL,
  RUN_FLAGS,
  checkSocketFolder,
  checkSocketPath,
  defaultSocketPath,
  lineReader,
  parseDaemonMessage,
  type RunRequest,
} from './daemon-wire.js';
import type { Io } from './io.js';

/** Asks the person at the terminal a question (for runs whose writer asks). */
export type Ask = (question: string, signal: AbortSignal) => Promise<string>;

/** Sends the run to the daemon; resolves to the run's exit status (2 when no daemon listens or a flag is wrong). */
export async function runOnDaemon(
  goal: string | undefined,
  flags: Record<string, string | boolean | undefined>,
  io: Io,
  extras: { signal: AbortSignal; ask?: Ask | undefined },
): Promise<number> {
  const refuse = (message: string): number => (io.err(`beans-picker run: ${message}\n`), 2);
  const setup = DAEMON_FLAGS.find((f) => flags[f] !== undefined);
  if (setup !== undefined)
    return refuse(`--${setup} sets up the daemon: give it to beans-picker daemon, not to run --daemon`);
  if (goal === undefined)
    return refuse('give the goal in quotes: beans-picker run "goal" --url URL --daemon');
  const request: RunRequest = {
    type: 'run',
    protocol: PROTOCOL,
    goal,
    flags: { runs: resolve(typeof flags.runs === 'string' ? flags.runs : 'runs') },
    interactive: extras.ask !== undefined,
  };
  for (const name of Object.keys(RUN_FLAGS) as (keyof typeof RUN_FLAGS)[]) {
    const value = flags[name];
    if (value !== undefined && name !== 'runs') request.flags[name] = value;
  }
  let socket: string;
  try {
    socket = checkSocketPath(typeof flags.socket === 'string' ? flags.socket : defaultSocketPath());
    await checkSocketFolder(socket, false);
  } catch (error: unknown) {
    if (error instanceof DaemonError) return refuse(`${error.code}: ${error.message}`);
    throw error;
  }
  return new Promise<number>((done) => {
    const conn = createConnection(socket);
    let code: number | undefined;
    let connected = false;
    const abort = (): void => void conn.write(`${JSON.stringify({ type: 'abort' })}\n`);
    extras.signal.addEventListener('abort', abort, { once: true });
    conn.once('connect', () => {
      connected = true;
      conn.write(`${JSON.stringify(request)}\n`);
    });
    conn.on(
      'data',
      lineReader(
        (line) => {
          const message = parseDaemonMessage(line);
          if (message?.type === 'out') io.out(message.text);
          else if (message?.type === 'err') io.err(message.text);
          else if (message?.type === 'exit') code = message.code;
          else if (message?.type === 'ask' && extras.ask)
            extras.ask(message.question, extras.signal).then(
              (text) => void conn.write(`${JSON.stringify({ type: 'answer', text })}\n`),
              () => abort(),
            );
        },
        () => conn.destroy(),
      ),
    );
    conn.on('error', () => undefined);
    conn.on('close', () => {
      extras.signal.removeEventListener('abort', abort);
      if (code !== undefined) return done(code);
      if (!connected)
        return done(
          refuse(
            `daemon_not_running: no beans-picker daemon listens at ${socket}; start one with: beans-picker daemon${typeof flags.socket === 'string' ? ` --socket ${socket}` : ''}`,
          ),
        );
      io.err('beans-picker run: the daemon closed the connection before the run ended\n');
      done(1);
    });
  });
}
