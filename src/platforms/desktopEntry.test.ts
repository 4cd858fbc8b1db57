import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { execArgv, parseEntry } from './desktopEntry.js';
import { applicationDirs, resolveApp } from './desktopEntries.js';
import { launchDir, PACKAGE_ROOT } from './launchDir.js';

const context = { name: 'Notes', icon: 'notes-icon', file: '/apps/notes.desktop' };

describe('parseEntry', () => {
  it('reads only the [Desktop Entry] group, unlocalised keys, first value wins, escapes undone', () => {
    const keys = parseEntry(
      [
        '# comment',
        '[Desktop Entry]',
        'Name=Notes',
        'Name[de]=Notizen',
        'Comment = a\\sb\\tc\\\\d\\;e',
        'Name=Second',
        '[Desktop Action new]',
        'Exec=other',
      ].join('\n'),
    );
    expect([...keys]).toEqual([
      ['Name', 'Notes'],
      ['Comment', 'a b\tc\\d\\;e'],
    ]);
  });
});

describe('execArgv', () => {
  it('drops %f %F %u %U (alone or inside a word), expands %i %c %k %% and keeps quoted words whole', () => {
    expect(execArgv('mousepad %U', context)).toEqual({ argv: ['mousepad'] });
    expect(execArgv('app --file=%f %F %u', context)).toEqual({ argv: ['app', '--file='] });
    expect(execArgv('app %i %c %k 100%%', context)).toEqual({
      argv: ['app', '--icon', 'notes-icon', 'Notes', '/apps/notes.desktop', '100%'],
    });
    expect(execArgv('app %i', { file: '/x.desktop' })).toEqual({ argv: ['app'] });
    expect(execArgv('"/opt/my app/run" "a \\"b\\" \\$HOME \\\\ \\`x\\`" ""  last', context)).toEqual({
      argv: ['/opt/my app/run', 'a "b" $HOME \\ `x`', '', 'last'],
    });
  });

  it('refuses an unclosed quote, an empty command and a program with "="', () => {
    expect(execArgv('"app', context)).toEqual({ error: 'its Exec key has an unclosed quote' });
    expect(execArgv('%U', context)).toEqual({ error: 'its Exec key names no program' });
    expect(execArgv('A=1 app', context)).toMatchObject({ error: expect.stringContaining('"="') as string });
  });
});

describe('resolveApp and launchDir', () => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'bp-entries-')));
  const high = join(root, 'high');
  const low = join(root, 'low');
  const bin = join(root, 'bin');
  const sbin = join(root, 'sbin');
  for (const d of [join(high, 'applications/sub'), join(low, 'applications'), bin, sbin])
    mkdirSync(d, { recursive: true });
  for (const p of [join(bin, 'tool'), join(sbin, 'halt-now')]) {
    writeFileSync(p, '#!/bin/sh\n');
    chmodSync(p, 0o755);
  }
  const write = (dir: string, id: string, lines: string[]): void =>
    writeFileSync(join(dir, 'applications', `${id}.desktop`), ['[Desktop Entry]', ...lines].join('\n'));
  write(low, 'gone', ['Type=Application', 'Exec=tool --low']);
  write(high, 'gone', ['Type=Application', 'Hidden=true', 'Exec=tool']);
  write(low, 'shown', ['Type=Application', 'Exec=tool --low']);
  write(high, 'shown', [
    'Type=Application',
    'NoDisplay=true',
    'Name=Shown App',
    `Exec=tool "a b" %U`,
    'Path=/srv',
  ]);
  write(high, 'sub/nested', ['Type=Application', 'Exec=tool nested']);
  write(high, 'missing', ['Type=Application', 'Exec=not-installed']);
  write(high, 'tried', ['Type=Application', 'TryExec=not-installed', 'Exec=tool']);
  write(high, 'link', ['Type=Link', 'URL=https://example.org']);
  const env = { XDG_DATA_HOME: high, XDG_DATA_DIRS: low, PATH: `relative:${sbin}:${bin}`, HOME: root };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('looks in $XDG_DATA_HOME, then $XDG_DATA_DIRS (default /usr/local/share:/usr/share)', () => {
    expect(applicationDirs(env)).toEqual([join(high, 'applications'), join(low, 'applications')]);
    expect(applicationDirs({ HOME: '/home/u' })).toEqual([
      '/home/u/.local/share/applications',
      '/usr/local/share/applications',
      '/usr/share/applications',
    ]);
  });

  it('finds entries by id (hidden from menus too, in subfolders as sub-id), by program on PATH, by Name', async () => {
    const tool = join(bin, 'tool');
    expect(await resolveApp('shown', env)).toEqual({ command: tool, args: ['a b'], entryPath: '/srv' });
    expect(await resolveApp('shown.desktop', env)).toEqual({
      command: tool,
      args: ['a b'],
      entryPath: '/srv',
    });
    expect(await resolveApp('sub-nested', env)).toEqual({ command: tool, args: ['nested'] });
    expect(await resolveApp('tool', env)).toEqual({ command: tool, args: [] });
    expect(await resolveApp('shown app', env)).toEqual({ command: tool, args: ['a b'], entryPath: '/srv' });
  });

  it('refuses deleted entries, uninstalled programs, sbin programs by bare name, and entries that are not apps', async () => {
    for (const app of ['gone', 'missing', 'tried', 'halt-now', 'nothing'])
      await expect(resolveApp(app, env), app).rejects.toMatchObject({ code: 'app_not_found' });
    await expect(resolveApp('link', env)).rejects.toMatchObject({ code: 'bad_desktop_entry' });
  });

  it('runs apps in cwd, else the entry Path, else $HOME; never in beans-picker itself', async () => {
    expect(await launchDir({}, env)).toBe(root);
    expect(await launchDir({ cwd: bin, entryPath: sbin }, env)).toBe(bin);
    expect(await launchDir({ entryPath: sbin }, env)).toBe(sbin);
    for (const cwd of ['bin', join(root, 'none'), join(bin, 'tool'), PACKAGE_ROOT, join(PACKAGE_ROOT, 'src')])
      await expect(launchDir({ cwd }, env), cwd).rejects.toMatchObject({ code: 'bad_cwd' });
    await expect(launchDir({ entryPath: join(root, 'none') }, env)).rejects.toMatchObject({
      code: 'bad_desktop_entry',
    });
  });
});
