import { i18n } from '@lingui/core';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { ListItem } from '../api/lists';
import type { AddItemsFormHandle } from '../components/add-items-form';
import { itemName } from '../components/item-row';
import { type ItemGroup } from '../lib/aisles';
import { positionsForMove } from '../lib/order';
import { joinNames } from '../lib/split-items';
import { useDragReorder } from './use-drag-reorder';
import type { useListView } from './use-list-view';

type ListView = ReturnType<typeof useListView>;

// Ids are [A-Za-z0-9_-] (the API's path rule), so they need no escaping in a selector.
export const rowSelector = (id: string) => `li[data-item-id="${id}"]`;

/** "Milk is already on the list." / "Milk and eggs are already on the list." */
function alreadyThereText(texts: string[]): string {
  const names = joinNames(texts.map((name) => i18n._('lists.quoted_same', { name })));
  return i18n._('lists.alreadyThere', { names, count: texts.length });
}

/**
 * What the list panel does with the open list's items (add, tick, remove, move, clear done) on top of the
 * list view's optimistic changes: the notice and announcement they leave, and where the keyboard focus goes
 * when the row that had it moves or leaves.
 */
export function useItemActions(listId: string, view: ListView, form: RefObject<AddItemsFormHandle | null>) {
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [clearing, setClearing] = useState(false);
  const shownList = useRef(listId);
  useEffect(() => {
    shownList.current = listId;
  }, [listId]);
  // Another list: its own notices.
  useEffect(() => {
    setNotice(null);
  }, [listId]);
  // What should have the focus once the next render is on screen (the row that had it may have moved or gone).
  const focusNext = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    const run = focusNext.current;
    focusNext.current = null;
    run?.();
  });

  const drag = useDragReorder((id, to) => {
    const group = view.open.find((g) => g.items.some((i) => i.id === id));
    if (group) move(group, id, to);
  });

  async function add(texts: string[]) {
    setNotice(null);
    const addingTo = listId;
    const already = await view.add(texts);
    // Refused items go back into the field whatever list is open by then: a typed item is never lost.
    if (already === null) form.current?.restore(texts);
    else if (already.length > 0 && shownList.current === addingTo) setNotice(alreadyThereText(already));
  }

  /**
   * Keeps the keyboard focus in the list when the row that has it leaves (ticked, unticked, deleted): on the
   * next item, else the previous one, else "Done (n)" or the field. `fromMenu`: the row's own menu had it.
   */
  function focusAfterLeaving(item: ListItem, fromMenu = false) {
    const row = document.querySelector(rowSelector(item.id));
    if (!fromMenu && !row?.contains(document.activeElement)) return;
    const pool = item.done ? view.done : view.open.flatMap((g) => g.items);
    const at = pool.findIndex((i) => i.id === item.id);
    const next = pool[at + 1] ?? pool[at - 1];
    focusNext.current = () => {
      const box = next && document.querySelector<HTMLInputElement>(`${rowSelector(next.id)} input[type="checkbox"]`);
      if (box) box.focus();
      else if (item.done && document.getElementById('lists-done-toggle')) document.getElementById('lists-done-toggle')?.focus();
      else form.current?.focus();
    };
  }

  function toggle(item: ListItem) {
    focusAfterLeaving(item);
    void view.toggle(item);
  }

  function remove(item: ListItem) {
    focusAfterLeaving(item, true);
    void view.remove(item);
  }

  function move(group: ItemGroup, id: string, to: number) {
    const item = group.items.find((i) => i.id === id);
    if (!item) return;
    const moves = positionsForMove(group.items, id, to);
    if (moves.size === 0) return;
    const focused = document.activeElement as HTMLElement | null;
    const keep = focused && document.querySelector(rowSelector(id))?.contains(focused) ? focused : null;
    focusNext.current = () => {
      if (keep?.isConnected && document.activeElement !== keep) keep.focus({ preventScroll: true });
    };
    setAnnouncement(i18n._('lists.moved', { name: itemName(item), position: to + 1, total: group.items.length }));
    void view.reposition(moves);
  }

  async function clear() {
    setClearing(true);
    await view.clear();
    setClearing(false);
  }

  return { notice, setNotice, announcement, clearing, drag, add, toggle, remove, move, clear };
}
