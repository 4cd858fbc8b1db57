// The model list a System One server publishes at GET /v1/models.
import { DecisionError } from '../core/decision/systemone.js';
import { isPlainObject } from './json.js';

/** One model a System One server offers. */
export interface ModelInfo {
  name: string;
  description: string | null;
  release_date: string | null;
}

/** Checks a GET /v1/models body (`{models: [...]}`); throws DecisionError `jev_bad_response` when malformed. */
export function validateModels(x: unknown): ModelInfo[] {
  const models = isPlainObject(x) && Array.isArray(x.models) ? (x.models as unknown[]) : undefined;
  if (models === undefined)
    throw new DecisionError('jev_bad_response', 'the Jev model list has no models array');
  return models.map((m) => {
    if (!isPlainObject(m) || typeof m.name !== 'string')
      throw new DecisionError('jev_bad_response', 'the Jev model list has an entry without a name');
    return {
      name: m.name,
      description: optionalText(m.description),
      release_date: optionalText(m.release_date),
    };
  });
}

function optionalText(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}
