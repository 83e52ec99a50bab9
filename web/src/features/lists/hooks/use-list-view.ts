import { useMemo, useRef, useState } from 'react';
import type { ItemUpdate } from '../../../../../shared/schemas/lists';
import { i18n } from '@lingui/core';
import { notify } from '../../../components/ui/toaster';
import { errorStatus, serverErrorMessage } from '../../../lib/api-client';
import { addItems, clearDone, deleteItem, updateItem, useListItems, useListsCache, type ListItem } from '../api/lists';
import { groupItems, type ItemGroup } from '../lib/aisles';
import { joinNames } from '../lib/split-items';

/** An item change sent and not answered yet: shown at once, dropped again if the server refuses it. */
interface PendingChange {
  token: number;
  listId: string;
  itemId: string;
  /** null: the item is being deleted. */
  patch: Partial<ListItem> | null;
}

/** Items being added: shown under the field until the server has placed them. */
export interface PendingAdd {
  token: number;
  listId: string;
  texts: string[];
}

function failed(title: string, error: unknown) {
  notify({ title, description: serverErrorMessage(error) ?? i18n._('lists.tryAgainBody'), type: 'destructive' });
}

/**
 * The selected list's items as the screen shows them: the last read (repeated every few seconds) with the
 * changes this screen has sent and not yet heard back about laid over it. The overlay lives outside SWR's
 * cache, so a read that lands meanwhile never takes back an add or a tick, and one refused change rolls back
 * alone, however many others are still on their way.
 */
export function useListView(listId: string | null, shopping: boolean) {
  const { data, error, isLoading, mutate } = useListItems(listId);
  const { setItems, refreshLists } = useListsCache();
  const [changes, setChanges] = useState<PendingChange[]>([]);
  const [adds, setAdds] = useState<PendingAdd[]>([]);
  const nextToken = useRef(0);

  // A read of another list (kept while the new one loads) is never shown as this one.
  const current = data && data.list.id === listId ? data : undefined;

  const items = useMemo(() => {
    if (!current) return undefined;
    let out = current.items;
    for (const change of changes) {
      if (change.listId !== listId) continue;
      out = change.patch ? out.map((i) => (i.id === change.itemId ? { ...i, ...change.patch } : i)) : out.filter((i) => i.id !== change.itemId);
    }
    return out;
  }, [current, changes, listId]);

  const open = useMemo<ItemGroup[]>(
    () =>
      groupItems(
        (items ?? []).filter((i) => !i.done),
        shopping,
      ),
    [items, shopping],
  );
  const done = useMemo(() => (items ?? []).filter((i) => i.done).sort((a, b) => (b.done_at ?? '').localeCompare(a.done_at ?? '')), [items]);
  const pendingAdds = useMemo(() => adds.filter((a) => a.listId === listId), [adds, listId]);

  const settle = (token: number) => setChanges((all) => all.filter((c) => c.token !== token));

  /** Shows `patch` on the items at once, sends each change, keeps what the server answered, undoes what it refused. */
  async function change(edits: Array<{ item: ListItem; patch: Partial<ListItem> | null; body?: ItemUpdate }>, failure: string) {
    if (!listId) return false;
    const sent = edits.map((edit) => ({ ...edit, token: (nextToken.current += 1) }));
    setChanges((all) => [...all, ...sent.map(({ token, item, patch }) => ({ token, listId, itemId: item.id, patch }))]);
    const results = await Promise.allSettled(
      sent.map(async ({ token, item, patch, body }) => {
        try {
          if (patch === null) {
            // Already deleted (by the other parent, or on WhatsApp) is what was asked for.
            await deleteItem(listId, item.id).catch((e: unknown) => {
              if (errorStatus(e) !== 404) throw e;
            });
            await setItems(listId, (cur) => cur && { ...cur, items: cur.items.filter((i) => i.id !== item.id) });
          } else {
            const saved = await updateItem(listId, item.id, body ?? (patch as ItemUpdate));
            await setItems(listId, (cur) => cur && { ...cur, items: cur.items.map((i) => (i.id === saved.id ? saved : i)) });
          }
        } finally {
          settle(token);
        }
      }),
    );
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    void refreshLists();
    if (refused) {
      failed(failure, refused.reason);
      return false;
    }
    return true;
  }

  const toggle = (item: ListItem) =>
    change(
      [{ item, patch: { done: !item.done, done_at: item.done ? null : new Date().toISOString() }, body: { done: !item.done } }],
      i18n._('lists.updateItemFailed'),
    );

  const remove = async (item: ListItem) => {
    const ok = await change([{ item, patch: null }], i18n._('lists.deleteItemFailed'));
    if (ok) notify({ title: i18n._('lists.itemDeleted'), type: 'success' });
    return ok;
  };

  const reposition = (moves: Map<string, number>) => {
    const edits = [...moves].flatMap(([id, position]) => {
      const item = items?.find((i) => i.id === id);
      return item ? [{ item, patch: { position }, body: { position } }] : [];
    });
    return edits.length ? change(edits, i18n._('lists.moveItemFailed')) : Promise.resolve(true);
  };

  /** Saves an edit (text, quantity, aisle) once the server accepts it; throws its refusal for the form to show. */
  const edit = async (item: ListItem, body: ItemUpdate) => {
    if (!listId) return;
    const saved = await updateItem(listId, item.id, body);
    await setItems(listId, (cur) => cur && { ...cur, items: cur.items.map((i) => (i.id === saved.id ? saved : i)) });
  };

  /**
   * Adds `texts` at once; answers the items the list already had (by their stored text), or null when the
   * server refused (the caller puts the text back: a typed item is never lost).
   */
  const add = async (texts: string[]): Promise<string[] | null> => {
    if (!listId) return null;
    const token = (nextToken.current += 1);
    setAdds((all) => [...all, { token, listId, texts }]);
    try {
      const answer = await addItems(
        listId,
        texts.map((text) => ({ text })),
      );
      await setItems(listId, (cur) => {
        if (!cur) return cur;
        const known = new Set(cur.items.map((i) => i.id));
        return { ...cur, items: [...cur.items, ...answer.added.filter((i) => !known.has(i.id))] };
      });
      void refreshLists();
      return answer.alreadyThere.map((i) => i.text);
    } catch (e) {
      failed(i18n._('lists.addFailed', { names: joinNames(texts) }), e);
      return null;
    } finally {
      setAdds((all) => all.filter((a) => a.token !== token));
    }
  };

  const clear = async () => {
    if (!listId) return;
    try {
      const { cleared } = await clearDone(listId);
      await setItems(listId, (cur) => cur && { ...cur, items: cur.items.filter((i) => !i.done) });
      void refreshLists();
      notify({ title: i18n._('lists.cleared', { count: cleared }), type: 'success' });
    } catch (e) {
      failed(i18n._('lists.clearFailed'), e);
    }
  };

  return {
    list: current?.list,
    items,
    open,
    done,
    pendingAdds,
    error,
    isLoading,
    reload: () => mutate(),
    toggle,
    remove,
    reposition,
    edit,
    add,
    clear,
  };
}
