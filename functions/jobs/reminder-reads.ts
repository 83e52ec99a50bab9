import { toStored, type StoredEvent } from '../calendar/events';
import { batchGet } from '../data/batch';
import { keys } from '../data/keys';
import type { UserItem } from '../data/users';
import type { ReminderItem } from './reminder-item';
import { asItem } from '../data/items';

/** Reminders read with their accounts and events in one BatchGetItem (at most 3 keys each, 100 per call). */
export const READ_CHUNK = 30;

export interface Found {
  reminders: Map<string, ReminderItem>;
  users: Map<string, UserItem>;
  events: Map<string, StoredEvent>;
  members: Map<string, Record<string, unknown>>;
  /** Accounts named among an event's people (a household's adults, who are reminded too), by id. */
  adults: Map<string, UserItem>;
}

/** One strongly consistent read of the chunk's accounts, events and members: absent from the maps = really gone. */
export async function readChunk(chunk: ReminderItem[]): Promise<Found> {
  const wanted = new Map<string, { pk: string; sk: string }>();
  const add = (k: { pk: string; sk: string }) => wanted.set(`${k.pk}|${k.sk}`, k);
  for (const r of chunk) {
    add(keys.reminder(r.userId, r.eventId));
    add(keys.user(r.userId));
    add(keys.event(r.userId, r.eventId));
  }
  const first = await batchGet([...wanted.values()], { consistent: true });
  const found: Found = { reminders: new Map(), users: new Map(), events: new Map(), members: new Map(), adults: new Map() };
  const memberKeys = new Map<string, { pk: string; sk: string }>();
  for (const item of first) {
    if (item.entity === 'reminder') {
      found.reminders.set(`${item.pk}|${item.sk}`, asItem<ReminderItem>(item));
    } else if (item.entity === 'user') {
      if (!(typeof item.ttl === 'number' && item.ttl * 1000 <= Date.now())) found.users.set(String(item.id), asItem<UserItem>(item));
    } else {
      const e = toStored(item);
      found.events.set(`${item.pk}|${e.id}`, e);
      // An id among the people is a member of the family or a household adult's account: both keys are tried.
      for (const id of [...e.memberIds, ...(e.addedBy ? [e.addedBy] : [])]) {
        for (const k of [keys.member(String(item.pk).slice('USER#'.length), id), keys.user(id)]) memberKeys.set(`${k.pk}|${k.sk}`, k);
      }
    }
  }
  // Members are optional (a "Who:" line): one more call for the chunk, and a failure only drops the line.
  if (memberKeys.size) {
    const members = await batchGet([...memberKeys.values()]).catch(() => []);
    for (const m of members) {
      if (m.entity === 'user') found.adults.set(String(m.id), asItem<UserItem>(m));
      else found.members.set(`${m.pk}|${m.sk}`, m);
    }
  }
  return found;
}
