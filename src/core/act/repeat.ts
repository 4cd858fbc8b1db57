// A step the words ask for more than once ("press backspace three times"): the count read off the words, the step
// done once by them and again by the id of what it did, each time verified.
import { findByKey } from './effect.js';
import { nodeOf, observationOf, snapshotWindow, type ActContext, type Observation } from './context.js';
import { sleep } from '../limits.js';
import { numberOfWord } from '../text.js';
import type { Candidate } from '../candidates/types.js';
import type { StepOutcome } from './step.js';
import type { ActStep } from './types.js';

// Actions a count in the words repeats ("press Backspace three times", "hit the 5 key twice").
const REPEATABLE: ReadonlySet<string> = new Set(['click', 'key', 'step', 'scroll']);
const REPEAT_MAX = 20;

// The words' count and the words without it: "press backspace three times" is "press backspace", 3 times. A count
// is never read as an operator ("times" is not the multiply key).
const REPEAT =
  /[\s,]+(?:(twice)|(thrice)|(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+times)(?:\s+(?:in\s+a\s+row|over))?\s*[.!]?\s*$/iu;

/** A count said at the end of the words, and the words without it; undefined when they say none (or once). */
export function repeatsOf(words: string | undefined): { words: string; times: number } | undefined {
  if (words === undefined) return undefined;
  const m = REPEAT.exec(words);
  if (!m) return undefined;
  const times = m[1] ? 2 : m[2] ? 3 : Number(m[3]) || (numberOfWord(m[3] ?? '') ?? 0);
  const rest = words.slice(0, m.index).trim();
  return times >= 2 && times <= REPEAT_MAX && rest !== '' ? { words: rest, times } : undefined;
}

// The step once by its words, then again by the id of what it did, each time verified; the first that does not
// land ends it, and the answer says how many times it was done.
export async function repeated(
  ctx: ActContext,
  obs: Observation,
  step: ActStep,
  times: number,
  attempt: (ctx: ActContext, obs: Observation, step: ActStep) => Promise<StepOutcome>,
): Promise<StepOutcome> {
  const first = await attempt(ctx, obs, step);
  const { acted } = first;
  if (first.result.status !== 'done' || !acted) return first;
  if (!REPEATABLE.has(acted.kind))
    return {
      ...first,
      result: {
        ...first.result,
        status: 'unverified',
        message: `${first.result.message ?? ''}; done once, though the words ask for it ${times} times`,
      },
    };
  const original = nodeOf(obs, acted)?.states.checked;
  let last = first;
  let done = 1;
  while (done < times) {
    const ready = await letUp(ctx, last.last, acted, original, step.instruction);
    const next = await attempt(ctx, ready, { ...step, candidateId: acted.id });
    last = next;
    if (next.result.status !== 'done') break;
    done += 1;
  }
  const all = done === times;
  return {
    ...last,
    result: {
      ...last.result,
      ...(all ? {} : { status: last.result.status === 'done' ? 'unverified' : last.result.status }),
      message: all
        ? `done ${times} times: ${last.result.message ?? ''}`
        : `done ${done} of ${times} times; then: ${last.result.message ?? ''}`,
      ...(first.result.pick ? { pick: first.result.pick } : {}),
    },
  };
}

// A key drawn as a toggle that shows itself down after a press (galculator's) takes a press made while it is down
// as letting it up: before pressing it again, wait (a few looks) until it is up as it was before the first press.
const LET_UP_LOOKS = 6;
const LET_UP_MS = 60;
async function letUp(
  ctx: ActContext,
  obs: Observation,
  acted: Candidate,
  original: boolean | 'mixed' | undefined,
  instruction: string | undefined,
): Promise<Observation> {
  let now = obs;
  for (let look = 0; look < LET_UP_LOOKS; look += 1) {
    if (findByKey(now, acted.nodeKey)?.states.checked === original) return now;
    await sleep(LET_UP_MS, ctx.signal);
    now = observationOf(ctx, await snapshotWindow(ctx, now.snapshot.window.id), instruction);
  }
  return now;
}
