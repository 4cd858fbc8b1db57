import { describe, expect, it } from 'vitest';
import { checkUrl, hasCredentials, sameUrl, withoutCredentials } from './url.js';

describe('URL rules', () => {
  it('accepts http(s) with a host and about:blank in any case', () => {
    expect(checkUrl('https://example.test/a?b#c')).toEqual({ url: 'https://example.test/a?b#c' });
    expect(checkUrl('ABOUT:BLANK')).toEqual({ url: 'about:blank' });
  });
  it.each([
    ['file:///etc/passwd', /only http/],
    ['javascript:alert(1)', /only http/],
    ['http://user:pw@example.test/', /user name/],
    ['http://user@example.test/', /user name/],
    ['http://exa mple.test/', /whitespace/],
    ['http://example.test/\u200b', /invisible/],
    ['http://example.test/\u202e', /invisible/],
    ['http://', /parsed/],
    [`http://example.test/${'a'.repeat(9000)}`, /longer/],
  ])('refuses %s', (url, why) => {
    const result = checkUrl(url);
    expect('error' in result && result.error).toMatch(why);
  });
  it('compares after normalising scheme and host case, default ports and an empty path', () => {
    expect(sameUrl('HTTP://Example.test', 'http://example.test/')).toBe(true);
    expect(sameUrl('https://example.test:443/x', 'https://example.test/x')).toBe(true);
    expect(sameUrl('https://example.test/X', 'https://example.test/x')).toBe(false);
  });
  it('tells and drops the user name and password of a URL', () => {
    expect(hasCredentials('http://user:pw@127.0.0.1:8080/a?b')).toBe(true);
    expect(hasCredentials('http://user@127.0.0.1/')).toBe(true);
    expect(hasCredentials('http://127.0.0.1/?next=a:b@c')).toBe(false);
    expect(withoutCredentials('http://user:pw@127.0.0.1:8080/a?b')).toBe('http://127.0.0.1:8080/a?b');
    expect(withoutCredentials('chrome-error://user:pw@x')).toBe('chrome-error://x');
    expect(withoutCredentials('about:blank')).toBe('about:blank');
  });
});
