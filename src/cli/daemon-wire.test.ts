import { describe, expect, it } from 'vitest';
import {
  checkSocketPath,
  defaultSocketPath,
  lineReader,
  parseDaemonMessage,
  parseRequest,
} from './daemon-wire.js';

const request = (extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    type: 'run',
    protocol: 1,
    goal: 'click Save',
    interactive: false,
    flags: { url: 'http://127.0.0.1:8080/', act: true, runs: '/home/u/runs' },
    ...extra,
  });

describe('the daemon’s messages', () => {
  it('takes a run request with the flags of run', () => {
    expect(parseRequest(request())).toEqual({
      type: 'run',
      protocol: 1,
      goal: 'click Save',
      interactive: false,
      flags: { url: 'http://127.0.0.1:8080/', act: true, runs: '/home/u/runs' },
    });
  });

  it('refuses what is not one, saying what is wrong', () => {
    expect(parseRequest('not json')).toEqual({ error: 'the request is not JSON' });
    expect(parseRequest('null')).toEqual({ error: 'the first message must be a run' });
    expect(parseRequest(request({ protocol: 2 }))).toMatchObject({
      error: expect.stringContaining('protocol 1'),
    });
    expect(parseRequest(request({ goal: 3 }))).toEqual({ error: 'the goal must be a string' });
    expect(parseRequest(request({ flags: { runs: '/r', 'cdp-endpoint': 'x' } }))).toEqual({
      error: '--cdp-endpoint is not a flag of run --daemon',
    });
    expect(parseRequest(request({ flags: { runs: '/r', act: 'yes' } }))).toEqual({
      error: '--act must be a boolean',
    });
    expect(parseRequest(request({ flags: { runs: 'runs' } }))).toEqual({
      error: '--runs must reach the daemon as an absolute path',
    });
    expect(parseRequest(request({ flags: ['x'] }))).toEqual({ error: 'flags must be an object' });
  });

  it('reads the daemon’s messages and nothing else', () => {
    expect(parseDaemonMessage('{"type":"exit","code":0}')).toEqual({ type: 'exit', code: 0 });
    expect(parseDaemonMessage('{"type":"out","text":"step 1"}')).toEqual({ type: 'out', text: 'step 1' });
    expect(parseDaemonMessage('{"type":"exit","code":"0"}')).toBeNull();
    expect(parseDaemonMessage('{"type":"shell","text":"rm"}')).toBeNull();
  });

  it('splits lines across chunks, a character split between two included, and refuses an endless line', () => {
    const lines: string[] = [];
    let tooLong = 0;
    const read = lineReader(
      (l) => lines.push(l),
      () => (tooLong += 1),
    );
    const bytes = Buffer.from('{"a":"é"}\n\n{"b":1}\n');
    read(bytes.subarray(0, 8));
    read(bytes.subarray(8));
    expect(lines).toEqual(['{"a":"é"}', '{"b":1}']);
    read(Buffer.alloc(300 * 1024, 'x'));
    expect(tooLong).toBe(1);
  });

  it('places the socket in the user’s runtime folder, and checks a given path', () => {
    expect(defaultSocketPath({ XDG_RUNTIME_DIR: '/run/user/1000' })).toBe(
      '/run/user/1000/beans-picker/run.sock',
    );
    expect(defaultSocketPath({})).toMatch(/\/beans-picker-[\w]+\/run\.sock$/u);
    expect(() => checkSocketPath('run.sock')).toThrow('absolute');
    expect(() => checkSocketPath(`/tmp/${'x'.repeat(120)}`)).toThrow('at most 100 bytes');
    expect(checkSocketPath('/tmp/a/run.sock')).toBe('/tmp/a/run.sock');
  });
});
