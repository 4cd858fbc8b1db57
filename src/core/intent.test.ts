import { describe, expect, it } from 'vitest';
import { asksToHover, asksToOpen, asksToRemove, namedValues, sortOrder, wordsBeyond } from './intent.js';

describe('what the words ask beyond a control', () => {
  it('tells words that open or press from words that ask for an end state', () => {
    expect(asksToOpen('Open the account menu')).toBe(true);
    expect(asksToOpen('right-click the row')).toBe(true);
    expect(asksToOpen('Go to the Sharing tab')).toBe(true);
    expect(asksToOpen('Remove the Bug label')).toBe(false);
    expect(asksToOpen('Pick December 18, 2026 as the departure date')).toBe(false);
    expect(asksToOpen('Country: United Kingdom')).toBe(false);
  });

  it('tells words that take something away', () => {
    expect(asksToRemove('Delete the team')).toBe(true);
    expect(asksToRemove('please remove Wednesday from the delivery days')).toBe(true);
    expect(asksToRemove('get rid of the Bug label')).toBe(true);
    expect(asksToRemove('Show the deleted items')).toBe(false);
    expect(asksToRemove('Undo the delete')).toBe(false);
  });

  it('tells words that only rest the pointer on a control', () => {
    expect(asksToHover('Hover over the Archive button')).toBe(true);
    expect(asksToHover('hover Preferences')).toBe(true);
    expect(asksToHover('Move the mouse over Export')).toBe(true);
    expect(asksToHover('mouseover the info icon')).toBe(true);
    expect(asksToHover('Point at the Share button to see its tooltip')).toBe(true);
    expect(asksToHover('Move the slider to 70')).toBe(false);
    expect(asksToHover('Click Export')).toBe(false);
    expect(asksToHover('Point the camera at the door')).toBe(false);
  });

  it('reads the sort order the words ask for', () => {
    expect(sortOrder('Show the customers with the most orders first')).toBe('descending');
    expect(sortOrder('Sort the invoices by amount, biggest first')).toBe('descending');
    expect(sortOrder('Sort by name, Z to A')).toBe('descending');
    expect(sortOrder('cheapest last, most expensive first')).toBe('descending');
    expect(sortOrder('Sort by date, oldest first')).toBe('ascending');
    expect(sortOrder('Sort ascending by Age')).toBe('ascending');
    expect(sortOrder('Sort by Age')).toBeUndefined();
  });

  it('names the values a click must account for: quoted spans and numbers, not ordinals or parts of names', () => {
    expect(namedValues('Show 20 rows per page')).toEqual(['20']);
    expect(namedValues('Pick December 18, 2026 as the departure date')).toEqual(['18', '2026']);
    expect(namedValues("Add the 'Refund request' label")).toEqual(['refund request']);
    expect(namedValues('Open the 2nd tab')).toEqual([]);
    expect(namedValues('Select invoice INV-0003')).toEqual([]);
    expect(namedValues('Change the start time to 10:30')).toEqual(['10:30']);
  });

  it('lists the content words a control text leaves out', () => {
    expect(wordsBeyond('Remove the Bug label', 'Labels')).toEqual(['remove', 'bug']);
    expect(wordsBeyond('Open the Labels', 'Labels')).toEqual(['open']);
  });
});
