// Condition (a): a scripted caller on Playwright MCP. It navigates, reads browser_snapshot, finds the ref of
// each control by role and name (and row or section for look-alikes), then clicks, types or selects.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CallerOutcome } from './caller-beans.js';
import type { MeteredSession, ServerCommand } from './meter.js';
import type { Step, Task } from './tasks.js';
import { findAll, parseSnapshot, type AriaNode } from './yamlRefs.js';

/** Pause before looking again when a control is not there yet (an agent's turn takes longer). */
export const THINK_MS = 500;
/** How many times a caller looks again for a control it did not find. */
export const FIND_RETRIES = 2;

const CHROMIUM = '/usr/lib/chromium/chromium';

/** The Playwright MCP command line (reference/browser-cdp.md section 5): config file, headless, isolated. */
export async function playwrightCommand(dir: string): Promise<ServerCommand> {
  const config = join(dir, 'playwright-mcp.json');
  await mkdir(join(dir, 'output'), { recursive: true });
  await writeFile(
    config,
    JSON.stringify({
      browser: {
        browserName: 'chromium',
        isolated: true,
        launchOptions: {
          executablePath: CHROMIUM,
          headless: true,
          chromiumSandbox: false,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    }),
  );
  const cli = fileURLToPath(new URL('../node_modules/@playwright/mcp/cli.js', import.meta.url));
  return {
    args: [cli, '--config', config, '--headless', '--isolated', '--output-dir', join(dir, 'output')],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir },
  };
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

class Caller {
  snapshot: AriaNode | null = null;
  constructor(private readonly session: MeteredSession) {}

  async look(): Promise<boolean> {
    const result = await this.session.call('browser_snapshot', {});
    this.snapshot = result.isError ? null : parseSnapshot(result.text);
    return !result.isError;
  }

  find(query: { role: string; name: string; within?: Step['within'] }): AriaNode | null {
    const hits = this.snapshot ? findAll(this.snapshot, query) : [];
    return hits.length === 1 ? (hits[0] ?? null) : null;
  }

  // Looks again (after a pause) until the control shows up in the snapshot, a bounded number of times.
  async locate(step: Step): Promise<AriaNode | null> {
    if (step.role === undefined || step.name === undefined) return null;
    const query = { role: step.role, name: step.name, within: step.within };
    for (let attempt = 0; ; attempt += 1) {
      const node = this.find(query);
      if (node || attempt >= FIND_RETRIES) return node;
      await sleep(THINK_MS);
      await this.look();
    }
  }

  async act(tool: string, args: Record<string, unknown>): Promise<boolean> {
    return !(await this.session.call(tool, args)).isError;
  }

  async perform(step: Step, node: AriaNode): Promise<string> {
    const target = node.ref ?? '';
    const text = step.text ?? '';
    switch (step.do) {
      case 'set':
        return (await this.act('browser_type', { target, text })) ? 'ok' : 'error';
      case 'append':
        // The snapshot drops a trailing newline ("todo:"), so filling old + new would lose it: type at the end.
        return (await this.act('browser_click', { target })) &&
          (await this.act('browser_press_key', { key: 'Control+End' })) &&
          (await this.act('browser_type', { target, text, slowly: true }))
          ? 'ok'
          : 'error';
      case 'choose':
        return this.choose(node, text);
      case 'click':
      case 'check':
        return (await this.act('browser_click', { target })) ? 'ok' : 'error';
      case 'keys':
        return 'unsupported';
    }
  }

  // A native select takes browser_select_option; a custom combobox is opened and its option clicked.
  async choose(node: AriaNode, text: string): Promise<string> {
    const target = node.ref ?? '';
    if (node.children.some((c) => c.role === 'option'))
      return (await this.act('browser_select_option', { target, values: [text] })) ? 'ok' : 'error';
    if (!(await this.act('browser_click', { target }))) return 'error';
    await this.look();
    const option = await this.locate({ do: 'click', role: 'option', name: text, instruction: text });
    if (!option?.ref) return 'not_found';
    return (await this.act('browser_click', { target: option.ref })) ? 'ok' : 'error';
  }
}

/** Runs one web task on Playwright MCP; success is claimed when every step ran without a tool error. */
export async function runPlaywright(
  session: MeteredSession,
  task: Task,
  url: string,
): Promise<CallerOutcome> {
  const caller = new Caller(session);
  const statuses: string[] = [];
  const navigated = await session.call('browser_navigate', { url });
  if (navigated.isError) return { claimed: false, statuses: ['navigate_error'], deciderCalls: 0 };
  await caller.look();
  for (const step of task.steps) {
    const node = await caller.locate(step);
    const status = node ? await caller.perform(step, node) : 'not_found';
    statuses.push(status);
    if (status !== 'ok') return { claimed: false, statuses, deciderCalls: 0 };
  }
  return { claimed: true, statuses, deciderCalls: 0 };
}
