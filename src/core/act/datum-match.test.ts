import { describe, expect, it } from 'vitest';
import type { Datum } from './datum.js';
import { matchDatum, wordsOf } from './datum-match.js';

const pair = (key: string, value: string, context: string[] = []): Datum => ({
  key,
  value,
  source: 'pair',
  context,
});
const summary = [pair('Subtotal', '$10'), pair('Tax (8%)', '$0.80'), pair('Total', '$10.80')];

describe('matchDatum', () => {
  it('the words must name the key: "total" is not "Subtotal", and "tax" is not the total', () => {
    expect(matchDatum('the total', summary)).toEqual({ status: 'match', data: [summary[2]] });
    expect(matchDatum('What is the tax?', summary)).toEqual({ status: 'match', data: [summary[1]] });
    const inSummary = summary.map((d) => ({ ...d, context: ['Summary'] }));
    expect(matchDatum('the total in the Summary table', inSummary)).toEqual({
      status: 'match',
      data: [inSummary[2]],
    });
  });

  it('a word only in the headings above names nothing: "the summary" is none, with the nearest values', () => {
    const data = summary.map((d) => ({ ...d, context: ['Summary'] }));
    const result = matchDatum('the summary', data);
    expect(result).toMatchObject({ status: 'none', missing: [] });
    expect(result.data.map((d) => d.key)).toEqual(['Subtotal', 'Tax (8%)', 'Total']);
  });

  it('every word must be held by the key, row or headings: text under "Server response" is not the response code', async () => {
    const waiting: Datum = { key: 'Server response', value: 'Waiting…', source: 'heading', context: [] };
    expect(matchDatum('the response code', [waiting])).toEqual({
      status: 'none',
      data: [waiting],
      missing: ['code'],
    });
  });

  it('the row and headings narrow a key down; without them equal fits tie', () => {
    const cells: Datum[] = [
      { key: 'Email', value: 'ada@x', source: 'cell', row: ['Ada Lovelace'], context: [] },
      { key: 'Email', value: 'grace@x', source: 'cell', row: ['Grace Hopper'], context: [] },
    ];
    expect(matchDatum("Grace's email", cells)).toEqual({ status: 'match', data: [cells[1]] });
    expect(matchDatum('the email', cells)).toEqual({ status: 'tie', data: cells });
  });

  it('among full fits, the one holding the words as written wins: "response" is the Server response, not Responses', () => {
    const live: Datum = { key: 'Code', value: '200', source: 'cell', row: [], context: ['Server response'] };
    const documented: Datum[] = ['200', '404'].map((value) => ({
      key: 'Code',
      value,
      source: 'cell',
      row: [],
      context: ['Responses'],
    }));
    expect(matchDatum('the response code', [...documented, live])).toEqual({ status: 'match', data: [live] });
    expect(matchDatum('the code', [...documented, live])).toEqual({
      status: 'tie',
      data: [...documented, live],
    });
  });

  it('words are folded, hyphens joined, plurals and fillers dropped', () => {
    expect(wordsOf('Show me the E-mail addresses of the Café')).toEqual(['email', 'address', 'cafe']);
    expect(wordsOf('statuses status taxes totals')).toEqual(['status', 'status', 'tax', 'total']);
  });
});
