// Test support for goal runs: a policy decider (state, questions → kind and target text), a fake writer, an
// injected terminal, a memory recorder, and one call that runs a goal on a simulated window.
import type {
  ChoiceQuestion,
  Decider,
  Json,
  SystemOneRequest,
  SystemOneResponse,
} from '../../src/core/decision/systemone.js';
import { checkRequest } from '../../src/decide/validate.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import type { SimWindow } from '../../src/drivers/sim/world.js';
import type { GoalEnv, GoalOptions, GoalResult, Navigator, Terminal } from '../../src/goal/env.js';
import { runGoal, type GoalMode } from '../../src/goal/index.js';
import type { RunRecorder } from '../../src/goal/record.js';
import type {
  AnswerPacket,
  AnswerReply,
  FillInput,
  FillReply,
  UrlInput,
  Writer,
} from '../../src/goal/writer.js';
import { TARGET_OF, type ActionKind } from '../../src/goal/types.js';
import { testContext } from '../support/context.js';

/** What a policy sees of one request. */
export interface Seen {
  state: { [key: string]: Json };
  kinds: string[];
  /** Target questions: label → criterion text. */
  targets: Record<string, Record<string, string>>;
}

/** A policy's move: a kind, a target named by its text (or label), and confidences. */
export interface Move {
  kind: ActionKind;
  target?: string;
  confidence?: number;
  targetConfidence?: number;
  /** Spread the target's mass over these texts equally. */
  split?: string[];
}

/** The criterion label whose text names `text` ('quoted' first, then anywhere), or the label itself. */
export function labelFor(criteria: Record<string, string>, text: string): string | undefined {
  if (text in criteria) return text;
  const entries = Object.entries(criteria);
  return (
    entries.find(([, d]) => d.includes(`'${text}'`))?.[0] ?? entries.find(([, d]) => d.includes(text))?.[0]
  );
}

/** What a policy sees of a request. */
export function seenOf(request: SystemOneRequest): Seen {
  const view: Seen = { state: request.state as { [key: string]: Json }, kinds: [], targets: {} };
  for (const [id, q] of Object.entries(request.questions)) {
    const criteria = Object.fromEntries(
      Object.entries((q as ChoiceQuestion).criteria).map(([k, v]) => [k, String(v)]),
    );
    if (id === 'kind') view.kinds = Object.keys(criteria);
    else view.targets[id] = criteria;
  }
  return view;
}

/** The response a policy gives to a request (synchronous, for HTTP stubs too). */
export function policyResponse(policy: (seen: Seen) => Move, request: SystemOneRequest): SystemOneResponse {
  const checked = checkRequest(request);
  if (!checked.ok) throw new Error(`invalid System One request: ${JSON.stringify(checked.problems)}`);
  const view = seenOf(request);
  const move = policy(view);
  const answers: SystemOneResponse['answers'] = {};
  answers.kind = choice(view.kinds, [move.kind], move.confidence ?? 0.9);
  for (const [id, criteria] of Object.entries(view.targets)) {
    const labels = Object.keys(criteria);
    const wanted = TARGET_OF[move.kind] === id ? (move.split ?? (move.target ? [move.target] : [])) : [];
    const chosen = wanted.map((t) => labelFor(criteria, t)).filter((l): l is string => l !== undefined);
    answers[id] = choice(
      labels,
      chosen.length ? chosen : labels.slice(0, 1),
      move.targetConfidence ?? (chosen.length > 1 ? 0.38 : 0.9),
    );
  }
  return { model: 'policy', answers, usage: { input_tokens: 100, output_tokens: 1 } };
}

/** A decider that answers goal-loop requests by a policy and records each request and what the policy saw. */
export function policyDecider(
  policy: (seen: Seen) => Move,
): Decider & { requests: SystemOneRequest[]; seen: Seen[] } {
  const requests: SystemOneRequest[] = [];
  const seen: Seen[] = [];
  return {
    name: 'policy',
    requests,
    seen,
    async decide(request) {
      const response = policyResponse(policy, request);
      requests.push(request);
      seen.push(seenOf(request));
      return { response, ms: 1 };
    },
  };
}

function choice(
  labels: string[],
  chosen: string[],
  confidence: number,
): SystemOneResponse['answers'][string] {
  const top = 0.96 / chosen.length;
  const rest = labels.length > chosen.length ? 0.04 / (labels.length - chosen.length) : 0;
  const probabilities = Object.fromEntries(labels.map((l) => [l, chosen.includes(l) ? top : rest]));
  return { type: 'choice', choice: chosen[0] ?? labels[0] ?? '', confidence, probabilities };
}

/** Item texts of the state. */
export function itemTexts(seen: Seen): string[] {
  return ((seen.state.screen_items_in_reading_order ?? []) as { text: string }[]).map((i) => i.text);
}

/** A writer that answers by script and records every call. */
export function fakeWriter(script: {
  fill?: (input: FillInput) => FillReply;
  url?: (input: UrlInput) => string;
  answer?: (packet: AnswerPacket, n: number) => Partial<AnswerReply>;
}): Writer & { fills: FillInput[]; urls: UrlInput[]; answers: AnswerPacket[] } {
  const fills: FillInput[] = [];
  const urls: UrlInput[] = [];
  const answers: AnswerPacket[] = [];
  return {
    name: 'fake',
    fills,
    urls,
    answers,
    async fill(input) {
      fills.push(input);
      return script.fill?.(input) ?? { fill: false, text: '' };
    },
    async url(input) {
      urls.push(input);
      return { url: script.url?.(input) ?? '' };
    },
    async answer(packet) {
      answers.push(packet);
      const done = packet.why_the_run_stopped.startsWith('done');
      return {
        achieved: done,
        answer: done ? 'Done.' : 'Not done.',
        focus: '',
        question: '',
        ...script.answer?.(packet, answers.length - 1),
      };
    },
  };
}

/** A terminal with someone at it who gives these replies, in order. */
export function fakeTerminal(replies: string[], interactive = true): Terminal & { asked: string[] } {
  const asked: string[] = [];
  return {
    interactive,
    asked,
    async ask(question) {
      asked.push(question);
      return replies.shift() ?? '';
    },
  };
}

/** A recorder that keeps files in memory. */
export function memoryRecorder(): RunRecorder & { files: Map<string, unknown> } {
  const files = new Map<string, unknown>();
  return {
    dir: '(memory)',
    files,
    async step(n, name, value) {
      const key = `step-${String(n).padStart(3, '0')}-${name}`;
      if (files.has(key)) throw new Error(`${key} written twice`);
      files.set(key, JSON.parse(JSON.stringify(value)) as unknown);
    },
    async screenshot() {},
    async summary(value) {
      files.set('run', JSON.parse(JSON.stringify(value)) as unknown);
    },
  };
}

/** A fixed instant: Wednesday 2026-09-16 10:02 in Los Angeles. */
export const NOW = { iso: '2026-09-16T17:02:00.000Z', timeZone: 'America/Los_Angeles' };

/** Options of one test run. */
export interface RunSpec extends Partial<Omit<GoalOptions, 'goal' | 'windowId'>> {
  decider: Decider;
  writer?: Writer;
  terminal?: Terminal;
  navigator?: Navigator;
  recorder?: RunRecorder;
  mode?: GoalMode;
  signal?: AbortSignal;
  /** More windows on the simulated desktop. */
  others?: SimWindow[];
}

/** Runs a goal on one simulated window; returns the result, the driver and the printed lines. */
export async function runOn(
  window: SimWindow,
  goal: string,
  spec: RunSpec,
): Promise<{ result: GoalResult; driver: SimDriver; window: SimWindow; lines: string[] }> {
  const driver = new SimDriver({ windows: [window, ...(spec.others ?? [])] });
  const lines: string[] = [];
  const env: GoalEnv = {
    ctx: testContext(driver, spec.decider, spec.signal ? { signal: spec.signal } : {}),
    writer: spec.writer,
    terminal: spec.terminal,
    recorder: spec.recorder,
    navigator: spec.navigator,
    now: () => NOW,
    sleep: async (_ms, signal) => signal.throwIfAborted(),
    report: (line) => void lines.push(line),
    waitMs: 0,
  };
  const options: GoalOptions = {
    goal,
    windowId: window.id,
    act: spec.act ?? true,
    steps: spec.steps ?? 30,
    delayMs: spec.delayMs ?? null,
    handoffs: spec.handoffs ?? 10,
    minConfidence: spec.minConfidence ?? 0.4,
  };
  const result = await runGoal(options, env, spec.mode ?? 'loop', {
    decider: spec.decider.name,
    writer: spec.writer?.name,
  });
  return { result, driver, window, lines };
}
