// Look-alike controls: an Edit button per section, and twin star buttons nothing tells apart.
import type { SimWindow } from '../world.js';

/** A settings page with one "Edit" per section and two indistinguishable "Star" buttons. */
export function sectionsApp(): SimWindow {
  const section = (name: string): NonNullable<SimWindow['root']['children']> => [
    { id: `h-${name}`, role: 'heading', label: name, level: 2 },
    { id: `t-${name}`, role: 'statictext', label: 'Not set' },
    { id: `edit-${name}`, role: 'button', label: 'Edit' },
  ];
  const on: NonNullable<SimWindow['on']> = {};
  for (const name of ['Billing', 'Shipping', 'Contact'])
    on[`edit-${name}:click`] = ({ window, find }) => {
      window.state = { ...window.state, edited: name };
      find(`t-${name}`).label = 'Editing';
    };
  on['star-1:click'] = ({ window }) => (window.state = { ...window.state, starred: 1 });
  on['star-2:click'] = ({ window }) => (window.state = { ...window.state, starred: 2 });
  return {
    id: 'w-sections',
    app: 'Settings',
    pid: 4103,
    title: 'Settings',
    root: {
      id: 'root',
      role: 'window',
      label: 'Settings',
      children: [
        ...section('Billing'),
        ...section('Shipping'),
        ...section('Contact'),
        { id: 'star-1', role: 'button', label: 'Star' },
        { id: 'star-2', role: 'button', label: 'Star' },
      ],
    },
    state: { edited: null, starred: 0 },
    on,
  };
}
