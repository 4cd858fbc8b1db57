// The README with its tool table and action matrix regenerated and formatted by prettier, as committed.
import { format, resolveConfig } from 'prettier';
import { withToolTable } from '../../src/tools/docs.js';
import { withMatrix } from '../apps/matrix.js';
import type { Tool } from '../../src/tools/define.js';

/** The README text the registry implies, after prettier. */
export async function formattedReadme(readme: string, tools: readonly Tool[], path: string): Promise<string> {
  const options = (await resolveConfig(path)) ?? {};
  return format(withMatrix(withToolTable(readme, tools)), { ...options, filepath: path });
}
