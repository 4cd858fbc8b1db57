// observe with inspect: an annotated capture of a real page (boxes where the controls are, the pick and the
// runner-up in their colours, secret fields black) and the exact System One exchanges of the step, with no secret
// value in either; on the simulated desktop (no capture) the payload alone.
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/schema.js';
import { createEmbeddedDecider } from '../../src/decide/embedded/index.js';
import { startFixtureServer, type FixtureServer } from '../../src/fixtures/webServer.js';
import { browserFactory } from '../../src/platforms/browser.js';
import { INSPECT_COLOURS } from '../../src/tools/inspect.js';
import { CHECKOUT_SECRETS } from '../support/checkout.js';
import { call, connect, type Connected } from '../support/mcp.js';

type Box = { x: number; y: number; width: number; height: number };
type Image = { width: number; height: number; data: Buffer };
type Control = { id: string; does: string[]; box: Box; ocr?: true };

let open: Connected;
let fixtures: FixtureServer;
let tab: string;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  open = await connect(createEmbeddedDecider(), { factories: [browserFactory(parseConfig({}))] });
  const launched = await call(open.client, 'launch_app', {
    app: 'chromium',
    urls: [`${fixtures.url}/checkout.html`],
  });
  tab = (launched.result.windows as { id: string }[])[0]!.id;
}, 60_000);
afterAll(async () => {
  await open?.close();
  await fixtures?.close();
});

// The colour at a point of the image.
function at(image: Image, x: number, y: number): [number, number, number] {
  const i = (Math.round(y) * image.width + Math.round(x)) * 4;
  return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
}

// Share of the points along the lower half of a box's right edge (just inside it, where no label sits) that have
// `colour`.
function edgeShare(image: Image, box: Box, colour: readonly number[]): number {
  let hit = 0;
  let all = 0;
  for (let y = Math.ceil(box.y + box.height / 2); y < box.y + box.height - 2; y += 1) {
    all += 1;
    if (at(image, box.x + box.width - 1, y).join() === colour.join()) hit += 1;
  }
  return all ? hit / all : 0;
}

async function inspect(args: Record<string, unknown>) {
  const response = await open.client.callTool({ name: 'observe', arguments: { ...args, inspect: true } });
  const image = (response.content as { type: string; data?: string; text?: string }[]).find(
    (c) => c.type === 'image',
  );
  const text = (response.content as { type: string; text?: string }[]).find((c) => c.type === 'text')?.text;
  return {
    result: response.structuredContent as Record<string, unknown>,
    text: text ?? '',
    raw: JSON.stringify(response),
    png: image?.data ? (PNG.sync.read(Buffer.from(image.data, 'base64')) as Image) : undefined,
  };
}

describe('observe with inspect', () => {
  it('draws each control where it is, the pick and the best other control in their colours, and secrets black', async () => {
    const seen = await inspect({ windowId: tab, instruction: "set the delivery note to 'Ring twice'" });
    expect(seen.result).toMatchObject({ status: 'done', image: { colours: INSPECT_COLOURS } });
    const png = seen.png!;
    expect(png.width).toBe((seen.result.image as { width: number }).width);
    const controls = seen.result.controls as Control[];
    const decision = seen.result.decision as Record<string, Record<string, unknown>>;
    const pick = controls.find((c) => c.id === decision.pick!.id)!;
    expect(decision.pick!.does).toContain('Delivery note');
    expect(edgeShare(png, pick.box, INSPECT_COLOURS.pick)).toBeGreaterThan(0.9);
    // The runner-up may be another action on the same field; the image marks the best action on another control.
    expect(decision.runnerUp!.p).toBeLessThan(decision.pick!.p as number);
    const runner = controls.find((c) => c.id === decision.otherControl!.control)!;
    expect(runner).not.toBe(pick);
    expect(edgeShare(png, runner.box, INSPECT_COLOURS.otherControl)).toBeGreaterThan(0.9);
    const others = controls.filter((c) => c !== pick && c !== runner && !c.ocr);
    expect(others.length).toBeGreaterThan(3);
    for (const c of others.slice(0, 5))
      expect(edgeShare(png, c.box, INSPECT_COLOURS.control), c.does.join()).toBeGreaterThan(0.9);
    // The card number field is secret: its inside is black in the capture, under the boxes.
    const card = controls.find((c) => c.does.some((d) => d.includes('"Number" (number)')))!;
    expect(at(png, card.box.x + card.box.width / 2, card.box.y + card.box.height / 2)).toEqual([0, 0, 0]);
    // What the act would do and read afterwards, and the exact exchanges.
    expect(decision.wouldDo).toMatchObject({ type: 'set_text' });
    expect(decision.wouldCheck).toMatchObject({ value: 'Ring twice' });
    const exchanges = decision.exchanges as unknown as {
      request: { questions: Record<string, unknown> };
      response: { answers: Record<string, unknown> };
    }[];
    expect(exchanges.length).toBeGreaterThan(0);
    expect(Object.keys(exchanges[0]!.request.questions)).toEqual(['pick', 'forced']);
    expect(Object.keys(exchanges[0]!.response.answers)).toEqual(expect.arrayContaining(['pick', 'forced']));
    expect(seen.text).toMatch(/^inspect: \d+ controls boxed\npick c\d+ ".*Delivery note.*" p 0\.\d+\n/u);
    for (const secret of CHECKOUT_SECRETS)
      expect({ secret, shown: seen.raw.includes(secret) }).toEqual({ secret, shown: false });
  }, 60_000);

  it('changes nothing on the page: the field keeps its value', async () => {
    const before = await call(open.client, 'extract', { windowId: tab, instruction: 'the Delivery note' });
    await inspect({ windowId: tab, instruction: "set the delivery note to 'Ring twice'" });
    const after = await call(open.client, 'extract', { windowId: tab, instruction: 'the Delivery note' });
    expect(after.result.value).toBe(before.result.value);
    expect(after.result.value).not.toBe('Ring twice');
  }, 60_000);

  it('without an instruction boxes the controls only; without a windowId it says what it needs', async () => {
    const seen = await inspect({ windowId: tab });
    expect(seen.result.decision).toBeUndefined();
    expect((seen.result.controls as Control[]).length).toBeGreaterThan(5);
    expect(seen.png).toBeDefined();
    const bad = await open.client.callTool({
      name: 'observe',
      arguments: { app: 'chromium', inspect: true },
    });
    expect(bad.structuredContent).toMatchObject({ status: 'failed', code: 'bad_target' });
  }, 60_000);
});

describe('observe with inspect on the simulated desktop', () => {
  it('gives the payload and says why there is no image', async () => {
    const sim = await connect(createEmbeddedDecider());
    try {
      const response = await sim.client.callTool({
        name: 'observe',
        arguments: { windowId: 'sim:w-form', instruction: 'click Save', inspect: true },
      });
      expect(response.structuredContent).toMatchObject({
        status: 'done',
        image: { unavailable: 'the sim driver cannot capture windows' },
        decision: { pick: { does: expect.stringContaining('Save') } },
      });
      expect((response.content as { type: string }[]).map((c) => c.type)).toEqual(['text']);
      expect((await sim.sim()).performed).toEqual([]);
    } finally {
      await sim.close();
    }
  });
});
