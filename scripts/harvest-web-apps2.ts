// The rest of the web apps the harvest visits (grids, an editor, dialogs, selects, material components).
import { click, nothing, then, typeInto, type WebApp } from './harvest-web-apps.js';

const agGrid: WebApp = {
  id: 'web-ag-grid',
  page: 'ag-grid',
  pkg: 'ag-grid-community',
  ready: '.ag-row',
  states: {
    'en/main': nothing,
    'en/sorted-amount-desc': click(
      '.ag-header-cell[col-id="amount"] .ag-header-cell-label',
      '.ag-header-cell[col-id="amount"] .ag-header-cell-label',
    ),
    'en/rows-2-3-selected': click(
      '.ag-row[row-index="1"] .ag-selection-checkbox input',
      '.ag-row[row-index="2"] .ag-selection-checkbox input',
    ),
    'en/filter-customer-open': click('.ag-header-cell[col-id="customer"] .ag-header-cell-filter-button'),
    'en/page-2': click('.ag-paging-button[aria-label="Next Page"]'),
    'en/cell-editing-status': async (page) => {
      await page.locator('.ag-row[row-index="3"] [col-id="status"]').first().dblclick();
    },
    'en/quick-search-filled': typeInto('#quick', 'Contoso'),
  },
};

const quill: WebApp = {
  id: 'web-quill',
  page: 'quill',
  pkg: 'quill',
  ready: '.ql-editor',
  states: {
    'en/main': nothing,
    'en/filled': async (page) => {
      await page.locator('.ql-editor').click();
      await page.keyboard.type('Faster sync for large libraries.', { delay: 10 });
      await page.keyboard.press('Enter');
      await page.locator('.ql-bold').click();
      await page.keyboard.type('Breaking:', { delay: 10 });
      await page.locator('.ql-bold').click();
      await page.keyboard.type(' the v1 export API is removed.', { delay: 10 });
    },
    'en/header-picker-open': click('.ql-header .ql-picker-label'),
    'en/color-picker-open': click('.ql-color .ql-picker-label'),
    'en/link-editing': async (page) => {
      await page.locator('.ql-editor').click();
      await page.keyboard.type('See the migration guide', { delay: 10 });
      await page.keyboard.press('Control+A');
      await page.locator('.ql-link').click();
    },
  },
};

const sweetalert2: WebApp = {
  id: 'web-sweetalert2',
  page: 'sweetalert2',
  pkg: 'sweetalert2',
  ready: '#rows tr',
  states: {
    'en/main': nothing,
    'en/dialog-confirm-delete': click('#rows tr:nth-child(3) button:has-text("Delete")'),
    'en/dialog-rename': click('#rows tr:nth-child(2) button:has-text("Rename")'),
    'en/dialog-rename-invalid': async (page) => {
      await page.locator('#rows tr:nth-child(2) button:has-text("Rename")').click();
      await page.locator('.swal2-input').fill('');
      await page.locator('.swal2-confirm').click();
    },
    'en/dialog-export-select': click('#export'),
    'en/dialog-new-invoice': click('#new'),
    'en/toast-deleted': then(
      click('#rows tr:nth-child(4) button:has-text("Delete")', '.swal2-confirm'),
      async (page) => {
        await page.waitForSelector('.swal2-toast');
      },
    ),
  },
};

const gridjs: WebApp = {
  id: 'web-gridjs',
  page: 'gridjs',
  pkg: 'gridjs',
  ready: '.gridjs-tr',
  states: {
    'en/main': nothing,
    'en/search-filled': typeInto('.gridjs-search-input', 'northwind'),
    'en/sorted-orders': click('th[data-column-id="orders"] .gridjs-sort'),
    'en/page-2': click('.gridjs-pages button:has-text("2")'),
    'en/page-3': click('.gridjs-pages button:has-text("3")'),
  },
};

const slimSelect: WebApp = {
  id: 'web-slim-select',
  page: 'slim-select',
  pkg: 'slim-select',
  ready: '.ss-main',
  states: {
    'en/main': nothing,
    'en/country-list-open': click('#country + .ss-main'),
    'en/country-searched': then(click('#country + .ss-main'), async (page) => {
      await page.keyboard.type('nig', { delay: 20 });
    }),
    'en/country-chosen-filled': then(
      typeInto('#full-name', 'Aroha Ngata'),
      typeInto('#street', '12 Queen Street'),
      click('#country + .ss-main', '.ss-option:visible:text-is("New Zealand")'),
    ),
    'en/delivery-list-open': click('#delivery + .ss-main .ss-values'),
    'en/speed-list-open': click('#speed + .ss-main'),
  },
};

const mdui: WebApp = {
  id: 'web-mdui',
  page: 'mdui',
  pkg: 'mdui',
  ready: 'mdui-select:defined',
  states: {
    'en/main': nothing,
    'en/menu-more-open': click('mdui-dropdown mdui-button'),
    'en/select-quality-open': click('#quality'),
    'en/tab-sharing': click('mdui-tab[value="sharing"]'),
    'en/tab-storage': click('mdui-tab[value="storage"]'),
    'en/dialog-free-up': click('mdui-tab[value="storage"]', '#free-up'),
    'en/snackbar-saved': click('#save'),
  },
};

/** The second half of the libraries' apps. */
export const WEB_APPS_2: readonly WebApp[] = [agGrid, quill, sweetalert2, gridjs, slimSelect, mdui];
