// act: pick the right control for a plain-words step, act in the background, and verify exactly.
import { z } from 'zod';
import { runAct, MAX_THEN } from '../core/act/act.js';
import { defineTool, LISTED } from './define.js';
import { fullRequest, shortIds, shortResult } from './ids.js';
import { candidateIdSchema, instructionSchema, targetShape } from './schemas.js';

const stepShape = {
  instruction: instructionSchema
    .optional()
    .describe(`${instructionSchema.description ?? ''}; optional with candidateId`),
  text: z.string().max(100_000).optional().describe('Text to enter, exactly as given (never trimmed)'),
  candidateId: candidateIdSchema.optional(),
  allowDestructive: z
    .boolean()
    .optional()
    .describe('Allow an action flagged destructive (delete, send, pay, Return...)'),
  modifiers: z
    .array(z.enum(['shift', 'ctrl', 'alt', 'meta']))
    .max(4)
    .optional()
    .describe('Keys held during a click or toggle'),
  double: z.boolean().optional().describe('Double click'),
  dragTo: z
    .union([
      z.object({ candidateId: candidateIdSchema }),
      z.object({
        dx: z.number().int().min(-10_000).max(10_000),
        dy: z.number().int().min(-10_000).max(10_000),
      }),
    ])
    .optional()
    .describe('Drag the candidate to another candidate, or by an offset in window pixels'),
};

type Words = { instruction?: string | undefined; candidateId?: string | undefined };

/** Adds the rule every step keeps: it has an instruction, a candidateId, or both. */
function wordsOrId<S extends z.ZodType<Words>>(schema: S): S {
  return schema.refine((step) => step.instruction !== undefined || step.candidateId !== undefined, {
    message: 'give instruction or candidateId: a step needs words, or the id of the action to run',
    path: ['instruction'],
  });
}

/** The act tool. */
export const actTool = defineTool({
  name: 'act',
  description:
    'Carry out one step on a window in the background and check that it worked. Say it in plain words (instruction), give text to enter exactly, or pass a candidateId from observe (no instruction or decision model needed).\n' +
    'Statuses:\n' +
    'done: verified (text by exact equality)\n' +
    "unverified: acted, effect not provable; do not repeat blindly (verification.screen: whether the window's pixels changed when its tree did not)\n" +
    'no_effect: the control did not change\n' +
    'mismatch: see expected/actual\n' +
    'ambiguous: pick a candidate id from the shortlist\n' +
    'needs_confirmation: destructive; repeat with allowDestructive only if the task asks for exactly that\n' +
    'refused: by policy (code secret_field, foreground_required); message says what to do instead\n' +
    'not_found: no such control now\n' +
    'failed: read code\n' +
    `Up to ${MAX_THEN} more steps in then, stopping at the first not done or unverified; done only if every step is. newCandidates lists controls that appeared.`,
  input: wordsOrId(
    z.object({
      ...targetShape,
      ...stepShape,
      then: z
        // Listed with the common fields only (modifiers, double and dragTo are still accepted): the listing is read
        // by every caller in every session.
        .array(
          wordsOrId(z.object(stepShape)).meta({
            [LISTED]: ['instruction', 'text', 'candidateId', 'allowDestructive'],
          }),
        )
        .max(MAX_THEN)
        .optional()
        .describe('Further steps in order, each taking every step field above'),
    }),
  ),
  readOnly: false,
  async handle(args, { session, signal }) {
    const driver = await session.driverFor(args, signal);
    const ids = shortIds(session);
    const result = shortResult(await runAct(session.actContext(driver, signal), fullRequest(args, ids)), ids);
    return { result: { ...result }, isError: result.status === 'failed' };
  },
});
