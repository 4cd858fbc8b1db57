// Labels for macOS nodes: title, description, a humanized identifier, help, then a cut value.
import { clip } from '../../core/text.js';

const HELP_MAX = 80;
const VALUE_MAX = 40;

/** Roles whose value is their content, so it never names them (typing would change the name). */
export const VALUE_IS_CONTENT: ReadonlySet<string> = new Set([
  'AXTextField',
  'AXTextArea',
  'AXSearchField',
  'AXComboBox',
  'AXPopUpButton',
  'AXSecureTextField',
  'AXSlider',
  'AXIncrementor',
  'AXStepper',
  'AXCheckBox',
  'AXRadioButton',
  'AXSwitch',
]);

/** An identifier as words ("saveButton" → "save button"), or undefined for machine ids (`_NS:833`, `NSWindow…`). */
export function humanizeIdentifier(identifier: string | undefined): string | undefined {
  if (!identifier) return undefined;
  if (/^(?:_|NS|menuAction)/u.test(identifier) || /[:(]/u.test(identifier)) return undefined;
  const words = identifier
    .replace(/([a-z0-9])([A-Z])/gu, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/gu, '$1 $2')
    .replace(/[_-]+/gu, ' ')
    .trim()
    .toLowerCase();
  return words || undefined;
}

/** The parts a label is chosen from. */
export interface LabelParts {
  axRole: string;
  title?: string | undefined;
  description?: string | undefined;
  identifier?: string | undefined;
  help?: string | undefined;
  value?: string | undefined;
}

/** The first non-empty of title, description, humanized identifier, help (≤80), value (≤40, not for fields). */
export function labelOf(p: LabelParts): string {
  if (p.axRole === 'AXStaticText') return p.value || p.title || p.description || '';
  const help = p.help ? clip(p.help, HELP_MAX) : undefined;
  const named = p.title || p.description || humanizeIdentifier(p.identifier) || help;
  if (named) return named;
  return p.value && !VALUE_IS_CONTENT.has(p.axRole) ? clip(p.value, VALUE_MAX) : '';
}
