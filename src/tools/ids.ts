// The short ids a session's caller reads and gives ("c12") for candidate ids ("c1a2b3c4d5e"): a hex id costs
// about 7 o200k tokens, "c12" 2. Each short id names one candidate id for the whole session and is never reused,
// so a stale one still reaches only its own control (or nothing) once the window has changed.
import type { ActRequest, ActResult, ActStep, ShownCandidate } from '../core/act/types.js';
import type { Session } from './session.js';

/** A short id as shown: "c" and a decimal number (a candidate id has 10 hex digits). */
export const SHORT_ID = /^c\d{1,9}$/u;

// Past this many, the oldest short ids are forgotten (they then answer not_found); numbers are still never reused.
const REMEMBERED = 100_000;

/** One session's short ids, both ways. */
export class ShortIds {
  private readonly shortOf = new Map<string, string>();
  private readonly fullOf = new Map<string, string>();
  private next = 1;

  /** `remembered` short ids at most; with `shorten` false, every id is shown as the candidate id itself. */
  constructor(
    private readonly remembered = REMEMBERED,
    private readonly shorten = true,
  ) {}

  /** The short id of a candidate id, given on first sight and kept. */
  short(full: string): string {
    if (!this.shorten) return full;
    const known = this.shortOf.get(full);
    if (known !== undefined) return known;
    const id = `c${this.next++}`;
    this.shortOf.set(full, id);
    this.fullOf.set(id, full);
    const oldest = this.fullOf.keys().next().value;
    if (this.fullOf.size > this.remembered && oldest !== undefined) {
      this.shortOf.delete(this.fullOf.get(oldest) ?? '');
      this.fullOf.delete(oldest);
    }
    return id;
  }

  /** The short id already given for a candidate id, if any. */
  known(full: string): string | undefined {
    return this.shortOf.get(full);
  }

  /** The candidate id a caller's id names: a short id's own, a candidate id itself; an unknown short id stays. */
  full(id: string): string {
    return SHORT_ID.test(id) ? (this.fullOf.get(id) ?? id) : id;
  }
}

const sessions = new WeakMap<Session, ShortIds>();

/**
 * Makes a session show candidate ids themselves: for a one-shot session (a CLI command), whose short ids no later
 * process could resolve.
 */
export function showCandidateIds(session: Session): void {
  sessions.set(session, new ShortIds(0, false));
}

/** The short ids of a session. */
export function shortIds(session: Session): ShortIds {
  const known = sessions.get(session);
  if (known) return known;
  const ids = new ShortIds();
  sessions.set(session, ids);
  return ids;
}

/** An act request with every short id replaced by the candidate id it names. */
export function fullRequest<R extends ActRequest>(request: R, ids: ShortIds): R {
  return {
    ...fullStep(request, ids),
    ...(request.then ? { then: request.then.map((s) => fullStep(s, ids)) } : {}),
  };
}

function fullStep<S extends ActStep>(step: S, ids: ShortIds): S {
  const { candidateId, dragTo } = step;
  return {
    ...step,
    ...(candidateId !== undefined ? { candidateId: ids.full(candidateId) } : {}),
    ...(dragTo && 'candidateId' in dragTo ? { dragTo: { candidateId: ids.full(dragTo.candidateId) } } : {}),
  };
}

/** An act result with every candidate id shown as its short id; its message names a known id by its short one. */
export function shortResult(result: ActResult, ids: ShortIds): ActResult {
  const list = (cs: ShownCandidate[] | undefined): ShownCandidate[] | undefined =>
    cs?.map((c) => ({ ...c, id: ids.short(c.id) }));
  const candidates = list(result.candidates);
  const newCandidates = list(result.newCandidates);
  return {
    ...result,
    message: result.message.replace(/\bc[0-9a-f]{10}\b/gu, (id) => ids.known(id) ?? id),
    ...(result.action ? { action: { ...result.action, id: ids.short(result.action.id) } } : {}),
    ...(candidates ? { candidates } : {}),
    ...(newCandidates ? { newCandidates } : {}),
    ...(result.steps ? { steps: result.steps.map((s) => shortResult(s, ids)) } : {}),
  };
}
