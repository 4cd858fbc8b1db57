// When a wild host page is built: a page expression (browser code as a string) that answers null until the
// page's library has built its components, for pages read without a task (bench/tokens.ts).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { READERS, type Library } from './judge.js';

const PAGES = fileURLToPath(new URL('./pages/', import.meta.url));

// The mixer page has no judge reader of its own; its last slider (#surround) is built after the other nine.
// The hover page (test/wild/hover.test.ts) is judged by its tests; its menu is built last.
// The Chart.js pages (test/wild/canvas.test.ts) are judged by their tests; a chart is drawn once Chart.js knows it.
const EXTRA: Readonly<Record<string, string>> = {
  chartjs: `(globalThis.Chart?.getChart('chart') ? true : null)`,
  'chartjs-default': `(globalThis.Chart?.getChart('chart') ? true : null)`,
  // The harvest's Ionic, UIkit and w2ui pages (scripts/harvest-web-apps3.ts); test/wild/ionic.test.ts judges Ionic.
  ionic: `(document.querySelector('ion-range.hydrated') ? true : null)`,
  uikit: `(globalThis.UIkit && document.querySelector('#posts tbody tr') ? true : null)`,
  w2ui: `(globalThis.w2ui?.products?.records?.length ? true : null)`,
  // The harvest's Tagify, Trix and pell pages (scripts/harvest-web-apps4.ts).
  tagify: `(document.querySelector('tags.note-field') ? true : null)`,
  trix: `(document.querySelector('trix-toolbar .trix-button-row') ? true : null)`,
  pell: `(document.querySelector('.pell-actionbar button') ? true : null)`,
  'nouislider-mixer': `(document.querySelector('#surround .noUi-handle') ? true : null)`,
  'shoelace-toolbar': `(document.getElementById('export')?.shadowRoot?.querySelector('sl-popup') ? true : null)`,
};

/** Every host page's name (test/wild/pages/<name>.html), sorted. */
export function wildPageNames(): string[] {
  return readdirSync(PAGES)
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.slice(0, -'.html'.length))
    .sort();
}

/** The expression that answers non-null once the page is built: its library's judge reader, or its own. */
export function readyExpression(page: string): string | null {
  if (Object.hasOwn(READERS, page)) return READERS[page as Library];
  return EXTRA[page] ?? null;
}
