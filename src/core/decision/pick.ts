// Picking one candidate: a `pick` question with `none`, a `forced` one without, shards of 60 and a runoff.
import { DATA_NOTE } from './state.js';
import { gate, type GateThresholds, type GateVerdict, type Ranked } from './gate.js';
import { lexicalScore } from './lexical.js';
import {
  DecisionError,
  type ChoiceAnswer,
  type Decider,
  type DecisionUsage,
  type Json,
  type SystemOneRequest,
} from './systemone.js';
import type { OptionObject } from '../candidates/types.js';

/** Options per request; the wire format allows 255. */
export const SHARD_SIZE = 60;
const FINALISTS_PER_SHARD = 3;
const FINALIST_MIN_P = 0.02;

/** What a pick needs. */
export interface PickInput<T> {
  instruction: string;
  state: Json;
  items: T[];
  option: (item: T) => OptionObject;
  decider: Decider;
  model: string;
  thresholds: GateThresholds;
  /** Ask the forced second opinion (act does; observe's ranking does not). */
  forced: boolean;
  /** Question wording: `pick` for actions, `element` for extract. */
  question?: 'pick' | 'element';
  /** Items that lead to the same outcome return the same key (the gate's lead is over outcomes). */
  outcome?: (item: T) => string | undefined;
  signal: AbortSignal;
}

/** A pick's outcome: the gate's verdict over items, the full ranking and the usage. */
export interface PickResult<T> {
  status: GateVerdict['status'];
  /** The picked item (status pick). */
  item?: T;
  p?: number;
  rule?: 'strict' | 'agree';
  /** Items worth showing when the pick is ambiguous or not found (p >= the shortlist threshold). */
  shortlist: { item: T; p: number }[];
  ranking: { item: T; p: number }[];
  pNone: number;
  usage: DecisionUsage;
}

const QUESTIONS = {
  pick: {
    question:
      'Which single action carries out `instruction` on this window? When `text` is given, it is the exact text the action must enter.',
    note:
      'Choose by what the control does, not by a similar name: a search field is not the document, and a field named after its content is still that field. While a modal is open, only its controls count. ' +
      DATA_NOTE,
    none: 'None of these actions carries out `instruction`.',
  },
  element: {
    question: 'Which element on this window holds the information `instruction` asks for?',
    note: 'Choose by meaning and position (`within`): a label is not the value it names. ' + DATA_NOTE,
    none: 'No element here holds that information.',
  },
};

/** Asks the decider to pick one item, sharding over 60 and gating the result. */
export async function pick<T>(input: PickInput<T>): Promise<PickResult<T>> {
  const usage: DecisionUsage = { calls: 0, inputTokens: 0, ms: 0 };
  if (input.items.length === 0) return { status: 'not_found', shortlist: [], ranking: [], pNone: 1, usage };
  let pool = input.items.map((item, index) => ({ item, index }));
  if (pool.length > SHARD_SIZE) {
    const ranked = pool
      .map((entry) => ({ ...entry, score: lexicalScore(input.instruction, input.option(entry.item)) }))
      .sort((a, b) => b.score - a.score || a.index - b.index);
    const shards: (typeof pool)[] = [];
    for (let i = 0; i < ranked.length; i += SHARD_SIZE) shards.push(ranked.slice(i, i + SHARD_SIZE));
    const answers = await Promise.all(
      shards.map((shard) =>
        ask(
          input,
          shard.map((e) => e.item),
          false,
          usage,
        ),
      ),
    );
    const finalists = answers.flatMap((a, s) =>
      a.ranking
        .filter((r) => r.p >= FINALIST_MIN_P)
        .slice(0, FINALISTS_PER_SHARD)
        .map((r) => shards[s]?.[r.index])
        .filter((e): e is (typeof pool)[number] => e !== undefined),
    );
    if (finalists.length === 0) {
      const pNone = Math.min(...answers.map((a) => a.pNone));
      return { status: 'not_found', shortlist: [], ranking: [], pNone, usage };
    }
    pool = finalists.sort((a, b) => a.index - b.index);
  }
  const items = pool.map((e) => e.item);
  const answer = await ask(input, items, input.forced, usage);
  const ranking = answer.ranking.map((r) => ({ item: items[r.index] as T, p: r.p, label: `o${r.index}` }));
  const verdict = gate(
    ranking.map((r) => {
      const group = input.outcome?.(r.item);
      return group === undefined ? { label: r.label, p: r.p } : { label: r.label, p: r.p, group };
    }),
    answer.pNone,
    answer.forced,
    input.thresholds,
  );
  const itemOf = new Map(ranking.map((r) => [r.label, r.item]));
  const shortlist =
    verdict.status === 'pick'
      ? []
      : verdict.shortlist.map((r) => ({ item: itemOf.get(r.label) as T, p: r.p }));
  return {
    status: verdict.status,
    ...(verdict.status === 'pick'
      ? { item: itemOf.get(verdict.label) as T, p: verdict.p, rule: verdict.rule }
      : {}),
    shortlist,
    ranking: ranking.map(({ item, p }) => ({ item, p })),
    pNone: answer.pNone,
    usage,
  };
}

interface Asked {
  ranking: { index: number; p: number }[];
  pNone: number;
  forced: string | null;
}

/** The System One request of one pick round: `pick` over `o0..oN` + `none`, and `forced` (no `none`) when asked. */
export function pickRequest(
  model: string,
  state: Json,
  options: OptionObject[],
  withForced: boolean,
  question: 'pick' | 'element' = 'pick',
): SystemOneRequest {
  const words = QUESTIONS[question];
  const criteria: Record<string, Json> = {};
  options.forEach((option, i) => (criteria[`o${i}`] = option as unknown as Json));
  const request: SystemOneRequest = {
    model,
    state,
    questions: {
      pick: {
        type: 'choice',
        instructions: { question: words.question, note: words.note },
        criteria: { ...criteria, none: words.none },
      },
    },
  };
  if (withForced) {
    const forcedCriteria = options.length === 1 ? { ...criteria, none: words.none } : criteria;
    request.questions.forced = {
      type: 'choice',
      instructions: {
        question: words.question,
        note: `${words.note} Pick the best available action even if none fits perfectly.`,
      },
      criteria: forcedCriteria,
    };
  }
  return request;
}

async function ask<T>(
  input: PickInput<T>,
  items: T[],
  withForced: boolean,
  usage: DecisionUsage,
): Promise<Asked> {
  const request = pickRequest(
    input.model,
    input.state,
    items.map((item) => input.option(item)),
    withForced,
    input.question ?? 'pick',
  );
  const { response, ms, requestId } = await input.decider.decide(request, { signal: input.signal });
  usage.calls += 1;
  usage.inputTokens += response.usage.input_tokens ?? 0;
  usage.ms += ms;
  if (requestId) usage.requestId = requestId;
  const main = choiceAnswer(response.answers.pick, 'pick');
  const ranking: Ranked[] = Object.entries(main.probabilities)
    .filter(([label]) => label !== 'none')
    .map(([label, p]) => ({ label, p }));
  const forced = withForced ? choiceAnswer(response.answers.forced, 'forced').choice : null;
  return {
    ranking: ranking
      .map((r) => ({ index: Number(r.label.slice(1)), p: r.p }))
      .sort((a, b) => b.p - a.p || a.index - b.index),
    pNone: main.probabilities.none ?? 0,
    forced,
  };
}

function choiceAnswer(answer: unknown, id: string): ChoiceAnswer {
  const a = answer as ChoiceAnswer | undefined;
  if (!a || a.type !== 'choice' || typeof a.probabilities !== 'object')
    throw new DecisionError('jev_bad_response', `the ${id} answer is missing or not a choice`);
  return a;
}
