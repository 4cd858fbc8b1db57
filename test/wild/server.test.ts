import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFor, ROOTS, startWildServer, type WildServer } from './server.js';

let server: WildServer;
beforeAll(async () => {
  server = await startWildServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the wild server', () => {
  it('maps a page and a library file into their roots', () => {
    expect(fileFor('/pages/tabulator.html')).toBe(resolve(ROOTS['/pages/'] as string, 'tabulator.html'));
    expect(fileFor('/lib/tom-select/js/tom-select.complete.min.js')).toBe(
      resolve(ROOTS['/lib/tom-select/'] as string, 'js/tom-select.complete.min.js'),
    );
  });

  it('refuses paths outside the roots, dot segments (plain or encoded), backslashes and NUL', () => {
    for (const path of [
      '/package.json',
      '/lib/other/x.js',
      '/pages/',
      '/pages/../package.json',
      '/pages/%2e%2e/package.json',
      '/lib/nouislider/..%2f..%2fpackage.json',
      '/lib/nouislider/.%2fnouislider.js',
      '/lib/nouislider/a//b.js',
      '/lib/nouislider/..%5c..%5cpackage.json',
      '/pages/x%00.html',
      '/pages/%E0%A4%A.html',
    ])
      expect(fileFor(path), path).toBeNull();
  });

  it("serves UIkit's own test pages, and our stand-in for the test.js they load that the package lacks", async () => {
    const page = await fetch(`${server.url}/uikit-tests/accordion.html`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Accordion - UIkit tests</title>');
    const shim = await fetch(`${server.url}/uikit-tests/js/test.js`);
    expect([shim.status, shim.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(await shim.text()).toContain('/lib/uikit/js/uikit.js');
    expect((await fetch(`${server.url}/uikit-tests/js/other.js`)).status).toBe(404);
  });

  it('serves a library file with its type, and 404 for anything outside the roots', async () => {
    const ok = await fetch(`${server.url}/lib/nouislider/nouislider.min.css`);
    expect([ok.status, ok.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    const outside = await fetch(`${server.url}/lib/nouislider/..%2f..%2f..%2fpackage.json`);
    expect(outside.status).toBe(404);
    const missing = await fetch(`${server.url}/pages/missing.html`);
    expect(missing.status).toBe(404);
  });
});
