import { mayChangeCalendars } from '../../calendar/families';
import { accountTimezone } from '../../calendar/event-input';
import { item as eventItem, type StoredEvent } from '../../calendar/events';
import { scheduleReminder } from '../../calendar/reminders';
import { batchGet, type Key } from '../../data/batch';
import { db } from '../../data/client';
import { deleteItem, getItem, table, transact } from '../../data/commands';
import { failedAt, isConditionFailed, isRefusedTransaction } from '../../data/dynamo-errors';
import { asItem, type StoredItem, type TransactItem } from '../../data/items';
import { keys } from '../../data/keys';
import { getMember } from '../../data/members';
import { accountExists, ACCOUNT_GONE, eventCountChange, ignoreAccountGone, putForAccount } from '../../data/users';
import { unauthorized } from '../../errors';
import { log } from '../../log';
import { todoItem, type Todo } from '../../todos/todos';
import { restoreItems, type ItemChange } from '../../lists/list-actions';

/**
 * "Undo" for the WhatsApp assistant: the account's last change, as the items it touched before and after,
 * kept in one record in the account's partition. Undo puts every item back only if each is still exactly
 * as the assistant left it (same `updated_at`, or still absent): a change made since, on the web or by
 * another person, wins and nothing is reverted.
 */

/** An event's snapshot names its family when that is not the speaker's own (a linked family's shared calendar). */
export type Snapshot =
  | { kind: 'event'; id: string; before: StoredEvent | null; after: StoredEvent | null; familyId?: string }
  | { kind: 'todo'; id: string; before: Todo | null; after: Todo | null };

/** The account whose partition holds the item. */
const ownerOf = (userId: string, s: Snapshot) => (s.kind === 'event' && s.familyId ? s.familyId : userId);

export const UNDO_WINDOW_MS = 30 * 60_000;

/** The record outlives the undo window only to answer "too late" rather than "nothing to undo". */
const KEEP_SECONDS = 86_400;

/** DynamoDB refuses items over 400 KB; the record's JSON over-counts its stored size, so this keeps a margin. */
const MAX_RECORD_BYTES = 350_000;

/** A transaction holds at most 100 items; a few of them are the accounts' items (the speaker's and a linked family's) and the record's delete. */
const ROOM_PER_TRANSACTION = 96;

interface UndoRecord {
  at: string;
  summary: string;
  snapshots: Snapshot[];
  /** A change to a shared list's items, put back through the lists' own restore (same rule: unchanged since). */
  list?: { listId: string; changes: ItemChange[] };
}

export type UndoResult =
  | { outcome: 'undone'; summary: string; events: StoredEvent[] }
  | { outcome: 'nothing' }
  | { outcome: 'expired'; summary: string }
  | { outcome: 'changed'; summary: string };

/**
 * One snapshot per item: the first `before` and the last `after` when a change touched an item twice
 * (a transaction may not write an item twice); an item created and removed again leaves nothing to undo.
 */
function perItem(snapshots: Snapshot[]): Snapshot[] {
  const byItem = new Map<string, Snapshot>();
  for (const s of snapshots) {
    const first = byItem.get(`${s.kind}#${s.id}`);
    // Same kind and id, so the merged snapshot is of that kind.
    byItem.set(`${s.kind}#${s.id}`, first ? ({ ...first, after: s.after } as Snapshot) : s);
  }
  return [...byItem.values()].filter((s) => s.before || s.after);
}

/** Remember the assistant's last change for this account (replaces any earlier one). `summary` is how the reply names it, e.g. "added Swimming on Thu 5 Mar 2026 at 4:00 PM". */
export async function recordChange(userId: string, summary: string, snapshots: Snapshot[], now: Date): Promise<void> {
  await keep(userId, now, { summary, snapshots: perItem(snapshots) });
}

/** Remember a change to a list's items as the assistant's last change. */
export async function recordListChange(userId: string, summary: string, listId: string, changes: ItemChange[], now: Date): Promise<void> {
  await keep(userId, now, { summary, snapshots: [], list: { listId, changes: changes.filter((c) => c.before || c.after) } });
}

async function keep(userId: string, now: Date, change: Omit<UndoRecord, 'at'>): Promise<void> {
  const record = {
    ...keys.assistantUndo(userId),
    entity: 'assistantUndo',
    at: now.toISOString(),
    ...change,
    ttl: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
  };
  const size = record.snapshots.length + (record.list?.changes.length ?? 0);
  // Without a record of this change an earlier one must not be undone in its place.
  if (!size || Buffer.byteLength(JSON.stringify(record)) > MAX_RECORD_BYTES) {
    if (size) log.warn({ msg: 'assistant change too large to keep for undo', items: size });
    await db().send(deleteItem({ Key: keys.assistantUndo(userId) }));
    return;
  }
  // Only while the account exists: the record must not outlive an account deleted meanwhile.
  await putForAccount(userId, { Item: record }).catch(ignoreAccountGone);
}

/** How one snapshot is reverted: the item to put back (null: delete it) and what it must still be now. */
interface Revert {
  snapshot: Snapshot;
  /** The restored event (null when the undo removes it), for its reminder and the reply. */
  event: StoredEvent | null;
  /** The account's event count moves with events removed or put back. */
  count: number;
  writes: TransactItem[];
}

const itemKey = (userId: string, s: Snapshot): Key => (s.kind === 'event' ? keys.event(ownerOf(userId, s), s.id) : keys.todo(userId, s.id));

/** Whether every item is still exactly as the assistant left it (an `after` of null: still absent). */
async function unchangedSince(userId: string, snapshots: Snapshot[]): Promise<boolean> {
  for (let i = 0; i < snapshots.length; i += 100) {
    const part = snapshots.slice(i, i + 100);
    const current = await batchGet<{ sk: string; updated_at: string }>(
      part.map((s) => itemKey(userId, s)),
      { consistent: true },
    );
    const stamps = new Map(current.map((c) => [c.sk, c.updated_at]));
    if (part.some((s) => stamps.get(itemKey(userId, s).sk) !== s.after?.updated_at)) return false;
  }
  return true;
}

function revertOf(userId: string, s: Snapshot, members: Set<string>, stamp: string): Revert {
  // A family member deleted since: the item comes back without them rather than pointing at no one.
  const member = (id: string | null) => (id && members.has(id) ? id : null);
  let event: StoredEvent | null = null;
  let put: StoredItem | null = null;
  if (s.kind === 'event' && s.before) {
    const people = (s.before.memberIds ?? (s.before.familyMemberId ? [s.before.familyMemberId] : [])).filter((id) => isAccountId(id) || members.has(id));
    event = { ...s.before, familyMemberId: people[0] ?? null, memberIds: people, updated_at: stamp };
    put = eventItem(ownerOf(userId, s), event);
  } else if (s.kind === 'todo' && s.before) {
    put = todoItem(userId, { ...s.before, assigneeId: member(s.before.assigneeId), updated_at: stamp });
  }
  const count = s.kind !== 'event' ? 0 : !s.before ? -1 : !s.after ? 1 : 0;
  const still = s.after
    ? { ConditionExpression: 'updated_at = :u', ExpressionAttributeValues: { ':u': s.after.updated_at } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  const writes: TransactItem[] = put
    ? [{ Put: table({ Item: put, ...still }) }]
    : [
        { Delete: table({ Key: itemKey(userId, s), ...still }) },
        ...(s.kind === 'event' ? [{ Delete: table({ Key: keys.reminder(ownerOf(userId, s), s.id) }) }] : []),
      ];
  return { snapshot: s, event, count, writes };
}

/** Account ids (UUIDs) among an event's people are the household's adults: kept as they are; only member ids are checked. */
const isAccountId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

/** The family members the restored items name that still exist, each looked up in the item's family. */
async function liveMembers(userId: string, snapshots: Snapshot[]): Promise<Set<string>> {
  const named = new Map<string, string>();
  for (const s of snapshots) {
    const ids = s.kind === 'event' ? [s.before?.familyMemberId, ...(s.before?.memberIds ?? [])] : [s.before?.assigneeId];
    for (const id of ids) if (id) named.set(id, ownerOf(userId, s));
  }
  const found = await Promise.all([...named].map(async ([id, owner]) => ((await getMember(owner, id)) ? [id] : [])));
  return new Set(found.flat());
}

/** Reverts grouped so each group's writes fit one transaction. */
function transactions(reverts: Revert[]): Revert[][] {
  const groups: Revert[][] = [];
  let room = 0;
  for (const r of reverts) {
    if (r.writes.length > room) {
      groups.push([]);
      room = ROOM_PER_TRANSACTION;
    }
    groups[groups.length - 1].push(r);
    room -= r.writes.length;
  }
  return groups;
}

/** The undo record's delete, only if it is still the one read (a second "undo" then finds nothing). */
const recordDelete = (userId: string, at: string) => ({
  Key: keys.assistantUndo(userId),
  ConditionExpression: '#at = :at',
  ExpressionAttributeNames: { '#at': 'at' },
  ExpressionAttributeValues: { ':at': at },
});

/** Revert the last recorded change if it was recorded within 30 minutes of `now`. */
export async function undoLast(userId: string, now: Date): Promise<UndoResult> {
  const { Item } = await db().send(getItem({ Key: keys.assistantUndo(userId), ConsistentRead: true }));
  if (!Item) return { outcome: 'nothing' };
  const record = asItem<UndoRecord>(Item);
  const summary = record.summary;
  if (now.getTime() - Date.parse(record.at) > UNDO_WINDOW_MS) return { outcome: 'expired', summary };
  if (record.list) {
    if (!(await restoreItems(userId, record.list.listId, record.list.changes))) return { outcome: 'changed', summary };
    await db()
      .send(deleteItem(recordDelete(userId, record.at)))
      .catch((error) => {
        if (!isConditionFailed(error)) throw error;
      });
    return { outcome: 'undone', summary, events: [] };
  }
  // A linked family's events are put back only while the link still lets the speaker change that calendar.
  const others = record.snapshots.map((s) => ownerOf(userId, s)).filter((o) => o !== userId);
  if (others.length && !(await mayChangeCalendars(userId, others))) return { outcome: 'changed', summary };
  if (!(await unchangedSince(userId, record.snapshots))) return { outcome: 'changed', summary };

  const members = await liveMembers(userId, record.snapshots);
  const stamp = new Date().toISOString();
  const groups = transactions(record.snapshots.map((s) => revertOf(userId, s, members, stamp)));
  const timezones = new Map<string, string>();
  const restored: StoredEvent[] = [];
  // More items than one transaction holds are reverted a transaction at a time, each still conditioned on
  // every item: a change landing between two of them (after all were checked above) leaves the earlier
  // ones reverted and answers 'changed'. The assistant's changes are a handful of items, far below that.
  for (const [index, group] of groups.entries()) {
    const last = index === groups.length - 1;
    const counts = new Map<string, number>([[userId, 0]]);
    for (const r of group) counts.set(ownerOf(userId, r.snapshot), (counts.get(ownerOf(userId, r.snapshot)) ?? 0) + r.count);
    try {
      await db().send(
        transact([
          // Either way each account must still exist: an undo must not bring items back into a deleted account.
          ...[...counts].map(([owner, count]) => (count ? eventCountChange(owner, count) : accountExists(owner))),
          ...(last ? [{ Delete: recordDelete(userId, record.at) }] : []),
          ...group.flatMap((r) => r.writes),
        ]),
      );
    } catch (error) {
      if (!isRefusedTransaction(error)) throw error;
      if (failedAt(error, 0)) throw unauthorized(ACCOUNT_GONE);
      // The record already went: another "undo" got there first.
      if (last && failedAt(error, counts.size)) return { outcome: 'nothing' };
      return { outcome: 'changed', summary };
    }
    for (const r of group.filter((g) => g.snapshot.kind === 'event')) {
      const owner = ownerOf(userId, r.snapshot);
      timezones.set(owner, timezones.get(owner) ?? (await accountTimezone(owner)));
      await scheduleReminder(owner, r.event, r.snapshot.id, timezones.get(owner)!);
      if (r.event) restored.push(r.event);
    }
  }
  return { outcome: 'undone', summary, events: restored };
}
