// galculator's display is an unnamed, read-only text view: `extract` of "the display" answered not_found (a field
// with no name was no datum), and before that it returned a menu item or the "=" button. The display is read as
// the datum "display" and its value read back exactly, judged by pyatspi.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { linuxFactory } from '../../src/platforms/linux.js';
import { readApp } from '../apps/suite.js';
import { call, connect, type Connected } from '../support/mcp.js';
import { type OneApp, closeOneApp, desktopAvailable, openOneApp } from './support.js';

const GALCULATOR = '/usr/bin/galculator';
const available = desktopAvailable && existsSync(GALCULATOR);
if (!available) console.log(`galculator tests skipped: ${GALCULATOR} or the desktop tools are not installed`);

describe.skipIf(!available)('galculator over AT-SPI', () => {
  let app: OneApp | undefined;
  let open: Connected | undefined;
  const windowId = (): string => `linux:${app!.windowId}`;

  beforeAll(async () => {
    app = await openOneApp(GALCULATOR);
    open = await connect(createEmbeddedDecider(), { factories: [linuxFactory(app.session.env)] });
  }, 60_000);

  afterAll(async () => {
    await open?.close();
    await closeOneApp(app);
  });

  it('reads the display after a sum typed on its keypad', async () => {
    const typed = (
      await call(open!.client, 'act', { windowId: windowId(), instruction: 'type 12+30= on the keypad' })
    ).result;
    expect(typed).toMatchObject({ status: 'done', action: { kind: 'keypad' } });
    // galculator's own reading: its display's text, through pyatspi.
    await expect
      .poll(() => readApp(app!.session, 'galculator').some((n) => n.role === 'text' && n.text === '42'), {
        timeout: 5000,
      })
      .toBe(true);
    const read = (
      await call(open!.client, 'extract', { windowId: windowId(), instruction: 'read the display' })
    ).result;
    expect(read).toMatchObject({
      status: 'done',
      element: { label: 'display', value: '42', exact: true, source: 'field' },
    });
  }, 60_000);
});
