import * as z from 'zod';
import { config } from '../config';
import { getUser } from '../data/users';
import { notFound } from '../errors';
import { reply, route } from '../http';
import { listAllEvents } from './events';
import { userIdForFeed } from './feed';
import { toICalendar } from './ical';

const FeedPath = z.object({ token: z.string().transform((t) => t.replace(/\.ics$/, '')).pipe(z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Unknown calendar address')) });

/** The subscribable calendar: the secret address is the credential, so no bearer token. */
export const handler = route({ path: FeedPath }, async ({ path }) => {
  const userId = await userIdForFeed(path.token);
  const user = userId ? await getUser(userId) : null;
  if (!userId || !user) throw notFound('This calendar address is not valid any more. Copy the current one from the calendar screen.');
  const body = toICalendar(await listAllEvents(userId), user.timezone || 'UTC', new URL(config().APP_URL).host);
  return reply(200, body, { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'inline; filename="simplify.ics"', 'cache-control': 'private, max-age=300' });
});
