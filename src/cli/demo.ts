// The demo: a short form task done with observe and act through the embedded decider, each step printed with its status and time.
import { createSession } from '../app.js';
import { formState } from '../drivers/sim/apps/form.js';
import { SimDriver } from '../drivers/sim/driver.js';
import { startFixtureServer } from '../fixtures/webServer.js';
import { browserExecutable, browserFactory } from '../platforms/browser.js';
import { simFactory } from '../platforms/sim.js';
import { readView } from '../core/observe/read.js';
import { callTool } from '../tools/call.js';
import type { Config } from '../config/schema.js';
import { formPart, type FormState } from '../fixtures/formState.js';
import { TOOLS } from '../tools/index.js';
import type { Session } from '../tools/session.js';
import type { Io } from './io.js';

/** A demo step: plain words, and text where the step enters some. */
export interface DemoStep {
  instruction: string;
  text?: string;
}

/** The demo task on the form fixture. */
export const DEMO_STEPS: DemoStep[] = [
  { instruction: 'set the Name field', text: '  Grace Hopper ' },
  { instruction: 'add to the end of the Body', text: 'buy milk' },
  { instruction: 'choose the Size', text: 'Large' },
  { instruction: 'tick the Newsletter check box' },
  { instruction: 'click Save' },
];

/** Where the demo runs: a session, the window to use, and how to read the fixture's own state. */
export interface DemoTarget {
  session: Session;
  windowId: string;
  label: string;
  state(): Promise<FormState>;
}

/** Runs the demo steps on a target; returns 0 when every step is done. */
export async function runDemo(target: DemoTarget, io: Io): Promise<number> {
  const signal = new AbortController().signal;
  io.out(`demo on ${target.label} (window ${target.windowId}), decider: ${target.session.decider().name}\n`);
  const seen = await callTool(target.session, TOOLS, 'observe', { windowId: target.windowId }, signal);
  const view = typeof seen.result.view === 'string' ? seen.result.view : '';
  const controls = readView(view).controls.length;
  io.out(`observe: ${String(controls)} controls\n`);
  let allDone = true;
  for (const [i, step] of DEMO_STEPS.entries()) {
    const started = performance.now();
    const output = await callTool(
      target.session,
      TOOLS,
      'act',
      { windowId: target.windowId, ...step },
      signal,
    );
    const ms = Math.round(performance.now() - started);
    const r = output.result as {
      status: string;
      code?: string;
      message: string;
      action?: { does: string };
      pick?: { p: number };
    };
    const text = step.text === undefined ? '' : ` text=${JSON.stringify(step.text)}`;
    io.out(`step ${i + 1}  act ${JSON.stringify(step.instruction)}${text}\n`);
    io.out(
      `        → ${r.status}${r.code ? ` (${r.code})` : ''} in ${ms} ms: ${r.action?.does ?? ''}${r.pick ? ` [p=${r.pick.p}]` : ''}\n`,
    );
    io.out(`          ${r.message}\n`);
    if (r.status !== 'done') allDone = false;
  }
  io.out(`fixture state: ${JSON.stringify(await target.state())}\n`);
  io.out(allDone ? 'done\n' : 'not done: a step did not verify\n');
  return allDone ? 0 : 1;
}

/** The demo command: the web fixture in headless Chromium when a browser is found, else the simulated desktop. */
export async function runDemoCommand(config: Config, simOnly: boolean, io: Io): Promise<number> {
  if (simOnly || (!config.BEANS_PICKER_CDP_ENDPOINT && browserExecutable(config) === null)) {
    if (!simOnly) io.out('no Chrome/Chromium found: using the simulated desktop\n');
    const sim = new SimDriver();
    const session = createSession(config, [simFactory(() => sim)]);
    try {
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
  const fixture = await startFixtureServer();
  const session = createSession({ ...config, BEANS_PICKER_CDP_ENDPOINT: undefined }, [
    browserFactory({ ...config, BEANS_PICKER_CDP_ENDPOINT: undefined }),
  ]);
  try {
    const signal = new AbortController().signal;
    const started = performance.now();
    const opened = await callTool(
      session,
      TOOLS,
      'launch_app',
      { app: 'chromium', urls: [`${fixture.url}/form.html`] },
      signal,
    );
    const window = (opened.result.windows as { id: string }[] | undefined)?.[0];
    if (!window) {
      io.err(`beans-picker: the browser did not open (${String(opened.result.code ?? 'unknown')})\n`);
      return 1;
    }
    io.out(`headless Chromium opened the fixture in ${Math.round(performance.now() - started)} ms\n`);
    return await runDemo(
      {
        session,
        windowId: window.id,
        label: 'the web fixture in headless Chromium',
        state: async () => formPart(fixture.state()),
      },
      io,
    );
  } finally {
    await session.close();
    await fixture.close();
  }
}
