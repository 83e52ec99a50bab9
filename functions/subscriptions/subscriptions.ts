import { createHash, randomInt } from 'node:crypto';
import { DateTime } from 'luxon';
import { addDays, spanDays } from '../../shared/calendar';
import {
  MAX_SUBSCRIPTIONS,
  SUBSCRIPTION_COLORS,
  type RefreshResult,
  type Subscription,
  type SubscriptionCreateSchema,
  type SubscriptionUpdateSchema,
} from '../../shared/schemas/subscriptions';
import type * as z from 'zod';
import { config } from '../config';
import { deleteKeys, queryAll, writeBatch } from '../data/batch';
import { db } from '../data/client';
import { getItem, transact, updateItem } from '../data/commands';
import { failedAt, isConditionFailed, isTransactionCancelled } from '../data/dynamo-errors';
import { sortableId } from '../data/ids';
import { withoutKeys } from '../data/items';
import { keys } from '../data/keys';
import { getMember } from '../data/members';
import { ACCOUNT_GONE, getUser, requireUser } from '../data/users';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../errors';
import { maskCalendarUrl, normaliseCalendarUrl } from './calendar-address';
import { CalendarFetchError } from './calendar-fetch-error';
import { fetchCalendar } from './fetch-calendar';
import { readIcs, UnreadableCalendar, type ReadOccurrence } from './read-ics';
import { openUrl, sealUrl } from './sealed-url';
import { listSubscriptions, type CalendarSubscription } from './store';

/** Every subscription is refreshed once per this many hours: the hourly job takes one shard each hour. */
export const SUBSCRIPTION_SHARDS = 6;
const MANUAL_REFRESH_GAP_MS = 60_000;
/** The window the calendar needs: a month back, eighteen months ahead (in the family's timezone). */
const WINDOW_BACK_DAYS = 31;
const WINDOW_AHEAD_MONTHS = 18;
/** An unchanged calendar is expanded again when its window has moved on this far (new occurrences of a series). */
const REEXPAND_AFTER_DAYS = 7;
export const NOT_FOUND = 'Calendar not found';
const UNREACHABLE = "That address couldn't be reached. Check it and try again.";
const ADDRESS_LOST = 'Please enter this calendar’s address again (delete it and subscribe once more).';

export function windowOf(timezone: string, now: Date) {
  const today = DateTime.fromJSDate(now, { zone: timezone }).toISODate()!;
  return { from: addDays(today, -WINDOW_BACK_DAYS), to: DateTime.fromISO(today).plus({ months: WINDOW_AHEAD_MONTHS }).toISODate()! };
}

export const toPublic = (s: CalendarSubscription): Subscription => ({
  id: s.id,
  name: s.name,
  color: s.color,
  memberId: s.memberId,
  address: s.address,
  paused: s.paused,
  showInFeed: s.showInFeed,
  status: s.paused ? 'paused' : s.status,
  eventCount: s.eventCount,
  lastRefreshedAt: s.lastRefreshedAt,
  error: s.error,
  created_at: s.created_at,
});

export async function getSubscription(userId: string, id: string): Promise<CalendarSubscription> {
  const { Item } = await db().send(getItem({ Key: keys.subscription(userId, id) }));
  if (!Item) throw notFound(NOT_FOUND);
  return withoutKeys<CalendarSubscription>(Item);
}

async function checkMember(userId: string, memberId: string | null | undefined) {
  if (memberId && !(await getMember(userId, memberId))) throw badRequest('Unknown family member', { memberId: 'Unknown family member' });
}

/** What a fetch or a read failed with, in a parent's words; anything else (the table, a bug) is not ours to word. */
function readProblem(error: unknown): string | null {
  if (error instanceof CalendarFetchError || error instanceof UnreadableCalendar) return error.message;
  if (
    error instanceof Error &&
    /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|CERT|certificate|socket|TLS/i.test(
      `${error.name} ${error.message} ${String((error as { code?: unknown }).code ?? '')}`,
    )
  )
    return UNREACHABLE;
  return null;
}

const bodyHashOf = (text: string) => createHash('sha256').update(text).digest('hex');

function occurrenceItem(userId: string, subId: string, o: ReadOccurrence) {
  return {
    ...keys.subscribedEvent(userId, subId, o.key),
    entity: 'subscribedEvent',
    subscriptionId: subId,
    key: o.key,
    uid: o.uid,
    title: o.title,
    date: o.date,
    time: o.time,
    duration: o.duration,
    allDay: o.allDay,
    location: o.location,
    description: o.description,
    hash: o.hash,
    ...keys.subscribedByLastDate(userId, addDays(o.date, spanDays(o)), subId, o.key),
  };
}

/** Write what changed since the stored copy: new and changed occurrences put, vanished ones deleted; unchanged ones cost nothing. */
async function storeOccurrences(userId: string, subId: string, occurrences: ReadOccurrence[]) {
  const stored = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ProjectionExpression: 'pk, sk, #k, #h',
    ExpressionAttributeNames: { '#k': 'key', '#h': 'hash' },
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':p': keys.subscribedEventPrefix(subId) },
  });
  const before = new Map(stored.map((i) => [String(i.key), String(i.hash)]));
  const seen = new Set<string>();
  const puts = [];
  for (const o of occurrences) {
    if (seen.has(o.key)) continue;
    seen.add(o.key);
    if (before.get(o.key) !== o.hash) puts.push({ PutRequest: { Item: occurrenceItem(userId, subId, o) } });
  }
  const deletes = [...before.keys()].filter((k) => !seen.has(k)).map((k) => ({ DeleteRequest: { Key: keys.subscribedEvent(userId, subId, k) } }));
  await writeBatch([...puts, ...deletes]);
  return { eventCount: seen.size, written: puts.length + deletes.length };
}

interface Fetched {
  text: string;
  etag: string | null;
  lastModified: string | null;
}

const allowLoopback = () => config().CALENDAR_FETCH_ALLOW_LOOPBACK === '1';

async function fetchText(url: string, cache: { etag?: string | null; lastModified?: string | null } = {}): Promise<Fetched | 'not-modified'> {
  const result = await fetchCalendar(normaliseCalendarUrl(url, allowLoopback()), { ...cache, allowLoopback: allowLoopback() });
  if (result.status === 'not-modified') return 'not-modified';
  return { text: result.text ?? '', etag: result.etag, lastModified: result.lastModified };
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
    url = normaliseCalendarUrl(body.url, allowLoopback());
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

const LIMIT_REACHED = `You can follow at most ${MAX_SUBSCRIPTIONS} calendars. Delete one to add another.`;

/** The count moves with the subscription; an addition holds only while the account exists and is under the limit. */
const subscriptionCountChange = (userId: string, by: number) => ({
  Update: {
    Key: keys.user(userId),
    UpdateExpression: 'ADD calendar_subscription_count :n',
    ConditionExpression:
      by > 0 ? 'attribute_exists(pk) AND (attribute_not_exists(calendar_subscription_count) OR calendar_subscription_count < :max)' : 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':n': by, ...(by > 0 ? { ':max': MAX_SUBSCRIPTIONS } : {}) },
  },
});

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

async function saveFields(userId: string, id: string, fields: Partial<CalendarSubscription>): Promise<CalendarSubscription> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(fields).map(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:v${i}`] = v;
    return `#f${i} = :v${i}`;
  });
  try {
    const { Attributes } = await db().send(
      updateItem({
        Key: keys.subscription(userId, id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return withoutKeys<CalendarSubscription>(Attributes!);
  } catch (error) {
    if (isConditionFailed(error)) throw notFound(NOT_FOUND);
    throw error;
  }
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

async function deleteOccurrences(userId: string, subId: string) {
  const events = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ProjectionExpression: 'pk, sk',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':p': keys.subscribedEventPrefix(subId) },
  });
  await deleteKeys(events.map((e) => ({ pk: String(e.pk), sk: String(e.sk) })));
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
