import { describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { keyedOf, observationOf, snapshotWindow } from '../../src/core/act/context.js';
import { sectionsApp } from '../../src/drivers/sim/apps/sections.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import { findControl } from '../../src/drivers/sim/world.js';
import { testContext } from '../support/context.js';
import { candidatesOf, idOf } from '../support/find.js';
import { scriptedDecider } from '../support/scripted.js';

const noModel = scriptedDecider(() => ({ none: 1 }));
const fresh = () => {
  const driver = new SimDriver();
  return { driver, ctx: testContext(driver, noModel) };
};

describe('stable ids', () => {
  it('a field keeps its id while its text changes', async () => {
    const { ctx } = fresh();
    const before = await idOf(ctx, 'w-form', 'set_value', 'Name');
    await runAct(ctx, { windowId: 'w-form', instruction: 'name', text: 'Ada', candidateId: before });
    expect(await idOf(ctx, 'w-form', 'set_value', 'Name')).toBe(before);
  });

  it('a field named after its own text keeps its id when the text changes', async () => {
    const { ctx } = fresh();
    const before = await idOf(ctx, 'w-lab', 'set_value', '"untitled"');
    const result = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'tag',
      text: 'urgent',
      candidateId: before,
    });
    expect(result.status).toBe('done');
    expect(await idOf(ctx, 'w-lab', 'set_value', '"urgent"')).toBe(before);
  });

  it('ids survive a re-render of the same window (a fresh world)', async () => {
    const first = (await candidatesOf(fresh().ctx, 'w-form')).map((c) => c.id);
    const second = (await candidatesOf(fresh().ctx, 'w-form')).map((c) => c.id);
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
  });

  it('look-alike Edit buttons are told apart by their section heading', async () => {
    const { driver, ctx } = fresh();
    const edits = (await candidatesOf(ctx, 'w-sections')).filter(
      (c) => c.kind === 'click' && c.does.startsWith('click Button "Edit"'),
    );
    expect(edits.map((c) => c.does)).toEqual([
      'click Button "Edit" near "Billing"',
      'click Button "Edit" near "Shipping"',
      'click Button "Edit" near "Contact"',
    ]);
    const result = await runAct(ctx, {
      windowId: 'w-sections',
      instruction: 'edit shipping',
      candidateId: edits[1]!.id,
    });
    expect(result.status).toBe('done');
    expect(driver.window('w-sections').state?.edited).toBe('Shipping');
  });

  it('twins nothing tells apart get token-bound ids that are never rebound', async () => {
    const { driver, ctx } = fresh();
    const stars = (await candidatesOf(ctx, 'w-sections')).filter((c) =>
      c.does.startsWith('click Button "Star"'),
    );
    expect(stars).toHaveLength(2);
    expect(stars[0]!.id).not.toBe(stars[1]!.id);
    // The window re-renders: the same-looking buttons now have new tokens.
    const window = driver.window('w-sections');
    const fresh2 = sectionsApp();
    window.root = fresh2.root;
    findControl(window.root, 'star-1')!.id = 'star-1b';
    findControl(window.root, 'star-2')!.id = 'star-2b';
    const result = await runAct(ctx, {
      windowId: 'w-sections',
      instruction: 'star',
      candidateId: stars[0]!.id,
    });
    expect(result).toMatchObject({ status: 'not_found', code: 'target_gone' });
    expect(result.message).toMatch(/observe again/);
    expect(driver.performed).toHaveLength(0);
  });

  it('a label cannot inject delimiters into an identity', async () => {
    const { driver, ctx } = fresh();
    const root = driver.window('w-sections').root;
    root.children!.push(
      { id: 'evil', role: 'button', label: '","button","Edit' },
      { id: 'plain', role: 'button', label: 'Edit' },
    );
    const ids = (await candidatesOf(ctx, 'w-sections')).map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('keys without candidates', () => {
  it('a retake keys every node as the candidates do, with and without a modal sheet', async () => {
    const { ctx } = fresh();
    const same = async (windowId: string): Promise<void> => {
      const snapshot = await snapshotWindow(ctx, windowId);
      expect(keyedOf(snapshot).keys).toEqual(observationOf(ctx, snapshot).keys);
    };
    for (const id of ['w-form', 'w-calc', 'w-sections', 'w-lab']) await same(id);
    const prefs = await runAct(ctx, {
      windowId: 'w-lab',
      instruction: 'open preferences',
      candidateId: await idOf(ctx, 'w-lab', 'click', 'Preferences…'),
    });
    expect(prefs.status).toBe('done');
    const snapshot = await snapshotWindow(ctx, 'w-lab');
    expect(snapshot.modal).toBeDefined();
    await same('w-lab');
  });
});
