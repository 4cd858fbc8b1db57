import { describe, expect, it } from 'vitest';
import { destructiveReason, isSecretField } from './safety.js';
import { defaultStates } from './snapshot.js';

const d = (label: string, extra: Partial<Parameters<typeof destructiveReason>[0]> = {}) =>
  destructiveReason({ role: 'button', label, ...extra });

describe('destructive detection', () => {
  it('flags English words as whole words, from label, identifier or help', () => {
    expect(d('Delete note')).toBe('delete');
    expect(d('Publish')).toBe('publish');
    expect(d('Pay now')).toBe('pay now');
    expect(d('Send')).toBe('send');
    expect(d('Go', { identifier: 'removeItem' })).toBe('remove');
    expect(d('Go', { help: 'Sign out of this device' })).toBe('sign out');
    expect(d('Sender')).toBeNull();
    expect(d('Save')).toBeNull();
  });

  it('flags Japanese words', () => {
    expect(d('削除')).toBe('削除');
    expect(d('送信する')).toBe('送信');
  });

  it('never flags text entry or toggles', () => {
    expect(destructiveReason({ role: 'textbox', label: 'Delete reason' })).toBeNull();
    expect(destructiveReason({ role: 'checkbox', label: 'Delete after reading' })).toBeNull();
  });

  it('keeps the exemptions: key labels, keypad clears, a dialog’s own Close, Replace… and app-level Hide only', () => {
    expect(d('close paren')).toBeNull();
    expect(d('Clear', { onKeypad: true })).toBeNull();
    expect(d('Delete', { onKeypad: true })).toBeNull();
    expect(d('Close', { dismissesPopover: true })).toBeNull();
    expect(d('Close')).toBe('close');
    expect(d('Replace…')).toBeNull();
    expect(d('Replace All', { instruction: 'replace foo with bar' })).toBeNull();
    expect(d('Replace All', { instruction: 'replace foo', within: ['dialog: Find'] })).toBe('replace');
    expect(d('Hide sidebar')).toBeNull();
    expect(d('Hide Others')).toBe('hide');
  });
});

describe('secret fields', () => {
  const field = (label: string, extra: object = {}) => ({ label, states: defaultStates(), ...extra });
  it('finds credentials by state, autocomplete or label', () => {
    expect(isSecretField(field('x', { states: defaultStates({ secret: true }) }))).toBe(true);
    expect(isSecretField(field('x', { autocomplete: 'one-time-code' }))).toBe(true);
    expect(isSecretField(field('Password'))).toBe(true);
    expect(isSecretField(field('Card number'))).toBe(true);
    expect(isSecretField(field('CVC'))).toBe(true);
    expect(isSecretField(field('One-time code'))).toBe(true);
    expect(isSecretField(field('PIN'))).toBe(true);
  });
  it('treats every card autocomplete token as secret, the holder name too', () => {
    for (const token of [
      'cc-name',
      'cc-given-name',
      'cc-family-name',
      'cc-type',
      'cc-exp-month',
      'cc-exp-year',
    ])
      expect(isSecretField(field('x', { autocomplete: `section-pay billing ${token}` }))).toBe(true);
    expect(isSecretField(field('Name on card'))).toBe(true);
    expect(isSecretField(field('Cardholder'))).toBe(true);
    expect(isSecretField(field('x', { autocomplete: 'name' }))).toBe(false);
    expect(isSecretField(field('x', { autocomplete: 'acc-name' }))).toBe(false);
  });
  it('matches short hints as whole words only', () => {
    expect(isSecretField(field('Shipping address'))).toBe(false);
    expect(isSecretField(field('Spinner speed'))).toBe(false);
    expect(isSecretField(field('Name'))).toBe(false);
  });
});
