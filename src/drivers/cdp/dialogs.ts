// JavaScript dialogs (alert, confirm, prompt, beforeunload). While one is open the page cannot run
// scripts, so a snapshot shows the dialog itself: a modal 'alertdialog' node labelled with the message,
// with buttons whose handles answer it (`dialog:accept`, `dialog:dismiss`) and, for prompt(), a text field
// (`dialog:prompt`) whose text is sent with the acceptance. Acting leaves a dialog open and reports it, so
// the caller decides; nothing waits on it.
import { DriverError } from '../../core/driver.js';
import { defaultStates, type RawNode, type RawSnapshot, type WindowInfo } from '../../core/snapshot.js';
import type { OpenDialog, Tab } from './tab.js';

/** Handles of the dialog's parts in a snapshot. */
export const DIALOG_HANDLES = {
  page: 'dialog:page',
  box: 'dialog:box',
  accept: 'dialog:accept',
  dismiss: 'dialog:dismiss',
  prompt: 'dialog:prompt',
} as const;

/** What the caller learns about a dialog. */
export interface DialogInfo {
  type: string;
  message: string;
  defaultPrompt: string;
  url: string;
}

/** The dialog as the caller sees it. */
export function dialogInfo(dialog: OpenDialog): DialogInfo {
  return { type: dialog.type, message: dialog.message, defaultPrompt: dialog.defaultPrompt, url: dialog.url };
}

/** The snapshot of a tab whose page is blocked by a dialog. */
export function dialogSnapshot(dialog: OpenDialog, window: WindowInfo, others: string[]): RawSnapshot {
  const leaving = dialog.type === 'beforeunload';
  const nodes: RawNode[] = [
    {
      role: 'document',
      platformRole: 'RootWebArea',
      label: window.title,
      states: defaultStates(),
      parent: null,
      handle: DIALOG_HANDLES.page,
    },
    {
      role: 'alertdialog',
      platformRole: `javascript-${dialog.type}`,
      label: dialog.message || (leaving ? 'Leave this page?' : dialog.type),
      states: defaultStates(),
      parent: 0,
      handle: DIALOG_HANDLES.box,
    },
  ];
  if (dialog.type === 'prompt')
    nodes.push({
      role: 'textbox',
      platformRole: 'textbox',
      label: dialog.message,
      value: dialog.promptText ?? dialog.defaultPrompt,
      valueExact: true,
      states: defaultStates({ editable: true, focused: true }),
      parent: 1,
      handle: DIALOG_HANDLES.prompt,
    });
  const button = (label: string, handle: string): RawNode => ({
    role: 'button',
    platformRole: 'button',
    label,
    states: defaultStates(),
    parent: 1,
    handle,
  });
  nodes.push(button(leaving ? 'Leave' : 'OK', DIALOG_HANDLES.accept));
  if (dialog.type !== 'alert') nodes.push(button(leaving ? 'Stay' : 'Cancel', DIALOG_HANDLES.dismiss));
  return {
    window,
    nodes,
    otherWindows: others,
    texts: dialog.message ? [dialog.message] : [],
    loading: false,
  };
}

/** Accepts (with the prompt text, if any) or dismisses the tab's open dialog. */
export async function answerDialog(tab: Tab, accept: boolean, promptText?: string): Promise<DialogInfo> {
  const dialog = tab.dialog;
  if (!dialog) throw new DriverError('no_dialog', 'no JavaScript dialog is open in this tab');
  const last = tab.lastAnswered;
  if (last && last.message === dialog.message && dialog.openedAt - last.at < LOOP_MS) return breakLoop(tab);
  const text = promptText ?? dialog.promptText;
  await tab.session.send('Page.handleJavaScriptDialog', {
    accept,
    ...(accept && text !== undefined ? { promptText: text } : {}),
  });
  tab.dialog = null;
  tab.lastAnswered = { message: dialog.message, at: Date.now() };
  return dialogInfo(dialog);
}

// A dialog that opens again this soon after the same one was answered comes from a loop, not from a person's
// next step.
const LOOP_MS = 1000;
// How long stopping the page's scripts may take before the tab counts as held by a running script.
const STOP_MS = 2000;

// Ends a dialog loop: the script that keeps opening it is terminated as the dialog is dismissed, and the page's
// scripts stay stopped (so its timers cannot open another) until the tab loads a page again.
async function breakLoop(tab: Tab): Promise<never> {
  // The renderer takes no command while a dialog holds it, and the loop opens the next one at once: until the
  // page's scripts are stopped, every dialog that opens is dismissed as it opens.
  const dismiss = (): void => {
    void tab.session.send('Page.handleJavaScriptDialog', { accept: false }).catch(() => undefined);
  };
  tab.session.on('Page.javascriptDialogOpening', dismiss);
  try {
    const terminated = tab.session.send('Runtime.terminateExecution').catch(() => undefined);
    await tab.session.send('Page.handleJavaScriptDialog', { accept: false });
    await terminated;
    tab.scriptsStopped = true;
    const stopped = await Promise.race([
      tab.session.send('Emulation.setScriptExecutionDisabled', { value: true }).then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), STOP_MS)),
    ]);
    throw new DriverError(
      'dialog_loop',
      stopped
        ? "the page opened the same dialog again as soon as it was answered; it was dismissed and the page's scripts are stopped until the tab is navigated (browser_navigate)"
        : 'the page opened the same dialog again as soon as it was answered, from a script that keeps running; it was dismissed, but the tab stays blocked: close it',
      true,
    );
  } finally {
    tab.session.off('Page.javascriptDialogOpening', dismiss);
    if (!tab.dialog?.message) tab.dialog = null;
  }
}
