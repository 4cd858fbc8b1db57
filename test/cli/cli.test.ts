import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const bin = join(root, 'bin', 'beans-picker.js');
const run = (args: string[], input?: string) =>
  spawnSync(process.execPath, [bin, ...args], {
    input,
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', BEANS_PICKER_DRIVERS: 'sim' },
  });

const request = (questions: Record<string, unknown>) =>
  JSON.stringify({ model: 'jev-latest', state: { instruction: 'click Save' }, questions });

describe('the CLI', () => {
  it('--version and --help', () => {
    expect(run(['--version'])).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/^beans-picker \d+\.\d+\.\d+\n$/u),
    });
    expect(run(['--help']).stdout).toContain('beans-picker demo');
  });

  it('unknown arguments exit 2 with a usage line', () => {
    for (const args of [['frobnicate'], ['--nope'], ['observe', 'extra']]) {
      const result = run(args);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/^usage: beans-picker/u);
    }
  });

  it('--tools with a group it does not know exits 2 and names the groups', () => {
    const result = run(['--tools', 'files,vision']);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      'beans-picker: --tools: name tool groups from files, clipboard, window, all, separated by commas\n',
    );
  });

  it('inspect writes the payload into a new folder (0600), and never into one that exists', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-inspect-'));
    try {
      const out = join(dir, 'save');
      const first = run(['inspect', '--window', 'sim:w-form', '--instruction', 'click Save', '--out', out]);
      expect(first.status).toBe(0);
      expect(first.stdout).toMatch(
        /^inspect: \d+ controls boxed\npick c\d+ "click Button "Save"" p 0\.\d+\n/u,
      );
      expect(first.stdout).toContain(`wrote ${join(out, 'inspect.json')}\n`);
      // The simulated desktop cannot be captured: the payload says so and no image is written.
      expect(readdirSync(out)).toEqual(['inspect.json']);
      expect(statSync(join(out, 'inspect.json')).mode & 0o777).toBe(0o600);
      const payload = JSON.parse(readFileSync(join(out, 'inspect.json'), 'utf8')) as {
        image: { unavailable: string };
        controls: { id: string; candidateId: string }[];
        decision: { exchanges: unknown[]; pick: { id: string } };
      };
      expect(payload.image.unavailable).toBe('the sim driver cannot capture windows');
      expect(payload.decision.exchanges.length).toBeGreaterThan(0);
      expect(payload.controls.find((c) => c.id === payload.decision.pick.id)?.candidateId).toMatch(
        /^c[0-9a-f]{10}$/u,
      );
      const before = readFileSync(join(out, 'inspect.json'));
      const again = run(['inspect', '--window', 'sim:w-form', '--out', out]);
      expect(again.status).toBe(2);
      expect(again.stderr).toContain('already exists');
      expect(readFileSync(join(out, 'inspect.json'))).toEqual(before);
      const neither = run(['inspect', '--out', join(dir, 'other')]);
      expect(neither.status).toBe(2);
      expect(neither.stderr).toBe('beans-picker inspect: give --window ID or --url URL (one of them)\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('decide answers choice, noul and score requests from stdin', () => {
    const choice = run(
      ['decide'],
      request({ q: { type: 'choice', criteria: { save: 'Button Save', quit: 'Button Quit' } } }),
    );
    expect(choice.status).toBe(0);
    const a = JSON.parse(choice.stdout) as {
      answers: { q: { type: string; choice: string; probabilities: Record<string, number> } };
    };
    expect(a.answers.q).toMatchObject({ type: 'choice', choice: 'save' });
    expect(Object.values(a.answers.q.probabilities).reduce((x, y) => x + y, 0)).toBeCloseTo(1, 6);
    const noul = JSON.parse(
      run(['decide'], request({ q: { type: 'noul', instructions: 'Is Save wanted?' } })).stdout,
    ) as { answers: { q: { noul: number } } };
    expect(noul.answers.q.noul).toBeGreaterThanOrEqual(0);
    expect(noul.answers.q.noul).toBeLessThanOrEqual(1);
    const score = JSON.parse(
      run(['decide'], request({ q: { type: 'score', criteria: ['low', 'mid', 'high'] } })).stdout,
    ) as {
      answers: { q: { type: string; probabilities: Record<string, number> } };
    };
    expect(Object.keys(score.answers.q.probabilities)).toEqual(['0', '1', '2']);
  });

  it('decide answers bad input with the hosted API error shape and status 2', () => {
    const bad = run(['decide'], '{not json');
    expect(bad.status).toBe(2);
    expect(JSON.parse(bad.stdout)).toMatchObject({ detail: [{ type: 'json_invalid' }] });
    const invalid = run(['decide'], request({ q: { type: 'choice', criteria: { only: null } } }));
    expect(invalid.status).toBe(2);
    expect((JSON.parse(invalid.stdout) as { detail: unknown[] }).detail.length).toBeGreaterThan(0);
  });

  it('decide --serve answers the same over HTTP', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, [bin, 'decide', '--serve', '--port', '0'], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' },
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let err = '';
        child.stderr.on('data', (d: Buffer) => {
          err += d.toString();
          const m = /serving POST (http:\/\/127\.0\.0\.1:\d+)/u.exec(err);
          if (m) resolve(m[1]!);
        });
        child.on('exit', () => reject(new Error(err)));
      });
      const response = await fetch(`${url}/v1/systemone`, {
        method: 'POST',
        body: request({ q: { type: 'choice', criteria: { save: 'Button Save', quit: 'Button Quit' } } }),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { answers: { q: { choice: string } } }).answers.q.choice).toBe(
        'save',
      );
      const models = (await (await fetch(`${url}/v1/models`)).json()) as { models: unknown[] };
      expect(models.models.length).toBeGreaterThan(0);
      expect((await fetch(`${url}/v1/systemone`, { method: 'POST', body: '{' })).status).toBe(400);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('the demo on the simulated desktop completes and prints done', () => {
    const demo = run(['demo', '--sim']);
    expect(demo.status).toBe(0);
    expect(demo.stdout).toMatch(
      /fixture state: \{"name":" {2}Grace Hopper ",.*"size":"Large","newsletter":true,"saves":1/u,
    );
    expect(demo.stdout.trim().endsWith('done')).toBe(true);
  });
});
