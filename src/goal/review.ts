// The hand-off at a stop: the writer answers from the screens seen; a focus or a user's reply sends the run
// back to the decider (bounded), anything else ends it. Without a writer every stop is final.
import { nowState } from './clock.js';
import type { GoalEnv, GoalOptions } from './env.js';
import { redactText } from './record.js';
import { localAnswer } from './report.js';
import type { LoopRun, Stop } from './run-state.js';
import { WriterError, type AnswerReply } from './writer.js';

/** Questions asked at the terminal in one run, at most. */
export const QUESTIONS_MAX = 3;

/** Reviews a stop; 'continue' hands the run back to the decider. */
export async function review(
  run: LoopRun,
  options: GoalOptions,
  env: GoalEnv,
  stop: Stop,
): Promise<'continue' | 'final'> {
  run.answer = localAnswer(stop.outcome, stop.why, run.history);
  if (!env.writer) return 'final';
  const resumable =
    stop.outcome !== 'step limit' && run.step < options.steps && run.timings.handoffs < options.handoffs;
  const canAsk = resumable && env.terminal?.interactive === true && run.timings.questions < QUESTIONS_MAX;
  const reply = await answer(run, options, env, stop, canAsk);
  if (!reply) return 'final';
  await env.recorder?.step(run.step, 'review', {
    stop,
    reply: {
      ...reply,
      answer: redactText(reply.answer),
      focus: redactText(reply.focus),
      question: redactText(reply.question),
    },
  });
  run.answer = reply.answer || run.answer;
  run.achieved = reply.achieved;
  if (reply.achieved || !resumable) return 'final';
  if (reply.question && canAsk && env.terminal) {
    run.timings.questions += 1;
    const replied = (await env.terminal.ask(reply.question, env.ctx.signal)).trim();
    if (!replied) return 'final';
    run.userSaid.push({ asked: reply.question, replied });
    run.earlierStops.push({ after_action: run.history.length, why: stop.why, focus_given: '' });
    run.stall.reset();
    env.report(`question: ${reply.question} → ${redactText(replied)}`);
    return 'continue';
  }
  if (!reply.focus) return 'final';
  // A focus under which nothing was done leaves the earlier answer standing.
  if (run.focus !== undefined && run.actionsSinceFocus === 0) return 'final';
  run.focus = reply.focus;
  run.actionsSinceFocus = 0;
  run.timings.handoffs += 1;
  run.earlierStops.push({ after_action: run.history.length, why: stop.why, focus_given: reply.focus });
  run.stall.reset();
  env.report(`hand-off ${run.timings.handoffs}: ${stop.outcome} → focus: ${reply.focus}`);
  return 'continue';
}

async function answer(
  run: LoopRun,
  options: GoalOptions,
  env: GoalEnv,
  stop: Stop,
  canAsk: boolean,
): Promise<AnswerReply | null> {
  const writer = env.writer;
  if (!writer) return null;
  const started = performance.now();
  try {
    return await writer.answer(
      {
        goal: options.goal,
        ...(run.focus !== undefined ? { current_focus: run.focus } : {}),
        user_said: [...run.userSaid],
        now: { ...nowState(env.now()) },
        why_the_run_stopped: `${stop.outcome}: ${stop.why}`,
        actions: [...run.history],
        earlier_stops: [...run.earlierStops],
        user_can_be_asked: canAsk,
        app: run.app,
        ...(run.url ? { url: run.url } : {}),
        screen_text: run.currentScreen(),
        earlier_screens: run.earlierScreens(),
      },
      env.ctx.signal,
    );
  } catch (error: unknown) {
    if (!(error instanceof WriterError)) throw error;
    run.answer = `${run.answer} (The writer failed: ${error.code}.)`;
    return null;
  } finally {
    run.timings.call('writer', performance.now() - started);
  }
}
