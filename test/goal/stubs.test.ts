// End to end over real HTTP: a System One stub (the real protocol, through the remote client) and a writer stub
// speaking OpenAI chat completions. A multi-page goal completes with a hand-off, and the run folder replays.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SystemOneRequest } from '../../src/core/decision/systemone.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { startJevStub } from '../../src/decide/jev-stub.js';
import { createRemoteDecider } from '../../src/decide/remote.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import { shopApp } from '../../src/drivers/sim/apps/tickets.js';
import { createRunFolder } from '../../src/goal/folder.js';
import { runGoal } from '../../src/goal/index.js';
import { replayStep } from '../../src/goal/replay.js';
import { createHttpWriter } from '../../src/goal/writer-http.js';
import { testContext } from '../support/context.js';
import { itemTexts, NOW, policyResponse, type Move, type Seen } from './support.js';
import { startWriterStub } from '../support/writer-stub.js';

const row = (who: string): string => `in the row of '${who}'`;

const shopPolicy = (s: Seen): Move => {
  const texts = itemTexts(s);
  const items = (s.state.screen_items_in_reading_order ?? []) as { text: string; value?: string }[];
  if (texts.some((t) => t.startsWith('Order confirmed'))) return { kind: 'done' };
  if (texts.includes('Confirm'))
    return items.find((i) => i.text === 'Name on ticket')?.value === ''
      ? { kind: 'type_text' }
      : { kind: 'click', target: 'Confirm' };
  if (texts.includes('Coldplay')) return { kind: 'click', target: row('Coldplay') };
  if (String(s.state.current_focus ?? '').includes('Concerts')) return { kind: 'click', target: 'Concerts' };
  return { kind: 'click', split: ['Concerts', 'Theatre'] };
};

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

describe('goal run over a System One stub and a writer stub', () => {
  it('completes a multi-page goal with a hand-off, and every step of the run folder replays faithfully', async () => {
    const jev = await startJevStub((call) => ({
      status: 200,
      json: policyResponse(shopPolicy, JSON.parse(call.body) as SystemOneRequest),
    }));
    cleanup.push(() => jev.close());
    const writer = await startWriterStub((call, n) => {
      const system = call.body.messages[0]?.content ?? '';
      if (system.includes('exact text to type')) return { fill: true, text: 'Ada Lovelace' };
      return n === 0
        ? { achieved: false, answer: 'The shop home page is open.', focus: "Click 'Concerts'", question: '' }
        : { achieved: true, answer: 'Order confirmed for Ada Lovelace.', focus: '', question: '' };
    });
    cleanup.push(() => writer.close());
    const root = await mkdtemp(join(tmpdir(), 'goal-runs-'));
    cleanup.push(() => rm(root, { recursive: true, force: true }));
    const recorder = await createRunFolder(root, new Date(NOW.iso));
    const sim = new SimDriver({ windows: [shopApp()] });
    const lines: string[] = [];
    const result = await runGoal(
      {
        goal: 'Buy a Coldplay ticket; the name on ticket is Ada Lovelace',
        windowId: 'w-shop',
        act: true,
        steps: 20,
        delayMs: null,
        handoffs: 10,
        minConfidence: 0.4,
      },
      {
        ctx: testContext(
          sim,
          createRemoteDecider({ baseUrl: jev.url, apiKey: 'jev-key', model: 'jev-latest' }),
        ),
        writer: createHttpWriter({
          baseUrl: writer.url,
          api: 'openai',
          apiKey: 'writer-key',
          model: 'stub-writer',
        }),
        recorder,
        now: () => NOW,
        sleep: async () => {},
        report: (line) => void lines.push(line),
        waitMs: 0,
      },
      'loop',
      { decider: 'remote', writer: 'openai:stub-writer' },
    );
    expect(result).toMatchObject({
      outcome: 'done',
      achieved: true,
      answer: 'Order confirmed for Ada Lovelace.',
    });
    expect(result.history).toEqual([
      "clicked 'Concerts'",
      "clicked 'Buy' beside 'Coldplay', 'Oct 2'",
      "typed 'Ada Lovelace' into 'Name on ticket'",
      "clicked 'Confirm'",
    ]);
    expect(sim.window('w-shop').state?.order).toEqual({ concert: 'Coldplay', name: 'Ada Lovelace' });
    expect(result.timings.handoffs).toBe(1);
    expect(lines[lines.length - 1]).toMatch(/^step 6 /u);
    // Keys never cross endpoints.
    expect(jev.calls.every((c) => c.headers.authorization === 'Bearer jev-key')).toBe(true);
    expect(writer.calls.every((c) => c.headers.authorization === 'Bearer writer-key')).toBe(true);
    expect(writer.calls.map((c) => c.body.model)).toEqual(['stub-writer', 'stub-writer', 'stub-writer']);
    const files = await readdir(recorder.dir);
    expect(files).toContain('run.json');
    const run = JSON.parse(await readFile(join(recorder.dir, 'run.json'), 'utf8')) as Record<string, unknown>;
    expect(run).toMatchObject({
      outcome: 'done',
      achieved: true,
      handoffs: 1,
      calls: { decider: { calls: 6 }, writer: { calls: 3 } },
    });
    expect(Object.keys(run.timings as object).sort()).toEqual(['act', 'decide', 'snapshot']);
    const steps = files.filter((f) => f.endsWith('-context.json')).map((f) => Number(f.slice(5, 8)));
    expect(steps).toEqual([1, 2, 3, 4, 5, 6]);
    for (const n of steps) {
      const replay = await replayStep(recorder.dir, n, createEmbeddedDecider(), new AbortController().signal);
      expect(replay, `step ${n}`).toMatchObject({ faithful: true, differences: [] });
    }
    // A second run at the same second gets its own folder.
    const again = await createRunFolder(root, new Date(NOW.iso));
    expect(again.dir).not.toBe(recorder.dir);
  });
});
