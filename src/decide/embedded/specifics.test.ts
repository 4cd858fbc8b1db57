import { describe, expect, it } from 'vitest';
import { analyse } from './query.js';
import { idsOf, negatedOf, payloadOf, repairTypo } from './specifics.js';
import { stem, tokenize } from './tokens.js';

describe('what an instruction names specifically', () => {
  it('finds ids, not values, units, ordinals or function keys', () => {
    const none = new Set<string>();
    expect(idsOf('Click Edit on the 150th invoice, INV-0150 (it is not on the first page)', none)).toEqual([
      ['inv', '0150'],
    ]);
    expect(idsOf('open ticket #4521', none)).toEqual([['4521']]);
    expect(idsOf('cancel order 10432', none)).toEqual([['10432']]);
    expect(idsOf('calculate 34551', none)).toEqual([]);
    expect(idsOf('set the width to 1024', none)).toEqual([]);
    expect(idsOf('make it 24px and 5ft', none)).toEqual([]);
    expect(idsOf('press F10', none)).toEqual([]);
    expect(idsOf("rename it to 'A12'", none)).toEqual([]);
  });

  it('leaves out an id that is the text to enter', () => {
    expect(idsOf('type AB-12 into Code', new Set(['ab', '12']))).toEqual([]);
  });

  it('reads numeric ordinals ("150th") as ordinals', () => {
    expect(analyse('click the 150th row', null).ordinal).toBe(150);
  });

  it('finds the word a negation applies to', () => {
    expect(negatedOf(tokenize('Close it without keeping the changes'))).toEqual([stem('keeping')]);
    expect(negatedOf(tokenize("Don't save"))).toEqual(['save']);
    expect(negatedOf(tokenize('save it'))).toEqual([]);
  });

  it('takes the value to enter from the words when no text is given', () => {
    expect(payloadOf('Enter "X" into the text field')).toBe('X');
    expect(payloadOf('Type milk into the search box')).toBe('milk');
    expect(payloadOf("Change the subject to 'Final budget'")).toBe('Final budget');
    expect(payloadOf('Enter the text into the text field')).toBeNull();
    expect(payloadOf('click Save')).toBeNull();
    expect(analyse('Enter "X" into the text field', null)).toMatchObject({ said: true, quoted: [] });
  });

  it('repairs a misspelt word against the options’ words, one edit away', () => {
    const vocabulary = new Set(['reply', 'all', 'forward', 'archiv']);
    expect(repairTypo('forwrad', vocabulary)).toBe('forward');
    expect(repairTypo('replly', vocabulary)).toBe('reply');
    expect(repairTypo('zebra', vocabulary)).toBeNull();
    expect(repairTypo('all', vocabulary)).toBeNull();
  });

  it('keeps a four-letter word apart from the three-letter word its final e would leave (gnome-calculator)', () => {
    // "switch to Advanced mode" pressed the calculator's mod key (p 0.93) and answered done.
    expect(stem('mode')).not.toBe(stem('mod'));
    expect(stem('note')).not.toBe(stem('not'));
    expect(repairTypo('mode', new Set(['mod', 'sin', 'cos']))).toBeNull();
    expect(repairTypo('cost', new Set(['mod', 'sin', 'cos']))).toBeNull();
    for (const [word, ...forms] of [
      ['save', 'saves', 'saved', 'saving'],
      ['mode', 'modes'],
      ['note', 'notes', 'noted'],
      ['type', 'typed', 'typing'],
      ['fix', 'fixed', 'fixes'],
      ['add', 'added', 'adding'],
      ['close', 'closed', 'closing'],
    ])
      for (const form of forms) expect([form, stem(form)]).toEqual([form, stem(word ?? '')]);
  });

  it('stems action nouns like their verbs', () => {
    expect(stem('deletion')).toBe(stem('delete'));
    expect(stem('confirmation')).toBe(stem('confirm'));
    expect(stem('selection')).toBe(stem('select'));
  });

  it('stems adverbs like the adjectives controls are named by, and leaves look-alike verbs alone', () => {
    expect(stem('annually')).toBe(stem('annual'));
    expect(stem('monthly')).toBe(stem('month'));
    expect(stem('weekly')).toBe(stem('week'));
    expect(stem('apply')).toBe('apply');
    expect(stem('multiply')).toBe('multiply');
    expect(stem('supply')).toBe('supply');
  });

  it('reads "next page" as the pager\'s Next, not a numbered page', () => {
    expect(tokenize('Next page').stems).toEqual(['next']);
    expect(tokenize('Go to the previous page').stems).toContain('previous');
    expect(tokenize('Go to the previous page').stems).not.toContain(stem('page'));
    expect(tokenize('Page 2').stems).toEqual([stem('page'), '2']);
  });

  it('reads where the text goes as append or insert, whatever the verb (the dev apps: "add X where the caret is")', () => {
    const verbs = (words: string): string[] => analyse(words, 'milk').verbs;
    expect(verbs('stick milk on the end of the notes')).toContain('append');
    expect(verbs('put milk after the text in the notes')).toContain('append');
    expect(verbs('finish the notes with milk')).toContain('append');
    expect(verbs('put milk before the text in the notes')).toContain('insert');
    expect(verbs('type milk at the current position in the notes')).toContain('insert');
    // The place beats the bare verb "add".
    expect(verbs('add milk where the caret is in the notes')).not.toContain('append');
    expect(verbs('add milk to the start of the notes')).toEqual(['insert']);
    expect(verbs('insert milk at the end of the notes')).toEqual(['append']);
    // With no text to place, an end or start is a place on the page.
    expect(analyse('scroll to the end of the list', null).verbs).toEqual(['scroll']);
  });

  it('reads the "up" of "pull up" and the "down" of "write down" as part of the verb, not a way to move', () => {
    // Thunar (calibration app): "pull up the vertical stripe" scrolled up at p 0.77.
    expect(analyse('pull up the vertical stripe', null).direction).toBeNull();
    expect(analyse('bring it up', null).direction).toBeNull();
    expect(analyse('narrow it down to open tickets', null).direction).toBeNull();
    expect(analyse('scroll up in the list', null).direction).toBe('up');
    expect(analyse('set volume up a notch', null).direction).toBe('up');
    expect(analyse('move it down', null).direction).toBe('down');
  });

  it('reads "switch to X" as going to X, not as flipping a switch', () => {
    const to = analyse('switch to Advanced mode', null);
    expect(to.verbs).not.toContain('toggle');
    expect(to.roles).not.toContain('switch');
    expect(analyse('switch dark mode', null).verbs).toContain('toggle');
    expect(analyse('flip the dark mode switch', null).roles).toContain('switch');
  });

  it('reads a date or a phone number as numbers, not as a sum (a calculator keyed in "12/10/1815")', () => {
    for (const words of ["fill the date of birth with '12/10/1815'", 'call 555-123-4567']) {
      const a = analyse(words, null);
      expect(a.expression, words).toBe(false);
      expect(a.verbs, words).not.toContain('compute');
    }
    expect(analyse('what is 12/4', null).expression).toBe(true);
    expect(analyse('compute 12-4', null).expression).toBe(true);
  });
});
