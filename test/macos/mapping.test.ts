// The recorded TextEdit state replayed verbatim through the mapping (no fake involved).
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/core/build.js';
import { decodeHandle } from '../../src/drivers/macos/handles.js';
import { humanizeIdentifier, labelOf } from '../../src/drivers/macos/labels.js';
import { mapTextEdit, RECORDED_TEXTEDIT } from './support.js';

describe('mapping the recorded TextEdit window', () => {
  const view = mapTextEdit(RECORDED_TEXTEDIT);
  const snap = buildSnapshot(view.raw);

  it('keeps every row, joined with its element', () => {
    expect(snap.nodes.map((n) => `${n.platformRole}:${n.label}`)).toEqual([
      'AXWindow:Notes.txt',
      'AXTextArea:first text view',
      'AXButton:Save',
      'AXStaticText:2 words',
      'AXMenuBar:',
      'AXMenuBarItem:File',
      'AXMenu:',
      'AXMenuItem:New',
      'AXMenuItem:Save',
    ]);
  });

  it('marks values inexact, unindexed controls disabled, and gives the standard shortcut', () => {
    expect(snap.nodes[1]).toMatchObject({
      role: 'textbox',
      value: 'Hello world',
      valueExact: false,
      identifier: 'First Text View',
    });
    expect(snap.nodes[7]).toMatchObject({ role: 'menuitem', shortcut: 'cmd+n', states: { enabled: true } });
    expect(snap.nodes[8]).toMatchObject({ role: 'menuitem', shortcut: 'cmd+s', states: { enabled: false } });
    expect(snap.texts).toEqual(['2 words']);
  });

  it('keeps the element token in the handle, and display rows have none', () => {
    expect(decodeHandle(snap.nodes[2]?.handle ?? '')?.token).toBe('s0000002a:2');
    expect(decodeHandle(snap.nodes[3]?.handle ?? '')?.token).toBeUndefined();
    expect(view.elements[2]?.frame).toEqual({ x: 740, y: 566, width: 80, height: 24 });
  });

  it('works from the markdown alone (the newest default), with tokens made from the snapshot id', () => {
    const { elements: _e, ...markdownOnly } = RECORDED_TEXTEDIT;
    const alone = mapTextEdit(markdownOnly);
    expect(alone.elements[2]).toMatchObject({ token: 's0000002a:2', axRole: 'AXButton', enabled: true });
    expect(buildSnapshot(alone.raw).nodes[2]?.label).toBe('Save');
  });

  it('drops a secure field shown as bullets with its subtree', () => {
    const md =
      '- [0] AXWindow "Login" [actions=[raise]]\n  - [1] AXTextField = "•••••" (Password) [actions=[confirm]]\n    - [2] AXButton "Show" [actions=[press]]\n  - [3] AXButton "Sign in" [actions=[press]]\n';
    const view2 = mapTextEdit({ snapshot_id: 's00000001', tree_markdown: md });
    expect(view2.raw.nodes.map((n) => n.label)).toEqual(['Login', 'Sign in']);
  });
});

describe('labels', () => {
  it('humanizes identifiers but ignores machine ones', () => {
    expect(humanizeIdentifier('saveButton')).toBe('save button');
    expect(humanizeIdentifier('first_name-field')).toBe('first name field');
    expect(humanizeIdentifier('_NS:833')).toBeUndefined();
    expect(humanizeIdentifier('NSWindowCloseButton')).toBeUndefined();
    expect(humanizeIdentifier('menuAction:')).toBeUndefined();
  });

  it('falls back from title to description, identifier, help, then a cut value (never a field value)', () => {
    expect(labelOf({ axRole: 'AXButton', description: '7', identifier: 'Seven' })).toBe('7');
    expect(labelOf({ axRole: 'AXButton', help: 'Adds a row to the table' })).toBe('Adds a row to the table');
    expect(labelOf({ axRole: 'AXCell', value: 'x'.repeat(50) })).toBe(`${'x'.repeat(39)}…`);
    expect(labelOf({ axRole: 'AXTextField', value: 'typed text' })).toBe('');
  });
});
