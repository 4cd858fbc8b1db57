// Finds action ids in an observe result the way a caller reads it: from the view's lines.
import { listedActions, readView, type ListedAction } from '../../src/core/observe/read.js';

/** Every action an observe result lists, each with its id, kind and a short sentence (`click Button "Save"`). */
export function observedActions(result: Record<string, unknown>): ListedAction[] {
  if (typeof result['view'] !== 'string') throw new Error(`no view in ${JSON.stringify(result)}`);
  return listedActions(readView(result['view']));
}
