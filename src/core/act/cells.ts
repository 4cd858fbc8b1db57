// A grid cell the words ask to change: "Change Alan Turing's age to 42" names a row (by its name) and a column
// (by its header) of one grid, and a value. The cell is no node of its own (grids draw thousands), so the
// action is a text action on its row, carried by the header the cell sits under.
import { tokens } from '../decision/lexical.js';
import { candidateId } from '../identity.js';
import { phrase } from '../text.js';
import { isUnder } from '../build.js';
import type { Candidate } from '../candidates/types.js';
import type { UiNode } from '../snapshot.js';
import type { Observation } from './context.js';

const GRID_ROLES: ReadonlySet<string> = new Set(['grid', 'treegrid', 'table']);

/** The text action on the one cell the words name by its row and its column, or undefined. */
export function cellAction(obs: Observation, words: string): Candidate | undefined {
  const said = ` ${phrase(words)} `;
  const asked = new Set(tokens(words));
  const nodes = obs.snapshot.nodes;
  const fits: { row: UiNode; header: UiNode }[] = [];
  for (const grid of nodes.filter((n) => GRID_ROLES.has(n.role))) {
    const inGrid = (n: UiNode): boolean => isUnder(nodes, n, grid.index);
    const headers = nodes.filter((n) => n.role === 'columnheader' && n.label !== '' && inGrid(n));
    const named = headers.filter((h) => tokens(h.label).every((t) => asked.has(t)));
    const rows = nodes.filter(
      (n) => n.role === 'row' && n.label !== '' && inGrid(n) && !headers.some((h) => h.parent === n.index),
    );
    const rowsNamed = rows.filter((r) => said.includes(` ${phrase(r.label)} `));
    if (named.length === 1 && rowsNamed.length === 1)
      fits.push({ row: rowsNamed[0] as UiNode, header: named[0] as UiNode });
  }
  const [only] = fits;
  return fits.length === 1 && only ? cellActionOf(obs, only.row, only.header) : undefined;
}

/** The cell action a candidate id names (an id shown for one earlier), when a row and header of a grid give it. */
export function cellById(obs: Observation, id: string): Candidate | undefined {
  const nodes = obs.snapshot.nodes;
  for (const grid of nodes.filter((n) => GRID_ROLES.has(n.role))) {
    const inGrid = (n: UiNode): boolean => isUnder(nodes, n, grid.index);
    const headers = nodes.filter((n) => n.role === 'columnheader' && n.label !== '' && inGrid(n));
    for (const row of nodes.filter((n) => n.role === 'row' && n.label !== '' && inGrid(n)))
      for (const header of headers) {
        const cell = cellActionOf(obs, row, header);
        if (cell?.id === id) return cell;
      }
  }
  return undefined;
}

// The text action on the cell of a row under a header, built on the row's own candidate.
function cellActionOf(obs: Observation, row: UiNode, header: UiNode): Candidate | undefined {
  const base = obs.candidates.find((c) => c.node === row.index);
  if (!base) return undefined;
  const does = `replace the text of the ${JSON.stringify(header.label)} cell of Row ${JSON.stringify(row.label)} with the given text`;
  const key = `${base.key}|cell:${header.label}`;
  return {
    ...base,
    id: candidateId(key),
    key,
    kind: 'set_value',
    does,
    needsText: true,
    destructive: false,
    cellHeader: header.index,
    option: { ...base.option, action: does, kind: 'set_value' },
  };
}
