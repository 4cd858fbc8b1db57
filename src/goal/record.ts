// What a run leaves behind: the recorder interface the loop writes through, and the redaction applied first.
import { isSecretField } from '../core/safety.js';
import { defaultStates } from '../core/snapshot.js';
import type { Json } from '../core/decision/systemone.js';
import { quotedValues } from '../core/wanted.js';
import type { StepContext } from './compose.js';

/** Where a run's files go (a run folder in use; nothing, or memory, in tests). */
export interface RunRecorder {
  readonly dir: string;
  /** Writes `step-NNN-<name>.json`; never over an existing file. */
  step(n: number, name: string, value: unknown): Promise<void>;
  /** Writes `step-NNN.png`. */
  screenshot(n: number, png: Uint8Array): Promise<void>;
  /** Writes run.json (the run's own summary, rewritten as the run goes). */
  summary(value: unknown): Promise<void>;
}

/** A text that talks about a credential keeps its words but loses its quoted spans. */
export function redactText(text: string): string {
  if (!isSecretField({ label: text, states: defaultStates() })) return text;
  let out = text;
  // The spans exactly as written: a folded span (lower case) would miss "US" in the text.
  for (const span of quotedValues(text)) out = out.split(span).join('[redacted]');
  return out;
}

/** A state as saved: the goal and the user's replies redacted where they talk about a credential. */
export function redactState(state: { [key: string]: Json }): { [key: string]: Json } {
  const out = { ...state };
  if (typeof out.goal === 'string') out.goal = redactText(out.goal);
  if (typeof out.current_focus === 'string') out.current_focus = redactText(out.current_focus);
  if (Array.isArray(out.user_said))
    out.user_said = out.user_said.map((r) =>
      r && typeof r === 'object' && !Array.isArray(r)
        ? { ...r, asked: redactText(String(r.asked ?? '')), replied: redactText(String(r.replied ?? '')) }
        : r,
    );
  return out;
}

/** A step context as saved: goal, focus and replies redacted the same way as the state. */
export function redactContext(context: StepContext): StepContext {
  return {
    ...context,
    goal: redactText(context.goal),
    ...(context.focus !== undefined ? { focus: redactText(context.focus) } : {}),
    userSaid: context.userSaid.map((r) => ({ asked: redactText(r.asked), replied: redactText(r.replied) })),
  };
}

/** A clause request as saved: when the clause talks about a credential, its instruction and text are redacted. */
export function redactClauseRequest<T extends { state: Json }>(request: T): T {
  const state = request.state;
  if (!state || typeof state !== 'object' || Array.isArray(state) || typeof state.instruction !== 'string')
    return request;
  const instruction = redactText(state.instruction);
  if (instruction === state.instruction) return request;
  return {
    ...request,
    state: { ...state, instruction, ...(state.text !== undefined ? { text: '[redacted]' } : {}) },
  };
}
