import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../build.js';
import { buildCandidates } from '../candidates/build.js';
import { defaultStates, type RawNode, type Snapshot } from '../snapshot.js';
import { checkEndState, listedOption, optionFor } from './endstate.js';

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
  const CAPS = { backgroundKeys: true, backgroundMenus: true, modifiers: true, drag: true, hover: true };
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

// A Grid.js-like table: headers without aria-sort, each row a text line of cells.
function shownGrid(orders: number[]): Snapshot {
  const node = (role: RawNode['role'], label: string, parent: number | null): RawNode => ({
    role,
    platformRole: role,
    label,
    handle: `${role}:${label}`,
    parent,
    states: defaultStates({}),
  });
  const names = orders.map((_, i) => `Person ${String.fromCharCode(65 + i)}`);
  return buildSnapshot({
    window: { id: 'w1', app: 'App', title: 'People', url: 'http://example.test/people' },
    nodes: [
      node('document', 'People', null),
      node('grid', '', 0),
      node('row', 'Name', 1),
      { ...node('columnheader', 'Name', 2), clickable: true },
      { ...node('columnheader', 'Orders', 2), clickable: true },
      ...names.map((n) => node('row', n, 1)),
    ],
    texts: names.map((n, i) => `${n} | ${orders[i] ?? 0}`),
  });
}

describe('the order a column is sorted in, with words that ask for one', () => {
  const CAPS = { backgroundKeys: true, backgroundMenus: true, modifiers: true, drag: true, hover: true };
  const before = shownGrid([14, 3, 22, 7]);
  const click = buildCandidates(before, { capabilities: CAPS }).candidates.find(
    (c) => c.kind === 'click' && c.option.name === 'Orders',
  );
  const ok = { verdict: 'ok', detail: 'the window changed' } as const;
  const words = { words: 'Show the customers with the most orders first' };
  const judge = (after: Snapshot) =>
    click &&
    checkEndState(ok, click, before.nodes[4], after.nodes[4], after, words, {
      before: { snapshot: before, keys: before.nodes.map((n) => `${n.role}:${n.label}`) },
      after: { snapshot: after, keys: after.nodes.map((n) => `${n.role}:${n.label}`) },
    });

  it('reads the order from the rows when the header says nothing, and is done only in the order asked', () => {
    expect(judge(shownGrid([22, 14, 7, 3]))).toEqual(ok);
    expect(judge(shownGrid([3, 7, 14, 22]))).toEqual({
      verdict: 'unverified',
      detail: 'the column now reads "ascending"; asked for descending',
    });
  });
});

describe('a click that only opened a list, with words that ask for more', () => {
  const CAPS = { backgroundKeys: true, backgroundMenus: true, modifiers: true, drag: true, hover: true };
  const field = (expanded: boolean, options: string[]): Snapshot => {
    const snapshot = list(options);
    const box = snapshot.nodes[1];
    if (box) box.states = { ...box.states, expanded };
    return snapshot;
  };
  const before = field(false, []);
  const click = buildCandidates(before, { capabilities: CAPS }).candidates.find((c) => c.kind === 'click');
  const ok = { verdict: 'ok', detail: 'the window changed' } as const;
  const after = field(true, ['Bug', 'Docs']);
  const seen = {
    before: { snapshot: before, keys: before.nodes.map((n) => `${n.role}:${n.label}`) },
    after: { snapshot: after, keys: after.nodes.map((n) => `${n.role}:${n.label}`) },
  };
  const judge = (words: string) =>
    click && checkEndState(ok, click, before.nodes[1], after.nodes[1], after, { words }, seen);

  it('is unverified when the words asked to remove, add or pick something', () => {
    expect(judge('Remove the Bug label')).toEqual({
      verdict: 'unverified',
      detail: 'expanded "City"; the words ask for more (remove, bug, label): choose it from newCandidates',
    });
    expect(judge('Country: Bug')?.verdict).toBe('unverified');
  });

  it('is done when the words only asked to open it', () => {
    expect(judge('Open the City list')).toEqual(ok);
  });

  it('is unverified when the words name a number the clicked control does not carry or read', () => {
    const plain = list([]);
    const button = buildCandidates(plain, { capabilities: CAPS }).candidates.find((c) => c.kind === 'click');
    expect(
      button &&
        checkEndState(ok, button, plain.nodes[1], plain.nodes[1], plain, { words: 'Show 20 rows per page' }),
    ).toEqual({ verdict: 'unverified', detail: 'the window changed, but nothing clicked carries "20"' });
  });
});

describe('the option of a list control the words choose (flatpickr page: a native select with seat counts)', () => {
  const rooms = ['Aurora (8 seats)', 'Borealis (4 seats)', 'Cascade (12 seats)'];

  it('is the option that reads the value, or adds only a qualifier to it', () => {
    expect(listedOption(rooms, { value: 'Borealis' }, 'Room')).toBe('Borealis (4 seats)');
    expect(listedOption(rooms, { value: 'Cascade (12 seats)' }, 'Room')).toBe('Cascade (12 seats)');
    expect(listedOption(rooms, { value: 'Aurora Borealis' }, 'Room')).toBeUndefined();
  });

  it('with no value named, is the one option holding a word the words use beyond the control name', () => {
    expect(listedOption(rooms, { words: 'We need the Cascade room' }, 'Room')).toBe('Cascade (12 seats)');
    expect(listedOption(rooms, { words: 'We need a room with seats' }, 'Room')).toBeUndefined();
  });
});
