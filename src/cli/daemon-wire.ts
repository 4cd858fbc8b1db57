// What `beans-picker run --daemon` and `beans-picker daemon` say to each other: one JSON object a line over a Unix
// socket in a folder only this user can open. Loaded by the client, so it imports nothing heavy.
import { lstat, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';

/** The version of these messages: a client and a daemon of different versions refuse each other. */
export const PROTOCOL = 1;

/** The longest line either side reads (a goal and its flags fit many times over). */
export const MAX_LINE = 256 * 1024;

/** The flags of run a daemon takes from its client (the drivers and the browser are the daemon's own). */
export const RUN_FLAGS = {
  window: 'string',
  app: 'string',
  url: 'string',
  act: 'boolean',
  steps: 'string',
  delay: 'string',
  handoffs: 'string',
  'min-confidence': 'string',
  runs: 'string',
} as const;

/** Flags that set up the daemon itself: given to run --daemon they are refused, with this advice. */
export const DAEMON_FLAGS = ['drivers', 'cdp-endpoint', 'tools', 'sim'] as const;

/** The client's one request. */
export interface RunRequest {
  type: 'run';
  protocol: number;
  goal: string;
  flags: Partial<Record<keyof typeof RUN_FLAGS, string | boolean>>;
  /** Whether the client's stdin is a terminal: the run may then ask its questions there. */
  interactive: boolean;
}

/** What the client sends after its request. */
export type ClientMessage = { type: 'answer'; text: string } | { type: 'abort' };

/** What the daemon sends: the run's output as it comes, its questions, and at the end its exit status. */
export type DaemonMessage =
  | { type: 'out'; text: string }
  | { type: 'err'; text: string }
  | { type: 'ask'; question: string }
  | { type: 'exit'; code: number };

/** A socket-folder or message problem, with a stable code. */
export class DaemonError extends Error {
  override name = 'DaemonError';
  constructor(
    readonly code:
      | 'daemon_unsafe_folder'
      | 'daemon_not_running'
      | 'daemon_running'
      | 'daemon_bad_path'
      | 'daemon_bad_request',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Where the daemon listens when --socket is not given: $XDG_RUNTIME_DIR/beans-picker/run.sock (a folder the
 * system keeps for this user), else <tmp>/beans-picker-<uid>/run.sock.
 */
export function defaultSocketPath(env: NodeJS.ProcessEnv = process.env): string {
  const runtime = env.XDG_RUNTIME_DIR;
  if (runtime && isAbsolute(runtime)) return join(runtime, 'beans-picker', 'run.sock');
  return join(tmpdir(), `beans-picker-${process.getuid?.() ?? 'user'}`, 'run.sock');
}

/** A --socket path: absolute, a plain file name under its folder, short enough for a Unix socket. */
export function checkSocketPath(path: string): string {
  if (!isAbsolute(path) || path.includes('\0') || path.endsWith('/'))
    throw new DaemonError('daemon_bad_path', '--socket must be an absolute path to a socket file');
  // sockaddr_un holds 108 bytes on Linux, 104 on macOS.
  if (Buffer.byteLength(path) > 100)
    throw new DaemonError('daemon_bad_path', '--socket must be at most 100 bytes long (a Unix socket path)');
  return path;
}

/**
 * The socket's folder, safe to use: a real folder (no symlink) owned by this user that nobody else may enter.
 * `create` makes it (mode 0700) when it is missing; an existing folder is never changed.
 */
export async function checkSocketFolder(socket: string, create: boolean): Promise<void> {
  const folder = dirname(socket);
  if (create) await mkdir(folder, { recursive: true, mode: 0o700 });
  let stat;
  try {
    stat = await lstat(folder);
  } catch {
    throw new DaemonError(
      'daemon_not_running',
      `no beans-picker daemon listens at ${socket} (no such folder)`,
    );
  }
  const uid = process.getuid?.();
  if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid) || (stat.mode & 0o077) !== 0)
    throw new DaemonError(
      'daemon_unsafe_folder',
      `${folder} must be a folder of this user that nobody else may open (mode 0700), not a link`,
    );
}

/** The request, or a message saying what is wrong with it. */
export function parseRequest(line: string): RunRequest | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { error: 'the request is not JSON' };
  }
  const v = value as Partial<RunRequest> | null;
  if (typeof v !== 'object' || v === null || v.type !== 'run')
    return { error: 'the first message must be a run' };
  if (v.protocol !== PROTOCOL)
    return { error: `this daemon speaks protocol ${PROTOCOL}: restart it with the same beans-picker as run` };
  if (typeof v.goal !== 'string') return { error: 'the goal must be a string' };
  if (typeof v.interactive !== 'boolean') return { error: 'interactive must be true or false' };
  if (typeof v.flags !== 'object' || v.flags === null || Array.isArray(v.flags))
    return { error: 'flags must be an object' };
  const flags: RunRequest['flags'] = {};
  for (const [name, flag] of Object.entries(v.flags as Record<string, unknown>)) {
    const kind = (RUN_FLAGS as Record<string, string>)[name];
    if (kind === undefined) return { error: `--${name} is not a flag of run --daemon` };
    if (typeof flag !== kind) return { error: `--${name} must be a ${kind}` };
    flags[name as keyof typeof RUN_FLAGS] = flag as string | boolean;
  }
  if (typeof flags.runs !== 'string' || !isAbsolute(flags.runs))
    return { error: '--runs must reach the daemon as an absolute path' };
  return { type: 'run', protocol: PROTOCOL, goal: v.goal, flags, interactive: v.interactive };
}

/** A client message, or null when it is none. */
export function parseClientMessage(line: string): ClientMessage | null {
  try {
    const v = JSON.parse(line) as Partial<{ type: string; text: unknown }> | null;
    if (v?.type === 'abort') return { type: 'abort' };
    if (v?.type === 'answer' && typeof v.text === 'string') return { type: 'answer', text: v.text };
  } catch {
    // not JSON: none
  }
  return null;
}

/** A daemon message, or null when it is none. */
export function parseDaemonMessage(line: string): DaemonMessage | null {
  try {
    const v = JSON.parse(line) as Partial<Record<string, unknown>> | null;
    if ((v?.type === 'out' || v?.type === 'err') && typeof v.text === 'string')
      return { type: v.type, text: v.text };
    if (v?.type === 'ask' && typeof v.question === 'string') return { type: 'ask', question: v.question };
    if (v?.type === 'exit' && Number.isInteger(v.code)) return { type: 'exit', code: v.code as number };
  } catch {
    // not JSON: none
  }
  return null;
}

/** Splits a stream into lines, refusing a line longer than MAX_LINE. */
export function lineReader(onLine: (line: string) => void, onTooLong: () => void): (chunk: Buffer) => void {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  return (chunk) => {
    pending += decoder.write(chunk);
    let at;
    while ((at = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, at);
      pending = pending.slice(at + 1);
      if (line.trim() !== '') onLine(line);
    }
    if (pending.length > MAX_LINE) {
      pending = '';
      onTooLong();
    }
  };
}
