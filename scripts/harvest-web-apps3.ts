// Libraries added to the harvest for the decider's training apps (2026-12-03): UIkit, Ionic and w2ui.
import { click, nothing, press, then, typeInto, type Steps, type WebApp } from './harvest-web-apps.js';

// UIkit on a blog's posts page: a navbar with an account drop-down, filter tabs, a posts table with a "More"
// drop-down per row, an editor in three switcher panes (an accordion on the SEO pane), a delete modal and
// notifications.

const more = (row: number): string => `#posts tbody tr:nth-child(${row}) button:has-text("More")`;
const menuItem = (row: number, label: string): string =>
  `#posts tbody tr:nth-child(${row}) .uk-dropdown a:has-text("${label}")`;

/** UIkit 3's app. */
const uikit: WebApp = {
  id: 'web-uikit',
  page: 'uikit',
  pkg: 'uikit',
  ready: '#posts tbody tr',
  states: {
    'en/main': nothing,
    'en/account-menu-open': click('#account'),
    'en/row-menu-open': click(more(2)),
    'en/modal-delete': click(more(4), menuItem(4, 'Delete')),
    'en/tab-seo-advanced': click('#editor-tabs a:has-text("SEO")', '.uk-accordion-title'),
    'en/tab-publishing': click('#editor-tabs a:has-text("Publishing")'),
    'en/filled': then(
      typeInto('#tags', 'herons, wetlands'),
      typeInto('#search', 'owls'),
      click('#save-draft'),
    ),
  },
};

// Ionic (@ionic/core web components): a small coffee-ordering app with overlays (popover select, alert, modal,
// toast), a segment, toggles, a range, radios, inputs and an accordion group.

/** The Ionic host page and its states. */
const ionic: WebApp = {
  id: 'web-ionic',
  page: 'ionic',
  pkg: '@ionic/core',
  ready: 'ion-range.hydrated',
  states: {
    'en/main': nothing,
    'en/size-select-open': click('#size'),
    'en/tab-orders': click('ion-segment-button[value="orders"]'),
    'en/filled': then(
      click(
        'ion-item[data-drink="Flat white"] ion-button.add',
        'ion-item[data-drink="Cold brew"] ion-button.add',
      ),
      click('#oat-milk', '#extra-shot'),
      click('#sweetness .range-knob-handle'),
      press('ArrowRight', 'ArrowRight'),
      click('ion-radio[value="delivery"]'),
      typeInto('#name input', 'Sam'),
      typeInto('#notes textarea', 'Extra hot, please'),
      typeInto('#promo input', 'SPRING10'),
    ),
    'en/alert-clear-cart': then(
      click('ion-item[data-drink="Espresso"] ion-button.add'),
      click('#clear-cart'),
    ),
    'en/modal-address': click('#edit-address'),
    // The opened panel grows below the fold: scroll it into view as a reader would.
    'en/accordion-allergens-open': then(
      click('ion-accordion[value="allergens"] ion-item[slot="header"]'),
      async (page) => {
        await page.waitForTimeout(400);
        await page.locator('#nut-free').scrollIntoViewIfNeeded();
      },
    ),
    'en/toast-ordered': then(
      click('ion-item[data-drink="Cappuccino"] ion-button.add'),
      typeInto('#name input', 'Sam'),
      click('#place-order'),
    ),
  },
};

// w2ui's host page: a warehouse inventory admin (layout, sidebar, toolbar, grid, form with tabs, popups).

// The grid's row for a product, by its SKU cell.
const row = (sku: string): string => `#grid_products_records tr:has(td[col="0"] div:text-is("${sku}"))`;

/** Double-clicks a selector: w2ui opens a grid cell's editor on a double click. */
const doubleClick =
  (selector: string): Steps =>
  async (page) => {
    await page.locator(selector).first().dblclick();
  };

const w2ui: WebApp = {
  id: 'web-w2ui',
  page: 'w2ui',
  pkg: 'w2ui',
  ready: '#grid_products_records tr[recid]',
  states: {
    'en/main': nothing,
    'en/row-selected': click(row('SKU-1042')),
    'en/export-menu-open': click('#tb_inventory_main_toolbar_item_export'),
    'en/confirm-delete': click(row('SKU-1042'), '#tb_inventory_main_toolbar_item_delete'),
    'en/form-filled': then(
      click('#tb_inventory_main_toolbar_item_add'),
      typeInto('#sku', 'SKU-1051'),
      typeInto('#name', 'Pallet labels, 100 × 150 mm'),
      click('#category', '#w2overlay-category_menu .w2ui-menu-item:has-text("Packaging")'),
      typeInto('#stock', '240'),
      typeInto('#restock', '1/15/2027'),
      press('Tab'),
      typeInto('#notes', 'Reorder from Northwind when below 50 rolls.'),
      click('#discontinued'),
    ),
    'en/tab-pricing': click(row('SKU-1042'), '#form_product_tabs .w2ui-tab:has-text("Pricing")'),
    'en/category-list-open': click(row('SKU-1042'), '#category'),
    'en/stock-cell-editing': doubleClick(`${row('SKU-1035')} td[col="3"]`),
  },
};

/** The third group of the libraries' apps. */
export const WEB_APPS_3: readonly WebApp[] = [ionic, uikit, w2ui];
