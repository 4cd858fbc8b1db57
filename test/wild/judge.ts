// The wild test bed's judge: reads each library component's own state through its own API, over a CDP
// connection of its own (never through beans-picker's reading of the page).
import { isDeepStrictEqual } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { WIDGET_READERS, type WidgetStates } from './widgets.js';

/** The Shoelace settings page, read through the components' properties. */
export interface ShoelaceState {
  name: string;
  email: string;
  size: string;
  volume: number;
  remember: boolean;
  usage: boolean;
  notifications: boolean;
  rating: number;
  /** Name of the active sl-tab-panel. */
  tab: string | null;
  proxy: string;
  debug: boolean;
  /** Whether the "Settings saved." sl-alert is open. */
  saved: boolean;
}

/** The Tabulator grid, read through the table's API. */
export interface TabulatorState {
  /** Header filter values by field, as getHeaderFilters() lists them. */
  filters: Record<string, unknown>;
  sorters: { field: string; dir: string }[];
  /** Names of the rows getData('active') returns, in order (filtered and sorted). */
  active: string[];
  /** Every row's age by name. */
  ages: Record<string, unknown>;
}

/** The noUiSlider page, read through slider.noUiSlider.get(). */
export interface NoUiSliderState {
  brightness: string;
}

/** The Tom Select page, read through each instance's getValue(). */
export interface TomSelectState {
  city: string;
  tags: string[];
}

/** Each library's page state. */
export interface WildStates extends WidgetStates {
  shoelace: ShoelaceState;
  tabulator: TabulatorState;
  nouislider: NoUiSliderState;
  'tom-select': TomSelectState;
}

/** One of the libraries under test. */
export type Library = keyof WildStates;

// Page expressions (browser code, kept as strings: the project's TypeScript has no DOM types). Each answers
// null until the library has built its components.
/** How the judge reads each library's page (also what says the page is built: bench/tokens.ts waits on it). */
export const READERS: Readonly<Record<Library, string>> = {
  shoelace: `(() => {
    const q = (s) => document.querySelector(s);
    const all = [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('sl-'));
    if (!all.every((e) => e.shadowRoot && e.hasUpdated) || !q('sl-tab-panel[active]')) return null;
    return {
      name: q('#name').value, email: q('#email').value, size: q('#size').value, volume: q('#volume').value,
      remember: q('#remember').checked, usage: q('#usage').checked, notifications: q('#notifications').checked,
      rating: q('#rating').value, tab: q('sl-tab-panel[active]').name, proxy: q('#proxy').value,
      debug: q('#debug').checked, saved: q('#saved').open,
    };
  })()`,
  tabulator: `(() => {
    const table = Tabulator.findTable('#people')[0];
    if (!table || !table.initialized) return null;
    return {
      filters: Object.fromEntries(table.getHeaderFilters().map((f) => [f.field, f.value])),
      sorters: table.getSorters().map((s) => ({ field: s.field, dir: s.dir })),
      active: table.getData('active').map((row) => row.name),
      ages: Object.fromEntries(table.getData().map((row) => [row.name, row.age])),
    };
  })()`,
  nouislider: `(() => {
    const slider = document.getElementById('brightness').noUiSlider;
    return slider ? { brightness: slider.get() } : null;
  })()`,
  'tom-select': `(() => {
    const city = document.getElementById('city').tomselect;
    const tags = document.getElementById('tags').tomselect;
    return city && tags ? { city: city.getValue(), tags: tags.getValue() } : null;
  })()`,
  ...WIDGET_READERS,
};

/** What the judge found: the state it read and the keys that differ from the expected end state. */
export interface Verdict<S> {
  pass: boolean;
  actual: S;
  expected: S;
  /** Keys whose value differs, each as `key: actual ≠ expected`. */
  differences: string[];
}

/** Compares a state with the expected one key by key. */
export function compareStates<S extends object>(actual: S, expected: S): Verdict<S> {
  const keys = [...new Set([...Object.keys(actual), ...Object.keys(expected)])] as (keyof S & string)[];
  const differences = keys
    .filter((k) => !isDeepStrictEqual(actual[k], expected[k]))
    .map((k) => `${k}: ${JSON.stringify(actual[k])} ≠ ${JSON.stringify(expected[k])}`);
  return { pass: differences.length === 0, actual, expected, differences };
}

/** The library's state on a page, once its components are built (waits up to `timeoutMs`). */
export async function readState<L extends Library>(
  page: Page,
  library: L,
  timeoutMs = 10_000,
): Promise<WildStates[L]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = (await page.evaluate(READERS[library])) as WildStates[L] | null;
    if (state) return state;
    if (Date.now() > deadline) throw new Error(`${library} did not finish building on ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A separate CDP connection to the browser beans-picker drives, reading component state. */
export class Judge {
  private constructor(private readonly browser: Browser) {}

  /** Connects to the browser's DevTools endpoint without changing its defaults (focus, downloads). */
  static async connect(endpoint: string): Promise<Judge> {
    return new Judge(await chromium.connectOverCDP(endpoint, { noDefaults: true, timeout: 30_000 }));
  }

  /** The page showing exactly this address; waits up to `timeoutMs` for this connection to see it. */
  async page(url: string, timeoutMs = 10_000): Promise<Page> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const page = this.browser
        .contexts()
        .flatMap((c) => c.pages())
        .find((p) => p.url() === url);
      if (page) return page;
      if (Date.now() > deadline) throw new Error(`the judge sees no page at ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The library's state on a page, once its components are built. */
  read<L extends Library>(page: Page, library: L): Promise<WildStates[L]> {
    return readState(page, library);
  }

  /** Disconnects; the browser keeps running. */
  async close(): Promise<void> {
    await this.browser.close();
  }
}
