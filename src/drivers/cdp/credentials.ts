// No tab may load a page from a URL that carries a user name or password (http://user:pw@host/): every such
// document request is failed before it is sent, whether a caller, a redirect, a link or a script asked for it.
import type { CDPSession } from 'playwright-core';
import { errors } from './playwright.js';
import { hasCredentials } from '../../core/url.js';
import type { Tab } from './tab.js';

/** What a refused navigation answers: it names no URL, so the credentials are not echoed. */
export const CREDENTIAL_URL_REFUSED =
  'the page led to a URL that carries a user name or password; it was refused and the tab left on about:blank';

/** What an act answers when the page it acted on led to such a URL (the tab shows Chromium's error page). */
export const CREDENTIAL_URL_REFUSED_ACT =
  'the page went to a URL that carries a user name or password; the browser refused to load it';

/** Fails each document request of the session whose URL carries credentials, and calls `refused` for it. */
export async function refuseCredentialUrls(session: CDPSession, refused: () => void): Promise<void> {
  session.on('Fetch.requestPaused', (event) => {
    const blocked = hasCredentials(event.request.url);
    if (blocked) refused();
    const reply = blocked
      ? session.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'BlockedByClient' })
      : session.send('Fetch.continueRequest', { requestId: event.requestId });
    // The request may be gone by now (the tab closed, another navigation replaced it): nothing is left to do.
    reply.catch(() => undefined);
  });
  // Only documents whose URL holds an "@" are paused; every other request goes on untouched.
  await session.send('Fetch.enable', {
    patterns: [{ urlPattern: '*@*', resourceType: 'Document', requestStage: 'Request' }],
  });
}

/** What an act answers when a tab or pop-up it opened went to such a URL (refused before it was sent). */
export const CREDENTIAL_POPUP_REFUSED_ACT =
  'a new tab or pop-up went to a URL that carries a user name or password; the browser refused to load it';

// How long Chromium may take to show its error page for a refused request.
const ERROR_PAGE_MS = 2000;

/**
 * Waits until Chromium shows its error page for the refused request: a navigation started before that would be
 * cut short by it.
 */
export async function errorPageShown(tab: Tab): Promise<void> {
  const shown = (url: URL): boolean => url.protocol === 'chrome-error:';
  if (shown(new URL(tab.page.url()))) return;
  // A page that never shows it (another navigation came first) has nothing to wait for.
  await tab.page
    .waitForURL(shown, { timeout: ERROR_PAGE_MS, waitUntil: 'commit' })
    .catch((error: unknown) => {
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
}
