// Harvests raw snapshots of real third-party apps for the decider's corpus (fixtures/decider/apps/).
//   npx tsx scripts/harvest-apps.ts web [app ...]       each library's host page in test/wild/pages, in headless
//                                                       Chromium driven by the CDP driver; writes <app>.json
//                                                       (apps by id: web-bootstrap; default all)
//   npx tsx scripts/harvest-apps.ts desktop [app ...]   runs scripts/harvest-desktop.ts with the same arguments
// Each state starts from a fresh load of the page and is reached through the page's own UI (clicks and keys over
// a separate CDP connection); the snapshot is the driver's. Runs under tsx: the driver's page scripts carry their
// own __name helper.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RawSnapshot } from '../src/core/snapshot.js';
import { CdpDriver } from '../src/drivers/cdp/driver.js';
import { Judge } from '../test/wild/judge.js';
import { startWildServer } from '../test/wild/server.js';
import type { WebApp } from './harvest-web-apps.js';
import { WEB_APPS_1 } from './harvest-web-apps.js';
import { WEB_APPS_2 } from './harvest-web-apps2.js';
import { WEB_APPS_3 } from './harvest-web-apps3.js';
import { WEB_APPS_4 } from './harvest-web-apps4.js';
import { compactCapture, type AppCapture } from '../fixtures/decider/gen/apps.js';

/** Every web app the harvest knows. */
export const WEB_APPS: readonly WebApp[] = [...WEB_APPS_1, ...WEB_APPS_2, ...WEB_APPS_3, ...WEB_APPS_4];

const OUT = new URL('../fixtures/decider/apps/', import.meta.url);
// Long enough for the libraries' open/close animations (Bootstrap's fade is 300 ms, jQuery UI's 400 ms).
const SETTLE_MS = 700;

function call(): { signal: AbortSignal } {
  return { signal: AbortSignal.timeout(30_000) };
}

// The installed version of an npm package, as `name@version`.
function packageOf(name: string): string {
  const file = new URL(`../node_modules/${name}/package.json`, import.meta.url);
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
  return `${name}@${version}`;
}

// A secret field's value must never be stored; the driver drops them, and this checks it did.
function secretValues(snapshot: RawSnapshot): string[] {
  return snapshot.nodes.filter((n) => n.states.secret && n.value !== undefined).map((n) => n.label);
}

async function harvestApp(driver: CdpDriver, judge: Judge, base: string, app: WebApp): Promise<void> {
  const url = `${base}/pages/${app.page}.html`;
  const window = await driver.openTab(url, call());
  const page = await judge.page(url);
  const states: Record<string, RawSnapshot> = {};
  for (const [name, steps] of Object.entries(app.states)) {
    const language = name.split('/')[0];
    await driver.navigate(window.id, language === 'en' ? url : `${url}?lang=${language}`, call());
    await page.waitForSelector(app.ready, { state: 'attached', timeout: 15_000 });
    await page.waitForTimeout(SETTLE_MS);
    await steps(page);
    await page.waitForTimeout(SETTLE_MS);
    const snapshot = await driver.snapshot(window.id, call());
    const leaked = secretValues(snapshot);
    if (leaked.length > 0) throw new Error(`${app.id} ${name}: secret values read for ${leaked.join(', ')}`);
    states[name] = snapshot;
    process.stderr.write(`${app.id} ${name}: ${snapshot.nodes.length} nodes\n`);
  }
  await page.close();
  const file: AppCapture = {
    app: app.id,
    kind: 'web',
    package: packageOf(app.pkg),
    harvested: new Date().toISOString().slice(0, 10),
    capabilities: driver.capabilities,
    states,
  };
  mkdirSync(OUT, { recursive: true });
  const out = new URL(`${app.id}.json`, OUT);
  // Compact (generated data: .prettierignore leaves fixtures/decider/apps out), one line per state.
  writeFileSync(out, compactCapture(file));
}

/** Harvests the named web apps (by id; all when none is named) into fixtures/decider/apps/<id>.json. */
export async function harvestWeb(names: string[]): Promise<void> {
  const unknown = names.filter((n) => !WEB_APPS.some((a) => a.id === n));
  if (unknown.length > 0) throw new Error(`unknown web apps: ${unknown.join(', ')}`);
  const apps = names.length === 0 ? WEB_APPS : WEB_APPS.filter((a) => names.includes(a.id));
  const server = await startWildServer();
  const driver = await CdpDriver.launch({ headless: true });
  const judge = await Judge.connect(driver.endpoint);
  try {
    for (const app of apps) await harvestApp(driver, judge, server.url, app);
  } finally {
    await judge.close();
    await driver.close();
    await server.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [kind, ...names] = argv;
  if (kind === 'web') {
    await harvestWeb(names);
    return 0;
  }
  if (kind === 'desktop') {
    const script = fileURLToPath(new URL('harvest-desktop.ts', import.meta.url));
    return spawnSync('npx', ['tsx', script, ...names], { stdio: 'inherit' }).status ?? 1;
  }
  process.stderr.write('usage: npx tsx scripts/harvest-apps.ts web|desktop [app ...]\n');
  return 2;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
