import { expect, it } from 'vitest';
import type { Decider } from '../core/decision/systemone.js';
import { createDecider } from './index.js';

const embedded: Decider = { name: 'embedded', decide: () => Promise.reject(new Error('not used')) };
const settings = { model: 'jev-latest', connectTimeoutMs: 10_000, readTimeoutMs: 120_000 };

it('uses the embedded decider when no base URL is configured', () => {
  expect(createDecider(settings, () => embedded)).toBe(embedded);
  expect(createDecider({ ...settings, baseUrl: '  ' }, () => embedded)).toBe(embedded);
});

it('uses the remote decider when a base URL is configured, without building the embedded one', () => {
  const decider = createDecider({ ...settings, baseUrl: 'https://api.typesafe.ai', apiKey: 'k' }, () => {
    throw new Error('the embedded decider was built');
  });
  expect(decider.name).toBe('remote');
});
