// Replay: rebuild a saved step's state from its run folder with the live builders, check it equals the saved
// one, and re-decide offline to show how the decision changed.
import { buildCandidates } from '../core/candidates/build.js';
import { TEXT_KINDS } from '../core/candidates/types.js';
import { DEFAULT_GATE } from '../core/decision/gate.js';
import { pick } from '../core/decision/pick.js';
import { decisionState } from '../core/decision/state.js';
import type { Decider, Json, SystemOneResponse } from '../core/decision/systemone.js';
import type { DriverCapabilities } from '../core/driver.js';
import type { Snapshot } from '../core/snapshot.js';
import { todayOf } from './clock.js';
import { composeStep, type StepContext } from './compose.js';
import { readDecision } from './decision.js';
import { readStepFile, RunFolderError } from './folder.js';
import { actionLine } from './history.js';
import { readScreen } from './screen.js';

/** A decision as replay shows it. */
export interface ReplayedDecision {
  action: string;
  probabilities: Record<string, Record<string, number>>;
}

/** What replaying one step found. */
export interface ReplayReport {
  step: number;
  mode: 'loop' | 'clause';
  /** The rebuilt state equals the saved one. */
  faithful: boolean;
  /** Top-level state keys that differ. */
  differences: string[];
  saved: ReplayedDecision;
  replayed: ReplayedDecision;
  changed: boolean;
}

/** Replays step `n` of the run folder `dir` with `decider` (the embedded one, offline). */
export async function replayStep(
  dir: string,
  n: number,
  decider: Decider,
  signal: AbortSignal,
): Promise<ReplayReport> {
  const [context, snapshot, state] = await Promise.all([
    readStepFile(dir, n, 'context'),
    readStepFile(dir, n, 'snapshot'),
    readStepFile(dir, n, 'state'),
  ]);
  if (!context || !snapshot || !state)
    throw new RunFolderError(
      'run_folder_unreadable',
      `step ${n} has no saved decision (context, snapshot and state are needed)`,
    );
  const snap = snapshot as Snapshot;
  if ((context as { mode?: string }).mode === 'clause')
    return replayClause(dir, n, snap, context as ClauseContext, state as Json, decider, signal);
  const ctx = context as StepContext;
  const { candidates } = buildCandidates(snap, { capabilities: ctx.capabilities });
  const screen = readScreen(snap, candidates, todayOf(ctx.now));
  const composed = composeStep(snap, candidates, screen, ctx);
  const differences = differingKeys(composed.state, state as Json);
  const savedAnswers = (await readStepFile(dir, n, 'answers')) as SystemOneResponse | null;
  const { response } = await decider.decide(
    { ...composed.request, model: composed.request.model },
    { signal },
  );
  const replayed = readDecision(response, composed.menu);
  const saved = savedAnswers
    ? describeSaved(savedAnswers, composed.menu)
    : { action: 'none saved', probabilities: {} };
  const action = actionLine(replayed.kind, replayed.target);
  return {
    step: n,
    mode: 'loop',
    faithful: differences.length === 0,
    differences,
    saved,
    replayed: { action, probabilities: replayed.probabilities },
    changed: saved.action !== action,
  };
}

function describeSaved(
  answers: SystemOneResponse,
  menu: Parameters<typeof readDecision>[1],
): ReplayedDecision {
  try {
    const d = readDecision(answers, menu);
    return { action: actionLine(d.kind, d.target), probabilities: d.probabilities };
  } catch (error: unknown) {
    // The saved answers no longer fit the rebuilt menu: show the raw kind.
    const kind = answers.answers.kind;
    return {
      action: `${kind?.type === 'choice' ? kind.choice : 'unknown'} (${(error as Error).message})`,
      probabilities: {},
    };
  }
}

interface ClauseContext {
  mode: 'clause';
  instruction: string;
  text?: string;
  capabilities: DriverCapabilities;
}

async function replayClause(
  dir: string,
  n: number,
  snapshot: Snapshot,
  context: ClauseContext,
  state: Json,
  decider: Decider,
  signal: AbortSignal,
): Promise<ReplayReport> {
  const rebuilt = decisionState(snapshot, context.instruction, context.text);
  const differences = differingKeys(rebuilt, state);
  const wantsText = context.text !== undefined;
  const { candidates } = buildCandidates(snapshot, {
    capabilities: context.capabilities,
    instruction: context.instruction,
  });
  const picked = await pick({
    instruction: context.instruction,
    state: rebuilt,
    items: candidates.filter(
      (c) => TEXT_KINDS.has(c.kind) === wantsText && (c.kind !== 'keypad' || wantsText),
    ),
    option: (c) => c.option,
    decider,
    model: 'replay',
    thresholds: DEFAULT_GATE,
    forced: true,
    signal,
  });
  const result = (await readStepFile(dir, n, 'result')) as {
    status?: string;
    action?: { does?: string };
  } | null;
  const saved = `${result?.status ?? 'unknown'}: ${result?.action?.does ?? 'no action'}`;
  const action =
    picked.status === 'pick' ? `pick: ${picked.item?.does ?? ''}` : `${picked.status}: no action`;
  const top = Object.fromEntries(
    picked.ranking.slice(0, 6).map((r) => [r.item.does, Math.round(r.p * 1000) / 1000]),
  );
  return {
    step: n,
    mode: 'clause',
    faithful: differences.length === 0,
    differences,
    saved: { action: saved, probabilities: {} },
    replayed: { action, probabilities: { pick: top } },
    changed: (result?.action?.does ?? '') !== (picked.item?.does ?? ''),
  };
}

/** Top-level keys whose values differ (deep, key order ignored). */
export function differingKeys(a: Json, b: Json): string[] {
  if (!isRecord(a) || !isRecord(b)) return sameJson(a, b) ? [] : ['(root)'];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((k) => !sameJson(a[k] ?? null, b[k] ?? null) || k in a !== k in b);
}

function isRecord(x: Json): x is { [key: string]: Json } {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function sameJson(a: Json, b: Json): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => sameJson(x, b[i] ?? null))
    );
  if (isRecord(a) || isRecord(b)) return isRecord(a) && isRecord(b) && differingKeys(a, b).length === 0;
  return a === b;
}
