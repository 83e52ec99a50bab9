import { Badge, Button, Dialog, Link, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { MAX_EVENT_DAYS } from '../../../../../shared/schemas/calendar';
import { translateKnown } from '../../../i18n/known-text';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { createEvent, useRefreshEvents, type CalendarOccurrence, type EventBody, type SubscribedOccurrence } from '../api/calendar';
import { addDays, extraDays, formatTime, longDayName } from '../lib/dates';

const cut = (text: string | null, max: number) => (text ? text.slice(0, max) : null);

/**
 * A subscribed occurrence as an ordinary event of the family's own. Lengths are kept within the event rules
 * (shared/schemas/calendar.ts), since another calendar may hold longer texts than this app allows.
 */
export function copyBody(e: SubscribedOccurrence): EventBody {
  return {
    title: e.title.slice(0, 200),
    date: e.date,
    time: e.allDay ? null : e.time,
    duration: Math.min(Math.max(e.duration, 1), 1440 * MAX_EVENT_DAYS),
    allDay: e.allDay,
    location: cut(e.location, 200),
    description: cut(e.description, 2000),
    type: 'other',
    priority: 'medium',
    familyMemberId: e.familyMemberId,
    recurrence: 'none',
    reminderMinutes: null,
  };
}

interface OccurrenceViewDialogProps {
  /** The event shown; it stays set while the dialog closes, so the text does not change. */
  occurrence: SubscribedOccurrence | null;
  open: boolean;
  peopleOf: (e: CalendarOccurrence) => string | null;
  onOpenChange: (open: boolean) => void;
}

/** 'Monday 9 March 2026, 2:30 PM (45 min)', 'Friday 3 April 2026, all day', or a span of days. */
export function whenText(e: Pick<SubscribedOccurrence, 'date' | 'time' | 'allDay' | 'duration'>): string {
  const days = extraDays(e);
  if (e.allDay || !e.time) {
    return days > 0
      ? i18n._('calendar.when.allDaySpan', { from: longDayName(e.date), to: longDayName(addDays(e.date, days)) })
      : i18n._('calendar.when.allDay', { day: longDayName(e.date) });
  }
  return i18n._('calendar.when.timed', { day: longDayName(e.date), time: formatTime(e.time), minutes: e.duration });
}

/**
 * An event from a calendar the family follows: shown, not edited (the calendar's owner changes it). "Copy to my
 * calendar" makes an ordinary event of it, which the family can then change.
 */
export function OccurrenceViewDialog({ occurrence: e, open, peopleOf, onOpenChange }: OccurrenceViewDialogProps) {
  const refreshEvents = useRefreshEvents();
  const [copying, setCopying] = useState(false);
  const rowId = e ? `calendar-${e.source.subscriptionId}` : '';
  // Set when the "From …" link closes the dialog, so focus lands on the calendar's row instead of going back.
  const [toRow, setToRow] = useState(false);
  const member = e ? peopleOf(e) : null;
  const { _ } = useLingui();

  async function copy() {
    if (!e) return;
    setCopying(true);
    try {
      await createEvent(copyBody(e));
      onOpenChange(false);
      notify({ title: _('calendar.occurrence.copied'), type: 'success' });
      await refreshEvents();
    } catch (error) {
      notify({
        title: _('calendar.occurrence.copyFailed'),
        description: translateKnown(serverErrorMessage(error)) ?? _('calendar.tryAgain'),
        type: 'destructive',
      });
    } finally {
      setCopying(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (d.open) setToRow(false);
        onOpenChange(d.open);
      }}
      placement="center"
      size="md"
      scrollBehavior="inside"
      finalFocusEl={toRow ? () => document.getElementById(rowId) : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {e && (
              <>
                <Dialog.Header>
                  <Dialog.Title overflowWrap="anywhere">{e.title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Dialog.Description asChild>
                      <Text>{whenText(e)}</Text>
                    </Dialog.Description>
                    <Badge alignSelf="flex-start" bg={`${e.source.color}1a`} color="gray.900" borderInlineStartWidth="3px" borderColor={e.source.color}>
                      {_('calendar.occurrence.readOnly')}
                    </Badge>
                    {member && <Text fontSize="sm">{_('calendar.forPeople', { people: member })}</Text>}
                    {e.location && <Text fontSize="sm">{_('calendar.location', { location: e.location })}</Text>}
                    {e.description && (
                      // Shown as text: a calendar's description is never markup here.
                      <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
                        {e.description}
                      </Text>
                    )}
                    <Text fontSize="sm">
                      <Link
                        href={`#${rowId}`}
                        color="blue.700"
                        textDecoration="underline"
                        onClick={() => {
                          setToRow(true);
                          onOpenChange(false);
                        }}
                      >
                        <chakra.span w="2.5" h="2.5" borderRadius="full" bg={e.source.color} display="inline-block" aria-hidden="true" />
                        {_('calendar.fromSource', { name: e.source.name })}
                      </Link>
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {_('calendar.occurrence.note')}
                    </Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{_('calendar.close')}</Button>
                  </Dialog.ActionTrigger>
                  <Button loading={copying} loadingText={_('calendar.occurrence.copying')} onClick={() => void copy()}>
                    {_('calendar.occurrence.copy')}
                  </Button>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default OccurrenceViewDialog;
