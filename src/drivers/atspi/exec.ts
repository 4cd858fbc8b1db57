// Child processes for the X11 tools (xprop, xdotool, xwininfo, import, xclip), always with a timeout.
import { spawn } from 'node:child_process';
import { DriverError } from '../../core/driver.js';

/** Options of one tool run. */
export interface RunOptions {
  env: NodeJS.ProcessEnv;
  timeoutMs?: number;
  input?: string | Buffer;
  signal?: AbortSignal;
}

/** What a finished tool run printed, and how it ended. */
export interface RunResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

const DEFAULT_TIMEOUT_MS = 5000;

/** Runs a tool to completion; rejects with `driver_timeout` when it runs too long and `driver_unavailable` when it is missing. */
export function run(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: options.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      killSignal: 'SIGKILL',
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        reject(new DriverError('driver_unavailable', `${command} is not installed`));
      else if (error.name === 'AbortError') reject(error);
      else reject(new DriverError('driver_unavailable', `${command}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      if (signal === 'SIGKILL' && code === null)
        reject(new DriverError('driver_timeout', `${command} ${args.join(' ')} took too long`));
      else resolve({ code, stdout: Buffer.concat(out), stderr: err });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}

/** Runs a tool and returns its standard output as text, rejecting when it exits with a failure. */
export async function runText(
  command: string,
  args: readonly string[],
  options: RunOptions,
): Promise<string> {
  const result = await run(command, args, options);
  if (result.code !== 0)
    throw new DriverError(
      'driver_unavailable',
      `${command} ${args.join(' ')} failed: ${result.stderr.trim() || `exit ${String(result.code)}`}`,
    );
  return result.stdout.toString('utf8');
}
