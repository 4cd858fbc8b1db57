import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('the built CLI as an MCP server over stdio', () => {
  it('starts as Claude Code starts it, lists tools, and acts', async () => {
    expect(existsSync(join(root, 'dist', 'cli', 'main.js')), 'run npm run build first (npm ci does)').toBe(
      true,
    );
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(root, 'bin', 'beans-picker.js')],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', BEANS_PICKER_DRIVERS: 'sim' },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'stdio-test', version: '1' });
    await client.connect(transport);
    try {
      expect(client.getServerVersion()).toMatchObject({ name: 'beans-picker' });
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['observe', 'act', 'windows']));
      expect(tools.map((t) => t.name)).not.toContain('browser_upload');
      const windows = await client.callTool({ name: 'windows', arguments: { app: 'Fixture' } });
      expect(windows.structuredContent).toMatchObject({ windows: [{ id: 'sim:w-form', title: 'Fixture' }] });
      const act = await client.callTool({
        name: 'act',
        arguments: { windowId: 'sim:w-form', instruction: 'set the Name field', text: ' Ada ' },
      });
      expect(act.structuredContent).toMatchObject({ status: 'done', verification: { exact: true } });
    } finally {
      await client.close();
    }
  });
  it('--tools lists an opt-in group besides the core', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(root, 'bin', 'beans-picker.js'), '--tools', 'files'],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', BEANS_PICKER_DRIVERS: 'sim' },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'stdio-test', version: '1' });
    await client.connect(transport);
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names).toEqual(
        expect.arrayContaining(['act', 'browser_upload', 'browser_download', 'record_start']),
      );
      expect(names).not.toContain('clipboard_read');
    } finally {
      await client.close();
    }
  });
});
