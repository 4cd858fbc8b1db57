import { mkdtemp, readdir, rm, symlink, writeFile, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Connected } from '../support/mcp.js';
import { scriptedDecider } from '../support/scripted.js';

// A small deterministic generator so a failure reproduces.
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

let dir: string;
let open: Connected;
const bad: unknown[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(await realpath(tmpdir()), 'bp-fuzz-'));
  await writeFile(join(dir, 'exists.png'), 'x');
  await symlink(join(dir, 'exists.png'), join(dir, 'link.png'));
  const huge = 'x'.repeat(300_000);
  bad.push(
    null,
    42,
    -1,
    2 ** 60,
    Number.MAX_SAFE_INTEGER + 2,
    1.5,
    true,
    '',
    huge,
    [],
    {},
    { $ref: '#' },
    ['a'],
    '../../etc/passwd',
    `${dir}/../${dir}/out.png`,
    join(dir, 'exists.png'),
    join(dir, 'link.png'),
    'http://user:pw@example.test/',
    'https://example.test/\u200b',
    'c12',
    'sim:',
    'w-form',
    '-rf',
    '\u0000',
  );
  // Every tool, the opt-in groups too.
  open = await connect(
    scriptedDecider(() => ({ none: 1 })),
    { env: { BEANS_PICKER_TOOLS: 'all' } },
  );
});
afterAll(async () => {
  await open.close();
  await rm(dir, { recursive: true, force: true });
});

describe('fuzz: malformed arguments to every tool', () => {
  it('never crash, never act, never write a file, and always answer with a clear error', async () => {
    const { tools } = await open.client.listTools();
    const random = rng(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    let calls = 0;
    for (const tool of tools) {
      const props = Object.keys((tool.inputSchema.properties ?? {}) as Record<string, unknown>);
      const required = (tool.inputSchema.required ?? []) as string[];
      for (let i = 0; i < 150; i += 1) {
        // Start from a valid-looking base, then break one or more properties with wrong values.
        const args: Record<string, unknown> = {};
        for (const r of required) args[r] = 'x';
        const broken = Math.max(1, Math.floor(random() * 3));
        for (let b = 0; b < broken; b += 1) args[pick(props.length ? props : ['junk'])] = pick(bad);
        if (random() < 0.2) args[`unknown_${i}`] = pick(bad);
        if (random() < 0.1) args.windowId = pick(bad);
        const { result, isError } = await call(open.client, tool.name, args);
        calls += 1;
        expect(typeof result.status).toBe('string');
        if (isError) {
          expect(result.status).toBe('failed');
          expect(typeof result.code).toBe('string');
          expect(String(result.message).length).toBeGreaterThan(5);
          expect(String(result.message)).not.toContain(
            'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
          );
        } else {
          // Arguments that happened to be valid must still not have acted on anything.
          expect(['done', 'not_found', 'ambiguous']).toContain(result.status);
        }
      }
    }
    expect(calls).toBeGreaterThanOrEqual(150 * tools.length);
    expect((await open.sim()).performed).toEqual([]);
    expect((await readdir(dir)).sort()).toEqual(['exists.png', 'link.png']);
  });
});
