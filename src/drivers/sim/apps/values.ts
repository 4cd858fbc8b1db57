// Small apps for goals that name several values: a log-in form whose Log in records what it received, five
// topping checkboxes, and a contact form whose Email field ignores having its whole text replaced.
import type { SimControl, SimWindow } from '../world.js';

const textField = (id: string, label: string, extra: Partial<SimControl> = {}): SimControl => ({
  id,
  role: 'textbox',
  label,
  editable: true,
  value: '',
  ...extra,
});

/** Username, a secret Password and Log in; Log in records `state.received` (the username, whether a password came). */
export function signInApp(): SimWindow {
  return {
    id: 'w-signin',
    app: 'Sign in',
    pid: 5201,
    title: 'Sign in',
    root: {
      id: 'root',
      role: 'window',
      label: 'Sign in',
      children: [
        { id: 'heading', role: 'heading', label: 'Sign in' },
        textField('username', 'Username'),
        textField('password', 'Password', { secret: true }),
        { id: 'login', role: 'button', label: 'Log in' },
      ],
    },
    state: { received: null },
    on: {
      'login:click': ({ window, find }) => {
        const received = {
          username: find('username').value ?? '',
          password: (find('password').value ?? '') !== '',
        };
        window.state = { ...window.state, received };
      },
    },
  };
}

/** The topping names of `toppingsApp`, in order. */
export const TOPPINGS = ['Cheese', 'Olives', 'Onions', 'Peppers', 'Basil'];

/** Five unticked topping checkboxes (ids `t-cheese`, …) and an Order button. */
export function toppingsApp(): SimWindow {
  return {
    id: 'w-toppings',
    app: 'Pizza',
    pid: 5202,
    title: 'Toppings',
    root: {
      id: 'root',
      role: 'window',
      label: 'Pizza',
      children: [
        { id: 'heading', role: 'heading', label: 'Toppings' },
        ...TOPPINGS.map((t) => ({
          id: `t-${t.toLowerCase()}`,
          role: 'checkbox' as const,
          label: t,
          checked: false,
        })),
        { id: 'order', role: 'button', label: 'Order' },
      ],
    },
  };
}

/** Name, Email and City; Email ignores having its whole text replaced, so a value set there never lands. */
export function contactApp(): SimWindow {
  return {
    id: 'w-contact',
    app: 'Contacts',
    pid: 5203,
    title: 'New contact',
    root: {
      id: 'root',
      role: 'window',
      label: 'Contacts',
      children: [textField('name', 'Name'), textField('email', 'Email'), textField('city', 'City')],
    },
    ignoresSetText: ['email'],
  };
}
