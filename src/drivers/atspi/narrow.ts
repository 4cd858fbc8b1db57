// Typed readers for D-Bus message bodies, which dbus-next hands over untyped.
import dbus from 'dbus-next';

/** An AT-SPI object reference: the app's unique bus name and the object path. */
/** The path AT-SPI answers for "no object" (the parent of an app's root, an empty hit). */
export const NULL_PATH = '/org/a11y/atspi/null';

export interface Ref {
  bus: string;
  path: string;
}

/** A malformed reply from the accessibility bus. */
export class ReplyShapeError extends Error {
  override name = 'ReplyShapeError';
}

const fail = (what: string, value: unknown): never => {
  throw new ReplyShapeError(`expected ${what}, got ${JSON.stringify(value)?.slice(0, 80) ?? typeof value}`);
};

/** Unwraps a D-Bus variant, leaving other values as they are. */
export function unvariant(value: unknown): unknown {
  return value instanceof dbus.Variant ? (value.value as unknown) : value;
}

/** The value as a string. */
export function asString(value: unknown): string {
  const v = unvariant(value);
  return typeof v === 'string' ? v : fail('a string', v);
}

/** The value as a number (D-Bus integers, doubles, and 64-bit values given as bigint). */
export function asNumber(value: unknown): number {
  const v = unvariant(value);
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  return fail('a number', v);
}

/** The value as a boolean. */
export function asBoolean(value: unknown): boolean {
  const v = unvariant(value);
  return typeof v === 'boolean' ? v : fail('a boolean', v);
}

/** The value as an array. */
export function asArray(value: unknown): unknown[] {
  const v = unvariant(value);
  return Array.isArray(v) ? (v as unknown[]) : fail('an array', v);
}

/** An `(so)` struct as a reference. */
export function asRef(value: unknown): Ref {
  const [bus, path] = asArray(value);
  return { bus: asString(bus), path: asString(path) };
}

/** An `as` array. */
export function asStrings(value: unknown): string[] {
  return asArray(value).map(asString);
}

/** An `ai`/`au` array. */
export function asNumbers(value: unknown): number[] {
  return asArray(value).map(asNumber);
}

/** An `a{sv}` dictionary with its variants unwrapped. */
export function asRecord(value: unknown): Record<string, unknown> {
  const v = unvariant(value);
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail('a dictionary', v);
  const out: Record<string, unknown> = {};
  for (const [k, item] of Object.entries(v)) out[k] = unvariant(item);
  return out;
}

/** The handle of a reference, `${bus}|${path}`. */
export function handleOf(ref: Ref): string {
  return `${ref.bus}|${ref.path}`;
}

/** The reference of a handle, or null when it is not one of ours. */
export function refOf(handle: string): Ref | null {
  const bar = handle.indexOf('|');
  if (bar <= 0 || !handle.startsWith(':')) return null;
  return { bus: handle.slice(0, bar), path: handle.slice(bar + 1) };
}
