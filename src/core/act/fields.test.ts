import { describe, expect, it } from 'vitest';
import { node, type Spec } from '../../../test/support/rawNode.js';
import { buildSnapshot } from '../build.js';
import { buildCandidates } from '../candidates/build.js';
import type { Observation } from './context.js';
import { byShape, fieldTold, onlyField } from './fields.js';

const CAPS = { backgroundKeys: true, backgroundMenus: true, modifiers: true, drag: true, hover: true };

function window(...fields: Spec[]): Observation {
  const nodes = [node({ role: 'window', label: 'App' }, null), ...fields.map((f) => node(f))];
  const snapshot = buildSnapshot({ window: { id: 'w1', app: 'app', title: 'App' }, nodes, texts: [] });
  return { snapshot, ...buildCandidates(snapshot, { capabilities: CAPS }) };
}

const field = (value: string, extra: Partial<Spec> = {}): Spec => ({
  role: 'textbox',
  value,
  valueExact: true,
  states: { editable: true },
  ...extra,
});

// The value of the field a candidate acts on.
const where = (obs: Observation, c: { node?: number } | undefined) =>
  c?.node === undefined ? undefined : obs.snapshot.nodes[c.node]?.value;

// Every text-entering candidate at one probability, best first, as the model might rank them.
const ranked = (obs: Observation, p = 0.4) =>
  obs.candidates.filter((c) => c.kind === 'set_value').map((item) => ({ item, p }));

describe('fields told by what the words say of them', () => {
  it('the empty field: the one in view that holds nothing, never one of two', () => {
    const obs = window(field('entry'), field(''), field('', { states: { editable: true, offscreen: true } }));
    expect(where(obs, fieldTold(obs, "type 'Hopper' into the empty text field"))).toBe('');
    const two = window(field(''), field(''));
    expect(fieldTold(two, "type 'Hopper' into the empty text field")).toBeUndefined();
  });

  it('the field that says a text: the one holding exactly it', () => {
    const obs = window(
      field('comboboxentry'),
      field('entry'),
      field('entry', { states: { enabled: false } }),
    );
    expect(where(obs, fieldTold(obs, "change the text field that says 'entry' to 'Grace'"))).toBe('entry');
    expect(fieldTold(obs, "change the text field that says 'nothing' to 'Grace'")).toBeUndefined();
  });

  it('a field said by its kind alone: the one unnamed field of that kind, never a named one', () => {
    const editor = window(field('', { states: { editable: true, multiline: true } }), field('noon'));
    const chosen = onlyField(editor, "add ' see you' at the end of the editor", ' see you', ranked(editor));
    expect(chosen && editor.snapshot.nodes[chosen.item.node ?? -1]?.states.multiline).toBe(true);
    // A form's one field, named Email, is not "the location bar".
    const form = window(field('', { label: 'Email' }));
    expect(onlyField(form, "type '/tmp' into the location bar", '/tmp', ranked(form))).toBeUndefined();
    // Words beyond the kind leave the model's answer standing.
    const bar = window(field('/home/'));
    expect(onlyField(bar, "type '/tmp' into the location bar", '/tmp', ranked(bar))).toBeDefined();
    expect(onlyField(bar, "type '/tmp' into the recipient's bar", '/tmp', ranked(bar))).toBeUndefined();
  });

  it('the shape of the text: a name goes to the one field not holding a number', () => {
    const obs = window(field('DejaVu Sans'), field('10 pt'));
    const shortlist = ranked(obs, 0.49);
    expect(where(obs, byShape(obs, 'Liberation Serif', shortlist)?.item)).toBe('DejaVu Sans');
    expect(byShape(obs, '14 pt', shortlist)).toBeUndefined();
  });
});
