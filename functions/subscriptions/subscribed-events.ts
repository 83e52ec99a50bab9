import { addDays, spanDays } from '../../shared/calendar';
import { queryAll, writeBatch } from '../data/batch';
import { keys } from '../data/keys';
import type { ReadOccurrence } from './read-ics';

/** A subscription's stored copy of its calendar's occurrences. */

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
export async function storeOccurrences(userId: string, subId: string, occurrences: ReadOccurrence[]) {
  const stored = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ProjectionExpression: 'pk, sk, #k, #h',
    ExpressionAttributeNames: { '#k': 'key', '#h': 'hash' },
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':p': keys.subscribedEventPrefix(subId) },
  });
  const before = new Map(stored.map((i) => [String(i.key), String(i.hash)]));
  // readIcs gives each occurrence a unique key.
  const current = new Set(occurrences.map((o) => o.key));
  const puts = occurrences.filter((o) => before.get(o.key) !== o.hash).map((o) => ({ PutRequest: { Item: occurrenceItem(userId, subId, o) } }));
  const deletes = [...before.keys()].filter((k) => !current.has(k)).map((k) => ({ DeleteRequest: { Key: keys.subscribedEvent(userId, subId, k) } }));
  await writeBatch([...puts, ...deletes]);
  return { eventCount: current.size, written: puts.length + deletes.length };
}

/** All of a subscription's stored occurrences go (the subscription is deleted). */
export const deleteOccurrences = (userId: string, subId: string) => storeOccurrences(userId, subId, []);
