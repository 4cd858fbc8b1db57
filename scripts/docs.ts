// Regenerates the README's tool table from the tool registry and its action matrix from the real-app suite
// (npm run docs), formatted as prettier would.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TOOLS } from '../src/tools/index.js';
import { formattedReadme } from '../test/support/readme.js';

const path = fileURLToPath(new URL('../README.md', import.meta.url));
const before = readFileSync(path, 'utf8');
const after = await formattedReadme(before, TOOLS, path);
if (after !== before) writeFileSync(path, after);
console.log(
  after === before ? 'README tool table and matrix are current' : 'README tool table and matrix updated',
);
