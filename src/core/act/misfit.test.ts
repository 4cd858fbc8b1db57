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

  it('takes a switch the words name, whatever their verb', () => {
    expect(toggle('close the sidebar', 'Show Sidebar')).toBeNull();
    expect(toggle('open links in a new tab', 'Open links in new tab')).toBeNull();
    expect(toggle('turn off the tips', 'Show tips on startup')).toBeNull();
  });
});
