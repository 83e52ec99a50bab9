import { randomBytes } from 'node:crypto';

/**
 * Time-ordered opaque ids (base36 time + 16 hex): sorting by id sorts by creation; no `_` or `-`, so `_` can join an
 * id with a date. The hex part is random unless given (an id derived from something else, the same every time).
 */
export function sortableId(now = Date.now(), hex = randomBytes(8).toString('hex')): string {
  return `${now.toString(36).padStart(9, '0')}${hex}`;
}
