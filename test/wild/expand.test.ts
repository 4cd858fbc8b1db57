// "Expand" and "Collapse" ask for an end state, not a click: on Bootstrap's accordion (its own state is the set of
// sections shown), a section already in the asked state is left alone, and a click that leaves it in the other
// state is not done.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const act = (windowId: string, instruction: string): Promise<Record<string, unknown>> =>
  callTool(bed().client, 'act', { windowId, instruction });

it('Bootstrap: "Collapse" a collapsed section and "Expand" an open one do nothing, and say so', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/bootstrap.html?already');
  expect((await bed().judge.read(page, 'bootstrap')).faq).toEqual(['faq-roles']);
  const collapse = await act(windowId, "Collapse 'How are seats billed?'");
  expect(collapse.status, String(collapse.message)).toBe('done');
  expect(String(collapse.message)).toMatch(/already collapsed/u);
  const expand = await act(windowId, "Expand 'What can each role do?'");
  expect(expand.status, String(expand.message)).toBe('done');
  expect(String(expand.message)).toMatch(/already expanded/u);
  expect((await bed().judge.read(page, 'bootstrap')).faq).toEqual(['faq-roles']);
}, 60_000);

it('Bootstrap: "Expand" and "Collapse" a section change it to the asked state', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/bootstrap.html?expand-collapse');
  await bed().judge.read(page, 'bootstrap');
  const expand = await act(windowId, "Expand 'How are seats billed?'");
  expect(expand.status, String(expand.message)).toBe('done');
  expect((await bed().judge.read(page, 'bootstrap')).faq).toEqual(['faq-seats']);
  const collapse = await act(windowId, "Collapse 'How are seats billed?'");
  expect(collapse.status, String(collapse.message)).toBe('done');
  expect((await bed().judge.read(page, 'bootstrap')).faq).toEqual([]);
}, 60_000);
