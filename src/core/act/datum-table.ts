// Cell data of a table given as rows of texts: which row names the columns, or which column names the rows.
import type { Datum } from './datum.js';

const LABEL_MAX = 40;
const LABEL_WORDS_MAX = 5;

/** What is known of a table's first row: it names the columns (true), it does not (false), or unknown (null). */
export type HeaderHint = boolean | null;

/**
 * The cells as data. A header row names each column and the other cells of a row name the row. A two-column
 * table whose first cells read as labels may instead be label and value pairs; when both readings are possible
 * both are given, so words that fit either come back ambiguous rather than with the wrong cell.
 */
export function tableData(rows: string[][], context: string[], header: HeaderHint = null): Datum[] {
  const byHeader = header !== false && (header === true || looksLikeHeader(rows[0] ?? []));
  const asPairs = header !== true && looksLikePairs(rows);
  // A column name with a digit in a two-column table ("Visa ending 4242") is a value: the rows are pairs.
  if (asPairs && header === null && /\p{N}/u.test(rows[0]?.[1] ?? '')) return pairData(rows, context);
  return [...(byHeader ? headerData(rows, context) : []), ...(asPairs ? pairData(rows, context) : [])];
}

function headerData(rows: string[][], context: string[]): Datum[] {
  const [header, ...body] = rows;
  if (!header || body.length === 0) return [];
  return body.flatMap((cells) =>
    cells.flatMap((value, c) => {
      const key = header[c] ?? '';
      if (value === '' || key === '') return [];
      const row = cells.filter((other, i) => i !== c && other !== '');
      return [{ key, value, source: 'cell' as const, row, context }];
    }),
  );
}

function pairData(rows: string[][], context: string[]): Datum[] {
  return rows.map(([key = '', value = '']) => ({ key, value, source: 'pair' as const, context }));
}

/** A row of short texts that start with a letter (or are empty), at least one of them not empty. */
function looksLikeHeader(cells: string[]): boolean {
  return cells.some((c) => c !== '') && cells.every((c) => c === '' || (c.length <= 40 && /^\p{L}/u.test(c)));
}

/** Every row has two cells, a label and a value. */
function looksLikePairs(rows: string[][]): boolean {
  return (
    rows.length > 0 &&
    rows.every((cells) => cells.length === 2 && isLabelLike(cells[0] ?? '') && (cells[1] ?? '') !== '')
  );
}

/** A short line that reads as a label: starts with a letter, no address, amount or sentence end. */
export function isLabelLike(line: string): boolean {
  return (
    line.length <= LABEL_MAX &&
    line.split(' ').length <= LABEL_WORDS_MAX &&
    /^\p{L}/u.test(line) &&
    !/[@$€£¥]|:\/\/|[.!?]$/u.test(line)
  );
}
