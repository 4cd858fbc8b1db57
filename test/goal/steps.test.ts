// Unit tests of how a goal becomes steps (one per value, one per list item) and of the verdict over their reports.
import { describe, expect, it } from 'vitest';
import type { ClauseReport } from '../../src/goal/env.js';
import { goalSteps, namesAction } from '../../src/goal/steps.js';
import { loadWordTagger, verbTagger } from '../../src/goal/tagger.js';
import { verdictOf } from '../../src/goal/verdict.js';

const stepsOf = (goal: string) => goalSteps(goal).map((g) => g.steps);

describe('goal steps', () => {
  it('gives each value its own step, in the order of the fields the clause names', () => {
    expect(
      stepsOf('Enter the username "vina" and the password "US" into the text fields, then press login'),
    ).toEqual([
      [
        { instruction: 'Enter "vina" into the username', text: 'vina', field: 'the username' },
        { instruction: 'Enter "US" into the password', text: 'US', field: 'the password' },
      ],
      [{ instruction: 'press login' }],
    ]);
    expect(stepsOf("Fill in name 'Ann', email 'a@b.c' and city 'Oslo'")[0]).toEqual([
      { instruction: "Fill name with 'Ann'", text: 'Ann', field: 'name' },
      { instruction: "Fill email with 'a@b.c'", text: 'a@b.c', field: 'email' },
      { instruction: "Fill city with 'Oslo'", text: 'Oslo', field: 'city' },
    ]);
    expect(stepsOf("Type 'Ann' as the name and 'Oslo' as the city")[0]).toEqual([
      { instruction: "Type 'Ann' into the name", text: 'Ann', field: 'the name' },
      { instruction: "Type 'Oslo' into the city", text: 'Oslo', field: 'the city' },
    ]);
    expect(stepsOf("Set the title 'Q3' and the owner 'Ada'")[0]).toEqual([
      { instruction: "Set the title to 'Q3'", text: 'Q3', field: 'the title' },
      { instruction: "Set the owner to 'Ada'", text: 'Ada', field: 'the owner' },
    ]);
  });

  it('keeps one step where a second quote names the old value or the field', () => {
    expect(stepsOf("change the size from 'Small' to 'Large'")).toEqual([
      [{ instruction: "change the size from 'Small' to 'Large'", text: 'Large' }],
    ]);
    expect(stepsOf("type 'Grace' into 'Name'")).toEqual([
      [{ instruction: "type 'Grace' into 'Name'", text: 'Grace' }],
    ]);
  });

  it('keeps a value the clause cannot place as a step that is reported, never entered', () => {
    expect(stepsOf("Log in with username 'vina' and password 'US'")).toEqual([
      [
        { instruction: "Log in with username 'vina' and password 'US'", text: 'vina' },
        { instruction: "enter password 'US'", text: 'US', unplaced: true },
      ],
    ]);
    expect(stepsOf("rename 'Old' to 'New'")).toEqual([
      [{ instruction: "rename 'Old' to 'New'", text: 'New' }],
    ]);
    expect(stepsOf("type 'a' and 'b' into Notes")).toEqual([
      [
        { instruction: "type 'a' and 'b' into Notes", text: 'a' },
        { instruction: "type 'b'", text: 'b', unplaced: true },
      ],
    ]);
  });

  it('gives every item the plural noun after the last ("add the Bug and Urgent tags"), and keeps two names apart', () => {
    expect(stepsOf('add the Bug and Urgent tags')).toEqual([
      [{ instruction: 'add the Bug tag' }, { instruction: 'add the Urgent tag' }],
    ]);
    expect(stepsOf('select the Red, Green and Blue categories')).toEqual([
      ['Red', 'Green', 'Blue'].map((x) => ({ instruction: `select the ${x} category` })),
    ]);
    expect(stepsOf('tick the Wi-Fi and Pool boxes')).toEqual([
      [{ instruction: 'tick the Wi-Fi box' }, { instruction: 'tick the Pool box' }],
    ]);
    expect(stepsOf('tick Wrap lines and Line numbers')).toEqual([
      [{ instruction: 'tick Wrap lines' }, { instruction: 'tick Line numbers' }],
    ]);
  });

  it('applies a verb over a list to each item, carrying a trailing "in the …" to each', () => {
    expect(stepsOf('Select A, B, C, D and E')).toEqual([
      ['A', 'B', 'C', 'D', 'E'].map((x) => ({ instruction: `Select ${x}` })),
    ]);
    expect(goalSteps('tick Olives and Basil in the toppings list')).toEqual([
      {
        clause: { instruction: 'tick Olives and Basil in the toppings list' },
        steps: [
          { instruction: 'tick Olives in the toppings list' },
          { instruction: 'tick Basil in the toppings list' },
        ],
        list: 'Olives and Basil',
      },
    ]);
    expect(stepsOf("choose 'Red', 'Green' or 'Blue'")).toEqual([
      [
        { instruction: "choose 'Red'", text: 'Red' },
        { instruction: "choose 'Green'", text: 'Green' },
        { instruction: "choose 'Blue'", text: 'Blue' },
      ],
    ]);
    expect(stepsOf("tick Bob's and Ann's")).toEqual([
      [{ instruction: "tick Bob's" }, { instruction: "tick Ann's" }],
    ]);
    expect(stepsOf('click Save')).toEqual([[{ instruction: 'click Save' }]]);
  });
});

describe('the verdict of a clause run', () => {
  const step = (instruction: string, status: string, code?: string): ClauseReport => ({
    instruction,
    status,
    message: '',
    ...(code ? { code } : {}),
  });

  it('is done only when every step is done', () => {
    expect(verdictOf([step('a', 'done'), step('b', 'done')], 2)).toEqual({
      outcome: 'done',
      why: 'all 2 clauses done',
      answer: 'Did all 2 steps of the goal, each verified.',
    });
    expect(verdictOf([step('a', 'done'), step('b', 'unverified')], 2)).toEqual({
      outcome: 'unverified',
      why: '1 of 2 steps verified; missing: b → unverified',
      answer: 'Not done: 1 of 2 steps verified; missing: b → unverified.',
    });
  });

  it('counts a press that opened a dialog as done once the next step, in that dialog, is done', () => {
    // SweetAlert2: "Delete INV-2043 and confirm the deletion"; the first press only asks "Delete INV-2043?".
    const asked = { ...step('Delete INV-2043', 'unverified'), awaits: 'dialog' as const };
    expect(verdictOf([asked, step('confirm the deletion', 'done')], 2).outcome).toBe('done');
    expect(verdictOf([asked], 1).outcome).toBe('unverified');
    expect(verdictOf([asked, step('confirm the deletion', 'not_found')], 2).outcome).not.toBe('done');
  });

  it('follows the first step that did not land and names every missing one, redacting credentials', () => {
    const v = verdictOf(
      [
        step('Enter "vina" into the username', 'done'),
        step('Enter "US" into the password', 'refused', 'secret_field'),
        step('press login', 'not run'),
      ],
      2,
    );
    expect(v.outcome).toBe('refused');
    expect(v.why).toBe(
      '1 of 3 steps verified; missing: Enter "[redacted]" into the password → refused (secret_field); press login → not run',
    );
    expect(verdictOf([step('a', 'ambiguous'), step('b', 'no_effect')], 1).outcome).toBe('low confidence');
  });
});

// Found by the goal ladder on third-party pages (npm run wild:goals): a second verb the word list lacked kept two
// requests in one clause, its one act landed, and the run said done (5 false dones in 66 goals).
describe('goal steps with the part-of-speech tagger', () => {
  const tagged = async (goal: string) =>
    goalSteps(goal, verbTagger(await loadWordTagger())).map((g) => g.steps);
  const instructions = async (goal: string) => (await tagged(goal)).flat().map((s) => s.instruction);

  it('starts a clause at any lower-case verb after "and" or a comma', async () => {
    expect(await instructions("Filter the Name column by 'Ada' and sort by Age")).toEqual([
      "Filter the Name column by 'Ada'",
      'sort by Age',
    ]);
    expect(await instructions("Enter 'Lisbon' as the destination and make it 3 travellers")).toEqual([
      "Enter 'Lisbon' as the destination",
      'make it 3 travellers',
    ]);
    expect(await instructions('Open Sharing and share all photos')).toEqual([
      'Open Sharing',
      'share all photos',
    ]);
    expect(
      await instructions("Choose Borealis as the room, title it 'Design sync' and book the room"),
    ).toEqual(['Choose Borealis as the room', "title it 'Design sync'", 'book the room']);
    expect(
      await instructions('Upload photos in Original quality and allow backups over mobile data'),
    ).toEqual(['Upload photos in Original quality', 'allow backups over mobile data']);
  });

  it('starts a clause after "after that", "afterwards" and "followed by"', async () => {
    expect(await instructions("Type 'Al' in the Name filter, after that sort by Age")).toEqual([
      "Type 'Al' in the Name filter",
      'sort by Age',
    ]);
    expect(await instructions('Open Billing and afterwards turn on annual billing')).toEqual([
      'Open Billing',
      'turn on annual billing',
    ]);
    expect(await instructions('Search flights, followed by Book now')).toEqual([
      'Search flights',
      'Book now',
    ]);
  });

  it('keeps names and objects whole: nouns, and capitalised words that could be verbs', async () => {
    expect(await instructions('Search for salt and pepper')).toEqual(['Search for salt and pepper']);
    expect(await instructions('Tick Email, Call and Text')).toEqual(['Tick Email', 'Tick Call', 'Tick Text']);
    expect(await instructions('Select Cheese, Olives and Basil')).toEqual([
      'Select Cheese',
      'Select Olives',
      'Select Basil',
    ]);
  });

  it('drops assent said along the way ("and yes, I\'m sure: go ahead"), never a control\'s name', async () => {
    expect(await instructions("Remove invoice INV-2044, and yes, I'm sure: go ahead and confirm it")).toEqual(
      ['Remove invoice INV-2044', 'confirm it'],
    );
    expect(await instructions('Click Save, ok?')).toEqual(['Click Save']);
    expect(await instructions('Click OK')).toEqual(['Click OK']);
    expect(await instructions("Tick I'm sure")).toEqual(["Tick I'm sure"]);
    expect(await instructions("Set the answer to 'yes'")).toEqual(["Set the answer to 'yes'"]);
  });

  it("gives \"set A to 'x' and B to 'y'\" a step per value, and a verb over quoted items a step per item", async () => {
    expect(await tagged("Set Name to 'Grace Hopper' and Email to 'grace@navy.mil', then click Save")).toEqual(
      [
        [
          { instruction: "Set Name to 'Grace Hopper'", text: 'Grace Hopper', field: 'Name' },
          { instruction: "Set Email to 'grace@navy.mil'", text: 'grace@navy.mil', field: 'Email' },
        ],
        [{ instruction: 'click Save' }],
      ],
    );
    expect(await instructions("Add 'Bug' and 'Docs' to Tags")).toEqual([
      "Add 'Bug' to Tags",
      "Add 'Docs' to Tags",
    ]);
    expect(await instructions("Remove 'Bug' and 'Docs' from Tags")).toEqual([
      "Remove 'Bug' from Tags",
      "Remove 'Docs' from Tags",
    ]);
  });
});

describe('a destructive control named by the step', () => {
  it('runs when the step names the control or what makes it destructive, in any form', () => {
    expect(namesAction('confirm the deletion', 'click Button "Yes, delete it"')).toBe(true);
    expect(namesAction('Remove invoice INV-2044', 'click Button "Delete" in row: INV-2044')).toBe(true);
    expect(namesAction('Open invoice INV-2044', 'click Button "Delete" in row: INV-2044')).toBe(false);
    expect(namesAction('send the invitation', 'click Button "Send invitation"')).toBe(true);
    expect(namesAction("click 'Delete note'", 'click Button "Delete note"')).toBe(true);
  });

  it('runs a key press the step names by its key, Enter being Return ("press Enter to evaluate it")', () => {
    expect(namesAction('press Enter to evaluate it', 'press Return')).toBe(true);
    expect(namesAction('hit the Return key', 'press Return')).toBe(true);
    expect(namesAction('press the space bar', 'press Space')).toBe(true);
    expect(namesAction("enter '12*7' in the editor", 'press Return')).toBe(false);
    expect(namesAction('evaluate it', 'press Return')).toBe(false);
    expect(namesAction('press Escape', 'press Return')).toBe(false);
  });

  it('does not run when the step names something else', () => {
    expect(namesAction('confirm', 'click Button "Yes, delete it"')).toBe(false);
    expect(namesAction('save the invitation', 'click Button "Send invitation"')).toBe(false);
    expect(namesAction('close the sender list', 'click Button "Send"')).toBe(false);
    expect(namesAction('confirm', 'click Button "OK"')).toBe(false);
  });
});
