// `beans-picker daemon`: a beans-picker that stays running, with its code loaded, its decider warm and its browser
// started or attached, so that `beans-picker run "goal" --daemon` only connects and sends the goal. It listens on a
// Unix socket in a folder only this user can open; runs are carried out one after another, each with the same
// report, run folder and exit status as a run of its own. It logs only counts, codes and times, never a goal.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { chmod, lstat, unlink } from 'node:fs/promises';
import type { Session } from '../tools/session.js';
import { loadWordTagger } from '../goal/tagger.js';
import type { Terminal } from '../goal/index.js';
import {
  DaemonError,
  checkSocketFolder,
  checkSocketPath,
  defaultSocketPath,
  lineReader,
  parseClientMessage,
  parseRequest,
  type DaemonMessage,
  type RunRequest,
} from './daemon-wire.js';
import type { Io } from './io.js';
import { runGoalCommand } from './run.js';

/** A daemon that is listening: where, and how to stop it. */
export interface Daemon {
  socket: string;
  /** Stops listening, aborts the run under way and waits for it, closes the session, removes the socket. */
  stop(): Promise<void>;
}

/** Whether something answers at a socket path. */
function answers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createConnection(socket);
    probe.once('connect', () => (probe.destroy(), resolve(true)));
    probe.once('error', () => resolve(false));
  });
}

/**
 * Makes the socket path free to listen on: a socket left by a daemon that died is removed; a daemon that answers,
 * or anything that is not a socket, is left as it is and refused.
 */
async function claim(socket: string): Promise<void> {
  const stat = await lstat(socket).catch(() => null);
  if (stat === null) return;
  if (!stat.isSocket())
    throw new DaemonError('daemon_bad_path', `${socket} exists and is not a socket; it is left as it is`);
  if (await answers(socket))
    throw new DaemonError('daemon_running', `a beans-picker daemon already listens at ${socket}`);
  await unlink(socket);
}

/** Starts listening at `socketPath` (the default when undefined) with a session that is already made. */
export async function startDaemon(session: Session, socketPath: string | undefined, io: Io): Promise<Daemon> {
  const socket = checkSocketPath(socketPath ?? defaultSocketPath());
  await checkSocketFolder(socket, true);
  await claim(socket);
  const runs = new Set<AbortController>();
  let queue: Promise<void> = Promise.resolve();
  // Runs queued or under way: a new one waits behind them.
  let ahead = 0;
  let served = 0;
  const server: Server = createServer((conn) => {
    const turn = (served += 1);
    serve(conn, turn);
  });

  function serve(conn: Socket, turn: number): void {
    const controller = new AbortController();
    let answer: ((text: string) => void) | undefined;
    let started = false;
    const send = (message: DaemonMessage): void => {
      if (!conn.destroyed) conn.write(`${JSON.stringify(message)}\n`);
    };
    const finish = (code: number): void => {
      send({ type: 'exit', code });
      conn.end();
    };
    conn.on('error', () => controller.abort());
    conn.on('close', () => controller.abort());
    conn.on(
      'data',
      lineReader(
        (line) => {
          if (!started) {
            started = true;
            const request = parseRequest(line);
            if ('error' in request)
              return (send({ type: 'err', text: `beans-picker run: ${request.error}\n` }), finish(2));
            return enqueue(request);
          }
          const message = parseClientMessage(line);
          if (message?.type === 'abort') controller.abort();
          else if (message?.type === 'answer') answer?.(message.text);
        },
        () => (
          send({ type: 'err', text: 'beans-picker run: a message was too long\n' }),
          finish(2),
          conn.destroy()
        ),
      ),
    );

    function enqueue(request: RunRequest): void {
      if (ahead > 0) send({ type: 'err', text: 'beans-picker run: waiting for the run before it to end\n' });
      ahead += 1;
      queue = queue.then(() => carryOut(request)).finally(() => (ahead -= 1));
    }

    async function carryOut(request: RunRequest): Promise<void> {
      if (controller.signal.aborted) return void conn.destroy();
      runs.add(controller);
      const began = performance.now();
      let code = 1;
      try {
        const io: Io = {
          out: (text) => send({ type: 'out', text }),
          err: (text) => send({ type: 'err', text }),
          readStdin: async () => '',
        };
        const terminal: Terminal | undefined = request.interactive
          ? {
              interactive: true,
              ask: (question, signal) =>
                new Promise<string>((resolve, reject) => {
                  const gone = (): void => reject(signal.reason);
                  signal.addEventListener('abort', gone, { once: true });
                  answer = (text) => {
                    signal.removeEventListener('abort', gone);
                    answer = undefined;
                    resolve(text);
                  };
                  send({ type: 'ask', question });
                }),
            }
          : undefined;
        code = await runGoalCommand(session, request.goal, request.flags, io, {
          signal: controller.signal,
          terminal,
        });
      } catch (error: unknown) {
        send({
          type: 'err',
          text: `beans-picker run: failed: ${error instanceof Error ? error.name : 'error'}\n`,
        });
      } finally {
        runs.delete(controller);
      }
      finish(code);
      log(`run ${turn}: exit ${code} in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    }
  }

  const log = (line: string): void => io.err(`beans-picker daemon: ${line}\n`);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => (server.off('error', reject), resolve()));
  });
  // The folder is private already; the socket is the user's alone as well.
  await chmod(socket, 0o600);
  let stopping: Promise<void> | undefined;
  return {
    socket,
    stop: () =>
      (stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const run of runs) run.abort();
        await queue;
        await closed;
        await session.close();
        const stat = await lstat(socket).catch(() => null);
        if (stat?.isSocket()) await unlink(socket).catch(() => undefined);
      })()),
  };
}

/**
 * Warms what a run needs — the drivers' code, the decider, the goal tagger, and the browser when it is a driver —
 * so the first run does not pay for them. A browser that cannot start now is started again by the first run.
 */
export async function warm(session: Session, io: Io, signal: AbortSignal): Promise<void> {
  session.decider();
  await Promise.allSettled([
    session.preload(),
    loadWordTagger(),
    session.driverNames().includes('browser')
      ? session
          .platform('browser', signal)
          .catch((error: unknown) =>
            io.err(
              `beans-picker daemon: the browser did not start (${(error as { code?: string }).code ?? 'failed'}); the first run tries again\n`,
            ),
          )
      : undefined,
  ]);
}

/** `beans-picker daemon [--socket PATH]`: listens until SIGINT or SIGTERM; exit 2 when it cannot listen. */
export async function runDaemonCommand(
  session: Session,
  socketPath: string | undefined,
  io: Io,
  stopped: AbortSignal,
): Promise<number> {
  let daemon: Daemon;
  try {
    daemon = await startDaemon(session, socketPath, io);
  } catch (error: unknown) {
    io.err(
      `beans-picker daemon: ${(error as { code?: string }).code ?? 'failed'}: ${error instanceof Error ? error.message : 'unknown error'}\n`,
    );
    return 2;
  }
  await warm(session, io, stopped);
  io.err(
    `beans-picker daemon: listening at ${daemon.socket} (pid ${process.pid}; drivers ${session.driverNames().join(', ')}; decider ${session.decider().name}). Run goals with: beans-picker run "goal" --url URL --act --daemon${socketPath ? ` --socket ${daemon.socket}` : ''}\n`,
  );
  if (!stopped.aborted)
    await new Promise((resolve) => stopped.addEventListener('abort', resolve, { once: true }));
  await daemon.stop();
  io.err('beans-picker daemon: stopped\n');
  return 0;
}
