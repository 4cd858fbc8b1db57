// Where and when a run was made: the date, the machine and the versions of what was measured.
import { execFileSync } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';

/** Today's date as YYYY-MM-DD (local time). */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function version(command: string, args: string[]): string {
  try {
    const out = execFileSync(command, args, {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return out.trim().split('\n')[0] ?? '?';
  } catch {
    return 'not found';
  }
}

/** Where and with what the run was made. */
export async function machine(): Promise<Record<string, string>> {
  const pkg = JSON.parse(
    await readFile(new URL('../node_modules/@playwright/mcp/package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  const os = version('sh', ['-c', '. /etc/os-release && echo "$PRETTY_NAME"']);
  return {
    machine: `${os}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
    'beans-picker': `dist/ built ${await builtAt()}; HEAD ${version('git', ['describe', '--always', '--dirty'])}`,
    node: process.version,
    chromium: version('/usr/lib/chromium/chromium', ['--version']),
    'gnome-calculator': version('sh', ['-c', 'gnome-calculator --version 2>&1']),
    '@playwright/mcp': pkg.version,
    'load average at start': loadavg()
      .map((x) => x.toFixed(2))
      .join(' '),
  };
}

async function builtAt(): Promise<string> {
  const built = await stat(new URL('../dist/cli/main.js', import.meta.url)).catch(() => null);
  return built ? built.mtime.toISOString().replace(/\.\d+Z$/u, 'Z') : '(not built)';
}
