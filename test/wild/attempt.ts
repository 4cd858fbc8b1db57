// One wild task, attempted: open its page in a new tab, send its act calls as written, and judge the end
// state through the component's own API.
import { callTool, openBedPage, type Bed } from './bed.js';
import { compareStates, type Library } from './judge.js';
import { score } from './task.js';
import { PAGES, type WildTask } from './tasks.js';

/** What one task came to. */
export interface Outcome {
  id: string;
  library: Library;
  /** The status of each act sent, in order (with its code when it has one: `failed(driver_timeout)`). */
  statuses: string[];
  pass: boolean;
  /** Every act answered done, yet the judge did not find the expected end state. */
  falseSuccess: boolean;
  /** Each act's message and the action it took, for reading a failure. */
  notes: string[];
  /** Differences between the state read and the one expected (empty when it passes). */
  differences: string[];
  seconds: number;
}

function note(result: Record<string, unknown>): string {
  const action = result.action as { does?: string } | undefined;
  const shortlist = (result.candidates as { does: string }[] | undefined)?.map((c) => c.does).slice(0, 3);
  return [
    String(result.message ?? ''),
    ...(action?.does ? [`[${action.does}]`] : []),
    ...(shortlist?.length ? [`{${shortlist.join(' | ')}}`] : []),
  ].join(' ');
}

/** Runs one task on a fresh tab; the tab is closed afterwards. */
export async function attempt(bed: Bed, task: WildTask, run: number): Promise<Outcome> {
  const started = Date.now();
  const { windowId, page } = await openBedPage(bed, `${PAGES[task.library]}?task=${task.id}&run=${run}`);
  // The first act is sent once the library has built its components, as a person would wait to see them.
  const before = await bed.judge.read(page, task.library);
  const statuses: string[] = [];
  const notes: string[] = [];
  for (const step of task.acts) {
    const result = await callTool(bed.client, 'act', { windowId, ...step });
    // A failure names its code: a timeout is not the same finding as a refusal.
    statuses.push(
      result.code === undefined ? String(result.status) : `${String(result.status)}(${String(result.code)})`,
    );
    notes.push(note(result));
    // As in `then`: no further step after one that is neither done nor unverified.
    if (result.status !== 'done' && result.status !== 'unverified') break;
  }
  const verdict = compareStates(await bed.judge.read(page, task.library), task.expect(before));
  await page.close();
  return {
    id: task.id,
    library: task.library,
    statuses,
    ...score(task, statuses, verdict.differences),
    notes,
    seconds: (Date.now() - started) / 1000,
  };
}
