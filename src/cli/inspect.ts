// beans-picker inspect: writes the annotated capture and the decision payload of a window (or of a page it opens)
// into a new folder, for a person working out why a pick went the way it did.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { callTool } from '../tools/call.js';
import { checkOutputPath, publishFile } from '../tools/files.js';
import { TOOLS } from '../tools/index.js';
import type { Session } from '../tools/session.js';
import type { Io } from './io.js';
import { stringFlag, type Flags } from './tools.js';

/** Runs inspect: exit 0 with the folder's two files written, 1 when the tool failed, 2 for bad flags. */
export async function runInspectCommand(session: Session, flags: Flags, io: Io): Promise<number> {
  const str = (name: string): string | undefined => stringFlag(flags, name);
  const window = str('window');
  const url = str('url');
  if ((window === undefined) === (url === undefined)) {
    io.err('beans-picker inspect: give --window ID or --url URL (one of them)\n');
    return 2;
  }
  const out = resolve(str('out') ?? `inspect-${new Date().toISOString().replace(/[:.]/gu, '-')}`);
  try {
    // The folder is new: nothing in it can be replaced.
    await checkOutputPath(out);
  } catch (error: unknown) {
    io.err(`beans-picker inspect: --out ${(error as Error).message}\n`);
    return 2;
  }
  // Short ids (c1, c2…) read well in the image; each control's candidate id, which another command takes, is in
  // the payload beside it.
  const signal = new AbortController().signal;
  let windowId = window;
  if (url !== undefined) {
    const opened = await callTool(session, TOOLS, 'launch_app', { app: 'chromium', urls: [url] }, signal);
    windowId = (opened.result['windows'] as { id: string }[] | undefined)?.[0]?.id;
    if (opened.isError || windowId === undefined) {
      io.out(`${JSON.stringify(opened.result, null, 2)}\n`);
      return 1;
    }
  }
  const instruction = str('instruction');
  const output = await callTool(
    session,
    TOOLS,
    'observe',
    { windowId, inspect: true, ...(instruction !== undefined ? { instruction } : {}) },
    signal,
  );
  if (output.isError) {
    io.out(`${JSON.stringify(output.result, null, 2)}\n`);
    return 1;
  }
  await mkdir(out, { mode: 0o700 });
  const files = [join(out, 'inspect.json')];
  await publishFile(files[0]!, Buffer.from(`${JSON.stringify(output.result, null, 2)}\n`));
  const image = output.images?.[0];
  if (image) {
    files.push(join(out, 'inspect.png'));
    await publishFile(files[1]!, Buffer.from(image.data, 'base64'));
  }
  io.out(`${output.text ?? ''}\nwrote ${files.join(' and ')}\n`);
  return 0;
}
