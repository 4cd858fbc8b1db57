// Input pieces shared by several tools, with the rules every input must keep.
import { z } from 'zod';

const NAME_RULE = /^(?![-.])[^/\\:\p{Cc}\p{Cf}]{1,128}$/u;

/** A window id from `windows` ("sim:w-form", "browser:tab-1", "linux:x11:0x1a00003"). */
export const windowIdSchema = z
  .string()
  .min(3)
  .max(200)
  .regex(/^[a-z]+:[\x21-\x7e]+$/u, 'a window id from the windows tool, like "browser:tab-1"');

/** An app name or id: no path separators, control or format characters, no leading - or . */
export const appSchema = z
  .string()
  .regex(NAME_RULE, 'an app name without path separators, control characters or a leading - or .');

/** A process id. */
export const pidSchema = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);

/** Which window to work on (the server's instructions describe these once for every tool). */
export const targetShape = {
  windowId: windowIdSchema.optional(),
  app: appSchema.optional(),
  pid: pidSchema.optional(),
};

/** A candidate id from observe or act. */
export const candidateIdSchema = z
  .string()
  .regex(/^c[0-9a-f]{1,10}$/u, 'a candidate id like "c12" from observe or act')
  .describe('Candidate id from observe or act');

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u;

/** The plain-words instruction of a step. */
export const instructionSchema = z
  .string()
  .min(1)
  .max(2000)
  // Control characters (other than tab and line breaks) are never words; they can hide text from a reader. A
  // refinement, so the listed schema stays as short as before.
  .refine((s) => !CONTROL.test(s), 'control characters are not allowed')
  .describe('What to do, in plain words (set Name, click Save in the Preferences sheet)');
