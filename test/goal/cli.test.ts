// The functions behind `beans-picker run` and `replay`: the embedded default on the simulated form, dry runs,
// replay of a clause run, flag errors, and the help text.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runGoalCommand, runReplayCommand, parseRunFlags } from '../../src/cli/run.js';
import { RUN_USAGE } from '../../src/cli/usage.js';
import { parseConfig } from '../../src/config/schema.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { formState } from '../../src/drivers/sim/apps/form.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import { createLog } from '../../src/log.js';
import { simFactory } from '../../src/platforms/sim.js';
import { Session } from '../../src/tools/session.js';
import type { Io } from '../../src/cli/io.js';
import type { Decider } from '../../src/core/decision/systemone.js';
import { itemTexts, policyDecider } from './support.js';

function setup(env: Record<string, string> = {}, decider: () => Decider = () => createEmbeddedDecider()) {
  const sim = new SimDriver();
  const session = new Session({
    config: parseConfig({ BEANS_PICKER_EFFECT_RETAKES: '5', ...env }),
    decider,
    factories: [simFactory(() => sim)],
    log: createLog('silent'),
  });
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => void out.push(t), err: (t) => void err.push(t), readStdin: async () => '' };
  return { sim, session, io, out, err };
}

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
async function runsDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'goal-cli-'));
  dirs.push(dir);
  return dir;
}
const signal = (): AbortSignal => new AbortController().signal;

describe('beans-picker run: the embedded default', () => {
  it('never prints a password named in the goal, not even in the header (a dry run)', async () => {
    const { session, io, out } = setup();
    const goal = 'Enter the username "vina" and the password "US" into the text fields, then press login';
    const runs = await runsDir();
    await runGoalCommand(session, goal, { window: 'sim:w-form', runs }, io, {
      signal: signal(),
    });
    await session.close();
    const text = out.join('');
    expect(text).toContain(runs);
    expect(text).toContain('the password \\"[redacted]\\"');
    // The runs folder's name is random letters ("goal-cli-EUSPn9" once); it is ours, not the password.
    expect(text.replaceAll(runs, '<runs>')).not.toContain('US');
  });

  it('sets the name to "Grace Hopper" and clicks Save on sim:w-form, clause by clause, and the form shows it', async () => {
    const { sim, session, io, out } = setup();
    const runs = await runsDir();
    const goal = "Set the name to 'Grace Hopper' and click Save";
    const code = await runGoalCommand(session, goal, { window: 'sim:w-form', act: true, runs }, io, {
      signal: signal(),
    });
    const text = out.join('');
    expect(code, text).toBe(0);
    expect(formState(sim.window('w-form'))).toMatchObject({ name: 'Grace Hopper', saves: 1 });
    expect(text).toContain('embedded default: one act per clause');
    expect(text).toContain("1. Set the name to 'Grace Hopper' → done");
    expect(text).toContain('2. click Save → done');
    expect(text).toMatch(/^step 1 {2}snapshot \d+\.\d\ds {2}act /mu);
    expect(text).toMatch(
      /^calls: decider 2 \(100%, \d+\.\ds\) {2}writer 0 \(0%, 0\.0s\) {2}handoffs 0 {2}questions 0$/mu,
    );
    await session.close();
    const [folder] = await readdir(runs);
    const replayOut: string[] = [];
    const replayIo: Io = {
      out: (t) => void replayOut.push(t),
      err: (t) => void replayOut.push(t),
      readStdin: async () => '',
    };
    for (const step of ['1', '2']) {
      const replayed = await runReplayCommand({ run: join(runs, folder ?? ''), step }, replayIo, signal());
      expect(replayed, replayOut.join('')).toBe(0);
    }
    expect(replayOut.join('')).toContain('step 1 (clause): rebuilt state equals the saved one (faithful)');
    expect(replayOut.join('')).toContain('decision unchanged');
  });

  it('without --act decides the first clause only and changes nothing', async () => {
    const { sim, session, io, out } = setup();
    const code = await runGoalCommand(
      session,
      "Set the name to 'Grace Hopper' and click Save",
      { window: 'sim:w-form', runs: await runsDir() },
      io,
      { signal: signal() },
    );
    expect(code).toBe(0);
    expect(formState(sim.window('w-form'))).toMatchObject({ name: '', saves: 0 });
    const text = out.join('');
    expect(text).toContain('outcome: dry run');
    expect(text).toContain(
      'would: replace the whole text of TextField "Name" with the given text with "Grace Hopper"',
    );
    await session.close();
  });

  it('refuses a text clause with no quoted text instead of inventing one', async () => {
    const { sim, session, io, out } = setup();
    const code = await runGoalCommand(
      session,
      'Set the name to Grace',
      { window: 'sim:w-form', act: true, runs: await runsDir() },
      io,
      { signal: signal() },
    );
    // The words are tried (they may name a choice, "set the plan to Enterprise"), but no text is typed.
    expect(code).toBe(1);
    expect(out.join('')).toContain("text to enter must be quoted in the goal ('like this')");
    expect(out.join('')).toContain('outcome: nothing helps — 0 of 1 step verified');
    expect(formState(sim.window('w-form')).name).toBe('');
    await session.close();
  });

  it('stops at the first clause that does not land and says so', async () => {
    const { session, io, out } = setup();
    const code = await runGoalCommand(
      session,
      "Enter 'Juan' in the name field, then click Submit",
      { window: 'sim:w-form', act: true, runs: await runsDir() },
      io,
      { signal: signal() },
    );
    expect(code).toBe(1);
    const text = out.join('');
    expect(text).toContain("1. Enter 'Juan' in the name field → done");
    expect(text).toMatch(/2\. click Submit → not_found/u);
    await session.close();
  });
});

describe('beans-picker run: the goal loop', () => {
  it('runs the loop when a decision server (here a policy) is configured, with a timing line per step', async () => {
    const policy = policyDecider((s) =>
      itemTexts(s).includes('Saved 1') ? { kind: 'done' } : { kind: 'click', target: 'Save' },
    );
    const { sim, session, io, out } = setup({}, () => policy);
    const code = await runGoalCommand(
      session,
      'Save the note',
      { window: 'sim:w-form', act: true, runs: await runsDir() },
      io,
      { signal: signal() },
    );
    const text = out.join('');
    expect(code, text).toBe(0);
    expect(formState(sim.window('w-form')).saves).toBe(1);
    expect(text).toContain('(goal loop; decider policy; writer none)');
    expect(text).toMatch(
      /^step 1 {2}snapshot \d+\.\d\ds {2}decide \d+\.\d\ds {2}act \d+\.\d\ds {2}total \d+\.\d\ds {2}clicked 'Save' \[0\.90\]$/mu,
    );
    expect(text).toMatch(/^step 2 .*stop: done \[0\.90\]$/mu);
    expect(text).toContain(
      "answer: Stopped (done): the decider judged the goal achieved. Did: clicked 'Save'.",
    );
    expect(text).toMatch(
      /^calls: decider 2 \(100%, 0\.0s\) {2}writer 0 \(0%, 0\.0s\) {2}handoffs 0 {2}questions 0$/mu,
    );
    await session.close();
  });
});

describe('beans-picker run: flags and targets', () => {
  it('parses the flags with their defaults and names a bad one', () => {
    expect(parseRunFlags({ window: 'sim:w-form' })).toEqual({
      act: false,
      steps: 100,
      handoffs: 10,
      minConfidence: 0.4,
      delayMs: null,
    });
    expect(parseRunFlags({ window: 'x', delay: '1.5', act: true })).toMatchObject({
      act: true,
      delayMs: 1500,
    });
    expect(parseRunFlags({ window: 'x', steps: '0' })).toEqual({
      error: '--steps must be an integer from 1 to 10000',
    });
    expect(parseRunFlags({ window: 'x', 'min-confidence': '2' })).toEqual({
      error: '--min-confidence must be a number from 0 to 1',
    });
    expect(parseRunFlags({ window: 'x', url: 'https://example.com' })).toEqual({
      error: 'give exactly one of --url URL, --app NAME or --window ID',
    });
  });

  it('fails clearly when --url has no browser driver', async () => {
    const { session, io, err } = setup();
    const code = await runGoalCommand(
      session,
      'Open it',
      { url: 'https://example.com', runs: await runsDir() },
      io,
      { signal: signal() },
    );
    expect(code).toBe(2);
    expect(err.join('')).toContain('--url needs the browser driver');
  });

  it('rejects a writer key sent over plain http to a remote host', async () => {
    const { session, io, err } = setup({
      BEANS_PICKER_WRITER_BASE_URL: 'http://example.com',
      BEANS_PICKER_WRITER_API_KEY: 'k',
    });
    const code = await runGoalCommand(session, 'Save', { window: 'sim:w-form', runs: await runsDir() }, io, {
      signal: signal(),
    });
    expect(code).toBe(2);
    expect(err.join('')).toContain('writer_bad_config');
  });

  it('targets a window by --app', async () => {
    const { sim, session, io } = setup();
    const code = await runGoalCommand(
      session,
      'click Save',
      { app: 'Fixture', act: true, runs: await runsDir() },
      io,
      { signal: signal() },
    );
    expect(code).toBe(0);
    expect(formState(sim.window('w-form')).saves).toBe(1);
  });

  it('run --help documents every flag and what the embedded default can and cannot do', () => {
    for (const flag of [
      '--url',
      '--app',
      '--window',
      '--act',
      '--steps',
      '--delay',
      '--handoffs',
      '--min-confidence',
      '--runs',
      '--drivers',
      '--run',
      '--step',
    ])
      expect(RUN_USAGE).toContain(flag);
    expect(RUN_USAGE).toContain('It CAN:');
    expect(RUN_USAGE).toContain('It CANNOT:');
  });
});
