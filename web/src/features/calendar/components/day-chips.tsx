import { Flex, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Fragment } from 'react';
import { isSubscribed, linkedFamily, type CalendarOccurrence, type SubscribedOccurrence } from '../api/calendar';
import { formatTime } from '../lib/dates';
import type { ColorSet } from '../lib/member-colors';

export const MAX_EVENTS_IN_CELL = 3;

export function chipText(e: CalendarOccurrence): string {
  return e.time && !e.allDay ? `${formatTime(e.time)} ${e.title}` : e.title;
}

interface DayChipsProps {
  events: CalendarOccurrence[];
  colorOf: (e: CalendarOccurrence) => ColorSet;
  onOpenSubscribed?: (e: SubscribedOccurrence) => void;
}

/**
 * A day cell's events: up to 3 chips, then '+N more'. A chip shows the title first, wrapped over up to three
 * lines, with its time under it; on a phone the cell is too narrow for words, so it shows a dot per event
 * (the day's list sits under the grid).
 */
export function DayChips({ events, colorOf, onOpenSubscribed }: DayChipsProps) {
  const { _ } = useLingui();
  const hidden = events.length - MAX_EVENTS_IN_CELL;
  const first = events.slice(0, MAX_EVENTS_IN_CELL);
  return (
    <>
      {first.length > 0 && (
        <Flex display={{ base: 'flex', md: 'none' }} gap="1" px="1" wrap="wrap" aria-hidden="true">
          {first.map((e) => (
            <chakra.span key={e.id} data-event-dot w="2" h="2" borderRadius="full" bg={colorOf(e).border} />
          ))}
        </Flex>
      )}
      {/* The spaces between the parts keep the shown text apart as words ('9 2:30 PM Dentist', not '92:30 PM'); a flex column lays them out as nothing. */}
      {first.map((e) => {
        const color = colorOf(e);
        const followed = isSubscribed(e) ? e : null;
        const family = linkedFamily(e);
        const timed = Boolean(e.time && !e.allDay);
        return (
          <Fragment key={e.id}>
            {' '}
            <chakra.span
              data-event-chip
              data-color-set={color.name}
              data-source-id={followed?.source.subscriptionId}
              data-family-id={family?.id}
              title={
                followed
                  ? _('calendar.chipFrom', { title: e.title, name: followed.source.name })
                  : family
                    ? _('calendar.chipFamily', { title: e.title, name: family.name })
                    : undefined
              }
              onClick={followed && onOpenSubscribed ? () => onOpenSubscribed(followed) : undefined}
              // The time comes first in the text (the day button's name reads '2:30 PM Dentist'), the title first on screen.
              display={{ base: 'none', md: 'flex' }}
              flexDirection="column"
              fontSize="xs"
              lineHeight="short"
              px="1"
              py="0.5"
              borderRadius="sm"
              // A followed calendar's event is outlined, the family's own filled: both in their colour.
              bg={followed ? 'bg.panel' : color.bg}
              color={color.fg}
              borderWidth={followed ? '1px' : undefined}
              borderInlineStartWidth="3px"
              borderColor={color.border}
              overflowWrap="anywhere"
              // Three lines of title and one of time at most; a longer title is read whole in the day's list.
              maxH={timed ? '4.25rem' : '3.375rem'}
              overflow="hidden"
            >
              {timed && (
                <chakra.span order={1} fontSize="2xs">
                  {formatTime(e.time)}
                </chakra.span>
              )}{' '}
              {e.title}
            </chakra.span>
          </Fragment>
        );
      })}
      {hidden > 0 && ' '}
      {hidden > 0 && (
        <chakra.span display={{ base: 'none', md: 'inline' }} fontSize="xs" fontWeight="medium" color="gray.700" px="1">
          {_('calendar.moreInCell', { count: hidden })}
        </chakra.span>
      )}
    </>
  );
}
