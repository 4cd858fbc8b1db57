// Unit tests of the goal loop's pure parts: clauses, dates, the clock, screen reading, signatures and stall rules,
// the gate, redaction, and the rule that pure modules import no node I/O.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/core/build.js';
import { buildCandidates } from '../../src/core/candidates/build.js';
import { DecisionError } from '../../src/core/decision/systemone.js';
import { defaultStates, type RawNode } from '../../src/core/snapshot.js';
import { nowState, todayOf } from '../../src/goal/clock.js';
import { goalUrls, quotedSpans, splitClauses } from '../../src/goal/clauses.js';
import { dateHint, findDate } from '../../src/goal/dates.js';
import { readDecision } from '../../src/goal/decision.js';
import { buildMenu } from '../../src/goal/menu.js';
import { redactText } from '../../src/goal/record.js';
import { readScreen, regionOf } from '../../src/goal/screen.js';
import { sameScreen, StallRules, type ScreenSignature } from '../../src/goal/stall.js';
import type { ActionMenu } from '../../src/goal/types.js';
import { NOW } from './support.js';

const today = { year: 2026, month: 9, day: 16 };

describe('clauses', () => {
  it('splits at then, commas before a verb and "and" before a verb, keeping quotes whole', () => {
    expect(splitClauses("enter 'Juan' in the name field, then click Submit")).toEqual([
      { instruction: "enter 'Juan' in the name field", text: 'Juan' },
      { instruction: 'click Submit' },
    ]);
    expect(splitClauses("Set the name to 'Grace Hopper' and click Save")).toEqual([
      { instruction: "Set the name to 'Grace Hopper'", text: 'Grace Hopper' },
      { instruction: 'click Save' },
    ]);
    expect(splitClauses("type 'salt and then pepper' into Notes; tick Newsletter. Save")).toEqual([
      { instruction: "type 'salt and then pepper' into Notes", text: 'salt and then pepper' },
      { instruction: 'tick Newsletter' },
      { instruction: 'Save' },
    ]);
    expect(splitClauses('search for salt and pepper')).toEqual([
      { instruction: 'search for salt and pepper' },
    ]);
  });

  it('takes text only from quoted spans: the span after "to" wins, click clauses carry none, unquoted text asks for quotes', () => {
    expect(splitClauses("change the size from 'Small' to 'Large'")).toEqual([
      { instruction: "change the size from 'Small' to 'Large'", text: 'Large' },
    ]);
    expect(splitClauses("click 'Delete note'")).toEqual([{ instruction: "click 'Delete note'" }]);
    expect(splitClauses('set the name to Grace')).toEqual([
      { instruction: 'set the name to Grace', needsQuote: true },
    ]);
  });

  it('reads quoted spans exactly, ignores apostrophes inside words, and finds https URLs', () => {
    expect(quotedSpans(`don't touch "  spaced  " or ‘curly’ or it's 'x'`)).toEqual([
      '  spaced  ',
      'curly',
      'x',
    ]);
    expect(goalUrls('open https://example.com/a, then http://x.org and https://b.io.')).toEqual([
      'https://example.com/a',
      'https://b.io',
    ]);
  });
});

describe('dates and the clock', () => {
  it('finds dates in the usual forms and rolls a far-past month-day into next year', () => {
    expect(findDate('Oct 2', today)).toEqual({ year: 2026, month: 10, day: 2 });
    expect(findDate('Sat, 13 October 2026', today)).toEqual({ year: 2026, month: 10, day: 13 });
    expect(findDate('due 2026-09-13', today)).toEqual({ year: 2026, month: 9, day: 13 });
    expect(findDate('10/13/2026', today)).toEqual({ year: 2026, month: 10, day: 13 });
    expect(findDate('Jan 5', today)).toEqual({ year: 2027, month: 1, day: 5 });
    expect(findDate('Sep 1', today)).toEqual({ year: 2026, month: 9, day: 1 });
    expect(findDate('Version 2.3', today)).toBeNull();
    expect(findDate('Feb 30', today)).toBeNull();
  });

  it('hints relative days', () => {
    expect(dateHint({ year: 2026, month: 10, day: 13 }, today)).toBe('dated 2026-10-13 (in 27 days)');
    expect(dateHint(today, today)).toBe('dated 2026-09-16 (today)');
    expect(dateHint({ year: 2026, month: 9, day: 13 }, today)).toBe('dated 2026-09-13 (3 days ago)');
  });

  it('formats now in the run time zone', () => {
    expect(nowState(NOW)).toEqual({
      local_time: '2026-09-16 10:02 Wednesday',
      timezone: 'PDT',
      today: '2026-09-16',
    });
    expect(todayOf({ iso: '2026-09-17T02:00:00Z', timeZone: 'America/Los_Angeles' })).toEqual(today);
  });
});

const node = (
  role: RawNode['role'],
  label: string,
  parent: number | null,
  extra: Partial<RawNode> = {},
): RawNode => ({
  role,
  platformRole: role,
  label,
  states: defaultStates(extra.states ?? {}),
  parent,
  handle: `h${label}`,
  ...extra,
});
const CAPS = { backgroundKeys: true, backgroundMenus: true, modifiers: true, drag: true, hover: true };

describe('reading a screen', () => {
  it('gives a 3×3 region, clamped', () => {
    const bounds = { x: 0, y: 0, width: 300, height: 300 };
    expect(regionOf({ x: 10, y: 10 }, bounds)).toBe('top-left');
    expect(regionOf({ x: 150, y: 150 }, bounds)).toBe('middle-center');
    expect(regionOf({ x: 900, y: -50 }, bounds)).toBe('top-right');
  });

  it('puts row mates on repeated labels by frame, lists off-screen controls, and never shows a secret value', () => {
    const frame = (x: number, y: number) => ({ frame: { x, y, width: 80, height: 20 } });
    const snapshot = buildSnapshot({
      window: { id: 'w', app: 'A', title: 'T' },
      nodes: [
        node('window', 'T', null),
        node('statictext', 'Coldplay', 0, frame(0, 100)),
        node('button', 'Buy', 0, frame(200, 100)),
        node('statictext', 'Adele', 0, frame(0, 140)),
        node('button', 'Buy', 0, frame(200, 140)),
        node('textbox', 'Password', 0, {
          ...frame(0, 180),
          value: 'hunter2',
          states: defaultStates({ editable: true, focused: true }),
        }),
        node('button', 'Load older', 0, { ...frame(0, 2000), states: defaultStates({ offscreen: true }) }),
      ],
    });
    const { candidates } = buildCandidates(snapshot, { capabilities: CAPS });
    const screen = readScreen(snapshot, candidates, today);
    expect(screen.items.map((i) => [i.text, i.beside])).toEqual([
      ['Coldplay', undefined],
      ['Buy', ['Coldplay']],
      ['Adele', undefined],
      ['Buy', ['Adele']],
      ['Password', undefined],
    ]);
    expect(screen.focused).toEqual({ role: 'text field', label: 'Password', current_value: null });
    expect(screen.offscreen.map((o) => o.label)).toEqual(['Load older']);
    expect(JSON.stringify(screen)).not.toContain('hunter2');
  });
});

describe('screen signatures and stall rules', () => {
  const sig = (lines: string[], values: string[] = []): ScreenSignature => ({
    app: 'A',
    url: '',
    field: '',
    values,
    lines,
  });
  const page = (n: number, changed = ''): string[] => [
    ...Array.from({ length: n - 1 }, (_, i) => `line ${i}`),
    `clock ${changed}`,
  ];

  it('tolerates one changed line on a page of ten or more, not on a smaller one; field values count exactly', () => {
    expect(sameScreen(sig(page(10, 'a')), sig(page(10, 'b')))).toBe(true);
    expect(sameScreen(sig(page(9, 'a')), sig(page(9, 'b')))).toBe(false);
    expect(sameScreen(sig([...page(20, 'a'), 'x']), sig([...page(20, 'b'), 'y']))).toBe(false);
    expect(sameScreen(sig(page(12), ['Name=']), sig(page(12), ['Name=J']))).toBe(false);
  });

  it('counts idle captures and repeats of actions already tried on the same screen; a reset starts over', () => {
    const rules = new StallRules();
    const a = sig(page(3, 'a'));
    expect(rules.see(a)).toBe(0);
    expect(rules.acted(a, "clicked 'Next'", rules.tried(a))).toBe(0);
    expect(rules.see(a)).toBe(1);
    expect(rules.tried(a)).toEqual(["clicked 'Next'"]);
    expect(rules.acted(a, "clicked 'Next'", rules.tried(a))).toBe(1);
    rules.reset();
    expect([rules.idle, rules.repeats]).toEqual([0, 0]);
  });
});

describe('the gate and the menu', () => {
  const menu: ActionMenu = {
    kinds: ['click', 'scroll_down', 'done', 'none'].map((kind) => ({
      kind: kind as 'click',
      description: kind,
    })),
    targets: {
      item: [
        { label: '0', description: "'A'", name: 'A', candidateId: 'c1' },
        { label: '1', description: "'B'", name: 'B', candidateId: 'c2' },
      ],
    },
    fixed: { scroll_down: { label: 'down', description: 'x', name: 'x', candidateId: 'c3' } },
  };
  const answer = (kind: string, kc: number, item = '0', ic = 0.9) => ({
    model: 'm',
    usage: { input_tokens: null, output_tokens: null },
    answers: {
      kind: { type: 'choice' as const, choice: kind, confidence: kc, probabilities: { [kind]: kc } },
      item: { type: 'choice' as const, choice: item, confidence: ic, probabilities: { [item]: ic } },
    },
  });

  it('gates a click on min(kind, item), a scroll on the kind alone, and refuses labels that were not offered', () => {
    expect(readDecision(answer('click', 0.9, '1', 0.3), menu)).toMatchObject({
      kind: 'click',
      confidence: 0.3,
      target: { name: 'B' },
    });
    expect(readDecision(answer('scroll_down', 0.7, '1', 0.1), menu)).toMatchObject({
      confidence: 0.7,
      target: { name: 'x' },
    });
    expect(() => readDecision(answer('menu', 0.9), menu)).toThrow(DecisionError);
    expect(() => readDecision(answer('click', 0.9, '7'), menu)).toThrow(DecisionError);
  });

  it('offers type_text only for non-secret fields the goal names, offers Back as back (not an item), and withholds AutoFill', () => {
    const snapshot = buildSnapshot({
      window: { id: 'w', app: 'A', title: 'T' },
      nodes: [
        node('window', 'T', null),
        node('button', 'Back', 0),
        node('textbox', 'Name', 0, { value: '', states: defaultStates({ editable: true }) }),
        node('textbox', 'Email', 0, { value: '', states: defaultStates({ editable: true }) }),
        node('textbox', 'PIN', 0, { states: defaultStates({ editable: true }) }),
        node('button', 'Save', 0),
        node('menubar', '', 0),
        node('menuitem', 'Edit', 6),
        node('menuitem', 'AutoFill Password', 7),
        node('menuitem', 'Undo', 7),
      ],
    });
    const { candidates } = buildCandidates(snapshot, { capabilities: CAPS });
    const screen = readScreen(snapshot, candidates, today);
    const built = buildMenu({
      snapshot,
      candidates,
      screen,
      asked: 'set the name and the pin to 1234',
      canWrite: true,
      navigate: false,
      sites: [],
      writerUrl: false,
      windows: [],
    });
    expect(built.fixed.type_text?.name).toBe('Name');
    expect(built.fixed.back?.name).toBe('Back');
    expect(built.targets.item?.map((t) => t.name)).toEqual(['Name', 'Email', 'PIN', 'Save']);
    expect(built.fixed.menu?.name ?? built.targets.menu?.map((t) => t.name)).toBe('Edit ▸ Undo');
    expect(built.kinds.map((k) => k.kind)).not.toContain('open_url');
  });
});

describe('redaction and purity', () => {
  it('redacts quoted spans of a text that talks about a credential, and only those', () => {
    expect(redactText("log in with password 'hunter2'")).toBe("log in with password '[redacted]'");
    expect(redactText("set the name to 'Ada'")).toBe("set the name to 'Ada'");
  });

  it('keeps the pure modules free of node I/O', async () => {
    const pure = [
      'clauses',
      'clock',
      'compose',
      'dates',
      'decision',
      'history',
      'loading',
      'menu',
      'questions',
      'record',
      'report',
      'roles',
      'run-state',
      'screen',
      'stall',
      'state',
      'timing',
      'types',
      'writer',
      'loop',
      'perform',
      'review',
      'clause-run',
      'env',
      'index',
      'steps',
      'verdict',
    ];
    for (const name of pure) {
      const text = await readFile(new URL(`../../src/goal/${name}.ts`, import.meta.url), 'utf8');
      expect(text, name).not.toMatch(
        /from '(?:node:)?(?:fs|fs\/promises|http|https|net|child_process|os|process|readline)'/u,
      );
      expect(text, name).not.toMatch(/\bprocess\.|console\./u);
    }
  });
});
