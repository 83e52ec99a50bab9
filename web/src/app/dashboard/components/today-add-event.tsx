import { useMemo } from 'react';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { useCalendarPeople } from '../../../features/calendar/api/calendar';
import { EventDialog, type EventDialogMode } from '../../../features/calendar/components/event-dialog';
import { peopleChoices } from '../../../features/calendar/lib/people';

interface TodayAddEventProps {
  open: boolean;
  /** The day the new event starts on. */
  date: string;
  members: readonly FamilyMember[] | undefined;
  me: { id: string; name: string };
  onClose: () => void;
}

/**
 * The calendar's Add Event dialog, opened from the dashboard. Its module (the form, Chakra) and the read of
 * whom an event can be for load on the first tap on Add event, never with the dashboard.
 */
export function TodayAddEvent({ open, date, members, me, onClose }: TodayAddEventProps) {
  const { families } = useCalendarPeople();
  const choices = useMemo(() => peopleChoices(families, members ?? [], me), [families, members, me]);
  const mode = useMemo<EventDialogMode | null>(() => (open ? { kind: 'new', date } : null), [open, date]);
  return <EventDialog mode={mode} families={choices} onClose={onClose} />;
}

export default TodayAddEvent;
