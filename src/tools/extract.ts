// extract: read the value the words name (never the label or heading that names it).
import { z } from 'zod';
import { extract } from '../core/act/extract.js';
import { defineTool } from './define.js';
import { instructionSchema, targetShape } from './schemas.js';

/** The extract tool. */
export const extractTool = defineTool({
  name: 'extract',
  title: 'Read information from a window',
  description:
    'Read the one value you name ("the total", "the response code", "the email of Ada"): the value that a label, a column and its row, a term or a heading names, never the label or the heading itself; a field gives its exact value (exact: true means read exactly, spaces kept). ' +
    'Text read from the page has its spaces collapsed (exact: false). done gives the value with its key (label), source (cell, pair, heading, field, message: a status or alert), row and context (headings above); ' +
    'ambiguous lists in candidates the values that fit equally (name the row or section to choose); not_found lists the nearest values, never a label in place of a value. ' +
    'Words asking for a whole table or list ("the Contacts table") give its rows (at most 300), picked by the decision model. Changes nothing.',
  input: z.object({
    ...targetShape,
    instruction: instructionSchema.describe(
      'What to read, in plain words: the name of the value and, to narrow it, its row or section ("the total in the Summary", "the email of Ada")',
    ),
  }),
  readOnly: true,
  async handle(args, { session, signal }) {
    const driver = await session.driverFor(args, signal);
    const result = await extract(session.actContext(driver, signal), args, args.instruction);
    return { result: { ...result } };
  },
});
