import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { ics, startCalendarServer } from '../helpers/calendar-server';
import { childMember } from '../helpers/family';
import { linkIn, waitForEmail } from '../helpers/mail';
import type { CallResult } from '../helpers/request';

// A's calendar subscription reads a stand-in school server on loopback, as under `npm start`.
process.env.CALENDAR_FETCH_ALLOW_LOOPBACK = '1';

/**
 * What each kind of caller may do with one holder's family (docs/decisions/0003, 0014): every account link
 * shares the lists both ways; the calendar is shared by the link's right (view, or view and change) and a
 * change without the change right is a 403 that says why; an account with no link, or whose link was removed
 * or shares no calendar, gets 404 for the family's events as for an unknown id; to-dos and subscriptions
 * stay the holder's own. Every refused call, and every read, leaves the holder's data as it was.
 */

type User = Awaited<ReturnType<typeof signedUpUser>>;

const CALLERS = ['holder', 'coParent', 'viewer', 'lowered', 'noCalendar', 'stranger', 'removed'] as const;
type Who = (typeof CALLERS)[number];

/** How each caller reaches the holder's calendar. */
const CALENDAR: Record<Who, 'own' | 'edit' | 'view' | 'none'> = {
  holder: 'own',
  coParent: 'edit',
  viewer: 'view',
  lowered: 'view',
  noCalendar: 'none',
  stranger: 'none',
  removed: 'none',
};
/** Whether the caller is at the other end of an accepted link (lists follow any such link). */
const LINKED: Record<Who, boolean> = { holder: true, coParent: true, viewer: true, lowered: true, noCalendar: true, stranger: false, removed: false };

/** Expected statuses in CALLERS order; null: not asked of that caller. */
const row = (...statuses: Array<number | null>) => Object.fromEntries(CALLERS.map((w, i) => [w, statuses[i]])) as Record<Who, number | null>;
const CALENDAR_CHANGE = row(200, 200, 403, 403, 404, 404, 404);
const LIST_READ = row(200, 200, 200, 200, 200, 404, 404);
const OWN_ONLY = row(200, 404, 404, 404, 404, 404, 404);
// Deleting the holder's own to-do or subscription would take the fixture away from the callers after it.
const OTHERS_DELETE = row(null, 404, 404, 404, 404, 404, 404);

const VIEW_ONLY_REFUSAL = /can see Ana Okafor’s calendar but not change it/;
const RANGE = { fromDate: '2026-12-01', toDate: '2027-01-31' };

let a: User;
const users = {} as Record<Exclude<Who, 'holder'>, User>;
const as = (who: Who) => ({ token: (who === 'holder' ? a : users[who]).token });
const ids = {} as Record<'mia' | 'oneOff' | 'weekly' | 'list' | 'item' | 'todo' | 'subscription' | 'viewerLink', string>;
/** One-off events of the holder that the callers allowed to delete delete (the others try the shared one-off). */
const spare: Partial<Record<Who, string>> = {};
let school: Awaited<ReturnType<typeof startCalendarServer>>;

/**
 * The weekly event (Tuesdays from 1 December) changes or loses one occurrence per allowed caller, each its own
 * date so the order of the cases does not matter; the refused callers all try the same dates, which stay.
 */
const OCCURRENCES: Record<'holder' | 'coParent' | 'refused', { change: string; remove: string }> = {
  holder: { change: '2026-12-08', remove: '2026-12-15' },
  coParent: { change: '2026-12-22', remove: '2026-12-29' },
  refused: { change: '2027-01-05', remove: '2027-01-12' },
};
const occurrencesOf = (who: Who) => (who === 'holder' || who === 'coParent' ? OCCURRENCES[who] : OCCURRENCES.refused);
const compact = (date: string) => date.replaceAll('-', '');

interface Entry {
  id: string;
  title: string;
  eventId: string;
  date: string;
  time: string | null;
  location: string | null;
  seriesId: string | null;
  memberIds: string[];
  readOnly?: boolean;
  family?: { id: string; own: boolean; canEdit: boolean };
  source?: { subscriptionId: string };
}

const holderCalendar = async (): Promise<Entry[]> => (await api.get('/api/calendar/events', { ...as('holder'), query: RANGE })).body;

/** What of the holder's a request could touch, read back as the holder. */
const HOLDER_READS = {
  calendar: holderCalendar,
  items: async () => (await api.get(`/api/lists/${ids.list}/items`, as('holder'))).body,
  todos: async () => (await api.get('/api/todos', as('holder'))).body,
  subscriptions: async () => (await api.get('/api/calendar/subscriptions', as('holder'))).body,
  links: async () => (await api.get('/api/account-links', as('holder'))).body,
};

/** Link the holder to `invitee` with the permissions given, accepted; the link's id. */
async function linkTo(invitee: User, permissions: string[]) {
  const invited = await api.post('/api/account-links/invite', { targetEmail: invitee.email, relationshipType: 'co_parent', permissions }, as('holder'));
  expect(invited.status).toBe(201);
  const token = linkIn(await waitForEmail(invitee.email, /invited you/), '/account-link/').split('/account-link/')[1];
  expect((await api.post(`/api/account-links/accept/${token}`, undefined, { token: invitee.token })).status).toBe(200);
  return invited.body.accountLink.id as string;
}

beforeAll(async () => {
  [a, users.coParent, users.viewer, users.lowered, users.noCalendar, users.stranger, users.removed] = await Promise.all([
    signedUpUser({ firstName: 'Ana' }),
    signedUpUser({ firstName: 'Ben' }),
    signedUpUser({ firstName: 'Cleo' }),
    signedUpUser({ firstName: 'Dev' }),
    signedUpUser({ firstName: 'Eli' }),
    signedUpUser({ firstName: 'Fay' }),
    signedUpUser({ firstName: 'Gus' }),
  ]);
  const holder = as('holder');
  ids.mia = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor' }), holder)).body.id;
  ids.oneOff = (await api.post('/api/calendar/events', { title: 'Dentist', date: '2026-12-03', time: '10:00', memberIds: [ids.mia] }, holder)).body.id;
  ids.weekly = (
    await api.post('/api/calendar/events', { title: 'Swimming', date: '2026-12-01', time: '16:00', recurrence: 'weekly', memberIds: [ids.mia] }, holder)
  ).body.id;
  for (const who of ['holder', 'coParent'] as const)
    spare[who] = (await api.post('/api/calendar/events', { title: `Spare for ${who}`, date: '2026-12-04', time: '09:00' }, holder)).body.id;
  ids.list = (await api.post('/api/lists', { name: 'Packing' }, holder)).body.id;
  ids.item = (await api.post(`/api/lists/${ids.list}/items`, { items: [{ text: 'Passports' }] }, holder)).body.added[0].id;
  ids.todo = (await api.post('/api/todos', { task: 'Pack swim bag' }, holder)).body.id;
  school = await startCalendarServer();
  school.serve('/term.ics', ics([{ uid: 'inset@school', title: 'Inset day', start: '20261211', allDay: true }]));
  const subscribed = await api.post('/api/calendar/subscriptions', { url: school.url('/term.ics'), name: 'School' }, holder);
  expect(subscribed.status).toBe(201);
  ids.subscription = subscribed.body.id;

  await linkTo(users.coParent, ['view_calendar', 'edit_calendar']);
  ids.viewerLink = await linkTo(users.viewer, ['view_calendar']);
  const lowered = await linkTo(users.lowered, ['view_calendar', 'edit_calendar']);
  expect((await api.patch(`/api/account-links/${lowered}`, { permissions: ['view_calendar'] }, holder)).status).toBe(200);
  await linkTo(users.noCalendar, []);
  const removed = await linkTo(users.removed, ['view_calendar', 'edit_calendar']);
  expect((await api.delete(`/api/account-links/${removed}`, holder)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await school?.close();
});

interface Case {
  route: string;
  expect: Record<Who, number | null>;
  send: (who: Who) => Promise<CallResult>;
  /** The holder's data the request could change, read back as the holder around the call. */
  touches: keyof typeof HOLDER_READS;
  /** A 2xx changes the holder's data (checked by `then`); otherwise the holder's data must stay as it was. */
  writes?: boolean;
  /** What a 2xx answer and the holder's data then show. */
  then?: (who: Who, res: CallResult) => Promise<void> | void;
}

const CASES: Case[] = [
  {
    route: 'GET /api/calendar/events (range)',
    touches: 'calendar',
    expect: row(200, 200, 200, 200, 200, 200, 200),
    send: (who) => api.get('/api/calendar/events', { ...as(who), query: RANGE }),
    then: (who, res) => {
      const entries = res.body as Entry[];
      const hers = entries.filter((e) => e.eventId === ids.oneOff || e.eventId === ids.weekly);
      const right = CALENDAR[who];
      if (right === 'none') {
        expect(hers).toEqual([]);
        // Nothing of the holder's family at all: no events, no subscribed school days.
        expect(entries.filter((e) => e.family?.id === a.user.id || e.source?.subscriptionId === ids.subscription)).toEqual([]);
        return;
      }
      expect(hers.map((e) => e.eventId)).toContain(ids.oneOff);
      expect(hers.map((e) => e.eventId)).toContain(ids.weekly);
      for (const e of hers) {
        if (right === 'own') {
          expect(e.family).toBeUndefined();
          expect(e.readOnly).toBeUndefined();
        } else {
          expect(e.family).toMatchObject({ id: a.user.id, own: false, canEdit: right === 'edit' });
          expect(e.readOnly).toBe(right === 'view' ? true : undefined);
        }
      }
      // The family's followed school calendar comes with its events, marked with the family the same way.
      const followed = entries.filter((e) => e.source?.subscriptionId === ids.subscription);
      expect(followed.map((e) => [e.title, e.family?.id])).toEqual([['Inset day', right === 'own' ? undefined : a.user.id]]);
    },
  },
  {
    route: 'GET /api/calendar/people',
    touches: 'calendar',
    expect: row(200, 200, 200, 200, 200, 200, 200),
    send: (who) => api.get('/api/calendar/people', as(who)),
    then: (who, res) => {
      const families = res.body.families as Array<{ id: string; own: boolean; canEdit: boolean; people: Array<{ id: string }> }>;
      const hers = families.find((f) => f.id === a.user.id);
      const right = CALENDAR[who];
      if (right === 'none') return expect(hers).toBeUndefined();
      expect(hers).toMatchObject({ own: right === 'own', canEdit: right !== 'view' });
      expect(hers!.people.map((p) => p.id)).toContain(ids.mia);
    },
  },
  {
    route: 'POST /api/calendar/events (for A’s child)',
    touches: 'calendar',
    // A child the caller cannot reach is not a member they may name: 400, as for an unknown member.
    expect: row(201, 201, 403, 403, 400, 400, 400),
    send: (who) => api.post('/api/calendar/events', { title: `Made by ${who}`, date: '2026-12-10', time: '09:00', memberIds: [ids.mia] }, as(who)),
    writes: true,
    then: async (who, res) => {
      expect(res.body).toMatchObject({ familyId: a.user.id, familyMemberId: ids.mia, memberIds: [ids.mia], title: `Made by ${who}` });
      expect((await holderCalendar()).find((e) => e.id === res.body.id)).toMatchObject({ date: '2026-12-10', memberIds: [ids.mia] });
    },
  },
  {
    route: 'PUT /api/calendar/events/{one-off}',
    touches: 'calendar',
    expect: CALENDAR_CHANGE,
    send: (who) => api.put(`/api/calendar/events/${ids.oneOff}`, { location: `Room of ${who}` }, as(who)),
    writes: true,
    then: async (who, res) => {
      expect(res.body).toMatchObject({ id: ids.oneOff, location: `Room of ${who}`, time: '10:00', memberIds: [ids.mia] });
      expect((await holderCalendar()).find((e) => e.id === ids.oneOff)).toMatchObject({ location: `Room of ${who}` });
    },
  },
  {
    route: 'PUT /api/calendar/events/{weekly}_YYYYMMDD (one occurrence)',
    touches: 'calendar',
    expect: CALENDAR_CHANGE,
    send: (who) => api.put(`/api/calendar/events/${ids.weekly}_${compact(occurrencesOf(who).change)}`, { time: '17:30' }, as(who)),
    writes: true,
    then: async (who, res) => {
      const { change } = occurrencesOf(who);
      expect(res.body).toMatchObject({ seriesId: ids.weekly, date: change, time: '17:30', recurrence: 'none' });
      const calendar = await holderCalendar();
      expect(calendar.find((e) => e.id === `${ids.weekly}_${compact(change)}`)).toBeUndefined();
      expect(calendar.find((e) => e.id === res.body.id)).toMatchObject({ date: change, time: '17:30', seriesId: ids.weekly });
    },
  },
  {
    route: 'DELETE /api/calendar/events/{weekly}?occurrenceDate=',
    touches: 'calendar',
    expect: CALENDAR_CHANGE,
    send: (who) => api.delete(`/api/calendar/events/${ids.weekly}`, { ...as(who), query: { occurrenceDate: occurrencesOf(who).remove } }),
    writes: true,
    then: async (who, res) => {
      const { remove } = occurrencesOf(who);
      expect(res.body).toEqual({ success: true, deleted: 'occurrence' });
      const calendar = await holderCalendar();
      expect(calendar.filter((e) => e.date === remove)).toEqual([]);
      // The rest of the series stays.
      expect(calendar.filter((e) => e.eventId === ids.weekly).length).toBeGreaterThan(3);
    },
  },
  {
    route: 'DELETE /api/calendar/events/{one-off}',
    touches: 'calendar',
    expect: CALENDAR_CHANGE,
    send: (who) => api.delete(`/api/calendar/events/${spare[who] ?? ids.oneOff}`, as(who)),
    writes: true,
    then: async (who, res) => {
      expect(res.body).toEqual({ success: true, deleted: 'event' });
      const calendar = await holderCalendar();
      expect(calendar.find((e) => e.id === spare[who])).toBeUndefined();
      expect(calendar.find((e) => e.id === ids.oneOff)).toBeDefined();
    },
  },
  {
    route: 'GET /api/lists',
    touches: 'items',
    expect: row(200, 200, 200, 200, 200, 200, 200),
    send: (who) => api.get('/api/lists', as(who)),
    then: (who, res) => {
      const lists = res.body.lists as Array<{ id: string }>;
      expect(lists.some((l) => l.id === ids.list)).toBe(LINKED[who]);
    },
  },
  {
    route: 'GET /api/lists/{id}/items',
    touches: 'items',
    expect: LIST_READ,
    send: (who) => api.get(`/api/lists/${ids.list}/items`, as(who)),
    then: (_who, res) => {
      expect(res.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ id: ids.item, text: 'Passports' })]));
    },
  },
  {
    route: 'POST /api/lists/{id}/items',
    touches: 'items',
    expect: row(201, 201, 201, 201, 201, 404, 404),
    send: (who) => api.post(`/api/lists/${ids.list}/items`, { items: [{ text: `Sunscreen for ${who}` }] }, as(who)),
    writes: true,
    then: async (who, res) => {
      expect(res.body.added).toEqual([expect.objectContaining({ text: `Sunscreen for ${who}` })]);
      const items = (await api.get(`/api/lists/${ids.list}/items`, as('holder'))).body.items as Array<{ id: string }>;
      expect(items.map((i) => i.id)).toContain(res.body.added[0].id);
    },
  },
  {
    route: 'PATCH /api/todos/{id}',
    touches: 'todos',
    expect: OWN_ONLY,
    send: (who) => api.patch(`/api/todos/${ids.todo}`, { priority: 'high' }, as(who)),
    writes: true,
    then: (_who, res) => {
      expect(res.body).toMatchObject({ id: ids.todo, task: 'Pack swim bag', priority: 'high' });
    },
  },
  {
    route: 'DELETE /api/todos/{id}',
    touches: 'todos',
    expect: OTHERS_DELETE,
    send: (who) => api.delete(`/api/todos/${ids.todo}`, as(who)),
  },
  {
    route: 'PATCH /api/calendar/subscriptions/{id}',
    touches: 'subscriptions',
    expect: OWN_ONLY,
    send: (who) => api.patch(`/api/calendar/subscriptions/${ids.subscription}`, { name: 'School term' }, as(who)),
    writes: true,
    then: (_who, res) => {
      expect(res.body).toMatchObject({ id: ids.subscription, name: 'School term' });
    },
  },
  {
    route: 'DELETE /api/calendar/subscriptions/{id}',
    touches: 'subscriptions',
    expect: OTHERS_DELETE,
    send: (who) => api.delete(`/api/calendar/subscriptions/${ids.subscription}`, as(who)),
  },
  {
    route: 'PATCH /api/account-links/{viewer’s link}',
    touches: 'links',
    // The invitee may not change what the inviter shares (403); anyone else's link is not theirs to see (404).
    expect: row(200, 404, 403, 404, 404, 404, 404),
    // The same right again, so the viewer's access stays what the other cases expect.
    send: (who) => api.patch(`/api/account-links/${ids.viewerLink}`, { permissions: ['view_calendar'] }, as(who)),
    writes: true,
    then: (_who, res) => {
      expect(res.body.accountLink.permissions).toEqual(['view_children', 'manage_assessments', 'view_calendar']);
    },
  },
];

/** The statuses seen, printed as the matrix once every case has run. */
const seen: Record<string, Partial<Record<Who, number>>> = {};

describe('what each caller may do with the holder’s family', () => {
  const runs = CASES.flatMap((c) => CALLERS.filter((who) => c.expect[who] !== null).map((who) => [c.route, who, c] as const));

  it.each(runs)('%s as %s', async (route, who, c) => {
    const before = await HOLDER_READS[c.touches]();
    const res = await c.send(who);
    (seen[route] ??= {})[who] = res.status;
    expect(res.status, res.text).toBe(c.expect[who]);
    if (res.status >= 400) {
      expect(typeof res.body?.error, res.text).toBe('string');
      if (res.status === 403 && route.includes('/api/calendar/')) expect(res.body.error).toMatch(VIEW_ONLY_REFUSAL);
    } else {
      await c.then?.(who, res);
    }
    if (res.status >= 400 || !c.writes) expect(await HOLDER_READS[c.touches]()).toEqual(before);
  });

  it('prints the matrix', () => {
    const lines = Object.entries(seen).map(([route, byWho]) => `${route.padEnd(64)} ${CALLERS.map((w) => String(byWho[w] ?? '-').padEnd(11)).join('')}`);
    console.info([`${''.padEnd(64)} ${CALLERS.map((w) => w.padEnd(11)).join('')}`, ...lines].join('\n'));
    expect(Object.keys(seen)).toHaveLength(CASES.length);
  });
});
