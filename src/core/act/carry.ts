// Carries out a picked action to the end state the words name: a range stepped to its value, a list that only
// opened gets its option pressed, and every effect judged against what was asked, not only what was done.
import { foldText } from '../text.js';
import type { Wanted } from '../wanted.js';
import type { Candidate } from '../candidates/types.js';
import type { DriverAction } from '../driver.js';
import type { Snapshot } from '../snapshot.js';
import { performAction, type ActContext, type Observation } from './context.js';
import { awaitEffect, findByKey, readBefore, type Effect } from './effect.js';
import { checkEndState, opensList, optionFor, showsChoice } from './endstate.js';
import { reachValue } from './reach.js';
import type { ActStep } from './types.js';

/** The judged effect and the driver's route, or the driver's refusal before anything happened. */
export type Carried =
  { effect: Effect; route: string } | { refused: { code: string; message: string }; options?: string[] };

/** True when the step moves a range control to a value rather than by one step. */
export function reaches(candidate: Candidate, wanted: Wanted): boolean {
  return candidate.kind === 'step' && wanted.value !== undefined;
}

/** Performs the action (or steps a range to its value) and judges the effect against the wanted end state. */
export async function carryOut(
  ctx: ActContext,
  obs: Observation,
  candidate: Candidate,
  action: DriverAction,
  text: string | undefined,
  wanted: Wanted,
): Promise<Carried> {
  if (reaches(candidate, wanted))
    return reachValue(ctx, obs, candidate, wanted as Wanted & { value: string });
  const beforeText = await readBefore(ctx, obs, candidate);
  const outcome = await performAction(ctx, obs.snapshot.window.id, action);
  if (!outcome.ok)
    return {
      refused: { code: outcome.code, message: outcome.message },
      ...(outcome.options ? { options: outcome.options } : {}),
    };
  const effect = await awaitEffect(ctx, obs, candidate, text, beforeText);
  return { effect: await toEndState(ctx, obs, candidate, effect, wanted), route: outcome.route };
}

/** A click on a list opener when the words name a value becomes a choice of that value, where the control lists it. */
export function withWantedChoice(
  obs: Observation,
  picked: Candidate,
  step: ActStep,
  wanted: Wanted,
): { candidate: Candidate; text: string | undefined } {
  const node = picked.node === undefined ? undefined : obs.snapshot.nodes[picked.node];
  if (picked.kind !== 'click' || step.text !== undefined || wanted.value === undefined || !opensList(node))
    return { candidate: picked, text: step.text };
  // Only where the control lists the option; otherwise the click opens the list and the option is pressed there.
  const listed = node?.options?.some((o) => foldText(o).trim() === foldText(wanted.value ?? '').trim());
  const choose = obs.candidates.find((c) => c.kind === 'choose_option' && c.node === picked.node);
  return choose && listed
    ? {
        candidate: choose,
        text:
          node?.options?.find((o) => foldText(o).trim() === foldText(wanted.value ?? '').trim()) ??
          wanted.value,
      }
    : { candidate: picked, text: step.text };
}

// A list that only opened: choose the named option in it (one more verified click), else leave it unverified.
async function toEndState(
  ctx: ActContext,
  before: Observation,
  candidate: Candidate,
  effect: Effect,
  wanted: Wanted,
): Promise<Effect> {
  const beforeNode = candidate.node === undefined ? undefined : before.snapshot.nodes[candidate.node];
  const afterNode = findByKey(effect.after, candidate.nodeKey);
  const verdict = checkEndState(
    effect.verdict,
    candidate,
    beforeNode,
    afterNode,
    effect.after.snapshot,
    wanted,
  );
  if (verdict === effect.verdict) return effect;
  const option =
    candidate.kind === 'click' && opensList(beforeNode)
      ? optionFor(effect.after.snapshot, wanted, afterNode)
      : undefined;
  const press = option && effect.after.candidates.find((c) => c.kind === 'click' && c.node === option.index);
  if (!press) return { ...effect, verdict };
  const outcome = await performAction(ctx, effect.after.snapshot.window.id, {
    type: 'click',
    handle: option?.handle ?? '',
  });
  if (!outcome.ok) return { ...effect, verdict };
  const chosen = await awaitEffect(ctx, effect.after, press, undefined, null);
  const opener = findByKey(chosen.after, candidate.nodeKey);
  const snapshots = effect.snapshots + chosen.snapshots;
  return showsChoice(chosen.after.snapshot, opener, wanted)
    ? { ...chosen, snapshots, verdict: { verdict: 'ok', detail: `chose ${JSON.stringify(wanted.value)}` } }
    : {
        ...chosen,
        snapshots,
        verdict: {
          verdict: 'unverified',
          detail: `pressed ${JSON.stringify(wanted.value)}, but the list does not show it as chosen`,
        },
      };
}

/** A quoted span names a control on screen (not a value) when a button, link, tab, box or menu item is called so. */
export function namesControl(snapshot: Snapshot, span: string): boolean {
  const want = foldText(span).trim();
  return snapshot.nodes.some(
    (n) =>
      n.role !== 'option' && n.role !== 'listitem' && n.label !== '' && foldText(n.label).trim() === want,
  );
}
