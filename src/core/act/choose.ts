// Chooses the candidate of a step: the given id, or the decider's pick through the gate.
import { isUnder, sectionOf } from '../build.js';
import { chordsIn } from '../candidates/build.js';
import { EFFECT_HINTS } from '../candidates/describe.js';
import { TEXT_KINDS, type Candidate, type OptionObject } from '../candidates/types.js';
import { decisionState } from '../decision/state.js';
import { pick } from '../decision/pick.js';
import type { DecisionUsage } from '../decision/systemone.js';
import { escapeRegExp, foldText, ORDINAL_WORDS, phrase } from '../text.js';
import { tokens } from '../decision/lexical.js';
import { asksForContextMenu, asksToHover, asksToRemove, hoverAsClick, wordsBeyond } from '../intent.js';
import { numberIn, wantedOf } from '../wanted.js';
import { namesControl } from './carry.js';
import { byShape, fieldTold, NEW_TEXT, onlyField } from './fields.js';
import { datesIn, timeIn } from './calendar.js';
import { cellAction, cellById } from './cells.js';
import { listedOption, opensList } from './endstate.js';
import { nodeOf, observationOf, show, type ActContext, type Observation } from './context.js';
import { secretFieldRefusal, secretRefusal } from './secret.js';
import type { ActResult, ActStep } from './types.js';
import type { UiNode } from '../snapshot.js';

/** The chosen candidate, or the result that ends the step. */
export type Choice =
  | {
      candidate: Candidate;
      pick?: { p: number; rule: 'strict' | 'agree' | 'route' };
      /** The model's next best actions after the pick, best first (for inspect). */
      others?: { candidate: Candidate; p: number }[];
      decider?: DecisionUsage;
      /** The value the words named, when the pick is a text action and the caller gave no text. */
      text?: string;
    }
  | { result: ActResult };

// How many of the model's next best actions a pick keeps.
const OTHERS_KEPT = 5;

/** Chooses by id (no model call) or by instruction (pick + gate); text for a secret field is refused first. */
export async function chooseCandidate(ctx: ActContext, obs: Observation, step: ActStep): Promise<Choice> {
  if (step.candidateId !== undefined) return byId(ctx, obs, step);
  const { instruction } = step;
  if (instruction === undefined)
    return {
      result: {
        status: 'failed',
        code: 'instruction_required',
        message: 'give instruction or candidateId',
      },
    };
  const refused = secretRefusal(obs, step);
  if (refused) return { result: refused };
  if (step.dragTo)
    return {
      result: {
        status: 'failed',
        code: 'candidate_required',
        message: 'a drag needs the source candidateId; observe to find it',
      },
    };
  // Words that ask to hover choose among the hovers alone, and no value they name is text to enter.
  if (asksToHover(instruction)) {
    if (!ctx.driver.capabilities.hover)
      return { result: { status: 'failed', code: 'hover_not_supported', message: HOVER_UNSUPPORTED } };
    if (step.text !== undefined)
      return { result: { status: 'failed', code: 'text_not_used', message: 'a hover takes no text' } };
    return pickFrom(ctx, obs, instruction, undefined);
  }
  if (step.text !== undefined) {
    const choice = await pickFrom(ctx, obs, instruction, step.text);
    if ('candidate' in choice) return choice;
    const told = fieldTold(obs, instruction);
    return told ? { candidate: told } : (cellChoice(obs, instruction, step.text) ?? choice);
  }
  // Words that name a value ("choose 'Niger'", "type milk into Search", "to 24") pick among the text actions
  // with that value as well; the caller's text, when given, always wins.
  const { tries, listsOnly } = valueTries(obs, instruction);
  let fallback: Choice | undefined;
  let unclear: Choice | undefined;
  const shortlisted = new Set<string>();
  for (const text of tries) {
    const choice = await pickFrom(ctx, obs, instruction, text);
    // A word value no list on the window offers yet is only entered into a list's own field, where what is
    // entered must match one of its options ("Set the city to Denver" in Tom Select, whose options load on opening).
    if ('candidate' in choice && text !== undefined && listsOnly) {
      if (TEXT_KINDS.has(choice.candidate.kind) && nodeOf(obs, choice.candidate)?.role === 'combobox')
        return { ...choice, text };
      continue;
    }
    if ('candidate' in choice) return text === undefined ? choice : { ...choice, text };
    for (const c of choice.result.candidates ?? []) shortlisted.add(c.id);
    if (choice.result.status === 'ambiguous') unclear ??= choice;
    // Words that are done only by typing have no try without the value: its answer is the last word.
    else if (text === undefined || !tries.includes(undefined)) fallback = choice;
  }
  // An option the words name in full, in the one list that offers it, when the model ranked that list among
  // its few best: choosing the option there is the step.
  const listed = asksToRemove(instruction) ? undefined : optionNamed(obs, instruction);
  if (listed && obs.candidates.some((c) => c.node === listed.choose.node && shortlisted.has(c.id)))
    return { candidate: listed.choose, text: listed.text };
  // Words that name a date ("Book it for Wednesday, December 9") or a time with no field the model could tell:
  // the one field made for dates (of one day, or of a range when the words name two) or for times is the choice.
  const dated = dateField(obs, instruction);
  if (dated) return { candidate: dated };
  // Words that tell the field by what it holds now, or by its holding nothing, and say the text it is to hold.
  const typed = tries[0] ?? NEW_TEXT.exec(instruction)?.[1];
  const told = typed === undefined ? undefined : fieldTold(obs, instruction);
  if (told && typed !== undefined) return { candidate: told, text: typed };
  const affirmative = assentButton(obs, instruction);
  if (affirmative) return { candidate: affirmative };
  const value = wantedOf(instruction, undefined, (span) => namesControl(obs.snapshot, span)).value;
  const cell = value === undefined ? undefined : cellChoice(obs, instruction, value);
  if (cell) return cell;
  return unclear ?? fallback ?? pickFrom(ctx, obs, instruction, undefined);
}

// Words that name a row and a column of one grid and a value, with no control the model could tell: that cell.
function cellChoice(obs: Observation, instruction: string, text: string): Choice | undefined {
  const cell = cellAction(obs, instruction);
  return cell ? { candidate: cell, text } : undefined;
}

// Words that only say yes to what a dialog asks ("confirm it", "yes, go ahead", "OK").
const ASSENT =
  /^\s*(?:please\s+)?(?:(?:yes|ok(?:ay)?|sure)[\s,]+)?(?:confirm|accept|approve|proceed|continue|agree|go\s+ahead|do\s+it|yes|ok(?:ay)?)(?:\s+(?:it|this|that|them))?(?:[\s,]+(?:please|go\s+ahead))?\s*[.!]?\s*$/iu;
// Buttons that say no: never the answer to a yes.
const REFUSING = /^(?:cancel|close|no|keep|dismiss|back|not now|never mind)\b/u;

/**
 * The button that says yes in the open dialog, for words that only assent ("confirm it" in "Delete INV-2043?"):
 * the one that repeats a word of the dialog's title ("Delete invoice"), else its focused default; none when that is
 * not exactly one button, or it says no. A destructive button still needs allowDestructive.
 */
function assentButton(obs: Observation, instruction: string): Candidate | undefined {
  const modal = obs.snapshot.modal;
  if (!ASSENT.test(instruction) || !modal || (modal.kind !== 'dialog' && modal.kind !== 'alertdialog'))
    return;
  const inside = (index: number): boolean => {
    for (let i: number | null | undefined = index; i != null; i = obs.snapshot.nodes[i]?.parent)
      if (i === modal.root) return true;
    return false;
  };
  const buttons = obs.candidates.filter((c) => {
    const node = nodeOf(obs, c);
    return (
      c.kind === 'click' &&
      node?.role === 'button' &&
      inside(node.index) &&
      !REFUSING.test(phrase(node.label))
    );
  });
  const title = tokens(modal.title);
  const repeating = buttons.filter((c) => tokens(nodeOf(obs, c)?.label ?? '').some((t) => title.includes(t)));
  const focused = buttons.filter((c) => nodeOf(obs, c)?.states.focused === true);
  const [only] = repeating.length ? repeating : focused;
  return (repeating.length ? repeating : focused).length === 1 ? only : undefined;
}

const DATE_FIELD = /\b(?:date|dates|day|days|when|calendar)\b/u;
const TIME_FIELD = /\b(?:time|hour|clock)\b/u;
const RANGE_FIELD = /\b(?:range|period|dates|days|from|until)\b/u;

// The click that opens the one field made for the dates the words name: a text field whose name, placeholder
// or id speaks of dates, for a range only when the words name two days, else only when they name one.
function dateField(obs: Observation, instruction: string): Candidate | undefined {
  const fields = obs.candidates.flatMap((c) => {
    const node = nodeOf(obs, c);
    if (c.kind !== 'click' || !node || (node.role !== 'textbox' && node.role !== 'searchbox')) return [];
    const said = foldText([node.label, node.placeholder ?? '', node.identifier ?? ''].join(' '));
    return DATE_FIELD.test(said) || TIME_FIELD.test(said) ? [{ c, said }] : [];
  });
  // The words are read for dates only where a field speaks of them.
  if (!fields.length) return undefined;
  const dates = datesIn(instruction, new Date());
  const time = dates ? undefined : timeIn(instruction);
  if (!dates && !time) return undefined;
  const fits = fields.filter(({ said }) =>
    time
      ? TIME_FIELD.test(said) && !DATE_FIELD.test(said)
      : DATE_FIELD.test(said) && RANGE_FIELD.test(said) === (dates?.end !== undefined),
  );
  return fits.length === 1 ? fits[0]?.c : undefined;
}

// Words that begin by adding text ("append …", "add a line: …").
const ADDING = /^\s*(?:please\s+)?(?:append|add|insert|enter|put|fill|prepend)\b/iu;
// Words that begin by typing ("type …", "write …", "key in …").
const TYPING = /^\s*(?:please\s+)?(?:type|write|key\s+in|input)\b/iu;

// Words that begin by emptying something that is no box to untick, nor a store to empty ("empty the trash").
const CLEARING =
  /^\s*(?:please\s+)?(?:clear|empty|erase|blank|wipe)(?:\s+out)?\b(?!.*\b(?:check\s*box|checkbutton|tick|radio|toggle|switch|selection|cache|history|cookies|notifications?|trash|bin|basket|cart|filters?)\b)/iu;

// Words that say a field ("the form-danger field", "the search box"): "wipe the calculation history" says none.
const FIELD_WORDS = /\b(?:field|box|input|entry|textbox|text\s+area|search|line|bar)\b/iu;

/**
 * The texts to try the pick with, in order: undefined means the actions that take no text. `listsOnly`: the value is
 * a word value no list offers now, tried only in a list whose options show once it opens.
 */
function valueTries(
  obs: Observation,
  instruction: string,
): { tries: (string | undefined)[]; listsOnly: boolean } {
  const wanted = wantedOf(instruction, undefined, (span) => namesControl(obs.snapshot, span));
  const plain = (tries: (string | undefined)[]): { tries: (string | undefined)[]; listsOnly: boolean } => ({
    tries,
    listsOnly: false,
  });
  // "clear the form-danger field" with no text: emptying a field is the text "" (tried first), else a control
  // that clears ("Clear all").
  if (wanted.value === undefined)
    return plain(
      wanted.state === undefined && CLEARING.test(instruction) && FIELD_WORDS.test(instruction)
        ? ['', undefined]
        : [undefined],
    );
  const listed = obs.snapshot.nodes.some(
    (n) => n.options !== undefined && listedOption(n.options, wanted, n.label) !== undefined,
  );
  const textFirst = wanted.source !== 'choice' || listed;
  // A list whose options show only once it opens may still offer the word value.
  if (wanted.source === 'choice' && !listed)
    return obs.snapshot.nodes.some(unlistedList)
      ? { tries: [undefined, wanted.value], listsOnly: true }
      : plain([undefined]);
  // "type 'milk' into the search field" is done only by typing: no click or menu command is a fallback for it
  // (mousepad's Search menu took the words when its find bar's field, which has no name, was unclear).
  if (TYPING.test(instruction)) return plain([wanted.value]);
  // Text stated after a colon by words that add it ("append a new line: bye for now") is entered or nothing is: a
  // menu's File > New is no answer to them.
  if (wanted.source === 'words' && ADDING.test(instruction)) return plain([wanted.value]);
  return plain(textFirst ? [wanted.value, undefined] : [undefined, wanted.value]);
}

// An editable list that lists no options until it opens (Tom Select's control, an autocomplete combobox).
function unlistedList(node: UiNode): boolean {
  return (
    node.role === 'combobox' && node.options === undefined && node.states.editable && node.states.enabled
  );
}

// Options shorter than this are too common as plain words ("on", "all") to be read as a choice.
const OPTION_MIN = 3;

/**
 * The option the words name in full when exactly one list on the window offers it ("Escalate it: priority
 * Urgent", "Assign the ticket to Diego Ramírez"), though no verb or quote marks it as a value.
 */
function optionNamed(obs: Observation, instruction: string): { choose: Candidate; text: string } | undefined {
  const said = ` ${phrase(instruction)} `;
  const found = new Map<string, { choose: Candidate; text: string }>();
  for (const c of obs.candidates) {
    const node = c.kind === 'choose_option' ? nodeOf(obs, c) : undefined;
    // A custom select keeps its options in the page's own field inside it (Choices.js).
    const inner = node && obs.snapshot.nodes.find((n) => n.parent === node.index && n.options?.length);
    for (const option of node?.options ?? inner?.options ?? []) {
      const named = phrase(option);
      if (named.length >= OPTION_MIN && named !== phrase(node?.label ?? '') && said.includes(` ${named} `))
        found.set(`${c.node ?? ''}\u0000${option}`, { choose: c, text: option });
    }
  }
  const [only] = [...found.values()];
  if (found.size !== 1 || !only) return undefined;
  // "Set Team to Billing" names a Team field: the Labels list that offers Billing is not it.
  const node = nodeOf(obs, only.choose);
  const held = [
    only.text,
    node?.label ?? '',
    node?.identifier ?? '',
    ...(only.choose.option.within ?? []),
  ].join(' ');
  return namesOther(instruction, held) ? undefined : only;
}

// A word capitalised mid-sentence names a control; true when one such word is not in `held`.
function namesOther(instruction: string, held: string): boolean {
  const names = [...instruction.matchAll(/(?<=[^.!?:\s]\s+)\p{Lu}[\p{L}\p{N}]*/gu)].map((m) => m[0]);
  return names.some((name) => wordsBeyond(name, held).length > 0);
}

const RANGE_ROLES: ReadonlySet<string> = new Set(['spinbutton', 'slider']);
const MENU_ITEM_ROLES: ReadonlySet<string> = new Set(['menuitem', 'menuitemcheckbox', 'menuitemradio']);

// A menu command pressed, switched or reached by its menu path is one outcome, and so is a toolbar button named as
// a menu item (LibreOffice's Bold button and Format > Text > Bold): LibreOffice's "Show Formula" as a switch
// (p 0.20) and as View > Show Formula (p 0.20) let the Formula button lead "by 3×" at p 0.60 for "show formulas",
// and the button was pressed and said done.
function outcomeOf(obs: Observation, c: Candidate, commands: ReadonlySet<string>): string | undefined {
  if (c.kind !== 'click' && c.kind !== 'toggle' && c.kind !== 'menu') return undefined;
  const node = nodeOf(obs, c);
  const name = node ? foldText(node.label).trim() : '';
  if (!node || name === '') return undefined;
  if (MENU_ITEM_ROLES.has(node.role) || (COMMAND_BUTTONS.has(node.role) && commands.has(name)))
    return `command ${name}`;
  return undefined;
}

const COMMAND_BUTTONS: ReadonlySet<string> = new Set(['button']);

async function pickFrom(
  ctx: ActContext,
  obs: Observation,
  instruction: string,
  text: string | undefined,
): Promise<Choice> {
  const wantsText = text !== undefined;
  // Words that take something away ("Delete the team") are carried out only by a control that removes: a link
  // or a list named like the thing is not it, and picking one would answer done for a step never taken.
  const removing = !wantsText && asksToRemove(instruction);
  // A number outside a control's range is no value for it ("20 rows per page" is not page 20 of 4), nor a goal a
  // step could reach ("set the horizontal slider to 30" is not the 0..4 one).
  const number = wantsText ? numberIn(text) : undefined;
  const goal = wantsText
    ? undefined
    : wantedOf(instruction, undefined, (s) => namesControl(obs.snapshot, s)).number;
  const outOfRange = (c: Candidate): boolean => {
    const bound = c.kind === 'step' && goal !== undefined ? goal : number;
    const range = bound === undefined ? undefined : nodeOf(obs, c)?.range;
    return (
      range !== undefined &&
      bound !== undefined &&
      ((range.min !== undefined && bound < range.min) || (range.max !== undefined && bound > range.max))
    );
  };
  // Text with no number in it is no value for a spin button or a slider ("Madrid" typed into Travellers would
  // read back "Madrid" while the control's value stays where it was).
  const notNumber = (c: Candidate): boolean =>
    wantsText && number === undefined && RANGE_ROLES.has(nodeOf(obs, c)?.role ?? '');
  const hovering = asksToHover(instruction);
  const commands = new Set(
    obs.snapshot.nodes.filter((n) => MENU_ITEM_ROLES.has(n.role)).map((n) => foldText(n.label).trim()),
  );
  // A right click is only what words that ask for it mean: a documentation table's "next" row is no "next picture".
  const contextMenu = asksForContextMenu(instruction);
  const pool = obs.candidates.filter(
    (c) =>
      (c.kind === 'hover') === hovering &&
      (c.kind !== 'context_menu' || contextMenu) &&
      TEXT_KINDS.has(c.kind) === wantsText &&
      (c.kind !== 'keypad' || wantsText) &&
      (!removing || removes(obs, c)) &&
      !outOfRange(c) &&
      !notNumber(c),
  );
  // With a number to enter, a slider or spin button is one "set it to the value" option (its step-up candidate
  // carries it, and the act then steps to the value), beside the text fields.
  const ranges = number !== undefined ? rangeOptions(obs, outOfRange) : new Map<Candidate, OptionObject>();
  // A hover rests the pointer on the control a click would press: the model tells that control as for a click.
  const asked = hovering ? hoverAsClick(instruction) : instruction;
  const picked = await pick({
    instruction: asked,
    state: decisionState(obs.snapshot, asked, text),
    items: [...pool, ...ranges.keys()],
    option: (c) => ranges.get(c) ?? (c.kind === 'hover' ? asClick(c) : c.option),
    decider: ctx.decider,
    model: ctx.model,
    thresholds: ctx.thresholds,
    forced: true,
    outcome: (c) => outcomeOf(obs, c, commands),
    signal: ctx.signal,
  });
  // The pick, or a shortlist of look-alikes, counted within the section the words say.
  const top =
    picked.status === 'pick'
      ? { item: picked.item, p: picked.p }
      : picked.status === 'ambiguous' && lookAlikes(obs, picked.shortlist)
        ? { item: picked.shortlist[0]?.item, p: total(picked.shortlist) }
        : undefined;
  const counted = top?.item ? ordinalInSection(obs, instruction, top.item) : undefined;
  if (counted === null)
    return {
      result: {
        status: 'not_found',
        message: 'the section the words name has no such one of these; nothing was done',
        decider: picked.usage,
      },
    };
  if (counted && top?.p !== undefined)
    return {
      candidate: counted,
      pick: { p: Math.round(top.p * 1000) / 1000, rule: 'route' },
      decider: picked.usage,
    };
  if (picked.status === 'pick' && picked.item && picked.p !== undefined && picked.rule) {
    const others = picked.ranking
      .filter((r) => r.item !== picked.item && r.p > 0)
      .slice(0, OTHERS_KEPT)
      .map((r) => ({ candidate: r.item, p: Math.round(r.p * 1000) / 1000 }));
    return {
      candidate: picked.item,
      pick: { p: Math.round(picked.p * 1000) / 1000, rule: picked.rule },
      ...(others.length ? { others } : {}),
      decider: picked.usage,
    };
  }
  const route =
    chordSpelled(instruction, picked.ranking) ??
    (wantsText ? onlyField(obs, instruction, text, picked.ranking) : undefined) ??
    (picked.status === 'ambiguous'
      ? (optionRoute(obs, instruction, picked.shortlist) ??
        sortedBy(obs, instruction, picked.shortlist) ??
        endPage(obs, instruction, picked.shortlist) ??
        besideOpenTab(obs, picked.shortlist) ??
        byState(obs, instruction, picked.shortlist) ??
        byCase(obs, instruction, picked.shortlist) ??
        byShape(obs, text, picked.shortlist) ??
        bySection(obs, instruction, picked.shortlist) ??
        inView(obs, instruction, picked.shortlist))
      : undefined);
  if (route)
    return {
      candidate: route.item,
      pick: { p: Math.round(route.p * 1000) / 1000, rule: 'route' },
      decider: picked.usage,
    };
  if (picked.status === 'ambiguous')
    return {
      result: {
        status: 'ambiguous',
        message: 'more than one action fits; choose one of the candidates by its id (act with candidateId)',
        candidates: picked.shortlist.map((r) => show(obs.snapshot, r.item, r.p)),
        decider: picked.usage,
      },
    };
  return {
    result: {
      status: 'not_found',
      message:
        'no action on this window carries out the instruction; scroll, do the earlier step, or observe',
      candidates: picked.ranking.slice(0, 5).map((r) => show(obs.snapshot, r.item, r.p)),
      decider: picked.usage,
    },
  };
}

/**
 * One choice by two routes: a shortlist of one option the words name in full and the list openers it may sit
 * behind ("Country: United Kingdom" → the option "United Kingdom", or the Country box that opens its list).
 * Pressing the option is the choice; opening the list is only the way to it. The option then stands alone, at
 * the routes' joint probability.
 */
function optionRoute(
  obs: Observation,
  instruction: string,
  shortlist: readonly { item: Candidate; p: number }[],
): { item: Candidate; p: number } | undefined {
  const words = ` ${phrase(instruction)} `;
  const options = shortlist.filter((r) => r.item.kind === 'click' && nodeOf(obs, r.item)?.role === 'option');
  const openers = shortlist.filter((r) => r.item.kind === 'click' && opensList(nodeOf(obs, r.item)));
  const option = options[0];
  if (options.length !== 1 || !option || openers.length + 1 !== shortlist.length) return undefined;
  const name = phrase(nodeOf(obs, option.item)?.label ?? '');
  if (name === '' || !words.includes(` ${name} `)) return undefined;
  return { item: option.item, p: shortlist.reduce((sum, r) => sum + r.p, 0) };
}

const END_PAGE = /\b(?:(last|final|end)|(first))\s+page\b/u;
const PAGE_BUTTON = /^(?:page\s*)?(\d+)$/u;
// "the second page", "the 3rd page" ("first" is END_PAGE's).
const NTH_PAGE = new RegExp(`\\b(${ORDINAL_WORDS.slice(2).join('|')}|\\d+(?:st|nd|rd|th))\\s+page\\b`, 'u');

/**
 * A shortlist of numbered page buttons for words that ask for the first or last page ("Show the last page of the
 * directory" between Page 1, 2 and 3, on a pager with no Last button): the lowest or highest number shown. Only
 * when every page button of the window is in the shortlist and the pager skips none ("…"), so the last one shown is
 * the last one there is. Words that name the page by its place ("go to the second page") take the page so numbered.
 */
function endPage(
  obs: Observation,
  instruction: string,
  shortlist: readonly { item: Candidate; p: number }[],
): { item: Candidate; p: number } | undefined {
  const end = END_PAGE.exec(foldText(instruction));
  const nth = NTH_PAGE.exec(foldText(instruction));
  if (!end && !nth) return undefined;
  const numberOf = (c: Candidate): number | undefined => {
    const node = nodeOf(obs, c);
    const m =
      c.kind === 'click' && node && /^(?:button|link)$/u.test(node.role)
        ? PAGE_BUTTON.exec(foldText(node.label))
        : null;
    return m?.[1] === undefined ? undefined : Number(m[1]);
  };
  const pages = shortlist.filter((r) => numberOf(r.item) !== undefined);
  const all = obs.candidates.filter((c) => numberOf(c) !== undefined);
  if (pages.length < 2 || pages.length !== all.length) return undefined;
  const p = pages.reduce((sum, r) => sum + r.p, 0);
  // "the second page": the page numbered 2, wherever the pager starts or skips.
  if (nth) {
    const word = nth[1] ?? '';
    const n = ORDINAL_WORDS.includes(word) ? ORDINAL_WORDS.indexOf(word) : parseInt(word, 10);
    const named = pages.filter((r) => numberOf(r.item) === n);
    return named.length === 1 && named[0] ? { item: named[0].item, p } : undefined;
  }
  if (!end) return undefined;
  // A pager that skips pages ("1 2 3 … 10") may hide the last one: then the highest shown is not it.
  const skipped = (t: string): boolean => /^(?:…|\.{2,})$/u.test(t.trim());
  if (obs.snapshot.nodes.some((n) => skipped(n.label)) || obs.snapshot.texts.some(skipped)) return undefined;
  const sorted = [...pages].sort((a, b) => (numberOf(a.item) ?? 0) - (numberOf(b.item) ?? 0));
  const pick = end[1] !== undefined ? sorted[sorted.length - 1] : sorted[0];
  return pick ? { item: pick.item, p } : undefined;
}

// The state a control is in now, as the words describe it ("tick the unchecked box", "the one that is not pressed").
const OFF_NOW =
  /\b(?:unchecked|unticked|unselected|not (?:yet )?(?:checked|ticked|pressed|selected|on|active|enabled)|(?:that|which) (?:is|are) off)\b/u;
const ON_NOW = /\b(?:checked|ticked|pressed|(?:that|which) (?:is|are) on)\b/u;

/**
 * A shortlist of look-alike switches (three "checkbutton"s, two "togglebutton"s) where the words say the state the
 * one they mean is in now: the one shortlisted control in that state.
 */
function byState(
  obs: Observation,
  instruction: string,
  shortlist: readonly { item: Candidate; p: number }[],
): { item: Candidate; p: number } | undefined {
  const words = foldText(instruction);
  const now = OFF_NOW.test(words) ? false : ON_NOW.test(words) ? true : undefined;
  const checked = (r: { item: Candidate }) => nodeOf(obs, r.item)?.states.checked;
  if (now === undefined || !shortlist.every((r) => checked(r) !== undefined)) return undefined;
  const fits = shortlist.filter((r) => checked(r) === now);
  return fits.length === 1 ? fits[0] : undefined;
}

/**
 * A shortlist of controls whose names differ only in case ("Page 2", the stack switcher's radio, and four notebooks'
 * "page 2" tabs in GTK3's widget factory), of which the words write one's name exactly as it is, past their first
 * word (a capital there may only start the sentence): that one.
 */
function byCase(
  obs: Observation,
  instruction: string,
  shortlist: readonly { item: Candidate; p: number }[],
): { item: Candidate; p: number } | undefined {
  const labels = shortlist.map((r) => nodeOf(obs, r.item)?.label ?? '');
  const [first] = labels;
  if (shortlist.length < 2 || !first || labels.some((l) => foldText(l) !== foldText(first))) return undefined;
  if (new Set(labels).size < 2) return undefined;
  const body = instruction.replace(/^\s*\S+/u, ' ');
  const written = (label: string): boolean =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(label)}(?![\\p{L}\\p{N}])`, 'u').test(body);
  const exact = shortlist.filter((_, i) => written(labels[i] ?? ''));
  const [only] = exact;
  return exact.length === 1 && only
    ? { item: only.item, p: shortlist.reduce((sum, r) => sum + r.p, 0) }
    : undefined;
}

// Words that press a key: a chord named without them ("the F1 race results") is left to the model.
const PRESSING = /\b(?:press|hit|tap|push|strike|use|key|type|send)\b/u;

/**
 * The one key chord the words spell out ("press ctrl+x", "hit F5") among the candidates: that key press, however
 * unsure the model is of a key it has rarely seen named so.
 */
function chordSpelled(
  instruction: string,
  shortlist: readonly { item: Candidate; p: number }[],
): { item: Candidate; p: number } | undefined {
  const chords = chordsIn(instruction);
  if (chords.length !== 1 || !PRESSING.test(foldText(instruction))) return undefined;
  const said = shortlist.filter((r) => r.item.kind === 'key' && r.item.keys === chords[0]);
  return said.length === 1 ? said[0] : undefined;
}

// Look-alikes the model cannot tell apart: their probabilities are within this ratio of each other.
const TWIN_RATIO = 1.25;

// The same action on the same kind of control, at about the same probability: the words do not rank them.
function lookAlikes(obs: Observation, shortlist: readonly { item: Candidate; p: number }[]): boolean {
  const first = shortlist[0];
  if (!first || shortlist.length < 2) return false;
  const role = nodeOf(obs, first.item)?.role;
  const ps = shortlist.map((r) => r.p);
  return (
    role !== undefined &&
    Math.max(...ps) <= Math.min(...ps) * TWIN_RATIO &&
    shortlist.every((r) => r.item.kind === first.item.kind && nodeOf(obs, r.item)?.role === role)
  );
}

const total = (shortlist: readonly { p: number }[]): number => shortlist.reduce((sum, r) => sum + r.p, 0);

// Whether the words say a heading's text as a phrase of their own (not the look-alikes' own name).
function saysHeading(words: string, heading: string, name: string): boolean {
  const said = phrase(heading);
  return said.length >= 2 && said !== phrase(name) && ` ${phrase(words)} `.includes(` ${said} `);
}

/**
 * Look-alikes the words tell apart by the section they sit in ("expand Item 2 in the No Style accordion" among
 * five accordions' "Item 2"): the one under the heading the words say. Two or more there stay ambiguous.
 */
function bySection(
  obs: Observation,
  instruction: string,
  shortlist: readonly { item: Candidate; p: number }[],
): { item: Candidate; p: number } | undefined {
  if (!lookAlikes(obs, shortlist)) return undefined;
  const named = shortlist.filter((r) => {
    const node = nodeOf(obs, r.item);
    const heading = node ? sectionOf(obs.snapshot.nodes, node) : undefined;
    return node !== undefined && heading !== undefined && saysHeading(instruction, heading.label, node.label);
  });
  const [only] = named;
  return named.length === 1 && only ? { item: only.item, p: total(shortlist) } : undefined;
}

const KIND_WORDS =
  /^(?:tables?|lists?|forms?|grids?|sections?|menus?|pages?|dialogs?|panels?|tabs?|rows?|items?)$/u;

// "the first row", "the 3rd", "the last": the place among look-alikes the words say (-1 for the last).
function placeSaid(words: string): number | undefined {
  const folded = foldText(words);
  if (/\blast\b/u.test(folded)) return -1;
  const nth = /\b(\d{1,2})(?:st|nd|rd|th)\b/u.exec(folded);
  if (nth) return Number(nth[1]);
  const word = folded.split(/[^\p{L}]+/u).find((w) => ORDINAL_WORDS.indexOf(w) > 0);
  return word === undefined ? undefined : ORDINAL_WORDS.indexOf(word);
}

/**
 * Look-alikes counted within the section the words say ("check the first row in the Responsive table" on a page
 * whose Widths table comes first): the picked control's look-alikes under that heading, in order, and the one at
 * the place said. Undefined when the words say no place or no heading, or the pick is that one already; null when
 * the section has fewer look-alikes than the place said.
 */
function ordinalInSection(
  obs: Observation,
  instruction: string,
  picked: Candidate,
): Candidate | null | undefined {
  const place = placeSaid(instruction);
  const node = nodeOf(obs, picked);
  if (place === undefined || !node) return undefined;
  const nodes = obs.snapshot.nodes;
  // "in the Responsive table" says the Responsive heading; the page's own "Table" heading is a word of kind.
  const headings = nodes.filter(
    (n) =>
      n.role === 'heading' &&
      !KIND_WORDS.test(phrase(n.label)) &&
      saysHeading(instruction, n.label, node.label),
  );
  if (headings.length !== 1) return undefined;
  const [heading] = headings;
  const alike = obs.candidates.filter((c) => {
    const n = nodeOf(obs, c);
    return (
      c.kind === picked.kind &&
      n !== undefined &&
      n.role === node.role &&
      n.label === node.label &&
      sectionOf(nodes, n)?.index === heading?.index
    );
  });
  alike.sort((a, b) => (a.node ?? 0) - (b.node ?? 0));
  // Look-alikes only: a control with no twin elsewhere is named, not counted.
  const twins = obs.candidates.filter(
    (c) =>
      c.kind === picked.kind && nodeOf(obs, c)?.role === node.role && nodeOf(obs, c)?.label === node.label,
  );
  if (twins.length < 2) return undefined;
  const chosen = place === -1 ? alike[alike.length - 1] : alike[place - 1];
  if (!chosen) return null;
  return chosen === picked ? undefined : chosen;
}

/**
 * A shortlist of look-alikes the words cannot tell apart (the same action on the same kind of control, at the same
 * probability), of which one alone is in view: the one the person sees ("set the spin button to 75" in a window
 * whose four other spin buttons sit on pages not shown). With two in view, words that rank them, or words that say
 * a heading of the window (a section the one in view may not be in), it stays ambiguous.
 */
function inView(
  obs: Observation,
  instruction: string,
  shortlist: readonly { item: Candidate; p: number }[],
): { item: Candidate; p: number } | undefined {
  if (!lookAlikes(obs, shortlist)) return undefined;
  const first = shortlist[0];
  const name = first ? (nodeOf(obs, first.item)?.label ?? '') : '';
  if (obs.snapshot.nodes.some((n) => n.role === 'heading' && saysHeading(instruction, n.label, name)))
    return undefined;
  const shown = shortlist.filter((r) => nodeOf(obs, r.item)?.states.offscreen === false);
  const [only] = shown;
  return shown.length === 1 && only ? { item: only.item, p: total(shortlist) } : undefined;
}

/**
 * A shortlist of two where one is a click on the tab already open ("Share all photos" right after "Open Sharing":
 * the Sharing tab and the "All photos" radio): that click changes nothing, so the other is the step.
 */
function besideOpenTab(
  obs: Observation,
  shortlist: readonly { item: Candidate; p: number }[],
): { item: Candidate; p: number } | undefined {
  const open = (r: { item: Candidate }): boolean => {
    const node = nodeOf(obs, r.item);
    return r.item.kind === 'click' && node?.role === 'tab' && node.states.selected;
  };
  const rest = shortlist.filter((r) => !open(r));
  const [only] = rest;
  return shortlist.length === 2 && rest.length === 1 && only ? only : undefined;
}

/**
 * A shortlist of column headers (or buttons inside them) for words that sort "by" one of them ("Sort the invoices
 * by amount, biggest first" between Invoice and Amount): the header named right after "by".
 */
function sortedBy(
  obs: Observation,
  instruction: string,
  shortlist: readonly { item: Candidate; p: number }[],
): { item: Candidate; p: number } | undefined {
  const by = /\bby\s+(?:the\s+|their\s+|its\s+)?([\p{L}\p{N}]+)/u.exec(foldText(instruction))?.[1];
  // Headers, and the sort buttons some grids put inside them (Grid.js: "Sort column ascending" in each header).
  const header = (c: Candidate): boolean => {
    for (let n = nodeOf(obs, c); n; n = n.parent == null ? undefined : obs.snapshot.nodes[n.parent])
      if (n.role === 'columnheader') return true;
    return false;
  };
  if (!by || !shortlist.every((r) => r.item.kind === 'click' && header(r.item))) return undefined;
  const [word] = tokens(by);
  const named = shortlist.filter(
    (r) => word !== undefined && tokens(nodeOf(obs, r.item)?.label ?? '').includes(word),
  );
  // The header and a part inside it that repeats its name (AG Grid's label cell): the header is the one control.
  const headers = named.filter((r) => nodeOf(obs, r.item)?.role === 'columnheader');
  const inHeader = (r: { item: Candidate }, h: { item: Candidate }): boolean => {
    const node = nodeOf(obs, r.item);
    const head = nodeOf(obs, h.item);
    return node !== undefined && head !== undefined && isUnder(obs.snapshot.nodes, node, head.index);
  };
  const [only] =
    named.length > 1 && headers.length === 1 && named.every((r) => headers[0] && inHeader(r, headers[0]))
      ? headers
      : named.length === 1
        ? named
        : [];
  return only ? { item: only.item, p: shortlist.reduce((sum, r) => sum + r.p, 0) } : undefined;
}

// Words that name how a control removes: a destructive name, a delete key, a box or an option to clear.
const REMOVING_WORDS = /(?<![\p{L}])(?:delete|erase|remove|trash|discard|destroy|wipe|uninstall|clear)/u;
const REMOVE_MARK = /^[×✕✖xX]$/u;

// True when a candidate can take something away: a control named for it (or a bare ×), the Delete or Backspace
// key, a box to untick or a chosen option to press off.
function removes(obs: Observation, c: Candidate): boolean {
  if (c.kind === 'toggle' || c.kind === 'scroll') return true;
  if (c.kind === 'key') return /^(?:delete|backspace)$/iu.test(c.keys ?? '');
  const node = nodeOf(obs, c);
  const named = [node?.label, node?.identifier, node?.help, ...(c.menuPath ?? [])].join(' ');
  if (REMOVING_WORDS.test(foldText(named.replace(/([a-z])([A-Z])/gu, '$1 $2')))) return true;
  if (REMOVE_MARK.test((node?.label ?? '').trim())) return true;
  // A chosen item is taken out by clicking it, unless it holds a remove button of its own (Choices.js): then that
  // button is the control that removes it.
  return (
    node?.role === 'option' &&
    node.states.selected === true &&
    !obs.snapshot.nodes.some((n) => n.parent === node.index && isRemover(n.label))
  );
}

function isRemover(label: string): boolean {
  return REMOVING_WORDS.test(foldText(label)) || REMOVE_MARK.test(label.trim());
}

// One option per slider or spin button that takes no text: "set <it> to the given value".
function rangeOptions(obs: Observation, outOfRange: (c: Candidate) => boolean): Map<Candidate, OptionObject> {
  const textNodes = new Set(obs.candidates.filter((c) => TEXT_KINDS.has(c.kind)).map((c) => c.node));
  const options = new Map<Candidate, OptionObject>();
  for (const c of obs.candidates) {
    if (c.kind !== 'step' || c.direction !== 'up' || textNodes.has(c.node) || outOfRange(c)) continue;
    // "move Slider one step up (#1 of 3)" → "set Slider to the given value (#1 of 3)"; no direction: it sets.
    const action = c.does.replace(/^move /u, 'set ').replace(/ one step up\b/u, ' to the given value');
    const { direction: _direction, ...option } = c.option;
    options.set(c, { ...option, action, kind: 'set_value', effect_hint: EFFECT_HINTS.set_value });
  }
  return options;
}

// A hover as the model sees it: the click on the same control.
function asClick(c: Candidate): OptionObject {
  return {
    ...c.option,
    kind: 'click',
    action: `click ${c.does.replace(/^hover over /u, '')}`,
    effect_hint: EFFECT_HINTS.click,
  };
}

const HOVER_UNSUPPORTED =
  'this driver cannot rest the pointer on a control in the background; hovering works on web pages';

function byId(ctx: ActContext, obs: Observation, step: ActStep): Choice {
  const found =
    obs.candidates.find((c) => c.id === step.candidateId) ??
    wordless(ctx, obs, step) ??
    cellById(obs, step.candidateId ?? '');
  if (!found)
    return {
      result: {
        status: 'not_found',
        code: 'target_gone',
        message: `candidate ${step.candidateId ?? ''} is not on the window now; observe again`,
      },
    };
  // An id with words that ask to hover ("hover over it"): the hover of that id's control.
  const hovered =
    found.kind !== 'hover' && asksToHover(step.instruction ?? '')
      ? obs.candidates.find((c) => c.kind === 'hover' && c.node !== undefined && c.node === found.node)
      : found;
  if (!hovered)
    return {
      result: {
        status: 'failed',
        code: ctx.driver.capabilities.hover ? 'hover_not_used' : 'hover_not_supported',
        message: ctx.driver.capabilities.hover
          ? `"${found.does}" has no control to rest the pointer on`
          : HOVER_UNSUPPORTED,
      },
    };
  const candidate = hovered;
  const node = nodeOf(obs, candidate);
  if (step.text !== undefined && node?.states.secret)
    return { result: { ...secretFieldRefusal(obs, node), action: show(obs.snapshot, candidate) } };
  if (step.text !== undefined && !candidate.needsText)
    return {
      result: {
        status: 'failed',
        code: 'text_not_used',
        message: `${candidate.kind} takes no text; leave text out or choose a text action`,
      },
    };
  if (step.text === undefined && candidate.needsText)
    return { result: { status: 'failed', code: 'text_required', message: `${candidate.kind} needs text` } };
  return { candidate };
}

// Cut and Copy menu items are built only for words that name the clipboard; a step by id alone may still be one.
function wordless(ctx: ActContext, obs: Observation, step: ActStep): Candidate | undefined {
  if (step.instruction !== undefined) return undefined;
  return observationOf(ctx, obs.snapshot, 'cut copy').candidates.find((c) => c.id === step.candidateId);
}
