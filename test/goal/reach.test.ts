// Ladder rungs on reach: a menu command, a right click into a context menu, another window of the app, and
// opening a site (the writer's http:// proposal is refused).
import { describe, expect, it } from 'vitest';
import { labApp } from '../../src/drivers/sim/apps/lab.js';
import { pagedApp } from '../../src/drivers/sim/apps/pages.js';
import { ticketsApp } from '../../src/drivers/sim/apps/tickets.js';
import type { Navigator } from '../../src/goal/env.js';
import { fakeWriter, itemTexts, policyDecider, runOn } from './support.js';

describe('goal ladder: reach', () => {
  it('L55 runs a menu command (File ▸ New) and never offers AutoFill-like items', async () => {
    const decider = policyDecider((s) =>
      itemTexts(s).includes('Documents: 2') ? { kind: 'done' } : { kind: 'menu' },
    );
    const { result, window } = await runOn(labApp(), 'Create a new document', { decider });
    expect(result).toMatchObject({ outcome: 'done', history: ['ran the menu command File ▸ New'] });
    expect(window.state?.documents).toBe(2);
  });

  it('L58 right-clicks a row to open its context menu, then archives', async () => {
    const decider = policyDecider((s) =>
      itemTexts(s).includes('Invoice 42 (archived)')
        ? { kind: 'done' }
        : itemTexts(s).includes('Archive')
          ? { kind: 'click', target: 'Archive' }
          : { kind: 'right_click', target: 'Invoice 42' },
    );
    const { result, window } = await runOn(labApp(), 'Archive invoice 42', { decider });
    expect(result.history).toEqual(["right-clicked 'Invoice 42'", "clicked 'Archive'"]);
    expect(window.state?.archived).toBe(true);
  });

  it('L56 switches to another window of the same app', async () => {
    const cart = pagedApp({
      id: 'w-cart',
      app: 'Tickets',
      pid: 5401,
      start: 'cart',
      pages: { cart: { title: 'Cart', rows: ['Your cart is empty'] } },
    });
    const decider = policyDecider((s) =>
      itemTexts(s).includes('Your cart is empty')
        ? { kind: 'done' }
        : { kind: 'switch_window', target: 'Cart' },
    );
    const { result } = await runOn(ticketsApp(), 'Check the cart', { decider, others: [cart] });
    expect(result).toMatchObject({
      outcome: 'done',
      windowId: 'w-cart',
      history: ["switched to the window 'Cart'"],
    });
    expect(decider.seen[0]?.state.other_windows_of_this_app).toEqual(['Cart']);
  });

  it('L31 opens a site only with a usable https URL: the writer’s http:// proposal is refused', async () => {
    const opened: string[] = [];
    const navigator: Navigator = { open: async (_id, url) => void opened.push(url) };
    const proposals = ['http://tickets.example.com', 'https://tickets.example.com'];
    const writer = fakeWriter({ url: () => proposals.shift() ?? '' });
    const decider = policyDecider((s) =>
      (s.state.previous_actions as string[]).length >= 2
        ? { kind: 'done' }
        : { kind: 'open_url', target: 'other' },
    );
    const { result } = await runOn(ticketsApp(), 'Find tickets on the tickets site', {
      decider,
      writer,
      navigator,
    });
    expect(result.history[0]).toBe('opened a website (refused: the writer proposed no usable URL)');
    expect(result.history[1]).toMatch(/^opened https:\/\/tickets\.example\.com\//u);
    expect(opened).toEqual(['https://tickets.example.com/']);
  });
});
