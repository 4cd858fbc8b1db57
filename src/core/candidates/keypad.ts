// On-screen keypads: found by 8+ digit buttons under one parent; text becomes presses.
import { foldText } from '../text.js';
import type { UiNode } from '../snapshot.js';

const DIGIT_IDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

// Each keypad key and the labels or identifiers that name it.
const KEY_NAMES: Record<string, string[]> = {
  '+': ['+', 'add', 'plus'],
  '-': ['−', '-', '–', 'subtract', 'minus'],
  '*': ['×', '*', 'x', 'multiply', 'times'],
  '/': ['÷', '/', 'divide'],
  '=': ['=', 'equals', 'calculate', 'result'],
  '.': ['.', ',', 'decimal', 'decimal point', 'point'],
  '%': ['%', 'percent', 'percentage'],
  '±': ['±', '+/−', '+/-', '∓', 'negate', 'change sign', 'plus minus'],
  '^': ['^', 'xʸ', 'x^y', 'power', 'exponent'],
  '√': ['√', 'square root', 'squareroot', 'root'],
  '(': ['(', 'open bracket', 'left parenthesis'],
  ')': [')', 'close bracket', 'right parenthesis'],
};

// Characters a caller may write, mapped to keypad keys.
const TEXT_ALIASES: Record<string, string> = {
  '×': '*',
  x: '*',
  X: '*',
  '÷': '/',
  '−': '-',
  '–': '-',
  '∓': '±',
};

function keyOf(node: UiNode): string | null {
  const names = [node.label, node.identifier ?? ''].map((s) => foldText(s).trim()).filter(Boolean);
  for (const name of names) {
    if (/^\d$/u.test(name)) return name;
    const digit = DIGIT_IDS.indexOf(name.replace(/^(?:digit|num|key)[ _-]?/u, ''));
    if (digit >= 0) return String(digit);
  }
  for (const [key, aliases] of Object.entries(KEY_NAMES))
    if (names.some((n) => aliases.includes(n) || aliases.includes(n.replace(/button$/u, '').trim())))
      return key;
  return null;
}

/** Finds an on-screen keypad: the keys of the first parent holding 8+ distinct digit buttons, else null. */
export function findKeypad(
  nodes: readonly UiNode[],
  usable: (n: UiNode) => boolean,
): Record<string, number> | null {
  const byParent = new Map<number, Map<string, number>>();
  for (const node of nodes) {
    if (node.role !== 'button' || node.parent === null || !usable(node)) continue;
    const key = keyOf(node);
    if (key === null) continue;
    const group = byParent.get(node.parent) ?? new Map<string, number>();
    if (!group.has(key)) group.set(key, node.index);
    byParent.set(node.parent, group);
  }
  // Digits may sit in one panel and operators in a sibling: merge groups that share a grandparent.
  const merged = new Map<number, Map<string, number>>();
  for (const [parent, group] of byParent) {
    const grand = nodes[parent]?.parent ?? parent;
    const into = merged.get(grand) ?? new Map<string, number>();
    for (const [k, v] of group) if (!into.has(k)) into.set(k, v);
    merged.set(grand, into);
  }
  for (const groups of [byParent, merged])
    for (const group of groups.values()) {
      const digits = [...group.keys()].filter((k) => /^\d$/u.test(k)).length;
      if (digits >= 8) return Object.fromEntries(group);
    }
  return null;
}

/** Compiles text ("12×7=") into keypad key presses, or names the first character the keypad lacks. */
export function compileKeypad(
  text: string,
  keypad: Record<string, number>,
): { presses: number[] } | { missing: string } {
  const presses: number[] = [];
  for (const raw of text.replace(/\s+/gu, '')) {
    const key = TEXT_ALIASES[raw] ?? raw;
    const node = keypad[key];
    if (node === undefined) return { missing: raw };
    presses.push(node);
  }
  return { presses };
}
