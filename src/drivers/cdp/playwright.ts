// Playwright, loaded with require: imported from ESM, Node first lexes the CommonJS bundles it re-exports (3.5 MB)
// for their named exports, which cost about 120 ms of every run's start.
import { createRequire } from 'node:module';
import type * as Playwright from 'playwright-core';

const playwright = createRequire(import.meta.url)('playwright-core') as typeof Playwright;

export const { chromium, errors } = playwright;
