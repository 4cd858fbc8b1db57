// Web micro-benchmarks over MCP stdio: beans-picker's observe against Playwright MCP's browser_snapshot per
// fixture page, and act + verify latency per candidate kind (acting by id, no decider).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listedActions, readView } from '../src/core/observe/read.js';
import type { FixtureServer } from '../src/fixtures/webServer.js';
import { playwrightCommand } from './caller-playwright.js';
import { MeteredSession, type CallRecord } from './meter.js';
import { findAll, parseSnapshot } from './yamlRefs.js';
import { median } from './summary.js';

/** Samples per measurement (after one warm-up). */
export const SAMPLES = 5;

/** One page: observe against browser_snapshot. */
export interface ObserveRow {
  page: string;
  variant: string;
  ms: number;
  bytes: number;
  tokens: number;
  pwMs: number;
  pwBytes: number;
  pwTokens: number;
}

/** One candidate kind: act + verify latency. */
export interface ActRow {
  kind: string;
  page: string;
  ms: number;
  statuses: string;
}

const PAGES = ['form', 'frames', 'shadow', 'combo', 'modal', 'swatches', 'lookalike', 'late', 'table'];
const BIN = fileURLToPath(new URL('../bin/beans-picker.js', import.meta.url));

/** Starts beans-picker over stdio with the browser driver only. */
export function startBeans(): Promise<MeteredSession> {
  return MeteredSession.start({
    args: [BIN],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? tmpdir(),
      BEANS_PICKER_DRIVERS: 'browser',
      BEANS_PICKER_BROWSER: '/usr/lib/chromium/chromium',
      BEANS_PICKER_LOG_LEVEL: 'silent',
    },
  });
}

async function sample(
  session: MeteredSession,
  tool: string,
  args: Record<string, unknown>,
): Promise<CallRecord> {
  await session.call(tool, args);
  const records: CallRecord[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    await session.call(tool, args);
    records.push(session.calls[session.calls.length - 1] as CallRecord);
  }
  return {
    tool,
    ms: median(records.map((r) => r.ms)),
    bytes: median(records.map((r) => r.bytes)),
    tokens: median(records.map((r) => r.tokens)),
    isError: records.some((r) => r.isError),
  };
}

/** Opens a tab in beans-picker's browser and returns its window id. */
export async function openTab(beans: MeteredSession, url: string): Promise<string> {
  const launched = await beans.call('launch_app', { app: 'chromium', urls: [url] });
  const id = (launched.structured?.windows as { id: string }[] | undefined)?.[0]?.id;
  if (!id) throw new Error(`launch_app failed: ${launched.text}`);
  return id;
}

/** observe (default limit, and 500 on the big page) against browser_snapshot, page by page. */
export async function observeVsSnapshot(server: FixtureServer): Promise<ObserveRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bp-micro-'));
  const beans = await startBeans();
  const pw = await MeteredSession.start(await playwrightCommand(dir));
  const rows: ObserveRow[] = [];
  try {
    const windowId = await openTab(beans, 'about:blank');
    for (const page of PAGES) {
      const url = `${server.url}/${page}.html`;
      server.reset();
      await beans.call('browser_navigate', { windowId, url });
      await pw.call('browser_navigate', { url });
      await new Promise((r) => setTimeout(r, 400));
      const snap = await sample(pw, 'browser_snapshot', {});
      const limits = page === 'table' ? [undefined, 500] : [undefined];
      for (const limit of limits) {
        const obs = await sample(beans, 'observe', { windowId, ...(limit ? { limit } : {}) });
        rows.push({
          page,
          variant: limit ? `limit ${limit}` : 'default (80)',
          ms: obs.ms,
          bytes: obs.bytes,
          tokens: obs.tokens,
          pwMs: snap.ms,
          pwBytes: snap.bytes,
          pwTokens: snap.tokens,
        });
      }
    }
  } finally {
    await beans.close();
    await pw.close();
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

interface KindCase {
  kind: string;
  page: string;
  /** Words of the action as the observe view lists it (`up SpinButton "Quantity"`). */
  does: string;
  args?: (i: number) => Record<string, unknown>;
}

const KINDS: KindCase[] = [
  { kind: 'set_value', page: 'form', does: 'TextField "Name"', args: (i) => ({ text: ` name ${i} ` }) },
  { kind: 'type_into', page: 'form', does: 'TextField "Name"', args: (i) => ({ text: `x${i}` }) },
  { kind: 'append', page: 'form', does: 'TextField "Body"', args: (i) => ({ text: `line ${i}` }) },
  {
    kind: 'choose_option',
    page: 'form',
    does: 'ComboBox "Size"',
    args: (i) => ({ text: i % 2 ? 'Medium' : 'Large' }),
  },
  { kind: 'toggle', page: 'form', does: 'CheckBox "Newsletter"' },
  { kind: 'click', page: 'form', does: 'Button "Save"' },
  { kind: 'step', page: 'controls', does: 'up SpinButton "Quantity"' },
  { kind: 'scroll', page: 'controls', does: 'scroll-down List "Long list"' },
  { kind: 'key', page: 'form', does: 'press Tab' },
  { kind: 'drag', page: 'controls', does: 'Generic "Card"', args: () => ({ dragTo: { dx: 0, dy: 60 } }) },
];

/** act + verify latency per kind: each sample on a freshly loaded page, found by id (untimed), acted by id (timed). */
export async function actPerKind(server: FixtureServer): Promise<ActRow[]> {
  const beans = await startBeans();
  const rows: ActRow[] = [];
  try {
    const windowId = await openTab(beans, 'about:blank');
    for (const k of KINDS) {
      const times: number[] = [];
      const statuses: string[] = [];
      for (let i = 0; i <= SAMPLES; i += 1) {
        server.reset({ body: 'todo:\n' });
        await beans.call('browser_navigate', { windowId, url: `${server.url}/${k.page}.html` });
        const obs = await beans.call('observe', { windowId, include: ['all'] });
        const candidates = listedActions(readView(String(obs.structured?.view ?? '')));
        const found = candidates.find((c) => c.kind === k.kind && c.does.includes(k.does));
        if (!found) throw new Error(`no ${k.kind} candidate for ${k.does}`);
        const args = { windowId, candidateId: found.id, instruction: k.kind, ...(k.args?.(i) ?? {}) };
        const result = await beans.call('act', args);
        if (i === 0) continue;
        times.push(beans.calls[beans.calls.length - 1]?.ms ?? Number.NaN);
        statuses.push(String(result.structured?.status));
      }
      const counts = [...new Set(statuses)].map((s) => `${s} ×${statuses.filter((x) => x === s).length}`);
      rows.push({ kind: k.kind, page: k.page, ms: median(times), statuses: counts.join(', ') });
    }
  } finally {
    await beans.close();
  }
  return rows;
}

/** Playwright MCP's browser_click on the form's Save button (which posts to the fixture), median ms. */
export async function playwrightClickMs(pageUrl: string): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'bp-micro-'));
  const pw = await MeteredSession.start(await playwrightCommand(dir));
  try {
    await pw.call('browser_navigate', { url: pageUrl });
    const snap = parseSnapshot((await pw.call('browser_snapshot', {})).text);
    const target = findAll(snap, { role: 'button', name: 'Save' })[0]?.ref;
    if (!target) throw new Error('no Save button in the snapshot');
    return (await sample(pw, 'browser_click', { target })).ms;
  } finally {
    await pw.close();
    await rm(dir, { recursive: true, force: true });
  }
}
