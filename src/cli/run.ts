// `beans-picker run "goal"` and `beans-picker replay --run DIR --step N`: flags, the target window, the writer
// from config, the run folder, and the printed report. Ctrl-C aborts through the signal main passes in.
import { resolve } from 'node:path';
import { resolveWindow } from '../core/act/context.js';
import { sleep } from '../core/limits.js';
import { createEmbeddedDecider } from '../decide/embedded/index.js';
import { createRunFolder } from '../goal/folder.js';
import { redactText } from '../goal/record.js';
import {
  goalMode,
  runGoal,
  type GoalEnv,
  type GoalOptions,
  type Navigator,
  type Terminal,
} from '../goal/index.js';
import { replayStep } from '../goal/replay.js';
import { loadWordTagger } from '../goal/tagger.js';
import { closingLines } from '../goal/report.js';
import { createHttpWriter } from '../goal/writer-http.js';
import { WriterError, type Writer } from '../goal/writer.js';
import type { Config } from '../config/schema.js';
import type { Driver } from '../core/driver.js';
import type { Session } from '../tools/session.js';
import type { Io } from './io.js';

/** The flags of run and replay, as parsed by util.parseArgs. */
export type RunFlags = Record<string, string | boolean | undefined>;

/** What main passes in: the Ctrl-C signal and, when stdin is a TTY, the terminal. */
export interface RunExtras {
  signal: AbortSignal;
  terminal?: Terminal | undefined;
}

const WAIT_MS = 2_000;

/** Parses the numeric flags of run; a message names the bad flag. */
export function parseRunFlags(flags: RunFlags): Omit<GoalOptions, 'goal' | 'windowId'> | { error: string } {
  const num = (name: string, fallback: number, min: number, max: number, int: boolean): number | string => {
    const raw = flags[name];
    if (raw === undefined) return fallback;
    const n = Number(raw);
    return typeof raw === 'string' &&
      raw.trim() !== '' &&
      Number.isFinite(n) &&
      n >= min &&
      n <= max &&
      (!int || Number.isInteger(n))
      ? n
      : `--${name} must be ${int ? 'an integer' : 'a number'} from ${min} to ${max}`;
  };
  const steps = num('steps', 100, 1, 10_000, true);
  const handoffs = num('handoffs', 10, 0, 100, true);
  const minConfidence = num('min-confidence', 0.4, 0, 1, false);
  const delay = flags.delay === undefined || flags.delay === 'auto' ? null : num('delay', 0, 0, 600, false);
  for (const v of [steps, handoffs, minConfidence, delay]) if (typeof v === 'string') return { error: v };
  const targets = ['url', 'app', 'window'].filter((f) => typeof flags[f] === 'string');
  if (targets.length !== 1) return { error: 'give exactly one of --url URL, --app NAME or --window ID' };
  return {
    act: flags.act === true,
    steps: steps as number,
    handoffs: handoffs as number,
    minConfidence: minConfidence as number,
    delayMs: delay === null ? null : Math.round((delay as number) * 1000),
  };
}

/** The writer the configuration asks for, or undefined when none is configured. */
export function writerFromConfig(config: Config): Writer | undefined {
  const api = config.BEANS_PICKER_WRITER_API;
  const key = config.BEANS_PICKER_WRITER_API_KEY;
  const base =
    config.BEANS_PICKER_WRITER_BASE_URL?.trim() ||
    (key && api === 'anthropic' ? 'https://api.anthropic.com' : '');
  if (!base) {
    if (key)
      throw new WriterError(
        'writer_bad_config',
        'BEANS_PICKER_WRITER_BASE_URL is needed for an openai-compatible writer',
      );
    return undefined;
  }
  const model = config.BEANS_PICKER_WRITER_MODEL ?? (api === 'anthropic' ? 'claude-haiku-4-5' : undefined);
  if (!model)
    throw new WriterError(
      'writer_bad_config',
      'BEANS_PICKER_WRITER_MODEL is needed for an openai-compatible writer',
    );
  return createHttpWriter({
    baseUrl: base,
    api,
    apiKey: key,
    model,
    answerModel: config.BEANS_PICKER_ANSWER_MODEL,
  });
}

interface Resolved {
  driver: Driver;
  windowId: string;
  navigator?: Navigator;
  screenshot?: (windowId: string, signal: AbortSignal) => Promise<Uint8Array>;
}

async function resolveTarget(session: Session, flags: RunFlags, signal: AbortSignal): Promise<Resolved> {
  let windowId = typeof flags.window === 'string' ? flags.window : undefined;
  if (typeof flags.url === 'string') {
    if (!session.driverNames().includes('browser'))
      throw Object.assign(
        new Error(
          '--url needs the browser driver, which is not enabled here (use --drivers browser, or --window/--app)',
        ),
        { code: 'driver_unavailable' },
      );
    const browser = (await session.platform('browser', signal)).browser;
    if (!browser)
      throw Object.assign(new Error('the browser driver cannot open tabs here'), {
        code: 'driver_unavailable',
      });
    windowId = `browser:${(await browser.openTab(flags.url, signal)).id}`;
  }
  const target = windowId !== undefined ? { windowId } : { app: String(flags.app) };
  const driver = await session.driverFor(target, signal);
  const window = await resolveWindow(session.actContext(driver, signal), target);
  const { platform, localId } = await session.platformForWindow(window.id, signal);
  const local = (id: string): string => driver.local(id) ?? id;
  // A platform with browser controls may still show a window that is no browser (TextEdit on macOS).
  const tab =
    platform.browser !== undefined &&
    (await platform.browser.state(localId, signal).then(
      () => true,
      () => false,
    ));
  return {
    driver,
    windowId: window.id,
    ...(tab
      ? {
          navigator: {
            open: async (id, url, s) => void (await platform.browser?.navigate(local(id), url, s)),
          },
          screenshot: async (id, s) => (await platform.browser?.screenshot(local(id), s)) ?? new Uint8Array(),
        }
      : platform.desktop
        ? {
            screenshot: async (_id: string, s: AbortSignal) =>
              (await platform.desktop?.screenshot(localId, s)) ?? new Uint8Array(),
          }
        : {}),
  };
}

/** Runs a goal from the CLI; exit 0 when done (or a dry run), 130 when interrupted, 1 otherwise, 2 on bad flags. */
export async function runGoalCommand(
  session: Session,
  goal: string | undefined,
  flags: RunFlags,
  io: Io,
  extras: RunExtras,
): Promise<number> {
  const parsed = parseRunFlags(flags);
  if (!goal?.trim() || 'error' in parsed) {
    io.err(
      `beans-picker run: ${'error' in parsed ? parsed.error : 'give the goal in quotes: beans-picker run "goal" --window ID'}\n`,
    );
    return 2;
  }
  // The goal's tagger loads while the browser starts or attaches.
  void loadWordTagger().catch(() => undefined);
  let writer: Writer | undefined;
  let resolved: Resolved;
  try {
    writer = writerFromConfig(session.config);
    resolved = await resolveTarget(session, flags, extras.signal);
  } catch (error: unknown) {
    if (extras.signal.aborted) return (io.err('beans-picker run: interrupted before the first step\n'), 130);
    io.err(
      `beans-picker run: ${(error as { code?: string }).code ?? 'failed'}: ${error instanceof Error ? error.message : 'unknown error'}\n`,
    );
    return 2;
  }
  const ctx = session.actContext(resolved.driver, extras.signal);
  const mode = goalMode(ctx.decider.name, writer !== undefined);
  const recorder = await createRunFolder(
    resolve(typeof flags.runs === 'string' ? flags.runs : 'runs'),
    new Date(),
  );
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const env: GoalEnv = {
    ctx,
    writer,
    terminal: extras.terminal,
    recorder,
    navigator: resolved.navigator,
    screenshot: resolved.screenshot,
    now: () => ({ iso: new Date().toISOString(), timeZone }),
    sleep,
    report: (line) => io.out(`${line}\n`),
    waitMs: WAIT_MS,
  };
  io.out(
    `run ${JSON.stringify(redactText(goal))} on ${resolved.windowId} (${mode === 'loop' ? 'goal loop' : 'embedded default: one act per clause'}; decider ${ctx.decider.name}; writer ${writer?.name ?? 'none'}${parsed.act ? '' : '; dry run'}) → ${recorder.dir}\n`,
  );
  const result = await runGoal({ ...parsed, goal, windowId: resolved.windowId }, env, mode, {
    decider: ctx.decider.name,
    writer: writer?.name,
  });
  for (const line of closingLines(result)) io.out(`${line}\n`);
  if (result.outcome === 'aborted') return 130;
  return result.outcome === 'done' || result.outcome === 'dry run' ? 0 : 1;
}

/** Replays one step of a run folder offline; exit 0 when the rebuilt state equals the saved one. */
export async function runReplayCommand(flags: RunFlags, io: Io, signal: AbortSignal): Promise<number> {
  const step = Number(flags.step);
  if (typeof flags.run !== 'string' || !Number.isInteger(step) || step < 1) {
    io.err('beans-picker replay: give --run DIR and --step N (N from 1)\n');
    return 2;
  }
  let report;
  try {
    report = await replayStep(resolve(flags.run), step, createEmbeddedDecider(), signal);
  } catch (error: unknown) {
    io.err(
      `beans-picker replay: ${(error as { code?: string }).code ?? 'failed'}: ${error instanceof Error ? error.message : 'unknown error'}\n`,
    );
    return 2;
  }
  const top = (p: Record<string, Record<string, number>>): string =>
    Object.entries(p)
      .map(
        ([q, probs]) =>
          `${q}: ${Object.entries(probs)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 4)
            .map(([l, v]) => `${l} ${v.toFixed(2)}`)
            .join(', ')}`,
      )
      .join('  |  ');
  io.out(
    `step ${report.step} (${report.mode}): rebuilt state ${report.faithful ? 'equals the saved one (faithful)' : `differs from the saved one in ${report.differences.join(', ')}`}\n`,
  );
  io.out(
    `saved:    ${report.saved.action}${Object.keys(report.saved.probabilities).length ? `  [${top(report.saved.probabilities)}]` : ''}\n`,
  );
  io.out(
    `replayed: ${report.replayed.action}  [${top(report.replayed.probabilities)}]  (embedded decider, offline)\n`,
  );
  io.out(`decision ${report.changed ? 'changed' : 'unchanged'}\n`);
  return report.faithful ? 0 : 1;
}
