// The System One wire format (POST /v1/systemone): finite-choice questions over a state.

/** A JSON value. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A question with a fixed set of labels. */
export interface ChoiceQuestion {
  type: 'choice';
  instructions?: Json;
  criteria: Record<string, Json>;
}

/** A yes/no question; the answer is P(yes). */
export interface NoulQuestion {
  type: 'noul';
  instructions?: Json;
  criteria?: { true?: Json; false?: Json };
}

/** A question over ordered levels. */
export interface ScoreQuestion {
  type: 'score';
  instructions?: Json;
  criteria: Json[];
}

/** Any question. */
export type Question = ChoiceQuestion | NoulQuestion | ScoreQuestion;

/** A System One request. */
export interface SystemOneRequest {
  model: string;
  state: Json;
  questions: Record<string, Question>;
}

/** The answer to a choice question. */
export interface ChoiceAnswer {
  type: 'choice';
  choice: string;
  confidence: number | null;
  probabilities: Record<string, number>;
}

/** The answer to a yes/no question. */
export interface NoulAnswer {
  type: 'noul';
  noul: number;
}

/** The answer to a score question. */
export interface ScoreAnswer {
  type: 'score';
  score: number;
  confidence: number | null;
  probabilities: Record<string, number>;
  legend?: Record<string, Json>;
}

/** Any answer. */
export type Answer = ChoiceAnswer | NoulAnswer | ScoreAnswer;

/** A System One response. */
export interface SystemOneResponse {
  model: string;
  answers: Record<string, Answer>;
  usage: { input_tokens: number | null; output_tokens: number | null };
}

/** What a decider reports about one call, for tool results. */
export interface DecisionUsage {
  calls: number;
  inputTokens: number;
  ms: number;
  requestId?: string;
}

/** A decider answers System One requests: the embedded model, a remote server, or a script in tests. */
export interface Decider {
  readonly name: string;
  decide(
    request: SystemOneRequest,
    options: { signal: AbortSignal },
  ): Promise<{ response: SystemOneResponse; requestId?: string; ms: number }>;
}

/** A decision failure with a stable code (`jev_unavailable`, `jev_bad_response`). */
export class DecisionError extends Error {
  override name = 'DecisionError';
  constructor(
    readonly code: 'jev_unavailable' | 'jev_bad_response',
    message: string,
  ) {
    super(message);
  }
}
