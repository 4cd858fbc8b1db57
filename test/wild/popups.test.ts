// Slim Select keeps each combo box's popup built in the page, hidden by opacity and scale: while it is closed,
// observe says its options once, on the combo box's line; once it is open, they are listed as options.
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';
import { readyExpression } from './ready.js';

const bed = useBed();

it("lists a closed Slim Select popup's options once, on the combo box line, and an open one's as options", async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/slim-select.html');
  await expect.poll(() => page.evaluate(readyExpression('slim-select') ?? 'null')).not.toBeNull();
  const closed = String((await callTool(bed().client, 'observe', { windowId })).view);
  expect(closed).toMatch(/ComboBox "Country" = "Select a country" collapsed options "Australia" "Austria"/u);
  expect(closed).not.toMatch(/Option "Austria"|Combobox listbox/u);
  await page.click('#country + .ss-main');
  await expect.poll(() => page.evaluate("document.querySelector('.ss-content.ss-open') !== null")).toBe(true);
  const open = String((await callTool(bed().client, 'observe', { windowId })).view);
  expect(open).toMatch(/ComboBox "Country" = "Select a country" expanded/u);
  expect(open).toMatch(/Option "Austria"/u);
}, 60_000);
