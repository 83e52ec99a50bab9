import { useMemo } from 'react';
import useSWR from 'swr';
import type { ListsResponse } from '../../../../../shared/schemas/lists';
import { useCalendarEvents, useTodos } from '../../../features/calendar/api/calendar';
import { plusDays, TODAY_SPAN_DAYS, todayIso, todayView, type TodayView } from '../lib/today';

/**
 * The Today section's three reads: the week's events (the linked families' too), the to-dos and the lists'
 * overview. The lists are the lists screen's key ('/api/lists', so a change there shows here from the cache)
 * but read once, not every few seconds as that screen does.
 */
export function useToday(user: { id: string; timezone?: string | null } | null): { view: TodayView; loading: boolean } {
  const timezone = user?.timezone;
  const today = useMemo(() => todayIso(timezone), [timezone]);
  const { events, isLoading: eventsLoading } = useCalendarEvents(today, plusDays(today, TODAY_SPAN_DAYS - 1));
  const { todos, isLoading: todosLoading } = useTodos();
  const { data: lists, isLoading: listsLoading } = useSWR<ListsResponse>('/api/lists');
  const view = useMemo(() => todayView(today, events, todos, lists?.lists), [today, events, todos, lists]);
  return { view, loading: eventsLoading || todosLoading || listsLoading };
}
