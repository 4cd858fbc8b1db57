// Small paged apps for the goal-loop scenario ladder; each records what happened in its own state.
import type { SimWindow } from '../world.js';
import { button, field, inc, link, note, pagedApp } from './pages.js';

/** Reports: one click, a control under an overlay (pressed, never clicked), and a slow report page. */
export function reportsApp(): SimWindow {
  return pagedApp({
    id: 'w-reports',
    app: 'Reports',
    pid: 5101,
    start: 'home',
    state: { read: false, subscribed: false, downloaded: false },
    pages: {
      home: {
        title: 'Reports',
        rows: [
          { text: 'Reports', role: 'heading' },
          'Quarterly report is ready',
          button('Mark as read'),
          { ...button('Subscribe'), covered: true },
          button('Open report'),
        ],
        on: {
          'click:Mark as read': note('read', () => true, 'read'),
          'click:Subscribe': note('subscribed', () => true, 'subscribed'),
          'click:Open report': 'report',
        },
      },
      read: { title: 'Reports', rows: ['Marked as read'], back: true },
      subscribed: { title: 'Reports', rows: ['Subscribed to reports'], back: true },
      report: {
        title: 'Quarterly report',
        loading: 5,
        rows: [{ text: 'Quarterly report', role: 'heading' }, 'Revenue up 12%', button('Download')],
        on: { 'click:Download': note('downloaded', () => true, 'downloaded') },
      },
      downloaded: { title: 'Quarterly report', rows: ['Download started'] },
    },
  });
}

/** News behind a cookie dialog that only Escape closes. */
export function newsApp(): SimWindow {
  return pagedApp({
    id: 'w-news',
    app: 'News',
    pid: 5102,
    start: 'home',
    pages: {
      home: {
        title: 'News',
        rows: [{ text: 'Today', role: 'heading' }, 'Lamps are back', button('Continue reading')],
        dialog: { title: 'Cookies', rows: ['We use cookies.', 'Press Escape to continue.'] },
        on: { 'click:Continue reading': 'article' },
      },
      article: { title: 'Lamps are back', rows: ['The full article'] },
    },
  });
}

/** A sign-up form; Submit records the fields' values. */
export function signupApp(): SimWindow {
  return pagedApp({
    id: 'w-signup',
    app: 'Signup',
    pid: 5103,
    start: 'form',
    state: { submitted: null },
    pages: {
      form: {
        title: 'Sign up',
        rows: [{ text: 'Sign up', role: 'heading' }, field('Name'), field('Email'), button('Submit')],
        on: {
          'click:Submit': (api) => {
            api.state.submitted = { name: api.value('Name'), email: api.value('Email') };
            return 'thanks';
          },
        },
      },
      thanks: { title: 'Welcome', rows: ['Thanks for signing up'] },
    },
  });
}

/** A log-in form with a password field. */
export function loginApp(): SimWindow {
  return pagedApp({
    id: 'w-login',
    app: 'Login',
    pid: 5104,
    start: 'form',
    state: { attempts: 0 },
    pages: {
      form: {
        title: 'Log in',
        rows: [
          { text: 'Log in', role: 'heading' },
          field('Username'),
          field('Password', { secret: true }),
          button('Log in'),
        ],
        on: { 'click:Log in': note('attempts', inc) },
      },
    },
  });
}

const PRODUCTS = [
  'Chair',
  'Desk',
  'Rug',
  'Mirror',
  'Shelf',
  'Sofa',
  'Stool',
  'Bench',
  'Clock',
  'Vase',
  'Lamp',
  'Bed',
];

/** A catalog whose products sit in a list that shows six at a time. */
export function catalogApp(): SimWindow {
  return pagedApp({
    id: 'w-catalog',
    app: 'Catalog',
    pid: 5105,
    start: 'list',
    state: { cart: [] },
    pages: {
      list: {
        title: 'Catalog',
        rows: [{ text: 'Catalog', role: 'heading' }],
        list: { label: 'Products', rows: PRODUCTS.map(button), visible: 6 },
        on: Object.fromEntries(PRODUCTS.map((p) => [`click:${p}`, note('cart', () => [p], 'cart')])),
      },
      cart: { title: 'Cart', rows: ['1 item in your cart'] },
    },
  });
}

/** A small site: About is a dead end, Pricing leads to a trial. */
export function siteApp(): SimWindow {
  return pagedApp({
    id: 'w-site',
    app: 'Site',
    pid: 5106,
    start: 'home',
    state: { trial: false },
    pages: {
      home: {
        title: 'Lampco',
        rows: [{ text: 'Lampco', role: 'heading' }, link('About'), link('Pricing')],
        on: { 'click:About': 'about', 'click:Pricing': 'pricing' },
      },
      about: { title: 'About Lampco', rows: ['We make lamps.'], back: true },
      pricing: {
        title: 'Pricing',
        rows: ['Pro: $9 a month', button('Start trial')],
        back: true,
        on: { 'click:Start trial': note('trial', () => true, 'trial') },
      },
      trial: { title: 'Trial', rows: ['Your trial has started'] },
    },
  });
}
