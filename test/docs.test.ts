import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../src/tools/index.js';
import { formattedReadme } from './support/readme.js';

describe('docs', () => {
  it("the README's tool table matches the registry (run npm run docs)", async () => {
    const path = fileURLToPath(new URL('../README.md', import.meta.url));
    const readme = readFileSync(path, 'utf8');
    expect(readme).toBe(await formattedReadme(readme, TOOLS, path));
  });
  it('every tool has a described schema and a description of at least one sentence', () => {
    for (const tool of TOOLS) {
      expect(tool.description.length, tool.name).toBeGreaterThan(40);
    }
  });
});
