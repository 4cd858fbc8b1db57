// A grid cell the words ask to change: "Change Alan Turing's age to 42" names a row (by its name) and a column
// (by its header) of one grid, and a value. The cell is no node of its own (grids draw thousands), so the
// action is a text action on its row, carried by the header the cell sits under.
import { tokens } from '../decision/lexical.js';
import { foldText } from '../text.js';
import type { Candidate } from '../candidates/types.js';
import type { UiNode } from '../snapshot.js';
import type { Observation } from './context.js';

const GRID_ROLES: ReadonlySet<string> = new Set(['grid', 'treegrid', 'table']);

/** The text action on the one cell the words name by its row and its column, or undefined. */
export function cellAction(obs: Observation, words: string): Candidate | undefined {
  const said = ` ${foldText(words).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const asked = new Set(tokens(words));
  const nodes = obs.snapshot.nodes;
  const fits: { row: UiNode; header: UiNode }[] = [];
  for (const grid of nodes.filter((n) => GRID_ROLES.has(n.role))) {
    const inGrid = (n: UiNode): boolean => underGrid(obs, n, grid.index);
    const headers = nodes.filter((n) => n.role === 'columnheader' && n.label !== '' && inGrid(n));
    const named = headers.filter((h) => tokens(h.label).every((t) => asked.has(t)));
    const rows = nodes.filter(
      (n) => n.role === 'row' && n.label !== '' && inGrid(n) && !headers.some((h) => h.parent === n.index),
    );
    const rowsNamed = rows.filter((r) =>
      said.includes(
        ` ${foldText(r.label)
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim()} `,
      ),
    );
    if (named.length === 1 && rowsNamed.length === 1)
      fits.push({ row: rowsNamed[0] as UiNode, header: named[0] as UiNode });
  }
  const [only] = fits;
  if (fits.length !== 1 || !only) return undefined;
  const base = obs.candidates.find((c) => c.node === only.row.index);
  if (!base) return undefined;
  const does = `replace the text of the ${JSON.stringify(only.header.label)} cell of Row ${JSON.stringify(only.row.label)} with the given text`;
  return {
    ...base,
    id: `${base.id}.${only.header.index}`,
    key: `${base.key}|cell:${only.header.label}`,
    kind: 'set_value',
    does,
    needsText: true,
    destructive: false,
    cellHeader: only.header.index,
    option: { ...base.option, action: does, kind: 'set_value' },
  };
}

function underGrid(obs: Observation, node: UiNode, grid: number): boolean {
  for (let p = node.parent; p !== null; p = obs.snapshot.nodes[p]?.parent ?? null)
    if (p === grid) return true;
  return false;
}
