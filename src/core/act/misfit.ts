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
 * ("confirm with OK"); every item but one ("untick everything except Wi-Fi"); a control that removes for words that
 * do not ("select the Green tea row" by its Remove button); a field with text for "the empty entry"; a command for
 * words that give what to put in place of something ("replace the search text with gamma").
 */
export function notTheStep(
  words: string,
  candidate: Candidate,
  node: UiNode | undefined,
  wanted: Wanted,
  shown: ShownCandidate,
  /** The control is a column header or lies in one (AG Grid's header label inside its header cell). */
  inHeader = node?.role === 'columnheader',
  /** The names of the window's candidates of the pick's kind and role (its own included), read only when the words count. */
  peers?: () => readonly string[],
): string | null {
  // "select the third file" pressed Thunar's one "Search for Files…" toggle: an ordinal counts among several.
  const counted = countedAmong(words, node);
  if (counted && peers && alikeOf(counted.noun, node?.label ?? '', peers()) < 2)
    return `the words count the ${counted.ordinal} of several, and ${shown.does} is the only one of its kind`;
  if (SORTING.test(words) && !inHeader && !sorts(candidate, node))
    return `the words ask to sort, and ${shown.does} does not sort`;
  if (candidate.kind === 'click' && inHeader && !HEADER_WORDS.test(words) && sortOrder(words) === undefined)
    return `${shown.does} would sort the column, which the words do not ask`;
  // Said with a state too ("show a margin at column 100": mousepad's "Long line margin at column:" box, ticked and
  // said done with the column left at 80), the number still needs another control.
  const number =
    candidate.kind === 'toggle'
      ? wanted.number !== undefined
        ? wanted.value
        : numberBeside(words, node)
      : undefined;
  if (number !== undefined)
    return `the words name a number (${number}), which ${shown.does.replace(/^switch | on or off$/gu, '')} cannot hold`;
  // The same words clicked mousepad's View tab, already open (after a retrain): a tab holds no number either.
  const onTab = candidate.kind === 'click' && node?.role === 'tab' ? numberBeside(words, node) : undefined;
  if (onTab !== undefined)
    return `the words name a number (${onTab}), which ${shown.does.replace(/^click /u, '')} cannot hold`;
  if (candidate.kind === 'toggle' && wanted.state === undefined && introducesAnother(node?.label ?? ''))
    return `${shown.does.replace(/^switch | on or off$/gu, '')} only turns on the control beside it, and the words say no state`;
  // "Doctor: Dr Patel" was typed over "Notes for the doctor" (Ionic; its Doctor list showed as a button), and
  // "Checked bags: Two bags" into the search field: a field said by the name before the colon must hold that name,
  // and one with text in it must start with it.
  const label = LABELLED.exec(words)?.[1];
  if (
    label &&
    TEXT_KINDS.has(candidate.kind) &&
    (!holdsWords(candidate, node, foldText(label).split(/\s+/u)) ||
      ((node?.value ?? '') !== '' && !foldText(node?.label ?? '').startsWith(foldText(label))))
  )
    return `the words name the field ${JSON.stringify(label)}, and ${shown.does.replace(/ with the given text.*$/u, '')} is not it`;
  // "untick everything except Wi-Fi" unticked Wi-Fi, or found it off and said nothing needed doing.
  const kept = EXCEPT.exec(foldText(words))?.[1];
  if (kept)
    return `the words ask for every item but ${JSON.stringify(kept)}, which is more than one step: name each item to change`;
  // "select the Green tea row" pressed the row's Remove button (Tabulator), and the row was gone.
  if (
    (candidate.kind === 'click' || candidate.kind === 'menu') &&
    REMOVING.test(foldText([node?.label, node?.help, ...(candidate.menuPath ?? [])].join(' '))) &&
    !SAYS_REMOVING.test(foldText(words)) &&
    !restates(words, node?.label ?? '') &&
    // "confirm it" while a dialog asks "Delete INV-2043?": its yes.
    !(CONFIRMING.test(foldText(words)) && (node?.within ?? []).some((w) => /^(?:alert)?dialog\b/u.test(w)))
  )
    return `${shown.does} removes something, which the words do not ask`;
  // "enter 'grace' in the empty entry" overwrote gtk4-widget-factory's entry that read "entry".
  if (EMPTY_FIELD.test(foldText(words)) && (node?.value ?? '') !== '')
    return `the words ask for an empty field, and ${shown.does.replace(/^(?:replace the whole text of|type into|set) /u, '')} holds text`;
  // "turn the music down to a quarter" on a control whose range is not known: one step is no quarter.
  if (candidate.kind === 'step' && wanted.fraction !== undefined && wanted.value === undefined)
    return `the words name a share of the range, and the range of ${shown.does.replace(/^move | one step (?:up|down)$/gu, '')} is not known`;
  const thing = namedThing(words);
  if (thing && !holdsWords(candidate, node, thing))
    return `the words name the ${thing.join(' ')} item, and ${shown.does} is not it`;
  const verb = NOT_A_SWITCH.exec(words)?.[1];
  if (candidate.kind === 'toggle' && verb && !restates(words, node?.label ?? ''))
    return `the words ask to ${verb.toLowerCase()}; switching ${shown.does.replace(/^switch | on or off$/gu, '')} does not`;
  // "put the tabs at the bottom" ticked FeatherPad's "Start with side-pane mode": a place to put something is a
  // position to choose, which a switch that does not name that place does not give.
  const place = PLACE.exec(foldText(words))?.[1];
  if (candidate.kind === 'toggle' && place && !tokens(node?.label ?? '').includes(place))
    return `the words say to put something at the ${place}; switching ${shown.does.replace(/^switch | on or off$/gu, '')} does not`;
  // "replace the search text with gamma" opened FeatherPad's Search > Replace panel and was said done (six controls
  // appeared): the words give what to put in place of something, which a command does not enter.
  const put = REPLACING.exec(foldText(words))?.[1];
  if (
    put &&
    (candidate.kind === 'click' || candidate.kind === 'menu') &&
    !holdsWords(candidate, node, put.split(/\s+/u))
  )
    return `the words say to put ${JSON.stringify(put)} in place of something, which ${shown.does} does not enter`;
  const used = usedControl(words);
  if (used && (candidate.kind === 'click' || candidate.kind === 'menu') && !holdsWords(candidate, node, used))
    return `the words say to do it with ${JSON.stringify(used.join(' '))}, and ${shown.does} is not that`;
  return null;
}

// A number in the words that the control's own name does not hold ("at column 100"; "Show 24-hour clock" holds 24).
function numberBeside(words: string, node: UiNode | undefined): string | undefined {
  const own = new Set(foldText(`${node?.label ?? ''} ${node?.help ?? ''}`).match(/\d+(?:[.,]\d+)?/gu) ?? []);
  // A number on its own: "INV-0001" and "2FA" are names.
  return (foldText(words).match(/(?<!\S)\d+(?:[.,]\d+)?(?![\p{L}\p{N}\-_/+])/gu) ?? []).find(
    (n) => !own.has(n),
  );
}

// "Doctor: Dr Patel": a field's name, a colon and its value, with no verb before ("type: bye for now" has one).
const LABELLED =
  /^\s*(?!(?:type|write|enter|add|append|insert|note|search|set|put|fill|say|reply|answer|change|make|select|choose|pick|click|press|tap)\b)([\p{L}][\p{L}\p{N} -]{0,38}?)\s*:\s*\S/u;
const TEXT_KINDS: ReadonlySet<string> = new Set(['set_value', 'type_into', 'append']);

// The ordinal the words count with and the word after it ("the third file", "the 2nd tab"), unless the control's
// own name holds the ordinal ("Second address line").
function countedAmong(
  words: string,
  node: UiNode | undefined,
): { ordinal: string; noun: string } | undefined {
  const said =
    /\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\b\s*([\p{L}]*)/u.exec(
      foldText(words),
    );
  const ordinal = said?.[1];
  if (!ordinal || foldText(node?.label ?? '').includes(ordinal)) return undefined;
  return { ordinal, noun: (said[2] ?? '').replace(/(?:es|s)$/u, '') };
}

// How many of the peers are things of the counted kind: those whose name holds the counted word when the pick's
// does ("Search for Files…" among Thunar's buttons), else all of them (the second folder among rows named "docs"…).
function alikeOf(noun: string, label: string, peers: readonly string[]): number {
  const holds = (name: string): boolean => noun.length > 2 && foldText(name).includes(noun);
  return holds(label) ? peers.filter(holds).length : peers.length;
}

/** Whether a control's name ends in a colon: it introduces the control beside it ("Replace all in: [Document]"). */
export function introducesAnother(label: string): boolean {
  return /:\s*$/u.test(label);
}

// "everything except X", "all switches but Dark mode", "everyone other than Ann": X is the one to leave alone.
const EXCEPT =
  /\b(?:every(?:thing|one|body)?|all)\b.*?\b(?:except(?:\s+for)?|but|other than|apart from|besides|save for)\s+(?:the\s+)?(\S.*)$/u;
// A control's name that takes something away ("Discard" answers "close without keeping the changes": not here).
const REMOVING = /(?<![\p{L}])(?:delet|eras|remov|trash|destroy|wip(?:e|ing)\b|uninstall)/u;
// Words that ask to take something away, more ways than a control says it.
const SAYS_REMOVING = new RegExp(
  `${REMOVING.source}|\\b(?:take\\b.*\\boff|drop|get rid|deselect|unselect|untag|clear|empty|cancel|uncheck|untick|dismiss|close|bin)\\b`,
  'u',
);
// Words that answer a dialog's question yes.
const CONFIRMING = /\b(?:confirm|yes|ok|okay|proceed|go ahead|do it|sure|agree|accept)\b/u;
// "the empty entry", "the blank field": a text field said by its emptiness.
// ("add a blank line" is text to type, not a field).
const EMPTY_FIELD = /\b(?:empty|blank)\s+(?:\S+\s+)?(?:field|entry|box|input|textbox|text ?field)\b/u;

// Verbs of something a switch does not do by being switched, unless the words name the switch ("close the sidebar"
// is the Show Sidebar switch off; "close the tip" is not the "Show tips on startup" box, which LibreOffice's Tip of
// the Day offers beside its OK button).
const NOT_A_SWITCH =
  /\b(close|dismiss|exit|quit|cancel|open|go|navigate|save|send|submit|delete|remove|search|find)\b/iu;

// A place on the screen something is put at ("at the bottom", "to the left").
const PLACE = /\b(?:at|to|on|onto)\s+the\s+(?:very\s+)?(bottom|top|left|right|side)\b/u;

// "replace X with Y", "swap the title for Y": Y is what to put, which a click or a menu command does not enter.
const REPLACING =
  /^\s*(?:please\s+)?(?:replace|substitute|swap)\b.*?\b(?:with|by|for)\s+(?:the\s+)?(\S(?:.*\S)?)\s*$/u;

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
