import * as z from 'zod';
import { getUser, setUserFields } from '../data/users';
import { badRequest, gone } from '../errors';
import { route } from '../http';
import { syncSummarySchedules } from '../jobs/summary-schedule';
import { unsubscribeTokenOwner } from '../jobs/weekly-email';

/**
 * The weekly email's unsubscribe, which works without signing in: the signed token (in the query) names the
 * account. The email's link opens the web page /unsubscribe, whose button posts here; mail clients post here
 * directly from the List-Unsubscribe header (one-click, RFC 8058: a form body, so the body is not read).
 * Opening a link never unsubscribes anyone (mail scanners open links too).
 */

export const UNSUBSCRIBED = 'You will no longer receive the weekly summary.';
const INVALID = 'This unsubscribe link is not valid. Copy the whole link from the email, or turn the weekly summary off in Settings.';

const Query = z.object({ token: z.string(INVALID).regex(/^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{43}$/, INVALID) });

export const handler = route({ query: Query, rawBody: true }, async ({ query }) => {
  const userId = await unsubscribeTokenOwner(query.token);
  if (!userId) throw badRequest(INVALID);
  const user = await getUser(userId);
  if (!user) throw gone('This account no longer exists, so it gets no more emails.');
  if (user.weekly_email_enabled === true) {
    await setUserFields(user.id, { weekly_email_enabled: false });
    await syncSummarySchedules({ ...user, weekly_email_enabled: false }, { weekly: true });
  }
  return { message: UNSUBSCRIBED };
});
