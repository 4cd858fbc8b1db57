// Runs macOS command-line tools (lsappinfo, ioreg, pbcopy, clang, open) through one injectable seam.
import { spawn } from 'node:child_process';
import { DriverError } from '../../core/driver.js';

/** Options of one command run. */
export interface RunOptions {
  input?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** How a command ended and what it printed. */
export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to completion; tests swap it for a fake so no OS tool is needed. */
export type CommandRunner = (
  command: string,
  args: readonly string[],
  options?: RunOptions,
) => Promise<RunResult>;

const DEFAULT_TIMEOUT_MS = 5000;

/** The real runner: spawns the command with a time limit, never through a shell. */
export const runCommand: CommandRunner = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, [...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      killSignal: 'SIGKILL',
      ...(options.signal ? { signal: options.signal } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.name === 'AbortError') reject(error);
      else if (error.code === 'ENOENT')
        reject(new DriverError('driver_unavailable', `${command} is not installed`));
      else reject(new DriverError('driver_unavailable', `${command}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      if (signal === 'SIGKILL' && code === null)
        reject(new DriverError('driver_timeout', `${command} ${args.join(' ')} took too long`));
      else resolve({ code, stdout, stderr });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });

/** Runs a command and returns its output, failing with `code` when it exits non-zero. */
export async function runOk(
  runner: CommandRunner,
  command: string,
  args: readonly string[],
  options: RunOptions = {},
  code = 'driver_unavailable',
): Promise<string> {
  const result = await runner(command, args, options);
  if (result.code !== 0)
    throw new DriverError(
      code,
      `${command} failed: ${result.stderr.trim() || `exit ${String(result.code)}`}`,
    );
  return result.stdout;
}
