// Words that want one choice alone ("Only deliver on Saturday") in a list that keeps several: before, the act added
// the item and left the others (Slim Select: Wednesday and Saturday, unverified; h-ss-only-saturday). Now the other
// chosen items come off through their own remove buttons, judged by each library's own state.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const act = (windowId: string, args: Record<string, unknown>): Promise<Record<string, unknown>> =>
  callTool(bed().client, 'act', { windowId, ...args });

it('Slim Select: "Only deliver on Saturday" leaves Saturday alone among the delivery days', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/slim-select.html?only-saturday');
  expect((await bed().judge.read(page, 'slim-select')).delivery).toEqual(['Wednesday']);
  const result = await act(windowId, { instruction: 'Only deliver on Saturday' });
  expect(result.status, String(result.message)).toBe('done');
  expect(result.message).toBe('only "Saturday" is chosen now (took off "Wednesday")');
  expect((await bed().judge.read(page, 'slim-select')).delivery).toEqual(['Saturday']);
}, 60_000);

it('Choices.js: "Label it only \'Refund request\'" takes the Bug label off', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/choices.html?only-refund');
  expect((await bed().judge.read(page, 'choices')).labels).toEqual(['bug']);
  const result = await act(windowId, { instruction: "Label it only 'Refund request'" });
  expect(result.status, String(result.message)).toBe('done');
  expect((await bed().judge.read(page, 'choices')).labels).toEqual(['refund']);
}, 60_000);

it('Slim Select: without "only" the other days stay, and the act does not claim more than it saw', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/slim-select.html?and-saturday');
  await bed().judge.read(page, 'slim-select');
  const result = await act(windowId, { instruction: 'Deliver on Saturday' });
  expect(result.status).not.toBe('no_effect');
  expect((await bed().judge.read(page, 'slim-select')).delivery).toEqual(['Wednesday', 'Saturday']);
}, 60_000);
