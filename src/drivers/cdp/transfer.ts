// Files in and out of a tab: upload sets an <input type=file>'s files directly (no native picker);
// download clicks a control with downloads routed to a staging folder and waits for completion;
// screenshots come from Page.captureScreenshot (no bring-to-front), secret fields painted black.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, isAbsolute, join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { DriverError, type PerformOutcome } from '../../core/driver.js';
import { act } from './act.js';
import { GONE, targetOf } from './pointer.js';
import { maskedScreenshot } from './shot.js';
import type { Tab } from './tab.js';
import { settle } from './wait.js';

/** A finished download, staged but not yet published. */
export interface StagedDownload {
  path: string;
  suggestedFilename: string;
  url: string;
  bytes: number;
}

/** Sets the files of a file input and waits for the page to take them. */
export async function upload(
  tab: Tab,
  handle: string,
  files: string[],
  signal: AbortSignal,
): Promise<PerformOutcome> {
  for (const file of files)
    if (!isAbsolute(file) || !existsSync(file))
      throw new DriverError('bad_file', `not an existing absolute path: ${file}`);
  const target = targetOf(tab, handle);
  if (!target) return GONE;
  const objectId = await tab.frames.objectFor(target.doc, target.ref);
  try {
    if (!objectId) return GONE;
    await tab.guard(target.doc.session.send('DOM.setFileInputFiles', { files, objectId }));
  } finally {
    await tab.frames.releaseObjects(target.doc);
  }
  await settle(tab, signal);
  return { ok: true, route: 'set_files' };
}

// Chromium may offer names with path parts or characters that do not belong in a file name.
function safeName(name: string): string {
  const cleaned = [...basename(name)]
    .map((c) => (c < ' ' || '<>:"/\\|?*'.includes(c) ? '_' : c))
    .join('')
    .trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'download' : cleaned;
}

function freePath(dir: string, name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let i = 0; ; i++) {
    const path = join(dir, i === 0 ? name : `${stem} (${i})${ext}`);
    if (!existsSync(path)) return path;
  }
}

/**
 * Makes a launched browser refuse the downloads its pages start on their own (without this Chromium writes them
 * to $HOME/Downloads); only a download() in progress lets one through, into its staging folder.
 */
export async function refuseDownloads(browser: CDPSession): Promise<void> {
  await browser.send('Browser.setDownloadBehavior', { behavior: 'deny' });
}

interface Begun {
  guid: string;
  frameId: string;
  url: string;
  suggestedFilename: string;
}

/** Clicks `handle` with downloads routed to `stagingDir`; resolves with the finished file. */
export async function download(
  browser: CDPSession,
  tab: Tab,
  handle: string,
  stagingDir: string,
  restore: 'default' | 'deny',
  signal: AbortSignal,
  timeoutMs = 60_000,
): Promise<StagedDownload> {
  await mkdir(stagingDir, { recursive: true });
  const { targetInfo } = await browser.send('Target.getTargetInfo', { targetId: tab.targetId });
  const context = targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {};
  const begun: Begun[] = [];
  const states = new Map<string, string>();
  let wake = (): void => undefined;
  const onBegin = (e: Begun): void => {
    begun.push(e);
    wake();
  };
  const onProgress = (e: { guid: string; state: string }): void => {
    states.set(e.guid, e.state);
    wake();
  };
  let kept: string | null = null;
  browser.on('Browser.downloadWillBegin', onBegin);
  browser.on('Browser.downloadProgress', onProgress);
  await browser.send('Browser.setDownloadBehavior', {
    behavior: 'allowAndName',
    downloadPath: stagingDir,
    eventsEnabled: true,
    ...context,
  });
  try {
    const clicked = await act(tab, { type: 'click', handle }, signal);
    if (!clicked.ok) throw new DriverError(clicked.code, clicked.message);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      signal.throwIfAborted();
      // Only a download from this tab's frames counts: another tab's may begin meanwhile.
      const frames = new Set((await tab.frames.sites()).map((site) => site.frameId));
      const first = begun.find((e) => frames.has(e.frameId));
      const state = first ? states.get(first.guid) : undefined;
      if (first && state === 'completed') {
        kept = first.guid;
        const path = freePath(stagingDir, safeName(first.suggestedFilename));
        await rename(join(stagingDir, first.guid), path);
        return {
          path,
          suggestedFilename: first.suggestedFilename,
          url: first.url,
          bytes: (await stat(path)).size,
        };
      }
      if (state === 'canceled') throw new DriverError('download_failed', 'the download was cancelled');
      if (Date.now() > deadline)
        throw new DriverError(
          'driver_timeout',
          first ? 'the download did not finish in time' : 'no download started',
          true,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(1000, Math.max(0, deadline - Date.now())));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  } finally {
    browser.off('Browser.downloadWillBegin', onBegin);
    browser.off('Browser.downloadProgress', onProgress);
    await browser.send('Browser.setDownloadBehavior', { behavior: restore, ...context });
    await dropOthers(browser, begun, kept, stagingDir, context);
  }
}

// Downloads that began while the door was open but are not the one returned (another tab's, a second file, or
// an unfinished one): cancelled, and their staged files removed.
async function dropOthers(
  browser: CDPSession,
  begun: { guid: string }[],
  kept: string | null,
  stagingDir: string,
  context: { browserContextId?: string },
): Promise<void> {
  for (const { guid } of begun) {
    if (guid === kept) continue;
    await browser.send('Browser.cancelDownload', { guid, ...context });
    await rm(join(stagingDir, guid), { force: true });
  }
}

/** A PNG of the tab's viewport, secret fields painted black. */
export async function screenshot(tab: Tab): Promise<Buffer> {
  return maskedScreenshot(tab);
}
