import { afterEach, describe, expect, it } from 'vitest';
import { formState } from '../../src/drivers/sim/apps/form.js';
import { sleep } from '../../src/core/limits.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { named, scriptedDecider } from '../support/scripted.js';
import { observedActions } from '../support/observed.js';
import { countTokens } from '../../bench/meter.js';
import { parseConfig } from '../../src/config/schema.js';

let open: Connected | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('MCP tools through the SDK client', () => {
  it('lists every tool with a schema and hints', async () => {
    open = await connect(scriptedDecider(() => ({ none: 1 })));
    const { tools } = await open.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(['observe', 'act', 'extract', 'windows']),
    );
    const act = tools.find((t) => t.name === 'act')!;
    // instruction is optional with a candidateId (issue 14); the listing still shows it.
    expect(act.inputSchema.required).toBeUndefined();
    expect(Object.keys(act.inputSchema.properties!)).toContain('instruction');
    expect(act.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(tools.find((t) => t.name === 'observe')!.annotations).toMatchObject({ readOnlyHint: true });
    // The listing is read in every session: then-steps show the common fields, and nothing is said twice.
    const then = act.inputSchema.properties!['then'] as { items: { properties: object } };
    expect(Object.keys(then.items.properties)).toEqual([
      'instruction',
      'text',
      'candidateId',
      'allowDestructive',
    ]);
    const listing = JSON.stringify(tools);
    expect(listing).not.toContain('x-listed');
    for (const tool of tools) expect(tool.annotations).not.toHaveProperty('title');
  });

  it('the tool list and the server instructions stay within 2,800 o200k tokens (read once per session)', async () => {
    open = await connect(scriptedDecider(() => ({ none: 1 })));
    const { tools } = await open.client.listTools();
    // Counted as bench/meter.ts counts it for every session of the benchmark.
    const listed = JSON.stringify(tools) + (open.client.getInstructions() ?? '');
    expect(countTokens(listed)).toBeLessThanOrEqual(2800);
  });

  it('a then-step still takes the fields the listing leaves out, and checks them', async () => {
    open = await connect(scriptedDecider(() => ({ none: 1 })));
    const seen = await call(open.client, 'observe', { windowId: 'sim:w-form' });
    const save = observedActions(seen.result).find((c) => c.does.includes('Save'))!;
    const chained = await call(open.client, 'act', {
      windowId: 'sim:w-form',
      instruction: 'first',
      candidateId: save.id,
      then: [{ instruction: 'save again', candidateId: save.id, double: false, modifiers: [] }],
    });
    expect(chained.result).toMatchObject({ status: 'done' });
    expect(chained.result['steps']).toHaveLength(2);
    const bad = await call(open.client, 'act', {
      windowId: 'sim:w-form',
      instruction: 'first',
      candidateId: save.id,
      then: [{ instruction: 'save again', candidateId: save.id, modifiers: ['hyper'] }],
    });
    expect(bad).toMatchObject({ isError: true, result: { status: 'failed', code: 'bad_arguments' } });
    const sim = await open.sim();
    expect(formState(sim.window('w-form'))).toMatchObject({ saves: 2 });
  });

  it('an argument the tool does not know, or control characters in words, is an error and nothing is done', async () => {
    open = await connect(scriptedDecider(named('click', 'Save')));
    const misspelt = await call(open.client, 'act', {
      windowId: 'sim:w-form',
      instruction: 'click Save',
      alowDestructive: true,
    });
    expect(misspelt).toMatchObject({
      isError: true,
      result: {
        status: 'failed',
        code: 'unknown_argument',
        message: 'act has no argument "alowDestructive"; nothing was done',
      },
    });
    const nested = await call(open.client, 'act', {
      windowId: 'sim:w-form',
      instruction: 'click Save',
      then: [{ instrucion: 'click Save' }],
    });
    expect(nested.result).toMatchObject({
      code: 'unknown_argument',
      message: 'act has no argument "then[0].instrucion"; nothing was done',
    });
    const hidden = await call(open.client, 'act', {
      windowId: 'sim:w-form',
      instruction: 'click Save\u0007',
    });
    expect(hidden).toMatchObject({ isError: true, result: { code: 'bad_arguments' } });
    expect(String(hidden.result.message)).toContain('control characters are not allowed');
    const sim = await open.sim();
    expect(formState(sim.window('w-form'))).toMatchObject({ saves: 0 });
  });

  it('windows lists ids; titles only with a filter', async () => {
    open = await connect(scriptedDecider(() => ({ none: 1 })));
    const all = await call(open.client, 'windows', {});
    const windows = all.result.windows as { id: string; title?: string }[];
    expect(windows.map((w) => w.id)).toEqual(['sim:w-form', 'sim:w-calc', 'sim:w-sections', 'sim:w-lab']);
    expect(windows[0]).not.toHaveProperty('title');
    const filtered = await call(open.client, 'windows', { app: 'Fixture' });
    expect(filtered.result.windows).toMatchObject([{ id: 'sim:w-form', title: 'Fixture' }]);
  });

  it('observe then act by id, then by instruction, with exact verification', async () => {
    open = await connect(scriptedDecider(named('click', 'Save')));
    const seen = await call(open.client, 'observe', { windowId: 'sim:w-form' });
    const name = observedActions(seen.result).find((c) => c.kind === 'set_value' && c.does.includes('Name'))!;
    const set = await call(open.client, 'act', {
      windowId: 'sim:w-form',
      instruction: 'set Name',
      text: '  Grace Hopper ',
      candidateId: name.id,
    });
    expect(set).toMatchObject({ isError: false, result: { status: 'done', verification: { exact: true } } });
    const save = await call(open.client, 'act', { windowId: 'sim:w-form', instruction: 'click Save' });
    expect(save.result).toMatchObject({ status: 'done', pick: { rule: 'strict' } });
    const sim = await open.sim();
    expect(formState(sim.window('w-form'))).toMatchObject({ name: '  Grace Hopper ', saves: 1 });
  });

  it('extract reads a field exactly', async () => {
    open = await connect(
      scriptedDecider((options) => ({
        [options.find((o) => o.option.name === 'Body')!.label]: 0.95,
        none: 0.01,
      })),
    );
    const sim = await open.sim();
    sim.window('w-form').root.children!.find((c) => c.id === 'body')!.value = '  todo:\n';
    const read = await call(open.client, 'extract', { windowId: 'sim:w-form', instruction: 'the body text' });
    expect(read.result).toMatchObject({
      status: 'done',
      element: { role: 'TextArea', label: 'Body', value: '  todo:\n', exact: true },
    });
  });

  it('every status comes back as a result, and failed ones are errors', async () => {
    open = await connect(scriptedDecider(() => ({ none: 0.9 })));
    const notFound = await call(open.client, 'act', { windowId: 'sim:w-form', instruction: 'fly' });
    expect(notFound).toMatchObject({ isError: false, result: { status: 'not_found' } });
    const gone = await call(open.client, 'act', { windowId: 'sim:nope', instruction: 'x' });
    expect(gone).toMatchObject({ isError: true, result: { status: 'failed', code: 'window_not_found' } });
  });

  it('bad arguments are isError results with the schema message; an unknown tool is a protocol error', async () => {
    open = await connect(scriptedDecider(() => ({ none: 1 })));
    const bad = await call(open.client, 'act', { windowId: 'sim:w-form', instruction: 42 });
    expect(bad.isError).toBe(true);
    expect(bad.result).toMatchObject({ status: 'failed', code: 'bad_arguments' });
    expect(String(bad.result.message)).toMatch(/Invalid arguments for tool act: .*instruction/s);
    await expect(open.client.callTool({ name: 'nope', arguments: {} })).rejects.toThrow(
      /Tool nope not found/,
    );
  });

  it('two concurrent act calls never interleave', async () => {
    const order: string[] = [];
    open = await connect(
      scriptedDecider(() => ({ none: 1 })),
      {
        sim: {
          beforePerform: async (action) => {
            order.push(`start ${action.type}`);
            await sleep(action.type === 'set_text' ? 80 : 5, new AbortController().signal);
            order.push(`end ${action.type}`);
          },
        },
      },
    );
    const seen = await call(open.client, 'observe', { windowId: 'sim:w-form' });
    const list = observedActions(seen.result);
    const name = list.find((c) => c.kind === 'set_value' && c.does.includes('Name'))!.id;
    const save = list.find((c) => c.does === 'click Button "Save"')!.id;
    const [a, b] = await Promise.all([
      call(open.client, 'act', {
        windowId: 'sim:w-form',
        instruction: 'name',
        text: 'Ada',
        candidateId: name,
      }),
      call(open.client, 'act', { windowId: 'sim:w-form', instruction: 'save', candidateId: save }),
    ]);
    expect([a.result.status, b.result.status]).toEqual(['done', 'done']);
    expect(order).toEqual(['start set_text', 'end set_text', 'start click', 'end click']);
  });
});

describe('opt-in tool groups (BEANS_PICKER_TOOLS)', () => {
  const CORE = [
    'observe',
    'act',
    'extract',
    'windows',
    'launch_app',
    'screenshot',
    'browser_navigate',
    'browser_dialog',
  ];
  const names = async (env?: Record<string, string>): Promise<string[]> => {
    await open?.close();
    open = await connect(
      scriptedDecider(() => ({ none: 1 })),
      env ? { env } : {},
    );
    return (await open.client.listTools()).tools.map((t) => t.name);
  };

  it('lists only the core by default; a group tool answers with how to turn it on and does nothing', async () => {
    expect(await names()).toEqual(CORE);
    await expect(
      open!.client.callTool({ name: 'clipboard_write', arguments: { text: 'x' } }),
    ).rejects.toThrow(/clipboard_write is off: start the server with BEANS_PICKER_TOOLS=clipboard/);
    await expect(open!.client.callTool({ name: 'nope', arguments: {} })).rejects.toThrow(
      /Tool nope not found/,
    );
    expect((await open!.sim()).performed).toEqual([]);
  });

  it('lists a group when named, every group with all, and the raw driver only with its own switch', async () => {
    expect(await names({ BEANS_PICKER_TOOLS: 'files' })).toEqual([
      ...CORE.slice(0, 6),
      'record_start',
      'record_stop',
      'browser_navigate',
      'browser_dialog',
      'browser_upload',
      'browser_download',
    ]);
    expect(await names({ BEANS_PICKER_TOOLS: ' clipboard , window ' })).toEqual(
      expect.arrayContaining([
        'clipboard_read',
        'clipboard_write',
        'window_frame',
        'browser_state',
        'browser_close',
      ]),
    );
    const all = await names({ BEANS_PICKER_TOOLS: 'all' });
    expect(all).toHaveLength(17);
    expect(all).not.toContain('driver');
    expect(await names({ BEANS_PICKER_TOOLS: 'core' })).toEqual(CORE);
  });

  it('a group name it does not know is a configuration error that names the groups', () => {
    expect(() => parseConfig({ BEANS_PICKER_TOOLS: 'files,vision' })).toThrow(
      /BEANS_PICKER_TOOLS: name tool groups from files, clipboard, window, all/,
    );
  });
});

describe('opt-in raw driver and logging', () => {
  it('the raw driver tool is listed only when BEANS_PICKER_RAW_DRIVER is set, and refuses drivers without one', async () => {
    open = await connect(scriptedDecider(() => ({ none: 1 })));
    expect((await open.client.listTools()).tools.map((t) => t.name)).not.toContain('driver');
    await expect(open.client.callTool({ name: 'driver', arguments: {} })).rejects.toThrow(/not found/);
    await open.close();
    open = await connect(
      scriptedDecider(() => ({ none: 1 })),
      { env: { BEANS_PICKER_RAW_DRIVER: '1' } },
    );
    expect((await open.client.listTools()).tools.map((t) => t.name)).toContain('driver');
    const result = await call(open.client, 'driver', {
      windowId: 'sim:w-form',
      tool: 'get_window_state',
      arguments: {},
    });
    expect(result).toMatchObject({ isError: true, result: { code: 'unknown_driver_tool' } });
  });

  it('logs only codes and error types, never screen text, arguments or keys', async () => {
    const lines: string[] = [];
    open = await connect(
      scriptedDecider(() => ({ none: 1 })),
      { log: (l) => lines.push(l) },
    );
    const sim = await open.sim();
    sim.window('w-form').root.children!.find((c) => c.id === 'status')!.label = 'SCREEN-SENTINEL';
    await call(open.client, 'act', {
      windowId: 'sim:w-form',
      instruction: 'ARG-SENTINEL',
      text: 'TEXT-SENTINEL',
    });
    await call(open.client, 'act', { windowId: 'sim:nope-SENTINEL', instruction: 'x' });
    await call(open.client, 'observe', { windowId: 'sim:w-form', instruction: 'find SENTINEL' });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/SENTINEL/u);
    for (const line of lines)
      expect(
        Object.keys(JSON.parse(line) as object).every((k) =>
          ['level', 'event', 'code', 'errorType', 'ms'].includes(k),
        ),
      ).toBe(true);
  });
});
