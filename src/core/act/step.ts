// One act step: choose, refuse, perform, verify, report.
import { diffSnapshots, hasChange } from '../change.js';
import { DriverError } from '../driver.js';
import { DecisionError } from '../decision/systemone.js';
import { statusOf } from '../verify.js';
import { chooseCandidate, type Choice } from './choose.js';
import { nodeOf, show, type ActContext, type Observation } from './context.js';
import { repeated, repeatsOf } from './repeat.js';
import { carryOut, namesControl, reaches, withWantedChoice } from './carry.js';
import { alreadyThere } from './endstate.js';
import {
  forRange,
  impliedState,
  numberIn,
  saidDirection,
  stepWanted,
  wantedOf,
  wantedStateBeside,
  type Wanted,
} from '../wanted.js';
import { introducesAnother, notTheStep } from './misfit.js';
import { insideRole } from '../build.js';
import { foldText } from '../text.js';
import { planAction } from './plan.js';
import { awaitChange } from './ready.js';
import type { ActResult, ActStep, ShownCandidate } from './types.js';
import type { Candidate } from '../candidates/types.js';
import type { DriverAction } from '../driver.js';
import type { UiNode } from '../snapshot.js';

const NEW_CANDIDATES_MAX = 80;
const HEADER_ROLES: ReadonlySet<string> = new Set(['columnheader']);
const SCREEN_TEXT_MAX = 60;

/** The result of a step and the observation the next step starts from. */
export interface StepOutcome {
  result: ActResult;
  last: Observation;
  /** The candidate the step carried out, when it acted. */
  acted?: Candidate;
}

/** Runs one step on an observation of the window; words that say how many times run it that many times. */
export async function runStep(ctx: ActContext, obs: Observation, step: ActStep): Promise<StepOutcome> {
  try {
    const repeat = step.candidateId === undefined ? repeatsOf(step.instruction) : undefined;
    if (!repeat) return await attempt(ctx, obs, step);
    return await repeated(ctx, obs, { ...step, instruction: repeat.words }, repeat.times, attempt);
  } catch (error: unknown) {
    return { result: failure(error), last: obs };
  }
}

async function attempt(ctx: ActContext, first: Observation, step: ActStep): Promise<StepOutcome> {
  let obs = first;
  let choice = await chooseCandidate(ctx, obs, step);
  // A named control that is still disabled (or a busy window): wait for the window to change, then choose again.
  const deadline = Date.now() + ctx.timing.readyMs;
  while ('result' in choice && choice.result.status === 'not_found' && step.candidateId === undefined) {
    const next = await awaitChange(ctx, obs, step.instruction ?? '', deadline);
    if (!next) break;
    obs = next;
    choice = await chooseCandidate(ctx, obs, step);
  }
  const prepared = prepareStep(ctx, obs, step, choice);
  if ('result' in prepared) return { result: prepared.result, last: obs };
  const { candidate, text, wanted, shown, extras, action } = prepared;
  const carried = await carryOut(ctx, obs, candidate, action, text, wanted);
  if ('refused' in carried) {
    // A driver that cannot send it in the background refuses by policy, like the plan's own refusal.
    const status = carried.refused.code === 'foreground_required' ? 'refused' : 'failed';
    const result: ActResult = { status, ...carried.refused, action: shown, ...extras };
    if (carried.options) result.options = carried.options;
    return { result, last: obs };
  }
  const { effect, route } = carried;
  const asking = confirmationOpened(obs, effect.after, candidate);
  const status = asking ? 'unverified' : statusOf(effect.verdict);
  const change = diffSnapshots(obs.snapshot, effect.after.snapshot);
  const { newTextCount, ...shownChange } = change;
  const result: ActResult = {
    status,
    message: asking ?? effect.verdict.detail,
    ...(asking ? { awaits: 'dialog' as const } : {}),
    action: { ...shown, route },
    ...extras,
    verification: {
      snapshots: effect.snapshots,
      ...('exact' in effect.verdict && effect.verdict.exact !== undefined
        ? { exact: effect.verdict.exact }
        : {}),
      detail: effect.verdict.detail,
      ...('screen' in effect.verdict && effect.verdict.screen ? { screen: effect.verdict.screen } : {}),
    },
    change: shownChange,
  };
  if (effect.verdict.verdict === 'wrong') {
    if (effect.verdict.expected !== undefined) result.expected = effect.verdict.expected;
    if (effect.verdict.actual !== undefined) result.actual = effect.verdict.actual;
  }
  if ((status === 'done' || status === 'unverified') && hasChange(change)) {
    const oldKeys = new Set(obs.candidates.map((c) => c.key));
    const fresh = effect.after.candidates.filter(
      (c) => !oldKeys.has(c.key) && c.kind !== 'menu' && c.kind !== 'key',
    );
    if (fresh.length) {
      result.newCandidates = fresh.slice(0, NEW_CANDIDATES_MAX).map((c) => show(effect.after.snapshot, c));
      if (fresh.length > NEW_CANDIDATES_MAX) result.newTotal = fresh.length;
    }
    if (change.appeared.length || change.disappeared.length || newTextCount > 6)
      result.screenText = effect.after.snapshot.texts.slice(0, SCREEN_TEXT_MAX);
  }
  return { result, last: effect.after, acted: candidate };
}

// A control that destroys something and answered by opening a dialog has not destroyed it yet: "delete my account"
// opened "Are you sure?" and was said done (a new user's trial on Shoelace and jQuery UI pages).
function confirmationOpened(
  before: Observation,
  after: Observation,
  candidate: Candidate,
): string | undefined {
  const modal = after.snapshot.modal;
  if (!candidate.destructive || !modal || modal.kind === 'menu' || before.snapshot.modal?.root === modal.root)
    return undefined;
  if (after.snapshot.window.id !== before.snapshot.window.id) return undefined;
  const title = modal.title ? ` ${JSON.stringify(modal.title)}` : '';
  return `a dialog${title} opened: what the words ask is done only once it is answered (act on its button)`;
}

/**
 * What a chosen step would do: its action, the end state it asks for, and how it is shown; or the result that ends
 * it.
 */
export type Prepared =
  | { result: ActResult }
  | {
      candidate: Candidate;
      text: string | undefined;
      wanted: Wanted;
      shown: ShownCandidate;
      extras: Pick<ActResult, 'pick' | 'decider'>;
      action: DriverAction;
    };

/**
 * Everything a step decides before it acts (no driver call): the end state the words ask for, whether the control
 * is there already, and the driver action (or the refusal) the plan gives.
 */
export function prepareStep(ctx: ActContext, obs: Observation, step: ActStep, choice: Choice): Prepared {
  if ('result' in choice) {
    const cut = obs.snapshot.truncated;
    const unchosen = choice.result.status === 'not_found' || choice.result.status === 'ambiguous';
    return { result: cut && unchosen ? { ...choice.result, partial: cut } : choice.result };
  }
  const words = {
    ...wantedOf(step.instruction ?? '', step.text, (span) => namesControl(obs.snapshot, span)),
    // Words that chose the action are checked for what they ask beyond it; with an id the caller chose, and the
    // words only describe that action.
    ...(step.instruction && step.candidateId === undefined ? { words: step.instruction } : {}),
  };
  const stepped = keepTheText(obs, stepTheWaySaid(obs, choice.candidate, step.instruction), step);
  const picked = nodeOf(obs, stepped);
  const ranged =
    stepped.kind === 'step' && stepped.direction
      ? forRange(
          step.instruction
            ? stepWanted(words, step.instruction, numberIn(picked?.value), stepped.direction)
            : words,
          picked?.range,
        )
      : words;
  const { candidate, text } = withWantedChoice(obs, stepped, choice.text ?? step.text, ranged);
  const beforeNode = nodeOf(obs, candidate);
  const wanted = stateBeside(ranged, step.instruction, beforeNode, candidate);
  const shown = show(obs.snapshot, candidate, choice.pick?.p);
  if (reaches(candidate, wanted))
    shown.does = `${shown.does.replace(/ one step (?:up|down)$/u, '')} to ${JSON.stringify(wanted.value)}`;
  const extras = {
    ...(choice.pick ? { pick: choice.pick } : {}),
    ...(choice.decider ? { decider: choice.decider } : {}),
  };
  const misfit =
    step.instruction === undefined
      ? null
      : notTheStep(
          step.instruction,
          candidate,
          beforeNode,
          wanted,
          shown,
          beforeNode !== undefined &&
            (beforeNode.role === 'columnheader' || insideRole(obs.snapshot.nodes, beforeNode, HEADER_ROLES)),
          () =>
            obs.candidates
              .filter((c) => c.kind === candidate.kind && nodeOf(obs, c)?.role === beforeNode?.role)
              .map((c) => nodeOf(obs, c)?.label ?? ''),
        );
  if (misfit) return { result: { status: 'not_found', message: `${misfit}; nothing was done`, ...extras } };
  const already = alreadyThere(beforeNode, candidate, wanted, text);
  if (already) return { result: { status: 'done', message: already.detail, action: shown, ...extras } };
  const opens = opensItem(obs, candidate, beforeNode, step);
  if (opens) shown.does = `${shown.does.replace(/^click /u, 'double-click ')} (to open it)`;
  const planned = {
    ...step,
    text: reaches(candidate, wanted) ? undefined : text,
    ...(opens ? { double: true } : {}),
  };
  const plan = planAction(obs, candidate, planned, ctx.driver.capabilities);
  if ('result' in plan) return { result: { ...plan.result, action: shown, ...extras } };
  return { candidate, text, wanted, shown, extras, action: plan.action };
}

// Words that open an item of a list ("open beta.txt", "open the done folder"): on a desktop, a click only selects
// the row; a double click (its activate action) opens it, as in a file manager. A web page's row opens on its own.
const OPENING_ITEM = /^\s*(?:please\s+)?(?:open|launch|play)\b/iu;
const ITEM_ROLES: ReadonlySet<string> = new Set(['row', 'listitem', 'treeitem']);

function opensItem(obs: Observation, candidate: Candidate, node: UiNode | undefined, step: ActStep): boolean {
  return (
    step.candidateId === undefined &&
    step.double === undefined &&
    candidate.kind === 'click' &&
    obs.snapshot.window.url === undefined &&
    ITEM_ROLES.has(node?.role ?? '') &&
    OPENING_ITEM.test(step.instruction ?? '')
  );
}

// A step the other way from the one the words say ("add one more traveller" picked as one step down) is the same
// control's step the way they say.
function stepTheWaySaid(obs: Observation, candidate: Candidate, instruction: string | undefined): Candidate {
  if (candidate.kind !== 'step' || !candidate.direction || instruction === undefined) return candidate;
  const said = saidDirection(instruction);
  if (said === undefined || said === candidate.direction) return candidate;
  return (
    obs.candidates.find(
      (c) => c.kind === 'step' && c.nodeKey === candidate.nodeKey && c.direction === said,
    ) ?? candidate
  );
}

// Text typed into a text area that holds some ("type: bye for now" in mousepad's document) goes in at the caret:
// replacing all of it is asked only in words that say so ("replace the text with", "set the notes to", "clear").
// The document's three lines were gone, and the answer was done.
const REPLACING =
  /\b(?:replace|replacing|set|change|overwrite|clear|empty|fill|update|rewrite|erase|wipe|instead|only|should (?:read|say|be)|make (?:it|the))\b/iu;

function keepTheText(obs: Observation, candidate: Candidate, step: ActStep): Candidate {
  if (candidate.kind !== 'set_value' || step.candidateId !== undefined || !step.instruction) return candidate;
  const node = nodeOf(obs, candidate);
  // Only a text of lines (a document), not a one-line note in a form's box ("Type 'Faster search.' in Notes").
  if (!node?.states.multiline || !node.value?.trim().includes('\n') || REPLACING.test(step.instruction))
    return candidate;
  return obs.candidates.find((c) => c.kind === 'type_into' && c.nodeKey === candidate.nodeKey) ?? candidate;
}

// The state the words ask of the control once it is known, its own name set aside ("Hide location data" names the
// "Hide photo location data" switch and asks nothing of its state). A toggle or radio button the words name without
// a state verb is asked to be on, or off when they deny it ("Allow comments", "don't allow comments").
function stateBeside(
  wanted: Wanted,
  instruction: string | undefined,
  node: UiNode | undefined,
  candidate: Candidate,
): Wanted {
  const said = saidBeside(wanted, instruction, node, candidate);
  return said.state &&
    candidate.kind === 'toggle' &&
    node &&
    instruction &&
    invertedName(node.label, instruction)
    ? { ...said, state: said.state === 'on' ? 'off' : 'on' }
    : said;
}

// A switch named for the opposite of what the words ask of its thing ("Hide Gridlines" for "turn the gridlines back
// on", "show the gridlines"): its name's first word inverts, and the words do not say that word.
// "Do not show toolbar" (featherpad) is the toolbar off: "I don't want the toolbar" ticks it.
const INVERTING = /^(?:hide|disable|mute|block|exclude|suppress|lock|do not|don't|dont|never)\b/iu;

function invertedName(label: string, words: string): boolean {
  const first = INVERTING.exec(foldText(label).trim())?.[0];
  return first !== undefined && !new RegExp(`\\b${first}`, 'iu').test(foldText(words));
}

function saidBeside(
  wanted: Wanted,
  instruction: string | undefined,
  node: UiNode | undefined,
  candidate: Candidate,
): Wanted {
  if (instruction === undefined || !node?.label) return wanted;
  if (wanted.state === undefined) {
    // Words that name a number ("set the stock to 30") ask nothing of a box's state.
    if (wanted.number !== undefined) return wanted;
    // A radio button too: "don't use the infinite stack" is not done by choosing it.
    const radio = candidate.kind === 'click' && (node.role === 'radio' || node.role === 'menuitemradio');
    // A box whose name ends in a colon turns on the control beside it ("Replace all in: [Document]"): words that
    // name it without a state ("replace all") ask for that control's work, not for the box (mousepad: "already on;
    // nothing needed doing", and nothing was replaced).
    const implied =
      (candidate.kind === 'toggle' || radio) && !introducesAnother(node.label)
        ? impliedState(instruction, node.label)
        : undefined;
    return implied ? { ...wanted, state: implied } : wanted;
  }
  const state = wantedStateBeside(instruction, node.label);
  if (state === wanted.state) return wanted;
  const { state: _said, ...rest } = wanted;
  return state ? { ...rest, state } : rest;
}

/** Turns an error into a failed result with its code; unknown errors say only "internal". */
export function failure(error: unknown): ActResult {
  if (error instanceof DriverError)
    return {
      status: 'failed',
      code: error.code,
      message: error.mayHaveActed ? `${error.message}; observe before repeating it` : error.message,
    };
  if (error instanceof DecisionError) return { status: 'failed', code: error.code, message: error.message };
  if (error instanceof Error && error.name === 'AbortError')
    return { status: 'failed', code: 'cancelled', message: 'the call was cancelled' };
  return { status: 'failed', code: 'internal', message: 'an internal error occurred' };
}
