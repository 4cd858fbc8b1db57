import { describe, expect, it } from 'vitest';
import type { Candidate } from '../candidates/types.js';
import type { UiNode } from '../snapshot.js';
import { notTheStep } from './misfit.js';

const button = (label: string): UiNode =>
  ({ index: 1, role: 'button', label, within: [], states: {} }) as unknown as UiNode;
const click = (kind: Candidate['kind'] = 'click'): Candidate => ({ id: 'c1', kind }) as Candidate;
const misfit = (words: string, label: string, kind: Candidate['kind'] = 'click'): string | null =>
  notTheStep(words, click(kind), button(label), {}, { id: 'c1', kind, does: `click Button "${label}"` });

describe('notTheStep: the control the words say to use', () => {
  it('refuses a click on another control than the one said by name at the end ("confirm with OK")', () => {
    // UIkit's modal page with no dialog open: its "Confirm" button opened the confirm dialog, said done.
    expect(misfit('confirm with OK', 'Confirm')).toBe(
      'the words say to do it with "ok", and click Button "Confirm" is not that',
    );
    expect(misfit("close it by clicking 'Done'", 'Close')).not.toBeNull();
    expect(misfit('close the dialog with the Cancel button', 'Close')).not.toBeNull();
  });

  it('takes the control that holds those words', () => {
    expect(misfit('confirm with OK', 'OK')).toBeNull();
    expect(misfit('Sign in with Google', 'Sign in with Google')).toBeNull();
    expect(misfit("close it by clicking 'Done'", 'Done')).toBeNull();
  });

  it('reads no control in words that do not name one, nor for a text or a key', () => {
    expect(misfit('sign in with my account', 'Sign in')).toBeNull();
    expect(misfit('fill the name with Grace', 'Name', 'set_value')).toBeNull();
    expect(misfit('submit it with Enter', 'Return', 'key')).toBeNull();
    expect(misfit('confirm the order', 'Confirm')).toBeNull();
  });
});

describe('notTheStep: words that give what to put in place of something', () => {
  it('refuses a command for "replace X with Y" that does not hold Y (FeatherPad\'s Search > Replace)', () => {
    expect(misfit('replace the search text with gamma', 'Replace')).toContain(
      '"gamma" in place of something',
    );
    expect(misfit('swap the title for Draft 2', 'Swap')).not.toBeNull();
  });

  it('takes a command that holds what to put, and a text step', () => {
    expect(misfit('replace the logo with the dark version', 'Dark version')).toBeNull();
    expect(misfit('replace the search text with gamma', 'Search', 'set_value')).toBeNull();
    expect(misfit('replace all', 'Replace All')).toBeNull();
  });
});

describe('notTheStep: a switch for words that ask for something else', () => {
  const toggle = (words: string, label: string): string | null =>
    notTheStep(
      words,
      click('toggle'),
      { ...button(label), role: 'checkbox' } as UiNode,
      {},
      {
        id: 'c1',
        kind: 'toggle',
        does: `switch CheckBox "${label}" on or off`,
      },
    );

  it('refuses a switch for "close the tip" when the words do not say its name', () => {
    // LibreOffice's Tip of the Day: "already on; nothing needed doing", done, with the dialog still open.
    expect(toggle('close the tip', 'Show tips on startup')).toBe(
      'the words ask to close; switching CheckBox "Show tips on startup" does not',
    );
    expect(toggle('open the settings', 'Show tips on startup')).not.toBeNull();
  });

  it('refuses a switch for a place to put something that its name does not say ("put the tabs at the bottom")', () => {
    // FeatherPad's preferences: "Start with side-pane mode" ticked, done, the tabs left at the top.
    expect(toggle('put the tabs at the bottom', 'Start with side-pane mode')).toBe(
      'the words say to put something at the bottom; switching CheckBox "Start with side-pane mode" does not',
    );
    expect(toggle('show the tabs at the bottom', 'Show tabs at the bottom')).toBeNull();
    expect(toggle('keep the window on top', 'Always on top')).toBeNull();
  });

  it('refuses a tab for words that name a number it does not hold ("show a margin at column 100")', () => {
    const tab = (label: string): UiNode =>
      ({ index: 1, role: 'tab', label, within: [], states: {} }) as unknown as UiNode;
    const pick = (words: string, label: string) =>
      notTheStep(
        words,
        click(),
        tab(label),
        {},
        {
          id: 'c1',
          kind: 'click',
          does: `click Tab "${label}"`,
        },
      );
    expect(pick('show a margin at column 100', 'View')).toBe(
      'the words name a number (100), which Tab "View" cannot hold',
    );
    expect(pick('open tab 2', 'Tab 2')).toBeNull();
    expect(pick('open the Details tab', 'Details')).toBeNull();
  });

  it('takes a switch the words name, whatever their verb', () => {
    expect(toggle('close the sidebar', 'Show Sidebar')).toBeNull();
    expect(toggle('open links in a new tab', 'Open links in new tab')).toBeNull();
    expect(toggle('turn off the tips', 'Show tips on startup')).toBeNull();
  });
});

describe("notTheStep: what a new user's trial found done wrongly (2026-12-06)", () => {
  const field = (value: string): UiNode =>
    ({ ...button('entry'), role: 'textbox', value }) as unknown as UiNode;
  const set = (words: string, value: string): string | null =>
    notTheStep(
      words,
      click('set_value'),
      field(value),
      {},
      { id: 'c1', kind: 'set_value', does: 'set TextField' },
    );

  it('refuses any single step for words that ask for every item but one', () => {
    // Shoelace, Ionic, Bootstrap: "untick everything except Wi-Fi" unticked Wi-Fi, or said it was already off.
    expect(misfit('untick everything except Wi-Fi', 'Wi-Fi', 'toggle')).toBe(
      'the words ask for every item but "wi-fi", which is more than one step: name each item to change',
    );
    expect(misfit('uncheck everything but Has attachment', 'Starred', 'toggle')).not.toBeNull();
    expect(misfit('untick all switches except Dark mode', 'Dark mode', 'toggle')).not.toBeNull();
    expect(misfit('select all', 'Select all')).toBeNull();
  });

  it('refuses a control that removes for words that do not ask to remove', () => {
    // Tabulator: "select the Green tea row" (allowed destructive) pressed the row's Remove button.
    expect(misfit('select the Green tea row', 'Remove')).toBe(
      'click Button "Remove" removes something, which the words do not ask',
    );
    expect(misfit('remove the Green tea row', 'Remove')).toBeNull();
    expect(misfit('confirm the deletion', 'Delete invoice')).toBeNull();
    expect(misfit('take Python off the list', 'Remove item')).toBeNull();
    expect(misfit('close it without keeping the changes', 'Discard')).toBeNull();
  });

  it('refuses a field with text for "the empty entry"', () => {
    // gtk4-widget-factory: the entry that read "entry" was overwritten.
    expect(set("enter 'grace' in the empty entry", 'entry')).not.toBeNull();
    expect(set("enter 'grace' in the empty entry", '')).toBeNull();
    expect(set("enter 'grace' in the entry", 'entry')).toBeNull();
    expect(set('add a blank line at the end', 'Dear Grace,')).toBeNull();
  });

  it('refuses a box for a number even when the words say a state too', () => {
    // mousepad: "show a margin at column 100" ticked "Long line margin at column:", the column stayed 80.
    const shown = {
      id: 'c1',
      kind: 'toggle' as const,
      does: 'switch CheckBox "Long line margin at column:" on or off',
    };
    const wanted = { number: 100, value: '100', state: 'on' as const };
    expect(
      notTheStep(
        'show a margin at column 100',
        click('toggle'),
        button('Long line margin at column:'),
        wanted,
        shown,
      ),
    ).not.toBeNull();
  });

  it('refuses a field that is not the one named before a colon ("Doctor: Dr Patel")', () => {
    // Ionic: typed over "Notes for the doctor"; "Checked bags: Two bags" into the search field.
    const field = (label: string, value: string): UiNode =>
      ({ ...button(label), role: 'textbox', value }) as unknown as UiNode;
    const shown = { id: 'c1', kind: 'set_value' as const, does: 'replace the whole text of TextArea' };
    const said = (words: string, label: string, value = ''): string | null =>
      notTheStep(words, click('set_value'), field(label, value), {}, shown);
    expect(said('Doctor: Dr Patel', 'Notes for the doctor', 'allergic to penicillin')).not.toBeNull();
    expect(said('Checked bags: Two bags', 'search text')).not.toBeNull();
    expect(said('Doctor: Dr Patel', 'Doctor')).toBeNull();
    expect(said('Name: Grace', 'Name', 'Ada')).toBeNull();
    expect(said('type: bye for now', 'Document', 'fox')).toBeNull();
    // The real-app suite's mousepad: a colon inside the quoted text names no field.
    expect(said("write 'Shopping list:' in the editor", 'Document')).toBeNull();
  });

  it('refuses the one control of its kind for words that count among several ("the third file")', () => {
    // Thunar: "select the third file" pressed its one "Search for Files…" toggle.
    const counted = (words: string, label: string, peers: string[]): string | null =>
      notTheStep(
        words,
        click(),
        button(label),
        {},
        { id: 'c1', kind: 'click', does: `click Button "${label}"` },
        false,
        () => peers,
      );
    expect(
      counted('select the third file', 'Search for Files...', ['Back', 'Search for Files...', 'Home']),
    ).toBe(
      'the words count the third of several, and click Button "Search for Files..." is the only one of its kind',
    );
    expect(counted('click the second Save button', 'Save', ['Save', 'Save', 'Cancel'])).toBeNull();
    expect(counted('open the second folder', 'docs', ['archive', 'docs', 'photos'])).toBeNull();
    expect(
      counted('fill the second address line', 'Second address line', ['Second address line']),
    ).toBeNull();
  });
});
