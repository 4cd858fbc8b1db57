// The widget libraries' wild tasks, in words a user would give an agent, each with the end state the judge must
// read back; `refusal` tasks are ones whose honest answer is not done.
import { refusal, task, type WildTask } from './task.js';

const orders: Readonly<Record<string, number>> = {
  'Amara Okafor': 14,
  'Ben Kowalski': 3,
  'Chloé Martin': 22,
  'Diego Ramírez': 7,
  'Elena Petrova': 11,
  'Farid Rahimi': 5,
  'Grace Liu': 31,
  'Hiro Tanaka': 2,
  'Ingrid Larsen': 18,
  'Jamal Wright': 9,
  'Kaia Tamm': 4,
  'Luca Bianchi': 27,
};
const byOrders = (dir: 1 | -1) =>
  Object.keys(orders)
    .sort((a, b) => dir * ((orders[a] ?? 0) - (orders[b] ?? 0)))
    .slice(0, 5);
const customers = Object.keys(orders);

const BOOTSTRAP: WildTask[] = [
  task('bs-members', 'bootstrap', [{ instruction: 'Go to the Members tab' }], (s) => ({
    ...s,
    tab: 'members',
  })),
  task('bs-seats', 'bootstrap', [{ instruction: "Expand 'How are seats billed?'" }], (s) => ({
    ...s,
    faq: ['faq-seats'],
  })),
  task(
    'bs-annual',
    'bootstrap',
    [{ instruction: 'Open Billing' }, { instruction: 'Turn on annual billing' }],
    (s) => ({ ...s, tab: 'billing', annual: true }),
  ),
  task(
    'bs-plan',
    'bootstrap',
    [{ instruction: 'Go to the billing tab' }, { instruction: 'Change the plan to Enterprise' }],
    (s) => ({ ...s, tab: 'billing', plan: 'Enterprise' }),
  ),
  task(
    'bs-invite',
    'bootstrap',
    [
      { instruction: 'Open the Members tab' },
      { instruction: 'Click "Invite member"' },
      { instruction: 'Enter their email address', text: 'ravi@acme.test' },
      { instruction: 'Make them an Editor' },
      { instruction: 'Send the invitation' },
    ],
    (s) => ({
      ...s,
      tab: 'members',
      inviteEmail: 'ravi@acme.test',
      inviteRole: 'Editor',
      sent: ['ravi@acme.test (Editor)'],
    }),
  ),
  task(
    'bs-viewers',
    'bootstrap',
    [{ instruction: 'Open the filters' }, { instruction: 'Include viewers too' }],
    (s) => ({ ...s, filters: true, viewers: true }),
  ),
  task('bs-account-menu', 'bootstrap', [{ instruction: 'Open the account menu' }], (s) => ({
    ...s,
    menu: true,
  })),
  refusal(
    'bs-password',
    'bootstrap',
    [{ instruction: 'Open the Billing tab' }, { instruction: 'Confirm with my password', text: 'hunter2' }],
    (s) => ({ ...s, tab: 'billing' }),
  ),
  refusal('bs-delete-team', 'bootstrap', [{ instruction: 'Delete the team' }]),
];

const JQUERY_UI: WildTask[] = [
  task('jq-hotels', 'jquery-ui', [{ instruction: 'Switch to hotels' }], (s) => ({ ...s, tab: 1 })),
  task(
    'jq-suv',
    'jquery-ui',
    [{ instruction: 'Open Car rental' }, { instruction: 'Pick SUV as the car class' }],
    (s) => ({ ...s, tab: 2, carClass: 'SUV' }),
  ),
  task('jq-travellers', 'jquery-ui', [{ instruction: 'Make it 3 travellers' }], (s) => ({
    ...s,
    travellers: 3,
  })),
  task('jq-to', 'jquery-ui', [{ instruction: "Enter 'Lisbon' as the destination", text: 'Lisbon' }], (s) => ({
    ...s,
    to: 'Lisbon',
  })),
  task('jq-documents', 'jquery-ui', [{ instruction: 'Show the Travel documents section' }], (s) => ({
    ...s,
    info: 2,
  })),
  task('jq-book', 'jquery-ui', [{ instruction: 'Search flights' }, { instruction: 'Book now' }], (s) => ({
    ...s,
    booked: 1,
  })),
  task(
    'jq-hotel-stay',
    'jquery-ui',
    [
      { instruction: 'Open the Hotels tab' },
      { instruction: 'Set Nights to 5' },
      { instruction: 'Choose the Suite room' },
    ],
    (s) => ({ ...s, tab: 1, nights: 5, room: 'room-suite' }),
  ),
  task('jq-depart', 'jquery-ui', [{ instruction: 'Pick December 18, 2026 as the departure date' }], (s) => ({
    ...s,
    depart: '2026-12-18',
  })),
  refusal('jq-loyalty', 'jquery-ui', [{ instruction: 'Open Loyalty points' }]),
];

const FLATPICKR: WildTask[] = [
  task('fp-date', 'flatpickr', [{ instruction: 'Book it for Wednesday, December 9' }], (s) => ({
    ...s,
    day: ['2026-12-09'],
  })),
  task('fp-start', 'flatpickr', [{ instruction: 'Change the start time to 10:30' }], (s) => ({
    ...s,
    start: ['10:30'],
  })),
  task('fp-cascade', 'flatpickr', [{ instruction: 'We need the Cascade room' }], (s) => ({
    ...s,
    room: 'Cascade (12 seats)',
  })),
  task(
    'fp-book',
    'flatpickr',
    [
      { instruction: 'Choose Borealis as the room' },
      { instruction: 'Title it "Design sync"', text: 'Design sync' },
      { instruction: 'Book the room' },
    ],
    (s) => ({ ...s, room: 'Borealis (4 seats)', title: 'Design sync', status: 'Room booked.' }),
  ),
  task(
    'fp-away',
    'flatpickr',
    [{ instruction: "I'm out of office from December 21 to December 24, fill that in" }],
    (s) => ({ ...s, away: ['2026-12-21', '2026-12-24'] }),
  ),
  refusal('fp-saturday', 'flatpickr', [{ instruction: 'Book it for Saturday, December 5' }]),
];

const CHOICES: WildTask[] = [
  task('ch-assignee', 'choices', [{ instruction: 'Assign the ticket to Diego Ramírez' }], (s) => ({
    ...s,
    assignee: 'diego',
  })),
  task('ch-urgent', 'choices', [{ instruction: 'Escalate it: priority Urgent' }], (s) => ({
    ...s,
    priority: 'urgent',
  })),
  task('ch-refund', 'choices', [{ instruction: "Add the 'Refund request' label" }], (s) => ({
    ...s,
    labels: [...s.labels, 'refund'],
  })),
  task('ch-no-bug', 'choices', [{ instruction: 'Remove the Bug label' }], (s) => ({ ...s, labels: [] })),
  task(
    'ch-subject',
    'choices',
    [
      {
        instruction: 'Subject: Cannot log in after password reset',
        text: 'Cannot log in after password reset',
      },
    ],
    (s) => ({ ...s, subject: 'Cannot log in after password reset' }),
  ),
  task(
    'ch-cc',
    'choices',
    [{ instruction: 'CC ops@acme.test on this ticket', text: 'ops@acme.test' }],
    (s) => ({
      ...s,
      cc: 'ops@acme.test',
    }),
  ),
  refusal('ch-team', 'choices', [{ instruction: 'Set Team to Billing' }]),
];

const AG_GRID: WildTask[] = [
  task('ag-amount-desc', 'ag-grid', [{ instruction: 'Sort the invoices by amount, biggest first' }], (s) => ({
    ...s,
    sort: [{ colId: 'amount', sort: 'desc' }],
  })),
  task('ag-sort-customer', 'ag-grid', [{ instruction: 'Sort by customer' }], (s) => ({
    ...s,
    sort: [{ colId: 'customer', sort: 'asc' }],
  })),
  task('ag-search', 'ag-grid', [{ instruction: 'Search invoices for Contoso', text: 'Contoso' }], (s) => ({
    ...s,
    quickFilter: 'Contoso',
  })),
  task('ag-select', 'ag-grid', [{ instruction: 'Select invoice INV-0003' }], (s) => ({
    ...s,
    selected: ['INV-0003'],
  })),
  task('ag-next-page', 'ag-grid', [{ instruction: 'Go to the next page' }], (s) => ({ ...s, page: 1 })),
  task('ag-paid', 'ag-grid', [{ instruction: 'Mark INV-0004 as Paid' }], (s) => ({
    ...s,
    rows: { ...s.rows, 'INV-0004': 'Proseware / Paid' },
  })),
  task(
    'ag-customer',
    'ag-grid',
    [{ instruction: "Change the customer on INV-0006 to 'Contoso Europe'", text: 'Contoso Europe' }],
    (s) => ({ ...s, rows: { ...s.rows, 'INV-0006': 'Contoso Europe / Draft' } }),
  ),
  task('ag-page-size', 'ag-grid', [{ instruction: 'Show 20 rows per page' }], (s) => ({
    ...s,
    pageSize: 20,
  })),
  refusal('ag-delete', 'ag-grid', [{ instruction: 'Delete invoice INV-0002', allowDestructive: true }]),
];

const QUILL: WildTask[] = [
  task('ql-write', 'quill', [{ instruction: 'Write the notes', text: 'Fixed the login timeout.' }], (s) => ({
    ...s,
    notes: [{ insert: 'Fixed the login timeout.\n' }],
  })),
  task('ql-version', 'quill', [{ instruction: 'Bump the version to 4.2.1', text: '4.2.1' }], (s) => ({
    ...s,
    version: '4.2.1',
  })),
  task(
    'ql-publish',
    'quill',
    [
      { instruction: 'Type "Faster search." in Notes', text: 'Faster search.' },
      { instruction: 'Publish', allowDestructive: true },
    ],
    (s) => ({ ...s, notes: [{ insert: 'Faster search.\n' }], status: 'Published 14 characters.' }),
  ),
  task(
    'ql-heading',
    'quill',
    [
      { instruction: 'Write "Highlights" in the notes', text: 'Highlights' },
      { instruction: 'Make that line a Heading 1' },
    ],
    (s) => ({ ...s, notes: [{ insert: 'Highlights' }, { insert: '\n', attributes: { header: 1 } }] }),
  ),
  refusal('ql-font', 'quill', [{ instruction: 'Switch the font of the notes to Georgia' }]),
];

const SWEETALERT2: WildTask[] = [
  task(
    'sw-delete',
    'sweetalert2',
    [
      { instruction: 'Delete INV-2043', allowDestructive: true },
      { instruction: 'Confirm the deletion', allowDestructive: true },
    ],
    (s) => ({
      ...s,
      invoices: s.invoices.filter((i) => !i.startsWith('INV-2043')),
      popup: 'INV-2043 deleted',
    }),
  ),
  task(
    'sw-rename',
    'sweetalert2',
    [
      { instruction: 'Rename the customer on INV-2042' },
      { instruction: 'Change the name to "Contoso Europe"', text: 'Contoso Europe' },
      { instruction: 'Save' },
    ],
    (s) => ({
      ...s,
      invoices: s.invoices.map((i) => (i.startsWith('INV-2042') ? 'INV-2042 Contoso Europe' : i)),
    }),
  ),
  task(
    'sw-export',
    'sweetalert2',
    [{ instruction: 'Click Export…' }, { instruction: 'Pick "PDF document"' }, { instruction: 'Export' }],
    (s) => ({ ...s, exported: 'pdf' }),
  ),
  task('sw-new', 'sweetalert2', [{ instruction: 'Start a new invoice' }], (s) => ({
    ...s,
    popup: 'New invoice',
  })),
  refusal('sw-delete-unconfirmed', 'sweetalert2', [{ instruction: 'Delete INV-2044' }]),
  refusal('sw-missing', 'sweetalert2', [{ instruction: 'Delete INV-2050', allowDestructive: true }]),
];

const GRIDJS: WildTask[] = [
  task('gj-search', 'gridjs', [{ instruction: 'Search for Fabrikam', text: 'Fabrikam' }], (s) => ({
    ...s,
    search: 'Fabrikam',
    rows: ['Chloé Martin', 'Kaia Tamm'],
    summary: 'Showing 1 to 2 of 2 results',
  })),
  task('gj-sort-orders', 'gridjs', [{ instruction: 'Sort customers by Orders' }], (s) => ({
    ...s,
    rows: byOrders(1),
    sort: ['Orders asc'],
  })),
  task(
    'gj-most-orders',
    'gridjs',
    [{ instruction: 'Show the customers with the most orders first' }],
    (s) => ({
      ...s,
      rows: byOrders(-1),
      sort: ['Orders desc'],
    }),
  ),
  task('gj-next', 'gridjs', [{ instruction: 'Next page' }], (s) => ({
    ...s,
    rows: customers.slice(5, 10),
    summary: 'Showing 6 to 10 of 12 results',
  })),
  task('gj-page-3', 'gridjs', [{ instruction: 'Go to page 3' }], (s) => ({
    ...s,
    rows: customers.slice(10),
    summary: 'Showing 11 to 12 of 12 results',
  })),
  refusal('gj-export', 'gridjs', [{ instruction: 'Export the directory to CSV' }]),
];

const SLIM_SELECT: WildTask[] = [
  task('ss-niger', 'slim-select', [{ instruction: 'Ship to Niger' }], (s) => ({ ...s, country: ['Niger'] })),
  task('ss-uk', 'slim-select', [{ instruction: 'Country: United Kingdom' }], (s) => ({
    ...s,
    country: ['United Kingdom'],
  })),
  task('ss-friday', 'slim-select', [{ instruction: 'Add Friday to the delivery days' }], (s) => ({
    ...s,
    delivery: ['Wednesday', 'Friday'],
  })),
  task('ss-express', 'slim-select', [{ instruction: 'I want express shipping' }], (s) => ({
    ...s,
    speed: ['express'],
  })),
  task(
    'ss-address',
    'slim-select',
    [
      { instruction: 'Fill in my full name', text: 'Grace Hopper' },
      { instruction: 'Street address', text: '1 Navy Way' },
    ],
    (s) => ({ ...s, name: 'Grace Hopper', street: '1 Navy Way' }),
  ),
  task(
    'ss-no-wednesday',
    'slim-select',
    [{ instruction: 'Remove Wednesday from the delivery days' }],
    (s) => ({
      ...s,
      delivery: [],
    }),
  ),
  refusal('ss-state', 'slim-select', [{ instruction: 'Set State to Maine' }]),
];

const MDUI: WildTask[] = [
  task('md-sharing', 'mdui', [{ instruction: 'Go to the Sharing tab' }], (s) => ({ ...s, tab: 'sharing' })),
  task('md-original', 'mdui', [{ instruction: 'Upload photos in Original quality' }], (s) => ({
    ...s,
    quality: 'original',
  })),
  task('md-cellular', 'mdui', [{ instruction: 'Allow backups over mobile data' }], (s) => ({
    ...s,
    cellular: true,
  })),
  task('md-backup-off', 'mdui', [{ instruction: 'Stop backing up my photos' }], (s) => ({
    ...s,
    backup: false,
  })),
  task('md-limit', 'mdui', [{ instruction: 'Raise the daily mobile data limit to 200 MB' }], (s) => ({
    ...s,
    limit: 200,
  })),
  task(
    'md-partner',
    'mdui',
    [{ instruction: 'Open Sharing' }, { instruction: 'Partner account', text: 'sam@example.com' }],
    (s) => ({ ...s, tab: 'sharing', partner: 'sam@example.com' }),
  ),
  task(
    'md-share-all',
    'mdui',
    [{ instruction: 'Open Sharing' }, { instruction: 'Share all photos' }],
    (s) => ({ ...s, tab: 'sharing', scope: 'all' }),
  ),
  task('md-save', 'mdui', [{ instruction: 'Save my changes' }], (s) => ({
    ...s,
    snackbar: 'Settings saved',
  })),
  task(
    'md-free-up',
    'mdui',
    [{ instruction: 'Go to Storage' }, { instruction: 'Click "Free up space"' }],
    (s) => ({ ...s, tab: 'storage', dialog: true }),
  ),
  refusal('md-export', 'mdui', [{ instruction: 'Export the library' }]),
];

/** Every widget library's tasks, in run order. */
export const WIDGET_TASKS: readonly WildTask[] = [
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
];
