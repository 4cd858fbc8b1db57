// One persistent `cua-driver mcp` child behind the MCP SDK client: session label, time limits, one reconnect.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CallToolResultSchema, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { DriverError } from '../../core/driver.js';
import { assertBackground, READ_TOOLS } from './background.js';
import { LooseToolList, ToolCatalog, type LooseToolPage } from './catalog.js';
import { expandHome } from './home.js';
import { classify, type CuaResult } from './result.js';

/** How to start and talk to cua-driver. */
export interface CuaConnectionOptions {
  /** Path of the cua-driver binary (default `~/.local/bin/cua-driver`, `~` expanded). */
  binary?: string;
  /** Arguments (default `["mcp"]`). */
  args?: string[];
  /** Extra environment for the child. */
  env?: Record<string, string>;
  /** Limit for one call in ms (default 120 000). */
  callTimeoutMs?: number;
  /** Limit for `end_session` at close (default 5 000). */
  closeTimeoutMs?: number;
  /** Session label (default `beans-picker-<pid>-<base36 ms>`). */
  label?: string;
}

/** Per-call options. */
export interface CuaCallOptions {
  signal: AbortSignal;
  timeoutMs?: number;
}

interface Live {
  client: Client;
  transport: StdioClientTransport;
  catalog: ToolCatalog;
  generation: number;
  closed: boolean;
}

// Accepts every structured result: cua-driver's output schemas use formats strict validators reject.
const lenientValidator: jsonSchemaValidator = {
  getValidator: () => (input: unknown) => ({
    valid: true as const,
    data: input as never,
    errorMessage: undefined,
  }),
};

const STDERR_TAIL = 2000;

// A child signal that follows `parent` until `done`: the SDK never removes the abort listeners it adds.
function linked(parent: AbortSignal): { signal: AbortSignal; done: () => void } {
  parent.throwIfAborted();
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(parent.reason);
  parent.addEventListener('abort', onAbort, { once: true });
  return { signal: controller.signal, done: () => parent.removeEventListener('abort', onAbort) };
}

/** A fresh session label: `beans-picker-<pid>-<base36 ms>` (an ended label cannot be reused). */
export function sessionLabel(): string {
  return `beans-picker-${process.pid}-${Date.now().toString(36)}`;
}

/** The MCP connection to cua-driver; every call goes through `call`. */
export class CuaConnection {
  readonly label: string;
  private live: Promise<Live> | null = null;
  private current: Live | null = null;
  private generations = 0;
  /** Reads sent per window (`pid:window_id`): each new read makes the window's earlier tokens stale. */
  private readonly windowReads = new Map<string, number>();
  private stderrTail = '';
  private closing = false;

  constructor(private readonly options: CuaConnectionOptions = {}) {
    this.label = options.label ?? sessionLabel();
  }

  /** The binary this connection starts. */
  get binary(): string {
    return expandHome(this.options.binary ?? '~/.local/bin/cua-driver');
  }

  /** The catalog of the connected driver (connecting first if needed). */
  async catalog(signal: AbortSignal): Promise<ToolCatalog> {
    return (await this.ensure(signal)).catalog;
  }

  /** The catalog, after checking it has every one of `tools` (else `unknown_driver_tool`; nothing is sent). */
  async require(tools: readonly string[], signal: AbortSignal): Promise<ToolCatalog> {
    const catalog = await this.catalog(signal);
    const missing = tools.find((t) => !catalog.has(t));
    if (missing)
      throw new DriverError(
        'unknown_driver_tool',
        `the loaded cua-driver has no ${missing} tool; update cua-driver`,
      );
    return catalog;
  }

  /** Increases with every (re)connection; tokens from an older generation are stale. */
  async generation(signal: AbortSignal): Promise<number> {
    return (await this.ensure(signal)).generation;
  }

  /**
   * How many window reads (get_window_state) were sent for a window, by anyone: the driver, a screenshot, the raw
   * passthrough. A read's tokens are current only while this has not moved on.
   */
  reads(pid: number, cgWindowId: number): number {
    return this.windowReads.get(`${pid}:${cgWindowId}`) ?? 0;
  }

  /** Calls a tool. Foreground calls are refused unsent; a lost transport is retried once for read tools only. */
  async call(tool: string, args: Record<string, unknown>, options: CuaCallOptions): Promise<CuaResult> {
    assertBackground(tool, args);
    if (tool === 'get_window_state') {
      const key = `${String(args.pid)}:${String(args.window_id)}`;
      this.windowReads.set(key, (this.windowReads.get(key) ?? 0) + 1);
    }
    let live = await this.ensure(options.signal);
    try {
      return await this.send(live, tool, args, options);
    } catch (error: unknown) {
      if (!this.isLost(live, error)) throw error;
      if (!READ_TOOLS.has(tool))
        throw new DriverError(
          'transport_lost',
          `the connection to cua-driver was lost during ${tool}; the action may have happened; observe before repeating it`,
          true,
        );
      live = await this.ensure(options.signal);
      try {
        return await this.send(live, tool, args, options);
      } catch (again: unknown) {
        if (this.isLost(live, again))
          throw new DriverError(
            'transport_lost',
            `the connection to cua-driver was lost twice during ${tool}`,
          );
        throw again;
      }
    }
  }

  /** Ends our session (5 s limit) and stops the child. */
  async close(): Promise<void> {
    this.closing = true;
    const pending = this.live;
    this.live = null;
    this.current = null;
    if (!pending) return;
    const live = await pending.catch(() => null);
    if (!live || live.closed) return;
    if (live.catalog.has('end_session')) {
      const limit = AbortSignal.timeout(this.options.closeTimeoutMs ?? 5000);
      await this.send(live, 'end_session', {}, { signal: limit }).catch(() => undefined);
    }
    live.closed = true;
    await live.client.close().catch(() => undefined);
  }

  private async send(
    live: Live,
    tool: string,
    args: Record<string, unknown>,
    options: CuaCallOptions,
  ): Promise<CuaResult> {
    const full = live.catalog.accepts(tool, 'session') ? { ...args, session: this.label } : args;
    const limit = options.timeoutMs ?? this.options.callTimeoutMs ?? 120_000;
    const link = linked(options.signal);
    try {
      const raw = await live.client.callTool({ name: tool, arguments: full }, CallToolResultSchema, {
        signal: link.signal,
        timeout: limit,
      });
      return classify(raw);
    } catch (error: unknown) {
      if (options.signal.aborted) throw options.signal.reason;
      if (error instanceof McpError && error.code === ErrorCode.RequestTimeout)
        throw new DriverError(
          'driver_timeout',
          `cua-driver ${tool} took longer than ${limit} ms${READ_TOOLS.has(tool) ? '' : '; the action may have happened'}`,
          !READ_TOOLS.has(tool),
        );
      throw error;
    } finally {
      link.done();
    }
  }

  private isLost(live: Live, error: unknown): boolean {
    const lost = live.closed || (error instanceof McpError && error.code === ErrorCode.ConnectionClosed);
    if (lost) this.drop(live);
    return lost;
  }

  private drop(live: Live): void {
    live.closed = true;
    if (this.current === live) {
      this.current = null;
      this.live = null;
    }
  }

  private ensure(signal: AbortSignal): Promise<Live> {
    if (this.closing) return Promise.reject(new DriverError('driver_closed', 'the macOS driver is closed'));
    if (!this.live) {
      const started = this.connect(signal).then((live) => {
        if (!live.closed) this.current = live;
        return live;
      });
      this.live = started;
      started.catch(() => {
        if (this.live === started) this.live = null;
      });
    }
    return this.live;
  }

  private async connect(signal: AbortSignal): Promise<Live> {
    const transport = new StdioClientTransport({
      command: this.binary,
      args: this.options.args ?? ['mcp'],
      ...(this.options.env ? { env: this.options.env } : {}),
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL);
    });
    const client = new Client(
      { name: 'beans-picker', version: '0.1.0' },
      { capabilities: {}, jsonSchemaValidator: lenientValidator },
    );
    const live: Live = { client, transport, catalog: new ToolCatalog([]), generation: 0, closed: false };
    client.onclose = () => this.drop(live);
    const link = linked(signal);
    try {
      await client.connect(transport, {
        signal: link.signal,
        timeout: this.options.callTimeoutMs ?? 120_000,
      });
      live.catalog = await this.listTools(client, link.signal);
    } catch (error: unknown) {
      live.closed = true;
      await client.close().catch(() => undefined);
      if (signal.aborted) throw signal.reason;
      throw this.startError(error);
    } finally {
      link.done();
    }
    this.generations += 1;
    live.generation = this.generations;
    return live;
  }

  // tools/list through a lenient schema instead of client.listTools(), which would compile output validators.
  private async listTools(client: Client, signal: AbortSignal): Promise<ToolCatalog> {
    const pages: LooseToolPage[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.request(
        { method: 'tools/list', params: cursor ? { cursor } : {} },
        LooseToolList,
        { signal },
      );
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 20);
    return new ToolCatalog(pages);
  }

  private startError(error: unknown): DriverError {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    const tail = this.stderrTail.trim().split('\n').slice(-3).join(' | ');
    return new DriverError(
      'driver_unavailable',
      missing
        ? `cua-driver was not found at ${this.binary}; install it (see the README's macOS section) or set its path`
        : `cua-driver did not start: ${error instanceof Error ? error.message : String(error)}${tail ? ` (${tail})` : ''}`,
    );
  }
}
