import { describe, expect, it } from 'vitest';
import { redactPaths } from './driver.js';

describe('redacting paths in raw driver results', () => {
  it('omits values under path-like keys, at any depth', () => {
    expect(
      redactPaths({
        path: '/Users/ann/a.png',
        screenshot_file_path: '/tmp/x.png',
        output_dir: '/Users/ann/rec',
        windows: [{ title: 'Notes', file: 'n.txt', profile_directory: '/p' }],
        count: 2,
        ok: true,
        none: null,
      }),
    ).toEqual({
      path: '[file omitted]',
      screenshot_file_path: '[file omitted]',
      output_dir: '[file omitted]',
      windows: [{ title: 'Notes', file: '[file omitted]', profile_directory: '[file omitted]' }],
      count: 2,
      ok: true,
      none: null,
    });
  });

  it('replaces the home folder inside other strings, but not a longer name or a URL path that contains it', () => {
    const home = '/Users/ann';
    expect(redactPaths({ text: 'saved to /Users/ann/Documents/a.txt and /Users/ann' }, home)).toEqual({
      text: 'saved to ~/Documents/a.txt and ~',
    });
    expect(redactPaths(['/Users/anna/x', '/Users/ann.bak', 'https://example.test/Users/ann/'], home)).toEqual(
      ['/Users/anna/x', '/Users/ann.bak', 'https://example.test/Users/ann/'],
    );
  });
});
