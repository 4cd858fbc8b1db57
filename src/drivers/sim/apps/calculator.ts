// A calculator with an on-screen keypad; "=" evaluates the display with the usual precedence.
import type { SimControl, SimWindow } from '../world.js';

const KEYS: [string, string, string][] = [
  ['7', '7', 'seven'],
  ['8', '8', 'eight'],
  ['9', '9', 'nine'],
  ['div', '÷', 'divide'],
  ['4', '4', 'four'],
  ['5', '5', 'five'],
  ['6', '6', 'six'],
  ['mul', '×', 'multiply'],
  ['1', '1', 'one'],
  ['2', '2', 'two'],
  ['3', '3', 'three'],
  ['sub', '−', 'subtract'],
  ['0', '0', 'zero'],
  ['dot', '.', 'decimal'],
  ['pct', '%', 'percent'],
  ['add', '+', 'add'],
  ['neg', '±', 'negate'],
  ['lp', '(', 'open bracket'],
  ['rp', ')', 'close bracket'],
  ['eq', '=', 'equals'],
  ['clr', 'C', 'clear'],
];

/** A calculator window; the display is the text a judge reads. */
export function calculatorApp(): SimWindow {
  const keys: SimControl[] = KEYS.map(([id, label, help]) => ({
    id: `k-${id}`,
    role: 'button',
    label,
    help,
  }));
  const on: NonNullable<SimWindow['on']> = {};
  for (const [id, label] of KEYS)
    on[`k-${id}:click`] = ({ find }) => {
      const display = find('display');
      display.label = press(display.label ?? '0', label);
    };
  return {
    id: 'w-calc',
    app: 'Calculator',
    pid: 4102,
    title: 'Calculator',
    root: {
      id: 'root',
      role: 'window',
      label: 'Calculator',
      children: [
        { id: 'display', role: 'statictext', label: '0' },
        { id: 'pad', role: 'group', children: keys },
      ],
    },
    on,
  };
}

function press(display: string, key: string): string {
  const fresh = display === '0' || display === 'Error';
  if (key === 'C') return '0';
  if (key === '=') return evaluate(display);
  if (key === '±') return display.startsWith('−') ? display.slice(1) : `−${display}`;
  return fresh && /[0-9(]/u.test(key) ? key : display + key;
}

/** Evaluates a display expression (× ÷ − %, parentheses) exactly enough for the tests. */
export function evaluate(expression: string): string {
  const ascii = expression
    .replace(/×/gu, '*')
    .replace(/÷/gu, '/')
    .replace(/−/gu, '-')
    .replace(/(\d+(?:\.\d+)?)%/gu, '($1/100)');
  if (!/^[0-9+\-*/().\s]+$/u.test(ascii)) return 'Error';
  const tokens = ascii.match(/\d+(?:\.\d+)?|[-+*/()]/gu) ?? [];
  let pos = 0;
  const peek = (): string | undefined => tokens[pos];
  const next = (): string | undefined => tokens[pos++];
  const atom = (): number => {
    const t = next();
    if (t === '(') {
      const v = sum();
      next();
      return v;
    }
    if (t === '-') return -atom();
    return Number(t);
  };
  const product = (): number => {
    let v = atom();
    while (peek() === '*' || peek() === '/') v = next() === '*' ? v * atom() : v / atom();
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (peek() === '+' || peek() === '-') v = next() === '+' ? v + product() : v - product();
    return v;
  };
  const value = sum();
  if (!Number.isFinite(value) || pos !== tokens.length) return 'Error';
  const text = String(Math.round(value * 1e10) / 1e10);
  return text.startsWith('-') ? `−${text.slice(1)}` : text;
}
