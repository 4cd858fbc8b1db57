// Playwright MCP plans for the wild tasks of test/wild/tasks.ts (Shoelace, Tabulator, noUiSlider, Tom Select),
// keyed by task id: what an agent would do from the task's words and the page's browser_snapshot.
import { click, named, showing, steps, type, type Plan } from './steps.js';
import { WIDGET_PLANS } from './widget-plans.js';

const sl = (name: string): Plan => steps(click(showing('generic', name)));

/** Every wild task's plan. */
export const PLANS: Readonly<Record<string, Plan>> = {
  'sl-fill-name': steps(type(named('textbox', 'Name'), 'Grace Hopper')),
  'sl-fill-email': steps(type(named('textbox', 'Email'), 'grace@navy.mil')),
  // The checkboxes and the switch have no ref in the snapshot; the label text beside each has one.
  'sl-remember': sl('Remember me'),
  'sl-usage-off': sl('Send usage data'),
  'sl-notifications': sl('Notifications'),
  'sl-size-large': steps(click(named('combobox', 'Size')), click(named('option', 'Large'))),
  'sl-volume-70': steps({ do: 'slide', target: named('slider', 'Volume'), to: 70 }),
  'sl-advanced-tab': steps(click(named('tab', 'Advanced'))),
  'sl-proxy': steps(
    click(named('tab', 'Advanced')),
    type(named('textbox', 'Proxy'), 'proxy.example.com:3128'),
  ),
  'sl-rating-4': steps({ do: 'slide', target: named('slider', 'Rating'), to: 4 }),
  'sl-save': steps(click(named('button', 'Save'))),
  'tab-filter-name': steps(
    type({ role: 'searchbox', within: { role: 'columnheader', name: 'Name' } }, 'Ada'),
  ),
  'tab-filter-city': steps(
    type({ role: 'searchbox', within: { role: 'columnheader', name: 'City' } }, 'Paris'),
  ),
  'tab-sort-age': steps(click(named('columnheader', 'Age'))),
  'tab-sort-name': steps(click(named('columnheader', 'Name'))),
  'tab-edit-age': steps(
    click(named('gridcell', '41', { within: { role: 'row', cell: 'Alan Turing' } })),
    type({ role: 'spinbutton', within: { role: 'row', cell: 'Alan Turing' } }, '42', true),
  ),
  'nui-45': steps({ do: 'slide', target: named('slider', 'Brightness'), to: 45 }),
  'nui-brightness-80': steps({ do: 'slide', target: named('slider', 'Brightness'), to: 80 }),
  'nui-max': steps(click(named('slider', 'Brightness')), { do: 'press', key: 'End' }),
  'ts-city-portland': steps(click(named('combobox', 'City')), click(named('option', 'Portland, ME'))),
  'ts-city-denver': steps(click(named('combobox', 'City')), click(named('option', 'Denver, CO'))),
  'ts-tag-urgent': steps(
    click(named('combobox', 'Tags')),
    click(named('option', 'Urgent', { within: { role: 'listbox', name: 'Tags' } })),
  ),
  // The list stays open after the first pick, as the snapshot then shows.
  'ts-tags-two': steps(
    click(named('combobox', 'Tags')),
    click(named('option', 'Bug', { within: { role: 'listbox', name: 'Tags' } })),
    click(named('option', 'Docs', { within: { role: 'listbox', name: 'Tags' } })),
  ),
  ...WIDGET_PLANS,
};
