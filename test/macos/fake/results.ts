// cua-driver's result envelopes: success with ✅ text, the refusal envelope, flat gate codes, and text-only failures.

/** A tools/call result. */
export interface ToolResult {
  [key: string]: unknown;
  content: ({ type: 'text'; text: string } | { type: 'image'; data: string; mimeType: string })[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/** A success with structured data. */
export function success(text: string, data: Record<string, unknown>): ToolResult {
  return { content: [{ type: 'text', text: `✅ ${text}` }], structuredContent: data };
}

/** The closed ActionResult of 0.15+. */
export function actionResult(text: string, effect = 'unverifiable', readback = false): ToolResult {
  return success(text, {
    effect,
    route: 'accessibility',
    delivery: { mode: 'background' },
    ...(readback ? { evidence: [{ kind: 'value_readback' }] } : {}),
  });
}

/** Shape 1: `{status:"refused", refusal:{code, message}}`. */
export function refusal(code: string, message: string): ToolResult {
  return {
    content: [{ type: 'text', text: message }],
    structuredContent: { status: 'refused', refusal: { code, message } },
    isError: true,
  };
}

/** A typed browser tool's refusal: the same envelope, but not isError, and the text names the code. */
export function browserRefusal(code: string, message: string): ToolResult {
  return {
    content: [{ type: 'text', text: `refused (${code}): ${message}` }],
    structuredContent: { status: 'refused', refusal: { code, message } },
  };
}

/** Shape 2: a flat gate code with `effect:"refused"`. */
export function gate(code: string, pid: number, windowId: number | undefined, reason: string): ToolResult {
  return {
    content: [{ type: 'text', text: reason }],
    structuredContent: {
      code,
      effect: 'refused',
      pid,
      ...(windowId !== undefined ? { window_id: windowId } : {}),
      reason,
      escalation: { recommended: 'foreground', reason },
    },
    isError: true,
  };
}

/** Shape 3: a flat code without effect. */
export function flat(code: string, data: Record<string, unknown>, text: string): ToolResult {
  return { content: [{ type: 'text', text }], structuredContent: { code, ...data }, isError: true };
}

/** Shape 4: text only. */
export function textError(text: string): ToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}
