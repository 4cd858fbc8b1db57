// w2ui's host page: a warehouse inventory admin (layout, sidebar, toolbar, grid, form with tabs, popups).
import { click, nothing, press, then, typeInto, type Steps, type WebApp } from './harvest-web-apps.js';

// The grid's row for a product, by its SKU cell.
const row = (sku: string): string => `#grid_products_records tr:has(td[col="0"] div:text-is("${sku}"))`;

/** Double-clicks a selector: w2ui opens a grid cell's editor on a double click. */
const doubleClick =
  (selector: string): Steps =>
  async (page) => {
    await page.locator(selector).first().dblclick();
  };

export const w2ui: WebApp = {
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
