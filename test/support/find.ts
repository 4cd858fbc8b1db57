// Finds candidate ids the way a caller would: observe, then read the list.
import { observe } from '../../src/core/act/observe.js';
import type { ActContext } from '../../src/core/act/context.js';
import type { ShownCandidate } from '../../src/core/act/types.js';

/** All candidates of a window, unranked. */
export async function candidatesOf(ctx: ActContext, windowId: string): Promise<ShownCandidate[]> {
  return (await observe(ctx, { windowId }, undefined, 10_000)).candidates;
}

/** The id of the one candidate whose kind matches and whose sentence contains `text`. */
export async function idOf(ctx: ActContext, windowId: string, kind: string, text: string): Promise<string> {
  const hits = (await candidatesOf(ctx, windowId)).filter((c) => c.kind === kind && c.does.includes(text));
  if (hits.length !== 1)
    throw new Error(`expected one ${kind} candidate with ${JSON.stringify(text)}, found ${hits.length}`);
  return (hits[0] as ShownCandidate).id;
}
