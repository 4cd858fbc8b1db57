// The driver contract: the five form tasks of the benchmark, run through the act pipeline on any driver,
// judged by the fixture's own record of its values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAct } from '../../src/core/act/act.js';
import { observeWindow, type ActContext } from '../../src/core/act/context.js';
import type { ActResult } from '../../src/core/act/types.js';
import type { FormState } from '../../src/fixtures/formState.js';

/** Initial values of the form. */
export interface FormSeed {
  name?: string;
  email?: string;
  search?: string;
  body?: string;
}

/** What the form's fixture records. */
export type { FormState };

/** One open form on a driver. */
export interface FormHarness {
  ctx: ActContext;
  windowId: string;
  state(): Promise<FormState>;
  close?(): Promise<void>;
}

/** How a driver takes part in the contract. */
export interface FormContract {
  name: string;
  /**
   * Text kinds verify exactly on this driver (else they end `unverified`, never `done`). A chosen option is the
   * exception: a list that shows the chosen option whole, where it showed another, is chosen on any driver.
   */
  exactText: boolean;
  /** Keys can be sent in the background (else `foreground_required`). */
  backgroundKeys: boolean;
  setup?(): Promise<void>;
  open(seed: FormSeed): Promise<FormHarness>;
  teardown?(): Promise<void>;
}

async function id(h: FormHarness, kind: string, label: string): Promise<string> {
  const obs = await observeWindow(h.ctx, h.windowId);
  const hits = obs.candidates.filter((c) => c.kind === kind && c.does.includes(`"${label}"`));
  if (hits.length !== 1)
    throw new Error(
      `${hits.length} ${kind} candidates for ${label}: ${obs.candidates.map((c) => c.does).join(' | ')}`,
    );
  return hits[0]!.id;
}

/** Runs the form contract against a driver. */
export function runFormContract(c: FormContract): void {
  const text = c.exactText ? 'done' : 'unverified';
  const act = async (h: FormHarness, step: Parameters<typeof runAct>[1]): Promise<ActResult> =>
    runAct(h.ctx, { windowId: h.windowId, ...step });
  const withForm = (seed: FormSeed, body: (h: FormHarness) => Promise<void>) => async () => {
    const h = await c.open(seed);
    try {
      await body(h);
    } finally {
      await h.close?.();
    }
  };

  describe(`form contract: ${c.name}`, () => {
    beforeAll(async () => c.setup?.(), 120_000);
    afterAll(async () => c.teardown?.(), 60_000);

    it(
      'a Name with leading and trailing spaces stays exactly that',
      withForm({ name: 'old' }, async (h) => {
        const r = await act(h, {
          instruction: 'set Name',
          text: '  Grace Hopper ',
          candidateId: await id(h, 'set_value', 'Name'),
        });
        expect(r.status, r.message).toBe(text);
        expect((await h.state()).name).toBe('  Grace Hopper ');
      }),
    );

    it(
      'text appended to the body lands there exactly, and the search field is untouched',
      withForm({ body: 'todo:\n' }, async (h) => {
        const r = await act(h, {
          instruction: 'add to the body',
          text: 'buy milk',
          candidateId: await id(h, 'append', 'Body'),
        });
        expect(r.status, r.message).toBe(text);
        expect(await h.state()).toMatchObject({ body: 'todo:\nbuy milk', search: '' });
      }),
    );

    it(
      'choosing Large and saving is recorded once',
      withForm({}, async (h) => {
        const r = await act(h, {
          instruction: 'size',
          text: 'Large',
          candidateId: await id(h, 'choose_option', 'Size'),
          then: [{ instruction: 'save', candidateId: await id(h, 'click', 'Save') }],
        });
        expect(r.steps?.map((s) => s.status)).toEqual(['done', 'done']);
        expect(await h.state()).toMatchObject({ size: 'Large', saves: 1 });
      }),
    );

    it(
      'clearing the search field leaves the note, and Delete note asks for confirmation',
      withForm({ search: 'draft', body: 'Meeting at 3pm' }, async (h) => {
        const r = await act(h, {
          instruction: 'clear search',
          text: '',
          candidateId: await id(h, 'set_value', 'Search'),
        });
        expect(r.status, r.message).toBe(text);
        const del = await act(h, { instruction: 'delete', candidateId: await id(h, 'click', 'Delete note') });
        expect(del).toMatchObject({ status: 'needs_confirmation', code: 'destructive' });
        expect(await h.state()).toMatchObject({ search: '', body: 'Meeting at 3pm', deletes: 0 });
      }),
    );

    it(
      'an email is fixed and the newsletter box ticked',
      withForm({ email: 'ada@example' }, async (h) => {
        const r = await act(h, {
          instruction: 'email',
          text: 'ada@example.com',
          candidateId: await id(h, 'set_value', 'Email'),
          then: [{ instruction: 'tick newsletter', candidateId: await id(h, 'toggle', 'Newsletter') }],
        });
        expect(r.steps?.map((s) => s.status)).toEqual([text, 'done']);
        expect(await h.state()).toMatchObject({ email: 'ada@example.com', newsletter: true });
      }),
    );

    it(
      'Return needs confirmation where keys reach a background window, and is refused where they cannot',
      withForm({}, async (h) => {
        const obs = await observeWindow(h.ctx, h.windowId);
        const ret = obs.candidates.find((x) => x.kind === 'key' && x.keys === 'Return')!;
        const first = await act(h, { instruction: 'return', candidateId: ret.id });
        const sent = await act(h, { instruction: 'return', candidateId: ret.id, allowDestructive: true });
        if (c.backgroundKeys) {
          expect(first.status).toBe('needs_confirmation');
          expect(['done', 'unverified']).toContain(sent.status);
        } else {
          // A key that cannot reach a background window is refused outright, confirmed or not.
          expect(first).toMatchObject({ status: 'refused', code: 'foreground_required' });
          expect(sent).toMatchObject({ status: 'refused', code: 'foreground_required' });
        }
        expect((await h.state()).deletes).toBe(0);
      }),
    );
  });
}
