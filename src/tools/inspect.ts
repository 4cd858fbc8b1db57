// Inspect a window for a person: an annotated capture (each control's box with its short id, the pick and the
// best action on another control marked, OCR lines in their own colour, secret fields black) and the exact
// decision payload of a step.
import { inspectStep, type Exchange } from '../core/act/inspect.js';
import { nodeOf, show } from '../core/act/context.js';
import type { ActResult, ActStep } from '../core/act/types.js';
import type { Candidate } from '../core/candidates/types.js';
import type { Wanted } from '../core/wanted.js';
import { drawLabel, labelSize, strokeRect, type Rgb } from '../core/draw.js';
import { DriverError } from '../core/driver.js';
import { OCR_ROLE, type Rect } from '../core/snapshot.js';
import { decodePng, encodePng } from '../drivers/png.js';
import type { ToolOutput } from './define.js';
import { fullRequest, shortIds, shortResult } from './ids.js';
import type { Session } from './session.js';

/** The colours of the inspect image, named in its result so a reader knows what each box means. */
export const INSPECT_COLOURS = {
  control: [0, 102, 255],
  pick: [0, 170, 0],
  otherControl: [255, 140, 0],
  ocr: [200, 0, 200],
} as const satisfies Record<string, Rgb>;

const WHITE: Rgb = [255, 255, 255];

/** What inspect is asked: the window, and optionally the step to decide there. */
export interface InspectArgs {
  windowId: string;
  step?: ActStep;
}

interface Brief {
  id: string;
  does: string;
  p?: number;
}

/** The decision part of an inspection: the exchanges, the pick and its rivals, and what would follow. */
interface Decision {
  exchanges: Exchange[];
  pick?: Brief & { rule: string };
  runnerUp?: Brief;
  otherControl?: Brief & { control: string | undefined };
  result?: ActResult;
  wouldDo?: { type: string; does: string };
  wouldCheck?: Omit<Wanted, 'words'>;
}

interface Boxed {
  id: string;
  candidateId: string;
  does: string[];
  box: Rect;
  ocr: boolean;
}

/** Inspects a window: the result (payload) and, where the window can be captured, the annotated PNG. */
export async function inspectWindow(
  session: Session,
  args: InspectArgs,
  signal: AbortSignal,
): Promise<ToolOutput & { text: string; png?: Buffer }> {
  const { platform, localId } = await session.platformForWindow(args.windowId, signal);
  const ids = shortIds(session);
  const step = args.step ? fullRequest(args.step, ids) : undefined;
  const found = await inspectStep(
    session.actContext(platform.driver, signal),
    { windowId: args.windowId },
    step,
  );
  const { obs, choice, prepared, exchanges } = found;
  // One box per control, named by its first candidate (as observe's lines are).
  const boxes = new Map<number, Boxed>();
  for (const c of obs.candidates) {
    const node = nodeOf(obs, c);
    if (c.node === undefined || !node?.frame) continue;
    const known = boxes.get(c.node);
    if (known) known.does.push(c.does);
    else
      boxes.set(c.node, {
        id: ids.short(c.id),
        candidateId: c.id,
        does: [c.does],
        box: node.frame,
        ocr: node.platformRole === OCR_ROLE,
      });
  }
  const picked = choice && 'candidate' in choice ? choice : undefined;
  const boxOf = (c: Candidate | undefined): Boxed | undefined =>
    c?.node === undefined ? undefined : boxes.get(c.node);
  const pickBox = boxOf(picked?.candidate);
  const others = picked?.others ?? [];
  // The best action on another control: the rival the image marks (the runner-up may be the same control's).
  const rival = others.find((o) => o.candidate.node !== picked?.candidate.node);
  const rivalBox = boxOf(rival?.candidate);
  const brief = (c: Candidate, p?: number): Brief => ({
    id: ids.short(c.id),
    does: show(obs.snapshot, c).does,
    ...(p !== undefined ? { p } : {}),
  });
  const ended: ActResult | undefined = prepared && 'result' in prepared ? prepared.result : undefined;
  const decision: Decision | undefined = step
    ? {
        exchanges,
        ...(picked?.pick
          ? { pick: { ...brief(picked.candidate, picked.pick.p), rule: picked.pick.rule } }
          : {}),
        ...(others[0] ? { runnerUp: brief(others[0].candidate, others[0].p) } : {}),
        ...(rival ? { otherControl: { ...brief(rival.candidate, rival.p), control: rivalBox?.id } } : {}),
        ...(ended ? { result: shortResult(ended, ids) } : {}),
        ...(prepared && 'action' in prepared
          ? {
              wouldDo: { type: prepared.action.type, does: prepared.shown.does },
              wouldCheck: wouldCheck(prepared.wanted),
            }
          : {}),
      }
    : undefined;
  let png: Buffer | undefined;
  let image: Record<string, unknown>;
  const capture = platform.browser ?? platform.desktop;
  if (!capture) image = { unavailable: `the ${platform.driver.name} driver cannot capture windows` };
  else {
    // The capture is the driver's screenshot: secret fields are already painted black in it.
    const pixels = decodePng(await capture.screenshot(localId, signal));
    // Every other control first, then the rival, then the pick, so the two that matter are drawn on top.
    const order = [...boxes.values()].filter((b) => b !== pickBox && b !== rivalBox);
    if (rivalBox) order.push(rivalBox);
    if (pickBox) order.push(pickBox);
    for (const b of order) {
      const colour =
        b === pickBox
          ? INSPECT_COLOURS.pick
          : b === rivalBox
            ? INSPECT_COLOURS.otherControl
            : b.ocr
              ? INSPECT_COLOURS.ocr
              : INSPECT_COLOURS.control;
      strokeRect(pixels, b.box, colour, b === pickBox || b === rivalBox ? 3 : 2);
      // The label sits just above the box, or inside its top edge when there is no room above.
      const above = b.box.y - labelSize(b.id).height;
      drawLabel(pixels, b.box.x, above >= 0 ? above : b.box.y, b.id, WHITE, colour);
    }
    png = encodePng(pixels);
    image = { width: pixels.width, height: pixels.height, colours: INSPECT_COLOURS };
  }
  const result = {
    status: 'done',
    window: { id: args.windowId, title: obs.snapshot.window.title },
    image,
    controls: [...boxes.values()].map((b) => ({
      id: b.id,
      candidateId: b.candidateId,
      does: b.does,
      box: b.box,
      ...(b.ocr ? { ocr: true } : {}),
    })),
    ...(decision ? { decision } : {}),
  };
  return { result, text: summary(boxes.size, decision), ...(png ? { png } : {}) };
}

// What the act would read afterwards to say done.
function wouldCheck(wanted: Wanted): Omit<Wanted, 'words'> {
  const { words: _words, ...rest } = wanted;
  return rest;
}

// A few lines that sum up an inspection for a reader of text (the payload is in the structured result).
function summary(controls: number, decision: Decision | undefined): string {
  const lines = [`inspect: ${controls} controls boxed`];
  if (!decision) return lines.join('\n');
  const one = (key: string, d: Brief | undefined): string | null =>
    d ? `${key} ${d.id} "${d.does}" p ${String(d.p)}` : null;
  for (const line of [
    one('pick', decision.pick),
    one('runnerUp', decision.runnerUp),
    one('otherControl', decision.otherControl),
  ])
    if (line) lines.push(line);
  if (decision.result) lines.push(`act would answer ${decision.result.status}: ${decision.result.message}`);
  if (decision.wouldDo)
    lines.push(`would do ${decision.wouldDo.type}; would check ${JSON.stringify(decision.wouldCheck)}`);
  lines.push(`${decision.exchanges.length} System One exchanges in the structured result`);
  return lines.join('\n');
}

/** Refuses an inspect target that is not a window id (the capture needs one window). */
export function needsWindowId(windowId: string | undefined): string {
  if (windowId === undefined) throw new DriverError('bad_target', 'inspect needs a windowId (from windows)');
  return windowId;
}
