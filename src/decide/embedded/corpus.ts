// The labelled corpus (fixtures/decider/corpus.jsonl): one compact pick request and its right label per line.
import { doesSentence, EFFECT_HINTS } from '../../core/candidates/describe.js';
import type { CandidateKind, OptionObject } from '../../core/candidates/types.js';
import { pickRequest } from '../../core/decision/pick.js';
import type { ChoiceQuestion, Json, SystemOneRequest } from '../../core/decision/systemone.js';

/**
 * Where a case belongs: trained on, or held out by template or window (`heldout`); cases on harvested apps go with
 * their app: trained on, looked at while tuning the lexicon (`dev`), only used to fit the temperature
 * (`calibration`), or never seen (`test`).
 */
export type CorpusSplit = 'train' | 'heldout' | 'dev' | 'calibration' | 'test';
const SPLITS: ReadonlySet<string> = new Set(['train', 'heldout', 'dev', 'calibration', 'test']);

/** One labelled corpus line: a pick request and its right label (`none` included). */
export interface CorpusCase {
  id: string;
  source: string;
  split: CorpusSplit;
  /** Instruction template and window variant, which the held-out split is drawn by. */
  template: string;
  variant: string;
  request: SystemOneRequest;
  label: string;
}

/** Parses corpus lines (JSONL); throws on a line that is not a case. */
export function parseCorpus(text: string): CorpusCase[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      const c = JSON.parse(line) as CorpusCase;
      if (typeof c.label !== 'string' || !c.request?.questions || !SPLITS.has(c.split))
        throw new Error(`corpus line ${i + 1} is not a labelled pick request`);
      return c;
    });
}

/** The labelled question of a case (its first choice question, `pick` in beans-picker's requests) and its id. */
export function labelled(c: CorpusCase): [string, ChoiceQuestion] {
  for (const [id, q] of Object.entries(c.request.questions)) if (q.type === 'choice') return [id, q];
  throw new Error(`case ${c.id} has no choice question`);
}

/** The labelled choice question of a case. */
export function pickQuestion(c: CorpusCase): ChoiceQuestion {
  return labelled(c)[1];
}

// Puts back what the corpus leaves out of an option: its action sentence and effect hint.
function fullOption(o: Json): OptionObject {
  const option = (o ?? {}) as unknown as OptionObject;
  const kind = option.kind as CandidateKind;
  const target = `${option.role ?? ''} ${option.name ? JSON.stringify(option.name) : ''}`.trim();
  const action = doesSentence(kind, kind === 'keypad' ? 'the keypad' : target, {
    ...(option.direction ? { direction: option.direction } : {}),
    ...(option.keys ? { keys: option.keys } : {}),
    ...(option.path ? { path: option.path } : {}),
  });
  const { kind: _k, action: _a, ...rest } = option;
  return { action, kind, ...rest, effect_hint: EFFECT_HINTS[kind] };
}

/**
 * The request as sent: beans-picker's fixed instructions and full options put back, and `forced` when asked
 * (for a hand-written request of another shape, a copy of its question without `none`).
 */
export function fullRequest(c: CorpusCase, forced: boolean): SystemOneRequest {
  const [id, question] = labelled(c);
  const criteria = question.criteria;
  if (c.source.startsWith('raw:') || c.source.startsWith('foreign:')) {
    const rest = Object.fromEntries(Object.entries(criteria).filter(([l]) => l !== 'none'));
    const extra = forced ? { forced: { ...question, criteria: rest } } : {};
    return { ...c.request, questions: { [id]: question, ...extra } };
  }
  const labels = Object.keys(criteria).filter((l) => l !== 'none');
  return pickRequest(
    c.request.model,
    c.request.state,
    labels.map((l) => fullOption(criteria[l] ?? null)),
    forced,
  );
}
