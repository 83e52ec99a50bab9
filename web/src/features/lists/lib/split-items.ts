import { i18n } from '@lingui/core';

/** The API's limits (shared/schemas/lists.ts, which brings zod: kept out of the web build). */
export const MAX_ITEMS_PER_ADD = 50;
const ITEM_MAX = 200;

/**
 * What the "Add item" field sends. Lines are items as typed, so a list pasted one per line keeps names such
 * as "fish and chips" whole. A single line is split at commas and semicolons, and at " and " when it is a
 * list of things (it had commas) or on the shopping list, as the assistant reads "milk, eggs and bread" on
 * WhatsApp: three items either way.
 */
export function splitItems(text: string, shopping: boolean): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > 1) return lines.map(tidy).filter(Boolean);
  const parts = (lines[0] ?? '').split(/\s*[,;]\s*/);
  const byAnd = shopping || parts.length > 1;
  return parts
    .flatMap((p) => (byAnd ? p.split(/\s+(?:and|&)\s+/i) : [p]))
    .map(tidy)
    .filter(Boolean);
}

/** "and milk." → "milk": what is left of a list's joints. */
function tidy(part: string): string {
  return part
    .trim()
    .replace(/^(?:and|&)\s+/i, '')
    .replace(/[.!?]+$/, '')
    .trim();
}

/** Why the typed items cannot be sent (the API's own limits and messages, in English: shown through translateKnown), or null. */
export function itemsError(items: string[]): string | null {
  if (items.length === 0) return 'Type an item to add';
  if (items.length > MAX_ITEMS_PER_ADD) return `Add at most ${MAX_ITEMS_PER_ADD} items at a time`;
  if (items.some((t) => t.length > ITEM_MAX)) return 'Please keep the item to 200 characters or fewer';
  return null;
}

/** "milk", "milk and eggs", "milk, eggs and bread" (in Arabic "حليب، بيض وخبز"). */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const rest = names.slice(0, -1).join(i18n._('lists.joinSeparator'));
  return i18n._('lists.joinLast', { rest, last: names[names.length - 1] });
}
