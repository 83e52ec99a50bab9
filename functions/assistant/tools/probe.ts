import { findList, itemsOf } from '../../lists/list-actions';
import type { CreateEventInput, Interpretation } from '../understanding/types';
import { writtenIn } from '../understanding/written-in';
import { searchOccurrences } from './event-search';
import { todayOf } from './event-tool-common';
import { bestMatches } from './ranked-match';
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

/**
 * An event told without asking to add it, when that day already has the one event of its name, is news about that
 * event (that day's only, for a series), not a second event: "yoga sat at 10 this week only", "hospital say now come
 * at 6.30" (a new time); "netball sat is at the indoor courts this wk" (a new place). English only (the words that ask
 * to add are English).
 */
export async function toldNews(ctx: ToolContext, meant: Interpretation, said: string): Promise<Interpretation | null> {
  if (!('tool' in meant) || meant.tool !== 'createEvent' || ASKS_TO_ADD.test(said) || writtenIn(said) !== 'en') return null;
  const input = meant.input as CreateEventInput;
  if (input.recurrence !== 'none') return null;
  const placed = input.time ? null : NAME_THEN_PLACE.exec(input.title);
  const location = placed?.[2].replace(NOT_THE_PLACE, ' ').trim();
  if (!input.time && !location) return null;
  const words = placed && location ? placed[1] : input.title;
  const found = await searchOccurrences(callerOf(ctx), { words, fromDate: input.date, toDate: input.date, time: null, memberId: null }, todayOf(ctx));
  if (found.length !== 1) return null;
  const target = { words, date: input.date, time: null, member: input.member };
  if (location) return found[0].location === location ? null : { tool: 'updateEvent', input: { target, changes: { location } } };
  if (!found[0].time || found[0].time === input.time) return null;
  return { tool: 'updateEvent', input: { target, changes: { time: input.time } } };
}
