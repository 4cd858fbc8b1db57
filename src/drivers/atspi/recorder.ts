// Records a window's region of the screen with ffmpeg x11grab.
import { spawn, type ChildProcess } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { DriverError } from '../../core/driver.js';
import type { Rect } from '../../core/snapshot.js';

/** A finished recording. */
export interface Recording {
  path: string;
  bytes: number;
  ms: number;
}

const STOP_WITHIN_MS = 8000;

/** One ffmpeg recording at a time. */
export class Recorder {
  private current: { child: ChildProcess; path: string; started: number; exited: Promise<void> } | null =
    null;

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** Starts recording `region` of the screen to `outPath` (mp4, H.264). */
  async start(region: Rect, outPath: string, fps = 15): Promise<void> {
    if (this.current)
      throw new DriverError('recording_busy', 'a recording is already running; stop it first');
    const display = this.env.DISPLAY;
    if (!display) throw new DriverError('driver_unavailable', 'DISPLAY is not set');
    // yuv420p needs even sizes.
    const size = `${region.width & ~1}x${region.height & ~1}`;
    const args = [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'x11grab',
      '-framerate',
      String(fps),
      '-video_size',
      size,
      '-i',
      `${display}+${region.x},${region.y}`,
    ];
    args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', outPath);
    const child = spawn('ffmpeg', args, { env: this.env, stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
    const failed = await Promise.race([
      new Promise<string | null>((resolve) => child.on('error', (e) => resolve(e.message))),
      exited.then(() => stderr.trim() || 'ffmpeg exited'),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 300)),
    ]);
    if (failed !== null) throw new DriverError('driver_unavailable', `ffmpeg could not record: ${failed}`);
    this.current = { child, path: outPath, started: Date.now(), exited };
  }

  /** Stops the recording (ffmpeg finishes the file on "q") and reports it. */
  async stop(): Promise<Recording> {
    const rec = this.current;
    if (!rec) throw new DriverError('not_recording', 'no recording is running');
    this.current = null;
    rec.child.stdin?.end('q');
    const timer = setTimeout(() => rec.child.kill('SIGKILL'), STOP_WITHIN_MS);
    await rec.exited;
    clearTimeout(timer);
    const bytes = (await stat(rec.path).catch(() => null))?.size ?? 0;
    return { path: rec.path, bytes, ms: Date.now() - rec.started };
  }

  /** Ends a running recording without waiting for its file. */
  close(): void {
    this.current?.child.kill('SIGKILL');
    this.current = null;
  }
}
