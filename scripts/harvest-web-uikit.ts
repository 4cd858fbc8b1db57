// UIkit on a blog's posts page: a navbar with an account drop-down, filter tabs, a posts table with a "More"
// drop-down per row, an editor in three switcher panes (an accordion on the SEO pane), a delete modal and
// notifications.
import { click, nothing, then, typeInto, type WebApp } from './harvest-web-apps.js';

const more = (row: number): string => `#posts tbody tr:nth-child(${row}) button:has-text("More")`;
const menuItem = (row: number, label: string): string =>
  `#posts tbody tr:nth-child(${row}) .uk-dropdown a:has-text("${label}")`;

/** UIkit 3's app. */
export const uikit: WebApp = {
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
