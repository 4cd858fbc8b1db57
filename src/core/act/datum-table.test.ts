import { describe, expect, it } from 'vitest';
import { tableData } from './datum-table.js';

const pairs = (data: ReturnType<typeof tableData>) => data.map((d) => [d.source, d.key, d.value]);

describe('tableData', () => {
  it('a header row names the columns; the other cells of a row name the row', () => {
    const data = tableData(
      [
        ['Name', 'Email'],
        ['Ada', 'ada@x.example'],
      ],
      ['Team'],
    );
    expect(data).toContainEqual({
      key: 'Email',
      value: 'ada@x.example',
      source: 'cell',
      row: ['Ada'],
      context: ['Team'],
    });
  });

  it('rows of a label and an amount are pairs, never a column named "Total"', () => {
    expect(
      pairs(
        tableData(
          [
            ['Total', '$5.00'],
            ['Tax', '$1.00'],
          ],
          [],
        ),
      ),
    ).toEqual([
      ['pair', 'Total', '$5.00'],
      ['pair', 'Tax', '$1.00'],
    ]);
  });

  it('two columns of labels are read both ways, so a word that fits either reading ties', () => {
    expect(
      pairs(
        tableData(
          [
            ['Plan', 'Team'],
            ['Seats', 'Twelve'],
          ],
          [],
        ),
      ),
    ).toEqual([
      ['cell', 'Plan', 'Seats'],
      ['cell', 'Team', 'Twelve'],
      ['pair', 'Plan', 'Team'],
      ['pair', 'Seats', 'Twelve'],
    ]);
  });

  it('column headers known from the nodes are only a header; a first row of data is no header', () => {
    const rows = [
      ['Plan', 'Team'],
      ['Seats', 'Twelve'],
    ];
    expect(pairs(tableData(rows, [], true)).map((p) => p[0])).toEqual(['cell', 'cell']);
    expect(pairs(tableData(rows, [], false)).map((p) => p[0])).toEqual(['pair', 'pair']);
    expect(
      tableData(
        [
          ['2026-01-01', '$5'],
          ['2026-02-01', '$6'],
        ],
        [],
      ),
    ).toEqual([]);
  });
});
