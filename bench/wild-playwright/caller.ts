// Runs a plan through Playwright MCP as a scripted agent would: reads browser_snapshot, finds each target's ref,
// calls the standard tools, and looks again after every action that may have changed the page.
import { FIND_RETRIES, THINK_MS } from '../caller-playwright.js';
import type { MeteredSession } from '../meter.js';
import { parseSnapshot, type AriaNode } from '../yamlRefs.js';
import { describeTarget, findTarget, shownText } from './find.js';
import type { PlanStep, Target } from './steps.js';

/** What a plan came to: one status per step run (`done` when its calls answered without error) and notes. */
export interface PlanOutcome {
  statuses: string[];
  notes: string[];
}

/** Most arrow presses a slide makes before it gives up. */
export const MAX_KEY_PRESSES = 150;

const status = (ok: boolean): string => (ok ? 'done' : 'error');
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

// A slider's number as the snapshot shows it: its value, or a name that is only a number (mdui's handle).
function numberShown(node: AriaNode): number | null {
  for (const read of [shownText(node), node.name]) {
    if (read !== null && read.trim() !== '' && Number.isFinite(Number(read))) return Number(read);
  }
  return null;
}

class PlaywrightCaller {
  private snapshot: AriaNode | null = null;
  private fresh = false;
  readonly notes: string[] = [];
  constructor(private readonly session: MeteredSession) {}

  async look(): Promise<void> {
    const result = await this.session.call('browser_snapshot', {});
    this.snapshot = result.isError ? null : parseSnapshot(result.text);
    this.fresh = !result.isError;
  }

  // Looks (again, after a pause) until the target shows up in the snapshot, a bounded number of times.
  async locate(target: Target): Promise<AriaNode | null> {
    for (let attempt = 0; ; attempt += 1) {
      if (!this.fresh) await this.look();
      const node = this.snapshot ? findTarget(this.snapshot, target) : null;
      if (node || attempt >= FIND_RETRIES) return node;
      await sleep(THINK_MS);
      this.fresh = false;
    }
  }

  // One tool call; any call may change the page, so the next target is looked up in a new snapshot.
  async call(tool: string, args: Record<string, unknown>): Promise<boolean> {
    const result = await this.session.call(tool, args);
    this.fresh = false;
    if (result.isError) this.notes.push(`${tool} error: ${result.text.replace(/\s+/gu, ' ').slice(0, 160)}`);
    return !result.isError;
  }

  async run(step: PlanStep): Promise<string> {
    if (step.do === 'press') return status(await this.call('browser_press_key', { key: step.key }));
    const node = await this.locate(step.target);
    if (!node?.ref) {
      this.notes.push(`not in the snapshot: ${describeTarget(step.target)}`);
      return 'not_found';
    }
    const found = { element: describeTarget(step.target), target: node.ref };
    switch (step.do) {
      case 'click':
        return status(
          await this.call('browser_click', { ...found, ...(step.double ? { doubleClick: true } : {}) }),
        );
      case 'type': {
        const options = {
          ...(step.submit ? { submit: true } : {}),
          ...(step.slowly ? { slowly: true } : {}),
        };
        return status(await this.call('browser_type', { ...found, text: step.text, ...options }));
      }
      case 'select':
        return status(await this.call('browser_select_option', { ...found, values: step.values }));
      case 'hover':
        return status(await this.call('browser_hover', found));
      case 'slide':
        return this.slide(step.target, node.ref, step.to);
    }
  }

  // Types the number; when that is refused or does not read back, clicks the slider and steps it with arrow keys.
  async slide(query: Target, ref: string, to: number): Promise<string> {
    const element = describeTarget(query);
    if (await this.call('browser_type', { element, target: ref, text: String(to) })) {
      const after = await this.locate(query);
      const read = after ? numberShown(after) : null;
      if (read === to || read === null) return 'done';
    }
    const node = await this.locate(query);
    if (!node?.ref || !(await this.call('browser_click', { element, target: node.ref }))) return 'error';
    const clicked = await this.locate(query);
    const from = clicked ? numberShown(clicked) : null;
    // Nothing to read: from the low end, one step a press, as a person would count them.
    if (from === null && !(await this.call('browser_press_key', { key: 'Home' }))) return 'error';
    const presses = to - (from ?? 0);
    const key = presses > 0 ? 'ArrowRight' : 'ArrowLeft';
    for (let i = 0; i < Math.min(Math.abs(presses), MAX_KEY_PRESSES); i += 1)
      if (!(await this.call('browser_press_key', { key }))) return 'error';
    if (from === null) return 'done';
    const reached = await this.locate(query);
    return reached && numberShown(reached) === to ? 'done' : 'not_reached';
  }
}

/** Runs the steps in order and stops at the first that is not done. */
export async function runPlan(session: MeteredSession, steps: PlanStep[]): Promise<PlanOutcome> {
  const caller = new PlaywrightCaller(session);
  const statuses: string[] = [];
  for (const step of steps) {
    const status = await caller.run(step);
    statuses.push(status);
    if (status !== 'done') break;
  }
  return { statuses, notes: caller.notes };
}
