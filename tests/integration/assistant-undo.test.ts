import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { recordChange, undoLast, UNDO_WINDOW_MS, type Snapshot } from '../../functions/assistant/tools/undo';
import { createEvent } from '../../functions/calendar/change-event';
import { deleteEvent, detachOccurrence, getEvent, listOccurrences, putEvent, type StoredEvent } from '../../functions/calendar/events';
import { scheduleReminder } from '../../functions/calendar/reminders';
import { db, tableName } from '../../functions/data/client';
import { keys } from '../../functions/data/keys';
import { getUser } from '../../functions/data/users';
import { getTodo, listTodos, saveTodo } from '../../functions/todos/todos';
import { addDays } from '../../shared/calendar';
import { PASSWORD, signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { childMember } from '../helpers/family';
import { storedEvent } from '../helpers/events';
import { itemsOf } from '../helpers/table';

// The undo log against DynamoDB Local: every change is made through the calendar's and to-dos' own
// functions (as the assistant's tools make them), recorded, then undone; what the table holds is real.

const day = (offset: number) => addDays(new Date().toISOString().slice(0, 10), offset);
const raw = async (key: { pk: string; sk: string }) => (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
const reminderOf = (userId: string, eventId: string) => raw(keys.reminder(userId, eventId));
const eventCount = async (userId: string) => (await getUser(userId))?.calendar_event_count ?? 0;
const exists = (userId: string, id: string) =>
  getEvent(userId, id).then(
    () => true,
    () => false,
  );
/** `updated_at` has millisecond resolution: a change "since" must land in a later millisecond to be told apart. */
const aMomentLater = () => new Promise((r) => setTimeout(r, 2));

async function account() {
  const u = await signedUpUser({ timezone: 'UTC' });
  return { ...u, id: u.user.id as string };
}

const swimming = (over: Record<string, unknown> = {}) => ({ title: 'Swimming', date: day(10), time: '16:00', reminderMinutes: 30, ...over });
const added = (e: StoredEvent): Snapshot => ({ kind: 'event', id: e.id, before: null, after: e });
const changed = (before: StoredEvent, after: StoredEvent | null): Snapshot => ({ kind: 'event', id: before.id, before, after });

/** Runs `change` once, just before the undo's transaction reaches the table: after its checks passed. */
function justBeforeUndoWrite(userId: string, change: () => Promise<unknown>) {
  const name = `race-${Math.random().toString(36).slice(2)}`;
  let done = false;
  db().middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { TransactItems?: Array<{ Delete?: { Key?: { pk?: string; sk?: string } } }> };
      const undo = keys.assistantUndo(userId);
      if (!done && input.TransactItems?.some((i) => i.Delete?.Key?.pk === undo.pk && i.Delete.Key.sk === undo.sk)) {
        done = true;
        await change();
      }
      return next(args);
    },
    { step: 'initialize', name, priority: 'high' },
  );
  return () => void db().middlewareStack.remove(name);
}

describe('assistant undo: events', () => {
  it('undoing an added event removes it and its reminder, and the account’s event count is back where it was', async () => {
    const u = await account();
    const ev = await createEvent(u.id, swimming());
    expect(await reminderOf(u.id, ev.id)).toBeDefined();
    expect(await eventCount(u.id)).toBe(1);
    await recordChange(u.id, 'added Swimming', [added(ev)], new Date());
    const record = await raw(keys.assistantUndo(u.id));
    expect(record).toMatchObject({ entity: 'assistantUndo', summary: 'added Swimming' });
    expect(Number(record!.ttl) - Date.now() / 1000).toBeGreaterThan(86_400 - 60);

    expect(await undoLast(u.id, new Date())).toEqual({ outcome: 'undone', summary: 'added Swimming', events: [] });
    expect(await exists(u.id, ev.id)).toBe(false);
    expect(await reminderOf(u.id, ev.id)).toBeUndefined();
    expect(await eventCount(u.id)).toBe(0);
    expect(await raw(keys.assistantUndo(u.id))).toBeUndefined();
  });

  it('undoing a deleted series brings it back whole: exdates, reminder minutes, family member, index keys and reminder', async () => {
    const u = await account();
    const child = (await api.post('/api/family-members', childMember(), { token: u.token })).body;
    const made = await createEvent(u.id, swimming({ recurrence: 'weekly', familyMemberId: child.id, reminderMinutes: 45 }));
    await detachOccurrence(u.id, made, addDays(made.date, 7), null);
    const before = await getEvent(u.id, made.id);
    const storedBefore = await raw(keys.event(u.id, made.id));
    const reminderBefore = await reminderOf(u.id, made.id);
    expect(before.exdates).toEqual([addDays(made.date, 7)]);

    await deleteEvent(u.id, made.id);
    await recordChange(u.id, 'deleted Swimming', [changed(before, null)], new Date());
    expect(await eventCount(u.id)).toBe(0);

    const result = await undoLast(u.id, new Date());
    expect(result).toMatchObject({ outcome: 'undone', summary: 'deleted Swimming', events: [{ ...before, updated_at: expect.any(String) }] });
    const restored = await getEvent(u.id, made.id);
    expect(restored).toEqual({ ...before, updated_at: restored.updated_at });
    // The same item the calendar writes: range index, member index (it leaves with the member) and all.
    expect(await raw(keys.event(u.id, made.id))).toEqual({ ...storedBefore, updated_at: restored.updated_at });
    expect(storedBefore).toMatchObject(keys.memberOwned(child.id, `EVENT#${made.id}`));
    expect(await reminderOf(u.id, made.id)).toEqual(reminderBefore);
    expect(await eventCount(u.id)).toBe(1);
    const dates = (await listOccurrences(u.id, made.date, addDays(made.date, 14))).map((o) => o.date);
    expect(dates).toEqual([made.date, addDays(made.date, 14)]);
  });

  it('undoing a cancelled occurrence takes the date off the series’ exdates and moves the reminder back to it', async () => {
    const u = await account();
    const series = await createEvent(u.id, swimming({ recurrence: 'weekly' }));
    const reminderBefore = await reminderOf(u.id, series.id);
    expect(reminderBefore).toMatchObject({ occurrence: series.date });
    // As the delete of one occurrence does it: the series skips the date, its reminder moves on.
    await detachOccurrence(u.id, series, series.date, null);
    const after = await getEvent(u.id, series.id);
    await scheduleReminder(u.id, after, series.id, 'UTC');
    expect(await reminderOf(u.id, series.id)).toMatchObject({ occurrence: addDays(series.date, 7) });
    await recordChange(u.id, `cancelled Swimming on ${series.date}`, [changed(series, after)], new Date());

    expect((await undoLast(u.id, new Date())).outcome).toBe('undone');
    expect((await getEvent(u.id, series.id)).exdates).toEqual([]);
    expect((await listOccurrences(u.id, series.date, series.date)).map((o) => o.id)).toEqual([`${series.id}_${series.date.replaceAll('-', '')}`]);
    expect(await reminderOf(u.id, series.id)).toEqual(reminderBefore);
  });

  it('undoing a moved occurrence restores the series and removes the single event that took its place', async () => {
    const u = await account();
    const series = await createEvent(u.id, swimming({ recurrence: 'weekly' }));
    const date = addDays(series.date, 7);
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = series;
    const single = (await detachOccurrence(u.id, series, date, { ...fields, date, time: '17:30', recurrence: 'none', exdates: [] })).single!;
    await scheduleReminder(u.id, single, single.id, 'UTC');
    const seriesAfter = await getEvent(u.id, series.id);
    expect(await eventCount(u.id)).toBe(2);
    await recordChange(u.id, 'moved Swimming', [changed(series, seriesAfter), added(single)], new Date());

    const result = await undoLast(u.id, new Date());
    expect(result.outcome).toBe('undone');
    expect(result).toMatchObject({ events: [{ id: series.id, exdates: [] }] });
    expect(await exists(u.id, single.id)).toBe(false);
    expect(await reminderOf(u.id, single.id)).toBeUndefined();
    const occurrence = (await listOccurrences(u.id, date, date))[0];
    expect(occurrence).toMatchObject({ eventId: series.id, time: '16:00' });
    expect(await eventCount(u.id)).toBe(1);
  });

  it('undoing a moved event puts its time and reminder back', async () => {
    const u = await account();
    const ev = await createEvent(u.id, swimming());
    const reminderBefore = await reminderOf(u.id, ev.id);
    const moved = await putEvent(u.id, { ...ev, time: '18:00' });
    await scheduleReminder(u.id, moved, moved.id, 'UTC');
    expect(await reminderOf(u.id, ev.id)).not.toEqual(reminderBefore);
    await recordChange(u.id, 'moved Swimming to 6:00 PM', [changed(ev, moved)], new Date());

    expect(await undoLast(u.id, new Date())).toMatchObject({ outcome: 'undone', events: [{ id: ev.id, time: '16:00' }] });
    expect(await getEvent(u.id, ev.id)).toMatchObject({ time: '16:00', created_at: ev.created_at });
    expect(await reminderOf(u.id, ev.id)).toEqual(reminderBefore);
    expect(await eventCount(u.id)).toBe(1);
  });

  it('brings a deleted event back without its family member when the member was deleted since', async () => {
    const u = await account();
    const child = (await api.post('/api/family-members', childMember(), { token: u.token })).body;
    const ev = await createEvent(u.id, swimming({ familyMemberId: child.id }));
    await deleteEvent(u.id, ev.id);
    await recordChange(u.id, 'deleted Swimming', [changed(ev, null)], new Date());
    expect((await api.delete(`/api/family-members/${child.id}`, { token: u.token })).status).toBe(200);

    expect(await undoLast(u.id, new Date())).toMatchObject({ outcome: 'undone', events: [{ id: ev.id, familyMemberId: null }] });
    const stored = await raw(keys.event(u.id, ev.id));
    expect(stored).toMatchObject({ title: 'Swimming', familyMemberId: null });
    expect(stored).not.toHaveProperty('gsi2pk');
    expect(await eventCount(u.id)).toBe(1);
  });

  it('undoes a change of more items than one transaction holds, and still reverts none when one changed since', async () => {
    const u = await account();
    const made: StoredEvent[] = [];
    for (let i = 0; i < 60; i++) made.push(await createEvent(u.id, swimming({ title: `Lesson ${i}` })));
    expect(await eventCount(u.id)).toBe(60);
    await recordChange(u.id, 'added 60 lessons', made.map(added), new Date());
    await aMomentLater();
    // The last one falls in the second transaction: the first must not have run either.
    expect((await api.put(`/api/calendar/events/${made[59].id}`, { title: 'Lesson (moved)' }, { token: u.token })).status).toBe(200);
    expect((await undoLast(u.id, new Date())).outcome).toBe('changed');
    expect(await eventCount(u.id)).toBe(60);
    expect(await listOccurrences(u.id, day(10), day(10))).toHaveLength(60);

    await recordChange(u.id, 'added 60 lessons', [...made.slice(0, 59), await getEvent(u.id, made[59].id)].map(added), new Date());
    expect((await undoLast(u.id, new Date())).outcome).toBe('undone');
    expect(await listOccurrences(u.id, day(10), day(10))).toEqual([]);
    expect(await eventCount(u.id)).toBe(0);
    expect((await itemsOf(u.id)).filter((i) => i.entity === 'reminder')).toEqual([]);
  });

  it('an item changed twice in one message goes back to before the first change; one added and removed again leaves nothing to undo', async () => {
    const u = await account();
    const ev = await createEvent(u.id, swimming());
    const renamed = await putEvent(u.id, { ...ev, title: 'Diving' });
    const moved = await putEvent(u.id, { ...renamed, time: '18:00' });
    await recordChange(u.id, 'renamed and moved Swimming', [changed(ev, renamed), changed(renamed, moved)], new Date());
    expect((await undoLast(u.id, new Date())).outcome).toBe('undone');
    expect(await getEvent(u.id, ev.id)).toMatchObject({ title: 'Swimming', time: '16:00' });

    const brief = await createEvent(u.id, swimming({ title: 'Piano' }));
    await deleteEvent(u.id, brief.id);
    await recordChange(u.id, 'added Piano', [added(brief), changed(brief, null)], new Date());
    expect(await undoLast(u.id, new Date())).toEqual({ outcome: 'nothing' });
  });

  it('a change too large to keep is not recorded, and the change before it is not undone in its place', async () => {
    const u = await account();
    const ev = await createEvent(u.id, swimming());
    await recordChange(u.id, 'added Swimming', [added(ev)], new Date());
    const long = (i: number) => storedEvent({ id: `big${i}`, description: 'x'.repeat(2000) });
    await recordChange(
      u.id,
      'deleted 200 events',
      Array.from({ length: 200 }, (_, i) => changed(long(i), null)),
      new Date(),
    );
    expect(await undoLast(u.id, new Date())).toEqual({ outcome: 'nothing' });
    expect(await exists(u.id, ev.id)).toBe(true);
  });
});

describe('assistant undo: when it cannot', () => {
  it('answers changed, and reverts nothing, when the event was changed on the web since; also when it was deleted', async () => {
    const u = await account();
    const ev = await createEvent(u.id, swimming());
    await recordChange(u.id, 'added Swimming', [added(ev)], new Date());
    await aMomentLater();
    expect((await api.put(`/api/calendar/events/${ev.id}`, { title: 'Diving' }, { token: u.token })).status).toBe(200);

    expect(await undoLast(u.id, new Date())).toEqual({ outcome: 'changed', summary: 'added Swimming' });
    expect(await getEvent(u.id, ev.id)).toMatchObject({ title: 'Diving' });
    expect(await reminderOf(u.id, ev.id)).toBeDefined();
    expect(await eventCount(u.id)).toBe(1);
    expect(await raw(keys.assistantUndo(u.id))).toBeDefined();

    expect((await api.delete(`/api/calendar/events/${ev.id}`, { token: u.token })).status).toBe(200);
    expect((await undoLast(u.id, new Date())).outcome).toBe('changed');
  });

  it('reverts none of the items when one of them changed since', async () => {
    const u = await account();
    const series = await createEvent(u.id, swimming({ recurrence: 'weekly' }));
    const date = addDays(series.date, 7);
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = series;
    const single = (await detachOccurrence(u.id, series, date, { ...fields, date, time: '17:30', recurrence: 'none', exdates: [] })).single!;
    const seriesAfter = await getEvent(u.id, series.id);
    await recordChange(u.id, 'moved Swimming', [changed(series, seriesAfter), added(single)], new Date());
    expect((await api.delete(`/api/calendar/events/${single.id}`, { token: u.token })).status).toBe(200);

    expect((await undoLast(u.id, new Date())).outcome).toBe('changed');
    expect(await getEvent(u.id, series.id)).toEqual(seriesAfter);
  });

  it('answers changed, and reverts nothing, when the change lands after the checks, just before the undo writes', async () => {
    const u = await account();
    const series = await createEvent(u.id, swimming({ recurrence: 'weekly' }));
    const date = addDays(series.date, 7);
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = series;
    const single = (await detachOccurrence(u.id, series, date, { ...fields, date, time: '17:30', recurrence: 'none', exdates: [] })).single!;
    const seriesAfter = await getEvent(u.id, series.id);
    await recordChange(u.id, 'moved Swimming', [changed(series, seriesAfter), added(single)], new Date());
    await aMomentLater();
    const stop = justBeforeUndoWrite(u.id, () => api.put(`/api/calendar/events/${single.id}`, { title: 'Swim gala' }, { token: u.token }));
    try {
      expect((await undoLast(u.id, new Date())).outcome).toBe('changed');
    } finally {
      stop();
    }
    expect(await getEvent(u.id, series.id)).toEqual(seriesAfter);
    expect(await getEvent(u.id, single.id)).toMatchObject({ title: 'Swim gala' });
    expect(await eventCount(u.id)).toBe(2);
    expect(await raw(keys.assistantUndo(u.id))).toBeDefined();
  });

  it('a web edit landing just before the undo writes also wins over putting an event back', async () => {
    const u = await account();
    const ev = await createEvent(u.id, swimming());
    const moved = await putEvent(u.id, { ...ev, time: '18:00' });
    await recordChange(u.id, 'moved Swimming to 6:00 PM', [changed(ev, moved)], new Date());
    await aMomentLater();
    const stop = justBeforeUndoWrite(u.id, () => api.put(`/api/calendar/events/${ev.id}`, { title: 'Diving' }, { token: u.token }));
    try {
      expect((await undoLast(u.id, new Date())).outcome).toBe('changed');
    } finally {
      stop();
    }
    expect(await getEvent(u.id, ev.id)).toMatchObject({ title: 'Diving', time: '18:00' });
  });

  it('two undos at once: one undoes, the other answers nothing', async () => {
    const u = await account();
    const ev = await createEvent(u.id, swimming());
    await recordChange(u.id, 'added Swimming', [added(ev)], new Date());
    let other: unknown;
    const stop = justBeforeUndoWrite(u.id, async () => (other = await undoLast(u.id, new Date())));
    try {
      expect(await undoLast(u.id, new Date())).toEqual({ outcome: 'nothing' });
    } finally {
      stop();
    }
    expect(other).toMatchObject({ outcome: 'undone' });
    expect(await exists(u.id, ev.id)).toBe(false);
    expect(await eventCount(u.id)).toBe(0);
  });

  it('an undo racing the account’s deletion brings nothing back', async () => {
    const u = await account();
    const ev = await createEvent(u.id, swimming());
    await deleteEvent(u.id, ev.id);
    await recordChange(u.id, 'deleted Swimming', [changed(ev, null)], new Date());
    const stop = justBeforeUndoWrite(u.id, () => api.delete('/api/auth/account', { token: u.token, body: { currentPassword: PASSWORD } }));
    try {
      await expect(undoLast(u.id, new Date())).rejects.toMatchObject({ statusCode: 401 });
    } finally {
      stop();
    }
    expect(await itemsOf(u.id)).toEqual([]);
  });

  it('answers expired after 30 minutes, and still undoes just within them', async () => {
    const u = await account();
    const ev = await createEvent(u.id, swimming());
    const at = new Date();
    await recordChange(u.id, 'added Swimming', [added(ev)], at);

    expect(await undoLast(u.id, new Date(at.getTime() + UNDO_WINDOW_MS + 1000))).toEqual({ outcome: 'expired', summary: 'added Swimming' });
    expect(await exists(u.id, ev.id)).toBe(true);
    expect((await undoLast(u.id, new Date(at.getTime() + UNDO_WINDOW_MS))).outcome).toBe('undone');
    expect(await exists(u.id, ev.id)).toBe(false);
  });

  it('answers nothing with no change recorded, and the second time', async () => {
    const u = await account();
    expect(await undoLast(u.id, new Date())).toEqual({ outcome: 'nothing' });
    const ev = await createEvent(u.id, swimming());
    await recordChange(u.id, 'added Swimming', [added(ev)], new Date());
    expect((await undoLast(u.id, new Date())).outcome).toBe('undone');
    expect(await undoLast(u.id, new Date())).toEqual({ outcome: 'nothing' });
  });

  it('keeps only the last change: undo reverts that one, not an earlier one', async () => {
    const u = await account();
    const first = await createEvent(u.id, swimming());
    await recordChange(u.id, 'added Swimming', [added(first)], new Date());
    const second = await createEvent(u.id, swimming({ title: 'Piano' }));
    await recordChange(u.id, 'added Piano', [added(second)], new Date());

    expect((await undoLast(u.id, new Date())).outcome).toBe('undone');
    expect(await exists(u.id, second.id)).toBe(false);
    expect(await exists(u.id, first.id)).toBe(true);
    expect(await undoLast(u.id, new Date())).toEqual({ outcome: 'nothing' });
  });

  it('leaves with the account, and is not written for an account deleted meanwhile', async () => {
    const u = await account();
    const ev = await createEvent(u.id, swimming());
    await recordChange(u.id, 'added Swimming', [added(ev)], new Date());
    expect((await itemsOf(u.id)).some((i) => i.sk === keys.assistantUndo(u.id).sk)).toBe(true);
    expect((await api.delete('/api/auth/account', { token: u.token, body: { currentPassword: PASSWORD } })).status).toBe(200);
    expect(await itemsOf(u.id)).toEqual([]);
    await recordChange(u.id, 'added Swimming', [added(ev)], new Date());
    expect(await itemsOf(u.id)).toEqual([]);
  });
});

describe('assistant undo: to-dos', () => {
  const task = { task: 'Pack swim bag', isCompleted: false, category: 'general', priority: 'medium' as const, dueDate: null, assigneeId: null };

  it('undoing an added to-do removes it', async () => {
    const u = await account();
    const todo = await saveTodo(u.id, task);
    await recordChange(u.id, 'added Pack swim bag', [{ kind: 'todo', id: todo.id, before: null, after: todo }], new Date());
    expect(await undoLast(u.id, new Date())).toEqual({ outcome: 'undone', summary: 'added Pack swim bag', events: [] });
    expect(await listTodos(u.id)).toEqual([]);
  });

  it('undoing a completed to-do makes it open again, as the same item', async () => {
    const u = await account();
    const child = (await api.post('/api/family-members', childMember(), { token: u.token })).body;
    const open = await saveTodo(u.id, { ...task, assigneeId: child.id });
    const stored = await raw(keys.todo(u.id, open.id));
    const done = await saveTodo(u.id, { ...task, assigneeId: child.id, isCompleted: true }, open);
    await recordChange(u.id, 'completed Pack swim bag', [{ kind: 'todo', id: open.id, before: open, after: done }], new Date());

    expect((await undoLast(u.id, new Date())).outcome).toBe('undone');
    const back = await getTodo(u.id, open.id);
    expect(back).toEqual({ ...open, updated_at: back.updated_at });
    expect(await raw(keys.todo(u.id, open.id))).toEqual({ ...stored, updated_at: back.updated_at });
  });
});
