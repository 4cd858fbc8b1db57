// Recording one window to a video: staged privately, published only after a successful finish.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { DriverError } from '../core/driver.js';
import { defineTool } from './define.js';
import { checkOutputPath, publishStaged } from './files.js';
import { windowIdSchema } from './schemas.js';
import type { DesktopExtras } from './platform.js';
import type { Session } from './session.js';

interface Active {
  desktop: DesktopExtras;
  dir: string;
  stage: string;
  out: string;
}

const active = new WeakMap<Session, Active>();
const finishOnClose = new WeakSet<Session>();

/** Stops the session's recording and publishes it; the staging folder is removed either way. */
export async function finishRecording(
  session: Session,
  signal: AbortSignal,
): Promise<{ bytes: number; ms: number } | null> {
  const recording = active.get(session);
  if (!recording) return null;
  active.delete(session);
  try {
    const done = await recording.desktop.recordStop(signal);
    await publishStaged(recording.stage, recording.out);
    return { bytes: done.bytes, ms: done.ms };
  } finally {
    await rm(recording.dir, { recursive: true, force: true });
  }
}

/** The record_start tool. */
export const recordStartTool = defineTool({
  name: 'record_start',
  description:
    'Record one window to an MP4 at `out` (absolute, new file), one recording at a time. The file appears when record_stop (or server shutdown) finishes it.',
  input: z.object({
    windowId: windowIdSchema,
    out: z.string().min(1).max(4096).describe('Absolute path of the new .mp4 file'),
  }),
  readOnly: false,
  group: 'files',
  async handle(args, { session, signal }) {
    if (active.has(session))
      return {
        result: {
          status: 'failed',
          code: 'recording_active',
          message: 'a recording is already running; call record_stop',
        },
        isError: true,
      };
    await checkOutputPath(args.out);
    const { platform, localId } = await session.platformForWindow(args.windowId, signal);
    if (!platform.desktop)
      throw new DriverError('unknown_driver_tool', `the ${platform.driver.name} driver cannot record`);
    const dir = await mkdtemp(join(tmpdir(), 'bp-rec-'));
    const stage = join(dir, 'recording.mp4');
    try {
      await platform.desktop.recordStart(localId, stage, signal);
    } catch (error: unknown) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    active.set(session, { desktop: platform.desktop, dir, stage, out: args.out });
    if (!finishOnClose.has(session)) {
      finishOnClose.add(session);
      session.onClose(() => finishRecording(session, AbortSignal.timeout(10_000)).then(() => undefined));
    }
    return { result: { status: 'done', recording: true } };
  },
});

/** The record_stop tool. */
export const recordStopTool = defineTool({
  name: 'record_stop',
  description: 'Finish the recording and publish the file at the path given to record_start (mode 0600).',
  input: z.object({}),
  readOnly: false,
  group: 'files',
  async handle(_args, { session, signal }) {
    const done = await finishRecording(session, signal);
    if (!done)
      return {
        result: { status: 'failed', code: 'no_recording', message: 'no recording is running' },
        isError: true,
      };
    return { result: { status: 'done', bytes: done.bytes, durationSeconds: Math.round(done.ms / 100) / 10 } };
  },
});
