// Libraries added to the harvest as a held-out split: Tagify (tags inputs), Trix and pell (rich text editors).
import { click, nothing, press, then, typeInto, type Steps, type WebApp } from './harvest-web-apps.js';

/** Replaces a field's text: clicks it, selects all and types `text`. */
const retype = (selector: string, text: string): Steps =>
  then(click(selector), press('Control+A'), async (page) => {
    await page.keyboard.type(text, { delay: 20 });
  });

/** Chooses an option of a native select by its label. */
const choose =
  (selector: string, label: string): Steps =>
  async (page) => {
    await page.selectOption(selector, { label });
  };

// Tagify on a newsroom's "Edit article" form: a tags field with suggestions, a region in select mode and a note
// to editors in mix mode (@mentions), between ordinary fields.

const tagsInput = 'tags.tags-field .tagify__input';
const suggestion = (text: string): string => `.tagify__dropdown__item:text-is("${text}")`;

const tagify: WebApp = {
  id: 'web-tagify',
  page: 'tagify',
  pkg: '@yaireo/tagify',
  ready: 'tags.note-field',
  states: {
    'en/main': nothing,
    'en/tags-suggestions-open': click(tagsInput),
    'en/region-list-open': click('tags.region-field'),
    'en/mention-suggestions-open': typeInto(
      'tags.note-field .tagify__input',
      'Please check the heron counts with @e',
    ),
    'en/filled': then(
      retype('#title', 'Owls return to the north marsh'),
      choose('#category', 'News'),
      typeInto(tagsInput, 'ow'),
      click(suggestion('owl pellets')),
      typeInto(tagsInput, 'dusk chorus'),
      press('Enter'),
      click('#featured'),
    ),
    // Translated (the page reads ?lang=): the page's own words; Tagify's own strings stay English.
    'de/main': nothing,
    'de/tags-searched': typeInto(tagsInput, 'zähl'),
  },
};

// Trix in a mail app's "New message" screen: From/To/Cc/Subject, the editor with its toolbar, a read-receipt
// checkbox, Send/Save draft/Discard (a confirmation dialog).

const editor = 'trix-editor';
const trixButton = (name: string): string => `trix-toolbar .trix-button--icon-${name}`;

/** Types `text` with key events where the focus is. */
const type =
  (text: string): Steps =>
  async (page) => {
    await page.keyboard.type(text, { delay: 20 });
  };

const trix: WebApp = {
  id: 'web-trix',
  page: 'trix',
  pkg: 'trix',
  ready: 'trix-toolbar .trix-button-row',
  states: {
    'en/main': nothing,
    'en/formatted': then(
      click(editor, trixButton('heading-1')),
      type('Agenda for Thursday'),
      press('Enter'),
      click(trixButton('bold')),
      type('Please read before the call:'),
      click(trixButton('bold')),
      press('Enter'),
      click(trixButton('bullet-list')),
      type('Budget review'),
      press('Enter'),
      type('Hiring plan'),
    ),
    'en/link-dialog-open': then(
      typeInto(editor, 'See the shared agenda'),
      press('Control+A'),
      click(trixButton('link')),
    ),
    'en/filled': then(
      typeInto('#to', 'amara.okoye@example.com'),
      typeInto('#subject', 'Thursday planning call'),
      typeInto(editor, 'Hi Amara, can we move the call to 3 pm?'),
      click('#receipt'),
    ),
    'en/dialog-discard': then(typeInto('#subject', 'Quick question'), click('#discard')),
    // Translated (the page reads ?lang=): the page's own words and Trix's toolbar (Trix.config.lang).
    'de/main': nothing,
    'de/link-dialog-open': then(
      typeInto(editor, 'Siehe die gemeinsame Agenda'),
      press('Control+A'),
      click(trixButton('link')),
    ),
  },
};

// pell in a helpdesk's ticket reply: a saved-reply select, the editor with its action bar, status and assignee
// selects, an internal-note checkbox, Submit/Cancel.

const reply = '#reply .pell-content';
const pellButton = (title: string): string => `.pell-actionbar button[title="${title}"]`;

const pell: WebApp = {
  id: 'web-pell',
  page: 'pell',
  pkg: 'pell',
  ready: '.pell-actionbar button',
  states: {
    'en/main': nothing,
    'en/formatted': then(
      click(reply, pellButton('Bold')),
      type('Good news:'),
      click(pellButton('Bold')),
      type(' your refund was issued today.'),
      press('Enter'),
      click(pellButton('Italic')),
      type('It can take up to 5 business days to appear.'),
    ),
    'en/list-typed': then(
      typeInto(reply, 'Before we can refund you, please send:'),
      press('Enter'),
      click(pellButton('Unordered List')),
      type('your order number'),
      press('Enter'),
      type('a photo of the return receipt'),
    ),
    'en/filled': then(
      choose('#canned', 'Refund on its way'),
      choose('#status-select', 'Solved'),
      click('#internal'),
    ),
    // Translated (the page reads ?lang=): the page's own words and pell's button tooltips (its action titles).
    'de/main': nothing,
    'de/filled': then(
      typeInto(reply, 'Hallo Priya, die Erstattung ist heute veranlasst worden.'),
      choose('#status-select', 'Gelöst'),
      choose('#assignee', 'Team Abrechnung'),
    ),
  },
};

/** The fourth group of the libraries' apps. */
export const WEB_APPS_4: readonly WebApp[] = [tagify, trix, pell];
