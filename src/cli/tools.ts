// CLI commands that map straight onto a tool: flags become the tool's arguments.
import { callTool } from '../tools/call.js';
import { showCandidateIds } from '../tools/ids.js';
import { TOOLS } from '../tools/index.js';
import type { Session } from '../tools/session.js';
import type { Io } from './io.js';

/** A flag value as parsed by util.parseArgs. */
export type Flags = Record<string, string | boolean | undefined>;

/** A flag's value when it was given a string. */
export function stringFlag(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' ? value : undefined;
}

/** Builds a tool's arguments from CLI flags (or takes them whole from --json). */
export function toolArgs(tool: string, flags: Flags): unknown {
  if (typeof flags.json === 'string') return JSON.parse(flags.json) as unknown;
  const str = (name: string): string | undefined => stringFlag(flags, name);
  const num = (name: string): number | undefined => (str(name) === undefined ? undefined : Number(str(name)));
  const args: Record<string, unknown> = { windowId: str('window'), app: str('app'), pid: num('pid') };
  if (tool === 'observe') Object.assign(args, { instruction: str('instruction'), limit: num('limit') });
  if (tool === 'act')
    Object.assign(args, {
      instruction: str('instruction'),
      text: str('text'),
      candidateId: str('candidate'),
      allowDestructive: flags['allow-destructive'] === true ? true : undefined,
    });
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined));
}

/**
 * Runs one tool from the CLI and prints its result as JSON; exit 1 when the result is an error or an act that was
 * not done (a script's `beans-picker act … && next` goes on only after a verified step), else 0.
 */
export async function runToolCommand(session: Session, tool: string, flags: Flags, io: Io): Promise<number> {
  let args: unknown;
  try {
    args = toolArgs(tool, flags);
  } catch {
    io.err('beans-picker: --json is not valid JSON\n');
    return 2;
  }
  // Each command is its own process: the ids it prints must still name the same controls in the next one.
  showCandidateIds(session);
  const output = await callTool(session, TOOLS, tool, args, new AbortController().signal);
  // observe's view is lines meant to be read; everything else prints as JSON.
  const { view, ...rest } = output.result as { view?: unknown };
  if (tool === 'observe' && typeof view === 'string') io.out(`${JSON.stringify(rest)}\n${view}\n`);
  else io.out(`${JSON.stringify(output.result, null, 2)}\n`);
  const status = (output.result as { status?: unknown }).status;
  return output.isError || (tool === 'act' && status !== 'done') ? 1 : 0;
}
