// The wild tasks: plain-words steps on third-party components, written as a new user writes them first,
// each with the end state the judge must read back.
import type { Library, WildStates } from './judge.js';
import { task, type WildTask } from './task.js';
import { WIDGET_TASKS } from './widget-tasks.js';

export type { ActStep, WildTask } from './task.js';

/** The page of each library, under the wild server. */
export const PAGES: Readonly<Record<Library, string>> = {
  shoelace: '/pages/shoelace.html',
  tabulator: '/pages/tabulator.html',
  nouislider: '/pages/nouislider.html',
  'tom-select': '/pages/tom-select.html',
  bootstrap: '/pages/bootstrap.html',
  'jquery-ui': '/pages/jquery-ui.html',
  flatpickr: '/pages/flatpickr.html',
  choices: '/pages/choices.html',
  'ag-grid': '/pages/ag-grid.html',
  quill: '/pages/quill.html',
  sweetalert2: '/pages/sweetalert2.html',
  gridjs: '/pages/gridjs.html',
  'slim-select': '/pages/slim-select.html',
  mdui: '/pages/mdui.html',
};

const byAge = (s: WildStates['tabulator']) => (a: string, b: string) => Number(s.ages[a]) - Number(s.ages[b]);

/** Every wild task, in run order. */
export const TASKS: readonly WildTask[] = [
  task(
    'sl-fill-name',
    'shoelace',
    [{ instruction: 'Set Name to Grace Hopper', text: 'Grace Hopper' }],
    (s) => ({
      ...s,
      name: 'Grace Hopper',
    }),
  ),
  task('sl-fill-email', 'shoelace', [{ instruction: 'Enter the email', text: 'grace@navy.mil' }], (s) => ({
    ...s,
    email: 'grace@navy.mil',
  })),
  task('sl-remember', 'shoelace', [{ instruction: "Tick 'Remember me'" }], (s) => ({ ...s, remember: true })),
  task('sl-usage-off', 'shoelace', [{ instruction: "Untick 'Send usage data'" }], (s) => ({
    ...s,
    usage: false,
  })),
  task('sl-notifications', 'shoelace', [{ instruction: 'Turn on Notifications' }], (s) => ({
    ...s,
    notifications: true,
  })),
  task('sl-size-large', 'shoelace', [{ instruction: "Choose 'Large' in Size" }], (s) => ({
    ...s,
    size: 'large',
  })),
  task('sl-volume-70', 'shoelace', [{ instruction: 'Set the Volume slider to 70' }], (s) => ({
    ...s,
    volume: 70,
  })),
  task('sl-advanced-tab', 'shoelace', [{ instruction: 'Open the Advanced tab' }], (s) => ({
    ...s,
    tab: 'advanced',
  })),
  task(
    'sl-proxy',
    'shoelace',
    [{ instruction: 'Open the Advanced tab' }, { instruction: 'Set Proxy', text: 'proxy.example.com:3128' }],
    (s) => ({ ...s, tab: 'advanced', proxy: 'proxy.example.com:3128' }),
  ),
  task('sl-rating-4', 'shoelace', [{ instruction: 'Rate it 4 stars' }], (s) => ({ ...s, rating: 4 })),
  task('sl-save', 'shoelace', [{ instruction: 'Click Save' }], (s) => ({ ...s, saved: true })),
  task(
    'tab-filter-name',
    'tabulator',
    [{ instruction: "Filter the Name column by 'Ada'", text: 'Ada' }],
    (s) => ({
      ...s,
      filters: { name: 'Ada' },
      active: s.active.filter((n) => n.toLowerCase().includes('ada')),
    }),
  ),
  task(
    'tab-filter-city',
    'tabulator',
    [{ instruction: 'Show only people in Paris', text: 'Paris' }],
    (s) => ({
      ...s,
      filters: { city: 'Paris' },
      active: s.active.filter((n) => ['Marie Curie', 'Louis Pouzin'].includes(n)),
    }),
  ),
  task('tab-sort-age', 'tabulator', [{ instruction: 'Sort by Age' }], (s) => ({
    ...s,
    sorters: [{ field: 'age', dir: 'asc' }],
    active: [...s.active].sort(byAge(s)),
  })),
  task('tab-sort-name', 'tabulator', [{ instruction: 'Sort the table by Name' }], (s) => ({
    ...s,
    sorters: [{ field: 'name', dir: 'asc' }],
    active: [...s.active].sort((a, b) => a.localeCompare(b)),
  })),
  task('tab-edit-age', 'tabulator', [{ instruction: "Change Alan Turing's age to 42", text: '42' }], (s) => ({
    ...s,
    ages: { ...s.ages, 'Alan Turing': 42 },
  })),
  task('nui-45', 'nouislider', [{ instruction: 'Set the slider to 45' }], () => ({ brightness: '45' })),
  task('nui-brightness-80', 'nouislider', [{ instruction: 'Set Brightness to 80' }], () => ({
    brightness: '80',
  })),
  task('nui-max', 'nouislider', [{ instruction: 'Turn the brightness all the way up' }], () => ({
    brightness: '100',
  })),
  task('ts-city-portland', 'tom-select', [{ instruction: "Choose 'Portland, ME' in City" }], (s) => ({
    ...s,
    city: 'portland-me',
  })),
  task('ts-city-denver', 'tom-select', [{ instruction: 'Select Denver as the city' }], (s) => ({
    ...s,
    city: 'denver',
  })),
  task('ts-tag-urgent', 'tom-select', [{ instruction: "Add the 'Urgent' tag" }], (s) => ({
    ...s,
    tags: [...s.tags, 'urgent'],
  })),
  task(
    'ts-tags-two',
    'tom-select',
    [{ instruction: "Add 'Bug' to Tags" }, { instruction: "Add 'Docs' to Tags" }],
    (s) => ({ ...s, tags: [...s.tags, 'bug', 'docs'] }),
  ),
  ...WIDGET_TASKS,
];
