import type { AccountState, Before, FiledEvent, Occurrence } from './worker-account';

/**
 * Whether a message did what its phrasebook row says, judged by the effect on the account (read back through the
 * API), not by the reading: a new event's title, day, time, member, repeat and reminder; a changed event's new day,
 * time, place, length or reminder with its old day gone; a cancelled event gone and the others kept; items and to-dos
 * added or ticked off; a question answered by its tool. Returns why not, or null.
 */

// The row's expected input, as loose as the phrasebook's partial inputs are.
type Input = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const loose = (s: unknown) =>
  String(s ?? '')
    .toLowerCase()
    .replace(/'s\b/g, '')
    .replace(/[^a-z0-9\u0600-\u06ff ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const has = (got: unknown, want: unknown) => loose(got).includes(loose(want));
const words = (s: unknown) =>
  loose(s)
    .split(' ')
    .filter((w) => w.length > 2);
/** The filed event a row's target words point at: by its words, or a shared four-letter beginning. */
const near = (title: unknown, want: unknown) =>
  has(title, want) || has(want, title) || words(want).some((w) => words(title).some((t) => t.startsWith(w.slice(0, 4)) || w.startsWith(t.slice(0, 4))));
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const inOrder = (list: Occurrence[]) => [...list].sort((a, c) => (a.date + (a.time ?? '')).localeCompare(c.date + (c.time ?? '')));
/** The reference week's next Wednesday: a series with an occurrence from then on was not cancelled as a whole. */
const NEXT_WEEK = '2026-03-11';
const TODAY = '2026-03-04';

export interface Judged {
  tool: string;
  input: Input | undefined;
  before: Before;
  pre: AccountState;
  post: AccountState;
  /** The tool the reply came from (a question is judged by it). */
  replyTool: string | null;
  /** Member name → id, for a row that names the member. */
  ids: Record<string, string>;
}

export function judge(j: Judged): string | null {
  const { tool, input, before, pre, post } = j;
  const changed = JSON.stringify(pre) !== JSON.stringify(post);
  const preIds = new Set(pre.occ.map((o) => o.eventId));
  const events = before.events ?? [];
  // The filed event the row means: near its words, and the row's member's when it names one.
  const filed = (w: unknown): FiledEvent | undefined =>
    events.find((e) => near(e.title, w) && (!input?.target?.member || e.member === input.target.member)) ?? events.find((e) => near(e.title, w)) ?? events[0];
  // The filed event's own occurrences: its title (or a new event near it) and, when it was filed for a child, that child's.
  const ofMember = (o: Occurrence, e: FiledEvent) =>
    !e.member || o.familyMemberId === j.ids[e.member] || ((o.memberIds ?? []) as string[]).includes(j.ids[e.member]);
  const occOf = (list: Occurrence[], e: FiledEvent) =>
    list.filter((o) => (loose(o.title) === loose(e.title) || (!preIds.has(o.eventId) && near(o.title, e.title))) && ofMember(o, e));
  switch (tool) {
    case 'createEvent':
      return judgeNew(j, preIds);
    case 'updateEvent': {
      const e = filed(input?.target?.words);
      if (!e) return 'no filed event';
      const c = (input?.changes ?? {}) as Input;
      const was = occOf(pre.occ, e);
      const now = occOf(post.occ, e);
      if (c.title) return post.occ.some((o) => has(o.title, c.title)) ? null : `no event titled ${c.title}`;
      if (JSON.stringify(was) === JSON.stringify(now)) return 'event unchanged';
      const day = input?.target?.date ?? (c.date && !e.weekly ? e.date : undefined);
      const on = (list: Occurrence[]) => (day ? list.filter((o) => o.date === (c.date ?? day)) : list.filter((o) => o.date >= TODAY));
      const cand = c.date ? now.filter((o) => o.date === c.date) : on(now);
      if (!cand.length) return `no occurrence on ${c.date ?? day ?? 'or after today'}`;
      const o = inOrder(cand)[0];
      if (c.time && o.time !== c.time) return `time ${o.time}`;
      if (c.shiftMinutes != null) {
        const from = inOrder(on(was))[0] ?? inOrder(was)[0];
        if (!from?.time || !o.time || minutes(o.time) - minutes(from.time) !== c.shiftMinutes) return `shift ${from?.time}→${o.time}`;
      }
      if (c.location && !has(o.location, c.location)) return `location ${String(o.location)}`;
      if (c.durationMinutes != null && o.duration !== c.durationMinutes) return `duration ${String(o.duration)}`;
      if (c.reminderMinutes != null && o.reminderMinutes !== c.reminderMinutes) return `reminder ${String(o.reminderMinutes)}`;
      if (c.date && !e.weekly && now.some((x) => x.date === e.date && e.date !== c.date)) return 'old day still there';
      return null;
    }
    case 'cancelEvent': {
      const e = filed(input?.target?.words);
      if (!e) return 'no filed event';
      if (occOf(post.occ, e).length >= occOf(pre.occ, e).length) return 'not cancelled';
      const day = input?.target?.date ?? input?.date;
      if (day && occOf(post.occ, e).some((o) => o.date === day)) return `still on ${day}`;
      if (input?.series === true && occOf(post.occ, e).some((o) => o.date >= NEXT_WEEK)) return 'series still there';
      const others = (before.events ?? []).filter((x) => loose(x.title) !== loose(e.title) && !near(x.title, input?.target?.words));
      const lost = input?.target?.words ? others.find((x) => occOf(post.occ, x).length < occOf(pre.occ, x).length) : undefined;
      return lost ? `also cancelled ${lost.title}` : null;
    }
    case 'addListItems': {
      const open = (lists: AccountState['lists'], item: string, list?: string) =>
        Object.entries(lists).some(([name, its]) => (!list || has(name, list) || has(list, name)) && its.some((i) => !i.done && has(i.text, item)));
      for (const item of (input?.items ?? []) as string[])
        if (!open(post.lists, item, input?.list) || (open(pre.lists, item) && !changed)) return `item ${item} not added`;
      return changed ? null : 'nothing added';
    }
    case 'tickListItems': {
      for (const item of (input?.items ?? []) as string[]) {
        const still = Object.entries(post.lists).some(
          ([name, its]) => (!input?.list || has(name, input.list) || has(input.list, name)) && its.some((i) => !i.done && has(i.text, item)),
        );
        if (still) return `item ${item} still open`;
      }
      return changed ? null : 'nothing ticked';
    }
    case 'addTodo': {
      for (const task of (input?.tasks ?? []) as string[])
        if (!post.todos.some((x) => !x.done && has(x.task, task)) || pre.todos.some((x) => has(x.task, task) && !x.done)) return `to-do ${task} not added`;
      return changed ? null : 'nothing added';
    }
    case 'completeTodo': {
      if (post.todos.filter((x) => !x.done).length >= pre.todos.filter((x) => !x.done).length) return 'nothing done';
      return input?.text && post.todos.some((x) => !x.done && has(x.task, input.text)) ? `${input.text} still open` : null;
    }
    default:
      // A question may come with a second request the message also made; the question's answer is what is judged.
      return j.replyTool === tool ? null : `answered with ${j.replyTool}`;
  }
}

/** A new event: one of the events the message filed has the row's title, day, time, member, repeat and reminder. */
function judgeNew({ input, post, ids }: Judged, preIds: Set<string>): string | null {
  const fresh = post.occ.filter((o) => !preIds.has(o.eventId));
  if (!fresh.length) return 'no new event';
  const byEvent = new Map<string, Occurrence[]>();
  for (const o of fresh) byEvent.set(o.eventId, [...(byEvent.get(o.eventId) ?? []), o]);
  const why: string[] = [];
  for (const occs of byEvent.values()) {
    const o = inOrder(occs)[0];
    const memberIds = (o.memberIds ?? []) as string[];
    const w: string[] = [];
    if (input?.title && !has(o.title, input.title)) w.push(`title ${o.title}`);
    if (input?.date && o.date !== input.date) w.push(`date ${o.date}`);
    if (input && 'time' in input && (input.time ?? null) !== (o.allDay ? null : o.time)) w.push(`time ${o.time}`);
    if (input?.member && !memberIds.includes(ids[input.member]) && o.familyMemberId !== ids[input.member]) w.push('member');
    if (input?.recurrence && input.recurrence !== 'none' && o.recurrence !== input.recurrence) w.push(`recurrence ${String(o.recurrence)}`);
    if (input?.reminderMinutes != null && o.reminderMinutes !== input.reminderMinutes) w.push(`reminder ${String(o.reminderMinutes)}`);
    if (!w.length) return null;
    why.push(`${o.title} ${o.date} ${o.time}: ${w.join(', ')}`);
  }
  return why.join(' | ');
}
