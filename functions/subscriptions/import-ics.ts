import type * as z from 'zod';
import { MAX_EVENT_DAYS } from '../../shared/schemas/calendar';
import type { ImportBodySchema, ImportPreviewEvent } from '../../shared/schemas/subscriptions';
import { batchGet, writeBatch } from '../data/batch';
import { keys } from '../data/keys';
import { getMember } from '../data/members';
import { requireUser } from '../data/users';
import { badRequest } from '../errors';
import { createEvent } from '../calendar/change-event';
import { readIcs, UnreadableCalendar, type ReadOccurrence } from './read-ics';
import { windowOf } from './subscription-source';

/** One file adds at most this many events (a season of fixtures, a school year): more is a subscription's job. */
export const MAX_IMPORTED_EVENTS = 500;

/** The occurrences of an uploaded file in the calendar's window, and which of them this account imported before. */
async function readUpload(userId: string, content: string, now: Date) {
  const user = await requireUser(userId);
  let occurrences: ReadOccurrence[];
  try {
    occurrences = readIcs(content, { timezone: user.timezone || 'UTC', ...windowOf(user.timezone || 'UTC', now) }).occurrences;
  } catch (error) {
    if (error instanceof UnreadableCalendar) throw badRequest(error.message, { content: error.message });
    throw error;
  }
  if (occurrences.length > MAX_IMPORTED_EVENTS)
    throw badRequest(
      `That file has ${occurrences.length} events in the coming months; import at most ${MAX_IMPORTED_EVENTS} at a time, or follow it as a calendar instead.`,
    );
  const seen = new Set<string>();
  for (let i = 0; i < occurrences.length; i += 100) {
    const found = await batchGet(occurrences.slice(i, i + 100).map((o) => keys.importedEvent(userId, o.key)));
    for (const f of found) seen.add(String(f.key));
  }
  return { fresh: occurrences.filter((o) => !seen.has(o.key)), duplicates: occurrences.filter((o) => seen.has(o.key)).length };
}

const preview = (o: ReadOccurrence): ImportPreviewEvent => ({
  title: o.title,
  date: o.date,
  time: o.time,
  duration: o.duration,
  allDay: o.allDay,
  location: o.location,
});

export async function previewImport(userId: string, body: z.infer<typeof ImportBodySchema>, now = new Date()) {
  const { fresh, duplicates } = await readUpload(userId, body.content, now);
  return { events: fresh.map(preview), duplicates, total: fresh.length + duplicates };
}

/**
 * Each occurrence becomes an ordinary, editable event (no reminder), and a marker remembers its UID and date,
 * so the same file imported again adds only what is new.
 */
export async function importIcs(userId: string, body: z.infer<typeof ImportBodySchema>, now = new Date()) {
  if (body.familyMemberId && !(await getMember(userId, body.familyMemberId)))
    throw badRequest('Unknown family member', { familyMemberId: 'Unknown family member' });
  const { fresh, duplicates } = await readUpload(userId, body.content, now);
  let added = 0;
  for (const o of fresh) {
    const event = await createEvent(userId, {
      title: o.title,
      date: o.date,
      time: o.allDay ? null : o.time,
      allDay: o.allDay,
      duration: Math.min(Math.max(o.duration, o.allDay ? 1440 : 1), 1440 * MAX_EVENT_DAYS),
      type: 'other',
      priority: 'medium',
      location: o.location,
      description: o.description,
      familyMemberId: body.familyMemberId ?? null,
      recurrence: 'none',
      reminderMinutes: null,
    });
    await writeBatch([{ PutRequest: { Item: { ...keys.importedEvent(userId, o.key), entity: 'importedEvent', key: o.key, eventId: event.id } } }]);
    added++;
  }
  return { added, skipped: duplicates };
}
