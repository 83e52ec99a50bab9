import * as z from 'zod';
import { linkSidesOf } from '../auth/sessions';
import { config } from '../config';
import { listMembersByUser } from '../data/members';
import { getUser } from '../data/users';
import { notFound } from '../errors';
import { reply, route } from '../http';
import { personName } from '../lists/list-access';
import { listSubscribed } from '../subscriptions/calendar-view';
import { listAllEvents, type StoredEvent } from './events';
import { feedOwner } from './feed';
import { toICalendar } from './ical';

const FeedPath = z.object({
  token: z
    .string()
    .transform((t) => t.replace(/\.ics$/, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Unknown calendar address')),
});

/** The subscribable calendar: the secret address is the credential, so no bearer token. */
export const handler = route({ path: FeedPath }, async ({ path }) => {
  const owner = await feedOwner(path.token);
  if (!owner) throw notFound('This calendar address is not valid any more. Copy the current one from the calendar screen.');
  // The profile and the link sides name the household's adults an event may be for (the holder, a linked parent).
  const [events, subscribed, profile, members, sides] = await Promise.all([
    listAllEvents(owner.userId),
    // Calendars the family follows are in its feed unless a parent turned that off for one (stored occurrences cover the whole window).
    listSubscribed(owner.userId, '0000-01-01', '9999-12-31', { forFeed: true }),
    getUser(owner.userId),
    listMembersByUser(owner.userId),
    linkSidesOf(owner.userId),
  ]);
  // Addresses made before the timezone was kept on the lookup item read it from the profile.
  const timezone = owner.timezone ?? profile?.timezone;
  const followed: StoredEvent[] = subscribed.map((o) => ({
    ...o,
    exdates: [],
    seriesId: null,
    created_at: '',
    updated_at: '',
  }));
  const names = new Map([
    ...sides.filter((s) => s.otherUserId && s.other).map((s) => [s.otherUserId!, personName(s.other!)] as const),
    ...(profile ? [[owner.userId, personName(profile)] as const] : []),
    ...members.map((m) => [m.id, m.name] as const),
  ]);
  const body = toICalendar([...events, ...followed], timezone || 'UTC', new URL(config().APP_URL).host, new Date(), names);
  return reply(200, body, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': 'inline; filename="simplify.ics"',
    'cache-control': 'private, max-age=300',
  });
});
