import { Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { CalendarOccurrence } from '../api/calendar';
import { DaySection, ViewHeader, type EventActions } from './day-list';

interface AgendaViewProps {
  today: string;
  /** The days listed, today first. */
  days: string[];
  eventsByDay: Map<string, CalendarOccurrence[]>;
  loading: boolean;
  actions: EventActions;
  onAdd: () => void;
  onMore: () => void;
}

/** The days ahead, today first: today always, then every day that has events. */
export function AgendaView({ today, days, eventsByDay, loading, actions, onAdd, onMore }: AgendaViewProps) {
  const shown = days.filter((d) => d === today || (eventsByDay.get(d)?.length ?? 0) > 0);
  const weeks = Math.round(days.length / 7);
  const { _ } = useLingui();
  return (
    <>
      <ViewHeader title={_('calendar.view.agenda')}>
        <Button size="sm" onClick={onAdd}>
          {_('calendar.addEvent')}
        </Button>
      </ViewHeader>
      <Stack gap="5" aria-busy={loading || undefined}>
        {shown.map((day) => (
          <DaySection key={day} day={day} today={today} events={eventsByDay.get(day) ?? []} actions={actions} />
        ))}
        {loading ? (
          <Flex justify="center" py="4">
            <Spinner aria-label={_('calendar.loadingEvents')} />
          </Flex>
        ) : (
          shown.length === 1 && <Text color="fg.muted">{_('calendar.agendaEmpty', { weeks })}</Text>
        )}
        <Button variant="outline" size="sm" alignSelf="center" onClick={onMore} disabled={loading}>
          {_('calendar.showMore')}
        </Button>
      </Stack>
    </>
  );
}

export default AgendaView;
