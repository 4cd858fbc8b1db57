// A window of awkward controls: late effects, fields that trim or ignore, an overlay, a modal, menus and more.
import type { SimControl, SimWindow } from '../world.js';

const items = (n: number, visible: number): SimControl[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `item-${i + 1}`,
    role: 'listitem' as const,
    label: `Item ${i + 1}`,
    offscreen: i >= visible,
  }));

/** The lab window. */
export function labApp(): SimWindow {
  return {
    id: 'w-lab',
    app: 'Lab',
    pid: 4104,
    title: 'Lab',
    root: {
      id: 'root',
      role: 'window',
      label: 'Lab',
      children: [
        {
          id: 'menubar',
          role: 'menubar',
          children: [
            {
              id: 'm-file',
              role: 'menuitem',
              label: 'File',
              children: [
                {
                  id: 'm-file-menu',
                  role: 'menu',
                  label: 'File',
                  offscreen: true,
                  children: [
                    { id: 'm-new', role: 'menuitem', label: 'New', shortcut: 'ctrl+n' },
                    { id: 'm-export', role: 'menuitem', label: 'Export…' },
                  ],
                },
              ],
            },
            {
              id: 'm-edit',
              role: 'menuitem',
              label: 'Edit',
              children: [
                {
                  id: 'm-edit-menu',
                  role: 'menu',
                  label: 'Edit',
                  offscreen: true,
                  children: [{ id: 'm-copy', role: 'menuitem', label: 'Copy', shortcut: 'ctrl+c' }],
                },
              ],
            },
          ],
        },
        { id: 'refresh', role: 'button', label: 'Refresh' },
        { id: 'refreshed', role: 'statictext', label: 'Stale' },
        { id: 'serial', role: 'textbox', label: 'Serial', editable: true, value: 'AB-1' },
        { id: 'nickname', role: 'textbox', label: 'Nickname', editable: true, value: '' },
        {
          id: 'password',
          role: 'textbox',
          label: 'Password',
          editable: true,
          secret: true,
          value: 'hunter2-sentinel',
        },
        { id: 'banner', role: 'dialog', label: 'Cookies', hidden: true },
        { id: 'subscribe', role: 'button', label: 'Subscribe', covered: true },
        { id: 'prefs', role: 'button', label: 'Preferences…' },
        {
          id: 'sheet',
          role: 'dialog',
          label: 'Preferences',
          hidden: true,
          children: [
            { id: 'theme', role: 'textbox', label: 'Theme', editable: true, value: 'Light' },
            { id: 'sheet-ok', role: 'button', label: 'OK' },
            { id: 'sheet-cancel', role: 'button', label: 'Cancel' },
          ],
        },
        { id: 'volume', role: 'slider', label: 'Volume', value: '50', range: { min: 0, max: 100, step: 10 } },
        {
          id: 'qty',
          role: 'spinbutton',
          label: 'Quantity',
          value: '1',
          editable: true,
          range: { min: 0, max: 9, step: 1 },
        },
        { id: 'list', role: 'list', label: 'Results', scrollable: true, children: items(30, 10) },
        { id: 'invoice', role: 'row', label: 'Invoice 42', clickable: true },
        {
          id: 'ctx',
          role: 'menu',
          label: 'Invoice 42',
          hidden: true,
          children: [
            { id: 'ctx-open', role: 'menuitem', label: 'Open' },
            { id: 'ctx-archive', role: 'menuitem', label: 'Archive' },
          ],
        },
        {
          id: 'todo',
          role: 'list',
          label: 'To do',
          children: [{ id: 'card', role: 'listitem', label: 'Card A', draggable: true }],
        },
        { id: 'done', role: 'list', label: 'Done', children: [] },
        { id: 'purge', role: 'button', label: '削除' },
        { id: 'notes', role: 'textbox', label: 'Notes', editable: true, value: '', inexact: true },
        { id: 'tag', role: 'textbox', label: 'untitled', editable: true, value: 'untitled' },
        { id: 'docs', role: 'statictext', label: 'Documents: 1' },
      ],
    },
    state: { subscribed: 0, documents: 1, purged: 0 },
    filters: { nickname: (text) => text.trim() },
    ignoresSetText: ['serial'],
    on: {
      'refresh:click': ({ later, find }) => later(2, () => (find('refreshed').label = 'Fresh')),
      'subscribe:click': ({ window, find }) => {
        window.state = { ...window.state, subscribed: Number(window.state?.subscribed ?? 0) + 1 };
        find('subscribe').label = 'Subscribed';
      },
      'prefs:click': ({ find }) => (find('sheet').hidden = false),
      'sheet-ok:click': ({ find }) => (find('sheet').hidden = true),
      'sheet-cancel:click': ({ find }) => (find('sheet').hidden = true),
      'window:key:Escape': ({ find }) => {
        find('sheet').hidden = true;
        find('ctx').hidden = true;
      },
      'invoice:context_menu': ({ find }) => (find('ctx').hidden = false),
      'ctx-archive:click': ({ window, find }) => {
        window.state = { ...window.state, archived: true };
        find('ctx').hidden = true;
        find('invoice').label = 'Invoice 42 (archived)';
      },
      'm-new:menu': ({ window, find }) => {
        const documents = Number(window.state?.documents ?? 1) + 1;
        window.state = { ...window.state, documents };
        find('docs').label = `Documents: ${documents}`;
      },
      'm-copy:menu': ({ window, find }) => {
        const copies = Number(window.state?.copies ?? 0) + 1;
        window.state = { ...window.state, copies };
        find('docs').label = `Documents: ${Number(window.state.documents ?? 1)}, copies: ${copies}`;
      },
      'purge:click': ({ window }) => (window.state = { ...window.state, purged: 1 }),
      // A platform that names a field after its own text.
      'tag:set': ({ find }) => (find('tag').label = find('tag').value ?? ''),
    },
  };
}
