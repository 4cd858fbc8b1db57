// Names as toolkits give them, cleaned into what a person reads, and menu keybindings normalised.
import type { Toolkit } from './states.js';

// GTK4 names an unlabelled widget after its class ('GtkButton', 'AdwGizmo', 'HistoryView').
const CLASS_NAME = /^(?:Gtk|Adw|Gdk|Gsk)?[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/u;
const SHORTCUT_IN_HELP = /\s*\[[^\]]*\]\s*$/u;

/** A node's name as a person reads it: trimmed, without GTK4's doubled label or class names. */
export function cleanName(name: string, toolkit: Toolkit, childNames: readonly string[] = []): string {
  const trimmed = name.trim();
  if (toolkit !== 'gtk4') return trimmed;
  if (CLASS_NAME.test(trimmed)) return '';
  // GTK4 4.8 joins a button's label and its child label's text: '7 7', 'mod mod', and with the label's mnemonic
  // underline still in it, '_Cancel Cancel', 'Con_nect Connect'.
  for (let at = trimmed.indexOf(' '); at > 0; at = trimmed.indexOf(' ', at + 1)) {
    const label = trimmed.slice(0, at);
    const text = trimmed.slice(at + 1);
    const plain = label.replace(/_(.)/gu, '$1');
    if (plain !== text) continue;
    if (label !== text || childNames.includes(text)) return text;
  }
  return trimmed;
}

/** A description as help text, or undefined when it only repeats the label. */
export function cleanHelp(description: string, label: string): string | undefined {
  const help = description.trim();
  return help && help !== label ? help : undefined;
}

/** The visible words of a tooltip-like description ('Clear Display [Escape]' → 'Clear Display'). */
export function helpAsLabel(help: string | undefined): string {
  return (help ?? '').replace(SHORTCUT_IN_HELP, '').trim();
}

const MODIFIERS: Record<string, string> = {
  primary: 'ctrl',
  control: 'ctrl',
  ctrl: 'ctrl',
  shift: 'shift',
  alt: 'alt',
  mod1: 'alt',
  super: 'meta',
  meta: 'meta',
  hyper: 'meta',
};

/**
 * The accelerator of a menu item from its Action keybinding, normalised ("ctrl+shift+n").
 * GTK3 gives "mnemonic;path;accelerator" ('n;<Alt>f:n;<Primary>n'); a lone mnemonic is no shortcut.
 */
export function menuShortcut(keybinding: string): string | undefined {
  const parts = keybinding.split(';');
  const accel = parts.length >= 3 ? (parts[2] ?? '') : '';
  return normaliseAccelerator(accel);
}

/** A GTK accelerator ('<Primary><Shift>s') as "ctrl+shift+s"; undefined when empty or unusable. */
export function normaliseAccelerator(accel: string): string | undefined {
  const mods: string[] = [];
  let rest = accel.trim();
  for (let m = /^<([^>]+)>/u.exec(rest); m; m = /^<([^>]+)>/u.exec(rest)) {
    const mod = MODIFIERS[(m[1] ?? '').toLowerCase()];
    if (!mod) return undefined;
    if (!mods.includes(mod)) mods.push(mod);
    rest = rest.slice(m[0].length);
  }
  if (!rest || rest === 'VoidSymbol') return undefined;
  const key = rest.length === 1 ? rest.toLowerCase() : rest;
  return [...mods, key].join('+');
}
