// Windows no accessibility tree describes (X toolkit apps: xmessage, xman, xcalc): listed from the window
// manager's client list and read from their pixels by OCR. What OCR reads is the window's text, and a short line
// is a control clicked at its centre through XTest, as keys are sent, which only happens on a private display.
import { DriverError, type DriverAction, type PerformOutcome } from '../../core/driver.js';
import { defaultStates, type RawNode, type RawSnapshot, type WindowInfo } from '../../core/snapshot.js';
import { mergeLines, ocrPoint, type PlacedLine } from '../ocr/merge.js';
import { splitAtFrames } from '../ocr/frames.js';
import { prepareForOcr } from '../ocr/prepare.js';
import { readCapture } from '../ocr/read.js';
import { decodePng, encodePng } from '../png.js';
import { run } from './exec.js';
import { geometry, windowIdOf, type X11Client } from './x11.js';
import { sendInput, xdotoolKey } from './xtest.js';

/** A window read from its pixels. */
export interface PixelWindow {
  xid: number;
  id: string;
  title: string;
  /** Its program's X class (WM_CLASS), lower-cased, as `windows` lists it ("xman", "xmessage"). */
  app: string;
}

/** The platform role of a pixel window's root node. */
export const PIXEL_WINDOW_ROLE = 'pixel-window';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
// How long input is given to show its effect before the window is read again.
const CLICK_SETTLE_MS = 250;

/**
 * Of the window manager's clients, those no accessible window stands for and that give no process id: X toolkit programs set none, while
 * every toolkit with an AT-SPI bridge does, so an app still registering with AT-SPI is never taken for one.
 */
export async function pixelWindows(
  env: NodeJS.ProcessEnv,
  clients: readonly X11Client[],
  claimed: ReadonlySet<number>,
): Promise<PixelWindow[]> {
  const unclaimed = clients.filter((c) => c.pid === 0 && !claimed.has(c.xid));
  const read = await Promise.all(unclaimed.map(async (c) => ({ c, facts: await factsOf(env, c) })));
  return read
    .filter(({ facts }) => !facts.passing)
    .map(({ c, facts }) => ({ ...c, id: windowIdOf(c.xid), app: facts.app }));
}

// Window types that are no window to work in: a splash screen (LibreOffice shows one, with no process id, before
// its window), a panel, the desktop, a notification.
const PASSING = /_NET_WM_WINDOW_TYPE_(?:SPLASH|DOCK|DESKTOP|NOTIFICATION|TOOLTIP)\b/u;

async function factsOf(
  env: NodeJS.ProcessEnv,
  client: X11Client,
): Promise<{ app: string; passing: boolean }> {
  const result = await run('xprop', ['-id', String(client.xid), 'WM_CLASS', '_NET_WM_WINDOW_TYPE'], {
    env,
    timeoutMs: 2000,
  }).catch(() => null);
  const text = result?.stdout.toString('utf8') ?? '';
  // WM_CLASS is the resource name, then the class ("topBox", "Xman"): the class names the program.
  const line = /^WM_CLASS.*$/mu.exec(text)?.[0] ?? '';
  const names = [...line.matchAll(/"([^"]*)"/gu)].map((m) => m[1] ?? '');
  return { app: (names[1] || names[0] || client.title || 'x11').toLowerCase(), passing: PASSING.test(text) };
}

/** The window as `windows` lists it. */
export async function pixelInfo(
  env: NodeJS.ProcessEnv,
  win: PixelWindow,
  active: number,
): Promise<WindowInfo> {
  const frame = await geometry(env, win.xid).catch(() => null);
  return {
    id: win.id,
    app: win.app,
    title: win.title,
    ...(frame ? { frame: { x: frame.x, y: frame.y, width: frame.width, height: frame.height } } : {}),
    focused: win.xid === active,
    onScreen: frame?.viewable === true,
  };
}

/** A PNG of one X11 window as it is on screen (unmasked: the callers paint or compare it, never show it raw). */
export async function captureWindow(
  env: NodeJS.ProcessEnv,
  xid: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const capture = await run('import', ['-window', String(xid), 'png:-'], { env, timeoutMs: 10_000, signal });
  if (capture.code !== 0 || !capture.stdout.subarray(0, 4).equals(PNG_MAGIC))
    throw new DriverError(
      'window_not_found',
      `could not capture ${windowIdOf(xid)}: the window is gone or not mapped`,
    );
  return capture.stdout;
}

/** Where the X pointer rests, in the window's pixels, or undefined when it cannot be read. */
export async function pointerIn(
  env: NodeJS.ProcessEnv,
  xid: number,
  signal: AbortSignal,
): Promise<{ x: number; y: number } | undefined> {
  const [located, at] = await Promise.all([
    run('xdotool', ['getmouselocation', '--shell'], { env, timeoutMs: 2000, signal }),
    geometry(env, xid, signal),
  ]);
  const text = located.stdout.toString();
  const x = Number(/^X=(-?\d+)$/mu.exec(text)?.[1]);
  const y = Number(/^Y=(-?\d+)$/mu.exec(text)?.[1]);
  if (located.code !== 0 || !at || !Number.isFinite(x) || !Number.isFinite(y)) return undefined;
  return { x: x - at.x, y: y - at.y };
}

/** Reads a pixel window: its capture prepared for OCR and read; a short line is a control. */
export async function pixelSnapshot(
  env: NodeJS.ProcessEnv,
  win: PixelWindow,
  others: string[],
  active: number,
  signal: AbortSignal,
): Promise<RawSnapshot> {
  const started = Date.now();
  const pixels = decodePng(await captureWindow(env, win.xid, signal));
  const prepared = prepareForOcr(pixels);
  const lines = splitAtFrames(prepared, await readCapture(encodePng(prepared.pixels), signal));
  const placed: PlacedLine[] = lines.flatMap((line) =>
    ovalLabels(line.text).map((text, i, all) => {
      // Two oval buttons read as one line are split evenly by their text.
      const share = line.width / Math.max(1, all.join('').length);
      const before = all.slice(0, i).join('').length;
      return {
        text,
        confidence: line.confidence,
        frame: {
          x: (line.x + before * share - prepared.margin) / prepared.scale,
          y: (line.y - prepared.margin) / prepared.scale,
          width: (text.length * share) / prepared.scale,
          height: line.height / prepared.scale,
        },
      };
    }),
  );
  const root: RawNode = {
    role: 'window',
    platformRole: PIXEL_WINDOW_ROLE,
    label: win.title,
    states: defaultStates(),
    frame: { x: 0, y: 0, width: pixels.width, height: pixels.height },
    parent: null,
    handle: `pixels:${win.xid}`,
  };
  const nodes = [root];
  const texts = mergeLines(nodes, 0, placed);
  return {
    window: { ...(await pixelInfo(env, win, active)) },
    nodes,
    otherWindows: others,
    texts,
    ms: Date.now() - started,
  };
}

/**
 * The labels of a line of oval buttons ("(okay) (cancel)": an oval's sides read as brackets): each bracketed
 * word, without its brackets; any other line as it is.
 */
export function ovalLabels(text: string): string[] {
  const ovals = [...text.matchAll(/\(([^()]+)\)/gu)];
  if (!ovals.length || text.replace(/\([^()]+\)/gu, '').trim() !== '') return [text];
  return ovals.map((m) => (m[1] ?? '').trim()).filter(Boolean);
}

/**
 * Input to a pixel window, through XTest on a private display only: a click on a line read from it (the pointer
 * moved to it and pressed), or a key to the window made active. Anything else is refused, saying why.
 */
export async function pixelInput(
  env: NodeJS.ProcessEnv,
  win: PixelWindow,
  action: DriverAction,
  privateDisplay: boolean,
  signal: AbortSignal,
): Promise<PerformOutcome> {
  const plain =
    action.type === 'click' && action.button !== 'right' && action.count !== 2 && !action.modifiers?.length;
  const point = plain && action.handle !== undefined ? ocrPoint(action.handle) : null;
  const key = action.type === 'key' ? xdotoolKey(action.keys) : null;
  if (action.type === 'key' && key === null)
    return {
      ok: false,
      code: 'not_supported',
      message: `the key ${JSON.stringify(action.keys)} has no X keysym`,
    };
  if (!point && key === null)
    return {
      ok: false,
      code: 'not_supported',
      message:
        'a window read from its pixels can only be read, clicked (one left click) on a short line of its text, ' +
        'and sent keys',
    };
  if (!privateDisplay)
    return {
      ok: false,
      code: 'not_supported',
      message:
        'this window has no accessibility tree, so a click needs the real pointer, which is used only on a private ' +
        'display (beans-picker desktop start --private)',
    };
  let input = ['key', '--clearmodifiers', key ?? ''];
  if (point) {
    const client = await geometry(env, win.xid, signal);
    if (!client)
      return { ok: false, code: 'window_not_found', message: 'the window has no place on the screen' };
    const [x, y] = [Math.round(client.x + point.x), Math.round(client.y + point.y)];
    input = ['mousemove', String(x), String(y), 'click', '1'];
  }
  const sent = await sendInput(env, win.xid, input, signal);
  if (sent.ok) await new Promise((resolve) => setTimeout(resolve, CLICK_SETTLE_MS));
  return sent;
}
