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
  const text = promptText ?? dialog.promptText;
  await tab.session.send('Page.handleJavaScriptDialog', {
    accept,
    ...(accept && text !== undefined ? { promptText: text } : {}),
  });
  tab.dialog = null;
  return dialogInfo(dialog);
}
