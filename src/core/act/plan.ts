// Turns a chosen candidate into a driver action, refusing first whatever must not run.
import { compileKeypad } from '../candidates/keypad.js';
import type { Candidate } from '../candidates/types.js';
import type { DriverAction, DriverCapabilities } from '../driver.js';
import type { UiNode } from '../snapshot.js';
import { nodeOf, type Observation } from './context.js';
import type { ActResult, ActStep } from './types.js';

/** The driver action to run, or the result that refuses it. */
export type Plan = { action: DriverAction } | { result: ActResult };

const fail = (code: string, message: string): Plan => ({ result: { status: 'failed', code, message } });

/**
 * Checks the refusal rules, then builds the driver action for a candidate. Policy refusals (foreground_required)
 * are `refused` and a destructive action `needs_confirmation`; a request the candidate cannot take is `failed`.
 */
export function planAction(
  obs: Observation,
  candidate: Candidate,
  step: ActStep,
  capabilities: DriverCapabilities,
): Plan {
  const node = nodeOf(obs, candidate);
  if (step.modifiers?.length && candidate.kind !== 'click' && candidate.kind !== 'toggle')
    return fail(
      'modifiers_not_used',
      `${candidate.kind} does not take modifier keys; they are held only for a click or toggle`,
    );
  if (step.modifiers?.length && !capabilities.modifiers)
    return fail('modifiers_not_supported', 'this driver cannot hold modifier keys during a click');
  if (step.double && candidate.kind !== 'click')
    return fail('double_not_used', 'only a click can be a double click');
  if (step.text !== undefined && !candidate.needsText)
    return fail('text_not_used', `${candidate.kind} takes no text`);
  if (step.text === undefined && candidate.needsText)
    return fail('text_required', `${candidate.kind} needs text`);
  if (candidate.needsForeground)
    return {
      result: {
        status: 'refused',
        code: 'foreground_required',
        message:
          `${candidate.does} needs the window in front, and beans-picker never brings it forward; ` +
          'use a button or menu item that does the same, or ask the user to do it',
      },
    };
  let dragTarget: UiNode | undefined;
  if (step.dragTo) {
    if (!capabilities.drag) return fail('drag_not_supported', 'this driver cannot drag');
    if (!node) return fail('drag_not_supported', 'the drag source must be a control, not the window');
    if ('candidateId' in step.dragTo) {
      const to = obs.candidates.find((c) => c.id === (step.dragTo as { candidateId: string }).candidateId);
      if (!to)
        return {
          result: {
            status: 'not_found',
            code: 'target_gone',
            message: 'the drag target is not on the window now; observe again',
          },
        };
      dragTarget = nodeOf(obs, to);
      if (!dragTarget) return fail('drag_not_supported', 'the drag target must be a control, not the window');
      if (to.destructive && !step.allowDestructive) return confirm(`the drag ends on ${to.does}`);
    }
  }
  if (candidate.destructive && !step.allowDestructive)
    return confirm(`${candidate.does} may not be undone (${candidate.destructiveWhy ?? 'destructive'})`);
  return buildAction(obs, candidate, node, step, dragTarget);
}

function confirm(why: string): Plan {
  return {
    result: {
      status: 'needs_confirmation',
      code: 'destructive',
      message: `${why}; repeat with allowDestructive: true if the task asks for exactly this`,
    },
  };
}

function buildAction(
  obs: Observation,
  c: Candidate,
  node: UiNode | undefined,
  step: ActStep,
  dragTarget: UiNode | undefined,
): Plan {
  const handle = node?.handle ?? '';
  const text = step.text ?? '';
  if (step.dragTo) {
    const to = dragTarget ? { handle: dragTarget.handle } : (step.dragTo as { dx: number; dy: number });
    return { action: { type: 'drag', handle, to: 'handle' in to ? to : { dx: to.dx, dy: to.dy } } };
  }
  switch (c.kind) {
    case 'click':
      return {
        action: {
          type: 'click',
          handle,
          ...(step.modifiers?.length ? { modifiers: step.modifiers } : {}),
          ...(step.double ? { count: 2 as const } : {}),
        },
      };
    case 'toggle':
      return {
        action: step.modifiers?.length
          ? { type: 'click', handle, modifiers: step.modifiers }
          : { type: 'toggle', handle },
      };
    case 'set_value': {
      const header = c.cellHeader === undefined ? undefined : obs.snapshot.nodes[c.cellHeader];
      if (header) return { action: { type: 'edit_cell', handle, header: header.handle, text } };
      return { action: { type: 'set_text', handle, text } };
    }
    case 'type_into':
      return { action: { type: 'insert_text', handle, text, at: 'caret' } };
    case 'append':
      return { action: { type: 'insert_text', handle, text, at: 'end' } };
    case 'choose_option':
      return { action: { type: 'choose', handle, option: text } };
    case 'keypad': {
      const compiled = compileKeypad(text, c.keypad ?? {});
      if ('missing' in compiled)
        return fail('keypad_key_missing', `the keypad has no key for ${JSON.stringify(compiled.missing)}`);
      return {
        action: {
          type: 'press_sequence',
          handles: compiled.presses.map((i) => obs.snapshot.nodes[i]?.handle ?? ''),
        },
      };
    }
    case 'step':
      return { action: { type: 'step', handle, direction: c.direction ?? 'up' } };
    case 'scroll':
      return { action: { type: 'scroll', ...(node ? { handle } : {}), direction: c.direction ?? 'down' } };
    case 'context_menu':
      return { action: { type: 'context_menu', handle } };
    case 'key':
      return { action: { type: 'key', keys: c.keys ?? '' } };
    case 'menu':
      return {
        action: { type: 'menu', handle, path: c.menuPath ?? [], ...(c.keys ? { shortcut: c.keys } : {}) },
      };
    case 'drag':
      return fail('drag_target_required', 'give dragTo: {candidateId} or {dx, dy}');
    case 'hover':
      return { action: { type: 'hover', handle } };
  }
}
