import { linkSidesOf } from '../auth/sessions';
import { DateTime } from 'luxon';
import { subscriptionType } from '../../shared/plans';
import { sendTemplate, sendText } from '../adapters/whatsapp';
import { listCalendar, type CalendarEntry } from '../subscriptions/calendar-view';
import { config } from '../config';
import { listMembersByUser } from '../data/members';
import type { UserItem } from '../data/users';
import { openShoppingCount } from '../lists/lists';
import { listTodos, type Todo } from '../todos/todos';
import { readState, SESSION_WINDOW_MS } from '../whatsapp/conversation';
import { runSummaryJob, type SummaryJob, type SummaryJobOptions } from './summaries';

/**
 * The daily agenda on WhatsApp: at 07:00 in the account's timezone, today's events, the open to-dos and the
 * number of open items on the Shopping lists (the family's and linked families', docs/decisions/0014), for
 * accounts with the assistant's plans (Simplify, Simplify+) and a verified WhatsApp connection. Within 24 h
 * of the parent's last message it goes as free text; outside that window WhatsApp delivers only approved
 * templates, so it goes as the configured template with the day, the events and the to-dos as its three
 * body variables.
 */

/** Items listed per section; the rest are counted ("and 3 more"). */
const MAX_LINES = 8;

export interface Agenda {
  /** "Monday 23 November" */
  day: string;
  events: string[];
  todos: string[];
  /** Open items on the Shopping lists the account can reach. */
  shopping: number;
}

/** "16:00: Swimming (Mia, Sam) · Ana Okafor’s family": a linked family's event says whose it is and names its people itself. */
export function eventLine(
  e: Pick<CalendarEntry, 'title' | 'time' | 'allDay' | 'familyMemberId' | 'date'> & Pick<Partial<CalendarEntry>, 'memberIds' | 'people' | 'family'>,
  names: Map<string, string>,
  day?: string,
) {
  const ids = e.memberIds ?? (e.familyMemberId ? [e.familyMemberId] : []);
  const people = e.people?.map((p) => p.name) ?? ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : []));
  const who = people.length ? ` (${people.join(', ')})` : '';
  const whose = e.family ? ` · ${e.family.name}’s family` : '';
  const when = e.allDay || !e.time || (day && e.date !== day) ? 'All day' : e.time;
  return `${when}: ${e.title}${who}${whose}`;
}

/** Open to-dos, the overdue and due first (by due date), then the rest in the order they were made. */
export function openTodoLines(todos: Todo[], today: string, names: Map<string, string>): string[] {
  const open = todos
    .filter((t) => !t.isCompleted)
    .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.created_at.localeCompare(b.created_at));
  return open.map((t) => {
    const due = !t.dueDate
      ? ''
      : t.dueDate < today
        ? ' (overdue)'
        : t.dueDate === today
          ? ' (due today)'
          : ` (due ${DateTime.fromISO(t.dueDate).toFormat('d LLL')})`;
    const who = t.assigneeId && names.get(t.assigneeId) ? ` - ${names.get(t.assigneeId)}` : '';
    return `${t.task}${who}${due}`;
  });
}

/** "Shopping list: 3 items to buy", or nothing when the lists are empty. */
export const shoppingLine = (open: number) => (open > 0 ? [`Shopping list: ${open} item${open === 1 ? '' : 's'} to buy`] : []);

export const capped = (lines: string[], max = MAX_LINES) => (lines.length <= max ? lines : [...lines.slice(0, max), `and ${lines.length - max} more`]);

export function agendaText(firstName: string, a: Agenda): string {
  const parts = [`Good morning ${firstName}! Here is your ${a.day}.`];
  parts.push(
    a.events.length
      ? `Today:\n${capped(a.events)
          .map((l) => `• ${l}`)
          .join('\n')}`
      : 'Nothing on the calendar today.',
  );
  if (a.todos.length)
    parts.push(
      `Open to-dos:\n${capped(a.todos)
        .map((l) => `• ${l}`)
        .join('\n')}`,
    );
  parts.push(...shoppingLine(a.shopping));
  parts.push('Reply here to add or change anything.');
  return parts.join('\n\n');
}

/**
 * The template's body variables: {{1}} the day, {{2}} the events, {{3}} the to-dos and the shopping count
 * (each one line; the approved template has these three, so the count joins the to-dos).
 */
export const agendaParameters = (a: Agenda) => {
  const rest = [...(a.todos.length ? capped(a.todos, 6) : []), ...shoppingLine(a.shopping)];
  return [a.day, a.events.length ? capped(a.events, 6).join('; ') : 'nothing on the calendar', rest.length ? rest.join('; ') : 'none'];
};

const hasAssistantPlan = (user: UserItem) => ['simplify', 'simplify_plus'].includes(subscriptionType(user));

export const dailyAgenda: SummaryJob<Agenda> = {
  kind: 'daily',
  entity: 'daily_push_delivery',
  skipReason: (user) =>
    !hasAssistantPlan(user) ? 'no assistant plan' : !(user.whatsapp_verified_at && user.whatsapp_number) ? 'no WhatsApp connection' : null,
  async compose(user, period) {
    const caller = { userId: user.id, links: await linkSidesOf(user.id) };
    const [events, todos, members, shopping] = await Promise.all([
      listCalendar(caller, period, period, { user }),
      listTodos(user.id),
      listMembersByUser(user.id),
      openShoppingCount(caller),
    ]);
    const names = new Map(members.map((m) => [m.id, m.name]));
    const agenda: Agenda = {
      day: DateTime.fromISO(period).toFormat('cccc d LLLL'),
      events: events.map((e) => eventLine(e, names, period)),
      todos: openTodoLines(todos, period, names),
      shopping,
    };
    return agenda.events.length || agenda.todos.length || agenda.shopping ? agenda : null;
  },
  async send(user, agenda, _period, now) {
    const to = user.whatsapp_number!.replace(/\D/g, '');
    const state = await readState(user.id);
    const last = Date.parse(String(state?.lastInboundAt ?? ''));
    if (last >= now.getTime() - SESSION_WINDOW_MS) return { channel: 'text', ids: await sendText(to, agendaText(user.first_name, agenda)) };
    const { WHATSAPP_DAILY_TEMPLATE, WHATSAPP_TEMPLATE_LANGUAGE } = config();
    return { channel: 'template', ids: await sendTemplate(to, WHATSAPP_DAILY_TEMPLATE, WHATSAPP_TEMPLATE_LANGUAGE, agendaParameters(agenda)) };
  },
};

export const runDailyAgenda = (now = new Date(), opts: SummaryJobOptions = {}) => runSummaryJob(dailyAgenda, now, opts);
