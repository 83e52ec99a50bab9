import { randomBytes } from 'node:crypto';

/** Time-ordered opaque ids: sorting by id sorts by creation (members keep the order they were added). */
export function sortableId(now = Date.now()): string {
  return `${now.toString(36).padStart(9, '0')}${randomBytes(8).toString('base64url')}`;
}
