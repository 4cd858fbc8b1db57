// The decision layer: the remote System One client, the local server, validation, and the choice between remote and embedded.
import type { Decider } from '../core/decision/systemone.js';
import { createRemoteDecider } from './remote.js';

export {
  createRemoteDecider,
  DEFAULT_MODEL,
  type RemoteDecider,
  type RemoteDeciderOptions,
} from './remote.js';
export { startDecisionServer, type DecisionServer, type DecisionServerOptions } from './serve.js';
export {
  checkRequest,
  validateRequest,
  validateResponse,
  InvalidRequestError,
  type RequestProblem,
} from './validate.js';
export type { ModelInfo } from './models.js';

/** The decision settings config provides. */
export interface DeciderSettings {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model: string;
  connectTimeoutMs: number;
  readTimeoutMs: number;
}

/** The remote decider when a base URL is configured, else the embedded one (built only when needed). */
export function createDecider(settings: DeciderSettings, embedded: () => Decider): Decider {
  const baseUrl = settings.baseUrl?.trim() ?? '';
  if (baseUrl === '') return embedded();
  return createRemoteDecider({
    baseUrl,
    apiKey: settings.apiKey,
    model: settings.model,
    connectTimeoutMs: settings.connectTimeoutMs,
    readTimeoutMs: settings.readTimeoutMs,
  });
}
