// The real-app suite: plain-words tasks on Debian apps of several toolkits, each run through the MCP tool core as
// a caller would (one `act` with the words, no candidate id), each judged by the app's own state read through
// pyatspi (read_app.py), never by the driver under test. An app runs on a display of its own with a bystander
// window kept active, as a user's display would have; tasks that need the keyboard or pointer run again on a
// private display. The README's action matrix is generated from these declarations (scripts/docs.ts), and every
// row of it is asserted by test/apps/*.test.ts.
import { execFileSync, spawn } from 'node:child_process';
import { afterEach } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import type { DesktopSession } from '../../src/drivers/atspi/index.js';
import { linuxFactory } from '../../src/platforms/linux.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { closeOneApp, openOneApp, x } from '../atspi/support.js';

const READ_APP = join(fileURLToPath(new URL('.', import.meta.url)), 'read_app.py');

/** A node of an app as the independent judge reads it. */
export interface JudgedNode {
  role: string;
  name: string;
  states: string[];
  text?: string;
  value?: number;
  /** A table cell's font, "family size" ("DejaVu Sans 10"). */
  font?: string;
}

/**
 * Where an action is delivered: in the background on any display; only on a private display (refused with
 * foreground_required on a user's); or refused everywhere with the code.
 */
export type Route = 'background' | 'private' | `refused:${string}`;

/** What a judge may read besides the app's tree: its settings (GSettings), in the app's own session. */
export interface JudgeContext {
  gsettings(schema: string, key: string): string;
}

/** Reads the app's state and says whether it is as it should be: true, or what is wrong. */
export type Judge = (nodes: JudgedNode[], ctx: JudgeContext) => true | string;

/** One plain-words task and how the app's own state judges it. */
export interface AppTask {
  id: string;
  instruction: string;
  text?: string;
  /** The kind of the action the first plan must take (the matrix's row). */
  kind: string;
  route: Route;
  /**
   * The status a delivered task answers: `done`, or `unverified` where the effect is invisible to the
   * accessibility tree (a gutter drawn by the editor) and saying so is the honest answer.
   */
  expect?: 'done' | 'unverified';
  /** The effect, read once the action was delivered. */
  judge: Judge;
  /** The app untouched, read once the action was refused. */
  unchanged?: Judge;
  /** Allows an action the tool marks destructive (the caller's explicit consent). */
  allowDestructive?: boolean;
  /** For a `private` task, the code on a user's display when it is not foreground_required (`not_supported`). */
  userCode?: string;
  /** Why the first plan does not do this task yet: the test asserts the right outcome and is expected to fail. */
  known?: string;
  /** The display the task is known to fail on (both when unset). */
  knownOn?: 'user' | 'private';
  /** The known failure answers done for a step that did not happen: the suite lists it as such, never hides it. */
  falseSuccess?: true;
}

/** A Debian app and its tasks, in the order they run (later tasks may build on earlier ones). */
export interface AppSpec {
  /** The app's name on the accessibility bus (what read_app.py looks for). */
  name: string;
  command: string;
  args?: string[];
  toolkit: 'GTK3' | 'GTK4' | 'Qt5' | 'VCL' | 'Chromium';
  /** The window's app as `windows` lists it, when it differs from `name`. */
  windowApp?: string;
  /** What the app shows once it has loaded (a browser's page): the tasks wait for it, read through pyatspi. */
  readyWhen?: (nodes: JudgedNode[]) => boolean;
  tasks: AppTask[];
}

/** What one task did. */
export interface TaskOutcome {
  task: AppTask;
  status: string;
  kind: string | undefined;
  route: string | undefined;
  code: string | undefined;
  judged: true | string;
  /** Whether the task passed: the status, kind and judge its route asks for, and the user's window kept. */
  passed: boolean;
  /** The active window changed during the call (checked on the user's display only). */
  focusChanged: boolean;
  message: string;
  /** The shortlist of an ambiguous or not_found answer, as `does (p)`. */
  candidates: string[];
}

/** The app running on a display of its own, with the MCP client connected to it. */
export interface RunningApp {
  spec: AppSpec;
  session: DesktopSession;
  open: Connected;
  windowId: string;
  /** The bystander's X11 id on a user display; '' on a private one. */
  bystander: string;
  close(): Promise<void>;
}

/** LibreOffice Calc, started without restoring documents (its Tip of the Day shows first). */
export const LIBREOFFICE_CALC: AppSpec = {
  name: 'soffice',
  command: 'libreoffice',
  args: ['--calc', '--norestore'],
  toolkit: 'VCL',
  tasks: [],
};

/**
 * The id of the app's window whose view (as `observe` draws it, its title first) passes `shows`, or '' when none
 * does: LibreOffice's windows carry no title in the `windows` list.
 */
export async function windowShowing(app: RunningApp, shows: (view: string) => boolean): Promise<string> {
  const listed = (await call(app.open.client, 'windows', {})).result as { windows?: { id: string }[] };
  for (const { id } of listed.windows ?? []) {
    const seen = (await call(app.open.client, 'observe', { windowId: id, limit: 1 })).result as {
      view?: string;
    };
    if (seen.view !== undefined && shows(seen.view)) return id;
  }
  return '';
}

/** What the app shows now, read through pyatspi. */
export function readApp(session: DesktopSession, name: string): JudgedNode[] {
  const out = execFileSync('/usr/bin/python3', [READ_APP, name], {
    env: session.env,
    timeout: 20_000,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as JudgedNode[];
}

/** Starts a display (private or a user's, with a bystander window active), the app, and a connected client. */
export async function startApp(spec: AppSpec, options: { private: boolean }): Promise<RunningApp> {
  const app = await openOneApp(spec.command, () => spec.args ?? [], options);
  const { session } = app;
  let open: Connected | undefined;
  try {
    if (!app.windowId) throw new Error(`${spec.command} showed no window`);
    for (
      const deadline = Date.now() + 20_000;
      spec.readyWhen && !spec.readyWhen(readApp(session, spec.name));
    ) {
      if (Date.now() > deadline) throw new Error(`${spec.name} did not show what it loads within 20 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
    let bystander = '';
    if (!options.private) {
      spawn('xlogo', [], { env: session.env, detached: true, stdio: 'ignore' }).unref();
      bystander = x(session, ['search', '--sync', '--onlyvisible', '--class', 'xlogo']).split('\n')[0] ?? '';
      x(session, ['windowactivate', '--sync', bystander]);
    }
    open = await connect(createEmbeddedDecider(), { factories: [linuxFactory(session.env)] });
    const listed = await call(open.client, 'windows', {});
    const windows = listed.result.windows as { id: string; app: string }[];
    const want = (spec.windowApp ?? spec.name).toLowerCase();
    const windowId = windows.find((w) => w.app.toLowerCase() === want)?.id ?? '';
    if (!windowId) throw new Error(`windows does not list ${spec.name}: ${JSON.stringify(windows)}`);
    const connected = open;
    return {
      spec,
      session,
      open: connected,
      windowId,
      bystander,
      async close() {
        await connected.close();
        await closeOneApp(app);
      },
    };
  } catch (error) {
    await open?.close();
    await closeOneApp(app);
    throw error;
  }
}

/**
 * What a task should answer on a display: delivered (`done`/`unverified`), or not delivered with a code (a refusal
 * before acting, `foreground_required`, or a failure the driver names, `not_supported`).
 */
export function wanted(task: AppTask, privateDisplay: boolean): { status: string; code?: string } {
  if (task.route === 'background' || (task.route === 'private' && privateDisplay))
    return { status: task.expect ?? 'done' };
  const code =
    task.route === 'private' ? (task.userCode ?? 'foreground_required') : task.route.slice('refused:'.length);
  return { status: code === 'foreground_required' ? 'refused' : 'failed', code };
}

/** True when a task's run is known not to pass yet on this display. */
export function knownOn(task: AppTask, privateDisplay: boolean): boolean {
  return (
    task.known !== undefined &&
    (task.knownOn === undefined || task.knownOn === (privateDisplay ? 'private' : 'user'))
  );
}

/** What a judge says of the app as it is now, read through pyatspi and the app's settings. */
export function judgeApp(app: RunningApp, judge: Judge): true | string {
  try {
    return judge(readApp(app.session, app.spec.name), {
      gsettings: (schema, key) =>
        execFileSync('gsettings', ['get', schema, key], { env: app.session.env, encoding: 'utf8' }).trim(),
    });
  } catch (error) {
    return `the judge could not read the app: ${(error as Error).message}`;
  }
}

/** Runs one task as a caller would: one `act` with the plain words, then the independent judge. */
export async function runTask(app: RunningApp, task: AppTask, privateDisplay: boolean): Promise<TaskOutcome> {
  const before = app.bystander ? x(app.session, ['getactivewindow']) : '';
  const args: Record<string, unknown> = { windowId: app.windowId, instruction: task.instruction };
  if (task.text !== undefined) args.text = task.text;
  if (task.allowDestructive) args.allowDestructive = true;
  const out = await call(app.open.client, 'act', args);
  const after = app.bystander ? x(app.session, ['getactivewindow']) : '';
  const result = out.result;
  const action = result.action as { kind?: string; route?: string } | undefined;
  const want = wanted(task, privateDisplay);
  const delivered = want.code === undefined;
  const judge = delivered ? task.judge : (task.unchanged ?? (() => true));
  const judged = judgeApp(app, judge);
  const status = String(result.status);
  const code = result.code as string | undefined;
  const focusChanged = before !== after;
  const kindSays = action?.kind ?? (result.refused as { kind?: string } | undefined)?.kind;
  const passed =
    status === want.status &&
    (want.code === undefined || code === want.code) &&
    (!delivered || action?.kind === task.kind) &&
    judged === true &&
    !focusChanged;
  return {
    task,
    status,
    kind: kindSays,
    route: action?.route,
    code,
    judged,
    passed,
    focusChanged,
    message: String(result.message ?? ''),
    candidates: ((result.candidates as { does: string; p: number }[] | undefined) ?? []).map(
      (c) => `${c.does} (${c.p})`,
    ),
  };
}

// Judges: small predicates over the judged nodes.

/** The first node of a role (and name, when given). */
export function find(nodes: JudgedNode[], role: string, name?: string): JudgedNode | undefined {
  return nodes.find((n) => n.role === role && (name === undefined || n.name === name));
}

/** The node's text equals `want`. */
export function textIs(nodes: JudgedNode[], role: string, want: string, name?: string): true | string {
  const n = find(nodes, role, name);
  if (!n) return `no ${role}${name ? ` "${name}"` : ''}`;
  return n.text === want ? true : `${role} reads ${JSON.stringify(n.text)}, not ${JSON.stringify(want)}`;
}

/** The node has (or, with `on` false, has not) the state. */
export function stateIs(
  nodes: JudgedNode[],
  role: string,
  name: string,
  state: string,
  on = true,
): true | string {
  const n = find(nodes, role, name);
  if (!n) return `no ${role} "${name}"`;
  return n.states.includes(state) === on ? true : `${role} "${name}" is ${on ? 'not ' : ''}${state}`;
}

/**
 * An app each test starts on a private desktop (closed after each), with the calls the trial tests make on it:
 * `act` on its main window or another, the id of a window other than the main one ('' while there is none: a
 * dialog it opened), and whether a check box or check item reads checked.
 */
export function usePrivateApp(): {
  app: () => RunningApp;
  start: (spec: Omit<AppSpec, 'tasks'>) => Promise<RunningApp>;
  act: (
    instruction: string,
    windowId?: string,
    more?: Record<string, unknown>,
  ) => Promise<{ status: string; message?: string }>;
  dialog: () => Promise<string>;
  checked: (name: string, label: string) => boolean | undefined;
} {
  let running: RunningApp | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  const app = (): RunningApp => {
    if (!running) throw new Error('no app started in this test');
    return running;
  };
  return {
    app,
    start: async (spec) => (running = await startApp({ ...spec, tasks: [] }, { private: true })),
    act: async (instruction, windowId = app().windowId, more = {}) =>
      (await call(app().open.client, 'act', { windowId, instruction, ...more })).result as {
        status: string;
        message?: string;
      },
    dialog: async () => {
      const listed = (await call(app().open.client, 'windows', {})).result as { windows?: { id: string }[] };
      return listed.windows?.find((w) => w.id !== app().windowId)?.id ?? '';
    },
    checked: (name, label) =>
      readApp(app().session, name)
        .find((n) => n.name === label && n.role.includes('check'))
        ?.states.includes('checked'),
  };
}
