// A dialog that fades in takes focus when its transition ends (Bootstrap's modal focuses itself on `shown`):
// an act that starts typing before that loses its last keys to the dialog. The page has not landed while a short
// transition runs, so the field reads the whole text. (Under load it read "ravi@acme." and answered mismatch.)
import { expect, it } from 'vitest';
import { callTool, openBedPage } from './bed.js';
import { useBed } from './hooks.js';

const bed = useBed();
const act = (args: Record<string, unknown>): Promise<Record<string, unknown>> =>
  callTool(bed().client, 'act', args);

it('types the whole email into a Bootstrap modal opened by the step before', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/bootstrap.html?modal');
  await bed().judge.read(page, 'bootstrap');
  expect((await act({ windowId, instruction: 'Open the Members tab' })).status).toBe('done');
  expect((await act({ windowId, instruction: 'Click "Invite member"' })).status).toBe('done');
  // Whatever the step before waited for, the modal has finished fading in now.
  const running = await page.evaluate(
    'document.getAnimations().filter((a) => a.playState === "running").length',
  );
  expect(running).toBe(0);
  const typed = await act({ windowId, instruction: 'Enter their email address', text: 'ravi@acme.test' });
  expect(typed.status, String(typed.message)).toBe('done');
  expect((await bed().judge.read(page, 'bootstrap')).inviteEmail).toBe('ravi@acme.test');
}, 60_000);

// "confirm it" while SweetAlert2 asks "Delete INV-2043?" answered not_found: the words name no control, only a yes.
// The dialog's button that repeats its title's verb ("Delete invoice") is the yes; it still needs allowDestructive.
it('SweetAlert2: "confirm it" presses the dialog\'s yes, and only with allowDestructive', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/sweetalert2.html?confirm-it');
  const before = await bed().judge.read(page, 'sweetalert2');
  const step = (args: Record<string, unknown>) => act({ windowId, ...args });
  expect((await step({ instruction: 'confirm it' })).status).toBe('not_found');
  // The press only opened the dialog: nothing is deleted until it is answered, so the answer says so.
  const opened = await step({ instruction: 'Delete INV-2043', allowDestructive: true });
  expect(opened.status).toBe('unverified');
  expect(String(opened.message)).toMatch(
    /dialog .* opened: what the words ask is done only once it is answered/u,
  );
  const asked = await step({ instruction: 'confirm it' });
  expect(asked).toMatchObject({
    status: 'needs_confirmation',
    action: { does: 'click Button "Delete invoice"' },
  });
  expect((await bed().judge.read(page, 'sweetalert2')).invoices).toEqual(before.invoices);
  const confirmed = await step({ instruction: 'confirm it', allowDestructive: true });
  expect(confirmed.status, String(confirmed.message)).toBe('done');
  const after = await bed().judge.read(page, 'sweetalert2');
  expect(after.invoices).toEqual(before.invoices.filter((i: string) => !i.startsWith('INV-2043')));
}, 60_000);

// A press that only opens a confirm dialog, then the dialog's yes, as one act: done, the two steps together.
it('SweetAlert2: "Delete INV-2043, then confirm it" is done once the dialog is answered, as one act', async () => {
  const { windowId, page } = await openBedPage(bed(), '/pages/sweetalert2.html?delete-then-confirm');
  const before = await bed().judge.read(page, 'sweetalert2');
  const both = await act({
    windowId,
    instruction: 'Delete INV-2043, then confirm it',
    allowDestructive: true,
  });
  const after = await bed().judge.read(page, 'sweetalert2');
  expect(after.invoices).toEqual(before.invoices.filter((i: string) => !i.startsWith('INV-2043')));
  expect((both.steps as { status: string }[]).map((s) => s.status)).toEqual(['unverified', 'done']);
  expect(both.status, String(both.message)).toBe('done');
}, 60_000);
