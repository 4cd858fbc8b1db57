// The MCP connection: session label, feature detection, time limits, one reconnect, end_session at close.
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/core/build.js';
import { DriverError } from '../../src/core/driver.js';
import { CuaConnection, sessionLabel } from '../../src/drivers/macos/connection.js';
import { FakeMac, FORM, signal } from './support.js';

describe('the cua-driver connection', () => {
  it('labels calls only where the schema declares session, and ends the session at close', async () => {
    const fake = new FakeMac();
    const driver = fake.driver();
    await driver.snapshot(FORM, { signal });
    const screen = await driver.connection.call('get_screen_size', {}, { signal });
    await driver.close();
    const label = driver.connection.label;
    expect(label).toMatch(/^beans-picker-\d+-[0-9a-z]+$/u);
    const calls = fake.toolCalls();
    expect(calls.find((c) => c.tool === 'get_window_state')?.args).toMatchObject({
      session: label,
      include_screenshot: false,
      max_elements: 1500,
      max_depth: 25,
    });
    expect(calls.find((c) => c.tool === 'get_window_state')?.args).not.toHaveProperty('tree_format');
    expect(calls.find((c) => c.tool === 'list_windows')?.args).not.toHaveProperty('session');
    // A typed tool refuses unknown fields, so the label is sent only because its schema has `session`.
    expect(screen.ok).toBe(true);
    expect(calls[calls.length - 1]).toMatchObject({ tool: 'end_session', args: { session: label } });
  });

  it('asks the newest builds for elements and markdown (tree_format: both) and maps them the same way', async () => {
    const fake = new FakeMac('newest');
    const driver = fake.driver();
    const raw = await driver.snapshot(FORM, { signal });
    await driver.close();
    expect(fake.toolCalls().find((c) => c.tool === 'get_window_state')?.args).toMatchObject({
      tree_format: 'both',
    });
    const snap = buildSnapshot(raw);
    expect(snap.nodes.find((n) => n.label === 'Save')?.role).toBe('button');
    expect(snap.nodes.find((n) => n.label === 'Newsletter')?.states.checked).toBe(false);
  });

  it('accepts results of tools whose output schema uses anyOf and uint64 (lenient validation)', async () => {
    const fake = new FakeMac();
    const conn = new CuaConnection(fake.connection());
    const windows = await conn.call('list_windows', {}, { signal });
    const refusal = await conn.call('click', { pid: 6161, element_token: 's00000000:1' }, { signal });
    await conn.close();
    expect(windows.ok).toBe(true);
    expect(refusal).toMatchObject({ ok: false, code: 'stale_element_token' });
  });

  it('a transport lost during an action gives transport_lost and the action is not replayed', async () => {
    const fake = new FakeMac();
    const driver = fake.driver();
    const raw = await driver.snapshot(FORM, { signal });
    const save = buildSnapshot(raw).nodes.find((n) => n.label === 'Save' && n.role === 'button');
    fake.setFaults({ crash: 'click' });
    const outcome = await driver.perform(FORM, { type: 'click', handle: save?.handle ?? '' }, { signal });
    expect(outcome).toMatchObject({ ok: false, code: 'transport_lost', mayHaveActed: true });
    expect(fake.toolCalls().filter((c) => c.tool === 'click')).toHaveLength(1);
    // The next call reconnects (a new fake process) and works.
    await driver.snapshot(FORM, { signal });
    await driver.close();
    const gens = new Set(fake.calls().map((c) => c.gen));
    expect(gens.size).toBe(2);
    expect(fake.toolCalls().filter((c) => c.tool === 'click')).toHaveLength(1);
  });

  it('a transport lost during a read reconnects once and replays the read', async () => {
    const fake = new FakeMac();
    const driver = fake.driver();
    await driver.windows({}, { signal });
    fake.setFaults({ crash: 'get_window_state' });
    const raw = await driver.snapshot(FORM, { signal });
    await driver.close();
    expect(raw.nodes.length).toBeGreaterThan(10);
    const reads = fake.toolCalls().filter((c) => c.tool === 'get_window_state');
    expect(reads).toHaveLength(2);
    expect(reads[0]?.gen).not.toBe(reads[1]?.gen);
  });

  it('a call past its limit is driver_timeout and says the action may have happened', async () => {
    const fake = new FakeMac();
    const conn = new CuaConnection({ ...fake.connection(), callTimeoutMs: 20_000 });
    await conn.call('list_windows', {}, { signal });
    fake.setFaults({ delay: { press_key: 1500 } });
    const error = await conn
      .call('press_key', { pid: 6161, window_id: 7001, key: 'tab' }, { signal, timeoutMs: 300 })
      .catch((e: unknown) => e);
    await conn.close();
    expect(error).toBeInstanceOf(DriverError);
    expect(error).toMatchObject({ code: 'driver_timeout', mayHaveActed: true });
    expect((error as Error).message).toContain('may have happened');
  });

  it('a missing binary is driver_unavailable with the path', async () => {
    const conn = new CuaConnection({ binary: '/nonexistent/cua-driver' });
    const error = await conn.call('list_windows', {}, { signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'driver_unavailable' });
    expect((error as Error).message).toContain('/nonexistent/cua-driver');
    await conn.close();
  });

  it('session labels are unique per process and time', () => {
    expect(sessionLabel()).toMatch(new RegExp(`^beans-picker-${process.pid}-`, 'u'));
  });
});
