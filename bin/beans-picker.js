#!/usr/bin/env node
import { main } from '../dist/cli/main.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`beans-picker: ${error instanceof Error ? error.name : 'error'}\n`);
    process.exitCode = 1;
  },
);
