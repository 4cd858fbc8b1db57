// A CLI tool command is one process: the ids its observe prints still name the same controls in the next command.
import { describe, expect, it } from 'vitest';
import { runToolCommand } from '../../src/cli/tools.js';
import { parseConfig } from '../../src/config/schema.js';
import { readView } from '../../src/core/observe/read.js';
import { formState } from '../../src/drivers/sim/apps/form.js';
import { SimDriver } from '../../src/drivers/sim/driver.js';
import { createLog } from '../../src/log.js';
import { Session } from '../../src/tools/session.js';
import type { Io } from '../../src/cli/io.js';
import { scriptedDecider } from '../support/scripted.js';

// One command in a fresh session, as its own process would run it, on a fresh simulated desktop.
async function command(
  tool: string,
  flags: Record<string, string>,
): Promise<{ code: number; out: string; sim: SimDriver }> {
  const sim = new SimDriver();
  const session = new Session({
    config: parseConfig({}),
    decider: () => scriptedDecider(() => ({ none: 1 })),
    factories: [
      { name: 'sim', passive: true, unavailable: async () => null, create: async () => ({ driver: sim }) },
    ],
    log: createLog('silent'),
  });
  let out = '';
  const io: Io = { out: (t) => void (out += t), err: () => undefined, readStdin: async () => '' };
  try {
    return { code: await runToolCommand(session, tool, flags, io), out, sim };
  } finally {
    await session.close();
  }
}

describe('CLI tool commands', () => {
  it('observe prints candidate ids that a later act command takes', async () => {
    const seen = await command('observe', { window: 'sim:w-form' });
    expect(seen.code, seen.out).toBe(0);
    const view = readView(seen.out.slice(seen.out.indexOf('\n') + 1));
    const save = view.controls.find((c) => c.label === 'Save')?.id ?? '';
    expect(save).toMatch(/^c[0-9a-f]{10}$/u);
    const acted = await command('act', { window: 'sim:w-form', candidate: save });
    expect(acted.code).toBe(0);
    expect(JSON.parse(acted.out)).toMatchObject({ status: 'done', action: { id: save } });
    expect(formState(acted.sim.window('w-form')).saves).toBe(1);
  });

  it('act exits 1 when the step was not done, so a script does not go on as if it were', async () => {
    // The decider answers that nothing fits: the step is not_found and nothing is pressed.
    const missed = await command('act', { window: 'sim:w-form', instruction: 'click Publish' });
    expect(JSON.parse(missed.out)).toMatchObject({ status: 'not_found' });
    expect(missed.code).toBe(1);
    expect(formState(missed.sim.window('w-form')).saves).toBe(0);
  });
});
