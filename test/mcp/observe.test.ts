// The observe view through the SDK client: compact lines whose ids act exactly as before (issue 16).
import { afterEach, describe, expect, it } from 'vitest';
import { formState } from '../../src/drivers/sim/apps/form.js';
import { readView } from '../../src/core/observe/read.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { scriptedDecider } from '../support/scripted.js';

let open: Connected | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const noModel = () => scriptedDecider(() => ({ none: 1 }));

async function look(args: Record<string, unknown>) {
  if (!open) throw new Error('not connected');
  const seen = await call(open.client, 'observe', args);
  expect(seen.isError).toBe(false);
  return { result: seen.result, read: readView(String(seen.result['view'])) };
}

describe('observe through the MCP client', () => {
  it('a value with spaces, quotes and a newline set by the id read from the view reads back exactly', async () => {
    open = await connect(noModel());
    const before = await look({ windowId: 'sim:w-form' });
    const name = before.read.controls.find((c) => c.role === 'TextField' && c.label === 'Name');
    expect(name).toMatchObject({ value: '' });
    const text = '  Grace "Amazing"\nHopper ';
    const set = await call(open.client, 'act', {
      windowId: 'sim:w-form',
      candidateId: name?.actions['set'],
      text,
    });
    expect(set.result).toMatchObject({ status: 'done', action: { kind: 'set_value' } });
    expect(formState((await open.sim()).window('w-form')).name).toBe(text);
    const after = await look({ windowId: 'sim:w-form' });
    expect(after.read.controls.find((c) => c.label === 'Name')).toMatchObject({ id: name?.id, value: text });
  });

  it('the result is the view and nothing said twice: no candidate list, no window id the caller gave', async () => {
    open = await connect(noModel());
    const { result, read } = await look({ windowId: 'sim:w-form' });
    expect(Object.keys(result).sort()).toEqual(['status', 'view']);
    expect(read.header[0]).toBe('Fixture');
    expect(String(result['view'])).not.toContain('sim:w-form');
    const byApp = await look({ app: 'Fixture' });
    expect(byApp.read.header).toContain('window sim:w-form');
  });

  it('the caller reads the lines as text, not a JSON string; the ranking numbers come first as one JSON line', async () => {
    open = await connect(noModel());
    const text = async (args: Record<string, unknown>) => {
      if (!open) throw new Error('not connected');
      const seen = await open.client.callTool({ name: 'observe', arguments: args });
      return {
        text: (seen.content as { text: string }[])[0]!.text,
        result: seen.structuredContent as Record<string, unknown>,
      };
    };
    const plain = await text({ windowId: 'sim:w-form' });
    expect(plain.text).toBe(plain.result['view']);
    const ranked = await text({ windowId: 'sim:w-form', instruction: 'click Save' });
    const { status: _status, view, ...facts } = ranked.result;
    expect(ranked.text).toBe(`${JSON.stringify(facts)}\n${String(view)}`);
    expect(facts).toHaveProperty('pNone');
  });

  it('window keys are absent by default and listed with include: ["keys"]; their ids act as before', async () => {
    open = await connect(noModel());
    const plain = await look({ windowId: 'sim:w-form' });
    expect(plain.read.keys).toEqual({});
    expect(String(plain.result['view'])).not.toMatch(/Escape|shift\+F10/u);
    const asked = await look({ windowId: 'sim:w-form', include: ['keys'] });
    expect(Object.keys(asked.read.keys)).toEqual([
      'Return',
      'Escape',
      'Tab',
      'Space',
      'Up',
      'Down',
      'Left',
      'Right',
      'shift+F10',
    ]);
    const tab = await call(open.client, 'act', {
      windowId: 'sim:w-form',
      candidateId: asked.read.keys['Tab'],
    });
    expect(tab.result).toMatchObject({ action: { id: asked.read.keys['Tab'], kind: 'key' } });
  });

  it('a secret field shows that it is secret and no value', async () => {
    open = await connect(noModel());
    const { result, read } = await look({ windowId: 'sim:w-lab' });
    expect(String(result['view'])).not.toContain('hunter2');
    const password = read.controls.find((c) => c.label === 'Password');
    expect(password?.flags).toContain('secret');
    expect(password).not.toHaveProperty('value');
    expect(read.controls.find((c) => c.label === 'Serial')).toMatchObject({ value: 'AB-1' });
  });

  it('the listing shows include, find and range; limit is still accepted', async () => {
    open = await connect(noModel());
    const observe = (await open.client.listTools()).tools.find((t) => t.name === 'observe')!;
    expect(Object.keys(observe.inputSchema.properties!)).toEqual([
      'windowId',
      'app',
      'pid',
      'instruction',
      'include',
      'find',
      'range',
    ]);
    const limited = await call(open.client, 'observe', { windowId: 'sim:w-form', limit: 500 });
    expect(limited.result).toMatchObject({ status: 'done' });
    const bad = await call(open.client, 'observe', { windowId: 'sim:w-form', include: ['everything'] });
    expect(bad).toMatchObject({ isError: true, result: { code: 'bad_arguments' } });
  });
});
