// Evaluates the embedded decider on the unseen-app test split of fixtures/decider/corpus.jsonl (apps never trained
// or tuned on; `--split heldout` for phrasings and windows held out of the templates, `--split dev` for the apps
// whose mistakes guided the lexicon, `--split calibration` for the apps the temperature is fitted on): accuracy, the gate's
// acts and abstentions, `none` cases, calibration (ECE, reliability table) and latency at 10, 60 and 255 options.
// `--errors` lists the mistakes; `--split train` evaluates the train split instead.
import { readFileSync } from 'node:fs';
import { DEFAULT_GATE, gate } from '../src/core/decision/gate.js';
import type { ChoiceAnswer, Json, SystemOneRequest } from '../src/core/decision/systemone.js';
import {
  fullRequest,
  labelled,
  parseCorpus,
  pickQuestion,
  type CorpusCase,
} from '../src/decide/embedded/corpus.js';
import { createEmbeddedDecider } from '../src/decide/embedded/index.js';
import { clearCaches } from '../src/decide/embedded/prepared.js';
import { appOf } from '../fixtures/decider/gen/apps.js';
import { heldOutTemplate } from '../fixtures/decider/gen/cases.js';

const args = process.argv.slice(2);
const split = args.includes('--split') ? args[args.indexOf('--split') + 1] : 'test';
const decider = createEmbeddedDecider();
const signal = new AbortController().signal;

interface Outcome {
  c: CorpusCase;
  top: string;
  confidence: number;
  status: string;
  picked: string | null;
}

// Asks pick and forced together, as act does, and applies the gate.
async function judge(c: CorpusCase): Promise<Outcome> {
  const { response } = await decider.decide(fullRequest(c, true), { signal });
  const pick = response.answers[labelled(c)[0]] as ChoiceAnswer;
  const forced = response.answers.forced as ChoiceAnswer;
  const ranking = Object.entries(pick.probabilities)
    .filter(([label]) => label !== 'none')
    .map(([label, p]) => ({ label, p }));
  const verdict = gate(ranking, pick.probabilities.none ?? 0, forced.choice, DEFAULT_GATE);
  const picked = verdict.status === 'pick' ? verdict.label : null;
  return { c, top: pick.choice, confidence: pick.confidence ?? 0, status: verdict.status, picked };
}

const pct = (n: number, d: number): string => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
const count = <T>(list: T[], f: (x: T) => boolean): number => list.filter(f).length;

function summary(outcomes: Outcome[]): void {
  const n = outcomes.length;
  const right = count(outcomes, (o) => o.top === o.c.label);
  const acted = outcomes.filter((o) => o.picked !== null);
  const wrong = count(acted, (o) => o.picked !== o.c.label);
  const answerable = outcomes.filter((o) => o.c.label !== 'none');
  const abstained = count(answerable, (o) => o.status !== 'pick');
  const none = outcomes.filter((o) => o.c.label === 'none');
  console.log(
    `embedded decider on the ${split} split: ${n} cases (${answerable.length} with an answer, ${none.length} whose answer is none)`,
  );
  console.log(`top-1 accuracy            ${pct(right, n)}  (${right}/${n})`);
  console.log(`gate: acted               ${acted.length} (${pct(acted.length, n)} of cases)`);
  console.log(`gate: acted accuracy      ${pct(acted.length - wrong, acted.length)}`);
  console.log(`gate: wrong acts          ${wrong} = ${pct(wrong, n)} of all cases   [target <= 1%]`);
  const sameEnd = count(acted, (o) => o.picked !== o.c.label && sameEndState(o.c, o.picked ?? ''));
  console.log(
    `gate: wrong end states    ${wrong - sameEnd} = ${pct(wrong - sameEnd, n)} of all cases ` +
      `(the wrong acts less ${sameEnd} whose end state is the label's: text into an empty field)`,
  );
  console.log(
    `gate: abstained           ${abstained} = ${pct(abstained, answerable.length)} of answerable cases   [target <= 15%]`,
  );
  console.log(
    `none cases: top-1 none    ${pct(
      count(none, (o) => o.top === 'none'),
      none.length,
    )}; gate not_found ` +
      `${pct(
        count(none, (o) => o.status === 'not_found'),
        none.length,
      )}, ambiguous ` +
      `${pct(
        count(none, (o) => o.status === 'ambiguous'),
        none.length,
      )}, wrongly picked ` +
      `${pct(
        count(none, (o) => o.status === 'pick'),
        none.length,
      )}`,
  );
  subset(
    'hand-written hard cases',
    outcomes.filter((o) => /^(?:hard|raw):/u.test(o.c.source)),
  );
  subset(
    'web fixture pages       ',
    outcomes.filter((o) => o.c.source.startsWith('web:')),
  );
  subset(
    'templates as before     ',
    outcomes.filter((o) => /^(?:sim|web|hard|raw):/u.test(o.c.source) && !o.c.id.endsWith('~typo')),
  );
  subset(
    'ids, goals, said values ',
    outcomes.filter((o) => o.c.source.startsWith('gen:') && !o.c.id.endsWith('~typo')),
  );
  subset(
    '  of which answer none  ',
    outcomes.filter((o) => o.c.source.startsWith('gen:') && o.c.label === 'none'),
  );
  subset(
    'typo copies             ',
    outcomes.filter((o) => o.c.id.endsWith('~typo')),
  );
  subset(
    'foreign-shape copies    ',
    outcomes.filter((o) => o.c.source.startsWith('foreign:')),
  );
}

// Kinds that leave an empty field holding just the text, whichever of them is used.
const FILLS: ReadonlySet<string> = new Set(['set_value', 'append', 'type_into']);

// True when the picked option leaves the same end state as the label's: the same field, empty now, filled with the
// text by a kind of its own ("append" or "type at the caret" where "replace" was asked). Decided before looking at
// any split's mistakes by the one rule that holds whatever the app: "" + text = text. The strict figure stays first.
function sameEndState(c: CorpusCase, picked: string): boolean {
  const criteria = pickQuestion(c).criteria;
  const a = criteria[picked];
  const b = criteria[c.label];
  if (!isObject(a) || !isObject(b) || c.label === 'none') return false;
  const { kind: ka, ...restA } = a;
  const { kind: kb, ...restB } = b;
  const empty = (restA.current_value ?? '') === '';
  const target = (o: Record<string, Json>): string =>
    JSON.stringify([o.role, o.name, o.identifier ?? null, o.within ?? null, o.occurrence ?? null]);
  return (
    typeof ka === 'string' &&
    typeof kb === 'string' &&
    FILLS.has(ka) &&
    FILLS.has(kb) &&
    empty &&
    (restB.current_value ?? '') === '' &&
    target(restA) === target(restB)
  );
}

const isObject = (x: Json | undefined): x is Record<string, Json> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

// One line for a subset of cases.
function subset(name: string, of: Outcome[]): void {
  if (!of.length) return;
  const acts = of.filter((o) => o.picked !== null);
  const cells = [
    `top-1 ${pct(
      count(of, (o) => o.top === o.c.label),
      of.length,
    )}`,
    `acted ${acts.length}`,
    `wrong acts ${count(acts, (o) => o.picked !== o.c.label)}`,
    `abstained ${count(of, (o) => o.c.label !== 'none' && o.status !== 'pick')}`,
  ];
  console.log(`${name} ${of.length}: ${cells.join(', ')}`);
}

// The top answer's confidence in 10 equal-width bins: cases, summed confidence, right answers.
function binsOf(outcomes: Outcome[]): { n: number; conf: number; right: number }[] {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, conf: 0, right: 0 }));
  for (const o of outcomes) {
    const bin = bins[Math.min(9, Math.floor(o.confidence * 10))];
    if (!bin) continue;
    bin.n += 1;
    bin.conf += o.confidence;
    bin.right += o.top === o.c.label ? 1 : 0;
  }
  return bins;
}

// Expected calibration error over those bins.
function ece(outcomes: Outcome[]): number {
  const n = outcomes.length;
  return binsOf(outcomes).reduce(
    (s, b) => s + (b.n ? (b.n / n) * Math.abs(b.conf / b.n - b.right / b.n) : 0),
    0,
  );
}

// Expected calibration error of the top answer's confidence, with the reliability table.
function calibration(outcomes: Outcome[]): void {
  const bins = binsOf(outcomes);
  console.log(`expected calibration error ${ece(outcomes).toFixed(4)}   [target <= 0.05]`);
  console.log('  confidence   cases  mean conf  accuracy');
  bins.forEach((b, i) => {
    if (!b.n) return;
    const range = `${(i / 10).toFixed(1)}-${((i + 1) / 10).toFixed(1)}`;
    const conf = (b.conf / b.n).toFixed(3);
    console.log(
      `  ${range}  ${String(b.n).padStart(8)}  ${conf.padStart(9)}  ${(b.right / b.n).toFixed(3).padStart(8)}`,
    );
  });
}

function families(outcomes: Outcome[]): void {
  console.log('by window family: cases, top-1, acted, wrong acts, abstained');
  for (const f of [...new Set(outcomes.map((o) => o.c.variant.split('#')[0] ?? ''))].sort()) {
    const of = outcomes.filter((o) => o.c.variant.startsWith(`${f}#`));
    const ans = of.filter((o) => o.c.label !== 'none');
    const cells = [
      String(of.length).padStart(5),
      pct(
        count(of, (o) => o.top === o.c.label),
        of.length,
      ).padStart(6),
      pct(
        count(of, (o) => o.picked !== null),
        of.length,
      ).padStart(6),
      String(count(of, (o) => o.picked !== null && o.picked !== o.c.label)).padStart(4),
      pct(
        count(ans, (o) => o.status !== 'pick'),
        ans.length,
      ).padStart(6),
    ];
    console.log(`  ${f.padEnd(18)} ${cells.join('  ')}`);
  }
}

// One table row per group of outcomes: cases, top-1, acted, wrong acts (share of all), abstained, ECE.
function grouped(title: string, outcomes: Outcome[], key: (o: Outcome) => string): void {
  console.log(`${title}: cases, none, top-1, acted, wrong acts, abstained (of answerable), ECE`);
  for (const g of [...new Set(outcomes.map(key))].sort()) {
    const of = outcomes.filter((o) => key(o) === g);
    const ans = of.filter((o) => o.c.label !== 'none');
    const wrong = count(of, (o) => o.picked !== null && o.picked !== o.c.label);
    const cells = [
      String(of.length).padStart(5),
      String(of.length - ans.length).padStart(4),
      pct(
        count(of, (o) => o.top === o.c.label),
        of.length,
      ).padStart(6),
      pct(
        count(of, (o) => o.picked !== null),
        of.length,
      ).padStart(6),
      `${String(wrong).padStart(3)} ${pct(wrong, of.length).padStart(5)}`,
      pct(
        count(ans, (o) => o.status !== 'pick'),
        ans.length,
      ).padStart(6),
      ece(of).toFixed(3),
    ];
    console.log(`  ${g.padEnd(30)} ${cells.join('  ')}`);
  }
}

// What a case asks: its intent, whether its answer is none, and whether it is a typo or another client's copy.
function category(o: Outcome): string {
  const intent = o.c.template.split('.')[0] ?? '';
  const copy = o.c.id.endsWith('~typo') ? ' (typo)' : o.c.id.endsWith('~fx') ? ' (other client)' : '';
  return `${o.c.label === 'none' ? `none: ${intent}` : intent}${copy}`;
}

// Where a case's words come from: frames trained on (on other windows), frames held out of training, or
// phrasings written for the dev apps (`intent.u<i>`) or the test apps (`intent.v<i>`) only.
function phrasing(o: Outcome): string {
  if (/\.u\d+$/u.test(o.c.template)) return 'phrasings for dev apps only';
  if (/\.v\d+$/u.test(o.c.template)) return 'phrasings for test apps only';
  return heldOutTemplate(o.c.template) ? 'frames held out of training' : 'frames also in training';
}

// The app and language of a harvested case (`web-tom-select en`), or '' for others.
function appLanguage(o: Outcome): string {
  const lang = /\/([a-z]{2})\//u.exec(o.c.variant)?.[1] ?? '';
  return `${appOf(o.c)} ${lang}`.trim();
}

function errors(outcomes: Outcome[]): void {
  for (const o of outcomes.filter(
    (x) => x.top !== x.c.label || (x.picked !== null && x.picked !== x.c.label),
  )) {
    const crit = pickQuestion(o.c).criteria;
    const show = (l: string): string => (l === 'none' ? 'none' : JSON.stringify(crit[l]));
    const state = o.c.request.state as Record<string, Json>;
    const text = state.text !== undefined ? ` text=${JSON.stringify(state.text)}` : '';
    console.log(`- [${o.c.id}] ${JSON.stringify(state.instruction)}${text}`);
    console.log(
      `    want ${show(o.c.label)}\n    top  ${show(o.top)} (${o.confidence.toFixed(2)}, ${o.status})`,
    );
  }
}

// A request padded with other cases' options to exactly `size` options (pick + forced, as act asks).
function sized(cases: CorpusCase[], k: number, size: number): SystemOneRequest {
  const options = (c: CorpusCase | undefined): Json[] =>
    Object.entries(c ? pickQuestion(c).criteria : {})
      .filter(([l]) => l !== 'none')
      .map(([, o]) => o);
  const c = cases[k] as CorpusCase;
  const all = options(c);
  for (let j = 1; all.length < size && j < cases.length; j += 1)
    all.push(...options(cases[(k + j * 7) % cases.length]));
  const criteria: Record<string, Json> = {};
  all.slice(0, size).forEach((o, i) => (criteria[`o${i}`] = o));
  criteria.none = 'none';
  return fullRequest(
    { ...c, request: { ...c.request, questions: { pick: { type: 'choice', criteria } } } },
    true,
  );
}

// CPU time of one decision (one core, whatever else the machine runs) and wall time, in ms.
async function timed(request: SystemOneRequest): Promise<[number, number]> {
  const cpu = process.cpuUsage();
  const { ms } = await decider.decide(request, { signal });
  const used = process.cpuUsage(cpu);
  return [(used.user + used.system) / 1000, ms];
}

async function latency(requests: SystemOneRequest[], cold: boolean): Promise<string> {
  for (const r of requests.slice(0, 30)) await decider.decide(r, { signal });
  const cpu: number[] = [];
  const wall: number[] = [];
  for (const r of requests) {
    if (cold) clearCaches();
    const [c, w] = await timed(r);
    cpu.push(c);
    wall.push(w);
  }
  const q = (xs: number[], p: number): string =>
    ([...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0).toFixed(2);
  return `cpu p50 ${q(cpu, 0.5)} p99 ${q(cpu, 0.99)}; wall p50 ${q(wall, 0.5)} p99 ${q(wall, 0.99)}`;
}

async function main(): Promise<Map<number, SystemOneRequest[]>> {
  const corpus = parseCorpus(
    readFileSync(new URL('../fixtures/decider/corpus.jsonl', import.meta.url), 'utf8'),
  );
  const cases = corpus.filter((c) => c.source.startsWith('sim:'));
  const outcomes = await Promise.all(corpus.filter((c) => c.split === split).map(judge));
  summary(outcomes);
  calibration(outcomes);
  if (split === 'dev' || split === 'calibration' || split === 'test') {
    grouped('by app and language', outcomes, appLanguage);
    grouped('by category', outcomes, category);
    grouped('by phrasing', outcomes, phrasing);
  } else families(outcomes);
  if (args.includes('--errors')) errors(outcomes);
  const sizes = new Map<number, SystemOneRequest[]>();
  for (const size of [10, 60, 255])
    sizes.set(
      size,
      cases.slice(0, 300).map((_, k) => sized(cases, k, size)),
    );
  return sizes;
}

// The corpus is out of reach by the time latency is measured, so its heap does not slow the collector.
const sizes = await main();
console.log(
  'latency in ms per request (pick + forced, 300 requests each)   [target p50 <= 2 ms at 60, <= 10 ms at 255]',
);
for (const [size, requests] of sizes) {
  console.log(`  ${String(size).padStart(3)} options, warm caches: ${await latency(requests, false)}`);
  console.log(`  ${String(size).padStart(3)} options, cold caches: ${await latency(requests, true)}`);
}
