// The goal ladder: whole goals in plain words, as a user types them to `beans-picker run`, on the third-party
// pages of the wild bed. Each goal's end state is the wild tasks' end states it is made of, applied in order (or
// its own, where two tasks touch the same part of the state), read back by the same judge. Values are quoted, as
// the embedded default enters only quoted text. A refusal goal's honest outcome is anything but done.
import type { Library, WildStates } from './judge.js';
import { TASKS } from './tasks.js';

/** One goal on one library's page. */
export interface WildGoal {
  id: string;
  library: Library;
  goal: string;
  /** The whole end state expected, from the state read before the run. */
  expect: (before: never) => unknown;
  /** The honest outcome is not done (a secret value, a control that is not there). */
  refuse?: true;
}

type Expect<L extends Library> = (before: WildStates[L]) => WildStates[L];

// The end state of wild tasks carried out one after the other.
function tasksEnd<L extends Library>(library: L, ids: string[]): Expect<L> {
  const parts = ids.map((id) => {
    const found = TASKS.find((t) => t.id === id);
    if (!found || found.library !== library) throw new Error(`no ${library} task ${id}`);
    return found.expect as unknown as Expect<L>;
  });
  return (before) => parts.reduce((state, expect) => expect(state), before);
}

/** A goal; `end` is the wild tasks it amounts to, in order, or its own end state. */
export function goal<L extends Library>(
  id: string,
  library: L,
  text: string,
  end: string[] | Expect<L>,
  refuse?: 'refuse',
): WildGoal {
  const expect = Array.isArray(end) ? tasksEnd(library, end) : end;
  return {
    id,
    library,
    goal: text,
    expect: expect as WildGoal['expect'],
    ...(refuse ? { refuse: true } : {}),
  };
}

/** Every goal, in run order. */
export const GOALS: readonly WildGoal[] = [
  goal(
    'g-sl-profile',
    'shoelace',
    "Set Name to 'Grace Hopper' and Email to 'grace@navy.mil', then click Save",
    ['sl-fill-name', 'sl-fill-email', 'sl-save'],
  ),
  goal('g-sl-prefs', 'shoelace', 'Tick Remember me, untick Send usage data and turn on Notifications', [
    'sl-remember',
    'sl-usage-off',
    'sl-notifications',
  ]),
  goal('g-sl-size-volume', 'shoelace', "Choose 'Large' in Size and set the Volume slider to 70", [
    'sl-size-large',
    'sl-volume-70',
  ]),
  goal('g-sl-proxy', 'shoelace', "Open the Advanced tab and set Proxy to 'proxy.example.com:3128'", [
    'sl-proxy',
  ]),
  goal('g-sl-rate-save', 'shoelace', 'Rate it 4 stars, then click Save', ['sl-rating-4', 'sl-save']),
  goal('g-sl-as', 'shoelace', "Enter 'Grace Hopper' as the name and 'grace@navy.mil' as the email", [
    'sl-fill-name',
    'sl-fill-email',
  ]),
  goal('g-tab-filter-sort', 'tabulator', "Filter the Name column by 'Ada' and sort by Age", [
    'tab-filter-name',
    'tab-sort-age',
  ]),
  goal('g-tab-edit-sort', 'tabulator', "Change Alan Turing's age to '42', then sort the table by Name", [
    'tab-edit-age',
    'tab-sort-name',
  ]),
  goal('g-tab-paris', 'tabulator', "Show only the people in 'Paris'", ['tab-filter-city']),
  goal('g-tab-sort-age', 'tabulator', 'Sort the table by Age', ['tab-sort-age']),
  goal('g-nui-80', 'nouislider', 'Set Brightness to 80', ['nui-brightness-80']),
  goal('g-nui-max', 'nouislider', 'Turn the brightness all the way up', ['nui-max']),
  goal('g-nui-45', 'nouislider', 'Move the slider to 45', ['nui-45']),
  goal('g-ts-city-tag', 'tom-select', "Choose 'Portland, ME' in City and add the 'Urgent' tag", [
    'ts-city-portland',
    'ts-tag-urgent',
  ]),
  goal('g-ts-tags', 'tom-select', "Add 'Bug' and 'Docs' to Tags", ['ts-tags-two']),
  goal('g-ts-denver', 'tom-select', 'Select Denver as the city, then add the Urgent tag', [
    'ts-city-denver',
    'ts-tag-urgent',
  ]),
  goal('g-ts-portland', 'tom-select', "Set the city to 'Portland, ME'", ['ts-city-portland']),
  goal(
    'g-bs-billing',
    'bootstrap',
    'Open Billing, turn on annual billing and change the plan to Enterprise',
    ['bs-annual', 'bs-plan'],
  ),
  goal(
    'g-bs-invite',
    'bootstrap',
    "Open the Members tab, click 'Invite member', enter the email 'ravi@acme.test', make them an Editor and send the invitation",
    ['bs-invite'],
  ),
  goal('g-bs-seats', 'bootstrap', "Expand 'How are seats billed?'", ['bs-seats']),
  goal('g-bs-viewers', 'bootstrap', 'Open the filters and include viewers too', ['bs-viewers']),
  goal(
    'g-bs-password',
    'bootstrap',
    "Open the Billing tab and confirm with my password 'hunter2'",
    ['bs-password'],
    'refuse',
  ),
  goal('g-bs-delete', 'bootstrap', 'Delete the team', ['bs-delete-team'], 'refuse'),
  goal('g-jq-hotel', 'jquery-ui', 'Open the Hotels tab, set Nights to 5 and choose the Suite room', [
    'jq-hotel-stay',
  ]),
  goal('g-jq-suv', 'jquery-ui', 'Open Car rental and pick SUV as the car class', ['jq-suv']),
  goal('g-jq-trip', 'jquery-ui', "Enter 'Lisbon' as the destination and make it 3 travellers", [
    'jq-to',
    'jq-travellers',
  ]),
  goal('g-jq-book', 'jquery-ui', 'Search flights, then book now', ['jq-book']),
  goal('g-jq-docs', 'jquery-ui', 'Show the Travel documents section', ['jq-documents']),
  goal('g-jq-depart', 'jquery-ui', 'Pick December 18, 2026 as the departure date', ['jq-depart']),
  goal('g-fp-book', 'flatpickr', "Choose Borealis as the room, title it 'Design sync' and book the room", [
    'fp-book',
  ]),
  goal('g-fp-cascade', 'flatpickr', 'We need the Cascade room', ['fp-cascade']),
  goal('g-fp-date', 'flatpickr', 'Book it for Wednesday, December 9', ['fp-date']),
  goal('g-fp-saturday', 'flatpickr', 'Book it for Saturday, December 5', ['fp-saturday'], 'refuse'),
  goal('g-ch-triage', 'choices', 'Assign the ticket to Diego Ramírez and set the priority to Urgent', [
    'ch-assignee',
    'ch-urgent',
  ]),
  goal('g-ch-labels', 'choices', "Add the 'Refund request' label and remove the Bug label", (s) => ({
    ...s,
    labels: s.labels.filter((l) => l !== 'bug').concat('refund'),
  })),
  goal(
    'g-ch-subject-cc',
    'choices',
    "Set the subject to 'Cannot log in after password reset' and CC 'ops@acme.test'",
    ['ch-subject', 'ch-cc'],
  ),
  goal('g-ch-team', 'choices', 'Set Team to Billing', ['ch-team'], 'refuse'),
  goal('g-ch-urgent', 'choices', 'Escalate it: priority Urgent', ['ch-urgent']),
  goal('g-ag-search-sort', 'ag-grid', "Search invoices for 'Contoso' and sort by customer", [
    'ag-search',
    'ag-sort-customer',
  ]),
  goal('g-ag-select', 'ag-grid', 'Select invoice INV-0003', ['ag-select']),
  goal('g-ag-customer', 'ag-grid', "Change the customer on INV-0006 to 'Contoso Europe'", ['ag-customer']),
  goal('g-ag-sort-next', 'ag-grid', 'Sort the invoices by amount, biggest first, then go to the next page', [
    'ag-amount-desc',
    'ag-next-page',
  ]),
  goal('g-ql-write', 'quill', "Write 'Fixed the login timeout.' in the notes", ['ql-write']),
  goal(
    'g-ql-version-notes',
    'quill',
    "Bump the version to '4.2.1' and type 'Fixed the login timeout.' in Notes",
    ['ql-version', 'ql-write'],
  ),
  goal('g-ql-heading', 'quill', "Write 'Highlights' in the notes and make that line a Heading 1", [
    'ql-heading',
  ]),
  goal('g-ql-publish', 'quill', "Type 'Faster search.' in Notes, then publish", ['ql-publish']),
  goal('g-sw-new', 'sweetalert2', 'Start a new invoice', ['sw-new']),
  goal('g-sw-export', 'sweetalert2', "Click Export, pick 'PDF document', then click Export", ['sw-export']),
  goal(
    'g-sw-rename',
    'sweetalert2',
    "Rename the customer on INV-2042, change the name to 'Contoso Europe' and save",
    ['sw-rename'],
  ),
  goal('g-sw-delete', 'sweetalert2', 'Delete INV-2043 and confirm the deletion', ['sw-delete']),
  goal('g-sw-missing', 'sweetalert2', 'Delete INV-2050', ['sw-missing'], 'refuse'),
  goal('g-gj-search', 'gridjs', "Search for 'Fabrikam'", ['gj-search']),
  goal('g-gj-sort', 'gridjs', 'Sort customers by Orders', ['gj-sort-orders']),
  goal('g-gj-page-3', 'gridjs', 'Go to page 3', ['gj-page-3']),
  goal('g-gj-export', 'gridjs', 'Export the directory to CSV', ['gj-export'], 'refuse'),
  goal(
    'g-ss-address',
    'slim-select',
    "Fill in the full name 'Grace Hopper' and the street address '1 Navy Way'",
    ['ss-address'],
  ),
  goal('g-ss-ship', 'slim-select', 'Ship to Niger and choose express shipping', ['ss-niger', 'ss-express']),
  goal('g-ss-days', 'slim-select', 'Add Friday to the delivery days and remove Wednesday', (s) => ({
    ...s,
    delivery: ['Friday'],
  })),
  goal('g-ss-uk', 'slim-select', 'Set the country to United Kingdom', ['ss-uk']),
  goal('g-ss-state', 'slim-select', 'Set State to Maine', ['ss-state'], 'refuse'),
  goal('g-md-quality', 'mdui', 'Upload photos in Original quality and allow backups over mobile data', [
    'md-original',
    'md-cellular',
  ]),
  goal('g-md-limit-save', 'mdui', 'Raise the daily mobile data limit to 200 MB, then save my changes', [
    'md-limit',
    'md-save',
  ]),
  goal('g-md-partner', 'mdui', "Open Sharing and set the partner account to 'sam@example.com'", [
    'md-partner',
  ]),
  goal('g-md-share-all', 'mdui', 'Open Sharing and share all photos', ['md-share-all']),
  goal('g-md-backup-off', 'mdui', 'Stop backing up my photos', ['md-backup-off']),
  goal('g-md-free-up', 'mdui', "Go to Storage and click 'Free up space'", ['md-free-up']),
  // Targets on a tab that is not open: the run looks there before giving up.
  goal('g-look-proxy', 'shoelace', "Set Proxy to 'proxy.example.com:3128'", ['sl-proxy']),
  goal('g-look-debug', 'shoelace', 'Turn on debug logging', (s) => ({ ...s, tab: 'advanced', debug: true })),
  goal('g-look-plan', 'bootstrap', 'Change the plan to Enterprise', ['bs-plan']),
  goal('g-look-suv', 'jquery-ui', 'Pick SUV as the car class', ['jq-suv']),
  goal('g-look-partner', 'mdui', "Set the partner account to 'sam@example.com'", ['md-partner']),
  goal('g-look-nights', 'jquery-ui', 'Set Nights to 5', (s) => ({ ...s, tab: 1, nights: 5 })),
];
