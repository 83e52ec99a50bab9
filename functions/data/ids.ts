import { randomBytes } from 'node:crypto';

/** Time-ordered opaque ids (base36 time + hex): sorting by id sorts by creation; no `_` or `-`, so `_` can join an id with a date. */
export function sortableId(now = Date.now()): string {
  return `${now.toString(36).padStart(9, '0')}${randomBytes(8).toString('hex')}`;
}
