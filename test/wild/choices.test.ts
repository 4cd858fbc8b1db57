// Choices.js keeps the page's own <select> inside the combo box it draws, out of sight. Setting that hidden select
// leaves Choices showing the old choice (and its store unchanged): the combo box it draws is the control, named by
// the select's label and valued by the choice it shows.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const call = (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> =>
  callTool(bed().client, name, args);

it('chooses an assignee through the Choices.js combo box, which then shows it', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/choices.html');
  await page.waitForSelector('.choices');
  const view = String((await call('observe', { windowId })).view);
  expect(view).toMatch(/ComboBox "Assignee" = "Unassigned" collapsed/u);
  const result = await call('act', { windowId, instruction: "Set the assignee to 'Ben Kowalski'" });
  expect(result.status, String(result.message)).toBe('done');
  // What Choices shows for the select, and the select it keeps in step.
  const shown = await page.evaluate(
    "document.querySelector('#assignee').closest('.choices').querySelector('.choices__list--single').textContent.trim()",
  );
  expect(shown).toBe('Ben Kowalski');
  expect(await page.evaluate("document.querySelector('#assignee').selectedOptions[0].textContent")).toBe(
    'Ben Kowalski',
  );
}, 60_000);

it('still says done when Choices.js redraws its combo box late (the page on a CPU slowed 20×)', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/choices.html?slow');
  await page.waitForSelector('.choices');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  try {
    const result = await call('act', { windowId, instruction: "Set the assignee to 'Ben Kowalski'" });
    expect(result.status, String(result.message)).toBe('done');
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  expect(await page.evaluate("document.querySelector('#assignee').selectedOptions[0].textContent")).toBe(
    'Ben Kowalski',
  );
}, 90_000);
