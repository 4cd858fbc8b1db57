// The pick gate: act only on a clear leader; otherwise answer ambiguous or not_found.

/** Gate thresholds (config: BEANS_PICKER_GATE_*). */
export interface GateThresholds {
  /** A leader at or above this acts alone (strict rule). */
  strict: number;
  /** A leader at or above this acts when the forced answer agrees and it leads by `lead`×. */
  agree: number;
  lead: number;
  /** The leader acts only while p(none) is at most this. */
  maxNone: number;
  /** p(none) at or above this, and above the leader, means not_found. */
  notFound: number;
  /** Options shown in an ambiguous shortlist need at least this. */
  shortlist: number;
  shortlistMax: number;
}

/** The thresholds of reference/beans-picker.md section 4. */
export const DEFAULT_GATE: GateThresholds = {
  strict: 0.8,
  agree: 0.5,
  lead: 2,
  maxNone: 0.3,
  notFound: 0.5,
  shortlist: 0.03,
  shortlistMax: 5,
};

/** A ranked option: its label and probability. */
export interface Ranked {
  label: string;
  p: number;
  /** Options that lead to the same outcome share a group (a menu item pressed or reached by its menu path). */
  group?: string;
}

/** The gate's verdict. */
export type GateVerdict =
  | { status: 'pick'; label: string; p: number; rule: 'strict' | 'agree' }
  | { status: 'ambiguous'; shortlist: Ranked[] }
  | { status: 'not_found'; shortlist: Ranked[] };

/** Applies the gate to a ranking (best first, without `none`), p(none) and the forced answer. */
export function gate(
  ranking: Ranked[],
  pNone: number,
  forced: string | null,
  t: GateThresholds = DEFAULT_GATE,
): GateVerdict {
  const sorted = [...ranking].sort((a, b) => b.p - a.p);
  const top = sorted[0];
  const shortlist = sorted.filter((r) => r.p >= t.shortlist).slice(0, t.shortlistMax);
  if (!top || (pNone >= t.notFound && pNone > top.p)) return { status: 'not_found', shortlist };
  if (top.p >= t.strict && pNone <= t.maxNone)
    return { status: 'pick', label: top.label, p: top.p, rule: 'strict' };
  // The strongest other outcome: options of one outcome split its probability, and the split makes no lead.
  const outcomes = new Map<string, number>();
  for (const r of sorted) outcomes.set(r.group ?? r.label, (outcomes.get(r.group ?? r.label) ?? 0) + r.p);
  outcomes.delete(top.group ?? top.label);
  const second = Math.max(0, ...outcomes.values());
  if (forced === top.label && top.p >= t.agree && top.p >= t.lead * second && pNone <= t.maxNone)
    return { status: 'pick', label: top.label, p: top.p, rule: 'agree' };
  return shortlist.length ? { status: 'ambiguous', shortlist } : { status: 'not_found', shortlist };
}
