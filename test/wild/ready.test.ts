// Every host page has an expression that says when it is built, and it says so in real headless Chromium.
import { describe, expect, it } from 'vitest';
import { readyExpression, wildPageNames } from './ready.js';
import { useWildBrowser } from './hooks.js';

const wild = useWildBrowser();

describe('when a wild host page is built', () => {
  it('lists the twenty-four host pages, each with a readiness expression', () => {
    const pages = wildPageNames();
    expect(pages).toEqual([
      'ag-grid',
      'bootstrap',
      'chartjs',
      'chartjs-default',
      'choices',
      'flatpickr',
      'gridjs',
      'ionic',
      'jquery-ui',
      'mdui',
      'nouislider',
      'nouislider-mixer',
      'pell',
      'quill',
      'shoelace',
      'shoelace-toolbar',
      'slim-select',
      'sweetalert2',
      'tabulator',
      'tagify',
      'tom-select',
      'trix',
      'uikit',
      'w2ui',
    ]);
    expect(pages.filter((p) => readyExpression(p) === null)).toEqual([]);
  });

  it('has no readiness expression for a page that does not exist', () => {
    expect(readyExpression('no-such-page')).toBeNull();
  });

  for (const name of wildPageNames())
    it(`${name}: the expression answers non-null once the page has loaded`, async () => {
      const page = await wild().browser.newPage();
      await page.goto(`${wild().server.url}/pages/${name}.html`);
      const expression = readyExpression(name) ?? 'null';
      await expect
        .poll(async () => (await page.evaluate(expression)) !== null, { timeout: 10_000 })
        .toBe(true);
      await page.close();
    });
});
