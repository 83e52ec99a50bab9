import { linkSidesOf } from '../auth/sessions';
import { subscriptionType } from '../../shared/plans';
import { sendTemplate, sendText } from '../adapters/whatsapp';
import { listCalendar, type CalendarEntry } from '../subscriptions/calendar-view';
import { config } from '../config';
import { listMembersByUser } from '../data/members';
import type { UserItem } from '../data/users';
import { openShoppingCount } from '../lists/lists';
import { listTodos, type Todo } from '../todos/todos';
import { readState, SESSION_WINDOW_MS } from '../whatsapp/conversation';
import { ENGLISH_JOB_TEXTS, jobTexts, type Due, type JobTexts } from './job-texts';
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
  t: JobTexts = ENGLISH_JOB_TEXTS,
) {
  const ids = e.memberIds ?? (e.familyMemberId ? [e.familyMemberId] : []);
  const people = e.people?.map((p) => p.name) ?? ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : []));
  const time = e.allDay || !e.time || (day && e.date !== day) ? null : e.time;
  return t.eventLine({ time, title: e.title, people, family: e.family?.name });
}

/** Open to-dos, the overdue and due first (by due date), then the rest in the order they were made. */
export function openTodoLines(todos: Todo[], today: string, names: Map<string, string>, t: JobTexts = ENGLISH_JOB_TEXTS): string[] {
  const open = todos
    .filter((x) => !x.isCompleted)
    .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.created_at.localeCompare(b.created_at));
  return open.map((x) => {
    const due: Due | undefined = !x.dueDate
      ? undefined
      : x.dueDate < today
        ? { kind: 'overdue' }
        : x.dueDate === today
          ? { kind: 'today' }
          : { kind: 'on', date: x.dueDate };
    return t.todoLine({ task: x.task, who: (x.assigneeId && names.get(x.assigneeId)) || undefined, due });
  });
}

/** "Shopping list: 3 items to buy", or nothing when the lists are empty. */
export const shoppingLine = (open: number, t: JobTexts = ENGLISH_JOB_TEXTS) => (open > 0 ? [t.shopping(open)] : []);

export const capped = (lines: string[], max = MAX_LINES, more = (n: number) => ENGLISH_JOB_TEXTS.more(n, 'todos')) =>
  lines.length <= max ? lines : [...lines.slice(0, max), more(lines.length - max)];

export function agendaText(firstName: string, a: Agenda, t: JobTexts = ENGLISH_JOB_TEXTS): string {
  const list = (lines: string[], of: 'events' | 'todos') =>
    capped(lines, MAX_LINES, (n) => t.more(n, of))
      .map(t.bullet)
      .join('\n');
  const parts = [t.goodMorning(firstName, a.day)];
  parts.push(a.events.length ? `${t.today}\n${list(a.events, 'events')}` : t.nothingToday);
  if (a.todos.length) parts.push(`${t.openTodos}\n${list(a.todos, 'todos')}`);
  parts.push(...shoppingLine(a.shopping, t));
  parts.push(t.replyHere);
  return parts.join('\n\n');
}

/**
 * The template's body variables: {{1}} the day, {{2}} the events, {{3}} the to-dos and the shopping count
 * (each one line; the approved template has these three, so the count joins the to-dos).
 */
export const agendaParameters = (a: Agenda, t: JobTexts = ENGLISH_JOB_TEXTS) => {
  const rest = [...(a.todos.length ? capped(a.todos, 6, (n) => t.more(n, 'todos')) : []), ...shoppingLine(a.shopping, t)];
  return [
    a.day,
    a.events.length ? capped(a.events, 6, (n) => t.more(n, 'events')).join('; ') : t.templateNothing,
    rest.length ? rest.join('; ') : t.templateNone,
  ];
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
    const t = jobTexts(user.preferred_language);
    const agenda: Agenda = {
      day: t.day(period),
      events: events.map((e) => eventLine(e, names, period, t)),
      todos: openTodoLines(todos, period, names, t),
      shopping,
    };
    return agenda.events.length || agenda.todos.length || agenda.shopping ? agenda : null;
  },
  async send(user, agenda, _period, now) {
    const t = jobTexts(user.preferred_language);
    const to = user.whatsapp_number!.replace(/\D/g, '');
    const state = await readState(user.id);
    const last = Date.parse(String(state?.lastInboundAt ?? ''));
    if (last >= now.getTime() - SESSION_WINDOW_MS) return { channel: 'text', ids: await sendText(to, agendaText(user.first_name, agenda, t)) };
    const { WHATSAPP_DAILY_TEMPLATE, WHATSAPP_TEMPLATE_LANGUAGE, WHATSAPP_TEMPLATE_LANGUAGE_AR } = config();
    // The template's translation in the profile's language, its variables in that language too.
    const language = user.preferred_language === 'ar' ? WHATSAPP_TEMPLATE_LANGUAGE_AR : WHATSAPP_TEMPLATE_LANGUAGE;
    return { channel: 'template', ids: await sendTemplate(to, WHATSAPP_DAILY_TEMPLATE, language, agendaParameters(agenda, t)) };
  },
};

export const runDailyAgenda = (now = new Date(), opts: SummaryJobOptions = {}) => runSummaryJob(dailyAgenda, now, opts);
