// Generates fixtures/decider/corpus.jsonl: pick requests from simulated windows with many phrasings, plus the
// hand-written hard cases. Deterministic: the same seed writes the same file. `--check` only compares.
import { readFileSync, writeFileSync } from 'node:fs';
import { defaultSimWindows } from '../src/drivers/sim/driver.js';
import type { CorpusCase } from '../src/decide/embedded/corpus.js';
import { negatives, positives, type Origin } from '../fixtures/decider/gen/cases.js';
import { expandHard, type HardSpec, type RawSpec } from '../fixtures/decider/gen/hard.js';
import { see, type Seen } from '../fixtures/decider/gen/request.js';
import { createRng, type Rng } from '../fixtures/decider/gen/rng.js';
import {
  calculatorWindow,
  formWindow,
  sectionsWindow,
  type Variant,
} from '../fixtures/decider/gen/windows.js';
import { dialogWindow, editorWindow, listWindow, loginWindow } from '../fixtures/decider/gen/windows2.js';
import { extraNegatives } from '../fixtures/decider/gen/extra.js';
import { webWindows } from '../fixtures/decider/gen/web.js';
import { appCases, appOf, appStates, readApps } from '../fixtures/decider/gen/apps.js';
import {
  dialogGoalCases,
  goalValueCases,
  idRowCases,
  saidValueCases,
} from '../fixtures/decider/gen/phenomena.js';
import { inForeignShape, withTypo } from '../fixtures/decider/gen/variants.js';

const DIR = new URL('../fixtures/decider/', import.meta.url);
const SEED = 20_240_601;
// Phrasing rounds per harvested app state.
const APP_VARIANTS = 4;

// Families and how many windows of each.
const FAMILIES: readonly [string, number, (rng: Rng) => Variant][] = [
  ['form', 270, formWindow],
  ['sections', 120, sectionsWindow],
  ['calculator', 65, calculatorWindow],
  ['editor', 120, editorWindow],
  ['list', 90, (rng) => listWindow(rng)],
  ['biglist', 6, (rng) => listWindow(rng, true)],
  ['dialog', 135, dialogWindow],
  ['login', 60, loginWindow],
];

// Names of controls that are on the window but not offered (behind a modal): asking for them has no answer.
function hiddenNames(seen: Seen): string[] {
  const offered = new Set(seen.candidates.map((c) => c.node));
  return seen.snapshot.nodes
    .filter((n) => (n.role === 'button' || n.role === 'link') && n.label && !offered.has(n.index))
    .map((n) => n.label);
}

async function fromFamilies(): Promise<CorpusCase[]> {
  const out: CorpusCase[] = [];
  for (const [family, count, make] of FAMILIES)
    for (let variant = 0; variant < count; variant += 1) {
      const rng = createRng(SEED ^ (variant * 7919) ^ (family.length * 104_729) ^ family.charCodeAt(0));
      const { window, family: name } = make(rng);
      const seen = await see(window);
      const origin: Origin = { family: name, variant };
      out.push(...positives(seen, origin, rng, rng.int(4, 6)));
      out.push(...negatives(seen, origin, rng, hiddenNames(seen)));
      out.push(...extraNegatives(seen, origin, rng));
    }
  return out;
}

async function fromDefaults(): Promise<CorpusCase[]> {
  const out: CorpusCase[] = [];
  for (let variant = 0; variant < 12; variant += 1)
    for (const window of defaultSimWindows()) {
      const rng = createRng(SEED + variant * 31 + window.id.length);
      const seen = await see(window);
      const origin: Origin = { family: `default-${window.id.slice(2)}`, variant };
      out.push(...positives(seen, origin, rng, 5), ...negatives(seen, origin, rng, []));
    }
  return out;
}

// Real pages from the web fixture: never trained on, so held-out figures include windows from another source.
function fromWeb(): CorpusCase[] {
  const out: CorpusCase[] = [];
  for (const [page, seen] of webWindows(new URL('web-snapshots.json', DIR)))
    for (let variant = 0; variant < 5; variant += 1) {
      const rng = createRng(SEED + variant * 131 + page.length * 17 + page.charCodeAt(0));
      const origin: Origin = { family: `web-${page}`, variant, source: 'web', heldOut: true };
      out.push(...positives(seen, origin, rng, 4), ...negatives(seen, origin, rng, []));
    }
  return out;
}

// Snapshots harvested from real third-party apps, split by app (train, dev, test).
function fromApps(): CorpusCase[] {
  return appCases(appStates(readApps(new URL('apps/', DIR))), SEED ^ 0xa995, APP_VARIANTS);
}

async function fromHard(): Promise<CorpusCase[]> {
  const lines = readFileSync(new URL('hard.jsonl', DIR), 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  return Promise.all(lines.map((l) => expandHard(JSON.parse(l) as HardSpec | RawSpec)));
}

// Rows named by ids (present or not), goals said in other words, values said in the instruction.
function fromPhenomena(): CorpusCase[] {
  const out: CorpusCase[] = [];
  for (let variant = 0; variant < 150; variant += 1) {
    const rng = createRng(SEED ^ (variant * 6_151) ^ 0x5eed);
    out.push(...idRowCases(rng, variant), ...saidValueCases(rng, variant), ...goalValueCases(rng, variant));
    if (variant % 2 === 0) out.push(...dialogGoalCases(rng, variant));
  }
  return out;
}

// Typo'd copies of some cases, and some cases as other clients would write them; each keeps its split.
function variantsOf(cases: CorpusCase[]): CorpusCase[] {
  const rng = createRng(SEED ^ 0x7e57);
  const out: CorpusCase[] = [];
  for (const c of cases) {
    if (!/^(?:sim|gen):/u.test(c.source)) continue;
    const typo = c.label !== 'none' && rng.chance(0.06) ? withTypo(c, rng) : null;
    const foreign = rng.chance(0.15) ? inForeignShape(c, rng) : null;
    if (typo) out.push(typo);
    if (foreign) out.push(foreign);
  }
  return out;
}

const generated = [...(await fromFamilies()), ...(await fromDefaults()), ...fromPhenomena()];
const cases = [...generated, ...variantsOf(generated), ...fromWeb(), ...(await fromHard()), ...fromApps()];
const seenIds = new Map<string, number>();
for (const c of cases) {
  const n = seenIds.get(c.id) ?? 0;
  seenIds.set(c.id, n + 1);
  if (n) c.id = `${c.id}#${n + 1}`;
}
const body = cases.map((c) => JSON.stringify(c)).join('\n') + '\n';
// `--check`: write nothing; exit 1 when the file is not what this code writes (the code changed, the corpus did not).
if (process.argv.includes('--check')) {
  const same = readFileSync(new URL('corpus.jsonl', DIR), 'utf8') === body;
  console.log(
    same
      ? 'fixtures/decider/corpus.jsonl is what the generator writes'
      : 'fixtures/decider/corpus.jsonl differs from what the generator writes: run npx tsx scripts/make-decider-corpus.ts, then npm run train:decider',
  );
  process.exit(same ? 0 : 1);
}
writeFileSync(new URL('corpus.jsonl', DIR), body);
const count = (f: (c: CorpusCase) => boolean): number => cases.filter(f).length;
console.log(
  `wrote ${cases.length} cases (${(body.length / 1e6).toFixed(1)} MB) to fixtures/decider/corpus.jsonl`,
);
console.log(
  `train ${count((c) => c.split === 'train')}, heldout ${count((c) => c.split === 'heldout')}, ` +
    `none ${count((c) => c.label === 'none')}, hard ${count((c) => /^(?:hard|raw):/u.test(c.source))}, ` +
    `web ${count((c) => c.source.startsWith('web:'))}, new phenomena ${count((c) => c.source.startsWith('gen:'))}, ` +
    `typo copies ${count((c) => c.id.endsWith('~typo'))}, foreign-shape copies ${count((c) => c.id.endsWith('~fx'))}`,
);
console.log(
  `harvested apps: train ${count((c) => appOf(c) !== '' && c.split === 'train')}, dev ${count((c) => c.split === 'dev')}, ` +
    `test ${count((c) => c.split === 'test')} (none ${count((c) => c.split === 'test' && c.label === 'none')}) ` +
    `from ${new Set(cases.filter((c) => c.split === 'test').map(appOf)).size} test apps`,
);
