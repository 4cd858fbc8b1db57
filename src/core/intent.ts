// What a step's words ask beyond naming a control: to open something, to take something away, an order to sort
// in, and the values a click alone does not carry. Done is judged against these as well as against the control.
import { foldText } from './text.js';
import { tokens } from './decision/lexical.js';
import { quotedValues } from './wanted.js';

// Verbs whose whole point is to show something: a list, a menu or a panel that opened is their end state.
const OPENING =
  /^\s*(?:please\s+)?(?:open|show|expand|display|reveal|view|see|(?:right[\s-]|double[\s-])?click|press|tap|hit|go\s+to|switch\s+to|bring\s+up|pull\s+down|drop\s+down|unfold|hover)\b/u;
// Verbs that take something away: only a control that removes (or a key that deletes) does that.
const REMOVING =
  /^\s*(?:please\s+)?(?:delete|remove|erase|wipe|trash|discard|destroy|uninstall|get\s+rid\s+of|throw\s+away|untag|unlabel|unassign|unselect|deselect|take\s+(?:\S+\s+){0,4}?off|(?:move|put|send|drag|throw)\s+(?:\S+\s+){1,6}?(?:to|into|in)\s+(?:the\s+)?(?:trash|bin|wastebasket|(?:recycle|rubbish|waste)\s+bin))\b/u;
// Words that want a choice alone: the control's other chosen items are to come off ("Only deliver on Saturday").
const ALONE = /\b(?:only|solely|exclusively|nothing but|none but)\b/u;
// Words that ask only to rest the pointer on a control (to show its tooltip or submenu), pressing nothing.
const HOVERING =
  /^\s*(?:please\s+)?(?:hover(?:\s+(?:over|on|above))?|mouse\s*over|point\s+(?:at|to)|(?:move|put|rest|place|hold)\s+(?:the\s+|your\s+)?(?:mouse|pointer|cursor)\s+(?:over|on|onto|above|at))\b/iu;
// Words that ask for a control's own menu: a right click (the one way a context menu opens) or the menu itself.
const CONTEXT_MENU =
  /\b(?:right[\s-]*click\w*|context[\s-]*(?:menu|click\w*)|secondary\s+click\w*|long[\s-]*press\w*|pop[\s-]*up\s+menu|shift\s*\+\s*f10)\b/u;
// Words of an order: the most of something, the least of it, and the rest of what people say to sort.
const MOST = 'most|biggest|largest|highest|greatest|newest|latest|longest';
const LEAST = 'smallest|lowest|least|fewest|oldest|earliest|shortest';
const DESCENDING = new RegExp(
  `\\b(?:descending|desc|z\\s*(?:to|-|→)\\s*a|(?:${MOST})\\b[^.]*?\\bfirst|(?:${LEAST})\\b[^.]*?\\blast|high(?:est)?\\s+to\\s+low(?:est)?|large(?:st)?\\s+to\\s+small(?:est)?|new(?:est)?\\s+to\\s+old(?:est)?)\\b`,
  'u',
);
const ASCENDING = new RegExp(
  `\\b(?:ascending|asc|a\\s*(?:to|-|→)\\s*z|(?:${LEAST})\\b[^.]*?\\bfirst|(?:${MOST})\\b[^.]*?\\blast|low(?:est)?\\s+to\\s+high(?:est)?|small(?:est)?\\s+to\\s+large(?:st)?|old(?:est)?\\s+to\\s+new(?:est)?)\\b`,
  'u',
);
const ORDER_WORD = new RegExp(
  `^(?:${MOST}|${LEAST}|eldest|youngest|high|low|large|small|new|old|asc|desc|ascending|descending|first|last|order|reverse|alphabetical|alphabetically)$`,
  'u',
);
const AGE = /\bage\b/u;
// A number in the words, not an ordinal ("2nd") and not part of a longer token.
const NUMBER = /(?<![\p{L}\p{N}.,:-])\d+(?:[.,:]\d+)*(?![\p{L}\p{N}]|[.,:]\d)/gu;

/** True when the words ask to open, show or just press something: an opened list is their end state. */
export function asksToOpen(words: string): boolean {
  return OPENING.test(foldText(words));
}

/** True when the words ask to take something away ("Delete the team", "Remove the Bug label"). */
export function asksToRemove(words: string): boolean {
  return REMOVING.test(foldText(words));
}

/** True when the words want the choice alone ("only", "solely", "nothing but"). */
export function asksOnly(words: string | undefined): boolean {
  return words !== undefined && ALONE.test(foldText(words));
}

/** True when the words ask for a context menu ("right-click Invoice 42", "open the context menu of the row"). */
export function asksForContextMenu(words: string): boolean {
  return CONTEXT_MENU.test(foldText(words));
}

/** True when the words ask to hover over a control ("Hover over Archive", "Move the mouse over Export"). */
export function asksToHover(words: string): boolean {
  return HOVERING.test(foldText(words));
}

/** Words that ask to hover, said of a click on the same control ("Hover over Archive" → "click Archive"). */
export function hoverAsClick(words: string): string {
  return words.replace(HOVERING, 'click');
}

/** True when a word only says an order ("newest", "first", "descending"), as words that sort use it. */
export function isOrderWord(word: string): boolean {
  return ORDER_WORD.test(word);
}

/** The sort order the words ask for ("biggest first" → descending), if they name one. */
export function sortOrder(words: string): 'ascending' | 'descending' | undefined {
  const folded = foldText(words);
  // Of people by age, the oldest have the biggest numbers ("sort by age, oldest first" → descending).
  if (AGE.test(folded)) {
    if (/\b(?:oldest|eldest)\b[^.]*?\bfirst\b|\byoungest\b[^.]*?\blast\b/u.test(folded)) return 'descending';
    if (/\byoungest\b[^.]*?\bfirst\b|\b(?:oldest|eldest)\b[^.]*?\blast\b/u.test(folded)) return 'ascending';
  }
  if (DESCENDING.test(folded)) return 'descending';
  if (ASCENDING.test(folded)) return 'ascending';
  return undefined;
}

/** The values the words name that a click must account for: quoted spans and numbers. */
export function namedValues(words: string): string[] {
  const quoted = quotedValues(words);
  const unquoted = quoted.reduce((w, q) => w.replace(q, ' '), words);
  const numbers = [...unquoted.matchAll(NUMBER)].map((m) => m[0]);
  return [...new Set([...quoted, ...numbers].map((v) => foldText(v).trim()).filter((v) => v !== ''))];
}

/** The words' content tokens (stop words left out, lightly stemmed) that the given text does not contain. */
export function wordsBeyond(words: string, text: string): string[] {
  const have = new Set(tokens(text));
  return tokens(words).filter((t) => !have.has(t) && !/^\d+$/u.test(t));
}
