import { describe, expect, it } from 'vitest';
import { lineData, type LineMarks } from './datum-lines.js';

const none: LineMarks = { headings: [], controls: [], links: [] };
const keyValue = (lines: string[], marks: LineMarks = none) =>
  lineData(lines, marks).map((d) => [d.key, d.value]);

describe('lineData', () => {
  it('label and value lines are pairs; "Status: Active" is a pair on one line', () => {
    expect(keyValue(['Plan', 'Team (annual)', 'Seats', '12 of 15 used', 'Status: Active'])).toEqual([
      ['Status', 'Active'],
      ['Plan', 'Team (annual)'],
      ['Seats', '12 of 15 used'],
    ]);
  });

  it('two labels in a row are no pair: "First name" never reads as "Last name"', () => {
    expect(keyValue(['First name', 'Last name'])).toEqual([]);
  });

  it('a link is never the label of the next link', () => {
    const links = ['Invoices', 'Payment methods', 'Tax details', '12 open'];
    expect(keyValue(links, { ...none, links })).toEqual([]);
  });

  it("the text under a heading is that heading's value, with the headings above it as context", () => {
    const headings = [
      { text: 'Responses', level: 4 },
      { text: 'Request URL', level: 4 },
    ];
    expect(lineData(['Responses', 'Request URL', 'https://x.example/pet/1'], { ...none, headings })).toEqual([
      { key: 'Request URL', value: 'https://x.example/pet/1', source: 'heading', context: [] },
    ]);
  });

  it('a line that reads "key: value" under a heading is a pair and also the text under the heading', () => {
    const headings = [{ text: 'Response headers' }];
    expect(keyValue(['Response headers', 'content-type: application/json'], { ...none, headings })).toEqual([
      ['content-type', 'application/json'],
      ['Response headers', 'content-type: application/json'],
    ]);
  });

  it('a heading followed by a table gives the cells with the heading as context, not the heading', () => {
    const headings = [{ text: 'Server response', level: 4 }];
    expect(lineData(['Server response', 'Code | Details', '200 |'], { ...none, headings })).toEqual([
      { key: 'Code', value: '200', source: 'cell', row: [], context: ['Server response'] },
    ]);
  });
});
