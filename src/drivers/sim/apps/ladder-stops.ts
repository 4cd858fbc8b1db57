// Paged apps for the goal ladder's stop rules: a two-page cycle, a ticking clock, a wizard, an endless feed,
// and a counter whose effect never shows.
import type { SimWindow } from '../world.js';
import { button, inc, link, note, pagedApp, type PageRow } from './pages.js';

/** Two pages that link to each other and nowhere else. */
export function cycleApp(): SimWindow {
  return pagedApp({
    id: 'w-cycle',
    app: 'Cycle',
    pid: 5107,
    start: 'a',
    pages: {
      a: {
        title: 'Page A',
        rows: [{ text: 'Page A', role: 'heading' }, link('Next')],
        on: { 'click:Next': 'b' },
      },
      b: {
        title: 'Page B',
        rows: [{ text: 'Page B', role: 'heading' }, link('Previous')],
        on: { 'click:Previous': 'a' },
      },
    },
  });
}

/** A status page with a clock that changes at every read and a Refresh button that does nothing. */
export function clockApp(): SimWindow {
  let tick = 0;
  const lines: PageRow[] = [
    'Build 1',
    'Build 2',
    'Build 3',
    'Build 4',
    'Build 5',
    'Build 6',
    'Build 7',
    'Build 8',
  ];
  return pagedApp({
    id: 'w-clock',
    app: 'Status',
    pid: 5108,
    start: 'home',
    pages: {
      home: {
        title: 'Status',
        rows: [
          { text: 'Status', role: 'heading' },
          () => `Updated ${(tick += 1)} seconds ago`,
          ...lines,
          button('Refresh'),
        ],
        on: { 'click:Refresh': () => undefined },
      },
    },
  });
}

/** A four-page wizard: three "Next" pages that differ, then Finish. */
export function wizardApp(): SimWindow {
  const step = (n: number, text: string, next: string) => ({
    title: 'Setup',
    rows: [{ text: `Step ${n} of 4`, role: 'heading' as const }, text, button('Next')],
    on: { 'click:Next': next },
  });
  return pagedApp({
    id: 'w-wizard',
    app: 'Setup',
    pid: 5109,
    start: 's1',
    state: { finished: false },
    pages: {
      s1: step(1, 'Welcome', 's2'),
      s2: step(2, 'Choose a folder', 's3'),
      s3: step(3, 'Ready to install', 's4'),
      s4: {
        title: 'Setup',
        rows: [{ text: 'Step 4 of 4', role: 'heading' }, 'Installed', button('Finish')],
        on: { 'click:Finish': note('finished', () => true, 'end') },
      },
      end: { title: 'Setup', rows: ['Setup complete'] },
    },
  });
}

/** A feed that grows by one post at every "Load more" and never ends. */
export function feedApp(): SimWindow {
  return pagedApp({
    id: 'w-feed',
    app: 'Feed',
    pid: 5110,
    start: 'feed',
    state: { loaded: 1 },
    pages: {
      feed: {
        title: 'Feed',
        rows: (s) => [
          ...Array.from({ length: Number(s.loaded) }, (_, i) => `Post ${i + 1}`),
          button('Load more'),
        ],
        on: { 'click:Load more': note('loaded', inc, 'feed') },
      },
    },
  });
}

/** Invisible effects: "Add one" counts without changing anything on screen. */
export function counterApp(): SimWindow {
  return pagedApp({
    id: 'w-counter',
    app: 'Counter',
    pid: 5111,
    start: 'home',
    state: { count: 0 },
    pages: {
      home: {
        title: 'Counter',
        rows: [{ text: 'Counter', role: 'heading' }, button('Add one')],
        on: { 'click:Add one': note('count', inc) },
      },
    },
  });
}
