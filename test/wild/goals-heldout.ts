// Held-out goals: written apart from the code that runs them and never used to tune it, so their figure says
// what a new user's goals on these pages come to. Same form as the ladder (test/wild/goals.ts).
import { type WildGoal } from './goals.js';

/** Every held-out goal, in run order. */
export const HELDOUT_GOALS: readonly WildGoal[] = [];
