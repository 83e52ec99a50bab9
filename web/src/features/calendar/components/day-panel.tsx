import { Badge, Box, Button, Card, Flex, Heading, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { canChange, isSubscribed, linkedFamily, type CalendarOccurrence, type SubscribedOccurrence } from '../api/calendar';
import { extraDays, formatTime, panelDayTitle } from '../lib/dates';
import { recurrenceLabel, typeLabel } from '../lib/event-form';
import type { ColorSet } from '../lib/member-colors';

interface DayPanelProps {
  day: string;
  events: CalendarOccurrence[];
  loading: boolean;
  colorOf: (e: CalendarOccurrence) => ColorSet;
  /** Whom an event is for, as a line of names. */
  peopleOf: (e: CalendarOccurrence) => string | null;
  onAdd: () => void;
  onEdit: (e: CalendarOccurrence) => void;
  onDelete: (e: CalendarOccurrence) => void;
  /** A followed calendar's event is only viewed (and copied from there). */
  onView: (e: SubscribedOccurrence) => void;
}

function Meta({ children }: { children: ReactNode }) {
  return (
    <chakra.span fontSize="sm" color="gray.700">
      {children}
    </chakra.span>
  );
}

/** An all-day event's length is in days ('All day · 2 days'): its stored minutes (1440 a day) mean nothing to a parent. */
export function allDayText(e: Pick<CalendarOccurrence, 'allDay' | 'time' | 'duration'>): string {
  const days = extraDays(e) + 1;
  return days > 1 ? i18n._('calendar.allDayDays', { days }) : i18n._('calendar.allDay');
}

/** The selected day's events (docs/decisions/0005): title, type, time, duration in min
 * (in days for an all-day event), location, description. */
export function DayPanel({ day, events, loading, colorOf, peopleOf, onAdd, onEdit, onDelete, onView }: DayPanelProps) {
  const { _ } = useLingui();
  const title = panelDayTitle(day);
  return (
    <Card.Root as="section" aria-labelledby="calendar-day-title" size="sm">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h2" size="md" id="calendar-day-title">
            {title}
          </Heading>
          <Button size="sm" onClick={onAdd}>
            {_('calendar.addEvent')}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        <Box
          h="300px"
          overflowY="auto"
          tabIndex={0}
          role="region"
          aria-label={_('calendar.eventsOn', { day: title })}
          pe="1"
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.700' }}
        >
          {loading && events.length === 0 ? (
            <Flex justify="center" py="6">
              <Spinner aria-label={_('calendar.loadingEvents')} />
            </Flex>
          ) : events.length === 0 ? (
            <Text color="fg.muted">{_('calendar.noEventsDay')}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none">
              {events.map((e) => {
                const color = colorOf(e);
                const member = peopleOf(e);
                const followed = isSubscribed(e) ? e : null;
                const family = linkedFamily(e);
                return (
                  <Box
                    as="li"
                    key={e.id}
                    data-event-id={e.id}
                    data-source-id={followed?.source.subscriptionId}
                    data-family-id={family?.id}
                    bg="bg.panel"
                    borderWidth="1px"
                    borderColor="border"
                    borderInlineStartWidth="4px"
                    borderInlineStartColor={color.border}
                    borderRadius="md"
                    p="3"
                  >
                    <Stack gap="1">
                      <Heading as="h3" size="sm">
                        {e.title}
                      </Heading>
                      <Flex gap="2" wrap="wrap" align="center">
                        {followed ? (
                          <Badge bg={color.bg} color={color.fg} title={_('calendar.fromFollowedHint')}>
                            {_('calendar.fromSource', { name: followed.source.name })}
                          </Badge>
                        ) : (
                          <Badge bg={color.bg} color={color.fg}>
                            {typeLabel(e.type)}
                          </Badge>
                        )}
                        {family && (
                          <Badge bg={color.bg} color={color.fg} borderInlineStartWidth="3px" borderColor={color.border}>
                            {_('calendar.familyOf', { name: family.name })}
                          </Badge>
                        )}
                        {e.allDay || !e.time ? (
                          <Meta>{allDayText(e)}</Meta>
                        ) : (
                          <>
                            <Meta>{formatTime(e.time)}</Meta>
                            <Meta>{_('calendar.minutes', { count: e.duration })}</Meta>
                          </>
                        )}
                      </Flex>
                      {member && <Meta>{_('calendar.forPeople', { people: member })}</Meta>}
                      {e.isRecurring && <Meta>{_('calendar.repeats', { how: recurrenceLabel(e.recurrence).toLowerCase() })}</Meta>}
                      {e.location && <Meta>{_('calendar.location', { location: e.location })}</Meta>}
                      {e.description && (
                        <Text fontSize="sm" whiteSpace="pre-line">
                          {e.description}
                        </Text>
                      )}
                      <Flex gap="2" mt="1">
                        {followed ? (
                          <Button size="xs" variant="outline" aria-label={_('calendar.viewEvent', { title: e.title })} onClick={() => onView(followed)}>
                            {_('calendar.view')}
                          </Button>
                        ) : !canChange(e) ? (
                          <Meta>{_('calendar.viewOnly')}</Meta>
                        ) : (
                          <>
                            <Button size="xs" variant="outline" aria-label={_('calendar.editEvent', { title: e.title })} onClick={() => onEdit(e)}>
                              {_('calendar.edit')}
                            </Button>
                            <Button
                              size="xs"
                              variant="outline"
                              color="red.700"
                              borderColor="red.300"
                              aria-label={_('calendar.deleteEvent', { title: e.title })}
                              onClick={() => onDelete(e)}
                            >
                              {_('calendar.delete')}
                            </Button>
                          </>
                        )}
                      </Flex>
                    </Stack>
                  </Box>
                );
              })}
            </Stack>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
