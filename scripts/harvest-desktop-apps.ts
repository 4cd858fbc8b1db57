// The Debian GTK apps scripts/harvest-desktop.ts harvests, and how each is driven into each state. Steps use keys,
// positions and platform roles rather than labels where they can, so the same recipe works in every language.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

/** A node in a snapshot: AT-SPI role name, label (exact or pattern), the nth match (negative: from the end). */
export interface Finder {
  role?: string;
  label?: string | RegExp;
  nth?: number;
  /** Only nodes on screen. */
  shown?: boolean;
}

/** One step towards a state: keys, typed text, a pause, or a click on a node of the main window or the dialog. */
export type Step =
  | { key: string[] }
  | { type: string }
  | { wait: number }
  | { click: Finder; in?: 'main' | 'top'; button?: 1 | 3 };

/** One state: its name, the steps from the main window, and where the snapshot is taken. */
export interface StateRecipe {
  name: string;
  steps: readonly Step[];
  /** `top`: the newest other window of the app (a dialog); default the main window. */
  window?: 'main' | 'top';
  /** Only in these languages (default: all of the app's). */
  languages?: readonly string[];
}

/** One app: its file id, Debian package, how to start it, its languages and states. */
export interface AppRecipe {
  id: string;
  pkg: string;
  command: string;
  /** Its arguments, given the session's environment (apps start in this checkout: paths must be absolute). */
  args?: (env: NodeJS.ProcessEnv) => readonly string[];
  languages: readonly string[];
  /** Keys that close a menu or pop-up between states (default Escape twice). */
  resetKeys?: readonly string[];
  /** Milliseconds to wait after its window appears (default 1500). */
  startMs?: number;
  /** Runs before each launch: files the app opens, settings it must forget (under the session's HOME). */
  prepare?: (env: NodeJS.ProcessEnv) => void;
  states: readonly StateRecipe[];
}

const click = (finder: Finder, more: { in?: 'main' | 'top'; button?: 1 | 3 } = {}): Step => ({
  click: finder,
  ...more,
});
const key = (...keys: string[]): Step => ({ key: keys });

const gtk3WidgetFactory: AppRecipe = {
  id: 'gtk-gtk3-widget-factory',
  pkg: 'gtk-3-examples',
  command: 'gtk3-widget-factory',
  languages: ['en'],
  states: [
    { name: 'main', steps: [] },
    { name: 'combo-list-open', steps: [click({ role: 'combo box', label: 'Left' })] },
    {
      name: 'menu-file-open',
      steps: [click({ role: 'radio button', nth: 1 }), click({ role: 'menu', label: 'File', shown: true })],
    },
    {
      name: 'page-3-row-2-selected',
      steps: [
        click({ role: 'radio button', nth: 2 }),
        click({ role: 'table cell', label: 'Pepin the Short' }),
      ],
    },
    {
      name: 'dialog-about',
      steps: [
        click({ role: 'toggle button', label: 'Menu' }),
        click({ role: 'push button', label: 'About Widget Factory' }),
      ],
      window: 'top',
    },
  ],
};

// The nth top-level menu of a GTK3 menu bar (only they are on screen while every menu is closed).
const menu = (nth: number): Step => click({ role: 'menu', shown: true, nth });

const galculator: AppRecipe = {
  id: 'gtk-galculator',
  pkg: 'galculator',
  command: 'galculator',
  languages: ['en', 'de', 'fr'],
  prepare: (env) => rmSync(`${env.XDG_CONFIG_HOME ?? ''}/galculator`, { recursive: true, force: true }),
  states: [
    { name: 'main', steps: [], languages: ['en'] },
    { name: 'filled', steps: [{ type: '12+7*3' }], languages: ['en'] },
    { name: 'menu-view-open', steps: [menu(2)] },
    { name: 'dialog-preferences', steps: [key('ctrl+p')], window: 'top', languages: ['en', 'de'] },
    { name: 'dialog-about', steps: [menu(4), key('Down', 'Return')], window: 'top', languages: ['en'] },
    // Modes stay switched: these come last.
    { name: 'scientific-mode', steps: [menu(2), key('Down', 'Down', 'Return')], languages: ['en'] },
    { name: 'paper-mode', steps: [menu(2), key('Down', 'Down', 'Down', 'Return')], languages: ['en'] },
  ],
};

const mousepad: AppRecipe = {
  id: 'gtk-mousepad',
  pkg: 'mousepad',
  command: 'mousepad',
  languages: ['en', 'de', 'fr'],
  // Killed with unsaved text, it offers to restore that session at the next start: forget it.
  prepare: (env) => {
    rmSync(`${env.XDG_DATA_HOME ?? ''}/Mousepad`, { recursive: true, force: true });
    rmSync(`${env.XDG_CONFIG_HOME ?? ''}/dconf`, { recursive: true, force: true });
  },
  states: [
    { name: 'filled', steps: [{ type: 'Shopping list\nmilk\neggs\n' }], languages: ['en'] },
    { name: 'dialog-save-as', steps: [key('ctrl+shift+s')], window: 'top', languages: ['en'] },
    { name: 'dialog-find-replace', steps: [key('ctrl+r')], window: 'top' },
    // Preferences is the Edit menu's last item.
    {
      name: 'dialog-preferences',
      steps: [menu(1), key('Up', 'Return')],
      window: 'top',
      languages: ['en'],
    },
  ],
};

// gnome-calculator's header bar: its mode menu button, then its primary menu button (both unnamed).
const headerButton = (nth: number): Step => click({ role: 'push button', label: '', shown: true, nth });

const gnomeCalculator: AppRecipe = {
  id: 'gtk-gnome-calculator',
  pkg: 'gnome-calculator',
  command: 'gnome-calculator',
  languages: ['en', 'de', 'fr', 'ja'],
  prepare: (env) => rmSync(`${env.XDG_CONFIG_HOME ?? ''}/dconf`, { recursive: true, force: true }),
  // The header bar's menus are left out: their items all read as off screen (see fixtures/decider/README.md).
  states: [
    // First, while nothing has read the window yet: read after an earlier snapshot, programming mode comes back as
    // the basic mode's 95 nodes (a stale tree; pyatspi walks 310), read first it fails with NotSupported.
    { name: 'programming-mode', steps: [key('ctrl+alt+p')], languages: ['en'] },
    { name: 'main', steps: [key('ctrl+alt+b')], languages: ['en', 'ja'] },
    { name: 'filled', steps: [key('ctrl+alt+b'), { type: '12+7*3' }], languages: ['en'] },
    // The primary menu's fourth item from the end is Preferences.
    {
      name: 'dialog-preferences',
      steps: [headerButton(1), key('Up', 'Up', 'Up', 'Up', 'Return')],
      window: 'top',
      languages: ['en'],
    },
    { name: 'advanced-mode', steps: [key('ctrl+alt+a')], languages: ['fr'] },
    { name: 'financial-mode', steps: [key('ctrl+alt+f')], languages: ['de'] },
  ],
};

const gtk4WidgetFactory: AppRecipe = {
  id: 'gtk-gtk4-widget-factory',
  pkg: 'gtk-4-examples',
  command: 'gtk4-widget-factory',
  languages: ['en'],
  // GTK 4.8: the About dialog (F1) is an accessible of role filler, so the driver lists no window for it; it stays
  // here to show it. (The main window read once Selection.GetSelectedChild's NotSupported was taken as no selection.)
  states: [
    { name: 'main', steps: [] },
    { name: 'dialog-shortcuts', steps: [key('ctrl+question')], window: 'top' },
    { name: 'dialog-about', steps: [key('F1')], window: 'top' },
  ],
};

// A folder with two folders and four files for the file manager to show.
function projectsFolder(env: NodeJS.ProcessEnv): string {
  const dir = `${env.HOME ?? ''}/Projects`;
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ['photos', 'reports']) mkdirSync(`${dir}/${sub}`, { recursive: true });
  for (const file of ['budget-2024.ods', 'invoice-0042.pdf', 'notes.txt', 'todo.md'])
    writeFileSync(`${dir}/${file}`, `${file}\n`);
  return dir;
}

const thunar: AppRecipe = {
  id: 'gtk-thunar',
  pkg: 'thunar',
  command: 'thunar',
  args: (env) => [`${env.HOME ?? ''}/Projects`],
  languages: ['en', 'de', 'fr', 'ja'],
  prepare: (env) => {
    projectsFolder(env);
    rmSync(`${env.XDG_CONFIG_HOME ?? ''}/xfce4`, { recursive: true, force: true });
    rmSync(`${env.XDG_CONFIG_HOME ?? ''}/Thunar`, { recursive: true, force: true });
  },
  // A menu is built when first opened and then stays in the tree (hidden): later states carry it too. The
  // preferences dialog (810 nodes, 250 KB) and the list views (their rows are not read, issue 17) are left out.
  states: [
    { name: 'main', steps: [] },
    { name: 'menu-file-open', steps: [menu(0)], languages: ['en', 'ja'] },
    { name: 'menu-edit-open', steps: [menu(1)], languages: ['en', 'de'] },
    { name: 'menu-view-open', steps: [menu(2)], languages: ['fr'] },
    // Thunar selects the first item whose name starts with what is typed.
    {
      name: 'file-selected',
      steps: [{ type: 'notes' }, { wait: 600 }, key('Escape')],
      languages: ['en'],
    },
    {
      name: 'dialog-properties',
      steps: [{ type: 'notes' }, key('Escape', 'alt+Return')],
      window: 'top',
      languages: ['en'],
    },
    { name: 'dialog-create-folder', steps: [key('ctrl+shift+n')], window: 'top' },
  ],
};

const fontViewer: AppRecipe = {
  id: 'gtk-gnome-font-viewer',
  pkg: 'gnome-font-viewer',
  command: 'gnome-font-viewer',
  languages: ['en', 'de', 'fr'],
  // Every installed font is in the grid (550 nodes, 175 KB): the states start by filtering it. Its button
  // "About Fonts" opens a GTK4 About dialog, which the driver does not list (role filler), so it is left out.
  states: [
    { name: 'search-filled', steps: [key('ctrl+f'), { type: 'DejaVu Sans' }] },
    {
      name: 'font-details',
      steps: [
        key('ctrl+f'),
        { type: 'DejaVu Sans' },
        { wait: 800 },
        click({ role: 'table cell', shown: true }),
      ],
      languages: ['en', 'de'],
    },
    {
      name: 'font-info',
      steps: [
        key('ctrl+f'),
        { type: 'DejaVu Sans' },
        { wait: 800 },
        click({ role: 'table cell', shown: true }),
        click({ role: 'push button', label: 'Info' }),
      ],
      languages: ['en'],
    },
  ],
};

const gnumeric: AppRecipe = {
  id: 'gtk-gnumeric',
  pkg: 'gnumeric',
  command: 'gnumeric',
  languages: ['en', 'de', 'fr'],
  startMs: 2500,
  // Its menus are always in the tree (150 KB a window): one main-window state; the dialogs are small.
  states: [
    { name: 'filled', steps: [{ type: 'Item\tCost\nRent\t950\nFood\t320\n' }], languages: ['en'] },
    { name: 'dialog-format-cells', steps: [key('ctrl+1')], window: 'top', languages: ['en'] },
    { name: 'dialog-find', steps: [key('ctrl+f')], window: 'top', languages: ['en', 'de'] },
    { name: 'dialog-replace', steps: [key('ctrl+h')], window: 'top', languages: ['en', 'fr'] },
  ],
};

// The task manager's first toolbar button opens its settings dialog.
const taskSettings = click({ role: 'push button', shown: true });

const taskManager: AppRecipe = {
  id: 'gtk-xfce4-taskmanager',
  pkg: 'xfce4-taskmanager',
  command: 'xfce4-taskmanager',
  languages: ['en', 'de', 'fr'],
  // Escape closes its main window.
  resetKeys: [],
  prepare: (env) => rmSync(`${env.XDG_CONFIG_HOME ?? ''}/xfce4`, { recursive: true, force: true }),
  // Its process list is a tree view whose rows the driver does not read (issue 17): the table shows empty.
  states: [
    { name: 'main', steps: [] },
    { name: 'search-filled', steps: [click({ role: 'text', shown: true }), { type: 'dbus' }] },
    { name: 'dialog-settings', steps: [taskSettings], window: 'top' },
    {
      name: 'dialog-settings-tab-2',
      steps: [taskSettings, click({ role: 'page tab', nth: 1 }, { in: 'top' })],
      window: 'top',
      languages: ['en', 'de'],
    },
    // The settings dialog's buttons are Help, About, Close.
    {
      name: 'dialog-about',
      steps: [taskSettings, click({ role: 'push button', nth: 1 }, { in: 'top' })],
      window: 'top',
      languages: ['en'],
    },
  ],
};

/** Every app the harvest knows, in harvest order. */
export const DESKTOP_APPS: readonly AppRecipe[] = [
  gtk3WidgetFactory,
  gtk4WidgetFactory,
  galculator,
  mousepad,
  gnomeCalculator,
  thunar,
  fontViewer,
  gnumeric,
  taskManager,
];
