import { describe, expect, it } from 'vitest';
import { baseKey, identify } from './identity.js';
import type { UiNode } from './snapshot.js';

const field = (extra: Partial<UiNode>): UiNode => ({
  role: 'textbox',
  platformRole: 'AXTextField',
  label: 'Search',
  states: {
    enabled: true,
    focused: false,
    selected: false,
    editable: true,
    multiline: false,
    secret: false,
    busy: false,
    offscreen: false,
  },
  parent: null,
  handle: 'h',
  index: 0,
  within: [],
  depth: 0,
  ...extra,
});

describe('identity keys of fields', () => {
  it('a field named after its own text keeps one key while the text changes', () => {
    expect(baseKey(field({ label: 'untitled', value: 'untitled' }))).toBe(
      baseKey(field({ label: 'urgent', value: 'urgent' })),
    );
  });

  it('an own label stays in the key when the text happens to equal it (placeholder shown as value)', () => {
    const typed = baseKey(field({ ownLabel: true, value: 'draft' }));
    const cleared = baseKey(field({ ownLabel: true, value: 'Search' }));
    expect(cleared).toBe(typed);
    expect(cleared).toContain('"Search"');
  });

  it('without the driver saying so, a label equal to the text is taken as the text', () => {
    expect(baseKey(field({ value: 'Search' }))).not.toContain('"Search"');
    expect(baseKey(field({ value: 'draft' }))).toContain('"Search"');
  });

  it('a field nothing operates keeps a key apart from its operated look-alike (SpeedCrunch: history and editor)', () => {
    const history = field({
      label: '',
      index: 0,
      handle: 'a',
      states: { ...field({}).states, editable: false },
    });
    const editor = field({ label: '', index: 1, handle: 'b' });
    const { keys } = identify([history, editor], (n) => n.states.editable);
    expect(keys[1]).toBe(baseKey(editor));
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.indexOf(baseKey(editor))).toBe(1);
  });
});
