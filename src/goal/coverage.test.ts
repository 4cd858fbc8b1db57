import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../core/build.js';
import { buildCandidates } from '../core/candidates/build.js';
import { defaultStates, type NodeStates, type RawNode } from '../core/snapshot.js';
import type { Observation } from '../core/act/context.js';
import { candidateExplains, ownPart, unexplainedWords } from './coverage.js';
import { loadWordTagger } from './tagger.js';

const tag = await loadWordTagger();
const left = (instruction: string, ...explained: string[]): string[] =>
  unexplainedWords(instruction, tag(instruction), explained);

describe('words a done goal step leaves unexplained', () => {
  it('a tab that only shares a word with the goal leaves the rest ("yearly")', () => {
    expect(left('Switch to yearly billing', 'click Tab "Billing" (billing-tab)')).toEqual(['yearly']);
  });

  it('a synonym explains a word ("yearly" for "Annual billing")', () => {
    expect(left('Switch to yearly billing', 'switch Switch "Annual billing" on or off; now on')).toEqual([]);
  });

  it('a format the words ask for is left over when only the text was typed', () => {
    expect(
      left(
        "Write 'Breaking changes' in the notes as a Heading 2",
        'replace the whole text of TextField "Notes" with the given text',
        'Breaking changes',
      ),
    ).toEqual(['heading', '2']);
  });

  it('a date the field now holds explains its month, day and weekday', () => {
    expect(
      left('Book it for Wednesday, December 9', 'click TextField "Date"', '"Date" reads "2026-12-09"'),
    ).toEqual([]);
    expect(
      left('Book it for Thursday, December 10', 'click TextField "Date"', '"Date" reads "2026-12-09"'),
    ).toEqual(['thursday', '10']);
  });

  it('a small number the control now reads explains its word ("five stars"), and only that number', () => {
    const did = 'move Slider "Rating" (rating) to "5"';
    expect(left('Give the app five stars', did, 'now reads "5"')).toEqual([]);
    expect(left('Give the app four stars', did, 'now reads "5"')).toEqual(['four']);
  });

  it('order words are explained only when the column reads that order', () => {
    const did = 'click ColumnHeader "Age"';
    expect(left('Sort by age, oldest first', did, 'ColumnHeader "Age": "ascending" → "descending"')).toEqual(
      [],
    );
    expect(left('Sort by age, oldest first', did, 'ColumnHeader "Age": "none" → "ascending"')).toEqual([
      'oldest',
    ]);
  });

  it('units, ordinals, deictic places and compounds of a known noun are not left over', () => {
    expect(left('Rate it 4 stars', 'move Slider "Rating" to "4"; now reads "4"')).toEqual([]);
    expect(left('Open the second tab', 'click Tab "Members"')).toEqual([]);
    expect(left('Free up space on this device', 'click Button "Free up space"')).toEqual([]);
    expect(left("Change the version number to '5.0.0'", 'TextField "Version"', '5.0.0')).toEqual([]);
  });

  it('a second quoted value nothing entered is left over, and not repeated (it may be a secret)', () => {
    expect(left("CC both 'lead@acme.test' and 'qa@acme.test'", 'TextField "CC"', 'lead@acme.test')).toEqual([
      'a quoted value',
    ]);
  });

  it('a control named by the verb explains the nouns it acts on, not their adjectives', () => {
    const did = 'click Button "Rename" in row: INV-2042';
    expect(
      unexplainedWords(
        'Rename the customer on INV-2042',
        tag('Rename the customer on INV-2042'),
        [did],
        'Rename',
      ),
    ).toEqual([]);
    const del = 'Delete the draft invoice';
    expect(unexplainedWords(del, tag(del), ['click Button "Delete"'], 'Delete')).toEqual(['draft']);
    const add = "Add a new customer named 'Zoe Park'";
    expect(
      unexplainedWords(
        add,
        tag(add),
        ['add the given text at the end of SearchField "Type a keyword..."', 'Zoe Park'],
        'Type a keyword...',
      ),
    ).toEqual(['customer']);
  });

  it("a text step answers for its own value's words, not for the other values the clause quotes", () => {
    expect(ownPart("Log in with username 'vina' and password 'US'", 'vina')).toBe(
      "Log in with username 'vina'",
    );
    expect(ownPart("Type 'Ann' into the name", 'Ann')).toBe("Type 'Ann' into the name");
    const two = "Type 'Ann' and 'Bo' into the name";
    expect(unexplainedWords(two, tag(two), ['TextField "Name"', 'Ann'], 'Name', true)).toEqual([]);
  });

  it('"the editor" is explained by the unnamed text area the step typed into, not by a one-line field', () => {
    const step = { instruction: "type 'Dear Grace,' into the editor", text: 'Dear Grace,' };
    expect(leftAfter(step, 'textbox', '', { states: { multiline: true } })).toEqual([]);
    expect(leftAfter(step, 'textbox', '')).toEqual(['editor']);
  });

  it('"the empty text field" is explained by a field that held nothing when the step picked it', () => {
    const step = { instruction: "type 'Hopper' into the empty text field", text: 'Hopper' };
    expect(leftAfter(step, 'textbox', '', { value: '' })).toEqual([]);
    expect(leftAfter(step, 'textbox', '', { value: 'entry' })).toEqual(['empty']);
  });

  it('"the unchecked checkbutton" is explained by a check box that was unchecked when the step picked it', () => {
    const step = { instruction: 'tick the unchecked checkbutton' };
    expect(leftAfter(step, 'checkbox', 'checkbutton', { states: { checked: false } })).toEqual([]);
    expect(leftAfter(step, 'checkbox', 'checkbutton', { states: { checked: true } })).toEqual(['unchecked']);
  });
});

const CAPS = { backgroundKeys: true, backgroundMenus: true, modifiers: true, drag: true, hover: true };

// The words left over once a step acted on the one control of a window (GTK and Qt apps leave editors unnamed).
function leftAfter(
  step: { instruction: string; text?: string },
  role: RawNode['role'],
  label: string,
  control: { states?: Partial<NodeStates>; value?: string } = {},
): string[] {
  const snapshot = buildSnapshot({
    window: { id: 'w', app: 'A', title: 'Untitled' },
    nodes: [
      {
        role: 'window',
        platformRole: 'window',
        label: 'Untitled',
        states: defaultStates(),
        parent: null,
        handle: 'w',
      },
      {
        role,
        platformRole: role,
        label,
        states: defaultStates({ editable: role === 'textbox', ...control.states }),
        parent: 0,
        handle: 'c',
        ...(control.value !== undefined ? { value: control.value, valueExact: true } : {}),
      },
    ],
  });
  const { candidates } = buildCandidates(snapshot, { capabilities: CAPS });
  const kind = step.text !== undefined ? 'set_value' : 'toggle';
  const candidate = candidates.find((c) => c.kind === kind);
  const before: Observation = { snapshot, keys: [], candidates };
  const explained = candidateExplains(candidate, kind, before, step);
  const entering = step.text !== undefined;
  const { name, role: said } = candidate?.option ?? {};
  return unexplainedWords(step.instruction, tag(step.instruction), explained, name, entering, said);
}
