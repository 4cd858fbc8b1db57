import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../build.js';
import { buildCandidates } from '../candidates/build.js';
import type { NodeStates, RawNode, Snapshot } from '../snapshot.js';
import { node } from '../../../test/support/rawNode.js';
import type { Candidate } from '../candidates/types.js';
import { listedActions, readView } from './read.js';
import { renderView, type ViewOptions } from './view.js';

const CAPS = { backgroundKeys: true, backgroundMenus: true, modifiers: true, drag: true, hover: true };

function window(nodes: RawNode[], texts: string[] = []): { snapshot: Snapshot; candidates: Candidate[] } {
  const snapshot = buildSnapshot({
    window: { id: 'w1', app: 'App', title: 'Form', url: 'http://example.test/form' },
    nodes: [node({ role: 'document', label: 'Form' }, null), ...nodes],
    texts,
  });
  return { snapshot, candidates: buildCandidates(snapshot, { capabilities: CAPS }).candidates };
}

function view(w: ReturnType<typeof window>, options: ViewOptions = {}): string {
  return renderView(w.snapshot, w.candidates, options);
}

const idOf = (w: ReturnType<typeof window>, kind: string, label: string): string | undefined =>
  w.candidates.find(
    (c) => c.kind === kind && c.node !== undefined && w.snapshot.nodes[c.node]?.label === label,
  )?.id;

const field = (label: string, value: string, states: Partial<NodeStates> = {}): RawNode =>
  node({ role: 'textbox', label, value, valueExact: true, states: { editable: true, ...states } });

describe('the observe view', () => {
  it('round-trips exact values with spaces, quotes, backslashes and newlines, and never trims them', () => {
    const values = ['  Grace "Amazing" Hopper ', 'line 1\nline 2\n', 'C:\\temp\\x · y = "z"', '', ' '];
    const w = window(values.map((v, i) => field(`Field ${i}`, v)));
    const read = readView(view(w));
    expect(read.controls.map((c) => c.value)).toEqual(values);
    expect(read.controls.map((c) => c.label)).toEqual(values.map((_, i) => `Field ${i}`));
  });

  it('leaves the URL out of the header only when the caller already knows it, asking once with the window id', () => {
    const w = window([node({ role: 'button', label: 'Save' })]);
    const asked: string[] = [];
    const known = (id: string, url: string): boolean => {
      asked.push(`${id} ${url}`);
      return url === 'http://example.test/form';
    };
    expect(view(w, { knownUrl: known }).split('\n')[0]).toBe('Form');
    expect(asked).toEqual(['w1 http://example.test/form']);
    expect(view(w, { knownUrl: () => false }).split('\n')[0]).toBe('Form · http://example.test/form');
    expect(view(w).split('\n')[0]).toBe('Form · http://example.test/form');
  });

  it('lists each control once: the line id is its default action, other actions keep their own act ids', () => {
    const w = window([field('Name', 'Ada'), node({ role: 'button', label: 'Save' })]);
    const text = view(w);
    expect(text).toBe(
      [
        'Form · http://example.test/form',
        `${idOf(w, 'set_value', 'Name')} TextField "Name" = "Ada" · set append:${idOf(w, 'append', 'Name')}`,
        `${idOf(w, 'click', 'Save')} Button "Save"`,
      ].join('\n'),
    );
    const all = readView(view(w, { include: ['all'] })).controls.find((c) => c.label === 'Name');
    expect(all?.actions).toEqual({
      set: idOf(w, 'set_value', 'Name'),
      type: idOf(w, 'type_into', 'Name'),
      append: idOf(w, 'append', 'Name'),
      click: idOf(w, 'click', 'Name'),
    });
  });

  it('writes ids as idOf says, asking only for the ids it shows, in the order shown; a reader takes them', () => {
    const w = window([field('Name', 'Ada'), node({ role: 'button', label: 'Save' })]);
    const asked: string[] = [];
    const short = (id: string): string => {
      asked.push(id);
      return `c${asked.length}`;
    };
    const text = view(w, { idOf: short, include: ['keys'] });
    const keys = w.candidates.filter((c) => c.kind === 'key');
    expect(text.split('\n').slice(1, 3)).toEqual([
      'c1 TextField "Name" = "Ada" · set append:c2',
      'c3 Button "Save"',
    ]);
    expect(asked).toEqual([
      idOf(w, 'set_value', 'Name'),
      idOf(w, 'append', 'Name'),
      idOf(w, 'click', 'Save'),
      ...keys.map((c) => c.id),
    ]);
    const read = readView(text);
    expect(read.controls.map((c) => c.actions)).toEqual([{ set: 'c1', append: 'c2' }, { click: 'c3' }]);
    expect(Object.values(read.keys)).toEqual(keys.map((_, i) => `c${i + 4}`));
  });

  it('reads the first line as the title even when it looks like an id', () => {
    const w = window([node({ role: 'button', label: 'Save' })]);
    const text = view(w).replace(/^Form/u, 'c42 Club');
    expect(readView(text).header).toEqual(['c42 Club · http://example.test/form']);
    expect(readView(text).controls.map((c) => c.label)).toEqual(['Save']);
  });

  it('lists window keys only on request or when a control has focus', () => {
    const plain = window([field('Name', '')]);
    expect(view(plain)).not.toMatch(/Return|Escape|shift\+F10/u);
    const asked = readView(view(plain, { include: ['keys'] }));
    const keys = plain.candidates.filter((c) => c.kind === 'key');
    expect(Object.keys(asked.keys)).toEqual([
      'Return',
      'Escape',
      'Tab',
      'Space',
      'Up',
      'Down',
      'Left',
      'Right',
      'shift+F10',
    ]);
    expect(Object.values(asked.keys)).toEqual(keys.map((c) => c.id));
    const focused = window([field('Name', '', { focused: true })]);
    expect(Object.keys(readView(view(focused)).keys)).toHaveLength(9);
  });

  it('lists context menus and scrolling only when asked, or a scroller that can move', () => {
    const w = window([
      node({ role: 'list', label: 'Maybe' }),
      node({ role: 'list', label: 'Moves', scrollable: true }),
      node({ role: 'link', label: 'Docs' }),
    ]);
    const words = (options: ViewOptions) => listedActions(readView(view(w, options))).map((a) => a.does);
    expect(words({})).toEqual(['scroll-down List "Moves"', 'scroll-up List "Moves"', 'click Link "Docs"']);
    expect(words({ include: ['context'] })).toContain('context Link "Docs"');
  });

  it('shows no value for a secret field, only that it is secret', () => {
    const w = window([
      node({
        role: 'textbox',
        label: 'Password',
        value: 'hunter2',
        states: { editable: true, secret: true },
      }),
    ]);
    const text = view(w);
    expect(text).not.toContain('hunter2');
    const password = readView(text).controls[0];
    expect(password).toMatchObject({
      label: 'Password',
      flags: ['secret'],
      actions: { click: password?.id },
    });
    expect(password).not.toHaveProperty('value');
  });

  it('keeps states, colours, disabled controls and read-only values', () => {
    const w = window([
      node({ role: 'checkbox', label: 'Newsletter', states: { checked: true } }),
      node({ role: 'button', label: 'Menu', states: { expanded: false } }),
      node({ role: 'tab', label: 'Advanced', states: { selected: true } }),
      node({ role: 'button', label: 'Continue', states: { enabled: false } }),
      node({ role: 'button', label: '', colour: '#ef4444 red' }),
      node({ role: 'textbox', label: 'Log', value: 'done', valueExact: true }),
    ]);
    const lines = view(w).split('\n').slice(1);
    expect(lines.map((l) => l.replace(/^c[0-9a-f]{10} /u, 'ID '))).toEqual([
      'ID CheckBox "Newsletter" checked',
      'ID Button "Menu" collapsed',
      'ID Tab "Advanced" selected',
      '- Button "Continue" disabled',
      'ID Button colour "#ef4444 red"',
      '- TextField "Log" = "done" readonly',
    ]);
  });

  it('puts controls under their sections once, instead of a within on each', () => {
    const w = window([
      node({ role: 'region', label: 'Billing' }),
      node({ role: 'heading', label: 'Billing', level: 2 }, 1),
      node({ role: 'button', label: 'Details' }, 1),
      node({ role: 'form', label: 'Address' }),
      node({ role: 'heading', label: 'Where to', level: 3 }, 4),
      node({ role: 'button', label: 'OK' }, 4),
    ]);
    const lines = view(w)
      .split('\n')
      .map((l) => l.replace(/c[0-9a-f]{10}/u, 'ID'));
    expect(lines.slice(1)).toEqual([
      'region "Billing":',
      ' ID Button "Details"',
      'form "Address":',
      ' ### Where to',
      ' ID Button "OK"',
    ]);
  });

  it('tells twins apart: the text they sit near, else their place', () => {
    const w = window(
      [
        node({ role: 'heading', label: 'Billing', level: 2 }),
        node({ role: 'button', label: 'Edit' }),
        node({ role: 'heading', label: 'Shipping', level: 2 }),
        node({ role: 'button', label: 'Edit' }),
        node({ role: 'button', label: 'Star' }),
        node({ role: 'button', label: 'Star' }),
      ],
      ['Billing', 'Shipping'],
    );
    const lines = view(w)
      .split('\n')
      .map((l) => l.replace(/c[0-9a-f]{10}/u, 'ID'));
    expect(lines.slice(1)).toEqual([
      '## Billing',
      'ID Button "Edit" near "Billing"',
      '## Shipping',
      'ID Button "Edit" near "Shipping"',
      'ID Button "Star" #1 of 2',
      'ID Button "Star" #2 of 2',
    ]);
  });

  it('with a dialog open, says so and lists what is in it', () => {
    const w = window([
      node({ role: 'button', label: 'Behind' }),
      node({ role: 'dialog', label: 'Confirm' }),
      node({ role: 'button', label: 'OK' }, 2),
    ]);
    const lines = view(w)
      .split('\n')
      .map((l) => l.replace(/c[0-9a-f]{10}/u, 'ID'));
    expect(lines).toEqual([
      'Form · http://example.test/form',
      'modal dialog "Confirm"',
      'dialog "Confirm":',
      ' ID Button "OK"',
    ]);
  });
});

describe('long lists', () => {
  const rows = (n: number) => {
    const nodes: RawNode[] = [node({ role: 'table', label: 'Invoices' })];
    const texts: string[] = [];
    for (let i = 1; i <= n; i += 1) {
      const id = `INV-${String(i).padStart(4, '0')}`;
      nodes.push(node({ role: 'row', label: id }, 1));
      nodes.push(node({ role: 'button', label: 'Edit' }, nodes.length));
      texts.push(`${id} | $${i}.00 | Edit`);
    }
    return window(nodes, texts);
  };

  it('shows 50 rows with their cells and says how to see the rest', () => {
    const w = rows(290);
    const read = readView(view(w));
    expect(read.controls).toHaveLength(50);
    expect(read.controls[49]?.under).toEqual(['table "Invoices"', 'row "INV-0050 | $50.00 | Edit"']);
    expect(read.summaries).toEqual([' … rows 51–290 of 290 not shown (observe with range or find)'.trim()]);
    expect(read.text).toEqual([]);
  });

  it('range shows the rows asked for, with the same ids as everywhere', () => {
    const w = rows(290);
    const read = readView(view(w, { range: [150, 151] }));
    expect(read.controls.map((c) => c.under[1])).toEqual([
      'row "INV-0150 | $150.00 | Edit"',
      'row "INV-0151 | $151.00 | Edit"',
    ]);
    expect(read.summaries).toEqual(['… rows 1–149, 152–290 of 290 not shown (observe with range or find)']);
    const editOf150 = w.candidates.find(
      (c) => c.kind === 'click' && c.node === w.snapshot.nodes.findIndex((n) => n.label === 'INV-0150') + 1,
    );
    expect(read.controls[0]?.id).toBe(editOf150?.id);
  });

  it('find returns the named row with its controls, one call away', () => {
    const w = rows(290);
    const text = view(w, { find: 'inv-0150' });
    const read = readView(text);
    expect(read.controls).toHaveLength(1);
    expect(read.controls[0]?.under).toEqual(['table "Invoices"', 'row "INV-0150 | $150.00 | Edit"']);
    expect(read.header).toContain('find "inv-0150": 1 controls');
  });
});
