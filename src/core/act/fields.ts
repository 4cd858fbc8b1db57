// Fields told apart by what the words say of them besides a name: their kind alone ("the editor", "the location
// bar"), the text they hold now ("the field that says 'entry'"), their holding nothing ("the empty text field"),
// or the shape of the text they are to take (a name is no font size). Each answers one field or none.
import type { Candidate } from '../candidates/types.js';
import { quotedSpans, tokens } from '../decision/lexical.js';
import type { UiNode } from '../snapshot.js';
import { foldText } from '../text.js';
import { nodeOf, type Observation } from './context.js';

/** Kinds that put text into a field (a list's choice and a keypad are not). */
export const ENTRY_KINDS: ReadonlySet<string> = new Set(['set_value', 'append', 'type_into']);

// Words that say what is done to a field's text, where in it, or what kind of field it is (an editor, a location
// or address bar): none names one field.
const FIELD_WORDS = new Set(
  'type enter write put add append insert fill set change replace input key text editor area document textarea textfield textbox entry end start beginning caret cursor current existing after before there location address path url bar search find'.split(
    ' ',
  ),
);
// A field said as an editor or a document is a multi-line one; a search, location or address bar a one-line one.
const MULTILINE_WORDS = /\b(?:editor|text\s*area|textarea|document)\b/u;
const ONE_LINE_WORDS = /\b(?:search|find|location|address|path|url)\b/u;

// A field a person sees and may type into: in view, enabled, not secret.
function open(node: UiNode | undefined): node is UiNode {
  return node !== undefined && !node.states.offscreen && node.states.enabled && !node.states.secret;
}

/**
 * Words that name a field by its kind alone ("add ' see you at noon' at the end of the editor", "enter '12*7' in the
 * editor", "the location bar", "the search field") in a window with one field of that kind in view that takes
 * text, and that field has no name: that field, by the action the model ranks first for it, when the model ranks
 * it above every other control (FeatherPad's and SpeedCrunch's unnamed editors, said "the editor", were just below
 * the gate; Thunar's location bar and mousepad's find field were not found). Two such fields, a named one (the
 * model reads names; "the location bar" is not a form's one Email field), or any word beyond the kind, and the
 * model's answer stands.
 */
export function onlyField(
  obs: Observation,
  instruction: string,
  text: string | undefined,
  ranking: readonly { item: Candidate; p: number }[],
): { item: Candidate; p: number } | undefined {
  let words = foldText(instruction);
  for (const value of [...(text === undefined ? [] : [foldText(text).trim()]), ...quotedSpans(instruction)])
    if (value !== '') words = words.replace(value, ' ');
  if (tokens(words).some((t) => !FIELD_WORDS.has(t))) return undefined;
  const multiline = MULTILINE_WORDS.test(words);
  const oneLine = !multiline && ONE_LINE_WORDS.test(words);
  const fields = new Set(
    obs.candidates.flatMap((c) => {
      const node = ENTRY_KINDS.has(c.kind) ? nodeOf(obs, c) : undefined;
      const fits =
        open(node) &&
        node.states.editable &&
        (!multiline || node.states.multiline) &&
        (!oneLine || !node.states.multiline);
      return fits ? [node.index] : [];
    }),
  );
  const [only] = fields;
  const top = ranking[0];
  if (fields.size !== 1 || only === undefined || !top || obs.snapshot.nodes[only]?.label !== '')
    return undefined;
  const mine = ranking.filter((r) => ENTRY_KINDS.has(r.item.kind) && nodeOf(obs, r.item)?.index === only);
  const first = mine[0];
  return first && first.p >= top.p ? { item: first.item, p: first.p } : undefined;
}

// A field told by its emptiness ("type 'Hopper' into the empty text field", "fill in the blank box").
const EMPTY_FIELD =
  /\b(?:empty|blank|unfilled)\s+(?:(?:text|input|entry|edit)\s+)?(?:field|box|entry|input|textbox|text\s*box)\b/u;
// A field told by the text it holds now ("change the text field that says 'entry' to 'Grace'").
const FIELD_SAYING =
  /\b(?:field|box|entry|input|textbox)\s+(?:that\s+|which\s+)?(?:says|reads|shows|holds|contains|saying|reading|showing|holding|containing|with(?:\s+the\s+text)?)\s+["'\u2018\u201c]([^"'\u2019\u201d]+)["'\u2019\u201d]/iu;

/** The quoted text a field is changed to, last in the words ("… to 'Grace'"). */
export const NEW_TEXT = /\bto\s+["'\u2018\u201c]([^"'\u2019\u201d]+)["'\u2019\u201d]\s*[.!]?\s*$/u;

/**
 * The one field in view the words tell by what it holds: nothing ("the empty text field": GTK4's widget factory,
 * unnamed entries, one empty; a one-line field) or the text they quote ("the text field that says 'entry'": GTK3's
 * widget factory). Two fields holding it are not told apart.
 */
export function fieldTold(obs: Observation, instruction: string): Candidate | undefined {
  const empty = EMPTY_FIELD.test(foldText(instruction));
  const held = empty ? '' : FIELD_SAYING.exec(instruction)?.[1];
  if (held === undefined) return undefined;
  const fits = obs.candidates.filter((c) => {
    const node = c.kind === 'set_value' ? nodeOf(obs, c) : undefined;
    return (
      open(node) && (!empty || !node.states.multiline) && node.valueExact === true && node.value === held
    );
  });
  return fits.length === 1 ? fits[0] : undefined;
}

// A value that is a number, with a unit it may be shown in ("10 pt", "75%", "1.5 em").
const NUMBER_VALUE = /^\s*[+-]?\d+(?:[.,]\d+)?\s*(?:%|pt|px|em|rem|cm|mm|in|x)?\s*$/iu;

/**
 * A shortlist of fields that take text, where the text has no digit and all but one hold a number now: the one
 * that does not (LibreOffice's toolbar: "set the font to Liberation Serif" fits Font Name and Font Size alike by
 * its words, but only Font Name takes a name; Font Size reads "10 pt").
 */
export function byShape(
  obs: Observation,
  text: string | undefined,
  shortlist: readonly { item: Candidate; p: number }[],
): { item: Candidate; p: number } | undefined {
  if (text === undefined || /\d/u.test(text) || shortlist.length < 2) return undefined;
  if (!shortlist.every((r) => ENTRY_KINDS.has(r.item.kind))) return undefined;
  const worded = shortlist.filter((r) => !NUMBER_VALUE.test(nodeOf(obs, r.item)?.value ?? ''));
  const [only] = worded;
  return worded.length === 1 && only
    ? { item: only.item, p: shortlist.reduce((sum, r) => sum + r.p, 0) }
    : undefined;
}
