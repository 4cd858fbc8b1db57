// The ten widget libraries' pages as the wild judge reads them: each state through the library's own API, or
// through the DOM state the library itself keeps (the select it mirrors, its active classes), never through
// what beans-picker reads.

/** The Bootstrap team settings page. */
export interface BootstrapState {
  /** Id of the active tab's panel. */
  tab: string | null;
  /** Ids of the open accordion panels. */
  faq: string[];
  /** Whether the account dropdown, the invite modal and the filters offcanvas are shown. */
  menu: boolean;
  invite: boolean;
  filters: boolean;
  inviteEmail: string;
  inviteRole: string;
  /** Invitations the form sent (a hook in the page records each submit). */
  sent: string[];
  plan: string;
  annual: boolean;
  /** Whether anything was typed into the password field (its value is never compared). */
  passwordTyped: boolean;
  admins: boolean;
  editors: boolean;
  viewers: boolean;
  lastActive: string;
}

/** The jQuery UI trip booking page, read through each widget's own options and values. */
export interface JqueryUiState {
  tab: number;
  /** Index of the open accordion section. */
  info: number | false;
  to: string;
  depart: string;
  travellers: number | null;
  hotelCity: string;
  nights: number | null;
  /** Id of the checked room radio. */
  room: string | null;
  carClass: string;
  dialog: boolean;
  /** Times "Book now" was pressed (a hook in the page counts them). */
  booked: number;
}

/** The flatpickr meeting room page, read through each instance's selectedDates. */
export interface FlatpickrState {
  room: string;
  day: string[];
  start: string[];
  away: string[];
  title: string;
  status: string;
}

/** The Choices.js ticket page, read through the selects and input Choices keeps in step. */
export interface ChoicesState {
  subject: string;
  assignee: string;
  labels: string[];
  priority: string;
  cc: string;
  details: string;
}

/** The AG Grid invoices page, read through the grid's api. */
export interface AgGridState {
  sort: { colId: string; sort: string }[];
  selected: string[];
  page: number;
  pageSize: number;
  quickFilter: string;
  /** Each invoice's "customer / status", by number (edits land here). */
  rows: Record<string, string>;
}

/** The Quill release notes page, read through the editor's getContents(). */
export interface QuillState {
  version: string;
  /** The document as Quill's delta ops. */
  notes: unknown[];
  status: string;
}

/** The SweetAlert2 invoices page: the page's own invoice list and what Swal shows. */
export interface SweetAlert2State {
  /** Each invoice as "id customer". */
  invoices: string[];
  /** Title of the open Swal popup or toast, or null. */
  popup: string | null;
  /** The format last exported (a hook in the page records it). */
  exported: string | null;
}

/** The Grid.js customer directory, read through the grid's rendered state (its search, sort and page). */
export interface GridjsState {
  search: string;
  /** Names of the rows on the current page, in order. */
  rows: string[];
  /** Each sorted column as "name asc|desc". */
  sort: string[];
  summary: string;
}

/** The Slim Select checkout page, read through each instance's getSelected(). */
export interface SlimSelectState {
  name: string;
  street: string;
  country: string[];
  delivery: string[];
  speed: string[];
}

/** The mdui photo settings page, read through the elements' properties. */
export interface MduiState {
  tab: string;
  backup: boolean;
  quality: string;
  cellular: boolean;
  limit: number;
  partner: string;
  scope: string;
  hideLocation: boolean;
  /** Whether the "Free up" dialog, the "More actions" menu and a snackbar are open. */
  dialog: boolean;
  menu: boolean;
  snackbar: string | null;
}

/** The widget libraries' states, by library. */
export interface WidgetStates {
  bootstrap: BootstrapState;
  'jquery-ui': JqueryUiState;
  flatpickr: FlatpickrState;
  choices: ChoicesState;
  'ag-grid': AgGridState;
  quill: QuillState;
  sweetalert2: SweetAlert2State;
  gridjs: GridjsState;
  'slim-select': SlimSelectState;
  mdui: MduiState;
}

// Page expressions (browser code as strings). Each answers null until the library has built its components and
// while a transition is running, so the judge reads a settled page.
/** How the judge reads each widget library's page. */
export const WIDGET_READERS: Readonly<Record<keyof WidgetStates, string>> = {
  bootstrap: `(() => {
    const q = (s) => document.querySelector(s);
    if (typeof bootstrap === 'undefined' || q('.collapsing, .showing, .hiding')) return null;
    if ([...document.querySelectorAll('.modal')].some((m) => bootstrap.Modal.getInstance(m)?._isTransitioning)) return null;
    return {
      tab: q('#sections .nav-link.active')?.getAttribute('aria-controls') ?? null,
      faq: [...document.querySelectorAll('#faq .accordion-collapse.show')].map((e) => e.id),
      menu: q('#account + .dropdown-menu').classList.contains('show'),
      invite: q('#invite').classList.contains('show'),
      filters: q('#filters').classList.contains('show'),
      inviteEmail: q('#invite-email').value, inviteRole: q('#invite-role').value, sent: [...(window.sentInvitations ?? [])],
      plan: q('#plan').value, annual: q('#annual').checked, passwordTyped: q('#billing-password').value !== '',
      admins: q('#f-admins').checked, editors: q('#f-editors').checked, viewers: q('#f-viewers').checked,
      lastActive: q('#f-active').value,
    };
  })()`,
  'jquery-ui': `(() => {
    if (typeof $ === 'undefined' || !$('#modes').tabs('instance') || !$('#confirm').dialog('instance')) return null;
    if ($('#info').accordion('instance').running || $(':animated').length) return null;
    return {
      tab: $('#modes').tabs('option', 'active'), info: $('#info').accordion('option', 'active'),
      to: $('#to').val(), depart: $('#depart').val(), travellers: $('#travellers').spinner('value'),
      hotelCity: $('#hotel-city').val(), nights: $('#nights').spinner('value'),
      room: $('input[name=room]:checked').attr('id') ?? null, carClass: $('#car-class').val(),
      dialog: $('#confirm').dialog('isOpen'), booked: window.bookings ?? 0,
    };
  })()`,
  flatpickr: `(() => {
    const fp = (id) => document.getElementById(id)._flatpickr;
    if (!fp('day') || !fp('start') || !fp('away')) return null;
    const dates = (id, format) => fp(id).selectedDates.map((d) => fp(id).formatDate(d, format));
    return {
      room: document.getElementById('room').value, day: dates('day', 'Y-m-d'), start: dates('start', 'H:i'),
      away: dates('away', 'Y-m-d'), title: document.getElementById('title').value,
      status: document.getElementById('status').textContent,
    };
  })()`,
  choices: `(() => {
    const q = (s) => document.querySelector(s);
    if (document.querySelectorAll('.choices[data-type]').length < 4) return null;
    return {
      subject: q('#subject').value, assignee: q('#assignee').value,
      labels: [...q('#labels').selectedOptions].map((o) => o.value), priority: q('#priority').value,
      cc: q('#cc').value, details: q('#details').value,
    };
  })()`,
  'ag-grid': `(() => {
    if (typeof api === 'undefined' || api.isDestroyed() || !document.querySelector('.ag-row')) return null;
    const rows = {};
    api.forEachNode((n) => { rows[n.data.number] = n.data.customer + ' / ' + n.data.status; });
    return {
      sort: api.getColumnState().filter((c) => c.sort).map((c) => ({ colId: c.colId, sort: c.sort })),
      selected: api.getSelectedRows().map((r) => r.number).sort(),
      page: api.paginationGetCurrentPage(), pageSize: api.paginationGetPageSize(),
      quickFilter: api.getGridOption('quickFilterText') ?? '', rows,
    };
  })()`,
  quill: `(() => {
    if (typeof quill === 'undefined') return null;
    return {
      version: document.getElementById('version').value, notes: quill.getContents().ops,
      status: document.getElementById('status').textContent,
    };
  })()`,
  sweetalert2: `(() => {
    if (typeof Swal === 'undefined' || typeof invoices === 'undefined' || !document.querySelector('#rows tr')) return null;
    if (document.querySelector('.swal2-backdrop-hide, .swal2-hide')) return null;
    return {
      invoices: invoices.map((i) => i.id + ' ' + i.customer),
      popup: Swal.isVisible() ? Swal.getTitle().textContent : null,
      exported: window.exportedAs ?? null,
    };
  })()`,
  gridjs: `(() => {
    const q = (s) => document.querySelector(s);
    if (!q('.gridjs-tbody .gridjs-tr') || !q('.gridjs-summary')) return null;
    return {
      search: q('.gridjs-search-input').value,
      rows: [...document.querySelectorAll('.gridjs-tbody .gridjs-tr')].map((r) => r.querySelector('.gridjs-td').textContent),
      sort: [...document.querySelectorAll('.gridjs-th')].flatMap((th) => {
        const button = th.querySelector('.gridjs-sort-asc, .gridjs-sort-desc');
        return button ? [th.textContent.trim() + ' ' + (button.classList.contains('gridjs-sort-asc') ? 'asc' : 'desc')] : [];
      }),
      summary: q('.gridjs-summary').textContent,
    };
  })()`,
  'slim-select': `(() => {
    const slim = (id) => document.getElementById(id).slim;
    if (!slim('country') || !slim('delivery') || !slim('speed')) return null;
    return {
      name: document.getElementById('full-name').value, street: document.getElementById('street').value,
      country: slim('country').getSelected(), delivery: slim('delivery').getSelected(), speed: slim('speed').getSelected(),
    };
  })()`,
  mdui: `(() => {
    const q = (s) => document.querySelector(s);
    const names = ['mdui-tabs', 'mdui-select', 'mdui-switch', 'mdui-slider', 'mdui-dialog', 'mdui-text-field', 'mdui-radio-group'];
    if (!names.every((n) => customElements.get(n)) || !q('#quality').hasUpdated) return null;
    const snackbar = [...document.querySelectorAll('mdui-snackbar')].find((s) => s.open);
    return {
      tab: q('#sections').value, backup: q('#backup-on').checked, quality: q('#quality').value,
      cellular: q('#cellular').checked, limit: q('#limit').value, partner: q('#partner').value,
      scope: q('#share-scope').value, hideLocation: q('#hide-location').checked, dialog: q('#confirm-free').open,
      menu: q('mdui-dropdown').open, snackbar: snackbar ? snackbar.textContent.trim() || snackbar.message : null,
    };
  })()`,
};
