// Examples of issue 13 on snapshots of real third-party UIs (fixtures/decider/apps: npm libraries in headless
// Chromium and Debian GTK apps over AT-SPI), asked the way act asks: the candidates act would offer for the step
// (text steps over text kinds, others over the rest), pick and forced, through the default gate.
import { describe, expect, it } from 'vitest';
import { appStates, readApps, type AppState } from '../../../fixtures/decider/gen/apps.js';
import { poolOf } from '../../../fixtures/decider/gen/request.js';
import type { Candidate } from '../../core/candidates/types.js';
import { DEFAULT_GATE } from '../../core/decision/gate.js';
import { pick } from '../../core/decision/pick.js';
import { decisionState } from '../../core/decision/state.js';
import { createEmbeddedDecider } from './index.js';

const states = appStates(readApps(new URL('../../../fixtures/decider/apps/', import.meta.url)));
const decider = createEmbeddedDecider();

function stateOf(app: string, state: string): AppState {
  const found = states.find((s) => s.app === app && s.state === state);
  if (!found) throw new Error(`no harvested state ${app} ${state}`);
  return found;
}

async function picked(
  app: string,
  state: string,
  instruction: string,
  text?: string,
): Promise<{ status: string; chosen?: Candidate }> {
  const { seen } = stateOf(app, state);
  const result = await pick({
    instruction,
    state: decisionState(seen.snapshot, instruction, text),
    items: poolOf(seen, 'act', text),
    option: (c) => c.option,
    decider,
    model: 'jev-latest',
    thresholds: DEFAULT_GATE,
    forced: true,
    signal: new AbortController().signal,
  });
  return { status: result.status, ...(result.item ? { chosen: result.item } : {}) };
}

const said = (c: Candidate | undefined): string => `${c?.kind} ${c?.option.role} ${c?.option.name}`;

describe('the embedded decider on real third-party snapshots', () => {
  it('"Confirm the deletion" presses "Delete invoice" in a SweetAlert2 dialog, not "Keep it"', async () => {
    const r = await picked('web-sweetalert2', 'en/dialog-confirm-delete', 'Confirm the deletion');
    expect([r.status, said(r.chosen)]).toEqual(['pick', 'click Button Delete invoice']);
  });

  it('"Open the second tab" opens Members among Bootstrap\'s Overview, Members and Billing tabs', async () => {
    const r = await picked('web-bootstrap', 'en/main', 'Open the second tab');
    expect([r.status, said(r.chosen)]).toEqual(['pick', 'click Tab Members']);
  });

  it('"Close the dialog by clicking the x" presses Bootstrap\'s Close button, not Cancel', async () => {
    const r = await picked('web-bootstrap', 'en/dialog-invite', 'Close the dialog by clicking the "x"');
    expect([r.status, said(r.chosen)]).toEqual(['pick', 'click Button Close']);
  });

  it('"Type milk into the search box" types into GTK\'s Search field, not the Search button', async () => {
    const r = await picked(
      'gtk-gtk3-widget-factory',
      'en/menu-file-open',
      'Type milk into the search box',
      'milk',
    );
    expect([r.status, said(r.chosen)]).toEqual(['pick', 'set_value TextField Search']);
  });

  it('"Choose View > Show menu bar" in galculator picks that menu item', async () => {
    const r = await picked('gtk-galculator', 'en/menu-view-open', 'Choose View > Show menu bar');
    expect(r.status).toBe('pick');
    expect(r.chosen?.option.name).toBe('Show menu bar');
  });

  it('"Throw the draft away without publishing it" presses Quill\'s "Discard draft", not Publish', async () => {
    const r = await picked('web-quill', 'en/filled', 'Throw the draft away without publishing it');
    expect([r.status, said(r.chosen)]).toEqual(['pick', 'click Button Discard draft']);
  });

  it('"Press down on Save" pushes mdui\'s "Save changes", and "press down on Refresh" (not shown) is not the Down key', async () => {
    const save = await picked('web-mdui', 'en/tab-storage', 'press down on Save');
    expect([save.status, said(save.chosen)]).toEqual(['pick', 'click Button Save changes']);
    const refresh = await picked('web-mdui', 'en/tab-storage', 'press down on Refresh');
    expect(refresh.status).toBe('not_found');
  });

  it('"Press down on the Cancel button" presses Cancel in Thunar\'s Create New Folder dialog', async () => {
    const r = await picked('gtk-thunar', 'en/dialog-create-folder', 'Press down on the Cancel button');
    expect([r.status, said(r.chosen)]).toEqual(['pick', 'click Button Cancel']);
  });

  it('"Click inside the Economy dropdown" with jQuery UI\'s list open clicks the dropdown, not its option "Economy"', async () => {
    // The open list is named after its dropdown ("listbox: Economy"): that echo is no evidence for the option.
    const r = await picked('web-jquery-ui', 'en/tab-cars-select-open', 'Click inside the Economy dropdown');
    expect([r.status, said(r.chosen)]).toEqual(['pick', 'click ComboBox Economy']);
    const option = await picked('web-jquery-ui', 'en/tab-cars-select-open', 'Click the SUV option');
    expect([option.status, said(option.chosen)]).toEqual(['pick', 'click Option SUV']);
  });

  it('answers not_found for a control no app state has ("Click Export to PDF" in a SweetAlert2 dialog)', async () => {
    const r = await picked('web-sweetalert2', 'en/dialog-confirm-delete', 'Click Export to PDF');
    expect(r.status).toBe('not_found');
  });
});
