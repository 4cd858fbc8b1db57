// Each library host page added for the harvest loads from the wild server in real headless Chromium, with no
// console error, no failed request, and its library's main component built (read through the library itself).
import { describe, expect, it } from 'vitest';
import { useWildBrowser } from './hooks.js';

/** A page (with its query), what says its library has built, an optional click first, and what the check reads. */
interface PageCheck {
  page: string;
  query?: string;
  ready: string;
  click?: string;
  read: string;
  expected: string;
}

// Browser expressions, kept as strings: the project's TypeScript has no DOM types.
const CHECKS: readonly PageCheck[] = [
  {
    page: 'bootstrap',
    ready: '#account',
    click: '#account',
    read: `[bootstrap.Dropdown.VERSION, getComputedStyle(document.getElementById('invite')).position,
      document.querySelector('.dropdown-menu.show .dropdown-item').textContent].join(' | ')`,
    expected: '5.3.8 | fixed | Profile',
  },
  {
    page: 'jquery-ui',
    ready: '.ui-tabs',
    read: `[$.ui.version, $('#modes').tabs('option', 'active'), $('#travellers').spinner('value'),
      $('#car-class-button').text()].join(' | ')`,
    expected: '1.14.2 | 0 | 1 | Economy',
  },
  {
    page: 'jquery-ui',
    query: '?lang=de',
    ready: '.ui-tabs',
    read: `[document.title, $('#car-class-button').text(), $.datepicker._defaults.monthNames[11],
      $('#confirm').dialog('option', 'title')].join(' | ')`,
    expected: 'Reise buchen | Kleinwagen | Dezember | Buchung bestätigen',
  },
  {
    page: 'flatpickr',
    ready: '.flatpickr-calendar',
    read: `[document.getElementById('start').value, document.getElementById('day')._flatpickr.config.mode,
      document.getElementById('away')._flatpickr.config.mode, document.querySelectorAll('.flatpickr-calendar').length].join(' | ')`,
    expected: '09:00 | single | range | 3',
  },
  {
    page: 'flatpickr',
    query: '?lang=fr',
    ready: '.flatpickr-calendar',
    read: `[document.title, document.querySelector('label[for="day"]').textContent,
      document.getElementById('day')._flatpickr.l10n.months.longhand[11]].join(' | ')`,
    expected: 'Réserver une salle de réunion | Date | décembre',
  },
  {
    page: 'choices',
    ready: '.choices',
    read: `[document.querySelectorAll('.choices').length,
      document.querySelector('.choices:has(#priority) .choices__list--single .choices__item').dataset.value,
      document.querySelector('.choices:has(#labels) .choices__list--multiple .choices__item').dataset.value].join(' | ')`,
    expected: '4 | medium | bug',
  },
  {
    page: 'ag-grid',
    ready: '.ag-row',
    read: `[document.querySelector('.ag-paging-row-summary-panel').textContent.replace(/\\s+/g, ' ').trim(),
      document.querySelector('.ag-row[row-index="0"] [col-id="number"]').textContent,
      new Set([...document.querySelectorAll('.ag-row[row-index]')].map((r) => r.getAttribute('row-index'))).size].join(' | ')`,
    expected: '1 to 10 of 36 | INV-0001 | 10',
  },
  {
    page: 'quill',
    ready: '.ql-editor',
    read: `[Quill.find(document.getElementById('notes')).getLength(),
      [...document.querySelectorAll('.ql-toolbar button')].map((b) => b.getAttribute('aria-label')).join(',')].join(' | ')`,
    expected: '1 | bold,italic,underline,strike,list: ordered,list: bullet,blockquote,code-block,link,clean',
  },
  {
    page: 'sweetalert2',
    ready: '#rows tr',
    click: '#rows tr:nth-child(3) button:has-text("Delete")',
    read: `[Swal.isVisible(), Swal.getTitle().textContent, Swal.getConfirmButton().textContent].join(' | ')`,
    expected: 'true | Delete INV-2043? | Delete invoice',
  },
  {
    page: 'gridjs',
    ready: '.gridjs-pages button[title="Page 1"]',
    read: `[document.querySelector('.gridjs-summary').textContent,
      document.querySelectorAll('.gridjs-tbody .gridjs-tr').length,
      document.querySelector('.gridjs-tbody .gridjs-td').textContent].join(' | ')`,
    expected: 'Showing 1 to 5 of 12 results | 5 | Amara Okafor',
  },
  {
    page: 'slim-select',
    ready: '.ss-main',
    read: `[document.querySelectorAll('.ss-main').length,
      document.querySelector('#country + .ss-main .ss-placeholder').textContent,
      document.querySelector('#delivery + .ss-main .ss-value-text').textContent].join(' | ')`,
    expected: '3 | Select a country | Wednesday',
  },
  {
    page: 'nouislider-mixer',
    ready: '#surround .noUi-handle',
    read: `[document.querySelectorAll('.noUi-target').length, document.getElementById('master').noUiSlider.get(),
      document.getElementById('quiet').noUiSlider.get().join('-'), document.getElementById('surround').hasAttribute('disabled')].join(' | ')`,
    expected: '10 | 70% | 22:00-07:00 | true',
  },
  {
    page: 'mdui',
    ready: 'mdui-select:defined',
    read: `[document.getElementById('sections').value, document.getElementById('quality').value,
      document.getElementById('backup-on').checked, document.getElementById('limit').value,
      document.getElementById('quality').shadowRoot !== null].join(' | ')`,
    expected: 'backup | storage-saver | true | 50 | true',
  },
  {
    page: 'ionic',
    ready: 'ion-range.hydrated',
    read: `[document.getElementById('sections').value, document.getElementById('size').value,
      document.querySelectorAll('ion-toggle.hydrated').length > 0, customElements.get('ion-select') !== undefined].join(' | ')`,
    expected: 'menu | medium | true | true',
  },
  {
    page: 'uikit',
    ready: '#posts tbody tr',
    click: '#account',
    read: `[UIkit.version, document.getElementById('account-menu').classList.contains('uk-open'),
      document.querySelectorAll('#posts tbody tr').length].join(' | ')`,
    expected: '3.25.25 | true | 5',
  },
  {
    page: 'w2ui',
    ready: '#grid_products_records tr[recid]',
    read: `[w2ui.products.records.length, w2ui.product.name, typeof w2ui.inventory_main_toolbar].join(' | ')`,
    expected: '20 | product | object',
  },
];

const wild = useWildBrowser();

describe('the library host pages', () => {
  for (const check of CHECKS)
    it(`${check.page}${check.query ?? ''} loads without errors and builds its components`, async () => {
      const page = await wild().browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
      });
      await page.goto(`${wild().server.url}/pages/${check.page}.html${check.query ?? ''}`);
      // Until the library has built, the poll reads the problems so far: a failure says what went wrong.
      const built = async (): Promise<string> =>
        (await page.locator(check.ready).count()) > 0 ? 'built' : problems.join('\n') || 'not built yet';
      await expect.poll(built, { timeout: 10_000 }).toBe('built');
      if (check.click) await page.locator(check.click).click();
      await expect.poll(() => page.evaluate(check.read), { timeout: 10_000 }).toBe(check.expected);
      await page.close();
      expect(problems).toEqual([]);
    });
});
