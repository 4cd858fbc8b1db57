// Ladder rungs on hand-off and reach: look-alike rows, a focus that unsticks a split decision, a question at the
// terminal, the bounds on hand-offs and questions, the dry run, and Ctrl-C.
import { describe, expect, it } from 'vitest';
import { reportsApp } from '../../src/drivers/sim/apps/ladder.js';
import { ticketsApp } from '../../src/drivers/sim/apps/tickets.js';
import {
  fakeTerminal,
  fakeWriter,
  itemTexts,
  policyDecider,
  runOn,
  type Move,
  type Seen,
} from './support.js';

const row = (who: string): string => `in the row of '${who}'`;
const booked = (s: Seen): boolean => itemTexts(s).some((t) => t.endsWith('booked'));

describe('goal ladder: rows and hand-offs', () => {
  it('L16 look-alike "Buy" buttons are told apart by their row, and the history names the row', async () => {
    const decider = policyDecider((s) =>
      booked(s) ? { kind: 'done' } : { kind: 'click', target: row('Coldplay') },
    );
    const { result, window } = await runOn(ticketsApp(), 'Buy the Coldplay ticket', { decider });
    expect(result).toMatchObject({ outcome: 'done', history: ["clicked 'Buy' beside 'Coldplay', 'Oct 2'"] });
    expect(window.state?.bought).toBe('Coldplay');
    const items = Object.values(decider.seen[0]?.targets.item ?? {});
    expect(items).toEqual([
      "button 'Buy' (middle-center; near a line dated 2026-09-25 (in 9 days); in the row of 'Bruno Mars', 'Sep 25')",
      "button 'Buy' (middle-center; near a line dated 2026-10-02 (in 16 days); in the row of 'Coldplay', 'Oct 2')",
      "button 'Buy' (bottom-center; near a line dated 2026-10-09 (in 23 days); in the row of 'Adele', 'Oct 9')",
    ]);
  });

  it('L14 a hand-off with a focus unsticks a split decision', async () => {
    const decider = policyDecider((s): Move => {
      if (booked(s)) return { kind: 'done' };
      const focus = String(s.state.current_focus ?? '');
      return focus.includes('Coldplay')
        ? { kind: 'click', target: row('Coldplay') }
        : { kind: 'click', split: [row('Coldplay'), row('Adele')] };
    });
    const writer = fakeWriter({
      answer: (p, n) =>
        n === 0 ? { focus: "Click 'Buy' in the row of 'Coldplay'", answer: p.why_the_run_stopped } : {},
    });
    const { result, window, lines } = await runOn(ticketsApp(), 'Buy a ticket for the concert on Oct 2', {
      decider,
      writer,
    });
    expect(result).toMatchObject({ outcome: 'done', achieved: true });
    expect(window.state?.bought).toBe('Coldplay');
    expect(writer.answers.map((a) => a.why_the_run_stopped.split(':')[0])).toEqual([
      'low confidence',
      'done',
    ]);
    expect(result.timings.handoffs).toBe(1);
    expect(result.timings.callsLine()).toMatch(
      /^calls: decider 3 \(\d+%, \d+\.\ds\) {2}writer 2 \(\d+%, \d+\.\ds\) {2}handoffs 1 {2}questions 0$/u,
    );
    expect(lines.some((l) => l.startsWith('hand-off 1: low confidence → focus:'))).toBe(true);
  });

  it('L15 a question answered at the terminal steers the run', async () => {
    const decider = policyDecider((s): Move => {
      if (booked(s)) return { kind: 'done' };
      const said = (s.state.user_said ?? []) as { replied: string }[];
      return said[0] ? { kind: 'click', target: row(said[0].replied) } : { kind: 'none' };
    });
    const writer = fakeWriter({ answer: (_p, n) => (n === 0 ? { question: 'Which band?' } : {}) });
    const terminal = fakeTerminal(['Adele']);
    const { result, window } = await runOn(ticketsApp(), 'Buy a ticket for my favourite band', {
      decider,
      writer,
      terminal,
    });
    expect(result).toMatchObject({ outcome: 'done', userSaid: [{ asked: 'Which band?', replied: 'Adele' }] });
    expect(terminal.asked).toEqual(['Which band?']);
    expect(window.state?.bought).toBe('Adele');
    expect(writer.answers[0]?.user_can_be_asked).toBe(true);
  });

  it('asks nobody when no one is at the terminal, and an empty reply ends the run', async () => {
    const decider = policyDecider(() => ({ kind: 'none' }));
    const writer = fakeWriter({ answer: () => ({ question: 'Which band?' }) });
    const nobody = fakeTerminal(['Adele'], false);
    const first = await runOn(ticketsApp(), 'Buy a ticket', { decider, writer, terminal: nobody });
    expect(first.result.outcome).toBe('nothing helps');
    expect(nobody.asked).toEqual([]);
    expect(writer.answers[0]?.user_can_be_asked).toBe(false);
    const silent = fakeTerminal(['']);
    const second = await runOn(ticketsApp(), 'Buy a ticket', { decider, writer, terminal: silent });
    expect(second.result.outcome).toBe('nothing helps');
    expect(silent.asked).toHaveLength(1);
  });

  it('asks at most three questions', async () => {
    const decider = policyDecider(() => ({ kind: 'none' }));
    const writer = fakeWriter({ answer: () => ({ question: 'Which band?' }) });
    const terminal = fakeTerminal(['a', 'b', 'c', 'd', 'e']);
    const { result } = await runOn(ticketsApp(), 'Buy a ticket', { decider, writer, terminal });
    expect(terminal.asked).toHaveLength(3);
    expect(result.timings.questions).toBe(3);
  });

  it('bounds hand-offs by --handoffs, and a focus with no action under it leaves the answer standing', async () => {
    const clicks = policyDecider((s): Move =>
      itemTexts(s).includes('Mark as read')
        ? { kind: 'click', target: 'Mark as read', confidence: 0.3 }
        : { kind: 'none' },
    );
    const focus = fakeWriter({ answer: () => ({ focus: "Click 'Mark as read'" }) });
    const idle = await runOn(reportsApp(), 'Mark the report read', { decider: clicks, writer: focus });
    expect(idle.result.timings.handoffs).toBe(1);
    expect(focus.answers).toHaveLength(2);
    const busy = policyDecider((s): Move =>
      s.kinds.includes('back') ? { kind: 'back' } : { kind: 'click', target: 'Mark as read' },
    );
    const writer = fakeWriter({ answer: () => ({ focus: 'Keep going' }) });
    const bounded = await runOn(reportsApp(), 'Mark the report read', { decider: busy, writer, handoffs: 2 });
    expect(bounded.result.timings.handoffs).toBe(2);
    expect(bounded.result.outcome).toBe('stalled');
  });

  it('a --handoffs 0 run makes every stop final', async () => {
    const decider = policyDecider(() => ({ kind: 'none' }));
    const writer = fakeWriter({ answer: () => ({ focus: 'Click something' }) });
    const { result } = await runOn(ticketsApp(), 'Buy a ticket', { decider, writer, handoffs: 0 });
    expect(result.timings.handoffs).toBe(0);
    expect(writer.answers).toHaveLength(1);
  });
});

describe('goal runs: dry run and Ctrl-C', () => {
  it('a dry run decides one step, prints state, questions, probabilities and intent, and acts on nothing', async () => {
    const decider = policyDecider(() => ({ kind: 'click', target: row('Coldplay') }));
    const { result, driver, lines } = await runOn(ticketsApp(), 'Buy the Coldplay ticket', {
      decider,
      act: false,
    });
    expect(result.outcome).toBe('dry run');
    expect(driver.performed).toEqual([]);
    expect(lines[0]).toBe('state:');
    expect(lines).toContain('question kind:');
    expect(lines).toContain('question item:');
    expect(lines.some((l) => l.startsWith('answer kind: click 0.96'))).toBe(true);
    expect(lines[lines.length - 1]).toBe(
      "would: clicked 'Buy' beside 'Coldplay', 'Oct 2' (confidence 0.90 ≥ 0.40)",
    );
  });

  it('an abort stops the run at once with outcome aborted', async () => {
    const controller = new AbortController();
    const decider = policyDecider((s) => {
      if ((s.state.previous_actions as string[]).length >= 1) controller.abort();
      return s.kinds.includes('back') ? { kind: 'back' } : { kind: 'click', target: 'Mark as read' };
    });
    const { result, driver } = await runOn(reportsApp(), 'Mark the report read', {
      decider,
      signal: controller.signal,
    });
    expect(result.outcome).toBe('aborted');
    expect(driver.performed).toHaveLength(1);
  });
});
