// The embedded decider's word lists: stop words, UI synonyms, verb classes, role words, ordinals.

/** Words that carry no meaning for matching ("as" is kept: "Save" is not "Save As…"). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the to of in on at for and or with by from into onto this that these those it its is are be been ' +
    'please then my your me i you now just can could would will should kindly go ahead some there here near ' +
    'via using which what want need let lets us our we do does so also one thing them their his her currently ' +
    'under inside within beside next to area part too over'
  ).split(' '),
);

/** Stop words that are names of their own ("Next", "click here"): said as a control's name wherever they stand. */
export const NAMING_STOP_WORDS: ReadonlySet<string> = new Set(['next', 'here']);

/** Synonym groups of UI verbs and nouns (first word names the group), a few across languages. */
export const SYNONYMS: readonly (readonly string[])[] = [
  [
    'remove',
    'delete',
    'erase',
    'trash',
    'discard',
    'del',
    'purge',
    'destroy',
    '削除',
    'supprimer',
    'loschen',
    'eliminar',
    'borrar',
  ],
  ['confirm', 'ok', 'okay', 'accept', 'agree', 'yes'],
  ['next', 'continue', 'proceed', 'forward', 'onward', 'weiter', 'suivant', 'siguiente', '次へ'],
  ['back', 'previous', 'prev', 'backward'],
  ['close', 'dismiss', 'exit', 'hide'],
  ['cancel', 'abort', 'annuler', 'abbrechen', 'cancelar', 'キャンセル'],
  ['check', 'tick', 'mark', 'enable', 'activate'],
  ['uncheck', 'untick', 'unmark', 'disable', 'deactivate', 'deselect'],
  ['choose', 'pick', 'select'],
  ['type', 'enter', 'fill', 'write', 'input', 'put', 'key'],
  [
    'find',
    'search',
    'lookup',
    'look',
    'query',
    'filter',
    'rechercher',
    'suchen',
    'buscar',
    'busqueda',
    '検索',
  ],
  ['size', 'grosse', 'taille', 'tamano', 'サイズ'],
  ['street', 'strasse', 'rue', 'calle'],
  ['submit', 'send', 'post', 'publish', '送信', 'envoyer', 'senden', 'enviar'],
  ['save', 'store', 'keep', '保存', 'enregistrer', 'speichern', 'guardar'],
  [
    'setting',
    'preference',
    'option',
    'pref',
    'configuration',
    'config',
    'setup',
    '設定',
    'parametre',
    'einstellung',
    'configuracion',
    'ajuste',
    'reglage',
  ],
  ['new', 'create', 'make'],
  ['open', 'launch', 'show', 'view'],
  ['edit', 'modify', 'change', 'alter'],
  ['refresh', 'reload', 'update', 'sync'],
  ['login', 'signin', 'logon'],
  // "Keep me signed in" and "Stay logged in" are what "Remember me" boxes say.
  ['remember', 'keep', 'stay'],
  ['logout', 'signout', 'logoff'],
  ['signup', 'register', 'join'],
  ['email', 'mail', 'address'],
  ['phone', 'telephone', 'tel', 'mobile', 'cell', 'telefono'],
  ['name', 'nom', 'nombre', 'rename', 'title', '名前'],
  ['message', 'body', 'content', 'note', 'comment'],
  ['help', 'support', 'assistance'],
  ['download', 'export'],
  ['upload', 'import', 'attach'],
  ['copy', 'duplicate'],
  ['annual', 'yearly'],
  // "wipe the history" is what a "Clear History" command does.
  ['reset', 'restore', 'revert', 'clear', 'wipe'],
  ['undo', 'revert'],
  ['zoom', 'magnify', 'enlarge'],
  ['rate', 'rating', 'star', 'stars'],
  ['print', 'printer'],
  ['quit', 'exit'],
  ['escape', 'esc'],
  ['return', 'enter'],
  ['space', 'spacebar'],
  ['multiply', 'times', 'multiplied', '×', '*', 'x', 'product'],
  ['divide', 'divided', 'over', '÷', '/', 'quotient'],
  ['subtract', 'minus', 'less', '−', '-', 'difference'],
  ['plus', 'add', 'sum', '+', 'added'],
  ['equal', 'equals', '=', 'result', 'total'],
  ['percent', 'percentage', '%'],
  ['negate', '±', 'sign'],
  ['decimal', 'point', 'dot', '.'],
  ['power', 'exponent', '^'],
  ['root', 'sqrt', '√'],
  ['bracket', 'parenthesis', 'paren', '(', ')'],
];

// A value said for a control is set or chosen, not clicked: "use Open for the status", "use Aurora as the room",
// "I want Return label in the saved replies menu". "use the Archive link for the report" names the control (a
// click), and "for me" is no control.
const USE_FOR = String.raw`(?!\s+(?:the|this|that)\b)(?=.*\b(?:for|as)\s+(?:the|my|this|our|your)\b)`;
const VALUE_FOR = String.raw`\buse\b${USE_FOR}|\bwant\b(?!\s+to\b)(?=.*\b(?:in|as|for)\s+(?:the|my|this)\b)`;

// The text a field holds already, said as a place: "after the existing text", "before what is there".
const EXISTING = String.raw`(?:the (?:existing|current)\b|the (?:text|editor|contents?|value)\b|what(?:s| is| was)?\b)`;

/** Verb classes of an instruction, found by patterns over its folded, normalised text. */
export const VERB_CLASSES: readonly (readonly [string, RegExp])[] = [
  [
    'click',
    new RegExp(String.raw`\b(?:click|tap|activate|follow|visit|hit|push)\b|\buse\b(?!${USE_FOR})`, 'u'),
  ],
  ['focus', /\b(?:focus|click (?:in|into|inside)|put the (?:cursor|caret|focus) (?:in|into|on))\b/u],
  ['press', /\b(?:press|hit|push|strike)\b/u],
  [
    'set',
    new RegExp(
      String.raw`\b(?:set|type|fill|write|input|put|change|replace|make|update|provide|specify|overwrite|rename|clear|empty|give)\b|\bkey in\b(?=.*\b(?:for|into|in|on|as)\s)|${VALUE_FOR}`,
      'u',
    ),
  ],
  ['enter', /\benter\b(?!\s+key)/u],
  // Where the text goes says append or insert whatever the verb: "stick it on the end of", "finish the title with",
  // "put it after the text in".
  [
    'append',
    new RegExp(
      String.raw`\b(?:append|add|tack|extend|suffix)\b|\b(?:at|to|on|onto) the (?:very )?end\b|\bafter ${EXISTING}|\b(?:continue|finish|end)\b.*\bwith\b`,
      'u',
    ),
  ],
  [
    'insert',
    new RegExp(
      String.raw`\b(?:insert|prepend)\b|\b(?:at|to) the (?:very )?(?:start|beginning)\b|\bat the (?:cursor|caret|insertion point|current position)\b|\bwhere the (?:cursor|caret) is\b|\b(?:before|in front of) ${EXISTING}|\b(?:start|begin)\b.*\bwith\b`,
      'u',
    ),
  ],
  // Saying what a setting permits is saying to turn it on: "allow backups over mobile data", "include viewers".
  // So is asking to stay signed in: what a "Remember me" box does.
  [
    'check',
    /\b(?:tick|check|enable|turnon|mark|activate|opt in|subscribe|allow|permit|include)\b|\b(?:keep me|stay) (?:signed|logged) in\b/u,
  ],
  [
    'uncheck',
    /\b(?:untick|uncheck|disable|turnoff|unmark|deselect|opt out|unsubscribe|disallow|exclude|stop)\b/u,
  ],
  // "switch to Dark mode" goes to or chooses something: no switch is flipped.
  ['toggle', /\b(?:toggle|flip)\b|\bswitch\b(?! to\b)/u],
  ['choose', new RegExp(String.raw`\b(?:choose|pick|select|opt for)\b|${VALUE_FOR}`, 'u')],
  ['scroll', /\b(?:scroll|pagedown|pageup)\b|\b(?:show|see|reveal) (?:more|earlier|later|the rest)\b/u],
  [
    'increase',
    /\b(?:increase|raise|increment|bump|turnup|louder|higher|up by)\b|\b(?:turn|step|nudge|push|move|go)\b.*\bup\b/u,
  ],
  [
    'decrease',
    /\b(?:decrease|lower|decrement|reduce|turndown|quieter|down by)\b|\b(?:turn|step|nudge|push|move|go)\b.*\bdown\b/u,
  ],
  ['context', /\b(?:rightclick|contextmenu|secondary click|long press)\b/u],
  ['drag', /\b(?:drag|drop|move)\b/u],
  ['compute', /\b(?:compute|calculate|work out|evaluate|solve|what is|whats)\b|\d\s*[×÷−+*/^]\s*\d/u],
  ['menu', /\bmenu\b|\s>\s|→/u],
  ['dismiss', /\b(?:close|dismiss|exit|hide|get rid of|escape|esc|cancel|collapse|fold)\b/u],
  [
    'navigate',
    /\b(?:go|open|show|view|switch to|navigate|visit|display|jump to|take me to|head (?:over )?to|bring up|pull up|want to see|expand|unfold)\b/u,
  ],
  [
    'key',
    /\b(?:escape|esc|return|tab|spacebar|space|arrow|f\d{1,2}|shift|ctrl|control|alt|cmd|key)\b|\b(?:press|hit|push|tap) enter\b/u,
  ],
];

/** Role classes: what a word in the instruction names, and what an option's role matches. */
export const ROLE_CLASSES: readonly (readonly [string, RegExp])[] = [
  ['button', /\b(?:button|btn|swatch|chip)\b/u],
  ['field', /\b(?:field|textfield|textbox|input|entry|box)\b/u],
  // A text box of many lines (an editor's body, a notes box): "type it into the editor".
  // "Editor" said as a value ("make them an Editor") is no role: only "the editor", "this editor".
  ['textarea', /\btextarea\b|\b(?:the|this|that|its|your) editor\b/u],
  ['checkbox', /\b(?:checkbox|tickbox)\b/u],
  ['switch', /\btoggle\b|\bswitch\b(?! to\b)/u],
  ['link', /\b(?:link|hyperlink)\b/u],
  ['tab', /\btab\b/u],
  ['menu', /\b(?:menu|menuitem)\b/u],
  ['list', /\b(?:list|row|item|entry|cell|line|listitem|card)\b/u],
  ['radio', /\b(?:radio|radiobutton)\b/u],
  ['dropdown', /\b(?:dropdown|combo|combobox|picker|popup|listbox|select)\b/u],
  ['slider', /\bslider\b/u],
  ['spinner', /\b(?:spinner|stepper|spinbutton)\b/u],
  // "key in 12 for quantity" is a verb of typing, not a key pad ("key in 7" alone is one).
  ['keypad', /\b(?:keypad|calculator|numpad|keys|key(?! in\b.*\b(?:for|into|in|on|as)\s))\b/u],
  // The way a slider or scroll bar runs: an option has it only when its role says so ("vertical Slider").
  ['vertical', /\bvertical\b/u],
  ['horizontal', /\bhorizontal\b/u],
];

/** The role classes that say which way a control runs. */
export const ORIENTATIONS: ReadonlySet<string> = new Set(['vertical', 'horizontal']);

/** Words that name a role: they help role matching but are not names. */
export const ROLE_WORDS: ReadonlySet<string> = new Set(
  'button btn swatch chip field textfield textbox input textarea box checkbox tickbox link hyperlink menuitem dropdown combo combobox picker popup listbox slider spinner stepper spinbutton radio radiobutton control option keypad calculator numpad keys key vertical horizontal'.split(
    ' ',
  ),
);

/** Words that name a place on the window: they count as key words only when an option is named by them. */
export const PLACE_WORDS: ReadonlySet<string> = new Set(
  'section panel pane form window dialog screen page area part popup sidebar top bottom left right corner bar'.split(
    ' ',
  ),
);

/** UI verbs that are also common control names ("Open", "Save"): key words, but not nouns of the instruction. */
export const VERBISH: ReadonlySet<string> = new Set(
  'open close add show view hide save send delete remove create edit find search clear reset submit cancel confirm apply undo redo print share export import upload download refresh reload start stop play pause login logout run launch go exit quit update change manage configure archive publish post invite follow like star pin'.split(
    ' ',
  ),
);

/** Operation verbs: they say what to do, not which control. */
export const OPERATION_VERBS: ReadonlySet<string> = new Set(
  'click tap press hit push type enter set give sort fill write input put choose pick select tick untick check uncheck toggle scroll drag use make go compute calculate change replace insert append turn switch enable disable activate deactivate rightclick contextmenu doubleclick increase decrease raise lower reduce move drop want focus cursor caret start begin do get try perform complete turnon turnoff turnup turndown doubleclick allow permit disallow include exclude'.split(
    ' ',
  ),
);

/** Ordinal words and the occurrence they name (-1 is the last). */
export const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  top: 1,
  topmost: 1,
  leftmost: 1,
  second: 2,
  '2nd': 2,
  middle: 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  last: -1,
  bottom: -1,
  final: -1,
  bottommost: -1,
  rightmost: -1,
};

/** Direction words: up and down, for scrolls and steps. */
export const DIRECTIONS: Readonly<Record<string, 'up' | 'down'>> = {
  up: 'up',
  down: 'down',
  top: 'up',
  bottom: 'down',
  beginning: 'up',
  end: 'down',
  increase: 'up',
  raise: 'up',
  increment: 'up',
  higher: 'up',
  louder: 'up',
  turnup: 'up',
  decrease: 'down',
  lower: 'down',
  decrement: 'down',
  reduce: 'down',
  quieter: 'down',
  less: 'down',
  turndown: 'down',
  pagedown: 'down',
  pageup: 'up',
  earlier: 'up',
  later: 'down',
};

/** Groups that mark a search control. */
export const SEARCH_GROUP = 'find';

/** Words in a field's name that fit a text shape. */
export const SHAPE_WORDS: Readonly<Record<string, readonly string[]>> = {
  email: ['email', 'mail', 'e', 'recipient', 'to', 'cc', 'bcc'],
  number: [
    'phone',
    'quantity',
    'qty',
    'amount',
    'number',
    'age',
    'zip',
    'postcode',
    'count',
    'price',
    'total',
    'year',
    'tel',
    'mobile',
    'pin',
    'code',
  ],
  url: ['url', 'website', 'link', 'homepage', 'site', 'web', 'address'],
  date: ['date', 'birthday', 'dob', 'day', 'when', 'due', 'deadline'],
};
