// Page-side grid facts: what a column header and a header filter do, in words a decision model can match
// ("Sort by Age", "Show only people in Paris"). Each function runs in the page and reaches the others only
// through `S`, because it is installed there by its source text.
import type { PElement } from './dom.js';
import type { PageLib } from './types.js';

/** The column header an element sits in (a header filter), or null. */
export function headerOf(_S: PageLib, element: PElement): PElement | null {
  return element.parentElement?.closest('[role=columnheader],th') ?? null;
}

/** What a sortable column header or a header filter does, '' for other elements. */
export function gridHelp(S: PageLib, element: PElement, role: string): string {
  const sort = element.getAttribute('aria-sort');
  if (role === 'columnheader' && sort !== null)
    return `sorts the table by this column (now ${sort === 'none' ? 'unsorted' : sort})`;
  const header = ['textbox', 'searchbox', 'combobox'].includes(role) ? S.headerOf(S, element) : null;
  return header ? `filters the rows by their ${S.textOf(S, header)}` : '';
}
