// The entry point: parses the command line and runs a command. The only module that exits or writes stdout.
// Its own imports are light: `run --daemon` and --version load nothing else; other commands load what they use.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { VERSION } from '../version.js';
import type { Config } from '../config/schema.js';
import type { Io } from './io.js';
import { RUN_USAGE, USAGE, USAGE_LINE } from './usage.js';
import type { Terminal } from '../goal/index.js';

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
  'cdp-endpoint': { type: 'string' },
  tools: { type: 'string' },
  'allow-destructive': { type: 'boolean' },
  url: { type: 'string' },
  act: { type: 'boolean' },
  steps: { type: 'string' },
  delay: { type: 'string' },
  handoffs: { type: 'string' },
  'min-confidence': { type: 'string' },
  runs: { type: 'string' },
  run: { type: 'string' },
  step: { type: 'string' },
  out: { type: 'string' },
  session: { type: 'string' },
  daemon: { type: 'boolean' },
  socket: { type: 'string' },
} as const;

const COMMANDS = new Set([
  'demo',
  'desktop',
  'inspect',
  'windows',
  'observe',
  'act',
  'decide',
  'doctor',
  'grant-ax',
  'run',
  'replay',
  'daemon',
]);

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
  if (flags.help)
    return (io.out(`${['run', 'replay'].includes(positionals[0] ?? '') ? RUN_USAGE : USAGE}\n`), 0);
  const [command, ...rest] = positionals;
  if (
    (command !== undefined && !COMMANDS.has(command)) ||
    rest.length > (command === 'run' || command === 'desktop' || command === 'demo' ? 1 : 0)
  ) {
    io.err(`${USAGE_LINE}\n`);
    return 2;
  }
  if (command === 'run' && flags.daemon) return runOnDaemonCli(rest[0], flags);
  if (flags.daemon || (flags.socket !== undefined && command !== 'daemon')) {
    io.err('beans-picker: --daemon and --socket belong to run (run --daemon) and to daemon\n');
    return 2;
  }
  const [{ loadConfig }, { ConfigError, configSchema }, { createSession }] = await Promise.all([
    import('../config/load.js'),
    import('../config/schema.js'),
    import('../app.js'),
  ]);
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
  if (flags['cdp-endpoint']) config = { ...config, BEANS_PICKER_CDP_ENDPOINT: flags['cdp-endpoint'] };
  if (flags.tools !== undefined) {
    const groups = configSchema.shape.BEANS_PICKER_TOOLS.safeParse(flags.tools);
    if (!groups.success) {
      io.err(`beans-picker: --tools: ${groups.error.issues.map((i) => i.message).join('; ')}\n`);
      return 2;
    }
    config = { ...config, BEANS_PICKER_TOOLS: groups.data };
  }
  if (command === undefined) return serveMcp(config);
  // Each command loads its own modules, so the server starts without them.
  if (command === 'decide') return (await import('./decide.js')).runDecide(config, flags, io);
  if (command === 'demo' && rest[0] === 'files')
    return (await import('./demo-files.js')).runFilesDemo(config, io);
  if (command === 'demo' && rest[0] !== undefined) {
    io.err(
      `beans-picker demo: unknown demo ${JSON.stringify(rest[0])} (try: beans-picker demo, or demo files)\n`,
    );
    return 2;
  }
  if (command === 'demo') return (await import('./demo.js')).runDemoCommand(config, flags.sim === true, io);
  if (command === 'desktop')
    return (await import('./desktop.js')).runDesktopCommand(rest[0], flags.session, process.env, io);
  if (command === 'doctor') return (await import('./doctor.js')).runDoctor(config, io);
  if (command === 'grant-ax') return (await import('./doctor.js')).runGrantAx(io);
  if (command === 'run' || command === 'replay') return runGoalCli(config, command, rest[0], flags);
  if (command === 'daemon') return runDaemonCli(config, flags.socket);
  const { runToolCommand } = await import('./tools.js');
  const session = createSession(config);
  try {
    if (command === 'inspect')
      return await (await import('./inspect.js')).runInspectCommand(session, flags, io);
    return await runToolCommand(session, command, flags, io);
  } finally {
    await session.close();
  }
}

// Someone at the terminal: a question goes to stderr, the reply comes from stdin.
const terminal: Terminal = {
  interactive: true,
  async ask(question, signal) {
    const rl = createInterface({ input: process.stdin, output: process.stderr });
    try {
      return await rl.question(`${question}\n> `, { signal });
    } finally {
      rl.close();
    }
  },
};

// Ctrl-C aborts the signal `work` is given while it runs (a second Ctrl-C exits as usual).
async function onCtrlC<T>(work: (signal: AbortSignal) => Promise<T>, alsoTerm = false): Promise<T> {
  const controller = new AbortController();
  const stop = (): void => controller.abort();
  process.once('SIGINT', stop);
  if (alsoTerm) process.once('SIGTERM', stop);
  try {
    return await work(controller.signal);
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}

// run --daemon: the goal goes to a running daemon; its questions come to this terminal.
async function runOnDaemonCli(goal: string | undefined, flags: Record<string, string | boolean | undefined>) {
  const { runOnDaemon } = await import('./daemon-client.js');
  return onCtrlC((signal) =>
    runOnDaemon(goal, flags, io, { signal, ask: process.stdin.isTTY ? terminal.ask : undefined }),
  );
}

// daemon: listens until Ctrl-C or SIGTERM.
async function runDaemonCli(config: Config, socket: string | undefined): Promise<number> {
  const [{ runDaemonCommand }, { createSession }] = await Promise.all([
    import('./daemon.js'),
    import('../app.js'),
  ]);
  return onCtrlC((signal) => runDaemonCommand(createSession(config), socket, io, signal), true);
}

// run and replay: Ctrl-C aborts the run's signal.
async function runGoalCli(
  config: Config,
  command: 'run' | 'replay',
  goal: string | undefined,
  flags: Record<string, string | boolean | undefined>,
): Promise<number> {
  const [{ runGoalCommand, runReplayCommand }, { createSession }] = await Promise.all([
    import('./run.js'),
    import('../app.js'),
  ]);
  return onCtrlC(async (signal) => {
    if (command === 'replay') return runReplayCommand(flags, io, signal);
    const session = createSession(config);
    try {
      return await runGoalCommand(session, goal, flags, io, {
        signal,
        terminal: process.stdin.isTTY ? terminal : undefined,
      });
    } finally {
      await session.close();
    }
  });
}

async function serveMcp(config: Config): Promise<number> {
  // The MCP SDK and the tool definitions load only here: other commands do not need them, and they take a few
  // hundred ms to load.
  const [{ StdioServerTransport }, { createMcpServer }, { TOOLS }, { createSession }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/stdio.js'),
    import('../server/mcp.js'),
    import('../tools/index.js'),
    import('../app.js'),
  ]);
  const session = createSession(config);
  const server = createMcpServer(session, TOOLS, { name: 'beans-picker', version: VERSION });
  const closed = new Promise<void>((resolve) => (server.onclose = resolve));
  await server.connect(new StdioServerTransport());
  // While the client reads the tool list, load the drivers' code (it starts nothing).
  setImmediate(() => void session.preload());
  const stop = (): void => void server.close();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.stdin.once('end', stop);
  await closed;
  await session.close();
  return 0;
}
