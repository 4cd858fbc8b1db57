import { describe, expect, it } from 'vitest';
import {
  forRange,
  impliedState,
  numberIn,
  quotedValues,
  readsWanted,
  wantedOf,
  wantedState,
  wantedStateBeside,
} from './wanted.js';

describe('the state a toggle is asked to have without a state verb', () => {
  it('clearing a box is unticking it; a box said with a denial is off', () => {
    expect(impliedState('clear the first checkbutton', 'checkbutton')).toBe('off');
    expect(impliedState('empty the Remember me box', 'Remember me')).toBe('off');
    expect(impliedState("don't use the infinite stack", 'infinite stack size')).toBe('off');
    expect(impliedState('Keep me signed in', 'Remember me')).toBe('on');
  });

  it('a quoted value said beside a list with no verb is chosen; one typed or searched is not', () => {
    expect(wantedOf("city 'Portland, ME'").choosing).toBe(true);
    expect(wantedOf("search 'milk'").choosing).toBeUndefined();
    expect(wantedOf("type 'milk' into the search box").choosing).toBeUndefined();
  });
});

describe('what the words ask the end state to be', () => {
  it('a number after "to" with its unit', () => {
    expect(wantedOf('Set the Font size slider to 24')).toEqual({
      value: '24',
      number: 24,
      source: 'number',
      choosing: true,
    });
    expect(wantedOf('set the zoom to 150%')).toMatchObject({ value: '150', number: 150 });
    expect(wantedOf('turn the volume down to 2.5 dB')).toMatchObject({ number: 2.5 });
  });

  it('a word value after "set", "change" or "switch … to" is chosen, as Tom Select must show it', () => {
    expect(wantedOf('Set the city to Denver')).toEqual({ value: 'Denver', source: 'choice', choosing: true });
    expect(wantedOf('Change the city to Portland, OR')).toEqual({
      value: 'Portland, OR',
      source: 'choice',
      choosing: true,
    });
    expect(wantedOf('Switch the plan to Enterprise')).toMatchObject({ value: 'Enterprise', choosing: true });
  });

  it('a value stated after a colon or an "is" ("name: Grace", "full name is Grace Hopper"), taken as written', () => {
    expect(wantedOf('name: Grace')).toEqual({ value: 'Grace', source: 'words', choosing: true });
    expect(wantedOf('full name is Grace Hopper')).toMatchObject({ value: 'Grace Hopper', source: 'words' });
    expect(wantedOf('append a new line: bye for now')).toMatchObject({ value: 'bye for now' });
    expect(wantedOf("Marie Curie's age should be 67")).toMatchObject({ value: '67', number: 67 });
    // A state, a question or a step after a colon is no value.
    expect(wantedOf('make sure Wrap Lines is on').value).toBeUndefined();
    expect(wantedOf('the dialog is open').value).toBeUndefined();
    expect(wantedOf('what is 12*7').value).toBeUndefined();
    expect(wantedOf('Note: click Save').value).toBeUndefined();
  });

  it('a tag or label named without quotes ("add the urgent tag", "label it as a refund request") is chosen', () => {
    expect(wantedOf('add the urgent tag')).toEqual({ value: 'urgent', source: 'choice', choosing: true });
    expect(wantedOf('tag it as urgent too')).toMatchObject({ value: 'urgent' });
    expect(wantedOf('label it as a refund request')).toMatchObject({ value: 'refund request' });
    expect(wantedOf('add the new tag').value).toBeUndefined();
    expect(wantedOf('mark it as read').value).toBeUndefined();
  });

  it("a range's end said in words wins over a number that describes the control", () => {
    expect(wantedOf('move the slider that goes from 0 to 4 to its last position')).toEqual({
      extreme: 'max',
    });
    expect(wantedOf('set the volume to its lowest setting')).toEqual({ extreme: 'min', choosing: true });
  });

  it('a number after "make it" (jQuery UI spinner: "Make it 3 travellers")', () => {
    expect(wantedOf('Make it 3 travellers')).toEqual({ value: '3', number: 3, source: 'number' });
    expect(wantedOf('set them to 4')).toMatchObject({ value: '4', number: 4 });
  });

  it('an expanded or collapsed state ("expand", "collapse"), and none from "open" or "fold the towels"', () => {
    expect(wantedOf("Expand 'How are seats billed?'").expanded).toBe(true);
    expect(wantedOf('Collapse the Billing section').expanded).toBe(false);
    expect(wantedOf('fold up the sidebar').expanded).toBe(false);
    expect(wantedOf('Open the Billing section').expanded).toBeUndefined();
    expect(wantedOf('Click Fold towels').expanded).toBeUndefined();
  });

  it('an on/off state said by a verb, after the control, as the state it should be in, or by showing and hiding', () => {
    expect(wantedState('uncheck Remember me')).toBe('off');
    expect(wantedState('turn Wrap Lines off')).toBe('off');
    expect(wantedState('make sure Wrap Lines is on')).toBe('on');
    expect(wantedState('make sure it is unchecked')).toBe('off');
    expect(wantedState('hide the Statusbar')).toBe('off');
    expect(wantedState('show line numbers')).toBe('on');
    expect(wantedState('press the togglebutton that is not pressed')).toBeUndefined();
    expect(wantedState('make sure the first togglebutton is not pressed')).toBe('off');
    expect(wantedState('the switch should stay unpressed')).toBe('off');
  });

  it('a past participle describes the control now, not the state asked for ("tick the unchecked box" is on)', () => {
    expect(wantedState('tick the unchecked checkbutton')).toBe('on');
    expect(wantedState('the disabled option, enable it')).toBe('on');
    expect(wantedState('untick the checked box')).toBe('off');
  });

  it("the control's own name is no state word: 'Hide location data' names the Hide … switch and asks nothing", () => {
    expect(
      wantedStateBeside('Hide location data on shared photos', 'Hide photo location data'),
    ).toBeUndefined();
    expect(wantedStateBeside('Disable animations', 'Disable animations')).toBeUndefined();
    expect(wantedStateBeside('turn off Hide photo location data', 'Hide photo location data')).toBe('off');
    expect(wantedStateBeside('turn off Wrap Lines', 'Wrap Lines')).toBe('off');
    expect(wantedStateBeside('make sure Wrap Lines is on', 'Wrap Lines')).toBe('on');
  });

  it('a star rating in words ("Give the app five stars")', () => {
    expect(wantedOf('Give the app five stars')).toMatchObject({ value: '5', number: 5, source: 'number' });
    expect(wantedOf('Give it three stars out of five')).toMatchObject({ value: '3', number: 3 });
  });

  it('a star rating', () => {
    expect(wantedOf('Rate it 4 stars')).toMatchObject({ value: '4', number: 4 });
  });

  it('a quoted value exactly as written, spaces kept', () => {
    expect(wantedOf("Choose 'Portland, ME' in City")).toEqual({
      value: 'Portland, ME',
      source: 'quoted',
      choosing: true,
    });
    expect(wantedOf('set Name to "  Grace Hopper "')).toMatchObject({ value: '  Grace Hopper ' });
    expect(wantedOf('Pick “Large” as the size')).toMatchObject({ value: 'Large' });
  });

  it('a quoted span that names a control on screen is not a value', () => {
    expect(wantedOf("Click 'Save'", undefined, (s) => s === 'Save')).toEqual({});
  });

  it('an apostrophe inside a word opens no quote', () => {
    expect(quotedValues("Don't save the file")).toEqual([]);
    expect(quotedValues("set the title to 'Bob's notes'")).toEqual(["Bob's notes"]);
  });

  it('an unquoted value between a typing verb and its field', () => {
    expect(wantedOf('Type milk into the search box')).toEqual({ value: 'milk', source: 'words' });
    expect(wantedOf('enter 42 in Age')).toMatchObject({ value: '42', number: 42 });
    expect(wantedOf('Enter the text into the text field')).toEqual({});
  });

  it('an unquoted option after a choosing verb', () => {
    expect(wantedOf('Choose 5ft 9in')).toEqual({ value: '5ft 9in', source: 'choice', choosing: true });
    expect(wantedOf('select Medium from Size')).toMatchObject({ value: 'Medium', source: 'choice' });
    expect(wantedOf('Select the Newsletter checkbox')).toEqual({ choosing: true });
    expect(wantedOf('Select all')).toEqual({ choosing: true });
  });

  it('a word value after "change/set X to" or "make them a" (Bootstrap selects: Plan, Role)', () => {
    expect(wantedOf('Change the plan to Enterprise')).toMatchObject({
      value: 'Enterprise',
      source: 'choice',
    });
    expect(wantedOf('Set the size to Large')).toMatchObject({ value: 'Large', source: 'choice' });
    expect(wantedOf('Make them an Editor')).toMatchObject({ value: 'Editor', source: 'choice' });
    expect(wantedOf('Switch to the Billing tab').value).toBeUndefined();
    expect(wantedOf('Change the volume to 70')).toMatchObject({ value: '70', number: 70, source: 'number' });
    expect(wantedOf('Make the title bold')).toMatchObject({ value: 'bold', source: 'choice' });
    expect(wantedOf('Make that line a Heading 1')).toMatchObject({ value: 'Heading 1', source: 'choice' });
    expect(wantedOf('Show 20 rows per page')).toMatchObject({ value: '20', number: 20, source: 'number' });
  });

  it('a range end, resolved once the control is known', () => {
    const w = wantedOf('Turn the brightness all the way up');
    expect(w).toEqual({ extreme: 'max' });
    expect(forRange(w, { min: 0, max: 100 })).toMatchObject({ value: '100', number: 100 });
    expect(forRange(wantedOf('set it to the minimum'), { min: 5 })).toMatchObject({ number: 5 });
    expect(forRange(w, undefined)).toEqual({ extreme: 'max' });
  });

  it('choosing words are marked', () => {
    expect(wantedOf("Add the 'Urgent' tag")).toEqual({ value: 'Urgent', source: 'quoted', choosing: true });
  });

  it('the caller text always wins', () => {
    expect(wantedOf('Set the slider to 24', '30')).toEqual({
      value: '30',
      number: 30,
      source: 'text',
      choosing: true,
    });
  });

  it('on and off states', () => {
    expect(wantedOf("Uncheck 'Remember me'", undefined, () => true)).toEqual({ state: 'off' });
    expect(wantedOf("Tick 'Remember me'")).toEqual({ state: 'on' });
    expect(wantedOf('Tick Newsletter')).toEqual({ state: 'on' });
    expect(wantedOf('turn off notifications')).toEqual({ state: 'off' });
    expect(wantedOf('Toggle dark mode')).toEqual({});
    expect(wantedOf('Click Checkout')).toEqual({});
  });

  it('readings compare numerically when both are numbers', () => {
    expect(readsWanted('24px', { value: '24', number: 24 })).toBe(true);
    expect(readsWanted('15px', { value: '24', number: 24 })).toBe(false);
    expect(readsWanted('Large', { value: 'large' })).toBe(true);
    expect(numberIn('−3')).toBe(-3);
    expect(numberIn('1,5 kg')).toBe(1.5);
    expect(numberIn('none')).toBeUndefined();
  });
});

describe('the state a toggle named without a state verb is asked to have', () => {
  it('is on when the words restate what the toggle says', () => {
    expect(impliedState('Allow comments', 'Allow comments')).toBe('on');
    expect(impliedState('Make sure usage data is sent', 'Send usage data')).toBe('on');
    expect(impliedState('Comments should be allowed', 'Allow comments')).toBe('on');
  });

  it('is off when the words deny it', () => {
    expect(impliedState("Don't allow comments", 'Allow comments')).toBe('off');
    expect(impliedState('Make sure no read receipt is requested', 'Request read receipt')).toBe('off');
    expect(impliedState('Comments should not be allowed', 'Allow comments')).toBe('off');
  });

  it('is none when the words only press it', () => {
    expect(impliedState('Click Remember me', 'Remember me')).toBeUndefined();
    expect(impliedState('toggle the dark mode switch', 'Dark mode')).toBeUndefined();
  });
});

describe('a share of a range, and a text to search for', () => {
  it('reads "to a quarter", "to half", "halfway" as a share, placed once the range is known', () => {
    expect(wantedOf('turn the music down to a quarter').fraction).toBe(0.25);
    expect(wantedOf('lower the voice chat to half').fraction).toBe(0.5);
    expect(wantedOf('set the balance halfway').fraction).toBe(0.5);
    expect(forRange(wantedOf('turn the music down to a quarter'), { min: 0, max: 100 })).toMatchObject({
      value: '25',
      number: 25,
    });
    // Without a range there is no value to reach.
    expect(forRange(wantedOf('lower it to half'), undefined).value).toBeUndefined();
  });

  it('reads what to search or filter for, but not a column to filter by', () => {
    expect(wantedOf('search for speedcrunch').value).toBe('speedcrunch');
    expect(wantedOf('search invoices for Contoso').value).toBe('Contoso');
    expect(wantedOf('filter the city column by Boston').value).toBe('Boston');
    expect(wantedOf('look for goggles').value).toBe('goggles');
    expect(wantedOf('filter by status').value).toBeUndefined();
    expect(wantedOf('search for the galculator process').value).toBeUndefined();
  });

  it('reads a count said before what it counts ("3 guests") as the value, and nothing else as one', () => {
    // noUiSlider's Guests was moved one step down, 2 → 1, and said done.
    expect(wantedOf('3 guests')).toMatchObject({ value: '3', number: 3 });
    expect(wantedOf('2 adults')).toMatchObject({ number: 2 });
    expect(wantedOf('3 more guests').number).toBeUndefined();
    expect(wantedOf('2 steps up').number).toBeUndefined();
    expect(wantedOf('open the 2 folders').number).toBeUndefined();
  });
});
