import { i18n } from '@lingui/core';
import useSWR from 'swr';
import { notify } from '../../../components/ui/toaster';
import { errorStatus, serverErrorMessage } from '../../../lib/api-client';
import { addTodo, removeTodo, setTodoDone, TODOS_KEY, type TodoItem as Todo } from '../../../lib/todos';
import { LISTS_REFRESH_MS } from '../api/lists';

function failed(title: string, error: unknown) {
  notify({ title, description: serverErrorMessage(error) ?? i18n._('lists.tryAgainBody'), type: 'destructive' });
}

/**
 * The family's to-dos on the Lists page (docs/decisions/0018): the calendar's Tasks panel's cache entry
 * (TODOS_KEY, web/src/lib/todos.ts), so a change on either screen shows on the other, read again as often as the lists are, so
 * one made on WhatsApp shows too. Ticks and deletes show at once and roll back if the server refuses.
 */
export function useTodoList({ enabled = true } = {}) {
  const { data, error, isLoading, mutate } = useSWR<Todo[]>(enabled ? TODOS_KEY : null, { refreshInterval: LISTS_REFRESH_MS });
  const todos = Array.isArray(data) ? data : undefined;

  /** True once saved; false when refused (the caller keeps the typed text). */
  async function add(task: string): Promise<boolean> {
    try {
      const saved = await addTodo(task);
      await mutate((cur) => [...(cur ?? []).filter((t) => t.id !== saved.id), saved], { revalidate: true });
      notify({ title: i18n._('lists.todoAdded'), type: 'success' });
      return true;
    } catch (e) {
      failed(i18n._('lists.todoAddFailed'), e);
      return false;
    }
  }

  async function toggle(todo: Todo) {
    const isCompleted = !todo.isCompleted;
    try {
      await mutate(
        async (cur) => {
          const saved = await setTodoDone(todo.id, isCompleted);
          return (cur ?? []).map((t) => (t.id === saved.id ? saved : t));
        },
        { optimisticData: (cur) => (cur ?? []).map((t) => (t.id === todo.id ? { ...t, isCompleted } : t)), rollbackOnError: true, revalidate: false },
      );
    } catch (e) {
      failed(i18n._('lists.todoUpdateFailed'), e);
    }
  }

  async function remove(todo: Todo) {
    const without = (cur: Todo[] | undefined) => (cur ?? []).filter((t) => t.id !== todo.id);
    try {
      await mutate(
        async (cur) => {
          // Already deleted (on the calendar, or on WhatsApp) is what was asked for.
          await removeTodo(todo.id).catch((e: unknown) => {
            if (errorStatus(e) !== 404) throw e;
          });
          return without(cur);
        },
        { optimisticData: without, rollbackOnError: true, revalidate: false },
      );
      notify({ title: i18n._('lists.todoDeleted'), type: 'success' });
    } catch (e) {
      failed(i18n._('lists.todoDeleteFailed'), e);
    }
  }

  return { todos, error: error as Error | undefined, isLoading, reload: () => mutate(), add, toggle, remove };
}
