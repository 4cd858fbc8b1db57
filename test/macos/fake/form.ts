// The fixture form: fields, pop-ups, check boxes, twin buttons, a web link, Save and Delete note, with a menu bar.
import { ax, findNode, menuBarItem, menuItem, type AxNode, type FakeApp } from './model.js';
import { FORM_DEFAULTS, type FormState } from '../../../src/fixtures/formState.js';
import { button as btn, menuBar, text } from './apps.js';

/** Initial values of the contract form (the shared form contract's seed). */
export type FormSeed = Partial<Pick<FormState, 'name' | 'email' | 'search' | 'body'>>;

/**
 * The fixture form: fields, a pop-up, check boxes, twin buttons, Save and Delete note, with a menu bar.
 * With a seed it is the contract form every driver shares: the values start from `FORM_DEFAULTS` and the seed,
 * the body is labelled "Body", and the app keeps the `FormState` record a judge reads.
 */
export function fixtureForm(seed?: FormSeed): FakeApp {
  const start = seed
    ? { ...FORM_DEFAULTS, ...seed }
    : { name: '', email: 'ann@example.com  ', search: '', body: 'Dear team,\nhello', size: 'Medium' };
  const field = (
    id: string,
    description: string,
    y: number,
    value: string,
    placeholder?: string,
    extra: Partial<AxNode> = {},
  ): AxNode =>
    ax('AXTextField', {
      id,
      description,
      value,
      settable: true,
      actions: ['AXConfirm'],
      enabled: true,
      frame: { x: 120, y, w: 300, h: 24 },
      ...(placeholder ? { placeholder } : {}),
      ...extra,
    });
  const popup = (id: string, description: string, value: string, options: string[], y: number): AxNode =>
    ax('AXPopUpButton', {
      id,
      description,
      value,
      actions: ['AXPress', 'AXShowMenu'],
      enabled: true,
      frame: { x: 450, y, w: 150, h: 24 },
      children: [
        ax('AXMenu', {
          id: `${id}:menu`,
          actions: ['AXCancel'],
          enabled: true,
          hidden: true,
          children: options.map((o, i) =>
            ax('AXMenuItem', {
              id: `${id}:${i}`,
              title: o,
              actions: ['AXCancel', 'AXPress', 'AXPick'],
              enabled: true,
              frame: { x: 450, y: y + 24 + i * 20, w: 150, h: 20 },
            }),
          ),
        }),
      ],
    });
  const root = ax('AXWindow', {
    id: 'win',
    title: 'Fixture Form',
    actions: ['AXRaise'],
    frame: { x: 100, y: 100, w: 600, h: 500 },
    children: [
      text('heading', 'Profile', 120, 110),
      ax('AXGroup', {
        id: 'fields',
        children: [
          field('name', 'Name', 140, start.name, 'Your name'),
          field('email', 'Email', 170, start.email, 'you@example.com'),
          ax('AXSecureTextField', {
            id: 'password',
            description: 'Password',
            value: 'hunter2',
            settable: true,
            enabled: true,
            frame: { x: 120, y: 200, w: 300, h: 24 },
            children: [
              ax('AXButton', {
                id: 'reveal',
                title: 'Show password',
                actions: ['AXPress'],
                enabled: true,
                frame: { x: 400, y: 202, w: 18, h: 18 },
              }),
            ],
          }),
          field('search', 'Search', 230, start.search, 'Search', { identifier: 'searchField' }),
          ax('AXTextArea', {
            id: 'body',
            identifier: 'bodyText',
            ...(seed ? { description: 'Body' } : {}),
            value: start.body,
            settable: true,
            actions: ['AXShowMenu'],
            frame: { x: 120, y: 260, w: 300, h: 80 },
          }),
        ],
      }),
      popup('size', 'Size', start.size, ['Small', 'Medium', 'Large'], 140),
      popup('colour', 'Colour', 'Red', ['Red', 'Green', 'Green'], 200),
      ax('AXCheckBox', {
        id: 'newsletter',
        title: 'Newsletter',
        value: '0',
        settable: true,
        actions: ['AXPress'],
        enabled: true,
        frame: { x: 450, y: 260, w: 120, h: 20 },
      }),
      ax('AXCheckBox', {
        id: 'dark',
        title: 'Dark mode',
        actions: ['AXPress'],
        enabled: true,
        frame: { x: 450, y: 290, w: 120, h: 20 },
      }),
      text('tags', 'Tags', 120, 400),
      btn('tag1', 'Add tag', 120, 425),
      btn('tag2', 'Add tag', 210, 425),
      text('note', 'Note: buy milk', 120, 470),
      ax('AXWebArea', {
        id: 'web',
        title: 'Help',
        frame: { x: 450, y: 330, w: 230, h: 60 },
        children: [
          ax('AXLink', {
            id: 'help',
            title: 'Open help',
            actions: ['AXPress'],
            enabled: true,
            web: true,
            frame: { x: 460, y: 340, w: 80, h: 20 },
          }),
        ],
      }),
      text('status', '', 120, 500),
      btn('delete', 'Delete note', 500, 560),
      btn('save', 'Save', 600, 560, { identifier: 'saveButton' }),
    ],
  });
  const status = (value: string): void =>
    void Object.assign(findNode(root, (n) => n.id === 'status') as AxNode, { value });
  const saves = { n: 0 };
  const deletes = { n: 0 };
  const valueOf = (id: string): string => findNode(root, (n) => n.id === id)?.value ?? '';
  return {
    pid: 6161,
    name: 'Fixture',
    bundleId: 'dev.beans-picker.fixture',
    windows: [
      {
        windowId: 7001,
        title: 'Fixture Form',
        bounds: { x: 100, y: 100, w: 600, h: 500 },
        z: 4,
        onScreen: true,
        root,
      },
    ],
    menuBar: menuBar([
      menuBarItem('Apple', [menuItem('About This Mac'), menuItem('Lock Screen', 'ctrl+cmd+q')]),
      menuBarItem('Fixture', [menuItem('Settings…', 'cmd+,'), menuItem('Quit Fixture', 'cmd+q')]),
      menuBarItem('File', [
        menuItem('New', 'cmd+n'),
        menuItem('Save', 'cmd+s'),
        menuItem('Export…'),
        menuItem('Close', 'cmd+w'),
      ]),
      menuBarItem('Edit', [
        menuItem('Undo', 'cmd+z', false),
        menuItem('Cut', 'cmd+x'),
        menuItem('Copy', 'cmd+c'),
        menuItem('Paste', 'cmd+v'),
        menuItem('Select All', 'cmd+a'),
      ]),
      menuBarItem('Format', [
        menuItem('Font', undefined, true, [menuItem('Show Fonts', 'cmd+t'), menuItem('Bold', 'cmd+b')]),
      ]),
    ]),
    onPress(app, node) {
      if (node.id === 'save') app.onCommand?.(app, 'Save');
      if (node.id === 'delete') {
        deletes.n += 1;
        Object.assign(findNode(root, (n) => n.id === 'note') as AxNode, { hidden: true });
      }
      if (node.id === 'tag1' || node.id === 'tag2') status(`tag from ${node.id}`);
      if (node.id === 'help') status('help opened');
    },
    onCommand(app, title) {
      if (title === 'Save') status(`Saved ${(saves.n += 1)}`);
      if (title === 'Export…') status('Exported');
      const fonts = findNode(app.menuBar, (n) => n.title === 'Show Fonts' || n.title === 'Hide Fonts');
      if (fonts && (title === 'Show Fonts' || title === 'Hide Fonts'))
        fonts.title = title === 'Show Fonts' ? 'Hide Fonts' : 'Show Fonts';
    },
    record: (): FormState => ({
      name: valueOf('name'),
      email: valueOf('email'),
      search: valueOf('search'),
      body: valueOf('body'),
      size: valueOf('size'),
      newsletter: valueOf('newsletter') === '1',
      saves: saves.n,
      deletes: deletes.n,
    }),
  };
}
