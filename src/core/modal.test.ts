import { describe, expect, it } from 'vitest';
import { buildSnapshot } from './build.js';
import type { RawNode } from './snapshot.js';
import { node } from '../../test/support/rawNode.js';

// A page whose dialog has no dialog role (mdui's <mdui-dialog>): a focused part (node 4) holding two buttons, and
// the page's own controls around it.
function page(outsideCovered: boolean, web = true): ReturnType<typeof buildSnapshot> {
  const nodes: RawNode[] = [
    node({ role: 'document', label: 'Photos: settings' }, null),
    node({ role: 'tab', label: 'Backup', covered: outsideCovered }),
    node({ role: 'tab', label: 'Storage', covered: outsideCovered }),
    node({ role: 'button', label: 'Save changes', covered: outsideCovered }),
    node({
      role: 'generic',
      label: 'Free up 2.1 GB? Items already backed up will be removed.',
      states: { focused: true },
    }),
    node({ role: 'button', label: 'Cancel' }, 4),
    node({ role: 'button', label: 'Free up' }, 4),
  ];
  return buildSnapshot({
    window: { id: 'w1', app: 'Chromium', title: 'Photos', ...(web ? { url: 'http://127.0.0.1/' } : {}) },
    nodes,
    texts: [],
  });
}

describe('a dialog that does not say it is one', () => {
  it('is the modal when focus is in it and an overlay covers every control around it; its title is its first sentence', () => {
    expect(page(true).modal).toEqual({ kind: 'dialog', title: 'Free up 2.1 GB?', root: 4 });
  });

  it('is not a modal while a control around it is clear, or on a desktop window', () => {
    expect(page(false).modal).toBeNull();
    expect(page(true, false).modal).toBeNull();
  });
});

// UIkit's stacked modals: a second dialog opened over the first, whose controls lie under it.
function stacked(firstCovered: boolean): ReturnType<typeof buildSnapshot> {
  const nodes: RawNode[] = [
    node({ role: 'document', label: 'Modal' }, null),
    node({ role: 'dialog', label: '' }, 0),
    node({ role: 'button', label: 'Close', covered: firstCovered }, 1),
    node({ role: 'button', label: 'Next', covered: firstCovered }, 1),
    node({ role: 'dialog', label: '' }, 0),
    node({ role: 'button', label: 'Close' }, 4),
    node({ role: 'button', label: 'Cancel' }, 4),
  ];
  return buildSnapshot({
    window: { id: 'w1', app: 'Chromium', title: 'Modal', url: 'http://127.0.0.1/' },
    nodes,
    texts: [],
  });
}

describe('dialogs open together', () => {
  it('the modal is the one on top, whose controls nothing covers', () => {
    // Before: the first dialog, so "close the top modal" closed the one beneath and said done.
    expect(stacked(true).modal).toEqual({ kind: 'dialog', title: '', root: 4 });
  });

  it('with nothing to tell them apart, the first stays the modal', () => {
    expect(stacked(false).modal).toEqual({ kind: 'dialog', title: '', root: 1 });
  });
});
