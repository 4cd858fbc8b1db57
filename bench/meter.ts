// A metered MCP session: an MCP server started as a stdio child, and everything it returns to the caller
// counted (calls, bytes, o200k tokens, wall time per call).
import { readdirSync, readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';

const encoder = new Tiktoken(o200k);

/** o200k_base tokens of a text. */
export function countTokens(text: string): number {
  return encoder.encode(text).length;
}

/** One tool call as the caller saw it. */
export interface CallRecord {
  tool: string;
  ms: number;
  bytes: number;
  tokens: number;
  isError: boolean;
  /** The `status` of a beans-picker result, when it has one. */
  status?: string;
}

/** What a tool call gave back: its text (what the agent reads) and its structured result, if any. */
export interface CallResult {
  text: string;
  structured: Record<string, unknown> | undefined;
  isError: boolean;
}

/** How to start an MCP server. */
export interface ServerCommand {
  args: string[];
  env: Record<string, string>;
}

/** An MCP session whose every returned byte is counted. */
export class MeteredSession {
  readonly calls: CallRecord[] = [];
  toolListBytes = 0;
  toolListTokens = 0;
  connectMs = 0;
  private constructor(
    private readonly client: Client,
    private readonly transport: StdioClientTransport,
  ) {}

  /** Starts the server, connects, and reads the tool list (and instructions) once, as an agent would. */
  static async start(command: ServerCommand, timeoutMs = 60_000): Promise<MeteredSession> {
    const started = performance.now();
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: command.args,
      env: command.env,
      stderr: 'ignore',
    });
    const client = new Client({ name: 'beans-picker-bench', version: '1' });
    const session = new MeteredSession(client, transport);
    try {
      await client.connect(transport, { timeout: timeoutMs });
      const { tools } = await client.listTools(undefined, { timeout: timeoutMs });
      const listed = JSON.stringify(tools) + (client.getInstructions() ?? '');
      session.toolListBytes = Buffer.byteLength(listed);
      session.toolListTokens = countTokens(listed);
    } catch (error: unknown) {
      await session.close();
      throw error;
    }
    session.connectMs = performance.now() - started;
    return session;
  }

  /** The server process's id (null once it has ended). */
  get pid(): number | null {
    return this.transport.pid;
  }

  /** Calls a tool and records what came back. */
  async call(tool: string, args: Record<string, unknown>, timeoutMs = 60_000): Promise<CallResult> {
    const started = performance.now();
    const result = await this.client.callTool({ name: tool, arguments: args }, undefined, {
      timeout: timeoutMs,
    });
    const ms = performance.now() - started;
    const content = Array.isArray(result.content)
      ? (result.content as { type: string; text?: string }[])
      : [];
    const text = content.map((c) => (c.type === 'text' ? (c.text ?? '') : JSON.stringify(c))).join('\n');
    const structured = result.structuredContent as Record<string, unknown> | undefined;
    const isError = result.isError === true;
    const status = typeof structured?.status === 'string' ? structured.status : undefined;
    this.calls.push({
      tool,
      ms,
      bytes: Buffer.byteLength(text),
      tokens: countTokens(text),
      isError,
      ...(status !== undefined ? { status } : {}),
    });
    return { text, structured, isError };
  }

  /** Closes the session and ends any process the server left behind (only its own descendants). */
  async close(): Promise<void> {
    const pid = this.transport.pid;
    const family = pid === null ? [] : descendants(pid);
    await this.client.close().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    for (const child of family.filter(alive)) {
      try {
        process.kill(child, 'SIGKILL');
      } catch {
        // it ended between the check and the kill
      }
    }
  }
}

/** Whether a process is running (not a zombie). */
export function alive(pid: number): boolean {
  try {
    return !/\) Z /u.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Every descendant of a process, read from /proc. */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of safeReaddir('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const out: number[] = [];
  const walk = (pid: number): void => {
    for (const child of children.get(pid) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
