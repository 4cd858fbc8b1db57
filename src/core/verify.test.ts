import { describe, expect, it } from 'vitest';
import { insertedWhole, judgeText, unseenEffect } from './verify.js';

const read = (value: string, exact = true) => ({ value, exact });

describe('exact text verdicts', () => {
  it('set_value passes only on exact equality, spaces included', () => {
    const base = {
      kind: 'set_value' as const,
      text: '  Grace Hopper ',
      before: read(''),
      moved: true,
      role: 'TextField "Name"',
    };
    expect(judgeText({ ...base, after: read('  Grace Hopper ') }).verdict).toBe('ok');
    expect(judgeText({ ...base, after: read('Grace Hopper') })).toMatchObject({
      verdict: 'wrong',
      expected: '  Grace Hopper ',
      actual: 'Grace Hopper',
    });
  });

  it('append needs exactly the previous text followed by the new one', () => {
    const base = {
      kind: 'append' as const,
      text: 'buy milk',
      before: read('todo:\n'),
      moved: true,
      role: 'x',
    };
    expect(judgeText({ ...base, after: read('todo:\nbuy milk') }).verdict).toBe('ok');
    expect(judgeText({ ...base, after: read('todo:\n buy milk') }).verdict).toBe('wrong');
  });

  it('a changed field without an exact reading is unverified, never ok', () => {
    const v = judgeText({
      kind: 'set_value',
      text: 'x',
      before: read('', false),
      after: read('x', false),
      moved: true,
      role: 'x',
    });
    expect(v.verdict).toBe('unverified');
  });

  it('a list drawn by the page that shows the chosen option whole is ok, not exact; anything else is unverified', () => {
    const base = {
      kind: 'choose_option' as const,
      text: '50',
      before: read('10', false),
      moved: true,
      role: 'r',
    };
    expect(judgeText({ ...base, after: read(' 50 ', false) })).toMatchObject({ verdict: 'ok', exact: false });
    expect(judgeText({ ...base, after: read('50 rows', false) }).verdict).toBe('unverified');
    expect(judgeText({ ...base, text: 'x', after: read('x', false), kind: 'set_value' }).verdict).toBe(
      'unverified',
    );
  });

  it('a list of several choices that shows the option added beside those before is ok, not exact', () => {
    const base = {
      kind: 'choose_option' as const,
      text: 'Friday',
      before: read('Wednesday', false),
      moved: true,
      role: 'r',
    };
    expect(judgeText({ ...base, after: read('Wednesday  Friday', false) })).toMatchObject({
      verdict: 'ok',
      exact: false,
    });
    expect(judgeText({ ...base, after: read('Friday Wednesday', false) }).verdict).toBe('ok');
    // A part of a word, another option gone as well, or the option there already: not shown added.
    expect(judgeText({ ...base, after: read('Monday Friday', false) }).verdict).toBe('unverified');
    expect(judgeText({ ...base, after: read('Wednesday Fridays', false) }).verdict).toBe('unverified');
    const had = { ...base, before: read('Friday Monday', false) };
    expect(judgeText({ ...had, after: read('Friday Monday Friday', false) }).verdict).toBe('unverified');
    expect(judgeText({ ...base, before: null, after: read('Wednesday Friday', false) }).verdict).toBe(
      'unverified',
    );
  });

  it('an unchanged field is none when nothing moved and wrong when the window changed', () => {
    const base = { kind: 'set_value' as const, text: 'x', before: read('a'), after: read('a'), role: 'r' };
    expect(judgeText({ ...base, moved: false }).verdict).toBe('none');
    expect(judgeText({ ...base, moved: true }).verdict).toBe('wrong');
  });

  it('a target that is gone is wrong when the window moved', () => {
    expect(
      judgeText({ kind: 'set_value', text: 'x', before: read('a'), after: null, moved: true, role: 'r' })
        .verdict,
    ).toBe('wrong');
  });
});

describe('insertedWhole', () => {
  it('finds the text inserted whole at one position', () => {
    expect(insertedWhole('world', 'hello ', 'hello world')).toBe(true);
    expect(insertedWhole('ac', 'b', 'abc')).toBe(true);
    expect(insertedWhole('ac', 'b', 'acb')).toBe(true);
    expect(insertedWhole('ac', 'bb', 'abcb')).toBe(false);
  });
  it('never splits a surrogate pair of the old text', () => {
    expect(insertedWhole('🙂', 'x', '\uD83Dx\uDE42')).toBe(false);
    expect(insertedWhole('🙂', 'x', '🙂x')).toBe(true);
  });
});

describe('an unchanged tree', () => {
  it('proves nothing for a delivered press or a row, and is no effect for state-bearing kinds', () => {
    for (const kind of ['click', 'key', 'menu'] as const)
      expect(unseenEffect(kind, 'button')?.verdict).toBe('unverified');
    expect(unseenEffect('set_value', 'row')?.detail).toMatch(/selection/u);
    for (const kind of [
      'toggle',
      'scroll',
      'step',
      'choose_option',
      'keypad',
      'context_menu',
      'drag',
    ] as const)
      expect(unseenEffect(kind, 'button')).toBeNull();
  });

  it("says what the window's pixels showed, and stays unverified either way", () => {
    const moved = { changed: true, share: 0.012, box: { x: 66, y: 174, width: 570, height: 244 } };
    const drawn = unseenEffect('click', 'button', { change: moved, said: "the window's pixels changed (…)" });
    expect(drawn).toEqual({
      verdict: 'unverified',
      detail:
        "delivered; the tree shows no change, but the window's pixels changed (…): the step may have done something only drawn on screen; check it before relying on it",
      screen: moved,
    });
    const still = unseenEffect('click', 'button', {
      change: { changed: false, share: 0 },
      said: 'nothing changed on screen either (its pixels were compared)',
    });
    expect(still?.verdict).toBe('unverified');
    expect(still?.detail).toMatch(
      /^delivered, but nothing changed in the tree, and nothing changed on screen either/u,
    );
    // Without a comparison nothing is claimed about the screen.
    expect(unseenEffect('click', 'button')?.detail).not.toMatch(/screen|visible/u);
    expect(unseenEffect('hover', 'button', { change: moved, said: 'x' })?.detail).toBe(
      'the pointer rests on the control; nothing new showed in the tree, but x (something drawn on hover, such as a tooltip); check before relying on it',
    );
  });
});
