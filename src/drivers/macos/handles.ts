// Node handles: the element token of one snapshot plus the node's stable key, so a stale token can be re-bound.

/** What a handle carries. */
export interface HandleParts {
  /** `<snapshot_id>:<index>`; absent for display-only rows. */
  token?: string;
  /** The node's identity key (the core's `[role, identifier, label, within]`). */
  key: string;
  /** A look-alike that only its token can name: never re-bound. */
  twin: boolean;
}

/** Encodes a handle as JSON (handles are opaque strings to the core). */
export function encodeHandle(parts: HandleParts): string {
  return JSON.stringify({
    ...(parts.token ? { t: parts.token } : {}),
    k: parts.key,
    ...(parts.twin ? { tw: 1 } : {}),
  });
}

/** Decodes a handle, or null when it is not one of ours. */
export function decodeHandle(handle: string): HandleParts | null {
  try {
    const value: unknown = JSON.parse(handle);
    if (typeof value !== 'object' || value === null) return null;
    const { t, k, tw } = value as { t?: unknown; k?: unknown; tw?: unknown };
    if (typeof k !== 'string') return null;
    return { ...(typeof t === 'string' ? { token: t } : {}), key: k, twin: tw === 1 };
  } catch {
    return null;
  }
}

/** The snapshot id part of a token (`s0000002a:3` → `s0000002a`). */
export function snapshotOf(token: string): string {
  const at = token.lastIndexOf(':');
  return at < 0 ? token : token.slice(0, at);
}
