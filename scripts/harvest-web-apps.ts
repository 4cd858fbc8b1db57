// The web apps the harvest visits: each library's host page in test/wild/pages, the states it is brought into
// (through the page's own UI: real clicks and keys over a CDP connection), and what says it has finished building.
import type { Page } from 'playwright-core';

/** Brings a freshly loaded page into one state. */
export type Steps = (page: Page) => Promise<void>;

/** One library's host page and the states it is harvested in. */
export interface WebApp {
  /** The app id, `web-<library>`. */
  id: string;
  /** The host page's file name in test/wild/pages, without `.html`. */
  page: string;
  /** The npm package whose version the file records. */
  pkg: string;
  /** A CSS selector that matches once the library has built its components. */
  ready: string;
  /** State name (`<language>/<state>`) → steps from a fresh load (of `?lang=<language>` when not `en`). */
  states: Record<string, Steps>;
}

/** No steps: the page as loaded. */
export const nothing: Steps = async () => {};

/** Clicks each selector in turn. */
export const click =
  (...selectors: string[]): Steps =>
  async (page) => {
    for (const selector of selectors) await page.locator(selector).first().click();
  };

/** Clicks `selector`, then types `text` with key events. */
export const typeInto =
  (selector: string, text: string): Steps =>
  async (page) => {
    await page.locator(selector).first().click();
    await page.keyboard.type(text, { delay: 20 });
  };

/** Runs steps one after another. */
export const then =
  (...steps: Steps[]): Steps =>
  async (page) => {
    for (const step of steps) await step(page);
  };

/** Presses each key in turn. */
export const press =
  (...keys: string[]): Steps =>
  async (page) => {
    for (const key of keys) await page.keyboard.press(key);
  };

const shoelace: WebApp = {
  id: 'web-shoelace',
  page: 'shoelace',
  pkg: '@shoelace-style/shoelace',
  ready: 'sl-rating:defined',
  states: {
    'en/main': nothing,
    'en/select-size-open': click('#size'),
    'en/tab-advanced': click('sl-tab[panel="advanced"]'),
    'en/filled': then(
      typeInto('#name', 'Grace Hopper'),
      typeInto('#email', 'grace@example.com'),
      click('#remember'),
    ),
    'en/alert-saved': click('#save'),
  },
};

const tabulator: WebApp = {
  id: 'web-tabulator',
  page: 'tabulator',
  pkg: 'tabulator-tables',
  ready: '.tabulator-row',
  states: {
    'en/main': nothing,
    'en/sorted-age': click('.tabulator-col[tabulator-field="age"] .tabulator-col-title'),
    'en/filtered-city': typeInto('.tabulator-col[tabulator-field="city"] input', 'Boston'),
    'en/filtered-no-match': typeInto('.tabulator-col[tabulator-field="name"] input', 'Zuse'),
    'en/cell-editing': click('.tabulator-row:nth-child(3) .tabulator-cell[tabulator-field="age"]'),
  },
};

// The bed's nouislider page holds one slider; the harvest uses a mixer page with several kinds of slider.
const nouislider: WebApp = {
  id: 'web-nouislider',
  page: 'nouislider-mixer',
  pkg: 'nouislider',
  ready: '#surround .noUi-handle',
  states: {
    'en/main': nothing,
    'en/master-moved': then(click('#master .noUi-handle'), press('PageUp', 'ArrowRight', 'ArrowRight')),
    'en/equalizer-bass-boosted': then(
      click('#equalizer .band:first-child .noUi-handle'),
      press('ArrowUp', 'ArrowUp', 'ArrowUp'),
    ),
    'en/quiet-hours-changed': then(click('#quiet .noUi-handle-upper'), press('ArrowLeft', 'ArrowLeft')),
    'en/surround-enabled': click('#surround-on'),
  },
};

const tomSelect: WebApp = {
  id: 'web-tom-select',
  page: 'tom-select',
  pkg: 'tom-select',
  ready: '.ts-wrapper',
  states: {
    'en/main': nothing,
    'en/city-list-open': click('#city-ts-control'),
    'en/city-searched': typeInto('#city-ts-control', 'port'),
    'en/city-chosen': then(click('#city-ts-control'), click('#city-ts-dropdown [data-value="denver"]')),
    'en/tags-list-open': click('#tags-ts-control'),
  },
};

const bootstrap: WebApp = {
  id: 'web-bootstrap',
  page: 'bootstrap',
  pkg: 'bootstrap',
  ready: '#account',
  states: {
    'en/main': nothing,
    'en/menu-account-open': click('#account'),
    'en/accordion-2-open': click('[data-bs-target="#faq-seats"]'),
    'en/tab-members': click('#members-tab'),
    'en/dialog-invite': click('#members-tab', '[data-bs-target="#invite"]'),
    'en/dialog-invite-filled': then(
      click('#members-tab', '[data-bs-target="#invite"]'),
      typeInto('#invite-email', 'lena.fischer@example.com'),
      async (page) => {
        await page.selectOption('#invite-role', 'Admin');
      },
      typeInto('#invite-note', 'Welcome to the design team!'),
    ),
    'en/offcanvas-filters': click('[data-bs-target="#filters"]'),
    // A typed password: the driver never reads it, and the harvest checks that.
    'en/tab-billing-password-typed': then(
      click('#billing-tab'),
      typeInto('#billing-password', 'correct-horse-42'),
    ),
  },
};

const jqueryUi: WebApp = {
  id: 'web-jquery-ui',
  page: 'jquery-ui',
  pkg: 'jquery-ui',
  ready: '.ui-tabs',
  states: {
    'en/main': nothing,
    'en/autocomplete-open': typeInto('#to', 'Por'),
    'en/datepicker-open': click('#depart'),
    'en/tab-hotels': click('a[href="#hotels"]'),
    'en/tab-cars-select-open': click('a[href="#cars"]', '#car-class-button'),
    'en/menu-preferences-open': async (page) => {
      await page.locator('#account-menu > li:nth-child(2)').hover();
      await page.waitForSelector('#account-menu ul', { state: 'visible' });
    },
    'en/accordion-3-open': click('#info h3:nth-of-type(3)'),
    'en/dialog-confirm': click('#search-flights'),
    // Translated (the page reads ?lang=): the page's own words and jQuery UI's datepicker i18n.
    'de/datepicker-open': click('#depart'),
    'de/tab-cars-select-open': click('a[href="#cars"]', '#car-class-button'),
    'de/dialog-confirm': click('#search-flights'),
    'fr/datepicker-open': click('#depart'),
    'fr/menu-preferences-open': async (page) => {
      await page.locator('#account-menu > li:nth-child(2)').hover();
      await page.waitForSelector('#account-menu ul', { state: 'visible' });
    },
  },
};

const flatpickr: WebApp = {
  id: 'web-flatpickr',
  page: 'flatpickr',
  pkg: 'flatpickr',
  ready: '.flatpickr-calendar',
  states: {
    'en/main': nothing,
    'en/calendar-open': click('#day'),
    'en/calendar-next-month': click('#day', '.flatpickr-calendar.open .flatpickr-next-month'),
    'en/date-chosen-filled': then(
      click('#day', '.flatpickr-calendar.open .flatpickr-day[aria-label="December 9, 2026"]'),
      typeInto('#title', 'Quarterly planning'),
    ),
    'en/time-open': click('#start'),
    'en/range-start-chosen': click(
      '#away',
      '.flatpickr-calendar.open .flatpickr-day[aria-label="December 14, 2026"]',
    ),
    // Translated (the page reads ?lang=): the page's own words and flatpickr's l10n.
    'de/main': nothing,
    'de/calendar-open': click('#day'),
    'de/date-chosen-filled': then(
      click('#day', '.flatpickr-calendar.open .flatpickr-day[aria-label="Dezember 9, 2026"]'),
      typeInto('#title', 'Quartalsplanung'),
    ),
    'de/time-open': click('#start'),
    'fr/calendar-open': click('#day'),
    'fr/range-start-chosen': click(
      '#away',
      '.flatpickr-calendar.open .flatpickr-day[aria-label="décembre 14, 2026"]',
    ),
  },
};

const choices: WebApp = {
  id: 'web-choices',
  page: 'choices',
  pkg: 'choices.js',
  ready: '.choices',
  states: {
    'en/main': nothing,
    'en/assignee-list-open': click('.choices:has(#assignee)'),
    'en/assignee-searched': then(click('.choices:has(#assignee)'), async (page) => {
      await page.keyboard.type('el', { delay: 20 });
    }),
    'en/labels-list-open': click('.choices:has(#labels) input.choices__input--cloned'),
    'en/labels-chosen-filled': then(
      typeInto('#subject', 'Charged twice for order 10432'),
      click(
        '.choices:has(#labels) input.choices__input--cloned',
        '.choices:has(#labels) .choices__item--choice[data-value="refund"]',
      ),
      press('Escape'),
    ),
    'en/priority-list-open': click('.choices:has(#priority)'),
    'en/cc-filled': then(
      typeInto('.choices:has(#cc) input.choices__input--cloned', 'ops@acme.test'),
      press('Enter'),
    ),
  },
};

/** The libraries' apps, in the order they are harvested (the rest are in harvest-web-apps2.ts). */
export const WEB_APPS_1: readonly WebApp[] = [
  shoelace,
  tabulator,
  nouislider,
  tomSelect,
  bootstrap,
  jqueryUi,
  flatpickr,
  choices,
];
