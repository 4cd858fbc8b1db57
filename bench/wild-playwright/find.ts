// Finds a plan's target in a parsed browser_snapshot: by role and accessible name, or by the text shown on an
// element without a name, inside the row, dialog or section a plan names.
import type { AriaNode } from '../yamlRefs.js';
import type { Target } from './steps.js';

function* walk(node: AriaNode): Generator<AriaNode> {
  yield node;
  for (const child of node.children) yield* walk(child);
}

// A value the snapshot quotes ("30") reads without its quotes.
function plain(value: string | null): string | null {
  if (value === null || !value.startsWith('"')) return value;
  try {
    return JSON.parse(value) as string;
  } catch (error: unknown) {
    if (error instanceof SyntaxError) return value;
    throw error;
  }
}

/** The text an element shows: its value after the colon, or its `text:` children joined. */
export function shownText(node: AriaNode): string | null {
  const own = plain(node.value);
  if (own) return own;
  const texts = node.children.filter((c) => c.role === 'text').map((c) => plain(c.value) ?? '');
  return texts.length ? texts.join(' ') : null;
}

function holds(container: AriaNode, within: NonNullable<Target['within']>): boolean {
  if (container.role !== within.role) return false;
  if (within.name !== undefined && container.name !== within.name) return false;
  const cell = within.cell;
  if (cell === undefined) return true;
  return [...walk(container)].some((n) => /^(grid)?cell$/u.test(n.role) && n.name === cell);
}

function inside(node: AriaNode, within: NonNullable<Target['within']>): boolean {
  for (let up = node.parent; up; up = up.parent) if (holds(up, within)) return true;
  return false;
}

function matches(node: AriaNode, target: Target): boolean {
  if (node.ref === null || node.role !== target.role) return false;
  if (target.name !== undefined && node.name !== target.name) return false;
  if (target.text !== undefined && shownText(node) !== target.text) return false;
  const beside = target.beside;
  if (beside !== undefined && !node.parent?.children.some((n) => n !== node && shownText(n) === beside))
    return false;
  const holding = target.holding;
  if (
    holding &&
    ![...walk(node)].some((n) => n !== node && n.role === holding.role && n.name === holding.name)
  )
    return false;
  return target.within === undefined || inside(node, target.within);
}

/** The one element a target names (the nth when it says so), or null when none or several match. */
export function findTarget(root: AriaNode, target: Target): AriaNode | null {
  const hits = [...walk(root)].filter((n) => matches(n, target));
  if (target.nth !== undefined) return hits[target.nth] ?? null;
  return hits.length === 1 ? (hits[0] ?? null) : null;
}

/** How a target reads in a note: `button "Save"`, `generic: Remember me`. */
export function describeTarget(target: Target): string {
  const name = target.name === undefined ? '' : ` "${target.name}"`;
  const text = target.text === undefined ? '' : `: ${target.text}`;
  return `${target.role}${name}${text}`;
}
