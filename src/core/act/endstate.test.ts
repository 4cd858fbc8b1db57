import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../build.js';
import { buildCandidates } from '../candidates/build.js';
import { defaultStates, type RawNode, type Snapshot } from '../snapshot.js';
import { checkEndState, optionFor } from './endstate.js';

function list(options: string[]): Snapshot {
  const node = (role: RawNode['role'], label: string, parent: number | null): RawNode => ({
    role,
    platformRole: role,
    label,
    handle: `${role}:${label}`,
    parent,
    states: defaultStates({}),
  });
  return buildSnapshot({
    window: { id: 'w1', app: 'App', title: 'Form', url: 'http://example.test/form' },
    nodes: [
      node('document', 'Form', null),
      node('combobox', 'City', 0),
      node('listbox', 'City', 0),
      ...options.map((o) => node('option', o, 2)),
    ],
    texts: [],
  });
}

const labelFor = (options: string[], value: string): string | undefined => {
  const snapshot = list(options);
  return optionFor(snapshot, { value }, snapshot.nodes[1])?.label;
};

describe('the option an open list offers for the words', () => {
  it('is the one option that reads the value exactly', () => {
    expect(labelFor(['Denver', 'Denver, CO'], 'Denver')).toBe('Denver');
  });

  it('is the one option that adds only a qualifier after a comma or in brackets', () => {
    expect(labelFor(['Boston, MA', 'Denver, CO', 'Miami, FL'], 'Denver')).toBe('Denver, CO');
    expect(labelFor(['Paris (France)', 'Rome'], 'paris')).toBe('Paris (France)');
  });

  it('is none when two options qualify the words, or one only starts with them', () => {
    expect(labelFor(['Portland, ME', 'Portland, OR'], 'Portland')).toBeUndefined();
    expect(labelFor(['Denverton', 'Miami'], 'Denver')).toBeUndefined();
  });
});

function grid(sort: string): Snapshot {
  const node = (role: RawNode['role'], label: string, parent: number | null): RawNode => ({
    role,
    platformRole: role,
    label,
    handle: `${role}:${label}`,
    parent,
    states: defaultStates({}),
  });
  return buildSnapshot({
    window: { id: 'w1', app: 'App', title: 'People', url: 'http://example.test/people' },
    nodes: [
      node('document', 'People', null),
      node('grid', '', 0),
      { ...node('columnheader', 'Age', 1), clickable: true, value: sort },
    ],
    texts: [],
  });
}

describe('a click on a sortable column header', () => {
  const CAPS = { backgroundKeys: true, backgroundMenus: true, modifiers: true, drag: true };
  const before = grid('none');
  const click = buildCandidates(before, { capabilities: CAPS }).candidates.find((c) => c.kind === 'click');
  const ok = { verdict: 'ok', detail: 'the window changed' } as const;

  it('is done when the column sort order changed', () => {
    const after = grid('ascending');
    expect(click && checkEndState(ok, click, before.nodes[2], after.nodes[2], after, {})).toEqual(ok);
  });

  it('is unverified when the window changed but the sort order did not', () => {
    const after = grid('none');
    expect(click && checkEndState(ok, click, before.nodes[2], after.nodes[2], after, {})).toEqual({
      verdict: 'unverified',
      detail: 'the window changed, but the column\'s sort order still reads "none"',
    });
  });
});
