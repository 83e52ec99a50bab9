import { Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
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
  return (
    <>
      <ViewHeader title="Agenda">
        <Button size="sm" onClick={onAdd}>
          Add Event
        </Button>
      </ViewHeader>
      <Stack gap="5" aria-busy={loading || undefined}>
        {shown.map((day) => (
          <DaySection key={day} day={day} today={today} events={eventsByDay.get(day) ?? []} actions={actions} />
        ))}
        {loading ? (
          <Flex justify="center" py="4">
            <Spinner aria-label="Loading events" />
          </Flex>
        ) : (
          shown.length === 1 && <Text color="fg.muted">{`Nothing else planned in the next ${weeks} weeks.`}</Text>
        )}
        <Button variant="outline" size="sm" alignSelf="center" onClick={onMore} disabled={loading}>
          Show more days
        </Button>
      </Stack>
    </>
  );
}

export default AgendaView;
