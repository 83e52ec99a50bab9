import type { Interpretation } from '../types';

/** The member a reading is for, wherever its tool keeps it (its own input, or the target of a change or cancel). */
export function memberOf(r: Interpretation): unknown {
  const input = ('tool' in r ? (r.input ?? {}) : {}) as Record<string, unknown>;
  const target = (input.target ?? {}) as Record<string, unknown>;
  return input.member ?? target.member ?? null;
}
