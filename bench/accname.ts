// Roles and accessible names of beans-picker's page walk against the standard, measured on the same DOM
// elements: Chromium's own accessibility tree (CDP Accessibility.getPartialAXTree by backend node id) and
// dom-accessibility-api (bundled with esbuild, run in the walk's isolated world). For every wild host page and
// web fixture, as loaded: every candidate-bearing node's role and name, and the cost of each way per snapshot.
// `npm run bench:accname [-- --out DIR] [--reps N] [--pages a,b]`; writes DIR/results.json, disagreements.json
// and summary.md (default bench/results/2026-12-02-accname); `--summarise` rewrites summary.md from results.json.
import { readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { buildSnapshot } from '../src/core/build.js';
import { buildCandidates } from '../src/core/candidates/build.js';
import { CDP_ROLES, type Role } from '../src/core/roles.js';
import type { RawNode, RawSnapshot } from '../src/core/snapshot.js';
import { CHROMIUM_FLAGS, findChromium } from '../src/drivers/cdp/launch.js';
import { perceive } from '../src/drivers/cdp/perceive.js';
import { Tab } from '../src/drivers/cdp/tab.js';
import { startFixtureServer } from '../src/fixtures/webServer.js';
import { readyExpression, wildPageNames } from '../test/wild/ready.js';
import { startWildServer } from '../test/wild/server.js';
import { median } from './summary.js';

/** What one implementation says a node's role and name are. */
export interface Reading {
  role: string;
  mapped: Role;
  name: string;
  ignored?: boolean;
}

/** One candidate-bearing node of one page, read three ways. */
export interface NodeRecord {
  page: string;
  handle: string;
  tag: string;
  ours: Reading;
  chromium: Reading | null;
  dai: Reading | null;
}

/** Milliseconds per snapshot (median over the reps) for one page. */
export interface CostRow {
  page: string;
  nodes: number;
  candidates: number;
  walk: number;
  /** Chromium's node for each candidate, one Accessibility.getPartialAXTree call per node. */
  walkChromium: number;
  /** Chromium's whole tree once per frame (Accessibility.getFullAXTree), mapped by backend node id. */
  walkChromiumTree: number;
  walkDai: number;
}

const OUT = fileURLToPath(new URL('./results/2026-12-02-accname/', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../fixtures/web/', import.meta.url));
// One control per accname rule the issue names (labels, placeholder, title, SVG title, slots, shadow roots…).
const CASES = new URL('./accname/cases.html', import.meta.url).href;
const SKIPPED = new Set(['frame-inner', 'index']);
// Pages of thousands of generated nodes, reported apart so they do not drown the others.
const BULK = new Set(['crowded', 'table']);
const CAPABILITIES = {
  backgroundKeys: true,
  backgroundMenus: true,
  modifiers: true,
  drag: true,
  hover: true,
};

/** Whitespace-collapsed, trimmed, and cut where our walk cuts names (200 characters). */
export function normal(name: string): string {
  return name.replace(/\s+/g, ' ').trim().slice(0, 200).trim();
}

/** A role of any of the three vocabularies in the common one. */
export function commonRole(role: string): Role {
  return CDP_ROLES[role] ?? 'generic';
}

async function daiBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { computeAccessibleName, getRole } from 'dom-accessibility-api';\n" +
        'globalThis.__beansDai = { computeAccessibleName, getRole };',
      resolveDir: fileURLToPath(new URL('..', import.meta.url)),
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

function fixturePages(): string[] {
  const names = readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.slice(0, -'.html'.length))
    .filter((n) => !SKIPPED.has(n))
    .sort();
  return [...names, 'table'];
}

/** The nodes some candidate acts on (window keys have none). */
function candidateNodes(raw: RawSnapshot): { nodes: number[]; candidates: number } {
  const { candidates } = buildCandidates(buildSnapshot(raw), { capabilities: CAPABILITIES });
  const at = new Set<number>();
  for (const c of candidates) if (c.node !== undefined && c.kind !== 'key') at.add(c.node);
  return { nodes: [...at].sort((a, b) => a - b), candidates: candidates.length };
}

async function snapshot(tab: Tab): Promise<RawSnapshot> {
  return perceive(
    tab,
    Promise.resolve({ id: tab.targetId, app: 'chromium', title: '' }),
    Promise.resolve([]),
  );
}

/** Per handle, the backend DOM node id and the CDP session of its frame. */
async function backendIds(
  tab: Tab,
  handles: string[],
): Promise<Map<string, { id: number; session: Tab['session'] }>> {
  const out = new Map<string, { id: number; session: Tab['session'] }>();
  await Promise.all(
    handles.map(async (handle) => {
      const target = tab.frames.resolve(handle);
      if (!target) return;
      const objectId = await tab.frames.objectFor(target.doc, target.ref);
      if (!objectId) return;
      const { node } = await target.doc.session.send('DOM.describeNode', { objectId });
      out.set(handle, { id: node.backendNodeId, session: target.doc.session });
    }),
  );
  const sessions = new Set([...out.values()].map((v) => v.session));
  for (const s of sessions)
    await s.send('Runtime.releaseObjectGroup', { objectGroup: 'beans-picker' }).catch(() => undefined);
  return out;
}

interface AXValue {
  value?: unknown;
}
interface AXNode {
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  backendDOMNodeId?: number;
}

/** Chromium's computed role and name of each handle's element. */
async function chromiumReadings(tab: Tab, handles: string[]): Promise<Map<string, Reading>> {
  const ids = await backendIds(tab, handles);
  const out = new Map<string, Reading>();
  await Promise.all(
    [...ids].map(async ([handle, { id, session }]) => {
      const tree = (await session.send('Accessibility.getPartialAXTree', {
        backendNodeId: id,
        fetchRelatives: false,
      })) as { nodes: AXNode[] };
      const node = tree.nodes.find((n) => n.backendDOMNodeId === id) ?? tree.nodes[0];
      if (!node) return;
      const role = String(node.role?.value ?? '');
      out.set(handle, {
        role,
        mapped: commonRole(role),
        name: normal(String(node.name?.value ?? '')),
        ignored: node.ignored,
      });
    }),
  );
  return out;
}

/** The cost variant of chromiumReadings: one whole tree per frame instead of one call per node. */
async function chromiumTree(tab: Tab, handles: string[]): Promise<number> {
  const ids = await backendIds(tab, handles);
  const frames = new Map<string, Tab['session']>();
  for (const handle of handles) {
    const doc = tab.frames.resolve(handle)?.doc;
    if (doc) frames.set(doc.frameId, doc.session);
  }
  const wanted = new Set([...ids.values()].map((v) => v.id));
  let found = 0;
  for (const [frameId, session] of frames) {
    const tree = (await session.send('Accessibility.getFullAXTree', { frameId })) as { nodes: AXNode[] };
    for (const node of tree.nodes) if (node.backendDOMNodeId && wanted.has(node.backendDOMNodeId)) found++;
  }
  return found;
}

/** dom-accessibility-api's role and name of each handle's element, computed in the walk's own world. */
async function daiReadings(tab: Tab, handles: string[], bundle: string): Promise<Map<string, Reading>> {
  const byDoc = new Map<
    string,
    { doc: NonNullable<ReturnType<Tab['frames']['resolve']>>['doc']; refs: number[] }
  >();
  for (const handle of handles) {
    const target = tab.frames.resolve(handle);
    if (!target) continue;
    const entry = byDoc.get(target.doc.key) ?? { doc: target.doc, refs: [] };
    entry.refs.push(target.ref);
    byDoc.set(target.doc.key, entry);
  }
  const out = new Map<string, Reading>();
  for (const { doc, refs } of byDoc.values()) {
    const objectId = await tab.frames.objectFor(doc, 0);
    if (!objectId) continue;
    const reply = await doc.session.send('Runtime.callFunctionOn', {
      objectId,
      functionDeclaration: `function(docId, refs) {
        if (!globalThis.__beansDai) { ${bundle} }
        const S = globalThis.__beansPicker, D = globalThis.__beansDai;
        return refs.map((ref) => {
          const el = S.byRef(S, docId, ref);
          if (!el) return null;
          try { return { role: D.getRole(el) || '', name: D.computeAccessibleName(el) }; }
          catch (e) { return { role: 'error', name: String(e) }; }
        });
      }`,
      arguments: [{ value: doc.docId }, { value: refs }],
      returnByValue: true,
    });
    await tab.frames.releaseObjects(doc);
    const values = (reply.result.value ?? []) as ({ role: string; name: string } | null)[];
    refs.forEach((ref, i) => {
      const v = values[i];
      if (v) out.set(`${doc.key}:${ref}`, { role: v.role, mapped: commonRole(v.role), name: normal(v.name) });
    });
  }
  return out;
}

/** Reads one loaded page: costs over `reps` snapshots, and the three readings of its candidate nodes. */
async function measurePage(
  tab: Tab,
  page: string,
  bundle: string,
  reps: number,
): Promise<{ cost: CostRow; records: NodeRecord[] }> {
  await snapshot(tab);
  const walk: number[] = [];
  const withChromium: number[] = [];
  const withTree: number[] = [];
  const withDai: number[] = [];
  let raw: RawSnapshot | null = null;
  let handles: string[] = [];
  let count = 0;
  for (let i = 0; i < reps; i++) {
    let t = performance.now();
    raw = await snapshot(tab);
    walk.push(performance.now() - t);
    const picked = candidateNodes(raw);
    count = picked.candidates;
    handles = picked.nodes.map((n) => raw?.nodes[n]?.handle ?? '').filter((h) => h !== '');
    t = performance.now();
    await snapshot(tab);
    await chromiumReadings(tab, handles);
    withChromium.push(performance.now() - t);
    t = performance.now();
    await snapshot(tab);
    await chromiumTree(tab, handles);
    withTree.push(performance.now() - t);
    t = performance.now();
    await snapshot(tab);
    await daiReadings(tab, handles, bundle);
    withDai.push(performance.now() - t);
  }
  if (!raw) throw new Error('no snapshot');
  // One after another: each releases the driver's object group when it is done.
  const chrome = await chromiumReadings(tab, handles);
  const dai = await daiReadings(tab, handles, bundle);
  const tags = await tagsOf(tab, handles);
  const byHandle = new Map(raw.nodes.map((n) => [n.handle ?? '', n] as [string, RawNode]));
  const records = handles.map((handle): NodeRecord => {
    const node = byHandle.get(handle) as RawNode;
    return {
      page,
      handle,
      tag: tags.get(handle) ?? '',
      ours: { role: node.platformRole ?? node.role, mapped: node.role, name: normal(node.label) },
      chromium: chrome.get(handle) ?? null,
      dai: dai.get(handle) ?? null,
    };
  });
  const round = (v: number): number => Math.round(v * 10) / 10;
  return {
    cost: {
      page,
      nodes: raw.nodes.length,
      candidates: count,
      walk: round(median(walk)),
      walkChromium: round(median(withChromium)),
      walkChromiumTree: round(median(withTree)),
      walkDai: round(median(withDai)),
    },
    records,
  };
}

/** A short description of each handle's element (tag, id, classes) for reading the disagreements. */
async function tagsOf(tab: Tab, handles: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const handle of handles) {
    const target = tab.frames.resolve(handle);
    if (!target) continue;
    const objectId = await tab.frames.objectFor(target.doc, target.ref);
    if (!objectId) continue;
    const reply = await target.doc.session.send('Runtime.callFunctionOn', {
      objectId,
      functionDeclaration: `function() {
        const cls = typeof this.className === 'string' ? this.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
        const root = this.getRootNode();
        const where = root && root.host ? ' in ' + root.host.localName + (root.mode === 'closed' ? '(closed)' : '') : '';
        return this.localName + (this.id ? '#' + this.id : '') + (cls ? '.' + cls : '') + where;
      }`,
      returnByValue: true,
    });
    out.set(handle, String(reply.result.value ?? ''));
  }
  await Promise.all(
    [...new Set(handles.map((h) => tab.frames.resolve(h)?.doc))].map(
      (d) => d && tab.frames.releaseObjects(d),
    ),
  );
  return out;
}

/** Agreement counts of one implementation against ours. */
export function agreement(
  records: NodeRecord[],
  which: 'chromium' | 'dai',
): { n: number; name: number; role: number } {
  let n = 0;
  let name = 0;
  let role = 0;
  for (const r of records) {
    const other = r[which];
    if (!other) continue;
    n++;
    if (other.name === r.ours.name) name++;
    if (other.mapped === r.ours.mapped) role++;
  }
  return { n, name, role };
}

function pct(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;
}

/** The Markdown summary: agreement per library (wild page) and overall, then costs per page. */
export function summary(records: NodeRecord[], costs: CostRow[]): string {
  const groups = new Map<string, NodeRecord[]>();
  const add = (group: string, r: NodeRecord): void => {
    groups.set(group, [...(groups.get(group) ?? []), r]);
  };
  for (const r of records) if (r.page.startsWith('wild:')) add(r.page, r);
  for (const r of records) {
    if (r.page.startsWith('wild:')) add('wild pages (all)', r);
    else if (BULK.has(r.page) || r.page === 'cases') add(r.page, r);
    else add('fixtures (without crowded, table)', r);
  }
  groups.set('overall', records);
  const plain = records.filter((r) => r.ours.mapped !== 'row' && r.ours.mapped !== 'document');
  groups.set('overall without rows and the document', plain);
  const lines = [
    '| pages | nodes | name = Chromium | role = Chromium | name = dom-accessibility-api | role = dom-accessibility-api |',
    '|---|---|---|---|---|---|',
  ];
  for (const [group, list] of groups) {
    const c = agreement(list, 'chromium');
    const d = agreement(list, 'dai');
    lines.push(
      `| ${group} | ${list.length} | ${pct(c.name, c.n)} | ${pct(c.role, c.n)} | ${pct(d.name, d.n)} | ${pct(d.role, d.n)} |`,
    );
  }
  const gaps = (which: 'chromium' | 'dai'): string => {
    const oursOnly = records.filter((r) => r.ours.name !== '' && r[which]?.name === '').length;
    const theirsOnly = records.filter((r) => r.ours.name === '' && (r[which]?.name ?? '') !== '').length;
    return `${which}: ours unnamed where it names ${theirsOnly}; ours names where it gives none ${oursOnly}`;
  };
  lines.push('', `Names only one side gives: ${gaps('chromium')}; ${gaps('dai')}.`);
  lines.push(
    '',
    '| page | nodes | candidates | walk ms | walk + Chromium AX per node ms | walk + Chromium full tree ms | walk + dom-accessibility-api ms |',
    '|---|---|---|---|---|---|---|',
  );
  const row = (c: CostRow): string =>
    `| ${c.page} | ${c.nodes} | ${c.candidates} | ${c.walk} | ${c.walkChromium} | ${c.walkChromiumTree} | ${c.walkDai} |`;
  for (const c of costs) lines.push(row(c));
  const sum = (list: CostRow[], f: (c: CostRow) => number): number =>
    Math.round(list.reduce((s, c) => s + f(c), 0));
  const total = (label: string, list: CostRow[]): string =>
    `| ${label} | | | ${sum(list, (c) => c.walk)} | ${sum(list, (c) => c.walkChromium)} | ${sum(list, (c) => c.walkChromiumTree)} | ${sum(list, (c) => c.walkDai)} |`;
  lines.push(
    total(
      'sum, without crowded and table',
      costs.filter((c) => !BULK.has(c.page)),
    ),
  );
  lines.push(total('sum, all pages', costs));
  return lines.join('\n');
}

async function openTab(browser: Browser): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  return Tab.open(page, context, session, targetInfo.targetId);
}

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      reps: { type: 'string' },
      pages: { type: 'string' },
      summarise: { type: 'boolean' },
    },
  });
  const out = values.out ?? OUT;
  if (values.summarise) {
    const { costs, records } = JSON.parse(await readFile(`${out}/results.json`, 'utf8')) as {
      costs: CostRow[];
      records: NodeRecord[];
    };
    await writeFile(`${out}/summary.md`, `${summary(records, costs)}\n`);
    return;
  }
  const reps = Number(values.reps ?? 5);
  const only = values.pages ? new Set(values.pages.split(',')) : null;
  const bundle = await daiBundle();
  const fixtures = await startFixtureServer();
  const wild = await startWildServer();
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const records: NodeRecord[] = [];
  const costs: CostRow[] = [];
  try {
    const tab = await openTab(browser);
    const pages = [
      ...wildPageNames().map((p) => ({
        name: `wild:${p}`,
        url: `${wild.url}/pages/${p}.html`,
        ready: readyExpression(p),
      })),
      ...fixturePages().map((p) => ({ name: p, url: `${fixtures.url}/${p}.html`, ready: null })),
      { name: 'cases', url: CASES, ready: null },
    ].filter((p) => !only || only.has(p.name));
    for (const p of pages) {
      fixtures.reset();
      await tab.page.goto(p.url, { waitUntil: 'load' });
      if (p.ready) await tab.page.waitForFunction(p.ready, undefined, { timeout: 20_000 });
      await tab.page.waitForTimeout(400);
      const measured = await measurePage(tab, p.name, bundle, reps);
      costs.push(measured.cost);
      records.push(...measured.records);
      process.stderr.write(`${p.name}: ${measured.records.length} nodes, walk ${measured.cost.walk} ms\n`);
    }
  } finally {
    await browser.close();
    await wild.close();
    await fixtures.close();
  }
  const disagreements = records.filter(
    (r) =>
      (r.chromium && (r.chromium.name !== r.ours.name || r.chromium.mapped !== r.ours.mapped)) ||
      (r.dai && (r.dai.name !== r.ours.name || r.dai.mapped !== r.ours.mapped)),
  );
  const text = summary(records, costs);
  await mkdir(out, { recursive: true });
  await writeFile(`${out}/results.json`, `${JSON.stringify({ costs, records }, null, 1)}\n`);
  await writeFile(`${out}/disagreements.json`, `${JSON.stringify(disagreements, null, 1)}\n`);
  await writeFile(`${out}/summary.md`, `${text}\n`);
  process.stdout.write(`${text}\n\n${disagreements.length} disagreements in ${out}/disagreements.json\n`);
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
