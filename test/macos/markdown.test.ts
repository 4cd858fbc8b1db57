// The tree_markdown grammar: indexed and display rows, unescaped quotes, multi-line values, attributes with spaces.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTreeMarkdown } from '../../src/drivers/macos/markdown.js';

const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/textedit.window-state.json', import.meta.url), 'utf8'),
) as {
  structuredContent: { tree_markdown: string };
};

describe('parseTreeMarkdown', () => {
  it('reads the recorded TextEdit tree', () => {
    const { rows } = parseTreeMarkdown(recorded.structuredContent.tree_markdown);
    expect(rows).toEqual([
      { depth: 0, index: 0, role: 'AXWindow', title: 'Notes.txt', actions: ['raise'] },
      {
        depth: 1,
        index: 1,
        role: 'AXTextArea',
        value: 'Hello world',
        identifier: 'First Text View',
        actions: ['showmenu'],
      },
      { depth: 1, index: 2, role: 'AXButton', title: 'Save', identifier: 'saveButton', actions: ['press'] },
      { depth: 1, role: 'AXStaticText', value: '2 words' },
      { depth: 0, index: 3, role: 'AXMenuBar', actions: ['cancel'] },
      { depth: 1, index: 4, role: 'AXMenuBarItem', title: 'File', actions: ['cancel', 'press', 'pick'] },
      { depth: 2, index: 5, role: 'AXMenu', actions: ['cancel'] },
      { depth: 3, index: 6, role: 'AXMenuItem', title: 'New', actions: ['cancel', 'press', 'pick'] },
      { depth: 3, role: 'AXMenuItem', title: 'Save' },
    ]);
  });

  it('reads descriptions (Calculator keys), help, and title with value', () => {
    const md = [
      '- [0] AXButton (7) [id=Seven actions=[press]]',
      '- [1] AXPopUpButton "Size" = "Medium" (Pick a size) [help="Choose the size of the box" actions=[press,showmenu]]',
      '- [2] AXCheckBox "Newsletter" = "1" [actions=[press]]',
    ].join('\n');
    expect(parseTreeMarkdown(md).rows).toEqual([
      { depth: 0, index: 0, role: 'AXButton', description: '7', identifier: 'Seven', actions: ['press'] },
      {
        depth: 0,
        index: 1,
        role: 'AXPopUpButton',
        title: 'Size',
        value: 'Medium',
        description: 'Pick a size',
        help: 'Choose the size of the box',
        actions: ['press', 'showmenu'],
      },
      { depth: 0, index: 2, role: 'AXCheckBox', title: 'Newsletter', value: '1', actions: ['press'] },
    ]);
  });

  it('keeps raw quotes and brackets, and joins the unindented lines of a multi-line value', () => {
    const md =
      '- [0] AXButton "Say "hi" [now]" [actions=[press]]\n- [1] AXTextArea = "Dear team,\nsee [x] (y)\n  indented" [id=body actions=[showmenu]]\n- AXStaticText = "end"';
    const hints = new Map([[1, 'Dear team,\nsee [x] (y)\n  indented']]);
    expect(parseTreeMarkdown(md, hints).rows).toEqual([
      { depth: 0, index: 0, role: 'AXButton', title: 'Say "hi" [now]', actions: ['press'] },
      {
        depth: 0,
        index: 1,
        role: 'AXTextArea',
        value: 'Dear team,\nsee [x] (y)\n  indented',
        identifier: 'body',
        actions: ['showmenu'],
      },
      { depth: 0, role: 'AXStaticText', value: 'end' },
    ]);
  });

  it('reads the truncation warning as the node cap', () => {
    const tree = parseTreeMarkdown(
      '- [0] AXWindow "W" [actions=[raise]]\n\n⚠️  AX tree truncated at 250 nodes (app has a very large tree).',
    );
    expect(tree.truncatedAt).toBe(250);
    expect(tree.rows).toHaveLength(1);
  });
});
