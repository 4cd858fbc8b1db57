// windows: the windows every driver can see, with ids for the other tools.
import { z } from 'zod';
import { clip } from '../core/text.js';
import { defineTool } from './define.js';
import { appSchema, pidSchema } from './schemas.js';

const TITLE_MAX = 256;

/** The windows tool. */
export const windowsTool = defineTool({
  name: 'windows',
  description:
    'List the browser tabs and desktop windows beans-picker can work on, with the ids observe and act take. Titles only when filtered by app or pid, cut to 256 characters. notResponding: its app is frozen.',
  input: z.object({
    app: appSchema.optional(),
    pid: pidSchema.optional(),
    onScreenOnly: z.boolean().optional().describe('Only windows on screen'),
  }),
  readOnly: true,
  async handle(args, { session, signal }) {
    const filter = {
      ...(args.app ? { app: args.app } : {}),
      ...(args.pid ? { pid: args.pid } : {}),
      ...(args.onScreenOnly ? { onScreenOnly: true } : {}),
    };
    const showTitles = args.app !== undefined || args.pid !== undefined;
    const windows = (await session.windows(filter, signal)).map((w) => ({
      id: w.id,
      app: w.app,
      ...(w.pid !== undefined ? { pid: w.pid } : {}),
      ...(showTitles ? { title: clip(w.title, TITLE_MAX) } : {}),
      ...(showTitles && w.url ? { url: clip(w.url, 2048) } : {}),
      ...(w.frame ? { frame: w.frame } : {}),
      ...(w.onScreen !== undefined ? { onScreen: w.onScreen } : {}),
      ...(w.notResponding ? { notResponding: true } : {}),
    }));
    return { result: { status: 'done', windows } };
  },
});
