// Requests whose answer arrived but whose body the page never read (a fetch that only saves): Chromium reports no
// end for them, so Playwright keeps each one (about 10 KB: request, response, their promises) until the tab
// closes, across navigations. The tab ends them in Playwright's bookkeeping through Playwright's own handler
// for a failed load. This reaches into playwright-core's in-process server objects (as of 1.65); where their
// shape differs, nothing is done, and test/cdp/memory.test.ts fails.
import type { Page } from 'playwright-core';

/** One request to end: its CDP id, and the CDP time its answer arrived. */
export interface Abandoned {
  requestId: string;
  timestamp: number;
}

/** Ends requests in Playwright's bookkeeping for one page. */
export type EndRequests = (requests: Abandoned[]) => void;

const field = (value: unknown, name: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;

/** How to end a page's abandoned requests in Playwright; does nothing where Playwright's internals are not found. */
export function playwrightEnder(page: Page): EndRequests {
  const connection = field(page, '_connection');
  const toImpl = field(connection, 'toImpl');
  const server: unknown = typeof toImpl === 'function' ? toImpl.call(connection, page) : undefined;
  const manager = field(field(server, 'delegate'), '_networkManager');
  const sessions = field(manager, '_sessions');
  const failed = field(manager, '_onLoadingFailed');
  if (!(sessions instanceof Map) || typeof failed !== 'function') return () => undefined;
  let broken = false;
  return (requests) => {
    const main: unknown = [...sessions.values()].find((info) => field(info, 'isMain') === true);
    if (broken || main === undefined) return;
    for (const { requestId, timestamp } of requests) {
      try {
        failed.call(manager, main, { requestId, timestamp, errorText: 'net::ERR_ABORTED', canceled: true });
      } catch (error: unknown) {
        // A Playwright whose handler no longer fits: stop using it rather than fail the page's events.
        broken = error instanceof TypeError;
        if (!broken) throw error;
        return;
      }
    }
  };
}
