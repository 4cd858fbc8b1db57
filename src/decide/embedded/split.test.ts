// The unseen-app split: whole apps in one split each, enough test apps and cases, and phrasings for dev and test
// apps that are neither training frames nor each other's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appOf, splitOf } from '../../../fixtures/decider/gen/apps.js';
import { FRAMES } from '../../../fixtures/decider/gen/frames.js';
import { DEV_FRAMES, TEST_FRAMES } from '../../../fixtures/decider/gen/unseen.js';
import { parseCorpus } from './corpus.js';

const corpus = parseCorpus(
  readFileSync(new URL('../../../fixtures/decider/corpus.jsonl', import.meta.url), 'utf8'),
);
const onApps = corpus.filter((c) => appOf(c) !== '');

describe('cases on harvested apps', () => {
  it('keep each app in one split, the one its app is listed in', () => {
    for (const c of onApps) expect(c.split, c.id).toBe(splitOf(appOf(c)));
    const splits = new Map<string, Set<string>>();
    for (const c of onApps) splits.set(appOf(c), (splits.get(appOf(c)) ?? new Set()).add(c.split));
    expect([...splits.values()].every((s) => s.size === 1)).toBe(true);
  });

  it('give at least 2,000 test cases from at least 8 apps, at least 15% of them none', () => {
    const test = onApps.filter((c) => c.split === 'test');
    expect(test.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(test.map(appOf)).size).toBeGreaterThanOrEqual(8);
    expect(test.filter((c) => c.label === 'none').length / test.length).toBeGreaterThanOrEqual(0.15);
  });

  it('phrase train apps with training frames only, and test apps never with the dev bank', () => {
    const bankOf = (template: string): string => /\.([uv])\d+$/u.exec(template)?.[1] ?? '';
    expect(onApps.filter((c) => c.split === 'train' && bankOf(c.template) !== '')).toEqual([]);
    expect(onApps.filter((c) => c.split === 'test' && bankOf(c.template) === 'u')).toEqual([]);
    expect(onApps.filter((c) => c.split === 'dev' && bankOf(c.template) === 'v')).toEqual([]);
    expect(onApps.filter((c) => c.split === 'test' && bankOf(c.template) === 'v').length).toBeGreaterThan(
      500,
    );
  });
});

describe('phrasings written for dev and test apps', () => {
  const all = (frames: Readonly<Record<string, readonly string[]>>): string[] =>
    Object.values(frames).flatMap((list) => list.map((f) => f.toLowerCase()));

  it('repeat no training frame and no frame of the other bank', () => {
    const trained = new Set(all(FRAMES));
    const dev = all(DEV_FRAMES.frames);
    const test = all(TEST_FRAMES.frames);
    expect(dev.filter((f) => trained.has(f))).toEqual([]);
    expect(test.filter((f) => trained.has(f) || dev.includes(f))).toEqual([]);
  });
});
