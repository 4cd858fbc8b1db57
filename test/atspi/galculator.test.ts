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

  const ask = async (tool: string, instruction: string, text?: string): Promise<Record<string, unknown>> =>
    (await call(app!.open.client, tool, { windowId: app!.windowId, instruction, ...(text ? { text } : {}) }))
      .result;
  const display = (): string | undefined =>
    readApp(app!.session, 'galculator').find((n) => n.role === 'text')?.text;

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

  it('presses a key again in one sequence: "9*9=" reads 81, "11+0=" reads 11', async () => {
    // galculator's keys are toggles that stay down a moment after a press; a second press of the same key while
    // it was down only let it up, so "9*9=" read 9 and still said done (a new user's trial found it).
    for (const [keys, shows] of [
      ['9*9=', '81'],
      ['11+0=', '11'],
    ] as const) {
      await ask('act', 'clear the display with C');
      const typed = await ask('act', 'type it on the keypad', keys);
      expect(typed).toMatchObject({ status: 'done', action: { kind: 'keypad' } });
      await expect.poll(display, { timeout: 5000 }).toBe(shows);
    }
  }, 60_000);
});
