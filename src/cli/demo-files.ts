// `beans-picker demo files`: nine files sorted into their three folders through a real file manager (thunar), on
// a private desktop of its own. One decider request assigns every file; the moves go through thunar's own UI
// (rows selected in the background, then cut, open the folder, paste); a verifier that reads the folder itself
// (names and SHA-256 of the contents, never the driver) checks every destination. Unexpected files, an
// assignment the gate does not take, or a selection that is not exactly the group stop the run before anything
// of that group is cut.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession } from '../app.js';
import type { Config } from '../config/schema.js';
import { DriverError } from '../core/driver.js';
import { DEFAULT_GATE, gate } from '../core/decision/gate.js';
import type { ChoiceAnswer, Json, SystemOneRequest } from '../core/decision/systemone.js';
import { readView } from '../core/observe/read.js';
import { startDesktopSession } from '../drivers/atspi/index.js';
import { linuxFactory } from '../platforms/linux.js';
import { callTool } from '../tools/call.js';
import { TOOLS } from '../tools/index.js';
import type { Session } from '../tools/session.js';
import type { Io } from './io.js';

/** The three folders and the nine files the demo sorts, each file with the folder it belongs in. */
export const FOLDERS = ['Invoices', 'Photos', 'Notes'] as const;
export const FILES: readonly { name: string; folder: (typeof FOLDERS)[number] }[] = [
  { name: 'invoice-2026-03-acme.pdf', folder: 'Invoices' },
  { name: 'photo-beach-sunset.jpg', folder: 'Photos' },
  { name: 'notes-team-meeting.txt', folder: 'Notes' },
  { name: 'invoice-2026-04-globex.pdf', folder: 'Invoices' },
  { name: 'photo-garden-roses.png', folder: 'Photos' },
  { name: 'notes-reading-list.md', folder: 'Notes' },
  { name: 'invoice-2026-05-initech.pdf', folder: 'Invoices' },
  { name: 'photo-city-night.jpg', folder: 'Photos' },
  { name: 'notes-ideas.txt', folder: 'Notes' },
];

const PASTE_WAIT_MS = 5000;

type Step = { status: string; code?: string; message?: string; action?: { does?: string; route?: string } };

/** Why the demo stopped, for the printed outcome. */
export class Stop extends Error {}

/** Where the demo's folder goes (default: the system's temp folder), and whether it stays afterwards. */
export interface FilesDemoOptions {
  base?: string;
  keep?: boolean;
}

/** Runs the files demo; 0 when all nine files are in their folders with their contents unchanged. */
export async function runFilesDemo(config: Config, io: Io, options: FilesDemoOptions = {}): Promise<number> {
  if (process.platform !== 'linux') {
    io.err('beans-picker demo files: needs Linux with Xvfb, AT-SPI and thunar (this is not Linux)\n');
    return 1;
  }
  let desktop;
  try {
    desktop = await startDesktopSession({ private: true });
  } catch (error: unknown) {
    if (!(error instanceof DriverError)) throw error;
    io.err(`beans-picker demo files: no private desktop: ${error.message}\n`);
    return 1;
  }
  const dir = await mkdtemp(join(options.base ?? tmpdir(), 'beans-picker-files-')).catch(
    async (error: unknown) => {
      await desktop.stop();
      throw error;
    },
  );
  const session = createSession(config, [linuxFactory(desktop.env)]);
  try {
    const hashes = await makeFolder(dir);
    io.out(`demo files: ${String(FILES.length)} files and ${String(FOLDERS.length)} folders in ${dir}\n`);
    const plan = await assign(session, io);
    await expectOnly(dir, [...FOLDERS, ...FILES.map((f) => f.name)]);
    const windowId = await openThunar(session, dir, io);
    for (const folder of FOLDERS) {
      const group = FILES.filter((f) => plan.get(f.name) === folder).map((f) => f.name);
      if (group.length) await moveGroup(session, windowId, dir, folder, group, hashes, io);
    }
    const wrong = await verifyAll(dir, plan, hashes);
    for (const file of FILES)
      io.out(
        `  ${file.name} → ${plan.get(file.name) ?? '?'}/ ${wrong.has(file.name) ? 'NOT there' : 'sha-256 ok'}\n`,
      );
    io.out(wrong.size === 0 ? 'done: all nine files moved and verified\n' : 'not done: see above\n');
    return wrong.size === 0 ? 0 : 1;
  } catch (error: unknown) {
    if (!(error instanceof Stop)) throw error;
    io.out(`stopped: ${error.message}\n`);
    return 1;
  } finally {
    await session.close();
    await desktop.stop();
    if (!options.keep) await rm(dir, { recursive: true, force: true });
  }
}

// The disposable folder: three empty folders and nine small files, each file's SHA-256 kept for the verifier.
async function makeFolder(dir: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const folder of FOLDERS) await mkdir(join(dir, folder));
  for (const [i, file] of FILES.entries()) {
    const content = `${file.name}\nline ${String(i + 1)} of a file beans-picker sorts\n`;
    await writeFile(join(dir, file.name), content, { flag: 'wx' });
    hashes.set(file.name, sha256(content));
  }
  return hashes;
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

// One System One request with a question per file; each answer must pass the gate, or nothing moves.
async function assign(session: Session, io: Io): Promise<Map<string, string>> {
  const criteria: Record<string, Json> = { none: 'none of these folders' };
  for (const folder of FOLDERS) criteria[folder] = { role: 'folder', name: folder };
  const request: SystemOneRequest = {
    model: 'beans-picker-files',
    state: { window: 'a file manager showing a folder of downloads' },
    questions: Object.fromEntries(
      FILES.map((f, i) => [
        `file${String(i + 1)}`,
        {
          type: 'choice' as const,
          instructions: `Put the ${wordsOf(f.name)} file into its folder`,
          criteria,
        },
      ]),
    ),
  };
  const signal = new AbortController().signal;
  const decided = await session.decider().decide(request, { signal });
  const plan = new Map<string, string>();
  for (const [i, file] of FILES.entries()) {
    const answer = decided.response.answers[`file${String(i + 1)}`] as ChoiceAnswer | undefined;
    const probabilities = answer?.probabilities ?? {};
    const ranking = FOLDERS.map((label) => ({ label, p: probabilities[label] ?? 0 }));
    const verdict = gate(ranking, probabilities.none ?? 0, null, DEFAULT_GATE);
    if (verdict.status !== 'pick')
      throw new Stop(`the decider gives ${file.name} no clear folder (${verdict.status})`);
    plan.set(file.name, verdict.label);
    io.out(`  ${file.name} → ${verdict.label} (p=${verdict.p.toFixed(3)})\n`);
  }
  io.out(
    `decider: ${session.decider().name}, one request for ${String(FILES.length)} files in ${String(Math.round(decided.ms))} ms\n`,
  );
  return plan;
}

// A file said by the words of its name ("invoice-2026-03-acme.pdf" is the "invoice acme" file): the decider reads
// dates and numbers as ids no folder holds.
function wordsOf(name: string): string {
  const stem = name.replace(/\.[^.]+$/u, '');
  return (stem.match(/\p{L}+/gu) ?? []).join(' ');
}

/** The folder holds exactly these names (nothing else to mix up); else Stop. */
export async function expectOnly(dir: string, names: string[]): Promise<void> {
  const found = (await readdir(dir)).sort();
  const want = [...names].sort();
  if (found.join('\n') !== want.join('\n'))
    throw new Stop(`the folder holds ${JSON.stringify(found)}, not the files the demo made`);
}

async function act(
  session: Session,
  args: Record<string, unknown>,
  io: Io,
  ok: string[] = ['done'],
): Promise<Step> {
  const signal = new AbortController().signal;
  const started = performance.now();
  const out = await callTool(session, TOOLS, 'act', args, signal);
  const r = out.result as Step;
  const ms = Math.round(performance.now() - started);
  const words = typeof args.instruction === 'string' ? args.instruction : '';
  const held = Array.isArray(args.modifiers) ? ` (${args.modifiers.join('+')} held)` : '';
  io.out(
    `  act ${JSON.stringify(words)}${held} → ${r.status}${r.code ? ` (${r.code})` : ''}, ${r.action?.route ?? '-'}, ${String(ms)} ms\n`,
  );
  if (!ok.includes(r.status)) throw new Stop(`"${words}" answered ${r.status}: ${r.message ?? ''}`);
  return r;
}

async function openThunar(session: Session, dir: string, io: Io): Promise<string> {
  const signal = new AbortController().signal;
  const opened = await callTool(session, TOOLS, 'launch_app', { app: 'thunar', cwd: dir }, signal);
  const windowId = opened.result.windowId;
  if (opened.result.status !== 'done' || typeof windowId !== 'string')
    throw new Stop(`thunar did not open (${String(opened.result.code ?? opened.result.status)})`);
  io.out(`thunar opened on a private desktop (window ${windowId})\n`);
  // Its icon view shows no files to AT-SPI; the detailed list does. Already in it, the key changes nothing.
  await act(session, { windowId, instruction: 'press ctrl+2' }, io, ['done', 'unverified']);
  return windowId;
}

// The rows thunar shows selected (observe's own reading of its list).
async function selectedRows(session: Session, windowId: string): Promise<string[]> {
  const signal = new AbortController().signal;
  const seen = await callTool(session, TOOLS, 'observe', { windowId }, signal);
  const view = typeof seen.result.view === 'string' ? seen.result.view : '';
  return readView(view)
    .controls.filter((c) => c.role === 'Row' && c.flags.includes('selected'))
    .map((c) => c.label ?? '')
    .sort();
}

async function moveGroup(
  session: Session,
  windowId: string,
  dir: string,
  folder: string,
  group: string[],
  hashes: Map<string, string>,
  io: Io,
): Promise<void> {
  io.out(`${folder}: ${group.join(', ')}\n`);
  for (const [i, name] of group.entries())
    await act(
      session,
      { windowId, instruction: `select ${name}`, ...(i > 0 ? { modifiers: ['ctrl'] } : {}) },
      io,
    );
  const selected = await selectedRows(session, windowId);
  if (selected.join('\n') !== [...group].sort().join('\n'))
    throw new Stop(
      `thunar shows ${JSON.stringify(selected)} selected, not ${JSON.stringify(group)}; nothing was cut`,
    );
  await act(session, { windowId, instruction: 'press ctrl+x' }, io, ['done', 'unverified']);
  await act(session, { windowId, instruction: `open the ${folder} folder`, double: true }, io);
  await act(session, { windowId, instruction: 'press ctrl+v' }, io, ['done', 'unverified']);
  await waitMoved(dir, folder, group, hashes);
  await act(session, { windowId, instruction: 'click Open Parent' }, io);
}

// Thunar pastes in the background: the group is in place when every file is in the folder with its own contents.
async function waitMoved(
  dir: string,
  folder: string,
  group: string[],
  hashes: Map<string, string>,
): Promise<void> {
  const deadline = Date.now() + PASTE_WAIT_MS;
  for (;;) {
    const missing = await missingFrom(dir, folder, group, hashes);
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Stop(`after the paste, ${missing.join(', ')} are not in ${folder}/`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function missingFrom(
  dir: string,
  folder: string,
  group: string[],
  hashes: Map<string, string>,
): Promise<string[]> {
  const out: string[] = [];
  for (const name of group) {
    const moved = await readFile(join(dir, folder, name)).catch(() => null);
    const left = await readFile(join(dir, name)).catch(() => null);
    if (!moved || left || sha256(moved) !== hashes.get(name)) out.push(name);
  }
  return out;
}

// Every file in its folder with its contents, none left behind, nothing else in any folder.
async function verifyAll(
  dir: string,
  plan: Map<string, string>,
  hashes: Map<string, string>,
): Promise<Set<string>> {
  const wrong = new Set<string>();
  for (const file of FILES) {
    const folder = plan.get(file.name) ?? '';
    if (folder !== file.folder || (await missingFrom(dir, folder, [file.name], hashes)).length)
      wrong.add(file.name);
  }
  for (const folder of FOLDERS) {
    const held = await readdir(join(dir, folder));
    for (const name of held) if (!FILES.some((f) => f.name === name && f.folder === folder)) wrong.add(name);
  }
  return wrong;
}
