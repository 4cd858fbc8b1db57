// A page that opens the same dialog again as soon as it is answered would trap its tab and a caller answering it
// forever: the second answer ends the loop with dialog_loop, whether a timer or a busy loop opens it: the
// script is terminated, the page's scripts are stopped, and the tab reads and loads pages again.
import { expect, test } from 'vitest';
import { DriverError } from '../../src/core/driver.js';
import { call, find, openPage, useBrowser } from './helpers.js';

const fx = useBrowser();

async function dialogSoon(id: string): Promise<unknown> {
  for (let i = 0; i < 40; i += 1) {
    const open = await fx.driver.dialog(id, 'inspect', undefined, call());
    if (open) return open;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

async function loopFrom(button: string): Promise<{ id: string; error: unknown }> {
  const id = await openPage(fx, '/trap.html');
  const snap = await fx.driver.snapshot(id, call());
  await fx.driver.perform(id, { type: 'click', handle: find(snap, 'button', button).handle }, call());
  expect(await dialogSoon(id)).toMatchObject({ type: 'alert' });
  // The first answer is an answer: the page may mean it.
  await fx.driver.dialog(id, 'accept', undefined, call());
  expect(await dialogSoon(id)).toMatchObject({ type: 'alert' });
  // The same dialog back at once is a loop: it is ended, not answered again.
  const error = await fx.driver.dialog(id, 'accept', undefined, call()).catch((e: unknown) => e);
  return { id, error };
}

test('a dialog opened again and again on a timer is ended on the second answer, and the tab works again', async () => {
  const { id, error } = await loopFrom('Nag');
  expect(error).toBeInstanceOf(DriverError);
  expect(error).toMatchObject({ code: 'dialog_loop', mayHaveActed: true });
  expect((error as Error).message).toContain("the page's scripts are stopped");
  await new Promise((r) => setTimeout(r, 300));
  expect(await fx.driver.dialog(id, 'inspect', undefined, call())).toBeNull();
  expect((await fx.driver.snapshot(id, call())).texts).toContain('ready');
  // A page loaded afterwards runs its scripts again.
  await fx.driver.navigate(id, `${fx.server.url}/trap.html`, call());
  const fresh = await fx.driver.snapshot(id, call());
  await fx.driver.perform(id, { type: 'click', handle: find(fresh, 'button', 'Nag').handle }, call());
  expect(await dialogSoon(id)).toMatchObject({ message: 'Subscribe now!' });
  await fx.driver.dialog(id, 'dismiss', undefined, call());
  await dialogSoon(id);
  await fx.driver.dialog(id, 'dismiss', undefined, call()).catch(() => undefined);
}, 60_000);

test('a dialog opened in a busy loop is ended too: the loop is terminated and the tab reads again', async () => {
  const { id, error } = await loopFrom('Spin');
  expect(error).toMatchObject({ code: 'dialog_loop', mayHaveActed: true });
  expect((error as Error).message).toContain("the page's scripts are stopped");
  await new Promise((r) => setTimeout(r, 300));
  expect(await fx.driver.dialog(id, 'inspect', undefined, call())).toBeNull();
  expect((await fx.driver.snapshot(id, call())).texts).toContain('ready');
}, 60_000);
