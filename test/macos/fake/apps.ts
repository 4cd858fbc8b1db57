// The simulated apps: a TextEdit-like editor (two windows) and a Calculator; the fixture form is in form.ts.
import { ax, findNode, menuBarItem, menuItem, type AxNode, type FakeApp } from './model.js';

/** A push button. */
export const button = (
  id: string,
  title: string,
  x: number,
  y: number,
  extra: Partial<AxNode> = {},
): AxNode =>
  ax('AXButton', { id, title, actions: ['AXPress'], enabled: true, frame: { x, y, w: 80, h: 24 }, ...extra });
/** A static text. */
export const text = (id: string, value: string, x: number, y: number): AxNode =>
  ax('AXStaticText', { id, value, frame: { x, y, w: 200, h: 18 } });

/** TextEdit as in the recorded window state, plus a second window (so background keys are ambiguous for its pid). */
export function textEdit(): FakeApp {
  const notes = ax('AXWindow', {
    id: 'win',
    title: 'Notes.txt',
    actions: ['AXRaise'],
    frame: { x: 200, y: 120, w: 640, h: 480 },
    children: [
      ax('AXScrollArea', {
        id: 'scroll',
        children: [
          ax('AXTextArea', {
            id: 'text',
            identifier: 'First Text View',
            value: 'Hello world',
            settable: true,
            actions: ['AXShowMenu'],
            frame: { x: 200, y: 152, w: 640, h: 400 },
          }),
        ],
      }),
      button('save', 'Save', 740, 566, { identifier: 'saveButton' }),
      text('words', '2 words', 210, 570),
    ],
  });
  const untitled = ax('AXWindow', {
    id: 'win2',
    title: 'Untitled',
    actions: ['AXRaise'],
    frame: { x: 260, y: 160, w: 500, h: 400 },
    children: [],
  });
  return {
    pid: 4242,
    name: 'TextEdit',
    bundleId: 'com.apple.TextEdit',
    windows: [
      {
        windowId: 8811,
        title: 'Notes.txt',
        bounds: { x: 200, y: 120, w: 640, h: 480 },
        z: 2,
        onScreen: true,
        root: notes,
      },
      {
        windowId: 8812,
        title: 'Untitled',
        bounds: { x: 260, y: 160, w: 500, h: 400 },
        z: 1,
        onScreen: true,
        root: untitled,
      },
    ],
    // The menu bar of the recorded window state (reference §5): File with New, and Save greyed out.
    menuBar: menuBar([
      menuBarItem('File', [menuItem('New', 'cmd+n'), menuItem('Save', 'cmd+s', false)], {
        x: 120,
        y: 0,
        w: 40,
        h: 33,
      }),
    ]),
  };
}

/** The app's menu bar. */
export function menuBar(items: AxNode[]): AxNode {
  return ax('AXMenuBar', {
    id: 'menubar',
    actions: ['AXCancel'],
    enabled: true,
    selected: false,
    frame: { x: 0, y: 0, w: 1512, h: 33 },
    children: items,
  });
}

const DIGITS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];

/** Calculator: digit buttons named by description, operators by identifier, the display as static text. */
export function calculator(): FakeApp {
  const key = (id: string, description: string, i: number): AxNode =>
    ax('AXButton', {
      id,
      identifier: id,
      description,
      actions: ['AXPress'],
      enabled: true,
      frame: { x: 805 + (i % 4) * 56, y: 200 + Math.floor(i / 4) * 50, w: 50, h: 44 },
    });
  const keys = [
    ...DIGITS.map((d, i) => key(d, String(i), i)),
    key('Add', 'Add', 10),
    key('Subtract', 'Subtract', 11),
    key('Multiply', 'Multiply', 12),
    key('Divide', 'Divide', 13),
    key('Equals', 'Equals', 14),
    key('AllClear', 'All Clear', 15),
  ];
  const root = ax('AXWindow', {
    id: 'win',
    title: 'Calculator',
    actions: ['AXRaise'],
    frame: { x: 800, y: 100, w: 230, h: 400 },
    children: [
      ax('AXGroup', {
        id: 'display-group',
        children: [
          ax('AXStaticText', { id: 'display', value: '0', frame: { x: 810, y: 130, w: 210, h: 50 } }),
        ],
      }),
      ax('AXGroup', { id: 'keys', children: keys }),
    ],
  });
  const calc = { acc: 0, op: '', fresh: true };
  return {
    pid: 5151,
    name: 'Calculator',
    bundleId: 'com.apple.calculator',
    windows: [
      {
        windowId: 9001,
        title: 'Calculator',
        bounds: { x: 800, y: 100, w: 230, h: 400 },
        z: 3,
        onScreen: true,
        root,
      },
    ],
    menuBar: menuBar([
      menuBarItem('Calculator', [menuItem('Quit Calculator', 'cmd+q')]),
      menuBarItem('View', [
        menuItem('Basic', 'cmd+1'),
        menuItem('Scientific', 'cmd+2'),
        menuItem('Programmer', 'cmd+3'),
      ]),
    ]),
    onPress(_app, node) {
      const display = findNode(root, (n) => n.id === 'display') as AxNode;
      const shown = Number(display.value ?? '0');
      const digit = DIGITS.indexOf(node.id);
      if (digit >= 0) {
        display.value =
          calc.fresh || display.value === '0' ? String(digit) : `${display.value ?? ''}${digit}`;
        calc.fresh = false;
        return;
      }
      const ops: Record<string, (a: number, b: number) => number> = {
        Add: (a, b) => a + b,
        Subtract: (a, b) => a - b,
        Multiply: (a, b) => a * b,
        Divide: (a, b) => a / b,
      };
      const acc = node.id === 'AllClear' ? 0 : (ops[calc.op]?.(calc.acc, shown) ?? shown);
      display.value = String(acc);
      Object.assign(calc, {
        acc,
        op: node.id === 'Equals' || node.id === 'AllClear' ? '' : node.id,
        fresh: true,
      });
    },
  };
}
