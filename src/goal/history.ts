// History lines: plain sentences naming the target and its row, plus what the act pipeline said about it.
import { clip } from '../core/text.js';
import type { ActStatus } from '../core/act/types.js';
import type { ActionKind, Target } from './types.js';

const q = (text: string): string => `'${clip(text, 60)}'`;

/** "'Buy' beside 'Coldplay', 'Oct 2'" for a repeated label, else "'Buy'". */
export function targetName(target: Target): string {
  return target.beside?.length
    ? `${q(target.name)} beside ${target.beside.map(q).join(', ')}`
    : q(target.name);
}

const KEY_WORDS: Record<string, string> = { Return: 'Enter', Escape: 'Escape', Space: 'Space', Tab: 'Tab' };

/** The sentence for an action; the same action on the same target always reads the same. */
export function actionLine(kind: ActionKind, target: Target | undefined, text?: string): string {
  const on = target ? targetName(target) : 'the window';
  switch (kind) {
    case 'click':
      return `clicked ${on}`;
    case 'double_click':
      return `double-clicked ${on}`;
    case 'right_click':
      return `right-clicked ${on}`;
    case 'press_offscreen':
      return `pressed ${on} (out of view)`;
    case 'type_text':
      return `typed ${q(text ?? '')} into ${on}`;
    case 'choose_option':
      return `chose ${q(target?.option ?? '')} in ${on}`;
    case 'press_key':
      return `pressed ${KEY_WORDS[target?.name ?? ''] ?? target?.name ?? 'a key'}`;
    case 'menu':
      return `ran the menu command ${target?.name ?? ''}`;
    case 'scroll_down':
    case 'scroll_up':
      return `scrolled ${kind === 'scroll_down' ? 'down' : 'up'}${target && target.name !== 'the window' ? ` in ${q(target.name)}` : ''}`;
    case 'back':
      return 'went back';
    case 'open_url':
      return `opened ${target?.url && target.url !== 'other' ? target.url : 'a website'}`;
    case 'switch_window':
      return `switched to the window ${on}`;
    case 'wait':
      return 'waited';
    case 'done':
    case 'none':
      return kind;
  }
}

/** What an act status adds to a history line ("" when it simply worked). */
export function statusNote(status: ActStatus | 'refused', detail?: string): string {
  switch (status) {
    case 'done':
      return '';
    case 'unverified':
      return ' (not verified)';
    case 'no_effect':
      return ' (nothing changed)';
    case 'mismatch':
      return ' (the field did not take the text)';
    case 'needs_confirmation':
      return ' (refused: it may not be undone and the goal does not ask for it)';
    case 'not_found':
      return ' (the control was gone)';
    case 'ambiguous':
      return ' (not done: unclear target)';
    case 'refused':
      return ` (refused: ${detail ?? 'not allowed'})`;
    case 'failed':
      return ` (failed${detail ? `: ${detail}` : ''})`;
  }
}
