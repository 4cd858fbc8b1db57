// Concert tickets: rows with a look-alike "Buy" each, told apart only by their row; and a multi-page shop
// (concerts → checkout with a name field → confirmation) for end-to-end runs.
import type { SimWindow } from '../world.js';
import { pagedApp, type PageApi, type PageRow } from './pages.js';

const CONCERTS: [string, string][] = [
  ['Bruno Mars', 'Sep 25'],
  ['Coldplay', 'Oct 2'],
  ['Adele', 'Oct 9'],
];

const rows = (): PageRow[] => CONCERTS.map(([who, when]) => [who, when, { text: 'Buy', role: 'button' }]);

const buy =
  (next: string) =>
  (api: PageApi): string => {
    api.state.bought = api.row;
    return next;
  };

/** A listing of concerts, each row with its own "Buy". */
export function ticketsApp(): SimWindow {
  return pagedApp({
    id: 'w-tickets',
    app: 'Tickets',
    pid: 5201,
    start: 'list',
    state: { bought: null },
    pages: {
      list: {
        title: 'Concerts',
        rows: [{ text: 'Concerts', role: 'heading' }, ...rows()],
        on: { 'click:Buy': buy('booked') },
      },
      booked: { title: 'Booked', rows: (s) => [`Ticket for ${String(s.bought)} booked`] },
    },
  });
}

/** A shop: home → concerts → checkout (name on the ticket) → confirmed; `state.order` records the order. */
export function shopApp(): SimWindow {
  return pagedApp({
    id: 'w-shop',
    app: 'Shop',
    pid: 5202,
    start: 'home',
    state: { bought: null, order: null },
    pages: {
      home: {
        title: 'Ticket shop',
        rows: [
          { text: 'Ticket shop', role: 'heading' },
          { text: 'Concerts', role: 'link' },
          { text: 'Theatre', role: 'link' },
        ],
        on: { 'click:Concerts': 'concerts', 'click:Theatre': 'theatre' },
      },
      theatre: { title: 'Theatre', rows: ['No shows this month'], back: true },
      concerts: {
        title: 'Concerts',
        rows: [{ text: 'Concerts', role: 'heading' }, ...rows()],
        back: true,
        on: { 'click:Buy': buy('checkout') },
      },
      checkout: {
        title: 'Checkout',
        rows: (s) => [
          { text: 'Checkout', role: 'heading' },
          `Ticket: ${String(s.bought)}`,
          { text: 'Name on ticket', role: 'textbox' },
          { text: 'Confirm', role: 'button' },
        ],
        on: {
          'click:Confirm': (api) => {
            api.state.order = { concert: api.state.bought, name: api.value('Name on ticket') };
            return 'confirmed';
          },
        },
      },
      confirmed: {
        title: 'Confirmed',
        rows: (s) => [`Order confirmed for ${String((s.order as { name?: string } | null)?.name ?? '')}`],
      },
    },
  });
}
