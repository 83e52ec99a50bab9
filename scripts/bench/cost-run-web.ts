import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/client';
import { runReminderJob } from '../../functions/jobs/send-reminders';
import { refreshOne } from '../../functions/subscriptions/subscriptions';
import { listSubscriptions } from '../../functions/subscriptions/store';
import { ics, type startCalendarServer } from '../../tests/helpers/calendar-server';
import { samplePdf } from '../local/sample-pdf';
import { api } from './cost-run-api';
import type { Family } from './cost-run-family';
import { marginalRun, type EmptyRunCost } from './cost-run-meters';
import { DAY, HOUR, iso, MINUTE, type Timeline } from './cost-run-timeline';
import { expectStatus, monthRange, PASSWORD } from './seed';

/** The family's month on the web: sessions (and the reminders of the events made in them), school documents, a followed calendar. */

/** Returns the number of sessions, and the number of events they made (known once the month is replayed). */
export function webSessions(timeline: Timeline, family: Family, emptyReminder: EmptyRunCost) {
  const { at } = timeline;
  const { account, members, shopping, D0 } = family;
  // 40 web sessions: every evening at 21:00, and a morning look at 07:30 every third day.
  const sessionTimes = [
    ...Array.from({ length: 30 }, (_, d) => D0 + d * DAY + 21 * HOUR),
    ...Array.from({ length: 10 }, (_, i) => D0 + i * 3 * DAY + 7 * HOUR + 30 * MINUTE),
  ].sort((a, b) => a - b);
  let eventsMade = 0;
  const monthOf = (ms: number) => {
    const { fromDate, toDate } = monthRange(new Date(ms));
    return { fromDate, toDate };
  };
  sessionTimes.forEach((t, i) => {
    at(t, async () => {
      const step = 'Web sessions (sign-in + dashboard, calendar, lists, to-dos)';
      // Sign-ins days apart never meet the sign-in rate limit; replayed seconds apart they would: its counters are cleared (not metered).
      const rate =
        (await db().send(new ScanCommand({ TableName: tableName(), FilterExpression: 'begins_with(pk, :p)', ExpressionAttributeValues: { ':p': 'RATE#' } })))
          .Items ?? [];
      if (rate.length)
        await db().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: rate.slice(0, 25).map((r) => ({ DeleteRequest: { Key: { pk: r.pk, sk: r.sk } } })) } }),
        );
      const session = (
        expectStatus(await api(step, 'POST', '/api/auth/login', { body: { email: account.email, password: PASSWORD } }), 200, 'login').body as { token: string }
      ).token;
      for (const path of [
        '/api/auth/user',
        '/api/family-members',
        '/api/subscription-status',
        '/api/whatsapp/connection',
        '/api/todos',
        '/api/lists',
        '/api/calendar/subscriptions',
      ])
        expectStatus(await api(step, 'GET', path, { token: session }), 200, path);
      expectStatus(await api(step, 'GET', '/api/calendar/events', { token: session, query: monthOf(t) }), 200, 'calendar month');
      expectStatus(await api(step, 'GET', `/api/lists/${shopping.id}/items`, { token: session }), 200, 'list items');
      if (i % 2) expectStatus(await api(step, 'POST', '/api/todos', { token: session, body: { task: `Session task ${i}` } }), 201, 'todo');
      // 60 events with a 30-minute reminder: two in each of the first 20 sessions, one in the others, one and two days ahead.
      for (let e = 0; e < (i < 20 ? 2 : 1); e++) {
        const day = Math.floor((t - D0) / DAY) + 1 + e;
        const body = {
          title: `${['Swimming', 'Football', 'Piano', 'Dentist'][eventsMade % 4]} ${eventsMade + 1}`,
          date: iso(D0 + day * DAY),
          time: eventsMade % 2 ? '18:30' : '16:00',
          duration: 60,
          type: 'school',
          reminderMinutes: 30,
          familyMemberId: members[1 + (eventsMade % 3)],
        };
        eventsMade += 1;
        expectStatus(await api('Events with reminders (created on the web)', 'POST', '/api/calendar/events', { token: session, body }), 201, 'event');
        const due = Date.parse(`${body.date}T${body.time}:00Z`) - 30 * MINUTE;
        at(due + 2 * MINUTE, async () => {
          await marginalRun('Reminders (job runs, per family)', emptyReminder, () => runReminderJob(new Date(due + 2 * MINUTE), { budgetMs: 60_000 }));
        });
      }
      timeline.sort();
    });
  });
  return { sessions: sessionTimes.length, events: () => eventsMade };
}

export function schoolDocuments({ at }: Timeline, { members, token, D0 }: Family) {
  // Two school documents uploaded on the web (a 2-page letter each), days 3 and 17.
  for (const d of [3, 17])
    at(D0 + d * DAY + 20 * HOUR, async () => {
      const pages = Array.from({ length: 2 }, (_, p) => [
        `Harbour Primary School - letter page ${p + 1}`,
        ...Array.from({ length: 30 }, (_, l) =>
          l % 5 ? 'Please label uniform and bring a water bottle every day.' : `Class trip on ${iso(D0 + (d + l) * DAY)} at 9:30`,
        ),
      ]);
      const pdf = samplePdf(pages);
      expectStatus(
        await api('School documents (web upload)', 'POST', `/api/family-members/${members[1]}/documents`, {
          token,
          body: { fileName: `letter-${d}.pdf`, contentType: 'application/pdf', dataBase64: pdf.toString('base64') },
        }),
        201,
        'document',
      );
    });
}

export function followedCalendar({ at }: Timeline, { account, token, D0 }: Family, calendarServer: Awaited<ReturnType<typeof startCalendarServer>>) {
  // One followed calendar (a club's season, 40 events): subscribed on day 0, read every 6 hours (120 times);
  // the club changes its calendar four times in the month, every other read is answered 304.
  const season = (version: number) =>
    ics(
      Array.from({ length: 40 }, (_, i) => {
        const start = new Date(D0 + i * DAY + 17 * HOUR + (i === version ? HOUR : 0))
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d+Z$/, 'Z');
        const end = new Date(D0 + i * DAY + 18 * HOUR + (i === version ? HOUR : 0))
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d+Z$/, 'Z');
        return { uid: `club-${i}@bench`, title: `Club training ${i + 1}`, start, end };
      }),
    );
  calendarServer.serve('/club.ics', season(-1));
  at(D0 + 9 * HOUR, async () => {
    expectStatus(
      await api('Calendar subscription (create + 120 refreshes)', 'POST', '/api/calendar/subscriptions', {
        token,
        body: { url: calendarServer.url('/club.ics'), name: 'Club' },
      }),
      201,
      'subscribe',
    );
  });
  for (let k = 0; k < 120; k++) {
    const when = D0 + 10 * HOUR + k * 6 * HOUR;
    at(when, async () => {
      if (k % 30 === 15) calendarServer.serve('/club.ics', season(k));
      // The job's Query of the refresh group hands it the subscription; that Query is in the empty run.
      const [sub] = await listSubscriptions(account.id);
      await marginalRun(
        'Calendar subscription (create + 120 refreshes)',
        { ms: 0, snapshotOf: { r: 0, w: 0, log: 0, mail: 0, text: 0, template: 0, put: 0, get: 0, bytes: 0 } },
        () => refreshOne(account.id, sub, { manual: false, now: new Date(when) }),
      );
    });
  }
}
