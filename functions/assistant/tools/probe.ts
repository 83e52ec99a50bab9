import { findList, itemsOf } from '../../lists/list-actions';
import type { CreateEventInput, Interpretation } from '../understanding/types';
import { writtenIn } from '../understanding/written-in';
import { DateTime } from 'luxon';
import { nearestTo, reachableOccurrences, searchOccurrences } from './event-search';
import { memberOf, todayOf } from './event-tool-common';
import { bestMatches, namingWords } from './ranked-match';
import { KIND_WORDS } from '../understanding/en/slots';
import { openTodos, type ToolContext, callerOf } from './tool-common';

/**
 * Whether a reading would find what it names in the account (an event, a list item, a to-do): true, false, or
 * null when the reading names nothing to find (adding, asking about a day). Reads only.
 */
export async function findsSomething(ctx: ToolContext, meant: Interpretation): Promise<boolean | null> {
  if (!('tool' in meant)) return null;
  const input = (meant.input ?? {}) as Record<string, unknown>;
  const target = (input.target ?? input) as {
    words?: string | null;
    fromDate?: string | null;
    toDate?: string | null;
    date?: string | null;
    time?: string | null;
  };
  switch (meant.tool) {
    case 'cancelEvent':
    case 'updateEvent':
    case 'findEvent': {
      if (!target.words) return null;
      const fromDate = target.fromDate ?? target.date ?? null;
      const found = await searchOccurrences(
        callerOf(ctx),
        { words: target.words, fromDate, toDate: target.toDate ?? fromDate, time: meant.tool === 'findEvent' ? null : (target.time ?? null), memberId: null },
        todayOf(ctx),
      );
      return found.length > 0;
    }
    case 'tickListItems': {
      const list = await findList(ctx.userId, (input.list as string | null) ?? null);
      if (!list) return false;
      const open = (await itemsOf(ctx.userId, list.id)).items.filter((i) => !i.done);
      return (input.items as string[]).some((said) => bestMatches(open, (i) => i.text, said).length > 0);
    }
    case 'completeTodo': {
      if (typeof input.text !== 'string') return null;
      return bestMatches(await openTodos(ctx.userId), (t) => t.task, input.text).length > 0;
    }
    default:
      return null;
  }
}

/** Words that ask for an event to be added, or say it is one more ("another", "also"). */
const ASKS_TO_ADD =
  /\b(?:add|put|pop|pencil|stick|chuck|whack|bung|book|booked|schedule|create|new|enter|plan|arrange|set up|make|remind|note|write|log|save|block|reserve|another|second|extra|also|too|as well)\b/i;

/** "Netball at the indoor courts this week": the name a title starts with, and the place told after it. */
const NAME_THEN_PLACE = /^(.+?)\s+(?:(?:is|are)\s+)?(?:at|in)\s+((?:the|a|an)\s+\S.*|\p{Lu}.*)$/u;
/** Words that say the place is news, or for how long, and are no part of it. */
const NOT_THE_PLACE = /\s*\b(?:(?:just |only )?(?:for )?this (?:week|wk|time|once)(?: only)?|btw|now|instead|for now)\b\s*/gi;
/** Words that tell news of something filed: an event is moved to another day only when the message says one. */
const NEWS = /\b(?:now|instead|actually|moved|changed|rescheduled|postponed|pushed|brought forward|not|no longer|any ?more)\b/i;
/** How far from the day said an event told of as moved may be (a fortnight either way covers "next week"). */
const MOVED_WITHIN_DAYS = 14;

/**
 * An event told without asking to add it is news about the one event of its name the family has, not a second event:
 * - that day's (that day's only, for a series): "yoga sat at 10 this week only", "hospital say now come at 6.30" (a
 *   new time); "netball sat is at the indoor courts this wk" (a new place);
 * - on another day within two weeks, when the message says it is news and names the event in full: "hockey for sam
 *   thursday 5.30 instead, coach said" (a new day).
 * A child named narrows it to that child's events (or ones filed for nobody). English only (the words are English).
 */
export async function toldNews(ctx: ToolContext, meant: Interpretation, said: string): Promise<Interpretation | null> {
  if (!('tool' in meant) || meant.tool !== 'createEvent' || ASKS_TO_ADD.test(said) || writtenIn(said) !== 'en') return null;
  const input = meant.input as CreateEventInput;
  if (input.recurrence !== 'none') return null;
  // The members are read only when a child is named: most events told name nobody.
  const who = input.member ? await memberOf(ctx, input.member) : null;
  if (who && 'reply' in who) return null;
  const memberId = who?.member?.id ?? null;
  const placed = input.time ? null : NAME_THEN_PLACE.exec(input.title);
  const location = placed?.[2].replace(NOT_THE_PLACE, ' ').trim();
  const words = placed && location ? placed[1] : input.title;
  const found = await searchOccurrences(callerOf(ctx), { words, fromDate: input.date, toDate: input.date, time: null, memberId }, todayOf(ctx));
  if (!found.length && !location && NEWS.test(said)) return movedHere(ctx, input, memberId);
  if (found.length !== 1 || (!input.time && !location) || moreThanItsName(words, found[0].title)) return null;
  const target = { words, date: input.date, time: null, member: input.member };
  if (location) return found[0].location === location ? null : { tool: 'updateEvent', input: { target, changes: { location } } };
  if (!found[0].time || found[0].time === input.time) return null;
  return { tool: 'updateEvent', input: { target, changes: { time: input.time } } };
}

/**
 * "nursery photos the morra, hauf nine" when Nursery is filed, "kohanga open day" when Kohanga reo is: a name with a
 * word of its own beside the event's (other than a kind of event: "yoga class" is still Yoga) is a new thing, not news
 * of it. (Words beside a name that is only partly said count only in a short name: a long one is a sentence told.)
 */
const SHORT_NAME = 4;
function moreThanItsName(told: string, title: string): boolean {
  const own = namingWords(title);
  const said = namingWords(told).filter((w) => !KIND_WORDS.has(w));
  return said.some((w) => !own.includes(w)) && (own.every((w) => said.includes(w)) || said.length <= SHORT_NAME);
}

/** The one event near the day said whose whole name the message says, moved to that day (and time, when said). */
async function movedHere(ctx: ToolContext, input: CreateEventInput, memberId: string | null): Promise<Interpretation | null> {
  const day = DateTime.fromISO(input.date);
  const near = await reachableOccurrences(
    callerOf(ctx),
    day.minus({ days: MOVED_WITHIN_DAYS }).toISODate()!,
    day.plus({ days: MOVED_WITHIN_DAYS }).toISODate()!,
  );
  const said = new Set(namingWords(input.title));
  const named = near.filter((o) => {
    const own = namingWords(o.title);
    return own.length > 0 && own.every((w) => said.has(w)) && (!memberId || !o.memberIds.length || o.memberIds.includes(memberId));
  });
  if (!named.length || new Set(named.map((o) => o.eventId)).size > 1) return null;
  const o = nearestTo(named, input.date);
  const changes = { date: input.date, ...(input.allDay || !input.time ? {} : { time: input.time }) };
  return { tool: 'updateEvent', input: { target: { words: o.title, date: o.date, time: null, member: input.member }, changes } };
}
