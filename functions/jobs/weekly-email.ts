import { linkSidesOf } from '../auth/sessions';
import { DateTime } from 'luxon';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FamilyMember } from '../../shared/schemas/family';
import { emailChrome, escapeHtml, sendEmail, type Email } from '../adapters/mailer';
import { secret } from '../adapters/secrets';
import { listCalendar } from '../subscriptions/calendar-view';
import { appUrl } from '../config';
import { listMembersByUser } from '../data/members';
import { openShoppingCount } from '../lists/lists';
import { listTodos } from '../todos/todos';
import { capped, eventLine, openTodoLines, shoppingLine } from './daily-agenda';
import { ENGLISH_JOB_TEXTS, jobTexts, type JobTexts } from './job-texts';
import { runSummaryJob, type SummaryJob, type SummaryJobOptions } from './summaries';

/**
 * The weekly email: Sunday 18:00 in the account's timezone, next week's events (Monday to Sunday) per
 * family member, the open to-dos, the number of open items on the Shopping lists, and the birthdays of the
 * coming 14 days. Every email carries an
 * unsubscribe link that works without signing in, and a List-Unsubscribe header (one-click, RFC 8058) whose
 * POST target is the API route itself.
 */

export interface Weekly {
  /** "Mon 24 Nov - Sun 30 Nov" */
  range: string;
  /** Per member (or "Everyone"), each day's events. */
  groups: Array<{ who: string; lines: string[] }>;
  todos: string[];
  /** Open items on the Shopping lists the account can reach. */
  shopping: number;
  birthdays: string[];
  unsubscribe: { page: string; oneClick: string };
}

// The unsubscribe token: the account id and an HMAC of it under the JWT signing key, bound to this one purpose
// by the label. It is not a JWT or a one-time token, so no other check accepts it, and all it can do is turn
// the weekly email off. It does not expire: an old email's link still unsubscribes.
const PURPOSE = 'simplify/weekly-email-unsubscribe/v1';
const mac = async (userId: string) =>
  createHmac('sha256', await secret('jwt'))
    .update(`${PURPOSE}\n${userId}`)
    .digest('base64url');

export async function unsubscribeToken(userId: string): Promise<string> {
  return `${Buffer.from(userId).toString('base64url')}.${await mac(userId)}`;
}

/** The account id the token was made for, or null when it was not made by us (tampered, truncated). */
export async function unsubscribeTokenOwner(token: string): Promise<string | null> {
  const [id64, given] = token.split('.');
  if (!id64 || !given) return null;
  const userId = Buffer.from(id64, 'base64url').toString('utf8');
  const expected = Buffer.from(await mac(userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : null;
}

/** The link in the email (the web page, which asks before posting) and the one-click target for mail clients. */
export async function unsubscribeUrls(userId: string) {
  const base = appUrl();
  const token = await unsubscribeToken(userId);
  return { page: `${base}/unsubscribe?token=${token}`, oneClick: `${base}/api/summaries/unsubscribe?token=${token}` };
}

/** The next birthday on or after `from` (29 February is kept on 28 February in other years) within `days`. */
export function birthdaysWithin(
  members: Pick<FamilyMember, 'name' | 'date_of_birth'>[],
  from: string,
  days: number,
  t: JobTexts = ENGLISH_JOB_TEXTS,
): string[] {
  const start = DateTime.fromISO(from, { zone: 'UTC' });
  const end = start.plus({ days: days - 1 });
  const found: Array<{ on: DateTime; line: string }> = [];
  for (const m of members) {
    const born = DateTime.fromISO(String(m.date_of_birth ?? ''), { zone: 'UTC' });
    if (!born.isValid) continue;
    for (const year of [start.year, start.year + 1]) {
      const on = DateTime.fromObject(
        { year, month: born.month, day: Math.min(born.day, DateTime.fromObject({ year, month: born.month }, { zone: 'UTC' }).daysInMonth!) },
        { zone: 'UTC' },
      );
      if (on >= start && on <= end) {
        const age = year - born.year;
        found.push({ on, line: t.birthday(t.shortDay(on.toISODate()!), m.name, age) });
        break;
      }
    }
  }
  return found.sort((a, b) => a.on.toMillis() - b.on.toMillis()).map((f) => f.line);
}

export async function composeWeekly(
  userId: string,
  sunday: string,
  user?: { calendar_subscription_count?: number },
  t: JobTexts = ENGLISH_JOB_TEXTS,
): Promise<Omit<Weekly, 'unsubscribe'> | null> {
  const monday = DateTime.fromISO(sunday, { zone: 'UTC' }).plus({ days: 1 });
  const from = monday.toISODate()!;
  const to = monday.plus({ days: 6 }).toISODate()!;
  const caller = { userId, links: await linkSidesOf(userId) };
  const [events, todos, members, shopping] = await Promise.all([
    listCalendar(caller, from, to, { user }),
    listTodos(userId),
    listMembersByUser(userId),
    openShoppingCount(caller),
  ]);
  const names = new Map(members.map((m) => [m.id, m.name]));
  const byWho = new Map<string, string[]>();
  for (const e of events) {
    // A linked family's events go under that family, with their people named on the line.
    const who = e.family ? t.familyOf(e.family.name) : (e.familyMemberId && names.get(e.familyMemberId)) || t.everyone;
    const day = e.date < from ? t.fromBefore : t.shortDay(e.date);
    const line = e.family
      ? eventLine({ ...e, family: undefined }, names, undefined, t)
      : eventLine({ ...e, familyMemberId: null, memberIds: e.memberIds.slice(1) }, names, undefined, t);
    byWho.set(who, [...(byWho.get(who) ?? []), t.weekLine(day, line)]);
  }
  // Members in the family's order, then linked families, "Everyone" last.
  const order = [...members.map((m) => m.name), ...events.flatMap((e) => (e.family ? [t.familyOf(e.family.name)] : [])), t.everyone];
  const groups = [...byWho.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)).map(([who, lines]) => ({ who, lines }));
  const weekly = {
    range: t.weekRange(from, to),
    groups,
    todos: openTodoLines(todos, sunday, names, t),
    shopping,
    birthdays: birthdaysWithin(members, from, 14, t),
  };
  return groups.length || weekly.todos.length || weekly.shopping || weekly.birthdays.length ? weekly : null;
}

export function weeklyEmail(to: string, firstName: string, w: Weekly, t: JobTexts = ENGLISH_JOB_TEXTS): Email {
  const subject = t.weeklySubject(w.range);
  const sections: Array<{ title: string; lines: string[]; empty?: string }> = [
    ...(w.groups.length ? w.groups.map((g) => ({ title: g.who, lines: g.lines })) : [{ title: t.nextWeek, lines: [], empty: t.nothingNextWeek }]),
    ...(w.todos.length ? [{ title: t.todosTitle, lines: capped(w.todos, 15, (n) => t.more(n, 'todos')) }] : []),
    ...(w.shopping ? [{ title: t.shoppingTitle, lines: shoppingLine(w.shopping, t) }] : []),
    ...(w.birthdays.length ? [{ title: t.birthdaysTitle, lines: w.birthdays }] : []),
  ];
  const calendar = appUrl('/calendar');
  const chrome = emailChrome(t.lang);
  const text = [
    t.hi(firstName),
    '',
    t.weeklyIntro(w.range),
    '',
    ...sections.flatMap((s) => [s.title, ...(s.lines.length ? s.lines.map((l) => `- ${l}`) : [s.empty ?? '']), '']),
    `${t.openCalendar}: ${calendar}`,
    '',
    `${t.weeklyWhy} ${t.unsubscribe}: ${w.unsubscribe.page}`,
    '',
    chrome.signature,
  ].join('\n');
  const small = 'font-size:13px;color:#555';
  const html =
    `${chrome.htmlOpen}<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;max-width:560px;margin:auto;padding:24px">` +
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1><p>${escapeHtml(t.hi(firstName))}</p><p>${escapeHtml(t.weeklyIntro(w.range))}</p>` +
    sections
      .map(
        (s) =>
          `<h2 style="font-size:16px;margin-top:20px">${escapeHtml(s.title)}</h2>${s.lines.length ? `<ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : `<p>${escapeHtml(s.empty ?? '')}</p>`}`,
      )
      .join('') +
    `<p style="margin:24px 0"><a href="${escapeHtml(calendar)}" style="background:#2b6cb0;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(t.openCalendar)}</a></p>` +
    `<p style="${small}">${escapeHtml(t.weeklyWhy)} <a href="${escapeHtml(w.unsubscribe.page)}">${escapeHtml(t.unsubscribe)}</a></p>` +
    `<p style="${small}">${escapeHtml(chrome.signature)}</p></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    headers: [
      { name: 'List-Unsubscribe', value: `<${w.unsubscribe.oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}

export const weeklySummary: SummaryJob<Weekly> = {
  kind: 'weekly',
  entity: 'weekly_email_delivery',
  // Any plan: the email is part of the calendar and to-dos every account has.
  skipReason: (user) => (user.email_verified ? null : 'email not verified'),
  async compose(user, period) {
    const weekly = await composeWeekly(user.id, period, user, jobTexts(user.preferred_language));
    return weekly ? { ...weekly, unsubscribe: await unsubscribeUrls(user.id) } : null;
  },
  async send(user, weekly) {
    await sendEmail(weeklyEmail(user.email, user.first_name, weekly, jobTexts(user.preferred_language)));
    return { channel: 'email', ids: [] };
  },
};

export const runWeeklyEmail = (now = new Date(), opts: SummaryJobOptions = {}) => runSummaryJob(weeklySummary, now, opts);
