import type { ReactNode } from 'react';
import { Box, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { canChange, isSubscribed, linkedFamily, type CalendarOccurrence, type SubscribedOccurrence } from '../api/calendar';
import { addDays, formatTime, panelDayTitle } from '../lib/dates';
import type { ColorSet } from '../lib/member-colors';
import { allDayText } from './day-panel';

/** What the week and agenda views need to show and open an event, the same as the month's day panel. */
export interface EventActions {
  colorOf: (e: CalendarOccurrence) => ColorSet;
  peopleOf: (e: CalendarOccurrence) => string | null;
  onEdit: (e: CalendarOccurrence) => void;
  onView: (e: SubscribedOccurrence) => void;
}

/** 'Today · Friday, November 27', 'Tomorrow · …', else the day's name and date. */
export function dayHeading(day: string, today: string): string {
  const name = panelDayTitle(day);
  if (day === today) return i18n._('calendar.todayHeading', { day: name });
  return day === addDays(today, 1) ? i18n._('calendar.tomorrowHeading', { day: name }) : name;
}

function EventLine({ event, actions }: { event: CalendarOccurrence; actions: EventActions }) {
  const { _ } = useLingui();
  const color = actions.colorOf(event);
  const followed = isSubscribed(event) ? event : null;
  const family = linkedFamily(event);
  const people = actions.peopleOf(event);
  const details = [
    people && _('calendar.forPeople', { people }),
    family && _('calendar.familyOf', { name: family.name }),
    followed && _('calendar.fromSource', { name: followed.source.name }),
  ]
    .filter(Boolean)
    .join(' · ');
  const open = followed ? () => actions.onView(followed) : canChange(event) ? () => actions.onEdit(event) : undefined;
  const content = (
    <>
      <chakra.span flex="0 0 auto" minW="4.5rem" fontSize="sm" fontWeight="medium" color="gray.700">
        {event.allDay || !event.time ? allDayText(event) : formatTime(event.time)}
      </chakra.span>{' '}
      <chakra.span flex="1" minW="0">
        <chakra.span display="block" fontWeight="semibold" overflowWrap="anywhere">
          {event.title}
        </chakra.span>{' '}
        {details && (
          <chakra.span display="block" fontSize="sm" color="gray.700" overflowWrap="anywhere">
            {details}
          </chakra.span>
        )}
        {!open && (
          <chakra.span display="block" fontSize="sm" color="gray.700">
            {_('calendar.viewOnly')}
          </chakra.span>
        )}
      </chakra.span>
    </>
  );
  const look = {
    display: 'flex',
    gap: '3',
    w: 'full',
    p: '3',
    textAlign: 'start',
    alignItems: 'flex-start',
    bg: followed ? 'bg.panel' : color.bg,
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border',
    borderInlineStartWidth: '4px',
    borderInlineStartColor: color.border,
    borderRadius: 'md',
  } as const;
  return (
    <Box as="li" data-event-id={event.id} data-color-set={color.name} data-family-id={family?.id} data-source-id={followed?.source.subscriptionId}>
      {open ? (
        <chakra.button
          type="button"
          onClick={open}
          cursor="pointer"
          _hover={{ borderColor: color.border }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'blue.700', outlineOffset: '2px' }}
          {...look}
        >
          {content}
        </chakra.button>
      ) : (
        <Box {...look}>{content}</Box>
      )}
    </Box>
  );
}

interface DaySectionProps {
  day: string;
  today: string;
  events: CalendarOccurrence[];
  actions: EventActions;
}

/** One day: its heading, then its events (time, title, people, colour), each opening the event's dialog. */
export function DaySection({ day, today, events, actions }: DaySectionProps) {
  const id = `calendar-day-${day}`;
  const { _ } = useLingui();
  return (
    <Box as="section" aria-labelledby={id} data-day={day} data-today={day === today || undefined}>
      <Heading as="h3" size="sm" id={id} mb="2" color={day === today ? 'blue.700' : undefined}>
        {dayHeading(day, today)}
      </Heading>
      {events.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {_('calendar.noEventsDay')}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {events.map((e) => (
            <EventLine key={e.id} event={e} actions={actions} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** A view's top line: its title (the card is named by it) and the buttons beside it. */
export function ViewHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap="2" mb="4" wrap="wrap">
      <Heading as="h2" size="lg" id="calendar-view-title" aria-live="polite">
        {title}
      </Heading>
      <Flex gap="2" align="center" wrap="wrap">
        {children}
      </Flex>
    </Flex>
  );
}
