// URL rules: http(s) with a host, or about:blank; nothing hidden in it; compared after normalising.
import { hasControlOrFormat } from './text.js';

/** The longest URL accepted, in UTF-16 units. */
export const URL_MAX = 8192;

/** Checks a URL; returns the parsed URL or the reason it is refused. */
export function checkUrl(raw: string): { url: string } | { error: string } {
  if (raw.length > URL_MAX) return { error: `the URL is longer than ${URL_MAX} characters` };
  if (/\s/u.test(raw) || hasControlOrFormat(raw))
    return { error: 'the URL holds whitespace, control or invisible format characters' };
  if (raw.toLowerCase() === 'about:blank') return { url: 'about:blank' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: 'the URL cannot be parsed' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { error: 'only http, https and about:blank URLs are allowed' };
  if (!url.hostname) return { error: 'the URL has no host' };
  if (url.username || url.password || /^[a-z]+:\/\/[^/?#]*@/iu.test(raw))
    return { error: 'the URL must not carry a user name or password' };
  return { url: url.href };
}

/** A URL normalised for comparison: lower-case scheme and host, no default port, "/" for an empty path. */
export function normalizeUrl(raw: string): string {
  if (raw.toLowerCase() === 'about:blank') return 'about:blank';
  try {
    return new URL(raw).href;
  } catch {
    return raw;
  }
}

/** True when two URLs name the same page after normalising (path case, query and fragment kept). */
export function sameUrl(a: string, b: string): boolean {
  return normalizeUrl(a) === normalizeUrl(b);
}

// A user-info part before the host, for text that does not parse as a URL.
const USER_INFO = /^([a-z][a-z\d+.-]*:\/\/)[^/?#]*@/iu;

/** True when a URL carries a user name or password (http://user:pw@host/). */
export function hasCredentials(raw: string): boolean {
  if (!URL.canParse(raw)) return USER_INFO.test(raw);
  const url = new URL(raw);
  return url.username !== '' || url.password !== '';
}

/** The URL without its user name and password, for anything that shows a URL. */
export function withoutCredentials(raw: string): string {
  if (!hasCredentials(raw)) return raw;
  if (!URL.canParse(raw)) return raw.replace(USER_INFO, '$1');
  const url = new URL(raw);
  url.username = '';
  url.password = '';
  return url.href;
}
