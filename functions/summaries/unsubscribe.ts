import * as z from 'zod';
import { escapeHtml } from '../adapters/mailer';
import { getUser, setUserFields } from '../data/users';
import { badRequest, gone } from '../errors';
import { reply, route } from '../http';
import { syncSummarySchedules } from '../jobs/summaries';
import { unsubscribeTokenOwner } from '../jobs/weekly-email';

/**
 * The weekly email's unsubscribe link, which works without signing in: the signed token names the account.
 * GET shows a page with one button (mail scanners that open links must not unsubscribe anyone); POST, from
 * that button or from a mail client's one-click List-Unsubscribe, turns the weekly email off.
 */

export const UNSUBSCRIBED = 'You will no longer receive the weekly summary.';
const INVALID = 'This unsubscribe link is not valid. Copy the whole link from the email, or turn the weekly summary off in Settings.';

const Query = z.object({ token: z.string(INVALID).regex(/^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{43}$/, INVALID) });

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Simplify</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
const html = (status: number, title: string, body: string) => reply(status, page(title, body), { 'content-type': 'text/html; charset=utf-8' });

async function owner(token: string) {
  const userId = await unsubscribeTokenOwner(token);
  if (!userId) throw badRequest(INVALID);
  const user = await getUser(userId);
  if (!user) throw gone('This account no longer exists, so it gets no more emails.');
  return user;
}

export const handler = route({ query: Query, rawBody: true }, async ({ query, event }) => {
  const user = await owner(query.token);
  if (event.requestContext.http.method === 'GET') {
    if (user.weekly_email_enabled !== true) return html(200, 'Weekly summary', `<p>${escapeHtml(UNSUBSCRIBED)}</p>`);
    const action = `/api/summaries/unsubscribe?token=${encodeURIComponent(query.token)}`;
    return html(200, 'Weekly summary', `<p>Stop the weekly summary email to ${escapeHtml(user.email)}?</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form><p>You can turn it on again in Settings.</p>`);
  }
  if (user.weekly_email_enabled === true) {
    await setUserFields(user.id, { weekly_email_enabled: false });
    await syncSummarySchedules({ ...user, weekly_email_enabled: false }, { weekly: true });
  }
  return html(200, 'Unsubscribed', `<p>${escapeHtml(UNSUBSCRIBED)}</p><p>You can turn it on again in Settings.</p>`);
});
