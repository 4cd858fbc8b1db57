// When a step's first answer is not enough: its target may be on another tab or in a collapsed section
// (lookFurther), or its act landed on a control that leaves some of its words unexplained (answerWords).
import { runAct } from '../core/act/act.js';
import { chooseCandidate } from '../core/act/choose.js';
import { observeWindow, type ActContext, type Observation } from '../core/act/context.js';
import type { ActResult } from '../core/act/types.js';
import { actExplains, candidateExplains, ownPart, QUOTED_VALUE, unexplainedWords } from './coverage.js';
import { revealers, selectedTabs } from './reveal.js';
import { namesAction, type GoalStep } from './steps.js';
import type { WordTagger } from './tagger.js';

/**
 * A done step whose words name something the act did not touch ("Switch to yearly billing" that only opened the
 * Billing tab) is not done. The step is asked once more on what the act showed, and acted on only when that pick
 * explains every word (the yearly switch the tab revealed); otherwise the step is `unverified`, saying which words.
 */
export async function answerWords(
  ctx: ActContext,
  windowId: string,
  step: GoalStep,
  act: ActResult,
  before: Observation,
  tag: WordTagger,
  revealed: string | undefined,
): Promise<{ act: ActResult; via?: string }> {
  const instruction = step.instruction;
  const own = ownPart(instruction, step.text);
  const tagged = tag(own);
  const explains = actExplains(act, before, step);
  const option = before.candidates.find((c) => c.id === act.action?.id)?.option;
  const entering = step.text !== undefined;
  const left = unexplainedWords(
    own,
    tagged,
    revealed ? [...explains, revealed] : explains,
    option?.name,
    entering,
    option?.role,
  );
  if (!left.length) return { act };
  // The control already acted on is left out: the step is asked what else its words name.
  const seen = await observeWindow(ctx, windowId, instruction);
  const now = { ...seen, candidates: seen.candidates.filter((c) => c.does !== act.action?.does) };
  const text = step.text;
  const choice = await chooseCandidate(ctx, now, { instruction, ...(text !== undefined ? { text } : {}) });
  if ('candidate' in choice) {
    const { candidate } = choice;
    const explained = candidateExplains(candidate, candidate.kind, now, step);
    const { name, role } = candidate.option;
    if (!unexplainedWords(own, tagged, explained, name, entering, role).length) {
      const request = { windowId, instruction, ...(text !== undefined ? { text } : {}) };
      let next = await runAct(ctx, request, now);
      if (next.status === 'needs_confirmation' && namesAction(instruction, next.action?.does))
        next = await runAct(ctx, { ...request, allowDestructive: true });
      return { act: next, ...(act.action ? { via: act.action.does } : {}) };
    }
  }
  const words = left.map((w) => (w === QUOTED_VALUE ? w : `"${w}"`)).join(', ');
  return {
    act: {
      ...act,
      status: 'unverified',
      code: 'words_unexplained',
      message: `${act.message}; but the goal's ${left.length > 1 ? 'words' : 'word'} ${words} ${left.length > 1 ? 'name' : 'names'} nothing this step acted on or changed, so it is not counted as done`,
    },
  };
}

/**
 * Opens each tab or collapsed section that may hold the step's target (at most MAX_REVEALS, each a verified act)
 * and retries the step there; only a target the reveal brought into view is acted on, so a reveal never turns an
 * unclear pick into a confident wrong one. The first retry that acts is the answer; when none does, the tabs that
 * were selected are selected again and the step's first answer stands.
 */
export async function lookFurther(
  ctx: ActContext,
  windowId: string,
  step: GoalStep,
  before: Observation,
): Promise<{ act: ActResult; via: string; seen: Observation } | null> {
  const instruction = step.instruction;
  const seen = new Set(before.candidates.flatMap((c) => (c.nodeKey !== undefined ? [c.nodeKey] : [])));
  const home = selectedTabs(before.snapshot, before.candidates);
  let moved = false;
  for (const revealer of revealers(before.snapshot, before.candidates, instruction)) {
    const now = await observeWindow(ctx, windowId, instruction);
    const again = now.candidates.find((c) => c.key === revealer.key);
    if (!again) continue;
    const opened = await runAct(ctx, { windowId, candidateId: again.id }, now);
    if (opened.status !== 'done') continue;
    moved = true;
    const after = await observeWindow(ctx, windowId, instruction);
    const text = step.text;
    const choice = await chooseCandidate(ctx, after, {
      instruction,
      ...(text !== undefined ? { text } : {}),
    });
    if (!('candidate' in choice)) continue;
    const { candidate } = choice;
    if (candidate.nodeKey !== undefined && seen.has(candidate.nodeKey)) continue;
    // The whole act pipeline on what the reveal shows (it picks the same way, and carries a choice through).
    const request = { windowId, instruction, ...(text !== undefined ? { text } : {}) };
    let act = await runAct(ctx, request, after);
    if (act.status === 'needs_confirmation' && namesAction(instruction, act.action?.does))
      act = await runAct(ctx, { ...request, allowDestructive: true });
    return { act, via: opened.action?.does ?? again.does, seen: after };
  }
  if (moved)
    for (const key of home) {
      const now = await observeWindow(ctx, windowId, instruction);
      const tab = now.candidates.find((c) => c.key === key);
      if (tab?.node !== undefined && now.snapshot.nodes[tab.node]?.states.selected === false)
        await runAct(ctx, { windowId, candidateId: tab.id }, now);
    }
  return null;
}
