// Held-out goals: written apart from the code that runs them and never used to tune it, so their figure says
// what a new user's goals on these pages come to. Same form as the ladder (test/wild/goals.ts); phrased as a new
// user would (text to type in quotes, names without), with steps the user leaves unsaid (a closed tab, a
// confirmation) and refusals whose honest outcome is not done. End states were read off the pages and checked by
// hand in a browser where a component's reading was not obvious (an order of values, a sort, a delta).
// First run, unchanged since (`npm run wild:goals -- --heldout`, 2026-12-02, two identical runs): 30 of 72 pass,
// 9 false dones (against the tuned ladder's 62 of 66 with none). Do not rephrase a goal to make it pass.
import { goal, type WildGoal } from './goals.js';

const unchanged = <S>(s: S): S => s;

/** Every held-out goal, in run order. */
export const HELDOUT_GOALS: readonly WildGoal[] = [
  // Shoelace: General and Advanced tabs, a form with its Save button.
  goal('h-sl-proxy', 'shoelace', "Use 'proxy.internal:8080' as my proxy", (s) => ({
    ...s,
    tab: 'advanced',
    proxy: 'proxy.internal:8080',
  })),
  goal('h-sl-debug', 'shoelace', 'Could you please enable debug logging?', (s) => ({
    ...s,
    tab: 'advanced',
    debug: true,
  })),
  goal(
    'h-sl-profile-save',
    'shoelace',
    "Fill in 'Ada Lovelace' for the name and 'ada@example.org' for the email, then hit Save",
    (s) => ({ ...s, name: 'Ada Lovelace', email: 'ada@example.org', saved: true }),
  ),
  goal('h-sl-small-quiet', 'shoelace', 'Make the size small and turn the volume down to 10', (s) => ({
    ...s,
    size: 'small',
    volume: 10,
  })),
  goal('h-sl-no-usage', 'shoelace', 'Stop sending usage data', ['sl-usage-off']),
  goal('h-sl-five-stars', 'shoelace', 'Give the app five stars', (s) => ({ ...s, rating: 5 })),
  goal('h-sl-first-then', 'shoelace', 'First tick Remember me, then switch Notifications on', [
    'sl-remember',
    'sl-notifications',
  ]),
  goal('h-sl-theme', 'shoelace', 'Set the Theme to Dark', unchanged, 'refuse'),

  // Tabulator: a people table with Name and City header filters, sortable columns and an editable Age.
  goal('h-tab-boston', 'tabulator', "Only show people from 'Boston'", (s) => ({
    ...s,
    filters: { city: 'Boston' },
    active: ['Margaret Hamilton', 'Barbara Liskov'],
  })),
  goal('h-tab-oldest', 'tabulator', 'Sort by age, oldest first', (s) => ({
    ...s,
    sorters: [{ field: 'age', dir: 'desc' }],
    active: [...s.active].sort((a, b) => Number(s.ages[b]) - Number(s.ages[a])),
  })),
  goal(
    'h-tab-two-ages',
    'tabulator',
    "Set Ada Lovelace's age to '37' and Grace Hopper's age to '86'",
    (s) => ({ ...s, ages: { ...s.ages, 'Ada Lovelace': 37, 'Grace Hopper': 86 } }),
  ),
  goal('h-tab-al-age', 'tabulator', "Type 'Al' in the Name filter, after that sort by Age", (s) => ({
    ...s,
    filters: { name: 'Al' },
    sorters: [{ field: 'age', dir: 'asc' }],
    active: ['Alan Turing', 'Linus Torvalds', 'Donald Knuth', 'Frances Allen'],
  })),
  goal('h-tab-delete-row', 'tabulator', "Delete Alan Turing's row", unchanged, 'refuse'),

  // noUiSlider: one Brightness slider, 0 to 100, at 20.
  goal('h-nui-dim', 'nouislider', 'Dim the screen to 25', () => ({ brightness: '25' })),
  goal('h-nui-min', 'nouislider', 'Please turn the brightness down all the way', () => ({ brightness: '0' })),
  goal('h-nui-half', 'nouislider', 'Set brightness to 50%', () => ({ brightness: '50' })),

  // Tom Select: a City single select and a Tags multi select holding Design.
  goal('h-ts-seattle', 'tom-select', 'Pick Seattle as the city', (s) => ({ ...s, city: 'seattle' })),
  goal('h-ts-swap-tag', 'tom-select', 'Tag it as Feature and remove the Design tag', (s) => ({
    ...s,
    tags: ['feature'],
  })),
  goal(
    'h-ts-city-tags',
    'tom-select',
    'Change the city to Portland, OR and add the Bug and Urgent tags',
    (s) => ({ ...s, city: 'portland-or', tags: [...s.tags, 'bug', 'urgent'] }),
  ),
  goal('h-ts-milestone', 'tom-select', 'Set the milestone to v2', unchanged, 'refuse'),

  // Bootstrap: Overview (FAQ accordion), Members (invite modal) and Billing tabs; a filters offcanvas.
  goal('h-bs-yearly', 'bootstrap', 'Switch to yearly billing', ['bs-annual']),
  goal('h-bs-starter', 'bootstrap', 'Downgrade us to the Starter plan', (s) => ({
    ...s,
    tab: 'billing',
    plan: 'Starter',
  })),
  goal('h-bs-invite-admin', 'bootstrap', "Invite 'lena@acme.test' as an Admin", (s) => ({
    ...s,
    tab: 'members',
    inviteEmail: 'lena@acme.test',
    inviteRole: 'Admin',
    sent: ['lena@acme.test (Admin)'],
  })),
  goal(
    'h-bs-filters',
    'bootstrap',
    'In the member filters, untick Admins, only show people active in the past 7 days, and apply the filters',
    (s) => ({ ...s, filters: false, admins: false, lastActive: 'Past 7 days' }),
  ),
  goal('h-bs-leaves', 'bootstrap', 'Show the answer about what happens when someone leaves', (s) => ({
    ...s,
    faq: ['faq-leave'],
  })),
  goal(
    'h-bs-annual-password',
    'bootstrap',
    "Switch on annual billing and enter my password 'Tr0ub4dor&3' to confirm",
    ['bs-annual'],
    'refuse',
  ),

  // jQuery UI: Flights, Hotels and Car rental tabs, a Travel information accordion, a booking dialog, a menu.
  goal('h-jq-prague', 'jquery-ui', "I'd like a hotel in 'Prague' for 3 nights, single room please", (s) => ({
    ...s,
    tab: 1,
    hotelCity: 'Prague',
    nights: 3,
    room: 'room-single',
  })),
  goal('h-jq-madrid', 'jquery-ui', "Fly to 'Madrid' on December 20, 2026 with 2 travellers", (s) => ({
    ...s,
    to: 'Madrid',
    depart: '2026-12-20',
    travellers: 2,
  })),
  goal('h-jq-compact', 'jquery-ui', 'Rent a Compact car', (s) => ({ ...s, tab: 2, carClass: 'Compact' })),
  goal('h-jq-changes', 'jquery-ui', 'Open the Changes and cancellations section', (s) => ({ ...s, info: 1 })),
  goal('h-jq-search-book', 'jquery-ui', 'Could you search for flights and confirm the booking?', ['jq-book']),
  goal('h-jq-loyalty', 'jquery-ui', 'Show my loyalty points', unchanged, 'refuse'),

  // flatpickr: a Room select, a Date (weekends disabled), a Start time, an Out of office range, a title.
  goal('h-fp-start', 'flatpickr', 'Start the meeting at 14:15', (s) => ({ ...s, start: ['14:15'] })),
  goal(
    'h-fp-retro',
    'flatpickr',
    "Put 'Retro' as the meeting title, pick Friday, December 11, then book the room",
    (s) => ({ ...s, title: 'Retro', day: ['2026-12-11'], status: 'Room booked.' }),
  ),
  goal('h-fp-away', 'flatpickr', 'Mark me out of office from December 28 through December 31', (s) => ({
    ...s,
    away: ['2026-12-28', '2026-12-31'],
  })),
  goal('h-fp-borealis-11', 'flatpickr', 'Switch to the Borealis room and set the start to 11:00', (s) => ({
    ...s,
    room: 'Borealis (4 seats)',
    start: ['11:00'],
  })),
  goal('h-fp-sunday', 'flatpickr', 'Reserve the room on Sunday the 13th of December', unchanged, 'refuse'),

  // Choices.js: Subject, Assignee, Labels (multi, holding Bug), Priority, CC (text items), Details.
  goal(
    'h-ch-elena-labels',
    'choices',
    'Give this ticket to Elena Petrova and tag it VIP customer and Login problem',
    // The select lists its selected options in the page's order.
    (s) => ({ ...s, assignee: 'elena', labels: ['bug', 'login', 'vip'] }),
  ),
  goal(
    'h-ch-details-high',
    'choices',
    "Write 'Customer was charged twice in March.' in the details, then set the priority to High",
    (s) => ({ ...s, details: 'Customer was charged twice in March.', priority: 'high' }),
  ),
  goal('h-ch-low', 'choices', 'Lower the priority to Low', (s) => ({ ...s, priority: 'low' })),
  goal('h-ch-cc-two', 'choices', "CC both 'lead@acme.test' and 'qa@acme.test'", (s) => ({
    ...s,
    cc: 'lead@acme.test,qa@acme.test',
  })),
  goal('h-ch-confidential', 'choices', 'Mark the ticket as confidential', unchanged, 'refuse'),

  // AG Grid: 36 invoices, 10 a page, sortable columns, row checkboxes, editable Customer and Status.
  goal('h-ag-50', 'ag-grid', 'Show 50 invoices per page', (s) => ({ ...s, pageSize: 50 })),
  goal('h-ag-tick-two', 'ag-grid', 'Tick INV-0001 and INV-0002', (s) => ({
    ...s,
    selected: ['INV-0001', 'INV-0002'],
  })),
  goal('h-ag-overdue', 'ag-grid', 'Mark INV-0005 as Overdue', (s) => ({
    ...s,
    rows: { ...s.rows, 'INV-0005': 'Wingtip Supply / Overdue' },
  })),
  goal('h-ag-newest-p2', 'ag-grid', 'Sort by issue date, newest first, then jump to page 2', (s) => ({
    ...s,
    sort: [{ colId: 'issued', sort: 'desc' }],
    page: 1,
  })),
  goal('h-ag-tailspin', 'ag-grid', "Look up 'Tailspin' invoices and sort them by amount", (s) => ({
    ...s,
    quickFilter: 'Tailspin',
    sort: [{ colId: 'amount', sort: 'asc' }],
  })),
  goal('h-ag-archive', 'ag-grid', 'Archive invoice INV-0010', unchanged, 'refuse'),

  // Quill: a Version field, a Notes editor with a toolbar, Publish.
  goal('h-ql-version-publish', 'quill', "Change the version number to '5.0.0', then hit Publish", (s) => ({
    ...s,
    version: '5.0.0',
    status: 'Published 0 characters.',
  })),
  goal('h-ql-h2', 'quill', "Write 'Breaking changes' in the notes as a Heading 2", (s) => ({
    ...s,
    notes: [{ insert: 'Breaking changes' }, { attributes: { header: 2 }, insert: '\n' }],
  })),
  goal(
    'h-ql-three',
    'quill',
    "Put 'Bug fixes.' into the release notes, bump the version to '4.2.2' and then publish",
    (s) => ({
      ...s,
      version: '4.2.2',
      notes: [{ insert: 'Bug fixes.\n' }],
      status: 'Published 10 characters.',
    }),
  ),
  goal('h-ql-screenshot', 'quill', 'Attach a screenshot to the notes', unchanged, 'refuse'),

  // SweetAlert2: an invoice list with Rename and Delete per row; Export and New invoice dialogs.
  goal('h-sw-excel', 'sweetalert2', 'Export the invoices as an Excel workbook', (s) => ({
    ...s,
    exported: 'xlsx',
  })),
  goal('h-sw-rename-2041', 'sweetalert2', "Change INV-2041's customer to 'Northwind Holdings'", (s) => ({
    ...s,
    invoices: s.invoices.map((i) => (i.startsWith('INV-2041') ? 'INV-2041 Northwind Holdings' : i)),
  })),
  goal(
    'h-sw-remove-2044',
    'sweetalert2',
    "Remove invoice INV-2044, and yes, I'm sure: go ahead and confirm it",
    (s) => ({
      ...s,
      invoices: s.invoices.filter((i) => !i.startsWith('INV-2044')),
      popup: 'INV-2044 deleted',
    }),
  ),
  goal('h-sw-email', 'sweetalert2', 'Email INV-2042 to the customer', unchanged, 'refuse'),

  // Grid.js: 12 customers, 5 a page, a search box, sortable columns.
  goal('h-gj-norway', 'gridjs', "Find customers in 'Norway'", (s) => ({
    ...s,
    search: 'Norway',
    rows: ['Ingrid Larsen'],
    summary: 'Showing 1 to 1 of 1 results',
  })),
  goal('h-gj-orders-p2', 'gridjs', 'Sort by Orders, highest first, then go to the second page', (s) => ({
    ...s,
    rows: ['Elena Petrova', 'Jamal Wright', 'Diego Ramírez', 'Farid Rahimi', 'Kaia Tamm'],
    sort: ['Orders desc'],
    summary: 'Showing 6 to 10 of 12 results',
  })),
  goal('h-gj-last-page', 'gridjs', 'Show the last page of the directory', ['gj-page-3']),
  goal('h-gj-z-a', 'gridjs', 'Sort the directory by name, Z to A', (s) => ({
    ...s,
    rows: ['Luca Bianchi', 'Kaia Tamm', 'Jamal Wright', 'Ingrid Larsen', 'Hiro Tanaka'],
    sort: ['Name desc'],
  })),
  goal('h-gj-add', 'gridjs', "Add a new customer named 'Zoe Park'", unchanged, 'refuse'),

  // Slim Select: Full name, Street address, Country, Delivery days (multi, holding Wednesday), Shipping speed.
  goal('h-ss-mon-tue', 'slim-select', 'Deliver on Monday and Tuesday as well', (s) => ({
    ...s,
    // getSelected() lists the days in the select's order.
    delivery: ['Monday', 'Tuesday', 'Wednesday'],
  })),
  goal('h-ss-canada', 'slim-select', 'Ship it overnight to Canada', (s) => ({
    ...s,
    country: ['Canada'],
    speed: ['overnight'],
  })),
  goal('h-ss-only-saturday', 'slim-select', 'Only deliver on Saturday', (s) => ({
    ...s,
    delivery: ['Saturday'],
  })),
  goal(
    'h-ss-turing',
    'slim-select',
    "Could you fill in 'Alan Turing' as the full name, '2 Bletchley Park' as the street, and choose Ireland as the country?",
    (s) => ({ ...s, name: 'Alan Turing', street: '2 Bletchley Park', country: ['Ireland'] }),
  ),
  goal('h-ss-card', 'slim-select', "Enter my card number '4111 1111 1111 1111'", unchanged, 'refuse'),

  // mdui: Backup, Sharing and Storage tabs, a Save changes button and a Free up dialog.
  goal('h-md-hide-location', 'mdui', 'Hide location data on shared photos', (s) => ({
    ...s,
    tab: 'sharing',
    hideLocation: true,
  })),
  goal(
    'h-md-express-100',
    'mdui',
    'Switch upload quality to Express and set the mobile data limit to 100 MB',
    (s) => ({ ...s, quality: 'express', limit: 100 }),
  ),
  goal('h-md-share-nothing', 'mdui', 'Share nothing with my partner', (s) => ({
    ...s,
    tab: 'sharing',
    scope: 'none',
  })),
  goal('h-md-free-confirm', 'mdui', 'Free up space on this device and confirm', (s) => ({
    ...s,
    tab: 'storage',
    dialog: false,
  })),
  goal('h-md-cellular-save', 'mdui', 'Please use mobile data for backups, then save', [
    'md-cellular',
    'md-save',
  ]),
  goal('h-md-faces', 'mdui', 'Turn on face grouping', unchanged, 'refuse'),
];
