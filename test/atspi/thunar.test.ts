// Rows of GTK 3 tree views: thunar's side pane and its details view are tables that manage their descendants (the
// Cache says -1 children), and the snapshot showed them without a row. Read through GetChildren, bounded. Each row
// is a `row` node (its first cell), selected through the table's own interfaces in the background.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/core/build.js';
import type { Snapshot } from '../../src/core/snapshot.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { linuxFactory } from '../../src/platforms/linux.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { type OneApp, closeOneApp, desktopAvailable, keysTo, openOneApp, opts, x } from './support.js';

const READ_TREE = join(fileURLToPath(new URL('.', import.meta.url)), 'read_tree.py');

const THUNAR = '/usr/bin/thunar';
const available = desktopAvailable && existsSync(THUNAR);
if (!available) console.log(`thunar tests skipped: ${THUNAR} or the desktop tools are not installed`);

const FILES = ['budget-2024.ods', 'invoice-0042.pdf', 'notes.txt', 'todo.md'];

describe.skipIf(!available)('thunar over AT-SPI', () => {
  let app: OneApp | undefined;
  let open: Connected | undefined;

  // The file names whose row thunar itself says is selected (its cells' selected state, read through pyatspi).
  const selectedFiles = (): string[] => {
    const out = execFileSync('/usr/bin/python3', [READ_TREE, 'thunar', '--selected'], {
      env: app!.session.env,
      timeout: 15_000,
      encoding: 'utf8',
    });
    const nodes = JSON.parse(out) as { role: string; name: string; selected: boolean }[];
    return nodes
      .filter((n) => n.role === 'table cell' && n.selected && FILES.includes(n.name))
      .map((n) => n.name);
  };

  const snap = async (): Promise<Snapshot> =>
    buildSnapshot(await app!.driver.snapshot(app!.windowId, opts()));
  const cells = (s: Snapshot): string[] => s.nodes.filter((n) => n.role === 'cell').map((n) => n.label);

  beforeAll(async () => {
    app = await openOneApp(THUNAR, (session) => {
      const projects = join(session.env.HOME ?? '', 'Projects');
      for (const sub of ['photos', 'reports']) mkdirSync(join(projects, sub), { recursive: true });
      for (const file of FILES) writeFileSync(join(projects, file), `${file}\n`);
      const many = join(session.env.HOME ?? '', 'Many');
      mkdirSync(many);
      for (let i = 0; i < 400; i++) writeFileSync(join(many, `file-${String(i).padStart(3, '0')}.txt`), '');
      return [projects];
    });
    // Thunar's icon view exposes no items at all (pyatspi sees none either): the details view, by its own key.
    await keysTo(app, ['ctrl+2']);
    open = await connect(createEmbeddedDecider(), { factories: [linuxFactory(app.session.env)] });
  }, 60_000);

  afterAll(async () => {
    await open?.close();
    await closeOneApp(app);
  });

  it('lists the folder’s files and folders as cells of the details view', async () => {
    const s = await snap();
    const names = cells(s);
    for (const name of [...FILES, 'photos', 'reports']) expect(names).toContain(name);
    expect(s.nodes.filter((n) => n.role === 'columnheader').map((n) => n.label)).toEqual([
      'Name',
      'Size',
      'Type',
      'Date Modified',
    ]);
    expect(s.truncated).toBeUndefined();
  }, 30_000);

  it('lists the side pane’s places as cells', async () => {
    expect(cells(await snap())).toContain('File System');
  }, 30_000);

  it('shows each row of the details view as a row named by its file, the other columns as its help', async () => {
    const s = await snap();
    const rows = s.nodes.filter((n) => n.role === 'row');
    for (const name of [...FILES, 'photos', 'reports']) expect(rows.map((r) => r.label)).toContain(name);
    const notes = rows.find((r) => r.label === 'notes.txt');
    expect(notes?.help).toMatch(/^\d+ bytes · plain text document · /u);
  }, 30_000);

  it('"select notes.txt" selects that row in the background (not found before rows were read)', async () => {
    const windowId = `linux:${app!.windowId}`;
    const result = (await call(open!.client, 'act', { windowId, instruction: 'select notes.txt' })).result;
    expect(result).toMatchObject({ status: 'done', action: { route: 'table:select_row' } });
    await expect.poll(selectedFiles, { timeout: 5000 }).toEqual(['notes.txt']);
    const again = (await call(open!.client, 'act', { windowId, instruction: 'select todo.md' })).result;
    expect(again.status).toBe('done');
    await expect.poll(selectedFiles, { timeout: 5000 }).toEqual(['todo.md']);
  }, 60_000);

  it('adds a row to the selection on a ctrl-click, and takes it out on another', async () => {
    const s = await snap();
    const row = (name: string) => s.nodes.find((n) => n.role === 'row' && n.label === name)?.handle ?? '';
    const ctrlClick = {
      type: 'click' as const,
      handle: row('invoice-0042.pdf'),
      modifiers: ['ctrl' as const],
    };
    expect(await app!.driver.perform(app!.windowId, ctrlClick, opts())).toEqual({
      ok: true,
      route: 'table:extend_selection',
    });
    await expect.poll(selectedFiles, { timeout: 5000 }).toEqual(['invoice-0042.pdf', 'todo.md']);
    expect(await app!.driver.perform(app!.windowId, ctrlClick, opts())).toMatchObject({ ok: true });
    await expect.poll(selectedFiles, { timeout: 5000 }).toEqual(['todo.md']);
  }, 60_000);

  it('reads a big folder only around the rows shown, and says it was cut', async () => {
    // 400 files: 4 headers and 400 rows of 4 cells; scrolled to the end by the view's own key.
    x(app!.session, ['key', '--clearmodifiers', 'ctrl+l']);
    x(app!.session, ['type', '--delay', '20', `${app!.session.env.HOME ?? ''}/Many/`]);
    x(app!.session, ['key', 'Return']);
    await new Promise((r) => setTimeout(r, 1000));
    x(app!.session, ['key', 'End']);
    await new Promise((r) => setTimeout(r, 800));
    const s = await snap();
    const names = cells(s).filter((c) => c.startsWith('file-'));
    expect(names).toContain('file-399.txt');
    expect(names).not.toContain('file-000.txt');
    expect(names.length).toBeLessThanOrEqual(50);
    expect(s.truncated?.reason).toBe('children 1404-1603 of 1604 of a list read');
  }, 30_000);
});
