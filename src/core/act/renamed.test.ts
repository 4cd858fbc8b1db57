import { describe, expect, it } from 'vitest';
import type { UiNode } from '../snapshot.js';
import { renamed } from './effect.js';

const node = (index: number, label: string, extra: Partial<UiNode> = {}): UiNode =>
  ({ index, role: 'checkbox', label, within: ['row: INV-0001'], states: {}, ...extra }) as UiNode;
const keyed = (nodes: UiNode[]) =>
  ({ keys: [], snapshot: { nodes } }) as unknown as Parameters<typeof renamed>[0];

describe('renamed: the same control under a new name', () => {
  const was = node(3, 'Toggle (unchecked)', { identifier: 'ag-43-input' });
  it('is the one node of the same role, id and places', () => {
    const now = node(5, 'Toggle (checked)', { identifier: 'ag-43-input' });
    expect(renamed(keyed([node(1, 'Other', { identifier: 'ag-44-input' }), now]), was)).toBe(now);
  });
  it('is nothing without an id, in another row, or when two nodes share the id', () => {
    expect(renamed(keyed([node(5, 'Toggle (checked)')]), node(3, 'Toggle (unchecked)'))).toBeUndefined();
    const elsewhere = node(5, 'x', { identifier: 'ag-43-input', within: ['row: INV-0002'] });
    expect(renamed(keyed([elsewhere]), was)).toBeUndefined();
    const twins = [node(5, 'a', { identifier: 'ag-43-input' }), node(6, 'b', { identifier: 'ag-43-input' })];
    expect(renamed(keyed(twins), was)).toBeUndefined();
  });
  it('is, without an id, the node of the same platform object, role and places', () => {
    // GTK's combo box is named after the icon of its chosen row: choosing Orville renames it.
    const combo = { role: 'combobox', handle: ':1.5|/org/a11y/atspi/accessible/44' } as const;
    const before = node(3, 'emblem-default-symbolic', combo);
    const after = node(4, 'weather-clear-night-symbolic', combo);
    expect(renamed(keyed([node(1, 'Other', { role: 'combobox', handle: 'x' }), after]), before)).toBe(after);
    expect(renamed(keyed([node(4, 'b', { ...combo, role: 'button' })]), before)).toBeUndefined();
  });
});
