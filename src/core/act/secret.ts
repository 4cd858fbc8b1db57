// The secret-field refusal: text meant for a password, card or PIN field is refused by name, never "not found".
import { TEXT_KINDS } from '../candidates/types.js';
import { tokens } from '../decision/lexical.js';
import { isSecretField } from '../safety.js';
import { defaultStates, type UiNode } from '../snapshot.js';
import { show, type Observation } from './context.js';
import type { ActResult, ActStep } from './types.js';
import { escapeRegExp } from '../text.js';

// Words that ask for text to be entered, for a step that puts its text in the instruction instead of `text`.
const TYPING_WORDS = new Set(['type', 'enter', 'fill', 'input', 'write', 'paste', 'put', 'insert']);

/** The refusal for a step whose text is meant for a secret field on the window, or undefined. */
export function secretRefusal(obs: Observation, step: ActStep): ActResult | undefined {
  const words = stepWords(step);
  if (words === undefined) return undefined;
  // Offscreen ones too: a secret field below the fold is still there, and still refused.
  const secrets = obs.snapshot.nodes.filter((n) => n.states.secret);
  if (!secrets.length) return undefined;
  const wanted = new Set(tokens(words));
  const best = bestNamed(secrets, wanted);
  const rival = bestNamed(textFields(obs), wanted);
  // A field that is not secret and is named at least as fully is the one the step means.
  if (rival.score >= best.score && rival.score > 0) return undefined;
  if (best.node) return secretFieldRefusal(obs, best.node);
  // Words that only hint at a secret ("passwd") mean the window's one secret field; among several, none for sure.
  const only = secrets.length === 1 ? secrets[0] : undefined;
  if (!only || rival.score > 0 || !isSecretField({ label: words, states: defaultStates() })) return undefined;
  return secretFieldRefusal(obs, only);
}

/** The words that may name the field: the instruction without its text; undefined when the step enters no text. */
function stepWords(step: ActStep): string | undefined {
  const instruction = step.instruction ?? '';
  if (step.text !== undefined) return withoutText(instruction, step.text);
  return tokens(instruction).some((t) => TYPING_WORDS.has(t)) ? instruction : undefined;
}

/** The instruction without the step's own text where it stands whole ("type 'pw' into Notes"). */
function withoutText(instruction: string, text: string): string {
  if (text.trim() === '') return instruction;
  const escaped = escapeRegExp(text);
  return instruction.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
}

function textFields(obs: Observation): UiNode[] {
  const nodes = obs.candidates.flatMap((c) =>
    TEXT_KINDS.has(c.kind) && c.node !== undefined ? [obs.snapshot.nodes[c.node]] : [],
  );
  return nodes.filter((n): n is UiNode => n !== undefined && !n.states.secret);
}

/** The node whose name has the largest share of its words in the step. */
function bestNamed(nodes: UiNode[], wanted: Set<string>): { node?: UiNode; score: number } {
  let best: { node?: UiNode; score: number } = { score: 0 };
  for (const node of nodes) {
    const own = tokens(node.label || node.placeholder || node.identifier || '');
    const score = own.length ? own.filter((t) => wanted.has(t)).length / own.length : 0;
    if (score > best.score) best = { node, score };
  }
  return best;
}

/** The secret_field refusal for a node (and the candidate on it, when there is one). */
export function secretFieldRefusal(obs: Observation, node: UiNode): ActResult {
  const candidate = obs.candidates.find((c) => c.node === node.index);
  const label = node.label || node.placeholder;
  const name = label ? `"${label}"` : 'the field the step names';
  return {
    status: 'refused',
    code: 'secret_field',
    message:
      `${name} is a secret field (password, card, PIN): beans-picker never types into or reads it; ` +
      'ask the user to enter it themselves, then go on with the next step',
    ...(candidate ? { action: show(obs.snapshot, candidate) } : {}),
  };
}
