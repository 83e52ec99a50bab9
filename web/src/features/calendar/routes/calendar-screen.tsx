import { Box, Card, Grid, Spinner, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { Page } from '../../../components/ui/page';
import { serverErrorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/user';
import { useFamilyMembers } from '../../../lib/family-members';
import {
  deleteEvent,
  isSubscribed,
  linkedFamily,
  peopleText,
  useCalendarEvents,
  useCalendarPeople,
  useRefreshEvents,
  type CalendarOccurrence,
  type SubscribedOccurrence,
} from '../api/calendar';
import { DayPanel } from '../components/day-panel';
import type { EventActions } from '../components/day-list';
import { EventDialog, type EventDialogMode } from '../components/event-dialog';
import { FamilyColorsLegend } from '../components/family-colors-legend';
import { MonthGrid } from '../components/month-grid';
import { ScopeDialog, type SeriesScope } from '../components/scope-dialog';
import { SubscribeCard } from '../components/subscribe-card';
import { TasksCard } from '../components/tasks-card';
import { ViewSwitch } from '../components/view-switch';
import { useLoadErrorToast, useOpenedOnce } from '../hooks';
import { addDays, addMonths, firstOfMonth, monthGrid, monthOf, todayIn, type MonthKey } from '../lib/dates';
import { colorForMember, familyColorSet, subscriptionColorSet } from '../lib/member-colors';
import { peopleChoices, personNames } from '../lib/people';
import { AGENDA_STEP, daysFrom, groupByDay, initialView, rememberView, weekOf, type CalendarView } from '../lib/views';

/** The read-only view of a followed calendar's event loads when one is first opened. */
const OccurrenceViewDialog = lazy(() => import('../components/occurrence-view-dialog'));
/** The week and the agenda load when first shown: the month is what most screens open on. */
const AgendaView = lazy(() => import('../components/agenda-view'));
const WeekView = lazy(() => import('../components/week-view'));
/** Below the fold: "Calendars you follow" arrives as its own file, after the month. */
const SubscriptionsCard = lazy(() => import('../components/subscriptions-card'));

type PendingAction = { action: 'edit' | 'delete'; occurrence: CalendarOccurrence };

/**
 * /calendar (docs/decisions/0005, 0015): the month (or a week, or the agenda of the days ahead), the selected
 * day's events, tasks, colours, the feed and the calendars followed.
 */
export function CalendarScreen() {
  const { user } = useUser();
  const { _ } = useLingui();
  const today = useMemo(() => todayIn(user?.timezone), [user?.timezone]);
  const [month, setMonth] = useState<MonthKey>(() => monthOf(today));
  const [selected, setSelected] = useState(today);
  const [dialog, setDialog] = useState<EventDialogMode | null>(null);
  // The event asked about stays set while its dialog closes, so the dialog text does not change.
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [pendingOpen, setPendingOpen] = useState(false);
  const refreshEvents = useRefreshEvents();
  const [viewing, setViewing] = useState<SubscribedOccurrence | null>(null);
  const [viewOpen, setViewOpen] = useState(false);
  const viewRequested = useOpenedOnce(viewOpen);

  const [view, setView] = useState<CalendarView>(initialView);
  const [agendaLength, setAgendaLength] = useState(AGENDA_STEP);
  const panelRef = useRef<HTMLDivElement>(null);

  const grid = useMemo(() => monthGrid(month), [month]);
  // Only the days the chosen view shows are asked for.
  const shown = useMemo(
    () => (view === 'month' ? grid.days : view === 'week' ? weekOf(selected) : daysFrom(today, agendaLength)),
    [view, grid.days, selected, today, agendaLength],
  );
  const { events, error: eventsError, isLoading } = useCalendarEvents(shown[0], shown[shown.length - 1], { keepPrevious: view === 'agenda' });
  const { members, error: membersError } = useFamilyMembers();
  const { families } = useCalendarPeople();
  useLoadErrorToast(eventsError, _('calendar.loadEventsFailed'));
  useLoadErrorToast(membersError, _('calendar.loadMembersFailed'));

  const byDay = useMemo(() => groupByDay(events, shown), [events, shown]);
  // A followed calendar's events wear its colour, and a linked family's theirs, so they stand apart from the family's own.
  const colorOf = (e: CalendarOccurrence) => {
    if (isSubscribed(e)) return subscriptionColorSet(e.source.color);
    const family = linkedFamily(e);
    return family ? familyColorSet(family.color) : colorForMember(e.familyMemberId, members);
  };
  const me = user ? { id: user.id, name: `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() } : null;
  const names = personNames(families, members ?? [], me);
  const peopleOf = (e: CalendarOccurrence) => peopleText(e, (id) => names.get(id) ?? null);
  const choices = peopleChoices(families, members ?? [], me);
  const actions: EventActions = { colorOf, peopleOf, onEdit: (e) => startEdit(e), onView: (e) => openView(e) };

  function select(day: string) {
    setSelected(day);
    if (!grid.days.includes(day)) setMonth(monthOf(day));
  }

  function changeView(next: CalendarView) {
    setView(next);
    rememberView(next);
  }

  /** A tap on a day shows its events where the finger is: below the grid on a phone, the panel is scrolled to. */
  const tapDay = () => requestAnimationFrame(() => panelRef.current?.scrollIntoView({ block: 'nearest' }));

  function changeMonth(step: number) {
    const next = addMonths(month, step);
    setMonth(next);
    setSelected(monthOf(today) === next ? today : firstOfMonth(next));
  }

  function openView(occurrence: SubscribedOccurrence) {
    setViewing(occurrence);
    setViewOpen(true);
  }

  function ask(action: PendingAction) {
    setPending(action);
    setPendingOpen(true);
  }

  function startEdit(occurrence: CalendarOccurrence) {
    if (occurrence.isRecurring) ask({ action: 'edit', occurrence });
    else setDialog({ kind: 'edit', occurrence, scope: 'event' });
  }

  async function remove(occurrence: CalendarOccurrence, scope: SeriesScope | 'event') {
    try {
      await deleteEvent(scope === 'occurrence' ? occurrence.id : occurrence.eventId);
      setPendingOpen(false);
      notify({ title: scope === 'series' ? _('calendar.seriesDeleted') : _('calendar.eventDeleted'), type: 'success' });
      await refreshEvents();
    } catch (error) {
      notify({ title: _('calendar.deleteFailed'), description: serverErrorMessage(error) ?? _('calendar.tryAgain'), type: 'destructive' });
    }
  }

  return (
    <Page title={_('calendar.title')} description={_('calendar.description')}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Card.Root as="section" aria-labelledby={view === 'month' ? 'calendar-month-title' : 'calendar-view-title'} size="sm">
          <Card.Body>
            <ViewSwitch value={view} onChange={changeView} />
            {view === 'month' ? (
              <MonthGrid
                month={month}
                days={grid.days}
                today={today}
                selected={selected}
                eventsByDay={byDay}
                colorOf={colorOf}
                loading={isLoading}
                onSelect={select}
                onTap={tapDay}
                onMonthChange={changeMonth}
                onOpenSubscribed={openView}
                onToday={() => {
                  setMonth(monthOf(today));
                  setSelected(today);
                }}
              />
            ) : (
              <Suspense fallback={<Spinner aria-label={_('calendar.loadingEvents')} />}>
                {view === 'week' ? (
                  <WeekView
                    today={today}
                    days={shown}
                    eventsByDay={byDay}
                    loading={isLoading}
                    actions={actions}
                    onWeekChange={(step) => select(addDays(selected, step * 7))}
                    onToday={() => select(today)}
                    onAdd={() => setDialog({ kind: 'new', date: selected })}
                  />
                ) : (
                  <AgendaView
                    today={today}
                    days={shown}
                    eventsByDay={byDay}
                    loading={isLoading}
                    actions={actions}
                    onAdd={() => setDialog({ kind: 'new', date: today })}
                    onMore={() => setAgendaLength((n) => n + AGENDA_STEP)}
                  />
                )}
              </Suspense>
            )}
          </Card.Body>
        </Card.Root>
        <Stack gap="6">
          {view === 'month' && (
            <Box ref={panelRef} scrollMarginTop="4">
              <DayPanel
                day={selected}
                events={byDay.get(selected) ?? []}
                loading={isLoading}
                colorOf={colorOf}
                peopleOf={peopleOf}
                onAdd={() => setDialog({ kind: 'new', date: selected })}
                onEdit={startEdit}
                onDelete={(occurrence) => ask({ action: 'delete', occurrence })}
                onView={openView}
              />
            </Box>
          )}
          <TasksCard />
        </Stack>
      </Grid>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="6" alignItems="start">
        <FamilyColorsLegend members={members} linkedFamilies={families?.filter((f) => !f.own)} />
        <SubscribeCard />
      </Grid>
      <Suspense fallback={null}>
        <SubscriptionsCard members={members} timeZone={user?.timezone} />
      </Suspense>

      {viewRequested && (
        <Suspense fallback={null}>
          <OccurrenceViewDialog occurrence={viewing} open={viewOpen} peopleOf={peopleOf} onOpenChange={setViewOpen} />
        </Suspense>
      )}
      <EventDialog mode={dialog} families={choices} onClose={() => setDialog(null)} />
      <ScopeDialog
        open={pendingOpen && Boolean(pending?.occurrence.isRecurring)}
        action={pending?.action ?? 'edit'}
        eventTitle={pending?.occurrence.title ?? ''}
        onClose={() => setPendingOpen(false)}
        onChoose={async (scope) => {
          if (!pending) return;
          if (pending.action === 'delete') return remove(pending.occurrence, scope);
          setPendingOpen(false);
          setDialog({ kind: 'edit', occurrence: pending.occurrence, scope });
        }}
      />
      <ConfirmDialog
        open={pendingOpen && pending?.action === 'delete' && !pending.occurrence.isRecurring}
        title={_('calendar.deleteTitle', { title: pending?.occurrence.title ?? '' })}
        description={_('calendar.deleteBody')}
        confirmLabel={_('calendar.deleteConfirm')}
        busyLabel={_('calendar.deleting')}
        cancelLabel={_('calendar.cancel')}
        onConfirm={() => (pending ? remove(pending.occurrence, 'event') : undefined)}
        onOpenChange={(open) => !open && setPendingOpen(false)}
      />
    </Page>
  );
}

export default CalendarScreen;
