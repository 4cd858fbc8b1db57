// The names of the model's features, in weight order: per option, and per request for the `none` score.
import { CANDIDATE_KINDS, TEXT_KINDS } from '../../core/candidates/types.js';
import { VERB_CLASSES } from './lexicon.js';
import type { TextShape } from './query.js';
import { FIELDS, type Field } from './read.js';

// A hover is shown to the model as the click on its control (src/core/act/choose.ts), so it has no features.
const KINDS = [...CANDIDATE_KINDS.filter((k) => k !== 'hover'), 'unknown'] as const;
const VERBS = [...VERB_CLASSES.map(([name]) => name), 'named', 'none'];
const SHAPES: TextShape[] = ['empty', 'email', 'url', 'number', 'date', 'expr', 'word', 'phrase'];
/** Fields whose synonym matches are a feature of their own. */
export const SYN_FIELDS: readonly Field[] = [
  'name',
  'identifier',
  'help',
  'path',
  'label',
  'action',
  'context',
  'keys',
];

/** Names of the option features, in weight order. */
export const OPTION_FEATURES: readonly string[] = [
  ...FIELDS.map((f) => `cov.${f}`),
  ...SYN_FIELDS.map((f) => `syn.${f}`),
  'cov.any',
  'cov.noun',
  'other.only',
  'expr.part',
  'free.textkind',
  'quote.free.textkind',
  'other.name',
  'head.unheld',
  'verbname.nounless',
  'name.prec',
  'name.full',
  'name.phrase',
  'name.quoted',
  'name.empty',
  'quote.miss',
  'role.match',
  'role.bare',
  'role.clash',
  'ord.eq',
  'ord.neq',
  'ord.none',
  'ord.over',
  'dir.eq',
  'dir.neq',
  'dir.unsaid.up',
  'dir.unsaid.down',
  'dir.toward',
  'dir.away',
  'key.named',
  'key.other',
  'destr.unasked',
  'search.unasked',
  'search.other',
  'shape.fit',
  'shape.clash',
  'id.held',
  'id.miss',
  'neg.held',
  'neg.flip',
  'said.textkind',
  'said.other',
  ...KINDS.map((k) => `kind.${k}`),
  ...KINDS.map((k) => `text.${k}`),
  ...VERBS.flatMap((v) => KINDS.map((k) => `vk.${v}.${k}`)),
  ...SHAPES.flatMap((s) => [...TEXT_KINDS].map((k) => `shape.${s}.${k}`)),
];

/** Names of the request features that score `none`. */
export const NONE_FEATURES: readonly string[] = [
  'bias',
  'best.cov',
  'best.exact',
  'best.name',
  'any.phrase',
  'any.full',
  'unheld',
  'no.keys',
  'log.options',
  'has.text',
  'no.verb',
  'margin',
  'second.cov',
  'best.noun',
  'quote.free',
  'head.unheld',
  'id.free',
  'said',
  'negated',
  'has.ids',
  'bare.role',
  'text.unheld',
  'text.nothing.held',
  'stop.unheld',
];

/** Feature name → index. */
export const OPTION_INDEX: ReadonlyMap<string, number> = new Map(OPTION_FEATURES.map((name, i) => [name, i]));
