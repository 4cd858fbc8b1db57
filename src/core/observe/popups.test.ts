import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../build.js';
import { buildCandidates } from '../candidates/build.js';
import { defaultStates, type NodeStates, type RawNode } from '../snapshot.js';
import { node, type Spec } from '../../../test/support/rawNode.js';
import { closedPopupNodes } from './popups.js';
import { renderView, type ViewOptions } from './view.js';

const CAPS = { backgroundKeys: true, backgroundMenus: true, modifiers: true, drag: true, hover: true };
const DAYS = ['Monday', 'Tuesday', 'Wednesday'];

/** A page with a "Day" combobox (node 1) and, at the end of the page, its popup listbox (node 2) and options. */
interface Page {
  combo?: Partial<Spec>;
  names?: string[];
  option?: (label: string) => Partial<NodeStates>;
}

function page({ combo = {}, names = DAYS, option = () => ({ offscreen: true }) }: Page = {}): RawNode[] {
  return [
    node({ role: 'document', label: 'Shipping' }, null),
    node({
      role: 'combobox',
      label: 'Day',
      value: 'Tuesday',
      options: names,
      states: { expanded: false },
      ...combo,
    }),
    node({ role: 'listbox', label: 'Combobox listbox', states: { offscreen: true } }),
    ...names.map((label) =>
      node({ role: 'option', label, states: { selected: label === 'Tuesday', ...option(label) } }, 2),
    ),
  ];
}

function view(nodes: RawNode[], options: ViewOptions = {}): string {
  const snapshot = buildSnapshot({ window: { id: 'w1', app: 'App', title: 'Shipping' }, nodes, texts: [] });
  const { candidates } = buildCandidates(snapshot, { capabilities: CAPS });
  return renderView(snapshot, candidates, { ...options, idOf: () => 'c' });
}

const closed = (nodes: RawNode[]): number[] => {
  const snapshot = buildSnapshot({ window: { id: 'w1', app: 'App', title: 'Shipping' }, nodes, texts: [] });
  return [...closedPopupNodes(snapshot)].sort((a, b) => a - b);
};

const COMBO_LINE = 'c ComboBox "Day" = "Tuesday" collapsed options "Monday" "Tuesday" "Wednesday" · choose';

describe("a collapsed combobox's closed popup", () => {
  it('is said once, by the combobox line that names its options and reads its selection', () => {
    expect(view(page())).toBe(['Shipping', COMBO_LINE].join('\n'));
    expect(closed(page())).toEqual([2, 3, 4, 5]);
  });

  it('is found by an option it names', () => {
    expect(view(page(), { find: 'wednes' })).toBe(
      ['Shipping', 'find "wednes": 1 controls', COMBO_LINE].join('\n'),
    );
  });

  it('is listed when it is open, or the combobox is expanded or does not say', () => {
    expect(closed(page({ option: () => ({ offscreen: false }) }))).toEqual([]);
    expect(closed(page({ combo: { states: defaultStates({ expanded: true }) } }))).toEqual([]);
    expect(closed(page({ combo: { states: defaultStates({}) } }))).toEqual([]);
    expect(view(page({ option: () => ({ offscreen: false }) }))).toBe(
      [
        'Shipping',
        COMBO_LINE,
        'listbox "Combobox listbox":',
        ' c Option "Monday"',
        ' c Option "Tuesday" selected',
        ' c Option "Wednesday"',
      ].join('\n'),
    );
  });

  it('is listed when the combobox line would not say all it says', () => {
    // The value does not read the selection.
    expect(closed(page({ combo: { value: 'Choose a day' } }))).toEqual([]);
    // An option is disabled.
    expect(closed(page({ option: (l) => ({ offscreen: true, enabled: l !== 'Monday' }) }))).toEqual([]);
    // Other names, or more than the line names whole.
    expect(closed(page({ combo: { options: ['Monday', 'Tuesday'] } }))).toEqual([]);
    const many = Array.from({ length: 13 }, (_, i) => (i === 1 ? 'Tuesday' : `Day ${i}`));
    expect(closed(page({ names: many }))).toEqual([]);
  });
});
