import { describe, expect, it } from 'vitest';
import { DecisionError } from '../core/decision/systemone.js';
import { isLoopback, resolveEndpoint } from './endpoint.js';

describe('resolveEndpoint', () => {
  it('keeps a path prefix without trailing slashes and sends the key as a bearer token', () => {
    expect(resolveEndpoint('https://openrouter.ai/api//', 'k1')).toEqual({
      base: 'https://openrouter.ai/api',
      headers: { accept: 'application/json', authorization: 'Bearer k1' },
    });
  });

  it.each(['http://127.0.0.1:11434', 'http://localhost:8080/v', 'http://[::1]:3000', 'http://127.1'])(
    'allows plain http without a key for the loopback server %s',
    (url) => {
      expect(resolveEndpoint(url, undefined)).not.toBeInstanceOf(DecisionError);
    },
  );

  it.each([
    ['http://10.0.0.2', 'k', /must use https/],
    ['ftp://api.typesafe.ai', 'k', /must use https/],
    ['https://api.typesafe.ai', undefined, /no Jev API key/],
    ['https://api.typesafe.ai', '  ', /no Jev API key/],
    ['https://api.typesafe.ai', 'k e y', /malformed/],
    ['https://a:b@api.typesafe.ai', 'k', /credentials, a query or a fragment/],
    ['not a url', 'k', /not a valid URL/],
  ])('refuses %s with key %j', (url, key, message) => {
    const result = resolveEndpoint(url, key);
    expect(result).toBeInstanceOf(DecisionError);
    expect(result).toMatchObject({ code: 'jev_unavailable', message: expect.stringMatching(message) });
  });
});

describe('isLoopback', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.255.3.4', true],
    ['[::1]', true],
    ['128.0.0.1', false],
    ['localhost.example.com', false],
    ['127.0.0.1.nip.io', false],
    ['[::ffff:7f00:1]', false],
  ])('%s → %s', (host, loopback) => {
    expect(isLoopback(host)).toBe(loopback);
  });
});
