// act: pick the right control for a plain-words step, act in the background, and verify exactly.
import { z } from 'zod';
import { runAct, MAX_THEN } from '../core/act/act.js';
import { defineTool, LISTED } from './define.js';
import { candidateIdSchema, instructionSchema, targetShape } from './schemas.js';

const stepShape = {
  instruction: instructionSchema,
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

/** The act tool. */
export const actTool = defineTool({
  name: 'act',
  title: 'Act on a window and verify',
  description:
    'Carry out one step on a window in the background and check that it worked. Say the step in plain words (instruction), give text to enter exactly, or pass a candidateId from observe to skip the decision model. ' +
    'Statuses: done (verified; text checked by exact equality), unverified (acted, effect not provable: do not repeat blindly), no_effect (the control state did not change), mismatch (see expected/actual), ambiguous (choose a candidate id from the shortlist), needs_confirmation (destructive: repeat with allowDestructive only if the task asks for exactly that), not_found, failed (read code). ' +
    `Add up to ${MAX_THEN} more steps in then; they stop at the first step that is not done or unverified. newCandidates lists controls that appeared, so you rarely need to observe again.`,
  input: z.object({
    ...targetShape,
    ...stepShape,
    then: z
      // Listed with the common fields only (modifiers, double and dragTo are still accepted): the listing is read
      // by every caller in every session.
      .array(
        z.object(stepShape).meta({ [LISTED]: ['instruction', 'text', 'candidateId', 'allowDestructive'] }),
      )
      .max(MAX_THEN)
      .optional()
      .describe(
        'Further steps, run in order; each takes the step fields above (instruction, text, candidateId, allowDestructive, modifiers, double, dragTo)',
      ),
  }),
  readOnly: false,
  async handle(args, { session, signal }) {
    const driver = await session.driverFor(args, signal);
    const result = await runAct(session.actContext(driver, signal), args);
    return { result: { ...result }, isError: result.status === 'failed' };
  },
});
