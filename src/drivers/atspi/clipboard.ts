// The X clipboard through xclip. The owner process is ours (`-quiet` keeps it in the foreground) and is tracked.
import { spawn, type ChildProcess } from 'node:child_process';
import { DriverError } from '../../core/driver.js';
import { run } from './exec.js';

const READY_WITHIN_MS = 2000;

/** Reads and writes the CLIPBOARD selection of one X display. */
export class Clipboard {
  private owner: ChildProcess | null = null;

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** The clipboard's text, or '' when nothing owns it. */
  async read(signal?: AbortSignal): Promise<string> {
    const result = await run('xclip', ['-o', '-selection', 'clipboard'], {
      env: this.env,
      timeoutMs: 3000,
      ...(signal ? { signal } : {}),
    });
    return result.code === 0 ? result.stdout.toString('utf8') : '';
  }

  /** Puts text on the clipboard; resolves once a read gives it back exactly. */
  async write(text: string, signal?: AbortSignal): Promise<void> {
    const previous = this.owner;
    // stdout/stderr are not piped: a pipe held by the serving xclip would keep our side waiting.
    const child = spawn('xclip', ['-quiet', '-selection', 'clipboard', '-i'], {
      env: this.env,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    child.on('error', () => undefined);
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(text, 'utf8');
    this.owner = child;
    child.on('exit', () => {
      if (this.owner === child) this.owner = null;
    });
    const deadline = Date.now() + READY_WITHIN_MS;
    while ((await this.read(signal)) !== text) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new DriverError('driver_unavailable', 'xclip did not take the clipboard');
      await new Promise((r) => setTimeout(r, 15));
    }
    if (previous && previous !== child) previous.kill();
  }

  /** Ends the owner process (the clipboard empties with it). */
  close(): void {
    this.owner?.kill();
    this.owner = null;
  }
}
