// The goal ladder on Debian apps (GTK3, GTK4, Qt5): every goal of goals.ts through `beans-picker run --act` with
// the embedded decider only (no decision server, no writer), judged by the app's own state: the real-app suite's
// judges, read through pyatspi and the app's settings once the run is over. Each app starts once and runs its
// goals in order, on a user's display, or on a private one where a goal presses keys.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/app.js';
import { runGoalCommand } from '../../src/cli/run.js';
import { parseConfig } from '../../src/config/schema.js';
import { linuxFactory } from '../../src/platforms/linux.js';
import type { Io } from '../../src/cli/io.js';
import type { Session } from '../../src/tools/session.js';
import { APPS } from './apps.js';
import { GOAL_APPS, endJudge, type AppGoal, type GoalApp } from './goals.js';
import { judgeApp, startApp, type AppSpec, type RunningApp } from './suite.js';
import { desktopAvailable } from '../atspi/support.js';

const installed = (spec: AppSpec): boolean => existsSync(`/usr/bin/${spec.command}`);
const available = desktopAvailable && APPS.every(installed);
if (!available)
  console.log(
    'app goal ladder skipped: the desktop tools or an app are not installed (bash scripts/install-deps.sh)',
  );

// The issue's bar, as for the web ladder: 85% of the goals that are not refusals done and judged so (measured on
// 2026-12-07: 17 of 18 in each of three runs).
const MIN_DONE = Math.ceil(
  0.85 * GOAL_APPS.reduce((n, a) => n + a.goals.filter((g) => g.refuse === undefined).length, 0),
);

/** What one goal came to. */
interface GoalOutcome {
  goal: AppGoal;
  /** The run's outcome line ("done — all 2 clauses done", "nothing helps — 1 of 2 steps verified; …"). */
  outcome: string;
  done: boolean;
  judged: true | string;
  /** The run said done while the app does not show the end state, or while the honest answer is not done. */
  falseDone: boolean;
  report: string;
}

const OUTCOME = /^outcome: (.+)$/mu;
const outcomes: GoalOutcome[] = [];
const started = Date.now();

/** Runs one goal as `beans-picker run "goal" --window ID --act` would, then judges the app. */
async function runAppGoal(session: Session, app: RunningApp, goal: AppGoal): Promise<GoalOutcome> {
  const runs = await mkdtemp(join(tmpdir(), 'app-goal-'));
  const lines: string[] = [];
  const io: Io = {
    out: (t) => void lines.push(t),
    err: (t) => void lines.push(t),
    readStdin: async () => '',
  };
  try {
    const flags = { window: app.windowId, act: true, runs };
    const code = await runGoalCommand(session, goal.goal, flags, io, {
      signal: new AbortController().signal,
    });
    const report = lines.join('');
    const outcome = OUTCOME.exec(report)?.[1] ?? 'no outcome';
    const done = code === 0 && outcome.startsWith('done');
    const judged = judgeApp(app, endJudge(app.spec, goal));
    const falseDone = done && (judged !== true || goal.refuse !== undefined);
    return { goal, outcome, done, judged, falseDone, report };
  } finally {
    await rm(runs, { recursive: true, force: true });
  }
}

function describeApp(entry: GoalApp): void {
  const display = entry.private ? 'private display' : "user's display";
  describe(`${entry.spec.name} (${entry.spec.toolkit}) on a ${display}`, () => {
    let app: RunningApp | undefined;
    let session: Session | undefined;
    beforeAll(async () => {
      app = await startApp(entry.spec, { private: entry.private });
      // The session `beans-picker run` would make on that display, with the embedded decider and no writer.
      session = createSession(parseConfig({ BEANS_PICKER_LOG_LEVEL: 'silent' }), [
        linuxFactory(app.session.env),
      ]);
    }, 90_000);
    afterAll(async () => {
      await session?.close();
      await app?.close();
    });
    for (const goal of entry.goals) {
      const wants = goal.refuse ? `not done (${goal.refuse})` : 'done only if the app shows it';
      const title = `${goal.id}: "${goal.goal}" → ${wants}${goal.known ? ` [not yet: ${goal.known}]` : ''}`;
      it(
        title,
        async () => {
          expect(app).toBeDefined();
          const outcome = await runAppGoal(session!, app!, goal);
          outcomes.push(outcome);
          const why = `${outcome.report}\njudge: ${String(outcome.judged)}`;
          expect(outcome.falseDone, why).toBe(false);
          if (goal.refuse) expect(outcome.done, why).toBe(false);
        },
        60_000,
      );
    }
  });
}

describe.skipIf(!available)('the goal ladder on Debian apps', () => {
  for (const entry of GOAL_APPS) describeApp(entry);

  // Runs last (tests in a file run in order): over every goal run above.
  it(`does at least ${MIN_DONE} goals, each judged done by the app, and says done of no other`, () => {
    const total = GOAL_APPS.reduce((n, a) => n + a.goals.length, 0);
    expect(outcomes.length).toBe(total);
    const done = outcomes.filter((o) => o.done && o.judged === true && !o.goal.refuse);
    const falseDones = outcomes.filter((o) => o.falseDone);
    const refusals = outcomes.filter((o) => o.goal.refuse);
    for (const o of outcomes.filter((o) => !done.includes(o)))
      console.log(`${o.goal.id}: ${o.outcome}${o.judged === true ? '' : `; judge: ${o.judged}`}`);
    console.log(
      `app goal ladder: ${done.length}/${total - refusals.length} goals done and judged so on ${GOAL_APPS.length} apps, ` +
        `${refusals.filter((o) => !o.done).length}/${refusals.length} refusals not done; ` +
        `${falseDones.length} false dones; ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    expect(falseDones.map((o) => o.goal.id)).toEqual([]);
    expect(done.length).toBeGreaterThanOrEqual(MIN_DONE);
  });
});
