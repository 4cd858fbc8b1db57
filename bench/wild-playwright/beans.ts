// beans-picker's side of the same run: the wild bed's own attempt (test/wild/attempt.ts), with every tool result
// its client receives counted as the Playwright MCP session counts them (calls, o200k tokens of the text).
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { attempt } from '../../test/wild/attempt.js';
import type { Bed } from '../../test/wild/bed.js';
import type { WildTask } from '../../test/wild/tasks.js';
import { countTokens } from '../meter.js';
import type { MeteredOutcome } from './attempt.js';

/** Tool calls a metered client has answered, as o200k tokens of each result's text. */
export interface ClientMeter {
  client: Client;
  tokens: number[];
}

function resultText(result: Awaited<ReturnType<Client['callTool']>>): string {
  const content = Array.isArray(result.content) ? (result.content as { type: string; text?: string }[]) : [];
  return content.map((c) => (c.type === 'text' ? (c.text ?? '') : JSON.stringify(c))).join('\n');
}

/** A client that answers as the bed's own and counts what each tool call returned. */
export function meterClient(client: Client): ClientMeter {
  const meter: ClientMeter = { client: Object.create(client) as Client, tokens: [] };
  meter.client.callTool = async (...args: Parameters<Client['callTool']>) => {
    const result = await client.callTool(...args);
    meter.tokens.push(countTokens(resultText(result)));
    return result;
  };
  return meter;
}

/** Runs one task through beans-picker exactly as `npm run wild` does, metered. */
export async function attemptBeans(
  bed: Bed,
  meter: ClientMeter,
  task: WildTask,
  run: number,
): Promise<MeteredOutcome> {
  const first = meter.tokens.length;
  const outcome = await attempt({ ...bed, client: meter.client }, task, run);
  const tokens = meter.tokens.slice(first);
  return { ...outcome, calls: tokens.length, tokens: tokens.reduce((s, t) => s + t, 0) };
}
