// Ionic (@ionic/core web components): a small coffee-ordering app with overlays (popover select, alert, modal,
// toast), a segment, toggles, a range, radios, inputs and an accordion group.
import { click, nothing, press, then, typeInto, type WebApp } from './harvest-web-apps.js';

/** The Ionic host page and its states. */
export const ionic: WebApp = {
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
