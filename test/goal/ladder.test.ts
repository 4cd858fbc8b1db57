// The scenario ladder, L1 upward: each rung drives the real loop on a simulated app with a scripted policy and
// asserts the outcome, the app's own record, and what was done.
import { describe, expect, it } from 'vitest';
import {
  catalogApp,
  loginApp,
  newsApp,
  reportsApp,
  siteApp,
  signupApp,
} from '../../src/drivers/sim/apps/ladder.js';
import {
  clockApp,
  counterApp,
  cycleApp,
  feedApp,
  wizardApp,
} from '../../src/drivers/sim/apps/ladder-stops.js';
import { pagedApp } from '../../src/drivers/sim/apps/pages.js';
import { findControl } from '../../src/drivers/sim/world.js';
import {
  fakeWriter,
  itemTexts,
  memoryRecorder,
  policyDecider,
  runOn,
  type Move,
  type Seen,
} from './support.js';

const click = (target: string): Move => ({ kind: 'click', target });
const has = (seen: Seen, text: string): boolean => itemTexts(seen).includes(text);

describe('goal ladder: basics', () => {
  it('L1 one click: marks the report read and stops on done', async () => {
    const decider = policyDecider((s) =>
      has(s, 'Marked as read') ? { kind: 'done' } : click('Mark as read'),
    );
    const { result, window } = await runOn(reportsApp(), 'Mark the quarterly report as read', { decider });
    expect(result).toMatchObject({ outcome: 'done', achieved: true, history: ["clicked 'Mark as read'"] });
    expect(window.state?.read).toBe(true);
    expect(decider.requests).toHaveLength(2);
  });

  it('L2 an AX-only control: an overlay covers Subscribe, so it is pressed, not clicked', async () => {
    const recorder = memoryRecorder();
    const decider = policyDecider((s) =>
      has(s, 'Subscribed to reports') ? { kind: 'done' } : click('Subscribe'),
    );
    const { result, window } = await runOn(reportsApp(), 'Subscribe to the reports', { decider, recorder });
    expect(result.outcome).toBe('done');
    expect(window.state?.subscribed).toBe(true);
    expect(recorder.files.get('step-001-result')).toMatchObject({
      status: 'done',
      act: { action: { route: 'press' } },
    });
  });

  it('L3 a slow page: loading is waited out in code, and the decider never sees the spinner', async () => {
    const decider = policyDecider((s) =>
      has(s, 'Download started')
        ? { kind: 'done' }
        : has(s, 'Download')
          ? click('Download')
          : click('Open report'),
    );
    const { result, window } = await runOn(reportsApp(), 'Open the quarterly report and download it', {
      decider,
    });
    expect(result.outcome).toBe('done');
    expect(window.state?.downloaded).toBe(true);
    expect(result.history.filter((h) => h.startsWith('waited'))).not.toHaveLength(0);
    expect(decider.seen.some((s) => has(s, 'Loading…'))).toBe(false);
  });

  it('L4 Escape a dialog: the cookie dialog closes with Escape, then the article opens', async () => {
    const decider = policyDecider((s) =>
      s.state.modal
        ? { kind: 'press_key', target: 'escape' }
        : has(s, 'The full article')
          ? { kind: 'done' }
          : click('Continue reading'),
    );
    const { result, driver } = await runOn(newsApp(), 'Read the article about lamps', { decider });
    expect(result).toMatchObject({
      outcome: 'done',
      history: ['pressed Escape', "clicked 'Continue reading'"],
    });
    expect(driver.performed.map((p) => p.action.type)).toEqual(['key', 'click']);
  });

  const signupPolicy = (s: Seen): Move => {
    const items = (s.state.screen_items_in_reading_order ?? []) as { text: string; value?: string }[];
    const empty = items.find((i) => i.value === '');
    if (empty) return { kind: 'type_text', target: empty.text };
    return has(s, 'Thanks for signing up') ? { kind: 'done' } : click('Submit');
  };

  it('L5 fill and submit a form with the writer composing each field', async () => {
    const writer = fakeWriter({
      fill: (input) => ({ fill: true, text: input.field.label === 'Name' ? 'Juan' : 'juan@example.com' }),
    });
    const decider = policyDecider(signupPolicy);
    const { result, window } = await runOn(
      signupApp(),
      'Sign up with the name Juan and the email juan@example.com',
      { decider, writer },
    );
    expect(result.outcome).toBe('done');
    expect(window.state?.submitted).toEqual({ name: 'Juan', email: 'juan@example.com' });
    expect(writer.fills.map((f) => f.field.label)).toEqual(['Name', 'Email']);
    expect(result.history.slice(0, 2)).toEqual([
      "typed 'Juan' into 'Name'",
      "typed 'juan@example.com' into 'Email'",
    ]);
  });

  it('L5b fill and submit with no writer: the text comes only from the quoted spans of the goal', async () => {
    const decider = policyDecider(signupPolicy);
    const { result, window } = await runOn(
      signupApp(),
      "Sign up with the name 'Juan' and the email 'juan@example.com'",
      { decider },
    );
    expect(result.outcome).toBe('done');
    expect(window.state?.submitted).toEqual({ name: 'Juan', email: 'juan@example.com' });
  });

  it('L6 scroll to find: Lamp is out of view until one scroll down', async () => {
    const decider = policyDecider((s) =>
      has(s, '1 item in your cart')
        ? { kind: 'done' }
        : has(s, 'Lamp')
          ? click('Lamp')
          : { kind: 'scroll_down' },
    );
    const { result, window } = await runOn(catalogApp(), 'Add the lamp to the cart', { decider });
    expect(result).toMatchObject({
      outcome: 'done',
      history: ["scrolled down in 'Products'", "clicked 'Lamp'"],
    });
    expect(window.state?.cart).toEqual(['Lamp']);
  });

  it('L7 a dead end and back: About is tried, Back returns, and the tried list steers to Pricing', async () => {
    const decider = policyDecider((s) => {
      if (has(s, 'Your trial has started')) return { kind: 'done' };
      if (has(s, 'Start trial')) return click('Start trial');
      if (has(s, 'We make lamps.')) return { kind: 'back' };
      const tried = s.state.already_tried_on_this_screen as string[];
      return click(tried.includes("clicked 'About'") ? 'Pricing' : 'About');
    });
    const { result, window } = await runOn(siteApp(), 'Start a free trial', { decider });
    expect(result.history).toEqual([
      "clicked 'About'",
      'went back',
      "clicked 'Pricing'",
      "clicked 'Start trial'",
    ]);
    expect(result.outcome).toBe('done');
    expect(window.state?.trial).toBe(true);
  });
});

describe('goal ladder: stop rules', () => {
  it('L8 a two-page cycle stalls on the second repeat', async () => {
    const decider = policyDecider((s) => click(has(s, 'Next') ? 'Next' : 'Previous'));
    const { result } = await runOn(cycleApp(), 'Find the contact page', { decider });
    expect(result.outcome).toBe('stalled');
    expect(result.history).toEqual([
      "clicked 'Next'",
      "clicked 'Previous'",
      "clicked 'Next'",
      "clicked 'Previous'",
    ]);
  });

  it('L9 a ticking clock does not hide a stall (one changed line in ten is the same screen)', async () => {
    const decider = policyDecider(() => click('Refresh'));
    const { result } = await runOn(clockApp(), 'Deploy the build', { decider });
    expect(result.outcome).toBe('stalled');
    expect(result.steps).toBe(3);
    const clocks = decider.seen.map((s) => itemTexts(s)[1]);
    expect(new Set(clocks).size).toBe(clocks.length);
  });

  it('L10 a wizard whose Next pages differ is not a stall', async () => {
    const decider = policyDecider((s) =>
      has(s, 'Setup complete') ? { kind: 'done' } : click(has(s, 'Finish') ? 'Finish' : 'Next'),
    );
    const { result, window } = await runOn(wizardApp(), 'Install the app', { decider });
    expect(result.outcome).toBe('done');
    expect(result.history).toEqual([
      "clicked 'Next'",
      "clicked 'Next'",
      "clicked 'Next'",
      "clicked 'Finish'",
    ]);
    expect(window.state?.finished).toBe(true);
  });

  it('L11 a password field is refused: never offered, never typed, the writer never asked, nothing saved', async () => {
    const recorder = memoryRecorder();
    const writer = fakeWriter({ fill: () => ({ fill: true, text: 'hunter2' }) });
    const decider = policyDecider((s) =>
      s.kinds.includes('type_text') ? { kind: 'type_text', target: 'Password' } : { kind: 'none' },
    );
    const goal = "Log in as 'ada' with the password 'hunter2'";
    const { result, driver, window } = await runOn(loginApp(), goal, { decider, writer, recorder });
    expect(result.outcome).toBe('nothing helps');
    expect(decider.seen.every((s) => !s.kinds.includes('type_text'))).toBe(true);
    expect(driver.performed).toEqual([]);
    expect(writer.fills).toEqual([]);
    expect(findControl(window.root, 'form.2')?.value).toBe('');
    expect(JSON.stringify([...recorder.files.values()])).not.toContain('hunter2');
  });

  it('L12 low confidence stops before acting', async () => {
    const decider = policyDecider(() => ({ kind: 'click', target: 'Mark as read', confidence: 0.3 }));
    const { result, driver } = await runOn(reportsApp(), 'Mark the report as read', { decider });
    expect(result.outcome).toBe('low confidence');
    expect(driver.performed).toEqual([]);
  });

  it('L13 the step limit ends a feed that always grows (a growing feed is not a stall)', async () => {
    const decider = policyDecider(() => click('Load more'));
    const { result, window } = await runOn(feedApp(), 'Read every post', { decider, steps: 5 });
    expect(result).toMatchObject({ outcome: 'step limit', steps: 5 });
    expect(window.state?.loaded).toBe(6);
  });

  it('L17 a page that never loads stops within the idle budget, without asking the decider again', async () => {
    const slow = pagedApp({
      id: 'w-slow',
      app: 'Slow',
      pid: 5301,
      start: 'home',
      pages: {
        home: { title: 'Slow', rows: [{ text: 'Open', role: 'button' }], on: { 'click:Open': 'report' } },
        report: { title: 'Report', loading: 100_000, rows: ['Ready'] },
      },
    });
    const decider = policyDecider(() => click('Open'));
    const { result } = await runOn(slow, 'Open the report', { decider, steps: 12 });
    expect(result.outcome).toBe('stalled');
    expect(result.history).toEqual([
      "clicked 'Open'",
      ...Array<string>(3).fill('waited (the screen was loading)'),
    ]);
    expect(decider.requests).toHaveLength(1);
  });

  it.fails(
    'L40 (expected failure) an action whose effect is invisible reads as a stall: three "Add one" stall instead of finishing',
    async () => {
      // Reason: the screen signature sees no change, so the repeat rule stops the run at the third click.
      // Fix ideas from the reference: count repeated actions, or add a title/badge/DOM-mutation delta to the signature.
      const decider = policyDecider((s) =>
        (s.state.previous_actions as string[]).length >= 3 ? { kind: 'done' } : click('Add one'),
      );
      const { result, window } = await runOn(counterApp(), 'Add three to the counter', { decider });
      expect(window.state?.count).toBe(3);
      expect(result.outcome).toBe('done');
    },
  );
});
