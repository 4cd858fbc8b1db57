import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../build.js';
import { node } from '../../../test/support/rawNode.js';
import { buildCandidates } from './build.js';
import type { RawNode } from '../snapshot.js';

const CAPS = { backgroundKeys: true, backgroundMenus: true, modifiers: true, drag: true, hover: true };
const POSTS = ['Spring birds of the marsh', 'Ten-year review', 'Winter feeders that work'];

/** A table of posts, each row named by its title and holding buttons named by `name(title)`. */
function occurrences(names: ((title: string) => string)[]): Record<string, string | undefined> {
  const nodes: RawNode[] = [
    node({ role: 'document', label: 'Posts' }, null),
    node({ role: 'table', label: 'Posts' }),
  ];
  for (const title of POSTS) {
    const row = nodes.length;
    nodes.push(node({ role: 'row', label: title }, 1));
    for (const name of names) nodes.push(node({ role: 'button', label: name(title) }, row));
  }
  const snapshot = buildSnapshot({ window: { id: 'w1', app: 'App', title: 'Posts' }, nodes, texts: [] });
  const { candidates } = buildCandidates(snapshot, { capabilities: CAPS });
  const out: Record<string, string | undefined> = {};
  for (const c of candidates)
    if (c.kind === 'click') out[c.option.name as string] = c.option.occurrence as string | undefined;
  return out;
}

describe('look-alikes across rows', () => {
  it('numbers buttons named after their own row as look-alikes ("More actions for <title>")', () => {
    const found = occurrences([(t) => `More actions for ${t}`, (t) => `Edit ${t}`]);
    expect(found['More actions for Ten-year review']).toBe('2 of 3');
    expect(found['Edit Winter feeders that work']).toBe('3 of 3');
  });

  it("numbers same-named buttons as before, and leaves a button that is only its row's name alone", () => {
    const found = occurrences([() => 'Delete', (t) => t]);
    expect(found.Delete).toBe('3 of 3');
    expect(found['Ten-year review']).toBeUndefined();
  });
});
