// The Playwright MCP peer's plans and finder: every wild task has a plan, and a target is found in a
// browser_snapshot by role and name, by shown text, by its row or the text beside it, or not at all when ambiguous.
import { describe, expect, it } from 'vitest';
import { findTarget } from '../../bench/wild-playwright/find.js';
import { PLANS } from '../../bench/wild-playwright/plans.js';
import { parseSnapshot } from '../../bench/yamlRefs.js';
import { TASKS } from './tasks.js';

const SNAPSHOT = `\`\`\`yaml
- generic [ref=e1]:
  - generic [ref=e55] [cursor=pointer]:
    - checkbox "Remember me"
    - generic [ref=e57]: Remember me
  - generic [ref=e75]:
    - generic: Partner account
    - textbox [ref=e76]
  - textbox [ref=e80]
  - combobox [ref=e7]:
    - combobox "Assignee":
      - option "Unassigned" [selected]
  - table [ref=e10]:
    - row [ref=e14]:
      - cell "INV-2041" [ref=e15]
      - cell [ref=e18]:
        - button "Delete" [ref=e20]
    - row [ref=e21]:
      - cell "INV-2042" [ref=e22]
      - cell [ref=e25]:
        - button "Delete" [ref=e27]
\`\`\``;

const root = parseSnapshot(SNAPSHOT);
const ref = (target: Parameters<typeof findTarget>[1]) => findTarget(root, target)?.ref ?? null;

describe('the Playwright MCP peer', () => {
  it('has a plan for every wild task and none for a task that does not exist', () => {
    expect(Object.keys(PLANS).sort()).toEqual(TASKS.map((t) => t.id).sort());
  });

  it('finds a control by role and name only when it has a ref', () => {
    expect(ref({ role: 'checkbox', name: 'Remember me' })).toBeNull();
    expect(ref({ role: 'generic', text: 'Remember me' })).toBe('e57');
  });

  it('tells look-alikes apart by their row, and finds none when the row is not there', () => {
    expect(ref({ role: 'button', name: 'Delete' })).toBeNull();
    expect(ref({ role: 'button', name: 'Delete', within: { role: 'row', cell: 'INV-2042' } })).toBe('e27');
    expect(ref({ role: 'button', name: 'Delete', within: { role: 'row', cell: 'INV-2050' } })).toBeNull();
    expect(ref({ role: 'button', name: 'Delete', nth: 0 })).toBe('e20');
  });

  it('finds an unnamed control by the label text beside it or the named control it wraps', () => {
    expect(ref({ role: 'textbox' })).toBeNull();
    expect(ref({ role: 'textbox', beside: 'Partner account' })).toBe('e76');
    expect(ref({ role: 'combobox', holding: { role: 'combobox', name: 'Assignee' } })).toBe('e7');
    expect(ref({ role: 'combobox', holding: { role: 'combobox', name: 'Team' } })).toBeNull();
  });
});
