// Short ids through the SDK client (issue 16): observe shows "c12" for each action, act takes it, every result
// shows the same short ids, and a short id whose control is gone never reaches another one.
import { afterEach, describe, expect, it } from 'vitest';
import { formState } from '../../src/drivers/sim/apps/form.js';
import { sectionsApp } from '../../src/drivers/sim/apps/sections.js';
import { findControl } from '../../src/drivers/sim/world.js';
import { readView } from '../../src/core/observe/read.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { observedActions } from '../support/observed.js';
import { scriptedDecider } from '../support/scripted.js';

let open: Connected | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const noModel = () => scriptedDecider(() => ({ none: 1 }));
const SHORT = /^c\d{1,9}$/u;

async function view(connected: Connected, args: Record<string, unknown>): Promise<string> {
  return String((await call(connected.client, 'observe', args)).result['view']);
}

async function actions(connected: Connected, args: Record<string, unknown>) {
  return observedActions((await call(connected.client, 'observe', args)).result);
}

describe('short ids through the MCP client', () => {
  it('every action the view lists has a short id, and act takes each one (text actions with text)', async () => {
    open = await connect(noModel());
    const listed = await actions(open, { windowId: 'sim:w-form', include: ['all'] });
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.filter((a) => !SHORT.test(a.id))).toEqual([]);
    await open.close();
    for (const action of listed) {
      open = await connect(noModel());
      const again = await actions(open, { windowId: 'sim:w-form', include: ['all'] });
      expect(again).toEqual(listed);
      const text = ['set_value', 'append', 'type_into', 'choose_option'].includes(action.kind)
        ? { text: action.kind === 'choose_option' ? 'Large' : 'x' }
        : {};
      const acted = await call(open.client, 'act', {
        windowId: 'sim:w-form',
        candidateId: action.id,
        ...text,
      });
      expect(acted.result['status'], `${action.does}: ${String(acted.result['message'])}`).not.toBe(
        'not_found',
      );
      expect(acted.result['action'], action.does).toMatchObject({ id: action.id, kind: action.kind });
      await open.close();
      open = undefined;
    }
  });

  it('a control keeps its short id across observes and acts while it is there', async () => {
    open = await connect(noModel());
    const first = await view(open, { windowId: 'sim:w-form' });
    expect(await view(open, { windowId: 'sim:w-form' })).toBe(first);
    const name = readView(first).controls.find((c) => c.label === 'Name')!;
    expect(name.id).toMatch(SHORT);
    const set = await call(open.client, 'act', { windowId: 'sim:w-form', candidateId: name.id, text: 'Ada' });
    expect(set.result).toMatchObject({ status: 'done', action: { id: name.id } });
    const after = readView(await view(open, { windowId: 'sim:w-form' }));
    expect(after.controls.find((c) => c.label === 'Name')).toMatchObject({ id: name.id, value: 'Ada' });
    expect(after.controls.map((c) => c.id)).toEqual(readView(first).controls.map((c) => c.id));
  });

  it('a short id whose control is gone answers target_gone with that id, and its number never names another', async () => {
    open = await connect(noModel());
    const sim = await open.sim();
    const stars = (await actions(open, { windowId: 'sim:w-sections' })).filter((a) =>
      a.does.includes('"Star"'),
    );
    expect(stars.map((s) => s.id)).toEqual([expect.stringMatching(SHORT), expect.stringMatching(SHORT)]);
    // The window re-renders: the look-alike Star buttons (token-bound) are new controls.
    const window = sim.window('w-sections');
    window.root = sectionsApp().root;
    findControl(window.root, 'star-1')!.id = 'star-1b';
    findControl(window.root, 'star-2')!.id = 'star-2b';
    const stale = await call(open.client, 'act', { windowId: 'sim:w-sections', candidateId: stars[0]!.id });
    expect(stale.result).toMatchObject({ status: 'not_found', code: 'target_gone' });
    expect(stale.result['message']).toBe(`candidate ${stars[0]!.id} is not on the window now; observe again`);
    expect(sim.performed).toHaveLength(0);
    const now = (await actions(open, { windowId: 'sim:w-sections' })).filter((a) =>
      a.does.includes('"Star"'),
    );
    expect(now).toHaveLength(2);
    expect(now.map((a) => a.id).filter((id) => stars.some((s) => s.id === id))).toEqual([]);
  });

  it('a short id never given answers not_found and nothing runs', async () => {
    open = await connect(noModel());
    await view(open, { windowId: 'sim:w-form' });
    const acted = await call(open.client, 'act', { windowId: 'sim:w-form', candidateId: 'c999999' });
    expect(acted.result).toMatchObject({ status: 'not_found', code: 'target_gone' });
    expect((await open.sim()).performed).toHaveLength(0);
  });

  it('newCandidates show short ids that act takes', async () => {
    open = await connect(noModel());
    const menu = (await actions(open, { windowId: 'sim:w-lab', include: ['context'] })).find(
      (a) => a.kind === 'context_menu' && a.does.includes('Invoice 42'),
    )!;
    const opened = await call(open.client, 'act', { windowId: 'sim:w-lab', candidateId: menu.id });
    const fresh = opened.result['newCandidates'] as { id: string; does: string }[];
    const archive = fresh.find((c) => c.does === 'click MenuItem "Archive"')!;
    expect(fresh.filter((c) => !SHORT.test(c.id))).toEqual([]);
    const acted = await call(open.client, 'act', {
      windowId: 'sim:w-lab',
      candidateId: archive.id,
      allowDestructive: true,
    });
    expect(acted.result).toMatchObject({ status: 'done', action: { id: archive.id } });
    expect((await open.sim()).window('w-lab').state?.archived).toBe(true);
  });

  it('then-steps and drag targets take short ids, and each step result shows its own', async () => {
    open = await connect(noModel());
    const sim = await open.sim();
    const list = findControl(sim.window('w-lab').root, 'done')!;
    list.children = [{ id: 'placeholder', role: 'listitem', label: 'Drop here', clickable: true }];
    const lab = await actions(open, { windowId: 'sim:w-lab' });
    const card = lab.find((a) => a.kind === 'drag' && a.does.includes('Card A'))!;
    const drop = lab.find((a) => a.kind === 'click' && a.does.includes('Drop here'))!;
    expect([card.id, drop.id]).toEqual([expect.stringMatching(SHORT), expect.stringMatching(SHORT)]);
    const form = await actions(open, { windowId: 'sim:w-form' });
    expect(form.some((a) => lab.some((b) => b.id === a.id))).toBe(false);
    const acted = await call(open.client, 'act', {
      windowId: 'sim:w-lab',
      candidateId: card.id,
      dragTo: { candidateId: drop.id },
    });
    expect(acted.result).toMatchObject({ status: 'done', action: { id: card.id, route: 'drag' } });
    expect(list.children.map((c) => c.label)).toEqual(['Drop here', 'Card A']);
    const name = form.find((a) => a.kind === 'set_value' && a.does.includes('"Name"'))!;
    const save = form.find((a) => a.kind === 'click' && a.does.includes('"Save"'))!;
    const steps = await call(open.client, 'act', {
      windowId: 'sim:w-form',
      candidateId: name.id,
      text: 'Ada',
      then: [{ candidateId: save.id }],
    });
    expect((steps.result['steps'] as { action: { id: string } }[]).map((s) => s.action.id)).toEqual([
      name.id,
      save.id,
    ]);
    expect(formState(sim.window('w-form'))).toMatchObject({ name: 'Ada', saves: 1 });
  });
});
