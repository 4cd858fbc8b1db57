// Menu shortcuts: cua-driver's tree has none, so standard AppKit ones come from a table (and the helper, when present).
import { foldText } from '../../core/text.js';

// AppKit's standard key equivalents by item title (English and Japanese), normalised "cmd+…".
const STANDARD: Record<string, string> = {
  new: 'cmd+n',
  'new window': 'cmd+n',
  'new document': 'cmd+n',
  open: 'cmd+o',
  close: 'cmd+w',
  'close window': 'cmd+w',
  save: 'cmd+s',
  'save as': 'cmd+alt+shift+s',
  duplicate: 'cmd+shift+s',
  print: 'cmd+p',
  'page setup': 'cmd+shift+p',
  undo: 'cmd+z',
  redo: 'cmd+shift+z',
  cut: 'cmd+x',
  copy: 'cmd+c',
  paste: 'cmd+v',
  'paste and match style': 'cmd+alt+shift+v',
  'select all': 'cmd+a',
  find: 'cmd+f',
  'find next': 'cmd+g',
  'find previous': 'cmd+shift+g',
  'use selection for find': 'cmd+e',
  'find and replace': 'cmd+alt+f',
  'show fonts': 'cmd+t',
  'hide fonts': 'cmd+t',
  'show colors': 'cmd+shift+c',
  bold: 'cmd+b',
  italic: 'cmd+i',
  underline: 'cmd+u',
  minimize: 'cmd+m',
  'enter full screen': 'ctrl+cmd+f',
  settings: 'cmd+,',
  preferences: 'cmd+,',
  新規: 'cmd+n',
  開く: 'cmd+o',
  閉じる: 'cmd+w',
  保存: 'cmd+s',
  複製: 'cmd+shift+s',
  プリント: 'cmd+p',
  取り消す: 'cmd+z',
  やり直す: 'cmd+shift+z',
  カット: 'cmd+x',
  コピー: 'cmd+c',
  ペースト: 'cmd+v',
  すべてを選択: 'cmd+a',
  検索: 'cmd+f',
  フォントを表示: 'cmd+t',
  しまう: 'cmd+m',
};

// View-mode items of the stock apps (Calculator, Finder): ⌘1…⌘4.
const VIEW_MODES: Record<string, string> = {
  basic: 'cmd+1',
  scientific: 'cmd+2',
  programmer: 'cmd+3',
  'as icons': 'cmd+1',
  'as list': 'cmd+2',
  'as columns': 'cmd+3',
  'as gallery': 'cmd+4',
};

function normalTitle(title: string): string {
  return foldText(title)
    .replace(/(?:…|\.\.\.)$/u, '')
    .trim();
}

// Keys folded the same way as titles (folding also strips the marks of kana like ピ).
const FOLDED = new Map(Object.entries(STANDARD).map(([title, keys]) => [normalTitle(title), keys]));

/** The standard shortcut of a menu item by its path, or undefined. */
export function standardShortcut(path: readonly string[]): string | undefined {
  const title = normalTitle(path[path.length - 1] ?? '');
  if (path.length >= 2 && normalTitle(path[0] ?? '') === 'view' && VIEW_MODES[title])
    return VIEW_MODES[title];
  return FOLDED.get(title);
}

/** An AX key equivalent (AXMenuItemCmdChar + AXMenuItemCmdModifiers) as "cmd+shift+s". */
export function axShortcut(char: string, modifiers: number): string | undefined {
  const code = char.codePointAt(0) ?? 0;
  // Control characters and the function-key private-use range (arrows, F-keys) are not typeable shortcuts.
  if (!char || code < 0x20 || (code >= 0xf700 && code <= 0xf8ff)) return undefined;
  const parts: string[] = [];
  if (modifiers & 4) parts.push('ctrl');
  if (modifiers & 2) parts.push('alt');
  if (modifiers & 1 || (char !== char.toLowerCase() && /\p{L}/u.test(char))) parts.push('shift');
  if (!(modifiers & 8)) parts.push('cmd');
  return [...parts, char.toLowerCase()].join('+');
}
