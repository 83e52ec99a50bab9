import { i18n } from '@lingui/core';
import type { Aisle } from '../../../../../shared/aisles';
import type { ListItem } from '../api/lists';

export type { Aisle };

/**
 * The contract's aisles in the store's order (shared/aisles.ts). Copied, not imported: that module carries
 * the server's grocery dictionary, which the screen does not need; lists-lib.test.ts keeps the two equal.
 */
export const AISLES: readonly Aisle[] = ['produce', 'dairy', 'bakery', 'meat and fish', 'frozen', 'pantry', 'drinks', 'household', 'baby', 'other'];

/** "meat and fish" → "Meat and fish" (in the current language). */
export function aisleLabel(aisle: Aisle): string {
  const key = `lists.aisle.${aisle}`;
  return i18n.messages[key] ? i18n._(key) : aisle.charAt(0).toUpperCase() + aisle.slice(1);
}

export interface ItemGroup {
  /** null: the one group of a list without aisles. */
  aisle: Aisle | null;
  items: ListItem[];
}

/**
 * The open items as the screen shows them: in the store's aisle order on the shopping list (an item without
 * an aisle goes to "other"), one group elsewhere; by position within a group.
 */
export function groupItems(items: ListItem[], shopping: boolean): ItemGroup[] {
  const sorted = [...items].sort(byPosition);
  if (!shopping) return sorted.length ? [{ aisle: null, items: sorted }] : [];
  return AISLES.map((aisle) => ({ aisle, items: sorted.filter((i) => (i.aisle ?? 'other') === aisle) })).filter((g) => g.items.length > 0);
}

export function byPosition(a: ListItem, b: ListItem): number {
  return a.position - b.position || a.added_at.localeCompare(b.added_at) || a.id.localeCompare(b.id);
}
