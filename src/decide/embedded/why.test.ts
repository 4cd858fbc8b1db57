import { describe, expect, it } from 'vitest';
import type { ChoiceAnswer, Json, SystemOneRequest } from '../../core/decision/systemone.js';
import { DEFAULT_GATE } from '../../core/decision/gate.js';
import { validateResponse } from '../answers.js';
import { createEmbeddedDecider } from './index.js';

// The confident wrong picks of issue 13, each as a System One request phrased the way another client would
// write it: sentences or JSON objects as options, ARIA or AT-SPI role words, labels of its own.
const decider = createEmbeddedDecider();
const signal = new AbortController().signal;

async function pick(state: Json, criteria: Record<string, Json>): Promise<ChoiceAnswer> {
  const request: SystemOneRequest = {
    model: 'any',
    state,
    questions: { q: { type: 'choice', instructions: 'Which element should be used?', criteria } },
  };
  const response = validateResponse(request, (await decider.decide(request, { signal })).response);
  return response.answers.q as ChoiceAnswer;
}

const invoiceRows = (): Record<string, Json> => {
  const rows: Record<string, Json> = {};
  for (let i = 1; i <= 50; i += 1) {
    const id = `INV-${String(i).padStart(4, '0')}`;
    rows[`e${2 * i}`] = { role: 'button', name: 'Edit', row: `${id} · Acme Corp · $${100 + i}.00` };
    rows[`e${2 * i + 1}`] = { role: 'button', name: 'Delete', row: `${id} · Acme Corp · $${100 + i}.00` };
  }
  return rows;
};

describe('the embedded decider on the examples of issue 13', () => {
  it('answers none for "Click Edit on the 150th invoice, INV-0150" when page 1 lists INV-0001…0050', async () => {
    const answer = await pick(
      { instruction: 'Click Edit on the 150th invoice, INV-0150 (it is not on the first page)' },
      { ...invoiceRows(), e200: { role: 'link', name: 'Next page' }, none: 'no element fits' },
    );
    expect(answer.choice).toBe('none');
  });

  it('still picks Edit on a listed row ("Click Edit on invoice INV-0042")', async () => {
    const answer = await pick(
      { instruction: 'Click Edit on invoice INV-0042' },
      { ...invoiceRows(), none: 'no element fits' },
    );
    expect(answer.choice).toBe('e84');
  });

  it('types into the search box, not the Search button ("Type milk into the search box")', async () => {
    const answer = await pick(
      { task: 'Type milk into the search box', url: 'https://shop.example/' },
      {
        'el-1': { role: 'searchbox', name: 'Search products', placeholder: 'Search…' },
        'el-2': { role: 'button', name: 'Search' },
        'el-3': { role: 'link', name: 'Cart (0)' },
        'el-4': { role: 'combobox', name: 'Category', value: 'All' },
        none: 'nothing here does it',
      },
    );
    expect(answer.choice).toBe('el-1');
  });

  it.each([
    ["Don't Save", 'Save'],
    ['Close without Saving', 'Save As…'],
    ['Discard', 'Save'],
  ])('closes without keeping the changes: %s, not %s', async (discard, save) => {
    const answer = await pick(
      { goal: 'Close it without keeping the changes', window: 'Text Editor — notes.txt (modified)' },
      {
        '1': `push button '${save}'`,
        '2': `push button '${discard}'`,
        '3': "push button 'Cancel'",
        none: 'none of these',
      },
    );
    expect(answer.choice).toBe('2');
  });

  it('uses the menu command for "Choose View > Show Sidebar", not a toolbar button', async () => {
    const answer = await pick(
      { instruction: 'Choose View > Show Sidebar' },
      {
        a: { role: 'toggle button', name: 'Sidebar', parent: 'toolbar' },
        b: { role: 'check menu item', name: 'Show Sidebar', path: ['View', 'Show Sidebar'] },
        c: { role: 'menu item', name: 'Zoom In', path: ['View', 'Zoom In'] },
        d: { role: 'push button', name: 'Show Preview', parent: 'toolbar' },
        none: 'none',
      },
    );
    expect(answer.choice).toBe('b');
  });

  it('reads "reply too all" as Reply All', async () => {
    const answer = await pick(
      { instruction: 'reply too all' },
      {
        r1: { role: 'button', name: 'Reply' },
        r2: { role: 'button', name: 'Reply All' },
        r3: { role: 'button', name: 'Forward' },
        r4: { role: 'button', name: 'Archive' },
        none: 'none',
      },
    );
    expect(answer.choice).toBe('r2');
  });

  it('confirms the deletion with "Delete invoice", not Cancel', async () => {
    const answer = await pick(
      { instruction: 'Confirm the deletion', dialog: 'Delete invoice INV-0007? This cannot be undone.' },
      {
        x: { role: 'button', name: 'Delete invoice', within: 'dialog: Delete invoice?' },
        y: { role: 'button', name: 'Cancel', within: 'dialog: Delete invoice?' },
        none: 'none',
      },
    );
    expect(answer.choice).toBe('x');
  });

  it('steps a slider towards the number the words name ("Set the Font size slider to 24" from 14)', async () => {
    const step = (direction: string): Json => ({
      kind: 'step',
      role: 'Slider',
      name: 'Font size',
      current_value: '14',
      direction,
    });
    const up = await pick(
      { instruction: 'Set the Font size slider to 24' },
      { a: step('down'), b: step('up'), none: 'none' },
    );
    const down = await pick(
      { instruction: 'Set the Font size slider to 9' },
      { a: step('down'), b: step('up'), none: 'none' },
    );
    expect([up.choice, down.choice]).toEqual(['b', 'a']);
  });

  it('enters a quoted value into the one text field ("Enter "X" into the text field")', async () => {
    const answer = await pick(
      { instruction: 'Enter "X" into the text field' },
      {
        f: { role: 'textbox', name: '', placeholder: 'Type here' },
        b: { role: 'button', name: 'Submit' },
        l: { role: 'link', name: 'Home' },
        none: 'none',
      },
    );
    expect(answer.choice).toBe('f');
  });
});

describe('the embedded decider on words that only look like a name', () => {
  const trip = (): Record<string, Json> => ({
    from: { role: 'textbox', name: 'From', section: 'Flights' },
    to: { role: 'textbox', name: 'To', section: 'Flights' },
    search: { role: 'button', name: 'Search flights' },
    remember: { role: 'checkbox', name: 'Remember me' },
    none: 'none',
  });

  it('does not read the preposition of "jump to …" as the "To" field', async () => {
    const answer = await pick({ instruction: 'jump to my bookings' }, trip());
    expect(answer.choice).not.toBe('to');
    expect(answer.probabilities.to ?? 0).toBeLessThan(0.2);
  });

  it('still finds the "To" field when the words use it as a name', async () => {
    const said = await pick({ instruction: 'type Paris into the To field' }, trip());
    const lower = await pick({ instruction: 'click into to' }, trip());
    expect([said.choice, lower.choice]).toEqual(['to', 'to']);
  });

  it('does not read "mode" as the calculator\'s mod key ("switch to Advanced mode", gnome-calculator)', async () => {
    const keypad = {
      mod: { role: 'push button', name: 'mod' },
      sin: { role: 'push button', name: 'sin' },
      undo: { role: 'push button', name: 'Undo' },
      mode: { role: 'menu button', name: 'Basic' },
      none: 'none',
    };
    expect((await pick({ instruction: 'switch to Advanced mode' }, keypad)).choice).toBe('none');
    expect((await pick({ instruction: 'press the mod key' }, keypad)).choice).toBe('mod');
  });

  it('reads a misspelt word as the option word it stands for, in names too ("tap save drfat")', async () => {
    const answer = await pick(
      { instruction: 'tap save drfat' },
      {
        save: { role: 'button', name: 'Save' },
        draft: { role: 'button', name: 'Save draft' },
        discard: { role: 'button', name: 'Discard' },
        none: 'none',
      },
    );
    expect(answer.choice).toBe('draft');
  });
  it("does not set LibreOffice's Font Name for \"type 'C3' into the Name Box\" (the Name Box has no name)", async () => {
    // LibreOffice 7.4's Name Box is an unnamed field; "Name" is one word of the toolbar group "Font Name".
    const answer = await pick(
      { instruction: "type 'C3' into the Name Box" },
      {
        c1: {
          kind: 'set_value',
          role: 'TextField',
          current_value: 'A1',
          within: ['toolbar: Formula Tool Bar'],
        },
        c2: {
          kind: 'set_value',
          role: 'TextField',
          current_value: 'DejaVu Sans',
          within: ['group: Font Name', 'toolbar: Formatting'],
        },
        c3: {
          kind: 'set_value',
          role: 'TextField',
          current_value: '10 pt',
          within: ['group: Font Size', 'toolbar: Formatting'],
        },
        c4: { kind: 'click', role: 'Button', name: 'Bold', within: ['toolbar: Formatting'] },
        none: 'none',
      },
    );
    expect(answer.probabilities.c2 ?? 0).toBeLessThan(DEFAULT_GATE.strict);
    // A name said in title case keeps its role word, but a control with that whole name is still found.
    const found = await pick(
      { instruction: "Type 'x' into the Search Box" },
      {
        a: { kind: 'click', role: 'Button', name: 'Search' },
        b: { kind: 'set_value', role: 'TextField', name: 'Search' },
        c: { kind: 'set_value', role: 'TextField', name: 'Title' },
        none: 'none',
      },
    );
    expect(found.choice).toBe('b');
    expect(found.probabilities.b ?? 0).toBeGreaterThan(DEFAULT_GATE.strict);
  });
});
