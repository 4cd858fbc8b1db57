// The hand verdicts on bench/accname.ts's disagreements: each rule is one group of disagreements read by hand
// (page, element, the three readings), with who is right per the spec and why. node classify.cjs DIR writes
// DIR/classified.json and prints the counts.
const fs = require('fs');
const dir = process.argv[2];
const d = JSON.parse(fs.readFileSync(dir + '/disagreements.json', 'utf8'));
const rules = [
  [r => r.ours.role === 'document', 'artefact', 'none', 'Our document node stands for the page (named by its title); the element behind ref 0 is <html>, which Chromium ignores (its RootWebArea carries the title) and dom-accessibility-api leaves unnamed. Not a naming difference.'],
  [r => r.ours.role === 'row' && (r.chromium?.name ?? '') === '' && r.tag.startsWith('tr'), 'ours deliberately differs', 'dai', 'An HTML table row: ARIA lets a row take its name from its content, which dom-accessibility-api does (every cell run together); Chromium gives table rows no name. Ours names a row by its first cell with text on purpose, so a row reads "row \\"Ada Lovelace\\"" and its controls say which row they act in.'],
  [r => r.ours.role === 'row', 'ours deliberately differs', 'chromium+dai', 'A grid row (role=row): both the browser and dom-accessibility-api name it by all its content (AG Grid includes its selection checkbox\'s "Press Space to toggle row selection (unchecked)"; Grid.js its sort buttons\' labels). Ours names a row by its first cell with text on purpose.'],
  [r => r.page === 'wild:gridjs' && r.ours.role === 'columnheader', 'spec differs, ours kept', 'chromium', 'Grid.js puts an empty sort <button aria-label="Sort column ascending"> in each header; name from content includes a child\'s aria-label (accname 2F.iii), so Chromium\'s "Name Sort column ascending" is right per spec; dom-accessibility-api 0.7.1 drops the button. Ours keeps the header\'s own words ("Name"), which is what a caller names.'],
  [r => r.page === 'wild:ag-grid' && r.tag.startsWith('div.ag-header-cell-label'), 'ours deliberately differs', 'chromium+dai', 'AG Grid\'s clickable header label (role=presentation): the standard gives it no role and no name; ours lists it as a clickable part named by its text, because clicking it sorts.'],
  [r => r.page === 'wild:mdui' && r.tag === 'mdui-tab', 'ours deliberately differs', 'chromium+dai', 'mdui-tab sets no role: per spec it is a generic element with no name. Ours takes the role from the tag (tagRole) and the name from its text, so "Open the Sharing tab" finds it.'],
  [r => r.page === 'wild:mdui' && r.tag === 'input in mdui-switch', 'ours deliberately differs', 'chromium+dai', 'The switch\'s inner checkbox sits in a <label> holding only icons and the author\'s text "Back up photos" is in no slot: per spec the input has no name. Ours names it by the text the author put in the host (hostName); the switch role comes from the tag.'],
  [r => r.page === 'wild:mdui' && r.tag === 'input in mdui-slider', 'ours deliberately differs', 'chromium+dai', 'The inner range input sits in a <label> that shows the value "50", so per spec its name is "50". The author labelled the host (aria-labelledby="limit-label"), which an id reference cannot carry into the shadow root; ours takes the host\'s name for the control it draws.'],
  [r => r.page === 'wild:mdui', 'ours deliberately differs', 'chromium+dai', 'mdui-select\'s text field (the part that opens the list) has no role or name per spec; ours lists it as clickable and names it by the host\'s label attribute.'],
  [r => r.page === 'wild:choices' && r.ours.role === 'combobox' && r.tag.startsWith('div.choices'), 'ours deliberately differs', 'chromium+dai', 'Choices.js\'s combobox <div> has no label of its own (per spec unnamed); ours names it by the label of the <select> it wraps.'],
  [r => r.page === 'wild:choices' && /^(select|input)#/.test(r.tag), 'dai wrong', 'chromium+ours', 'Choices.js keeps the original field with a hidden attribute that its CSS overrides (display:block); <label for> names it, as Chromium and ours say. dom-accessibility-api treats the hidden attribute as hidden and answers "".'],
  [r => r.page === 'wild:choices' && r.ours.role === 'option', 'ours wrong (minor)', 'chromium', 'The chosen item holds a button <button aria-label="Remove item: Bug">Remove item</button>; per spec name from content uses the child\'s aria-label, so Chromium\'s "Bug Remove item: Bug" is right. Ours reads the button\'s text. (Before this branch ours also ran the words together: "BugRemove item".)'],
  [r => r.page === 'wild:tabulator' && r.ours.role === 'searchbox', 'ours deliberately differs', 'chromium+dai', 'Tabulator\'s header filter input has no label (per spec unnamed); ours names it by the column header it sits in.'],
  [r => r.page === 'wild:tabulator' && r.ours.mapped === 'generic', 'ours deliberately differs', 'chromium+dai', 'Tabulator\'s scrolling table holder: a generic element may not be named (ARIA 1.2), so the standard gives "". Ours names scroll areas and other loose parts by their text, to tell them apart.'],
  [r => r.page === 'wild:tom-select', 'ours deliberately differs', 'chromium+dai', 'Tom Select\'s chosen item is a clickable <div> with no role (ignored by Chromium); ours lists it as clickable, named by its text.'],
  [r => r.page === 'wild:quill' && r.tag.startsWith('span.ql-picker-label'), 'ours deliberately differs', 'chromium', 'Quill\'s header picker label (role=button, CSS-generated text "Normal"): Chromium names the button "Normal"; ours makes it a combo box whose value is "Normal" and whose options are the picker\'s items (isPicker), so its name is empty and "Normal" is its value.'],
  [r => r.ours.role === 'textbox' && r.chromium?.role === 'generic', 'role vocabulary', 'chromium+dai', 'A contenteditable element: no ARIA role (Chromium: generic, editable). Ours calls it a text box so that text actions apply; names agree.'],
  [r => r.ours.role === 'textbox' && r.chromium?.role === 'Date', 'role vocabulary', 'chromium', '<input type=date>: Chromium\'s own role "Date" (not an ARIA role); ours reads it as a text box with an exact value. Names agree.'],
  [r => r.ours.role === 'textbox' && r.dai?.role === '', 'role vocabulary', 'dai', '<input type=password> has no ARIA role (HTML-AAM); Chromium and ours call it a text box. Names agree.'],
  [r => r.ours.role === 'button' && r.dai?.role === '', 'role vocabulary', 'dai', '<input type=file> has no ARIA role; Chromium and ours call it a button. Names agree.'],
  [r => r.tag === 'div#card', 'ours deliberately differs', 'chromium+dai', 'A draggable <div> with text: Chromium exposes it as an unnamed group; ours lists it as a draggable generic named by its text so a drag can name it.'],
];
const out = d.map((r) => {
  const rule = rules.find(([test]) => test(r));
  return { ...r, verdict: rule ? rule[1] : 'unclassified', rightPerSpec: rule ? rule[2] : '', why: rule ? rule[3] : '' };
});
fs.writeFileSync(dir + '/classified.json', JSON.stringify(out, null, 1) + '\n');
const count = {};
for (const r of out) { const k = (r.page === 'table' ? 'table' : r.page === 'crowded' ? 'crowded' : 'other') + ' / ' + r.verdict; count[k] = (count[k] || 0) + 1; }
console.log(count);
for (const r of out) if (r.verdict === 'unclassified') console.log(r.page, r.tag, r.ours, r.chromium, r.dai);
