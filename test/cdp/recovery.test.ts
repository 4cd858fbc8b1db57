// A browser that dies under the driver: the call in flight answers browser_crashed, the next call starts a fresh
// browser, and the old tab ids answer target_gone.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CdpDriver } from '../../src/drivers/cdp/driver.js';
import { startFixtureServer, type FixtureServer } from '../../src/fixtures/webServer.js';
import { call, find } from './helpers.js';

let fixtures: FixtureServer;
let hanging: Server;
let hangUrl: string;
// Called when the browser asks for /hang (which never answers).
let onHang = (): void => undefined;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  hanging = createServer((req, res) => {
    if (req.url === '/hang') return onHang();
    res.setHeader('content-type', 'text/html');
    // The click waits on a synchronous request that never answers, so the press is still in flight when the
    // browser dies (a plain link raced: the press could return before the request reached this server).
    res.end(
      '<!doctype html><title>Go</title><a href="#" onclick="const x = new XMLHttpRequest();' +
        " x.open('GET', '/hang', false); x.send(); return false\">Go on</a>",
    );
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hanging?.closeAllConnections();
  await new Promise((resolve) => hanging?.close(resolve));
  await fixtures?.close();
});

// Kills the browser's whole process group, as the OOM killer or a user would.
function killBrowser(pid: number): void {
  process.kill(-pid, 'SIGKILL');
}

function profileOf(pid: number): string {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const flag = args.find((a) => a.startsWith('--user-data-dir='));
  return flag!.slice('--user-data-dir='.length);
}

test('an act in flight when the browser dies answers browser_crashed, and the next call starts afresh', async () => {
  const driver = await CdpDriver.launch({ headless: true });
  try {
    const first = await driver.openTab(`${hangUrl}/`, call());
    const pid = first.pid!;
    const profile = profileOf(pid);
    const link = find(await driver.snapshot(first.id, call()), 'link', 'Go on');
    onHang = () => killBrowser(pid);
    const acting = driver.perform(first.id, { type: 'click', handle: link.handle }, call());
    await expect(acting).rejects.toMatchObject({ code: 'browser_crashed', mayHaveActed: true });
    await expect(acting).rejects.toThrow(/the action may have happened/);

    await expect(driver.snapshot(first.id, call())).rejects.toMatchObject({
      code: 'target_gone',
      message: expect.stringMatching(/browser that stopped.*call windows/),
    });
    const second = await driver.openTab(`${fixtures.url}/form.html`, call());
    expect(second.pid).not.toBe(pid);
    expect(second.id).not.toBe(first.id);
    expect((await driver.windows({}, call())).map((w) => w.id)).toEqual([second.id]);
    const name = find(await driver.snapshot(second.id, call()), 'textbox', 'Name');
    await driver.perform(second.id, { type: 'set_text', handle: name.handle, text: 'Ada' }, call());
    expect(await driver.readText(second.id, name.handle, call())).toEqual({ value: 'Ada', exact: true });
    expect(existsSync(profile)).toBe(false);
  } finally {
    onHang = () => undefined;
    await driver.close();
  }
}, 60_000);

test('a navigation in flight when the browser dies answers browser_crashed without claiming an action', async () => {
  const driver = await CdpDriver.launch({ headless: true });
  try {
    const tab = await driver.openTab('about:blank', call());
    onHang = () => killBrowser(tab.pid!);
    const going = driver.navigate(tab.id, `${hangUrl}/hang`, call());
    await expect(going).rejects.toMatchObject({ code: 'browser_crashed', mayHaveActed: false });
    await expect(going).rejects.not.toThrow(/may have happened/);
    expect(await driver.windows({}, call())).toEqual([]);
  } finally {
    onHang = () => undefined;
    await driver.close();
  }
}, 60_000);

test('an attached browser that dies answers browser_crashed, then browser_unreachable while it stays down', async () => {
  // The launching driver opens the tab (a browser with no window has nowhere for a background tab).
  const owner = await CdpDriver.launch({ headless: true });
  const driver = await CdpDriver.attach(owner.endpoint);
  try {
    const tab = await owner.openTab('about:blank', call());
    onHang = () => killBrowser(tab.pid!);
    await expect(driver.navigate(tab.id, `${hangUrl}/hang`, call())).rejects.toMatchObject({
      code: 'browser_crashed',
      message: expect.stringMatching(/attaches again/),
    });
    await expect(driver.windows({}, call())).rejects.toMatchObject({ code: 'browser_unreachable' });
  } finally {
    onHang = () => undefined;
    await driver.close();
    await owner.close();
  }
}, 60_000);
