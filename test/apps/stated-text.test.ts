// Text stated after a colon ("append a new line: bye for now") on mousepad, judged by what the app shows (pyatspi).
// Found by a new user's trial: File > New opened a new empty tab (p 0.997) and the answer was done, with the
// document unchanged. Words that add text are carried out by entering it, or not at all.
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support/mcp.js';
import { readApp, startApp, type RunningApp } from './suite.js';
import { desktopAvailable } from '../atspi/support.js';

const available = desktopAvailable && existsSync('/usr/bin/mousepad');
if (!available) console.log('stated text on mousepad skipped: desktop tools or mousepad not installed');

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe.skipIf(!available)('text stated after a colon', () => {
  it('"append a new line: bye for now" never opens a new document (mousepad)', async () => {
    app = await startApp(
      { name: 'mousepad', command: 'mousepad', toolkit: 'GTK3', tasks: [] },
      { private: false },
    );
    const areas = (): string[] =>
      readApp(app!.session, 'mousepad')
        .filter((n) => n.role === 'text' && n.states.includes('editable') && n.states.includes('multi line'))
        .map((n) => n.text ?? '');
    expect(areas()).toHaveLength(1);
    const result = (
      await call(app.open.client, 'act', {
        windowId: app.windowId,
        instruction: 'append a new line: bye for now',
      })
    ).result;
    // Done only when the document then holds the words; never by another command.
    const after = areas();
    expect(after).toHaveLength(1);
    if (result.status === 'done') expect(after[0]).toContain('bye for now');
    else expect(after[0]).toBe('');
    expect((result.action as { does?: string } | undefined)?.does ?? '').not.toMatch(/File > New/u);
  }, 90_000);
});
