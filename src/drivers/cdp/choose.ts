// Choosing an option by its exact text: native <select> by setting the option and firing input/change;
// ARIA comboboxes and listboxes by opening the popup and pressing the option.
import type { PerformOutcome } from '../../core/driver.js';
import { pressChord } from './input.js';
import { parseChord } from './keys.js';
import type { AriaOptions, ChooseResult } from './page/types.js';
import { clickTarget, done, failed, GONE, type Acting, type Target } from './pointer.js';
import { settle } from './wait.js';

const CLICK = { button: 'left', count: 1, modifiers: [] } as const;

function notFound(option: string, options: string[]): PerformOutcome {
  return {
    ok: false,
    code: 'option_not_found',
    message: `no option reads exactly ${JSON.stringify(option)}`,
    options,
  };
}

/** Chooses the option whose text equals `option` exactly. */
export async function choose(a: Acting, target: Target, option: string): Promise<PerformOutcome> {
  const { doc, ref } = target;
  const native = await a.tab.frames.callIn<ChooseResult>(doc, 'chooseNative', [doc.docId, ref, option]);
  a.route = 'select';
  switch (native.state) {
    case 'done':
      return done('select');
    case 'gone':
      return GONE;
    case 'disabled':
      return failed('disabled', 'the list or the option is disabled');
    case 'not_found':
      return notFound(option, native.options);
    case 'ambiguous':
      return {
        ok: false,
        code: 'ambiguous_option',
        message: `several options read ${JSON.stringify(option)}`,
        options: native.options,
      };
    case 'not_native':
      return chooseAria(a, target, option);
    case 'concealed':
      // No option read: the act then opens the list the page draws in its place and presses the option there.
      return {
        ok: false,
        code: 'option_not_found',
        message: 'the page hides this list and draws its own in its place',
        options: [],
      };
  }
}

async function chooseAria(a: Acting, target: Target, option: string): Promise<PerformOutcome> {
  const read = (): Promise<AriaOptions | null> =>
    a.tab.frames.callIn<AriaOptions | null>(target.doc, 'ariaOptions', [target.doc.docId, target.ref]);
  let popup = await read();
  if (!popup) return GONE;
  let opened = false;
  if (!popup.expanded) {
    const clicked = await clickTarget(a, target, CLICK);
    if (!clicked.ok) return clicked;
    await settle(a.tab, a.signal, { quietMs: 30 });
    opened = true;
    popup = await read();
    if (!popup) return GONE;
  }
  const matches = popup.options.filter((o) => o.text === option);
  if (matches.length !== 1) {
    if (opened) await pressChord(a.tab, parseChord('Escape'));
    const texts = popup.options.map((o) => o.text);
    if (matches.length > 1)
      return {
        ok: false,
        code: 'ambiguous_option',
        message: `several options read ${JSON.stringify(option)}`,
        options: texts,
        mayHaveActed: opened,
      };
    return { ...notFound(option, texts), ...(opened ? { mayHaveActed: true } : {}) };
  }
  const [match] = matches;
  if (!match) return GONE;
  const pressed = await clickTarget(a, { doc: target.doc, ref: match.ref }, CLICK);
  if (!pressed.ok) return pressed;
  a.route = 'aria_option';
  return done(a.route);
}
