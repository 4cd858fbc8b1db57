// Words that ask for one outcome in LibreOffice Calc, where two candidates reach the same menu item: "show
// formulas" pressed the Formula button at p 0.60 and said done, because View > Show Formula was split between its
// switch (p 0.20) and its menu path (p 0.20), and the button seemed to lead by 3×. Judged by LibreOffice's own tree.
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support/mcp.js';
import { LIBREOFFICE_CALC, readApp, startApp, windowShowing, type RunningApp } from './suite.js';
import { desktopAvailable } from '../atspi/support.js';

const available = desktopAvailable && existsSync('/usr/bin/libreoffice');
if (!available) console.log('LibreOffice outcomes skipped: desktop tools or libreoffice not installed');

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe.skipIf(!available)('LibreOffice Calc: one outcome reached two ways', () => {
  it('"show formulas" is done only with View > Show Formula on, never by the Formula button', async () => {
    app = await startApp(LIBREOFFICE_CALC, { private: true });
    const sheet = (): Promise<string> => windowShowing(app!, (view) => view.includes('LibreOffice Calc'));
    await expect.poll(sheet, { timeout: 30_000 }).not.toBe('');
    const showFormula = (): boolean =>
      readApp(app!.session, 'soffice').some(
        (n) => n.role === 'check menu item' && n.name === 'Show Formula' && n.states.includes('checked'),
      );
    expect(showFormula()).toBe(false);
    const result = (
      await call(app.open.client, 'act', { windowId: await sheet(), instruction: 'show formulas' })
    ).result as { status: string; action?: { does?: string } };
    // Before: done, "click Button "Formula"" (p 0.60, the agree rule), with Show Formula still off.
    if (result.status === 'done') expect(showFormula()).toBe(true);
    else expect(result.status).toBe('ambiguous');
    expect(result.action?.does ?? '').not.toContain('"Formula"');
  }, 120_000);
});
