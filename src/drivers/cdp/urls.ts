// Which addresses the browser driver accepts: pages to open and endpoints to attach to.
import { DriverError } from '../../core/driver.js';
import { hasCredentials } from '../../core/url.js';

/** Checks a page address: http(s) with a host and no credentials, or about:blank. Returns it normalised. */
export function checkPageUrl(url: string): string {
  if (url === 'about:blank') return url;
  // Named before anything echoes the address, so a user name or password never shows in an error.
  if (hasCredentials(url)) throw new DriverError('bad_url', 'the URL must not carry a user name or password');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DriverError('bad_url', `not a URL: ${JSON.stringify(url)}`);
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '')
    throw new DriverError(
      'bad_url',
      `only http(s) addresses with a host, or about:blank, can be opened: ${JSON.stringify(url)}`,
    );
  return parsed.href;
}

/** Checks a DevTools endpoint: http(s)://host:port or a ws(s):// DevTools URL. */
export function checkEndpoint(endpoint: string): string {
  let parsed: URL;
  try {
    parsed = new URL(endpoint);
  } catch {
    throw new DriverError('bad_endpoint', `not a URL: ${JSON.stringify(endpoint)}`);
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol) || parsed.hostname === '')
    throw new DriverError(
      'bad_endpoint',
      `expected http://host:port or a ws:// DevTools URL: ${JSON.stringify(endpoint)}`,
    );
  return endpoint;
}
