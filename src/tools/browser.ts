// Browser tools: tab state, navigation, JavaScript dialogs, uploads and downloads.
import { z } from 'zod';
import { observeWindow } from '../core/act/context.js';
import { DriverError } from '../core/driver.js';
import { checkUrl, sameUrl } from '../core/url.js';
import { defineTool, type ToolContext } from './define.js';
import { checkOutputPath, publishStaged } from './files.js';
import { shortIds } from './ids.js';
import { candidateIdSchema, windowIdSchema } from './schemas.js';
import type { BrowserExtras } from './platform.js';
import { tellUrl } from './told.js';
import { checkUploadFile, uploadRoots } from './uploads.js';

async function tab(ctx: ToolContext, windowId: string): Promise<{ browser: BrowserExtras; localId: string }> {
  const { platform, localId } = await ctx.session.platformForWindow(windowId, ctx.signal);
  if (!platform.browser) throw new DriverError('unknown_driver_tool', `${windowId} is not a browser tab`);
  return { browser: platform.browser, localId };
}

async function handleOf(ctx: ToolContext, windowId: string, candidateId: string): Promise<string> {
  const driver = await ctx.session.driverForWindow(windowId, ctx.signal);
  const obs = await observeWindow(ctx.session.actContext(driver, ctx.signal), windowId);
  const full = shortIds(ctx.session).full(candidateId);
  const candidate = obs.candidates.find((c) => c.id === full);
  const node = candidate?.node === undefined ? undefined : obs.snapshot.nodes[candidate.node];
  if (!node)
    throw new DriverError('target_gone', `candidate ${candidateId} is not on the page now; observe again`);
  return node.handle;
}

/** The browser_state tool. */
export const browserStateTool = defineTool({
  name: 'browser_state',
  description:
    "A tab's URL, title, whether it is loading (absent when unknown), and any open JavaScript dialog (alert, confirm, prompt, beforeunload) with its id and, where readable, its message.",
  input: z.object({ windowId: windowIdSchema }),
  readOnly: true,
  group: 'window',
  async handle(args, ctx) {
    const { browser, localId } = await tab(ctx, args.windowId);
    return { result: { status: 'done', ...(await browser.state(localId, ctx.signal)) } };
  },
});

/** The browser_navigate tool. */
export const browserNavigateTool = defineTool({
  name: 'browser_navigate',
  description:
    'Load a URL (http(s) with a host, or about:blank) in a tab, in the background, and wait until it has landed. done when the final URL matches (normalised); unverified with finalUrl after a redirect. Earlier candidate ids may be gone.',
  input: z.object({ windowId: windowIdSchema, url: z.string().max(8192) }),
  readOnly: false,
  async handle(args, ctx) {
    const checked = checkUrl(args.url);
    if ('error' in checked)
      return { result: { status: 'failed', code: 'bad_url', message: checked.error }, isError: true };
    const { browser, localId } = await tab(ctx, args.windowId);
    const { finalUrl } = await browser.navigate(localId, checked.url, ctx.signal);
    tellUrl(ctx.session, args.windowId, finalUrl);
    const same = sameUrl(finalUrl, checked.url);
    return {
      result: {
        status: same ? 'done' : 'unverified',
        finalUrl,
        ...(same ? {} : { message: 'the tab landed on another URL (a redirect?)' }),
      },
    };
  },
});

/** The browser_dialog tool. */
export const browserDialogTool = defineTool({
  name: 'browser_dialog',
  description:
    'Inspect, accept or dismiss the JavaScript dialog open in a tab. Accept and dismiss need the dialogId from inspect; accept also needs allowDestructive: true (a confirm can delete or leave a page). promptText only with accept.',
  input: z.object({
    windowId: windowIdSchema,
    action: z.enum(['inspect', 'accept', 'dismiss']),
    dialogId: z.string().max(40).optional(),
    promptText: z.string().max(8192).optional(),
    allowDestructive: z.boolean().optional(),
  }),
  readOnly: false,
  async handle(args, ctx) {
    const { browser, localId } = await tab(ctx, args.windowId);
    const { dialog } = await browser.state(localId, ctx.signal);
    if (args.action === 'inspect')
      return { result: { status: 'done', present: dialog !== null, ...(dialog ?? {}) } };
    if (!dialog)
      return {
        result: { status: 'failed', code: 'no_dialog', message: 'no dialog is open in that tab' },
        isError: true,
      };
    if (args.dialogId !== dialog.id)
      return {
        result: {
          status: 'failed',
          code: 'dialog_changed',
          message: 'inspect the dialog first and pass its dialogId',
        },
        isError: true,
      };
    if (args.promptText !== undefined && args.action !== 'accept')
      return {
        result: { status: 'failed', code: 'text_not_used', message: 'promptText goes only with accept' },
        isError: true,
      };
    if (args.action === 'accept' && !args.allowDestructive)
      return {
        result: {
          status: 'needs_confirmation',
          code: 'destructive',
          message: `accepting ${dialog.message === undefined ? `the ${dialog.type} dialog` : `"${dialog.message.slice(0, 80)}"`} may not be undone; repeat with allowDestructive: true`,
        },
      };
    await browser.dialog(localId, args.action, args.promptText, ctx.signal);
    const after = await browser.state(localId, ctx.signal);
    return { result: { status: after.dialog?.id === dialog.id ? 'no_effect' : 'done', url: after.url } };
  },
});

/** The browser_close tool. */
export const browserCloseTool = defineTool({
  name: 'browser_close',
  description:
    'Close a tab launch_app opened (never one open before); a page keeping unsaved changes answers needs_confirmation.',
  input: z.object({ windowId: windowIdSchema, allowDestructive: z.boolean().optional() }),
  readOnly: false,
  group: 'window',
  async handle(args, ctx) {
    const { browser, localId } = await tab(ctx, args.windowId);
    const kept = await browser.closeTab(localId, args.allowDestructive === true, ctx.signal);
    if (!kept) return { result: { status: 'done' } };
    return {
      result: {
        status: 'needs_confirmation',
        code: 'unsaved_changes',
        message:
          'the page asks to keep unsaved changes and stays open; repeat with allowDestructive: true only if the task asks to discard them',
        dialog: kept,
      },
    };
  },
});

/** The browser_upload tool. */
export const browserUploadTool = defineTool({
  name: 'browser_upload',
  description:
    'Set the files of a file input (its candidateId from observe) directly; no native picker opens. Files: absolute, no links, in the working folder or BEANS_PICKER_UPLOAD_ROOTS.',
  input: z.object({
    windowId: windowIdSchema,
    candidateId: candidateIdSchema,
    files: z.array(z.string().min(1).max(4096)).min(1).max(16),
  }),
  readOnly: false,
  group: 'files',
  async handle(args, ctx) {
    const roots = await uploadRoots(ctx.session.config.BEANS_PICKER_UPLOAD_ROOTS, process.cwd());
    for (const file of args.files) await checkUploadFile(file, roots);
    const { browser, localId } = await tab(ctx, args.windowId);
    const handle = await handleOf(ctx, args.windowId, args.candidateId);
    const { assigned } = await browser.upload(localId, handle, args.files, ctx.signal);
    return { result: { status: 'done', assigned } };
  },
});

/** The browser_download tool. */
export const browserDownloadTool = defineTool({
  name: 'browser_download',
  description:
    'Click a download control (its candidateId) and save the file to `out` (absolute, new file, mode 0600), published only when complete; nothing is ever replaced.',
  input: z.object({
    windowId: windowIdSchema,
    candidateId: candidateIdSchema,
    out: z.string().min(1).max(4096),
  }),
  readOnly: false,
  group: 'files',
  async handle(args, ctx) {
    await checkOutputPath(args.out);
    const { browser, localId } = await tab(ctx, args.windowId);
    const handle = await handleOf(ctx, args.windowId, args.candidateId);
    const staged = await browser.download(localId, handle, ctx.signal);
    await publishStaged(staged.stagedPath, args.out);
    return { result: { status: 'done', bytes: staged.bytes, suggestedName: staged.suggestedName } };
  },
});
