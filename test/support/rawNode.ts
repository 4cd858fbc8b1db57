// Raw nodes for core tests: a role, the fields a test cares about, and default states for the rest.
import { defaultStates, type NodeStates, type RawNode } from '../../src/core/snapshot.js';

/** What a test says of a node: its role, any other fields, and only the states that differ from the defaults. */
export type Spec = Omit<Partial<RawNode>, 'states'> & { role: RawNode['role']; states?: Partial<NodeStates> };

/** A raw node from a spec, under `parent` (the root by default; null for a root). */
export function node(spec: Spec, parent: number | null = 0): RawNode {
  const { states, ...rest } = spec;
  return {
    platformRole: spec.role,
    label: '',
    handle: String(Math.random()),
    parent,
    ...rest,
    states: defaultStates(states),
  };
}
