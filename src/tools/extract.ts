// extract: read the element that holds some information, exactly.
import { z } from 'zod';
import { extract } from '../core/act/extract.js';
import { defineTool } from './define.js';
import { instructionSchema, targetShape } from './schemas.js';

/** The extract tool. */
export const extractTool = defineTool({
  name: 'extract',
  title: 'Read information from a window',
  description:
    'Find the element that holds the information you ask for ("the total in the Summary table", "the Email field") and read it: a field gives its exact value (exact: true means read exactly, spaces kept), a table or list gives its rows (at most 300), other elements their text. ' +
    'ambiguous lists up to 5 candidates with a preview. Uses the decision model; changes nothing.',
  input: z.object({
    ...targetShape,
    instruction: instructionSchema.describe(
      'What to read, in plain words ("the total in the Summary table")',
    ),
  }),
  readOnly: true,
  async handle(args, { session, signal }) {
    const driver = await session.driverFor(args, signal);
    const result = await extract(session.actContext(driver, signal), args, args.instruction);
    return { result: { ...result } };
  },
});
