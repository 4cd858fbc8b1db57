// `npm run wild:goals [--heldout] [goal ids...]`: the goal ladder (or the held-out goals, written apart from the
// code and never used to tune it) through `beans-picker run` with the embedded decider, judged, with false dones
// and each library's rate.
import { startBed } from './bed.js';
import { rates } from './rates.js';
import { attemptGoal, type GoalOutcome } from './goal-attempt.js';
import { GOALS } from './goals.js';
import { HELDOUT_GOALS } from './goals-heldout.js';

const args = process.argv.slice(2);
const set = args.includes('--heldout') ? HELDOUT_GOALS : GOALS;
const wanted = args.filter((a) => !a.startsWith('--'));
const goals = wanted.length ? set.filter((g) => wanted.includes(g.id)) : set;
const bed = await startBed();
const outcomes: GoalOutcome[] = [];
try {
  for (const [run, goal] of goals.entries()) {
    const outcome = await attemptGoal(bed, goal, run);
    outcomes.push(outcome);
    console.error(
      `${outcome.id}: ${outcome.outcome} ${outcome.pass ? 'pass' : 'fail'}${outcome.falseDone ? ' FALSE DONE' : ''} (${outcome.seconds.toFixed(1)} s)`,
    );
    if (!outcome.pass) {
      for (const line of outcome.report
        .split('\n')
        .filter((l) => /^\s*\d+\. |^outcome|^\s+\d+\s*\|/u.test(l)))
        console.error(`    ${line}`);
      for (const d of outcome.differences) console.error(`    judge: ${d}`);
    }
  }
} finally {
  await bed.close();
}
console.log(rates(outcomes, (o) => o.falseDone, 'false done'));
const seconds = outcomes.map((o) => o.seconds).sort((a, b) => a - b);
console.log(`median ${(seconds[Math.floor(seconds.length / 2)] ?? 0).toFixed(1)} s a goal`);
process.exitCode = outcomes.some((o) => o.falseDone) ? 1 : 0;
