// The false-success bank on real Chromium: widgets that tempt the verifier into `done` when the words' end state
// is not there. Each is judged by the page's own record; each must be anything but done until it really is.
import { expect, test } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { observe } from '../../src/core/act/observe.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { testContext } from '../support/context.js';
import { call, openPage, useBrowser } from './helpers.js';

// The page reports each change to the fixture server with fetch, which can land after act returns on a busy
// machine (CI read the font slider's 23 once, after the page read 24px): the judge waits for the report.
const REPORTED = { timeout: 5000 };

const fx = useBrowser();
let windowId = '';

async function fresh(): Promise<ReturnType<typeof testContext>> {
  fx.server.reset();
  if (windowId === '') windowId = await openPage(fx, '/tempting.html');
  else await fx.driver.navigate(windowId, `${fx.server.url}/tempting.html`, call());
  return testContext(fx.driver, createEmbeddedDecider(), {
    timing: {
      driverMs: 20_000,
      retakeDelaysMs: [0, 20, 40, 80, 160, 320],
      settleMax: 4,
      readyMs: 0,
      holdMs: 200,
    },
  });
}

test('"Set the Font size slider to 24" reaches 24 on a custom slider (one step used to answer done)', async () => {
  const ctx = await fresh();
  const result = await runAct(ctx, { windowId, instruction: 'Set the Font size slider to 24' });
  expect(result).toMatchObject({ status: 'done', message: 'now reads "24px"' });
  await expect.poll(() => fx.server.state().values.font, REPORTED).toBe('24');
});

test('a native range goes to the value named, in steps of its own size', async () => {
  const ctx = await fresh();
  const result = await runAct(ctx, { windowId, instruction: 'Set Zoom to 150' });
  expect(result.status).toBe('done');
  await expect.poll(() => fx.server.state().values.zoom, REPORTED).toBe('150');
});

test('a value the range cannot take is never done', async () => {
  const ctx = await fresh();
  const result = await runAct(ctx, { windowId, instruction: 'Set Zoom to 155' });
  expect(result.status).not.toBe('done');
  expect(fx.server.state().values.zoom).not.toBe('155');
});

test('"Choose \'Portland, ME\' in City" chooses the option, not only opens the list', async () => {
  const ctx = await fresh();
  const result = await runAct(ctx, { windowId, instruction: "Choose 'Portland, ME' in City" });
  expect(result.status).toBe('done');
  await expect.poll(() => fx.server.state().choice, REPORTED).toBe('Portland, ME');
});

test('an unquoted choice ("Choose Portland, OR in City") opens the list and presses the option', async () => {
  const ctx = await fresh();
  const result = await runAct(ctx, { windowId, instruction: 'Choose Portland, OR in City' });
  expect(result).toMatchObject({ status: 'done', message: 'chose "Portland, OR"' });
  await expect.poll(() => fx.server.state().choice, REPORTED).toBe('Portland, OR');
});

test('a disclosure click that opens another panel is not done', async () => {
  const ctx = await fresh();
  const observed = await observe(ctx, { windowId }, undefined, 100);
  const candidateId = observed.candidates.find((c) => c.kind === 'click' && c.does.includes('Shipping'))?.id;
  const result = await runAct(ctx, { windowId, instruction: 'Expand Shipping details', candidateId });
  expect(result.status).not.toBe('done');
  expect(result.message).toContain('still collapsed');
});

test('"Uncheck Remember me" on an unchecked box does nothing and says so', async () => {
  const ctx = await fresh();
  const result = await runAct(ctx, { windowId, instruction: "Uncheck 'Remember me'" });
  expect(result).toMatchObject({ status: 'done', message: 'already off; nothing needed doing' });
  expect(fx.server.state().values.remember).toBeUndefined();
});

test('a field the app puts back a moment later is not done', async () => {
  const ctx = await fresh();
  const result = await runAct(ctx, { windowId, instruction: 'Set Nickname', text: 'Grace' });
  expect(result.status).not.toBe('done');
  await new Promise((r) => setTimeout(r, 300));
  await expect.poll(() => fx.server.state().values.nick, REPORTED).toBe('Ada');
});
