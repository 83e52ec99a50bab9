import { useLingui } from '@lingui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import '../../../components/ui/plain.css';
import { PlainButton } from '../../../components/ui/plain-button';
import { paths } from '../../../config/paths';
import { linkedFamily, peopleText, type CalendarOccurrence } from '../../../features/calendar/api/calendar';
import { dueText, familyColor, longDay, shortDay, timeText, type TodayView } from '../lib/today';
import './today.css';

interface TodaySectionProps {
  view: TodayView;
  members: readonly FamilyMember[] | undefined;
  userId: string;
  onAddEvent: () => void;
}

type NameOf = (id: string) => string | null;

function EventRow({ event, nameOf, withDay }: { event: CalendarOccurrence; nameOf: NameOf; withDay: boolean }) {
  const { _ } = useLingui();
  const who = peopleText(event, nameOf);
  const family = linkedFamily(event);
  return (
    <li className="td-event">
      <span className="td-when">{withDay ? _('home.dayAndTime_same', { day: shortDay(event.date), time: timeText(event) }) : timeText(event)}</span>
      <span className="td-what">
        <span className="pc-medium">{event.title}</span>
        {who && <span className="pc-muted"> · {who}</span>}
        {family && (
          <span className="td-mark">
            <span className="td-dot" style={{ background: familyColor(family.color) }} aria-hidden="true" />
            {family.name}
          </span>
        )}
      </span>
    </li>
  );
}

function Day({ title, events, nameOf, none }: { title?: string; events: CalendarOccurrence[]; nameOf: NameOf; none: string }) {
  return (
    <div className="pc-stack pc-gap-2">
      {title && <h3 className="pc-heading-sm">{title}</h3>}
      {events.length === 0 ? (
        <p className="pc-muted pc-sm">{none}</p>
      ) : (
        <ul className="td-list">
          {events.map((e) => (
            <EventRow key={e.id} event={e} nameOf={nameOf} withDay={false} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The top of the dashboard: today and the days ahead for the whole household (the linked families' events carry
 * their mark and colour), what is due, the open to-dos, the Shopping list, and one tap to add an event.
 * Plain elements, like the rest of the dashboard's first view.
 */
export const TodaySection = memo(function TodaySection({ view, members, userId, onAddEvent }: TodaySectionProps) {
  // The texts and the dates follow the language (the section is memoised).
  const { _ } = useLingui();
  const names = new Map((members ?? []).map((m) => [m.id, m.name]));
  names.set(userId, _('home.me'));
  const nameOf: NameOf = (id) => names.get(id) ?? null;
  const { today, tomorrow, later, due, openTodos, shopping } = view;
  const nothing = today.events.length + tomorrow.events.length + later.length + due.length === 0;

  let body;
  if (nothing) body = <p className="pc-muted">{_('home.nothingAhead')}</p>;
  else {
    body = (
      <>
        <Day events={today.events} nameOf={nameOf} none={_('home.nothingToday')} />
        <Day title={_('home.tomorrow')} events={tomorrow.events} nameOf={nameOf} none={_('home.nothingTomorrow')} />
        {later.length > 0 && (
          <div className="pc-stack pc-gap-2">
            <h3 className="pc-heading-sm">{_('home.laterThisWeek')}</h3>
            <ul className="td-list">
              {later.map((e) => (
                <EventRow key={e.id} event={e} nameOf={nameOf} withDay />
              ))}
            </ul>
          </div>
        )}
        {due.length > 0 && (
          <div className="pc-stack pc-gap-2">
            <h3 className="pc-heading-sm">{_('home.due')}</h3>
            <ul className="td-list">
              {due.map((t) => (
                <li key={t.id} className="td-event">
                  <span className="td-when">{dueText(t.dueDate!.slice(0, 10), today.date)}</span>
                  <span className="td-what">
                    {t.task}
                    {t.assigneeId && nameOf(t.assigneeId) && <span className="pc-muted"> · {nameOf(t.assigneeId)}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="today-title" className="pc-card td">
      <div className="pc-stack pc-gap-4 td-body">
        <div className="pc-row pc-between pc-gap-3">
          <div>
            <h2 id="today-title" className="pc-heading-md">
              {_('home.today')}
            </h2>
            <p className="pc-muted pc-sm">{longDay(today.date)}</p>
          </div>
          <PlainButton onClick={onAddEvent}>{_('home.addEvent')}</PlainButton>
        </div>
        {body}
        {/* Before the first member the header has no Calendar button: All events leads there. No link here says
            "Calendar", so the header's stays the only one of that name. */}
        <div className="td-links">
          <RouterLink className="td-link" to={paths.calendar.getHref()}>
            {_('home.allEvents')}
          </RouterLink>
          <RouterLink className="td-link" to={paths.calendar.getHref()}>
            {_('home.openTodos', { count: openTodos })}
          </RouterLink>
          {shopping && (
            <RouterLink className="td-link" to={paths.lists.getHref(shopping.id)}>
              {_('home.toBuy', { count: shopping.openCount })}
            </RouterLink>
          )}
        </div>
      </div>
    </section>
  );
});
