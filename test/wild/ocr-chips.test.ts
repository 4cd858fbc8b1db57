// Tags drawn as chips by two third-party pickers on one page: Tom Select's blue chips (a gradient from grey 132 to
// 120, white words) and Choices.js's teal ones. What OCR reads of the page's capture, prepared as every driver
// prepares a capture (src/drivers/ocr/screen.ts), holds their words: a chip lighter than dark paper, with words
// lighter than it, is a box whose words are turned dark (before, "JavaScript" was lost and "Carol" read "carol").
import { expect, it } from 'vitest';
import { readGrey } from '../../src/drivers/ocr/reread.js';
import { prepareScreen } from '../../src/drivers/ocr/screen.js';
import { decodePng } from '../../src/drivers/png.js';
import { openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();

it("reads the words of Tom Select's and Choices.js's chips, light words on a coloured box", async () => {
  const { page } = await openBedPage(bed(), '/pages/trial/tags.html');
  await page.waitForFunction(
    `document.querySelectorAll('.ts-control .item, .choices__item--selectable').length >= 4`,
  );
  const png = await page.screenshot();
  const words = (await readGrey(() => prepareScreen(decodePng(png)))).flatMap((l) => l.text.split(' '));
  expect(words).toEqual(expect.arrayContaining(['JavaScript', 'Carol', 'Dave']));
}, 60_000);
