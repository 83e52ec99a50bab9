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

/**
 * "yoga sat at 10 this week only", "hospital say now come at 6.30": an event told at a time without asking to add
 * it, when that day already has the one event of its name at another time, is that event's new time (that day's
 * only, for a series), not a second event. English only (the words that ask to add are English).
 */
export async function toldNewTime(ctx: ToolContext, meant: Interpretation, said: string): Promise<Interpretation | null> {
  if (!('tool' in meant) || meant.tool !== 'createEvent' || ASKS_TO_ADD.test(said) || writtenIn(said) !== 'en') return null;
  const input = meant.input as CreateEventInput;
  if (!input.time || input.recurrence !== 'none') return null;
  const found = await searchOccurrences(
    callerOf(ctx),
    { words: input.title, fromDate: input.date, toDate: input.date, time: null, memberId: null },
    todayOf(ctx),
  );
  if (found.length !== 1 || !found[0].time || found[0].time === input.time) return null;
  return { tool: 'updateEvent', input: { target: { words: input.title, date: input.date, time: null, member: input.member }, changes: { time: input.time } } };
}
