import { describe, expect, it } from 'vitest';
import { asksOnly } from '../intent.js';
import { removedItem } from './only.js';

describe('one choice alone', () => {
  it('hears "only", "solely", "nothing but", and not other words', () => {
    expect(asksOnly('Only deliver on Saturday')).toBe(true);
    expect(asksOnly('Deliver solely on Saturday')).toBe(true);
    expect(asksOnly('nothing but Saturday')).toBe(true);
    expect(asksOnly('Deliver on Saturday')).toBe(false);
    expect(asksOnly('Choose the lonely planet')).toBe(false);
    expect(asksOnly(undefined)).toBe(false);
  });

  it('reads the item a remove button takes off', () => {
    expect(removedItem('Remove Wednesday')).toBe('Wednesday');
    expect(removedItem('Remove item: Bug')).toBe('Bug');
    expect(removedItem('Deselect  New Zealand')).toBe('New Zealand');
    expect(removedItem('Remove')).toBeNull();
    expect(removedItem('Save')).toBeNull();
  });
});
