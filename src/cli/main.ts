// The entry point: parses the command line and runs a command. The only module that exits or writes stdout.
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createSession, simFactory, VERSION } from '../app.js';
import { loadConfig } from '../config/load.js';
import { ConfigError } from '../config/schema.js';
import { formState } from '../drivers/sim/apps/form.js';
import type { SimDriver } from '../drivers/sim/driver.js';
import { createMcpServer } from '../server/mcp.js';
import { TOOLS } from '../tools/index.js';
import { runDemo } from './demo.js';
import { runDecide } from './decide.js';
import type { Io } from './io.js';
import { runToolCommand } from './tools.js';
import { USAGE, USAGE_LINE } from './usage.js';

const OPTIONS = {
  help: { type: 'boolean' },
  version: { type: 'boolean' },
  sim: { type: 'boolean' },
  serve: { type: 'boolean' },
  port: { type: 'string' },
  window: { type: 'string' },
  app: { type: 'string' },
  pid: { type: 'string' },
  instruction: { type: 'string' },
  text: { type: 'string' },
  candidate: { type: 'string' },
  limit: { type: 'string' },
  json: { type: 'string' },
  drivers: { type: 'string' },
  'allow-destructive': { type: 'boolean' },
} as const;

const COMMANDS = new Set(['demo', 'windows', 'observe', 'act', 'decide']);

const io: Io = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

/** Runs the CLI with its arguments; resolves to the exit status. */
export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch {
    io.err(`${USAGE_LINE}\n`);
    return 2;
  }
  const { values: flags, positionals } = parsed;
  if (flags.version) return (io.out(`beans-picker ${VERSION}\n`), 0);
  if (flags.help) return (io.out(`${USAGE}\n`), 0);
  const [command, ...rest] = positionals;
  if ((command !== undefined && !COMMANDS.has(command)) || rest.length > 0) {
    io.err(`${USAGE_LINE}\n`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error: unknown) {
    io.err(
      `beans-picker: ${error instanceof ConfigError ? error.message : 'configuration could not be read'}\n`,
    );
    return 2;
  }
  if (flags.drivers) config = { ...config, BEANS_PICKER_DRIVERS: flags.drivers };
  if (command === undefined) return serveMcp(config);
  if (command === 'decide') return runDecide(config, flags, io);
  if (command === 'demo') {
    const session = createSession(config, [simFactory()]);
    try {
      const driver = await session.driver('sim', new AbortController().signal);
      const sim = driver.inner as SimDriver;
      return await runDemo(
        {
          session,
          windowId: 'sim:w-form',
          label: 'the simulated desktop',
          state: async () => formState(sim.window('w-form')),
        },
        io,
      );
    } finally {
      await session.close();
    }
  }
  const session = createSession(config);
  try {
    return await runToolCommand(session, command, flags, io);
  } finally {
    await session.close();
  }
}

async function serveMcp(config: ReturnType<typeof loadConfig>): Promise<number> {
  const session = createSession(config);
  const server = createMcpServer(session, TOOLS, { name: 'beans-picker', version: VERSION });
  const closed = new Promise<void>((resolve) => (server.onclose = resolve));
  await server.connect(new StdioServerTransport());
  const stop = (): void => void server.close();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.stdin.once('end', stop);
  await closed;
  await session.close();
  return 0;
}
