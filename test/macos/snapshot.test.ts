// Reads over MCP stdio: the fake renders the recorded TextEdit state, and the driver maps the fixture form.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/core/build.js';
import { buildCandidates } from '../../src/core/candidates/build.js';
import type { Snapshot } from '../../src/core/snapshot.js';
import { CuaConnection } from '../../src/drivers/macos/connection.js';
import type { MacosDriver } from '../../src/drivers/macos/driver.js';
import { FakeMac, FORM, NOTES, signal } from './support.js';

const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/textedit.window-state.json', import.meta.url), 'utf8'),
) as {
  structuredContent: { tree_markdown: string; elements: Record<string, unknown>[] };
};

describe('the fake is faithful to the recorded window state', () => {
  it('renders TextEdit exactly as the recording: markdown, and elements apart from snapshot ids', async () => {
    const fake = new FakeMac('newest');
    const conn = new CuaConnection(fake.connection());
    const result = await conn.call(
      'get_window_state',
      { pid: 4242, window_id: 8811, tree_format: 'both', include_screenshot: false },
      { signal },
    );
    await conn.close();
    if (!result.ok) throw new Error(result.message);
    expect(result.data.tree_markdown).toBe(recorded.structuredContent.tree_markdown);
    const id = String(result.data.snapshot_id);
    const elements = (result.data.elements as Record<string, unknown>[]).map(
      ({ screenshot_frame: _s, ...e }) => ({
        ...e,
        element_token: String(e.element_token).replace(id, 's0000002a'),
      }),
    );
    expect(elements).toEqual(recorded.structuredContent.elements);
  });
});

describe('snapshots of the fixture form', () => {
  let fake: FakeMac;
  let driver: MacosDriver;
  let snap: Snapshot;
  const node = (label: string) => snap.nodes.find((n) => n.label === label);

  beforeAll(async () => {
    fake = new FakeMac();
    driver = fake.driver();
    snap = buildSnapshot(await driver.snapshot(FORM, { signal }));
  });
  afterAll(() => driver.close());

  it('maps AX roles through the macOS table', () => {
    expect(node('Name')).toMatchObject({ role: 'textbox', platformRole: 'AXTextField' });
    expect(node('body text')).toMatchObject({ role: 'textbox', states: { multiline: true, editable: true } });
    expect(node('Size')).toMatchObject({ role: 'combobox', value: 'Medium', valueExact: false });
    expect(node('Newsletter')?.role).toBe('checkbox');
    expect(node('Save')).toMatchObject({ role: 'button', identifier: 'saveButton' });
    expect(node('File')?.role).toBe('menuitem');
  });

  it('labels come from title, description, then the humanized identifier; fields never take their value as label', () => {
    expect(node('Name')?.value).toBe('Your name');
    expect(node('Email')?.value).toBe('ann@example.com');
    expect(node('body text')?.identifier).toBe('bodyText');
  });

  it('drops secure text fields and everything under them', () => {
    expect(snap.nodes.some((n) => /password/iu.test(n.label) || n.platformRole === 'AXSecureTextField')).toBe(
      false,
    );
    expect(snap.nodes.some((n) => (n.value ?? '').includes('•'))).toBe(false);
  });

  it('leaves checked undefined when cua-driver gives no state, and reads 1/0 when it does', () => {
    expect(node('Newsletter')?.states.checked).toBe(false);
    expect(node('Dark mode')?.states.checked).toBeUndefined();
  });

  it('keeps the menu bar with standard shortcuts; greyed items are disabled; the Apple menu is left out', () => {
    expect(node('Show Fonts')?.shortcut).toBe('cmd+t');
    expect(snap.nodes.find((n) => n.label === 'Save' && n.role === 'menuitem')?.shortcut).toBe('cmd+s');
    expect(node('Export…')?.shortcut).toBeUndefined();
    expect(node('Undo')?.states.enabled).toBe(false);
    expect(node('Lock Screen')).toBeUndefined();
    const menus = buildCandidates(snap, { capabilities: driver.capabilities }).candidates.filter(
      (c) => c.kind === 'menu',
    );
    expect(menus.find((c) => c.menuPath?.join(' > ') === 'Format > Font > Show Fonts')?.keys).toBe('cmd+t');
    expect(menus.find((c) => c.menuPath?.join(' > ') === 'File > Export…')?.needsForeground).toBe(true);
  });

  it('gives static texts outside the menu bar as screen text, and frames relative to the window', () => {
    expect(snap.texts).toEqual(['Profile', 'Tags', 'Note: buy milk']);
    expect(node('Save')?.frame).toEqual({ x: 500, y: 460, width: 80, height: 24 });
  });

  it('lists windows with stable ids, filters by app name, bundle id and pid', async () => {
    const all = await driver.windows({}, { signal });
    expect(all.map((w) => w.id)).toEqual(['4242-8811', '4242-8812', '5151-9001', '6161-7001', '7171-9101']);
    expect((await driver.windows({ app: 'textedit' }, { signal })).map((w) => w.title)).toEqual([
      'Notes.txt',
      'Untitled',
    ]);
    expect((await driver.windows({ app: 'com.apple.calculator' }, { signal })).map((w) => w.id)).toEqual([
      '5151-9001',
    ]);
    expect((await driver.windows({ pid: 6161 }, { signal })).map((w) => w.title)).toEqual(['Fixture Form']);
  });

  it('names the app other windows of the same app, and an unknown window is window_not_found', async () => {
    const notes = await driver.snapshot(NOTES, { signal });
    expect(notes.otherWindows).toEqual(['Untitled']);
    await expect(driver.snapshot('4242-1', { signal })).rejects.toMatchObject({ code: 'window_not_found' });
  });
});
