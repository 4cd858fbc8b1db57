// browser_upload through the MCP client on real headless Chromium: files only from the allowed roots, and a
// refused file never reaches the page.
import { link, mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/schema.js';
import { startFixtureServer, type FixtureServer } from '../../src/fixtures/webServer.js';
import { browserFactory } from '../../src/platforms/browser.js';
import { call, connect, type Connected, openTab } from '../support/mcp.js';
import { observedActions } from '../support/observed.js';
import { scriptedDecider } from '../support/scripted.js';

let open: Connected;
let server: FixtureServer;
let dir: string;
let root: string;
let outside: string;
let tab: string;

beforeAll(async () => {
  server = await startFixtureServer();
  dir = await mkdtemp(join(await realpath(tmpdir()), 'bp-mcp-uploads-'));
  [root, outside] = [join(dir, 'root'), join(dir, 'outside')];
  await mkdir(root);
  await mkdir(outside);
  open = await connect(
    scriptedDecider(() => ({ none: 1 })),
    {
      env: { BEANS_PICKER_UPLOAD_ROOTS: root, BEANS_PICKER_TOOLS: 'files' },
      factories: [browserFactory(parseConfig({}))],
    },
  );
  tab = await openTab(open.client, `${server.url}/files.html`);
}, 60_000);
afterAll(async () => {
  await open?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

async function upload(file: string): Promise<{ isError?: boolean; result: Record<string, unknown> }> {
  const list = observedActions((await call(open.client, 'observe', { windowId: tab, limit: 500 })).result);
  const input = list.find((c) => c.kind === 'click' && /Attachments/u.test(c.does))!;
  return call(open.client, 'browser_upload', { windowId: tab, candidateId: input.id, files: [file] });
}

it('refuses /etc/passwd, and a symlink and a hard link to a file outside the roots; the page gets no file', async () => {
  server.reset();
  await writeFile(join(outside, 'private.txt'), 'not for the page');
  await symlink(join(outside, 'private.txt'), join(root, 'soft.txt'));
  await link(join(outside, 'private.txt'), join(root, 'hard.txt'));
  for (const file of [
    '/etc/passwd',
    join(outside, 'private.txt'),
    join(root, 'soft.txt'),
    join(root, 'hard.txt'),
  ]) {
    const refused = await upload(file);
    expect(refused).toMatchObject({ isError: true, result: { status: 'failed', code: 'path_not_allowed' } });
    expect(String(refused.result.message)).not.toContain('/');
  }
  // Time for a change event the page would have sent.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(server.state().uploads).toEqual([]);
});

it('accepts a file inside a configured root', async () => {
  server.reset();
  await writeFile(join(root, 'inside.txt'), 'for the page');
  expect((await upload(join(root, 'inside.txt'))).result).toMatchObject({ status: 'done', assigned: 1 });
  expect(server.state().uploads).toEqual(['inside.txt']);
});
