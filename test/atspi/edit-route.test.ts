// The AT-SPI driver types through EditableText, never key events, and its route says which call it made.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/core/build.js';
import type { FormState } from '../../src/fixtures/formState.js';
import {
  AtspiDriver,
  DesktopTools,
  startDesktopSession,
  type DesktopSession,
} from '../../src/drivers/atspi/index.js';
import { desktopAvailable, FIXTURE_APP, opts } from './support.js';

let session: DesktopSession | undefined;
let driver: AtspiDriver | undefined;
let tools: DesktopTools | undefined;
let windowId = '';
let statePath = '';

describe.skipIf(!desktopAvailable)('AT-SPI text routes', () => {
  beforeAll(async () => {
    session = await startDesktopSession();
    driver = new AtspiDriver({ env: session.env });
    tools = new DesktopTools(driver, session.env);
    statePath = join(session.dir, 'fixture-state.json');
    const launched = await tools.launchApp('/usr/bin/python3', [FIXTURE_APP, '--state', statePath], opts());
    windowId = launched.windowId;
  }, 90_000);

  afterAll(async () => {
    tools?.close();
    await driver?.close();
    await session?.stop();
  }, 60_000);

  it('names EditableText: set_contents for replacing, insert_end and insert_caret for inserting', async () => {
    if (!driver) throw new Error('no driver');
    const snap = buildSnapshot(await driver.snapshot(windowId, opts()));
    const name = snap.nodes.find((n) => n.role === 'textbox' && n.label === 'Name')?.handle ?? '';
    const perform = driver.perform.bind(driver, windowId);
    expect(await perform({ type: 'set_text', handle: name, text: 'Grace' }, opts())).toEqual({
      ok: true,
      route: 'editable_text:set_contents',
    });
    expect(await perform({ type: 'insert_text', handle: name, text: ' H', at: 'end' }, opts())).toEqual({
      ok: true,
      route: 'editable_text:insert_end',
    });
    expect(await perform({ type: 'insert_text', handle: name, text: '!', at: 'caret' }, opts())).toEqual({
      ok: true,
      route: 'editable_text:insert_caret',
    });
    const state = JSON.parse(readFileSync(statePath, 'utf8')) as FormState;
    expect(state.name.replace('!', '')).toBe('Grace H');
  });
});
