// Safety rules: which controls are destructive, which fields are secret.
import { foldText } from './text.js';
import type { RawNode } from './snapshot.js';
import type { Role } from './roles.js';

const DESTRUCTIVE_EN = [
  'delete',
  'erase',
  'remove',
  'quit',
  'close',
  'log out',
  'logout',
  'sign out',
  'signout',
  'empty trash',
  'purchase',
  'buy',
  'send',
  'share',
  'restart',
  'shut down',
  'shutdown',
  'force quit',
  'lock screen',
  'sleep',
  'hide',
  'clear menu',
  'revert',
  "don't save",
  'dont save',
  'discard',
  'trash',
  'replace',
  'overwrite',
  'reset',
  'uninstall',
  'publish',
  'pay now',
  'pay',
  'place order',
  'unsubscribe',
  'destroy',
  'wipe',
  'deactivate',
  'cancel subscription',
  'cancel order',
  'terminate',
];

const DESTRUCTIVE_JA = [
  '保存しない',
  'ゴミ箱',
  '置き換え',
  'すべてを置換',
  '破棄',
  '初期化',
  '上書き',
  '削除',
  '終了',
  '閉じる',
  '再起動',
  'ログアウト',
  'ロック',
  'スリープ',
  '非表示',
  '共有',
  'メニューを消去',
  'バージョンを戻す',
  'しまう',
  '送信',
  '購入',
  '決済',
  '支払う',
  '消去',
  '公開',
];

const EN_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${DESTRUCTIVE_EN.map((w) => w.replace(/[.*+?^${}()|[\]\\']/g, (c) => (c === "'" ? "['’]" : `\\${c}`))).join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);

// Key names and punctuation that merely contain a destructive word.
const KEY_LABEL = /^(?:close|right|left|open)\s+(?:paren|parenthesis|bracket|brace|quote)s?$/u;

const NEVER_DESTRUCTIVE_ROLES: ReadonlySet<Role> = new Set([
  'textbox',
  'searchbox',
  'checkbox',
  'switch',
  'radio',
  'slider',
  'spinbutton',
  'menuitemcheckbox',
]);

/** Context for a destructive check. */
export interface DestructiveContext {
  role: Role;
  label: string;
  identifier?: string | undefined;
  help?: string | undefined;
  within?: string[];
  instruction?: string;
  /** The node is a key of an on-screen keypad. */
  onKeypad?: boolean;
  /** The node is a popover's or dialog's own dismiss control. */
  dismissesPopover?: boolean;
  /** The node sits inside a combo box or list box, where removing takes a chosen item out (adding it undoes it). */
  inChoiceField?: boolean;
}

/** Why a control is destructive (the matched word), or null when it is not. */
export function destructiveReason(ctx: DestructiveContext): string | null {
  if (NEVER_DESTRUCTIVE_ROLES.has(ctx.role)) return null;
  const label = foldText(ctx.label).trim();
  if (KEY_LABEL.test(label)) return null;
  const fields = [ctx.label, ctx.identifier ?? '', ctx.help ?? ''].map((f) => splitIdentifier(f));
  for (const field of fields) {
    const folded = foldText(field);
    const en = EN_PATTERN.exec(folded);
    const word = en?.[0] ?? DESTRUCTIVE_JA.find((w) => field.includes(w));
    if (!word) continue;
    if (isExempt(word, label, ctx)) continue;
    return word;
  }
  return null;
}

function isExempt(word: string, label: string, ctx: DestructiveContext): boolean {
  if (ctx.onKeypad && /^(?:delete|clear|backspace|erase)/u.test(word)) return true;
  if (ctx.inChoiceField && /^(?:delete|remove|clear)$/u.test(word)) return true;
  if (
    ctx.dismissesPopover &&
    /^(?:close|dismiss|閉じる)$/u.test(word) &&
    !/delete|remove|discard/u.test(foldText(ctx.help ?? ''))
  )
    return true;
  // "Hide" is only destructive at app level (Hide, Hide Others, Hide All).
  if (word === 'hide' && !/^hide(?: others| all)?$/u.test(label)) return true;
  // "Replace…" opens a dialog; Replace / Replace All are fine when the caller asked to replace text outside a dialog.
  if (word === 'replace') {
    if (/^replace…|^replace\.\.\./u.test(label)) return true;
    const inDialog = (ctx.within ?? []).some((w) => /^(?:dialog|alertdialog):/u.test(w));
    if (!inDialog && ctx.instruction && /\b(?:replace|change)\b/u.test(foldText(ctx.instruction)))
      return true;
  }
  return false;
}

/** Splits camelCase and snake/kebab identifiers into words ("deleteNote" -> "delete Note"). */
function splitIdentifier(text: string): string {
  return text.replace(/([a-z])([A-Z])/gu, '$1 $2').replace(/[_-]+/gu, ' ');
}

const SECRET_HINTS_LONG = [
  'password',
  'passwd',
  'passcode',
  'passphrase',
  'one-time',
  'one time',
  'security code',
  'card number',
  'credit card',
  'cardholder',
  'card holder',
  'name on card',
  'social security',
  'api key',
  'private key',
  'recovery code',
  'seed phrase',
  'パスワード',
  '暗証番号',
];
// Short hints match whole words only ("pin" must not match "Shipping").
const SECRET_HINTS_SHORT = /(?<![\p{L}\p{N}])(?:pin|otp|2fa|mfa|cvv|cvc|ssn|csc)(?![\p{L}\p{N}])/u;
// Every card token (cc-name, cc-given-name, cc-type, cc-exp-month, ...), passwords and one-time codes.
const SECRET_AUTOCOMPLETE = /(?:^|\s)(?:cc-[a-z-]+|current-password|new-password|one-time-code)(?=\s|$)/u;

/** True when a field must be treated as secret: never typed into, its value never read. */
export function isSecretField(
  node: Pick<RawNode, 'label' | 'identifier' | 'placeholder' | 'help' | 'states'> & { autocomplete?: string },
): boolean {
  if (node.states.secret) return true;
  if (node.autocomplete && SECRET_AUTOCOMPLETE.test(node.autocomplete)) return true;
  const text = foldText([node.label, node.identifier ?? '', node.placeholder ?? ''].join(' '));
  const spaced = splitIdentifier(text);
  return SECRET_HINTS_LONG.some((h) => spaced.includes(h)) || SECRET_HINTS_SHORT.test(spaced);
}
