// A scripted decider for tests: answers System One requests by a rule over the options.
import type {
  ChoiceQuestion,
  Decider,
  Json,
  SystemOneRequest,
  SystemOneResponse,
} from '../../src/core/decision/systemone.js';

/** An option as the rule sees it. */
export interface SeenOption {
  label: string;
  option: Record<string, Json>;
}

/** Weights per label; `none` may be given. Missing labels get a small floor. */
export type Rule = (
  options: SeenOption[],
  request: SystemOneRequest,
  questionId: string,
) => Record<string, number>;

/** A decider that answers every choice question by a rule, and records each request. */
export function scriptedDecider(rule: Rule): Decider & { requests: SystemOneRequest[] } {
  const requests: SystemOneRequest[] = [];
  return {
    name: 'scripted',
    requests,
    async decide(request) {
      requests.push(request);
      const answers: SystemOneResponse['answers'] = {};
      for (const [id, q] of Object.entries(request.questions)) {
        const question = q as ChoiceQuestion;
        const labels = Object.keys(question.criteria);
        const options = labels
          .filter((l) => l !== 'none')
          .map((label) => ({ label, option: question.criteria[label] as Record<string, Json> }));
        const weights = rule(options, request, id);
        const raw = labels.map((l) => weights[l] ?? 0.001);
        const sum = raw.reduce((a, b) => a + b, 0);
        const probabilities = Object.fromEntries(labels.map((l, i) => [l, (raw[i] ?? 0) / sum]));
        const choice = labels.reduce(
          (best, l) => ((probabilities[l] ?? 0) > (probabilities[best] ?? 0) ? l : best),
          labels[0] ?? 'none',
        );
        answers[id] = { type: 'choice', choice, confidence: probabilities[choice] ?? 0, probabilities };
      }
      return {
        response: { model: 'scripted', answers, usage: { input_tokens: 100, output_tokens: 1 } },
        ms: 1,
      };
    },
  };
}

/** A rule that gives weight to options whose fields all match the predicate. */
export function prefer(match: (o: Record<string, Json>) => boolean, p = 0.95): Rule {
  return (options) => {
    const hits = options.filter((o) => match(o.option));
    const out: Record<string, number> = { none: 0.01 };
    for (const h of hits) out[h.label] = p / hits.length;
    return out;
  };
}

/** Prefers the option of a kind whose name equals `name` (and, optionally, whose `within` includes `within`). */
export function named(kind: string, name: string, within?: string): Rule {
  return prefer(
    (o) =>
      o.kind === kind &&
      o.name === name &&
      (within === undefined || (Array.isArray(o.within) && o.within.some((w) => String(w).includes(within)))),
  );
}
