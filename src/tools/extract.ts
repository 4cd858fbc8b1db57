// extract: read the value the words name (never the label or heading that names it).
import { z } from 'zod';
import { extract } from '../core/act/extract.js';
import { defineTool } from './define.js';
import { instructionSchema, targetShape } from './schemas.js';

/** The extract tool. */
export const extractTool = defineTool({
  name: 'extract',
  description:
    'Read the one value you name ("the total", "the email of Ada"): what a label, a column and row, a term or a heading names, never the label itself. ' +
    'exact: true when read exactly, spaces kept. ambiguous: name the row or section; not_found lists the nearest values. ' +
    'Words naming a whole table or list ("the Contacts table") give its rows (at most 300).',
  input: z.object({
    ...targetShape,
    instruction: instructionSchema.describe(
      'The value to read in plain words, narrowed by its row or section ("the total in the Summary")',
    ),
  }),
  readOnly: true,
  async handle(args, { session, signal }) {
    const driver = await session.driverFor(args, signal);
    const result = await extract(session.actContext(driver, signal), args, args.instruction);
    return { result: { ...result } };
  },
});
