// galculator's display is an unnamed, read-only text view: `extract` of "the display" answered not_found (a field
// with no name was no datum), and before that it returned a menu item or the "=" button. The display is read as
// the datum "display" and its value read back exactly, judged by pyatspi.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApp, startApp, type RunningApp } from '../apps/suite.js';
import { call } from '../support/mcp.js';
import { desktopAvailable } from './support.js';

const GALCULATOR = '/usr/bin/galculator';
const available = desktopAvailable && existsSync(GALCULATOR);
if (!available) console.log(`galculator tests skipped: ${GALCULATOR} or the desktop tools are not installed`);

describe.skipIf(!available)('galculator over AT-SPI', () => {
  let app: RunningApp | undefined;

  beforeAll(async () => {
    app = await startApp(
      { name: 'galculator', command: GALCULATOR, toolkit: 'GTK3', tasks: [] },
      { private: false },
    );
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const ask = async (tool: string, instruction: string): Promise<Record<string, unknown>> =>
    (await call(app!.open.client, tool, { windowId: app!.windowId, instruction })).result;

  it('reads the display after a sum typed on its keypad', async () => {
    const typed = await ask('act', 'type 12+30= on the keypad');
    expect(typed).toMatchObject({ status: 'done', action: { kind: 'keypad' } });
    // galculator's own reading: its display's text, through pyatspi.
    await expect
      .poll(() => readApp(app!.session, 'galculator').some((n) => n.role === 'text' && n.text === '42'), {
        timeout: 5000,
      })
      .toBe(true);
    const read = await ask('extract', 'read the display');
    expect(read).toMatchObject({
      status: 'done',
      element: { label: 'display', value: '42', exact: true, source: 'field' },
    });
  }, 60_000);
});
