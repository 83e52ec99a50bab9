import type { Interpretation } from '../types';

/** The member a reading is for, wherever its tool keeps it (its own input, or the target of a change or cancel). */
export function memberOf(r: Interpretation): unknown {
  const input = ('tool' in r ? (r.input ?? {}) : {}) as Record<string, unknown>;
  const target = (input.target ?? {}) as Record<string, unknown>;
  return input.member ?? target.member ?? null;
}

/** "…is on other field, at Queens Park. Only tomorow, coach say." read whole as a move to the day it is already on: no change. */
export function changesNothing(reading: Interpretation): boolean {
  if (!('tool' in reading) || reading.tool !== 'updateEvent') return false;
  const { target, changes } = reading.input as { target: Record<string, unknown>; changes: Record<string, unknown> };
  const keys = Object.keys(changes);
  return keys.length > 0 && keys.every((k) => (k === 'date' || k === 'time') && changes[k] === target[k]);
}
