// The page URL each session's caller was last told per window, so observe says a URL once, not on every look.
import type { Session } from './session.js';

const told = new WeakMap<Session, Map<string, string>>();

/** Records that the caller was told this URL for this window. */
export function tellUrl(session: Session, windowId: string, url: string): void {
  const seen = told.get(session) ?? new Map<string, string>();
  seen.set(windowId, url);
  told.set(session, seen);
}

/** Whether the caller already knows this URL for this window; records it as told either way. */
export function knowsUrl(session: Session, windowId: string, url: string): boolean {
  const known = told.get(session)?.get(windowId) === url;
  tellUrl(session, windowId, url);
  return known;
}
