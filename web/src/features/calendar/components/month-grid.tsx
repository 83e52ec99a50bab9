import { Box, Flex, Heading, Button, chakra } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { CalendarOccurrence, SubscribedOccurrence } from '../api/calendar';
import { chipText, DayChips, MAX_EVENTS_IN_CELL } from './day-chips';
import { addDays, dayOfMonth, listSeparator, longDayName, monthOf, monthTitle, weekdays, type MonthKey } from '../lib/dates';
import type { ColorSet } from '../lib/member-colors';
import { TooltipIconButton } from '../../../components/ui/tooltip';

interface MonthGridProps {
  month: MonthKey;
  days: string[];
  today: string;
  selected: string;
  eventsByDay: Map<string, CalendarOccurrence[]>;
  colorOf: (e: CalendarOccurrence) => ColorSet;
  loading: boolean;
  onSelect: (day: string) => void;
  /** A day chosen by pointer (not moved to with the keyboard). */
  onTap?: (day: string) => void;
  onMonthChange: (step: number) => void;
  onToday: () => void;
  /** A pointer on a followed calendar's event opens its read-only view (keyboard users open it from the day's list). */
  onOpenSubscribed?: (e: SubscribedOccurrence) => void;
}

/** Points back or forward in time: left and right in English, mirrored right to left in Arabic. */
export function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
      data-chevron={direction}
      _rtl={{ transform: 'scaleX(-1)' }}
    >
      <path d={direction === 'previous' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </chakra.svg>
  );
}

/** Left and right move as they look: in a right-to-left grid the next day is on the left. */
const keySteps = (rtl: boolean): Record<string, number> => ({ ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1, ArrowUp: -7, ArrowDown: 7 });

export function eventCountText(n: number): string {
  return i18n._('calendar.eventCount', { count: n });
}

/** What a day cell shows: its number, up to 3 chips ('2:30 PM Dentist') and '+N more'. */
export function cellTexts(day: string, events: CalendarOccurrence[]): string[] {
  const chips = events.slice(0, MAX_EVENTS_IN_CELL).map(chipText);
  const hidden = events.length - MAX_EVENTS_IN_CELL;
  return [String(dayOfMonth(day)), ...chips, ...(hidden > 0 ? [i18n._('calendar.moreInCell', { count: hidden })] : [])];
}

/**
 * A day button's name starts with the text it shows, so speech control ('click 9') and the
 * visible label agree (WCAG 2.5.3); the full date and the event count follow.
 */
export function dayCellLabel(day: string, events: CalendarOccurrence[]): string {
  return [...cellTexts(day, events), longDayName(day), eventCountText(events.length)].join(listSeparator());
}

/**
 * The month, Sunday to Saturday (docs/decisions/0005; in Arabic Sunday is on the right, as the grid follows the page's
 * direction): a grid of day buttons with up to
 * 3 events each, then '+N more'. Arrow keys move the selected day (crossing into the next or
 * previous month when needed), Home/End go to the start/end of the week, Page Up/Down change month.
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, days, today, selected, eventsByDay, colorOf, loading, onSelect, onTap, onMonthChange, onToday, onOpenSubscribed } = props;
  const gridRef = useRef<HTMLDivElement>(null);
  const { _, i18n: active } = useLingui();
  const focusPending = useRef(false);
  const focusDay = days.includes(selected) ? selected : `${month}-01`;

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  function move(to: string) {
    focusPending.current = true;
    onSelect(to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const step = keySteps(active.locale === 'ar')[event.key];
    const weekday = days.indexOf(day) % 7;
    let to: string | null = null;
    if (step !== undefined) to = addDays(day, step);
    else if (event.key === 'Home') to = addDays(day, -weekday);
    else if (event.key === 'End') to = addDays(day, 6 - weekday);
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      focusPending.current = true;
      onMonthChange(event.key === 'PageUp' ? -1 : 1);
      return;
    }
    if (!to) return;
    event.preventDefault();
    move(to);
  }

  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const title = monthTitle(month);

  return (
    <Box>
      <Flex align="center" justify="space-between" gap="2" mb="4" wrap="wrap">
        <Flex align="center" gap="1">
          <TooltipIconButton variant="ghost" label={_('calendar.previousMonth')} onClick={() => onMonthChange(-1)}>
            <Chevron direction="previous" />
          </TooltipIconButton>
          <Heading as="h2" size="lg" id="calendar-month-title" aria-live="polite" minW="10rem" textAlign="center">
            {title}
          </Heading>
          <TooltipIconButton variant="ghost" label={_('calendar.nextMonth')} onClick={() => onMonthChange(1)}>
            <Chevron direction="next" />
          </TooltipIconButton>
        </Flex>
        <Button variant="outline" size="sm" onClick={onToday}>
          {_('calendar.today')}
        </Button>
      </Flex>
      <Box
        ref={gridRef}
        role="grid"
        aria-labelledby="calendar-month-title"
        aria-busy={loading || undefined}
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        overflow="hidden"
        bg="bg.panel"
      >
        <Box role="row" display="grid" gridTemplateColumns="repeat(7, minmax(0, 1fr))" bg="gray.100">
          {weekdays().map((d) => (
            <Box
              key={d.long}
              role="columnheader"
              py="2"
              px="0.5"
              textAlign="center"
              fontSize="sm"
              fontWeight="semibold"
              color="gray.700"
              // An Arabic day's name is its whole name: on a phone's narrow column it is cut, the whole name in its title.
              overflow="hidden"
              textOverflow="ellipsis"
              whiteSpace="nowrap"
            >
              <abbr title={d.long} style={{ textDecoration: 'none' }}>
                {d.short}
              </abbr>
            </Box>
          ))}
        </Box>
        {weeks.map((week) => (
          <Box role="row" key={week[0]} display="grid" gridTemplateColumns="repeat(7, minmax(0, 1fr))">
            {week.map((day) => {
              const events = eventsByDay.get(day) ?? [];
              const inMonth = monthOf(day) === month;
              const isToday = day === today;
              const isSelected = day === selected;
              return (
                <Box
                  role="gridcell"
                  key={day}
                  aria-selected={isSelected}
                  borderTopWidth="1px"
                  borderInlineStartWidth={day === week[0] ? 0 : '1px'}
                  borderColor="border"
                >
                  <chakra.button
                    type="button"
                    data-day={day}
                    data-today={isToday || undefined}
                    data-selected={isSelected || undefined}
                    aria-label={dayCellLabel(day, events)}
                    aria-current={isToday ? 'date' : undefined}
                    tabIndex={day === focusDay ? 0 : -1}
                    onClick={() => {
                      onSelect(day);
                      onTap?.(day);
                    }}
                    onKeyDown={(e) => onKeyDown(e, day)}
                    display="flex"
                    flexDirection="column"
                    alignItems="stretch"
                    gap="1"
                    w="full"
                    minH="100px"
                    h="full"
                    p="1"
                    textAlign="start"
                    cursor="pointer"
                    bg={isSelected ? 'blue.50' : inMonth ? 'bg.panel' : 'gray.50'}
                    outline={isSelected ? '2px solid' : undefined}
                    outlineColor={isSelected ? 'blue.600' : undefined}
                    outlineOffset="-2px"
                    _hover={{ bg: isSelected ? 'blue.100' : 'gray.100' }}
                    _focusVisible={{ outline: '3px solid', outlineColor: 'blue.700', outlineOffset: '-3px' }}
                  >
                    <chakra.span
                      alignSelf="flex-start"
                      display="inline-flex"
                      alignItems="center"
                      justifyContent="center"
                      minW="7"
                      h="7"
                      px="1"
                      borderRadius="full"
                      fontSize="sm"
                      fontWeight={isToday ? 'bold' : 'medium'}
                      bg={isToday ? 'blue.700' : undefined}
                      color={isToday ? 'white' : inMonth ? 'fg' : 'gray.600'}
                    >
                      {dayOfMonth(day)}
                    </chakra.span>
                    <DayChips events={events} colorOf={colorOf} onOpenSubscribed={onOpenSubscribed} />
                  </chakra.button>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
