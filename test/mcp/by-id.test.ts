// Calls by id need no words: act and each then-step take a candidateId without an instruction.
import { afterEach, describe, expect, it } from 'vitest';
import { formState } from '../../src/drivers/sim/apps/form.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { scriptedDecider } from '../support/scripted.js';
import { observedActions } from '../support/observed.js';

let open: Connected | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const noModel = () => scriptedDecider(() => ({ none: 1 }));

async function idOf(connected: Connected, text: string, kind: string): Promise<string> {
  const seen = await call(connected.client, 'observe', { windowId: 'sim:w-form', limit: 500 });
  const hit = observedActions(seen.result).find((c) => c.kind === kind && c.does.includes(text));
  if (!hit) throw new Error(`no ${kind} candidate with ${text}`);
  return hit.id;
}

describe('act by candidateId, without an instruction, through the MCP client', () => {
  it('the listing shows instruction, says it is optional with candidateId, and requires neither field', async () => {
    open = await connect(noModel());
    const act = (await open.client.listTools()).tools.find((t) => t.name === 'act')!;
    const instruction = act.inputSchema.properties!['instruction'] as { description: string };
    expect(instruction.description).toMatch(/optional with candidateId$/u);
    expect(act.inputSchema.required).toBeUndefined();
    const then = act.inputSchema.properties!['then'] as {
      items: { properties: object; required?: string[] };
    };
    expect(Object.keys(then.items.properties)).toContain('instruction');
    expect(then.items.required).toBeUndefined();
  });

  it('act with only a candidateId is done, and the decision model is never asked', async () => {
    const decider = noModel();
    open = await connect(decider);
    const save = await idOf(open, 'Save', 'click');
    const acted = await call(open.client, 'act', { windowId: 'sim:w-form', candidateId: save });
    expect(acted).toMatchObject({ isError: false, result: { status: 'done', action: { id: save } } });
    expect(formState((await open.sim()).window('w-form')).saves).toBe(1);
    expect(decider.requests).toHaveLength(0);
  });

  it('a then-step with only a candidateId (and text) runs and is done', async () => {
    open = await connect(noModel());
    const save = await idOf(open, 'Save', 'click');
    const name = await idOf(open, '"Name"', 'set_value');
    const acted = await call(open.client, 'act', {
      windowId: 'sim:w-form',
      candidateId: name,
      text: 'Ada',
      then: [{ candidateId: save }],
    });
    expect(acted.result).toMatchObject({ status: 'done', message: 'ran all 2 steps', skipped: 0 });
    expect((acted.result['steps'] as { status: string }[]).map((s) => s.status)).toEqual(['done', 'done']);
    expect(formState((await open.sim()).window('w-form'))).toMatchObject({ name: 'Ada', saves: 1 });
  });

  it('a Copy menu item found by observe with words is still there for an act by id alone', async () => {
    open = await connect(noModel());
    const seen = await call(open.client, 'observe', {
      windowId: 'sim:w-lab',
      instruction: 'copy',
      limit: 500,
    });
    const copy = observedActions(seen.result).find((c) => c.kind === 'menu' && c.does.includes('Copy'))!;
    const acted = await call(open.client, 'act', { windowId: 'sim:w-lab', candidateId: copy.id });
    expect(acted.result).toMatchObject({ action: { id: copy.id, kind: 'menu' } });
    expect(['done', 'unverified']).toContain(acted.result['status']);
    expect((await open.sim()).performed).toHaveLength(1);
  });

  it('a step with neither instruction nor candidateId is a validation error naming both, and nothing runs', async () => {
    open = await connect(noModel());
    const save = await idOf(open, 'Save', 'click');
    const sim = await open.sim();
    const bare = await call(open.client, 'act', { windowId: 'sim:w-form', text: 'Ada' });
    expect(bare).toMatchObject({ isError: true, result: { status: 'failed', code: 'bad_arguments' } });
    expect(bare.result['message']).toMatch(/give instruction or candidateId/u);
    const inThen = await call(open.client, 'act', {
      windowId: 'sim:w-form',
      candidateId: save,
      then: [{ text: 'Ada' }],
    });
    expect(inThen).toMatchObject({ isError: true, result: { status: 'failed', code: 'bad_arguments' } });
    expect(inThen.result['message']).toMatch(/give instruction or candidateId[^]*then\[0\]\.instruction/u);
    expect(sim.performed).toHaveLength(0);
    expect(formState(sim.window('w-form'))).toMatchObject({ name: '', saves: 0 });
  });
});
