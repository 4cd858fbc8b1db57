// Why a picked action cannot be the step the words ask for: checks made after the pick and before any act, each
// from a false success found on a real app.
import type { Candidate } from '../candidates/types.js';
import { tokens } from '../decision/lexical.js';
import { sortOrder } from '../intent.js';
import type { UiNode } from '../snapshot.js';
import { foldText, ORDINAL_WORDS, phrase } from '../text.js';
import type { Wanted } from '../wanted.js';
import type { ShownCandidate } from './types.js';

const HEADER_WORDS =
  /\b(?:header|heading|column|col|sort|sorted|sorting|order|ordering|ascending|descending)\b|^\s*(?:please\s+)?(?:click|press|tap|hit|double-?click)\b/iu;
const SORTING = /^\s*(?:please\s+)?(?:sort|re-?sort|arrange)\b/iu;
const SAYS_SORT = /\b(?:sort|sorted|sorting|order|ordering|ascending|descending|a\s*-\s*z|z\s*-\s*a)\b/iu;

/**
 * Why a picked action cannot be the step the words ask for, or null: words that sort, answered by a control that
 * does not ("sort products by price" by w2ui's "Pricing" tab, "sort the grid by name" by a scroll, each said done);
 * a column header (or a label inside one), whose click sorts, for words that neither sort nor name it nor say to
 * click ("select the first Contoso Ltd invoice" sorted AG Grid); a number for a box that holds none ("set the stock
 * of the vest to 30" answered by the "Low-stock alerts" box beside w2ui's grid); a switch for words that close or
 * dismiss something else ("close the tip"); a share of a range on a control whose range is unknown; a folder or
 * file the control does not hold ("open the done folder"); a control said by name to be used that the pick is not
 * ("confirm with OK").
 */
export function notTheStep(
  words: string,
  candidate: Candidate,
  node: UiNode | undefined,
  wanted: Wanted,
  shown: ShownCandidate,
  /** The control is a column header or lies in one (AG Grid's header label inside its header cell). */
  inHeader = node?.role === 'columnheader',
): string | null {
  if (SORTING.test(words) && !inHeader && !sorts(candidate, node))
    return `the words ask to sort, and ${shown.does} does not sort`;
  if (candidate.kind === 'click' && inHeader && !HEADER_WORDS.test(words) && sortOrder(words) === undefined)
    return `${shown.does} would sort the column, which the words do not ask`;
  if (candidate.kind === 'toggle' && wanted.number !== undefined && wanted.state === undefined)
    return `the words name a number (${wanted.value ?? ''}), which ${shown.does.replace(/^switch | on or off$/gu, '')} cannot hold`;
  // "turn the music down to a quarter" on a control whose range is not known: one step is no quarter.
  if (candidate.kind === 'step' && wanted.fraction !== undefined && wanted.value === undefined)
    return `the words name a share of the range, and the range of ${shown.does.replace(/^move | one step (?:up|down)$/gu, '')} is not known`;
  const thing = namedThing(words);
  if (thing && !holdsWords(candidate, node, thing))
    return `the words name the ${thing.join(' ')} item, and ${shown.does} is not it`;
  const verb = NOT_A_SWITCH.exec(words)?.[1];
  if (candidate.kind === 'toggle' && verb && !restates(words, node?.label ?? ''))
    return `the words ask to ${verb.toLowerCase()}; switching ${shown.does.replace(/^switch | on or off$/gu, '')} does not`;
  const used = usedControl(words);
  if (used && (candidate.kind === 'click' || candidate.kind === 'menu') && !holdsWords(candidate, node, used))
    return `the words say to do it with ${JSON.stringify(used.join(' '))}, and ${shown.does} is not that`;
  return null;
}

// Verbs of something a switch does not do by being switched, unless the words name the switch ("close the sidebar"
// is the Show Sidebar switch off; "close the tip" is not the "Show tips on startup" box, which LibreOffice's Tip of
// the Day offers beside its OK button).
const NOT_A_SWITCH =
  /\b(close|dismiss|exit|quit|cancel|open|go|navigate|save|send|submit|delete|remove|search|find)\b/iu;

// Whether the words say at least half of the control's own name.
function restates(words: string, name: string): boolean {
  const own = tokens(name);
  const said = new Set(tokens(words));
  return own.length > 0 && own.filter((t) => said.has(t)).length * 2 >= own.length;
}

// "confirm with OK", "close it by clicking 'Done'": the control to use, said by its name at the end of the words
// (quoted, or in capitals as a name is written; "sign in with my account" names no control).
const USED_CONTROL =
  /\b(?:with|using|via|by\s+(?:clicking|pressing|tapping|hitting|choosing|selecting))\s+(?:the\s+)?(?:["'“‘]([^"'”’]{1,40})["'”’]|((?:OK|[A-Z][\p{L}\p{N}.-]*)(?:\s+[A-Z][\p{L}\p{N}.-]*){0,2}))(?:\s+(?:button|link|item|command))?\s*[.!]?$/u;

function usedControl(words: string): string[] | undefined {
  const m = USED_CONTROL.exec(words.trim());
  const said = foldText(m?.[1] ?? m?.[2] ?? '').trim();
  return said ? said.split(/\s+/u) : undefined;
}

// "the done folder", "the Q3 report file": a folder, file or document the words name by its own words.
const NAMED_THING =
  /\bthe\s+((?:[\p{L}\p{N}][\p{L}\p{N}._-]*\s+){1,3}?)(?:folder|directory|file|document)s?\b/u;
// Words that say which one without naming it.
const WHICH_ONE = new Set([
  'current',
  'this',
  'that',
  'same',
  'new',
  'other',
  'whole',
  'open',
  'selected',
  'last',
  'next',
  'previous',
]);

// Words of a control, not of a file's name: "the menu command File ▸ New" names a menu, not a file.
const CONTROL_WORDS = new Set([
  'menu',
  'command',
  'button',
  'item',
  'option',
  'tab',
  'link',
  'entry',
  'field',
  'box',
]);

function namedThing(words: string): string[] | undefined {
  const folded = foldText(words);
  const found = NAMED_THING.exec(folded);
  const said = found?.[1]?.trim().split(/\s+/u) ?? [];
  const after = found ? folded.slice(found.index + found[0].length) : '';
  if (said.some((w) => CONTROL_WORDS.has(w)) || /^\s*[▸>→/]/u.test(after)) return undefined;
  const named = said.filter((w) => !WHICH_ONE.has(w) && !ORDINAL_WORDS.includes(w));
  return named.length ? named : undefined;
}

// Whether the control's name, help, places or menu path hold every one of these words.
function holdsWords(candidate: Candidate, node: UiNode | undefined, named: readonly string[]): boolean {
  const said = ` ${phrase([node?.label, node?.help, node?.identifier, ...(node?.within ?? []), ...(candidate.menuPath ?? [])].join(' '))} `;
  return named.every((w) => said.includes(` ${phrase(w)} `));
}

// A control that sorts: a column header, or one whose name, help, menu path or list says it sorts or orders.
function sorts(candidate: Candidate, node: UiNode | undefined): boolean {
  if (node?.role === 'columnheader') return true;
  const said = [
    node?.label,
    node?.identifier,
    node?.help,
    ...(candidate.menuPath ?? []),
    ...(node?.within ?? []),
  ];
  return said.some((t) => t !== undefined && SAYS_SORT.test(t));
}
