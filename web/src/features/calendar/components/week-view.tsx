import { Button, Flex, Spinner, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { TooltipIconButton } from '../../../components/ui/tooltip';
import type { CalendarOccurrence } from '../api/calendar';
import { weekTitle } from '../lib/dates';
import { DaySection, ViewHeader, type EventActions } from './day-list';
import { Chevron } from './month-grid';

interface WeekViewProps {
  today: string;
  /** Sunday to Saturday. */
  days: string[];
  eventsByDay: Map<string, CalendarOccurrence[]>;
  loading: boolean;
  actions: EventActions;
  onWeekChange: (step: number) => void;
  onToday: () => void;
  onAdd: () => void;
}

/** One week, Sunday to Saturday, each day with its events (empty days say so). */
export function WeekView({ today, days, eventsByDay, loading, actions, onWeekChange, onToday, onAdd }: WeekViewProps) {
  const { _ } = useLingui();
  return (
    <>
      <ViewHeader title={weekTitle(days[0], days[days.length - 1])}>
        <TooltipIconButton variant="ghost" label={_('calendar.previousWeek')} onClick={() => onWeekChange(-1)}>
          <Chevron direction="previous" />
        </TooltipIconButton>
        <TooltipIconButton variant="ghost" label={_('calendar.nextWeek')} onClick={() => onWeekChange(1)}>
          <Chevron direction="next" />
        </TooltipIconButton>
        <Button variant="outline" size="sm" onClick={onToday}>
          {_('calendar.today')}
        </Button>
        <Button size="sm" onClick={onAdd}>
          {_('calendar.addEvent')}
        </Button>
      </ViewHeader>
      {loading ? (
        <Flex justify="center" py="6">
          <Spinner aria-label={_('calendar.loadingEvents')} />
        </Flex>
      ) : (
        <Stack gap="5">
          {days.map((day) => (
            <DaySection key={day} day={day} today={today} events={eventsByDay.get(day) ?? []} actions={actions} />
          ))}
        </Stack>
      )}
    </>
  );
}

export default WeekView;
