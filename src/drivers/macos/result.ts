// Reads cua-driver's result envelopes: success, the four failure shapes, and the image parts.
import { DriverError } from '../../core/driver.js';

/** A JSON object as cua-driver returns it. */
export type Json = Record<string, unknown>;

/** One tool result, classified. */
export type CuaResult =
  | { ok: true; data: Json; text: string; images: { mimeType: string; data: string }[] }
  | { ok: false; code: string; message: string; data: Json };

// Codes that mean "the element token no longer points anywhere"; re-observe and rebind.
const STALE_CODES: ReadonlySet<string> = new Set([
  'stale_element_token',
  'invalid_element_token',
  'generation_mismatch',
  'element_index_out_of_range',
]);
const STALE_TEXT = /not found in cache|call get_window_state first|is stale/iu;

/** True when a failure says the element token is stale (by code or by the text-only message). */
export function isStale(result: CuaResult): boolean {
  return !result.ok && (STALE_CODES.has(result.code) || STALE_TEXT.test(result.message));
}

/** The success of a tool call, or a DriverError with cua-driver's code and the tool's name in the message. */
export function okOr(result: CuaResult, tool: string): Extract<CuaResult, { ok: true }> {
  if (!result.ok) throw new DriverError(result.code, `${tool}: ${result.message}`);
  return result;
}

/** Narrows an unknown to a JSON object. */
export function asObject(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

/** A string field, or undefined. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A finite number field, or undefined. */
export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The parts of a tools/call result we read. */
export interface RawToolResult {
  [key: string]: unknown;
  content?: unknown;
  structuredContent?: unknown;
  isError?: unknown;
}

/** Classifies a tools/call result into success or a failure with a code. */
export function classify(raw: RawToolResult): CuaResult {
  const data = asObject(raw.structuredContent) ?? {};
  const parts = (Array.isArray(raw.content) ? raw.content : []).map(asObject).filter((p) => p !== undefined);
  const text = parts
    .map((part) => (part.type === 'text' ? (str(part.text) ?? '') : ''))
    .filter(Boolean)
    .join('\n');
  const failure = failureOf(data, text, raw.isError === true);
  if (failure) return { ok: false, ...failure, data };
  const images = parts.flatMap((part) =>
    part.type === 'image'
      ? [{ mimeType: str(part.mimeType) ?? 'image/png', data: str(part.data) ?? '' }]
      : [],
  );
  return { ok: true, data, text, images };
}

function failureOf(data: Json, text: string, isError: boolean): { code: string; message: string } | null {
  const refusal = asObject(data.refusal);
  if (data.status === 'refused' && refusal)
    return { code: str(refusal.code) ?? 'refused', message: str(refusal.message) ?? text };
  if (data.effect === 'refused' || data.effect === 'failed')
    return { code: str(data.code) ?? str(data.effect) ?? 'refused', message: messageOf(data, text) };
  if (!isError) return null;
  const code = str(data.code) ?? str(data.error) ?? codeFromText(text);
  return { code, message: messageOf(data, text) };
}

function messageOf(data: Json, text: string): string {
  return (
    str(data.reason) ?? str(data.message) ?? str(data.suggestion) ?? (text.trim() || 'cua-driver refused')
  );
}

function codeFromText(text: string): string {
  if (STALE_TEXT.test(text)) return 'stale_element_token';
  if (/^Unknown tool/u.test(text)) return 'unknown_driver_tool';
  if (/^Unknown key name/u.test(text)) return 'unknown_key';
  if (/AX action failed/u.test(text)) return 'ax_action_failed';
  if (/^Missing required/u.test(text)) return 'invalid_arguments';
  return 'driver_error';
}
