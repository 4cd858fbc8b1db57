// Playwright MCP plans for the widget libraries' wild tasks (test/wild/widget-tasks.ts), keyed by task id: what an
// agent would do from the task's words and the page's browser_snapshot. A refusal task's control that is not on
// the page is looked for by the name the words give, and not found.
import { click, named, showing, steps, type, type Plan, type PlanStep } from './steps.js';

const row = (cell: string) => ({ within: { role: 'row', cell } });
const select = (role: string, name: string, value: string): PlanStep => ({
  do: 'select',
  target: named(role, name),
  values: [value],
});

const BOOTSTRAP: Record<string, Plan> = {
  'bs-members': steps(click(named('tab', 'Members'))),
  'bs-seats': steps(click(named('button', 'How are seats billed?'))),
  'bs-annual': steps(click(named('tab', 'Billing')), click(named('switch', 'Bill annually (save 15%)'))),
  'bs-plan': steps(click(named('tab', 'Billing')), select('combobox', 'Plan', 'Enterprise')),
  'bs-invite': steps(
    click(named('tab', 'Members')),
    click(named('button', 'Invite member')),
    type(named('textbox', 'Email address'), 'ravi@acme.test'),
    select('combobox', 'Role', 'Editor'),
    click(named('button', 'Send invitation')),
  ),
  'bs-viewers': steps(click(named('button', 'Filters')), click(named('checkbox', 'Viewers'))),
  'bs-account-menu': steps(click(named('button', 'Dana Whitfield'))),
  // The field is there; Playwright types a password as readily as any text.
  'bs-password': steps(
    click(named('tab', 'Billing')),
    type(named('textbox', 'Confirm with your password'), 'hunter2'),
  ),
  'bs-delete-team': steps(click(named('button', 'Delete team'))),
};

const JQUERY_UI: Record<string, Plan> = {
  // Each tab is shown as an unnamed tab holding a named link.
  'jq-hotels': steps(click(named('link', 'Hotels'))),
  'jq-suv': steps(
    click(named('link', 'Car rental')),
    // The Car class menu button has no name: the one combobox in the Car rental panel.
    click({ role: 'combobox', within: { role: 'tabpanel', name: 'Car rental' } }),
    click(named('option', 'SUV')),
  ),
  'jq-travellers': steps(type(named('spinbutton', 'Travellers'), '3')),
  'jq-to': steps(type(named('textbox', 'To'), 'Lisbon')),
  'jq-documents': steps(click(named('tab', 'Travel documents'))),
  'jq-book': steps(click(named('button', 'Search flights')), click(named('button', 'Book now'))),
  'jq-hotel-stay': steps(
    click(named('link', 'Hotels')),
    type(named('spinbutton', 'Nights'), '5'),
    click(named('radio', 'Suite')),
  ),
  // The datepicker opens on December 2026; its days are links named by their number.
  'jq-depart': steps(click(named('textbox', 'Departure date')), click(named('link', '18'))),
  'jq-loyalty': steps(click(named('menuitem', 'Loyalty points (unavailable)'))),
};

const FLATPICKR: Record<string, Plan> = {
  'fp-date': steps(click(named('textbox', 'Date')), click(named('generic', 'December 9, 2026'))),
  'fp-start': steps(
    click(named('textbox', 'Start time')),
    type(named('spinbutton', 'Hour'), '10'),
    type(named('spinbutton', 'Minute'), '30'),
    { do: 'press', key: 'Enter' },
  ),
  'fp-cascade': steps(select('combobox', 'Room', 'Cascade (12 seats)')),
  'fp-book': steps(
    select('combobox', 'Room', 'Borealis (4 seats)'),
    type(named('textbox', 'Meeting title'), 'Design sync'),
    click(named('button', 'Book room')),
  ),
  'fp-away': steps(
    click(named('textbox', 'Out of office (date range)')),
    click(named('generic', 'December 21, 2026')),
    click(named('generic', 'December 24, 2026')),
  ),
  // The disabled day is shown like the others (only without cursor=pointer): an agent clicks it.
  'fp-saturday': steps(click(named('textbox', 'Date')), click(named('generic', 'December 5, 2026'))),
};

const CHOICES: Record<string, Plan> = {
  // The named select has no ref; the combobox wrapped around it has.
  'ch-assignee': steps(
    click({ role: 'combobox', holding: { role: 'combobox', name: 'Assignee' } }),
    click(named('option', 'Diego Ramírez')),
  ),
  'ch-urgent': steps(click(named('listbox', 'Priority')), click(named('treeitem', 'Urgent'))),
  'ch-refund': steps(click(named('searchbox', 'Add labels')), click(named('option', 'Refund request'))),
  'ch-no-bug': steps(click(named('button', 'Remove item: Bug'))),
  'ch-subject': steps(type(named('textbox', 'Subject'), 'Cannot log in after password reset')),
  'ch-cc': steps(type(named('searchbox', 'Type an address and press Enter'), 'ops@acme.test', true)),
  'ch-team': steps(click({ role: 'combobox', holding: { role: 'combobox', name: 'Team' } })),
};

const AG_GRID: Record<string, Plan> = {
  // Ascending first, descending on the second click, as grids cycle.
  'ag-amount-desc': steps(click(named('columnheader', 'Amount')), click(named('columnheader', 'Amount'))),
  'ag-sort-customer': steps(click(named('columnheader', 'Customer'))),
  'ag-search': steps(type(named('searchbox', 'Search invoices'), 'Contoso')),
  'ag-select': steps(click({ role: 'checkbox', ...row('INV-0003') })),
  'ag-next-page': steps(click(named('button', 'Next Page'))),
  'ag-paid': steps(
    { do: 'click', double: true, target: named('gridcell', 'Sent', row('INV-0004')) },
    click({ role: 'combobox', ...row('INV-0004') }),
    click(named('option', 'Paid')),
  ),
  'ag-customer': steps(
    { do: 'click', double: true, target: named('gridcell', 'Contoso Ltd', row('INV-0006')) },
    type({ role: 'textbox', ...row('INV-0006') }, 'Contoso Europe', true),
  ),
  'ag-page-size': steps(click(named('combobox', 'Page Size')), click(named('option', '20'))),
  'ag-delete': steps(click(named('button', 'Delete', row('INV-0002')))),
};

const QUILL: Record<string, Plan> = {
  // The editor is shown as a generic named Notes.
  'ql-write': steps(type(named('generic', 'Notes'), 'Fixed the login timeout.')),
  'ql-version': steps(type(named('textbox', 'Version'), '4.2.1')),
  'ql-publish': steps(type(named('generic', 'Notes'), 'Faster search.'), click(named('button', 'Publish'))),
  'ql-heading': steps(
    type(named('generic', 'Notes'), 'Highlights'),
    click(named('button', 'Normal', { nth: 0 })),
    click(named('button', 'Heading 1')),
  ),
  'ql-font': steps(click(named('button', 'Font'))),
};

const SWEETALERT2: Record<string, Plan> = {
  'sw-delete': steps(
    click(named('button', 'Delete', row('INV-2043'))),
    click(named('button', 'Delete invoice')),
  ),
  'sw-rename': steps(
    click(named('button', 'Rename', row('INV-2042'))),
    type(named('textbox', 'Customer on INV-2042'), 'Contoso Europe'),
    click(named('button', 'Save')),
  ),
  'sw-export': steps(
    click(named('button', 'Export…')),
    { do: 'select', target: { role: 'combobox', within: { role: 'dialog' } }, values: ['PDF document'] },
    click(named('button', 'Export')),
  ),
  'sw-new': steps(click(named('button', 'New invoice'))),
  // Told to delete it, an agent confirms the page's own "Delete INV-2044?" question as it confirms any other.
  'sw-delete-unconfirmed': steps(
    click(named('button', 'Delete', row('INV-2044'))),
    click(named('button', 'Delete invoice')),
  ),
  'sw-missing': steps(click(named('button', 'Delete', row('INV-2050')))),
};

// Grid.js renames a header's sort button as its order changes; the header's title text stays.
const ordersHeader = showing('generic', 'Orders', { within: { role: 'columnheader' } });

const GRIDJS: Record<string, Plan> = {
  'gj-search': steps(type(named('searchbox', 'Type a keyword...'), 'Fabrikam')),
  'gj-sort-orders': steps(click(ordersHeader)),
  'gj-most-orders': steps(click(ordersHeader), click(ordersHeader)),
  'gj-next': steps(click(named('button', 'Next'))),
  'gj-page-3': steps(click(named('button', 'Page 3'))),
  'gj-export': steps(click(named('button', 'Export'))),
};

const SLIM_SELECT: Record<string, Plan> = {
  'ss-niger': steps(click(named('combobox', 'Country')), click(named('option', 'Niger'))),
  'ss-uk': steps(click(named('combobox', 'Country')), click(named('option', 'United Kingdom'))),
  'ss-friday': steps(click(named('combobox', 'Delivery days')), click(named('option', 'Friday'))),
  'ss-express': steps(click(named('combobox', 'Shipping speed')), click(named('option', 'Express (2 days)'))),
  'ss-address': steps(
    type(named('textbox', 'Full name'), 'Grace Hopper'),
    type(named('textbox', 'Street address'), '1 Navy Way'),
  ),
  'ss-no-wednesday': steps(click(named('button', 'Remove Wednesday'))),
  'ss-state': steps(click(named('combobox', 'State'))),
};

const MDUI: Record<string, Plan> = {
  // The tabs, switches and menu items are shown as generic text; the text carries the ref.
  'md-sharing': steps(click(showing('generic', 'Sharing'))),
  'md-original': steps(
    click(showing('textbox', 'Storage saver')),
    click(showing('generic', 'Original quality')),
  ),
  'md-cellular': steps(click(showing('generic', 'Use mobile data for backup'))),
  'md-backup-off': steps(click(showing('generic', 'Back up photos'))),
  // The slider is named by its value; it sits in the group named for the limit.
  'md-limit': steps({
    do: 'slide',
    target: { role: 'slider', within: { role: 'generic', name: 'Daily mobile data limit (MB)' } },
    to: 200,
  }),
  'md-partner': steps(
    click(showing('generic', 'Sharing')),
    type({ role: 'textbox', beside: 'Partner account' }, 'sam@example.com'),
  ),
  'md-share-all': steps(click(showing('generic', 'Sharing')), click(showing('generic', 'All photos'))),
  'md-save': steps(click(named('button', 'Save changes'))),
  'md-free-up': steps(click(showing('generic', 'Storage')), click(named('button', 'Free up space'))),
  // Listed under More actions as "Export library (coming soon)", without a ref.
  'md-export': steps(click(showing('generic', 'Export library (coming soon)'))),
};

/** The widget libraries' plans, by task id. */
export const WIDGET_PLANS: Readonly<Record<string, Plan>> = {
  ...BOOTSTRAP,
  ...JQUERY_UI,
  ...FLATPICKR,
  ...CHOICES,
  ...AG_GRID,
  ...QUILL,
  ...SWEETALERT2,
  ...GRIDJS,
  ...SLIM_SELECT,
  ...MDUI,
};
