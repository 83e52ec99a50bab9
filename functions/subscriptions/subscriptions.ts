import { randomInt } from 'node:crypto';
import { addDays } from '../../shared/calendar';
import {
  MAX_SUBSCRIPTIONS,
  SUBSCRIPTION_COLORS,
  type RefreshResult,
  type Subscription,
  type SubscriptionCreateSchema,
  type SubscriptionUpdateSchema,
} from '../../shared/schemas/subscriptions';
import type * as z from 'zod';
import { db } from '../data/client';
import { transact } from '../data/commands';
import { failedAt, isTransactionCancelled } from '../data/dynamo-errors';
import { sortableId } from '../data/ids';
import { keys } from '../data/keys';
import { getMember } from '../data/members';
import { ACCOUNT_GONE, getUser, requireUser } from '../data/users';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../errors';
import { maskCalendarUrl, normaliseCalendarUrl } from './calendar-address';
import { CalendarFetchError } from './calendar-fetch-error';
import { readIcs } from './read-ics';
import { openUrl, sealUrl } from './sealed-url';
import { listSubscriptions, type CalendarSubscription } from './store';
import { deleteOccurrences, storeOccurrences } from './subscribed-events';
import { getSubscription, LIMIT_REACHED, NOT_FOUND, saveFields, subscriptionCountChange, toPublic } from './subscription-record';
import { bodyHashOf, fetchText, readProblem, windowOf, type Fetched } from './subscription-source';

/** What a family does with a calendar it follows: subscribe, change, delete, list, and refresh it (by hand or on schedule). */

/** Every subscription is refreshed once per this many hours: the hourly job takes one shard each hour. */
export const SUBSCRIPTION_SHARDS = 6;
const MANUAL_REFRESH_GAP_MS = 60_000;

/** An unchanged calendar is expanded again when its window has moved on this far (new occurrences of a series). */
const REEXPAND_AFTER_DAYS = 7;

const ADDRESS_LOST = 'Please enter this calendar’s address again (delete it and subscribe once more).';

async function checkMember(userId: string, memberId: string | null | undefined) {
  if (memberId && !(await getMember(userId, memberId))) throw badRequest('Unknown family member', { memberId: 'Unknown family member' });
}

export async function createSubscription(userId: string, body: z.infer<typeof SubscriptionCreateSchema>, now = new Date()): Promise<Subscription> {
  await checkMember(userId, body.memberId);
  const user = await requireUser(userId);
  const following = user.calendar_subscription_count ?? 0;
  if (following >= MAX_SUBSCRIPTIONS) throw conflict(LIMIT_REACHED);
  let url: URL;
  let fetched: Fetched;
  let read: ReturnType<typeof readIcs>;
  const window = windowOf(user.timezone || 'UTC', now);
  try {
    url = normaliseCalendarUrl(body.url);
    const got = await fetchText(url.href);
    if (got === 'not-modified') throw new CalendarFetchError("That address didn't return a calendar (304).", 'http-status', 304);
    fetched = got;
    read = readIcs(fetched.text, { timezone: user.timezone || 'UTC', ...window });
  } catch (error) {
    const problem = readProblem(error);
    if (problem) throw badRequest(problem, { url: problem });
    throw error;
  }
  const id = sortableId(now.getTime());
  const at = now.toISOString();
  const sub: CalendarSubscription = {
    id,
    name: body.name,
    color: body.color ?? SUBSCRIPTION_COLORS[following % SUBSCRIPTION_COLORS.length],
    memberId: body.memberId ?? null,
    urlSealed: await sealUrl(url.href),
    address: maskCalendarUrl(url),
    paused: false,
    showInFeed: true,
    status: 'ok',
    error: null,
    eventCount: 0,
    lastRefreshedAt: at,
    lastManualAt: null,
    etag: fetched.etag,
    lastModified: fetched.lastModified,
    bodyHash: bodyHashOf(fetched.text),
    windowTo: window.to,
    shard: randomInt(SUBSCRIPTION_SHARDS),
    created_at: at,
    updated_at: at,
  };
  const { eventCount } = await storeOccurrences(userId, id, read.occurrences);
  sub.eventCount = eventCount;
  // With the count on the profile, which also requires the account to exist: readers that already hold the
  // profile (the summaries) skip the subscribed index for families that follow no calendar.
  await db()
    .send(
      transact([
        {
          Put: {
            Item: { ...keys.subscription(userId, id), entity: 'calendarSubscription', ...sub, ...keys.subscriptionsToRefresh(sub.shard, userId, id) },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        subscriptionCountChange(userId, 1),
      ]),
    )
    .catch(async (error) => {
      if (!failedAt(error, 1)) throw error;
      // A subscription added meanwhile reached the limit, or the account went: its events go too.
      await deleteOccurrences(userId, id);
      throw (await getUser(userId)) ? conflict(LIMIT_REACHED) : unauthorized(ACCOUNT_GONE);
    });
  return toPublic(sub);
}

export async function updateSubscription(userId: string, id: string, body: z.infer<typeof SubscriptionUpdateSchema>, now = new Date()): Promise<Subscription> {
  const sub = await getSubscription(userId, id);
  await checkMember(userId, body.memberId);
  const changes: Partial<CalendarSubscription> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.color !== undefined) changes.color = body.color;
  if (body.memberId !== undefined) changes.memberId = body.memberId;
  if (body.paused !== undefined) changes.paused = body.paused;
  if (body.showInFeed !== undefined) changes.showInFeed = body.showInFeed;
  const updated = await saveFields(userId, id, { ...changes, updated_at: now.toISOString() });
  // Resuming shows current events, not the ones from before the pause.
  if (sub.paused && body.paused === false) return toPublic((await refreshOne(userId, updated, { manual: false, now, force: true })).sub);
  return toPublic(updated);
}

export async function deleteSubscription(userId: string, id: string) {
  await db()
    .send(transact([{ Delete: { Key: keys.subscription(userId, id), ConditionExpression: 'attribute_exists(pk)' } }, subscriptionCountChange(userId, -1)]))
    // Not there (never was, another family's, or deleted meanwhile by another request, which counted it): 404.
    .catch((error) => {
      if (isTransactionCancelled(error)) throw notFound(NOT_FOUND);
      throw error;
    });
  await deleteOccurrences(userId, id);
}

export interface RefreshOutcome {
  /** 'unchanged': nothing was written; 'updated': events written; 'failed': the error was recorded. */
  outcome: 'unchanged' | 'updated' | 'failed';
  written: number;
  /** The subscription as it stands after the refresh (what was written, or as it was). */
  sub: CalendarSubscription;
}

/**
 * Fetch one subscription and bring its stored events in line. A 304, or the same body again, writes nothing
 * (a manual refresh records its time); a calendar that cannot be read keeps its last good events and records
 * why. Once a week an unchanged calendar is fetched in full and expanded again, as its window moves on.
 */
export async function refreshOne(userId: string, sub: CalendarSubscription, opts: { manual: boolean; now?: Date; force?: boolean }): Promise<RefreshOutcome> {
  const now = opts.now ?? new Date();
  const at = now.toISOString();
  const user = await requireUser(userId);
  const timezone = user.timezone || 'UTC';
  const window = windowOf(timezone, now);
  const reexpand = opts.force || !sub.windowTo || addDays(sub.windowTo, REEXPAND_AFTER_DAYS) <= window.to;
  const manualStamp = opts.manual ? { lastManualAt: at } : {};
  const url = await openUrl(sub.urlSealed);
  if (!url) {
    const record = sub.error !== ADDRESS_LOST || opts.manual;
    const after = record ? await saveFields(userId, sub.id, { status: 'error', error: ADDRESS_LOST, ...manualStamp }) : sub;
    return { outcome: 'failed', written: record ? 1 : 0, sub: after };
  }
  let got: Fetched | 'not-modified';
  let read: ReturnType<typeof readIcs> | null = null;
  try {
    got = await fetchText(url, reexpand ? {} : { etag: sub.etag, lastModified: sub.lastModified });
    if (got !== 'not-modified' && (reexpand || bodyHashOf(got.text) !== sub.bodyHash)) read = readIcs(got.text, { timezone, ...window });
  } catch (error) {
    const problem = readProblem(error);
    if (!problem) throw error;
    // A failure already recorded costs nothing more on a scheduled run.
    const record = problem !== sub.error || sub.status !== 'error' || opts.manual;
    const after = record ? await saveFields(userId, sub.id, { status: 'error', error: problem, ...manualStamp }) : sub;
    return { outcome: 'failed', written: record ? 1 : 0, sub: after };
  }
  if (!read) {
    const recovered = sub.status !== 'ok';
    const record = opts.manual || recovered;
    const after = record ? await saveFields(userId, sub.id, { status: 'ok', error: null, lastRefreshedAt: at, ...manualStamp }) : sub;
    return { outcome: 'unchanged', written: record ? 1 : 0, sub: after };
  }
  const fetched = got as Fetched;
  const { eventCount, written } = await storeOccurrences(userId, sub.id, read.occurrences);
  const after = await saveFields(userId, sub.id, {
    status: 'ok',
    error: null,
    eventCount,
    lastRefreshedAt: at,
    etag: fetched.etag,
    lastModified: fetched.lastModified,
    bodyHash: bodyHashOf(fetched.text),
    windowTo: window.to,
    ...manualStamp,
  });
  return { outcome: 'updated', written: written + 1, sub: after };
}

/** "Refresh now": at most once a minute per subscription. */
export async function refreshNow(userId: string, id: string, now = new Date()): Promise<RefreshResult> {
  const sub = await getSubscription(userId, id);
  if (sub.paused) throw conflict('This calendar is paused. Resume it to refresh.');
  const since = sub.lastManualAt ? now.getTime() - Date.parse(sub.lastManualAt) : Infinity;
  if (since < MANUAL_REFRESH_GAP_MS)
    throw tooManyRequests('This calendar was refreshed less than a minute ago. Try again in a minute.', (MANUAL_REFRESH_GAP_MS - since) / 1000);
  const { sub: after } = await refreshOne(userId, sub, { manual: true, now });
  return { status: after.status, eventCount: after.eventCount, lastRefreshedAt: after.lastRefreshedAt, ...(after.error ? { error: after.error } : {}) };
}

export async function listPublic(userId: string): Promise<{ subscriptions: Subscription[] }> {
  const subs = await listSubscriptions(userId);
  return { subscriptions: subs.sort((a, b) => a.created_at.localeCompare(b.created_at)).map(toPublic) };
}
