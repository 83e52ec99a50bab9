import { completeDraft, type EventDraft } from './event-draft';
import { readClock } from './event-update';
import { interpret } from '../engine';
import { escapeRe, findMember } from './member-mentions';
import { MAX_TEXT, normaliseText, type EngineContext } from '../message';
import { readWhen } from './read-when';
import { eventWords, withoutWhen } from './slots';
import type { Interpretation, AssistantPending } from '../types';
import { messageOf } from './read-message';
import { wallClock } from '../dates';
import { withoutEmoji } from './pleasantries';
import { lastDaySaid } from './series-change';

/** Follow-ups: the answer to a question the assistant asked (follow-up.ts holds the question while it waits). */

export type FollowUp =
  | { meant: Interpretation }
  | { choose: number }
  | { confirm: boolean }
  | { retime: { time: string; date?: string } }
  | { rename: string }
  /** An answer that changes nothing ("leave it as all day"): the reply to send. */
  | { say: string }
  | null;

/** The question's own offer, "or leave it as all day", and the ways people take it up. */
const KEEP_ALL_DAY =
  /^(?:(?:ok(?:ay)?|no|nah|yes|yeah|just)[,.!]?\s+)*(?:(?:(?:please\s+)?(?:leave|keep|make)\s+(?:it\s+)?(?:as\s+)?)?(?:an?\s+)?all[ -]day(?:\s+event)?(?:\s+is fine)?|no (?:specific |set )?time|(?:there'?s )?no time|(?:it )?doesn'?t matter|whenever)(?:\s+please|\s+thanks)?[.! ]*$/i;

const YES =
  /^(?:👍|👌|✅|✔️?|y|yes|yes please|yep|yeah|yup|sure|ok(?:ay)?|confirm|correct|do it|go ahead|please do|delete (?:them|it|all)(?: all)?|yes,? (?:delete|cancel|remove)(?: (?:them|it|all))?(?: all)?)[.! ]*$/i;
const NO = /^(?:👎|❌|n|no|nope|nah|no thanks|don'?t|do not|cancel|stop|keep (?:them|it)|leave (?:them|it))[.! ]*$/i;
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };

/** The reply to a pending question, or null when the message is about something else (the question is then dropped). */
export function readFollowUp(raw: string, pending: AssistantPending, ctx: EngineContext): FollowUp {
  // "yes 👍", "2 🙏", "4pm 👌": the emoji is no part of the answer; a thumbs-up or a tick alone is a yes.
  const typed = normaliseText(String(raw ?? ''));
  const said = (
    withoutEmoji(typed)
      .replace(/[\u2714\u2705\u2611]/gu, ' ')
      .trim() || typed
  ).toLowerCase();
  if (!said || said.length > MAX_TEXT) return null;
  if (pending.ask === 'confirm') return YES.test(said) ? { confirm: true } : NO.test(said) ? { confirm: false } : null;
  // The name of an event being added: a short answer, not itself a question or another request.
  if (pending.ask === 'name' && pending.tool === 'createEvent') {
    const title = normaliseText(String(raw))
      .replace(/^(?:(?:it'?s |it is )?called|call it|it'?s|it is|to|about|that)\s+(?:the\s+)?/i, '')
      .replace(/[.!]+$/, '')
      .trim();
    if (!title || title.length > 60 || /\?|^(?:what|when|where|who|how|cancel|delete|remove|move|change|show|add|put|no|stop)\b/i.test(title)) return null;
    return {
      meant: completeDraft(
        { ...(pending.input as EventDraft), title: title[0].toUpperCase() + title.slice(1), aboutAsked: false },
        wallClock(ctx.timezone, ctx.now),
        ctx.timezone,
      ),
    };
  }
  // The new list's name: a short answer that is not itself a request.
  if (pending.ask === 'name') {
    const name = normaliseText(String(raw))
      .replace(/^(?:call it|name it|it'?s|the)\s+/i, '')
      .replace(/[.!]+$/, '')
      .trim();
    const meant = interpret(name, ctx);
    if (!name || name.length > 60 || !('tool' in meant && meant.tool === 'help' && (meant.input as { reason?: string }).reason === 'not-understood'))
      return null;
    return { rename: name[0].toUpperCase() + name.slice(1) };
  }
  if (pending.ask === 'either') return readEither(said, pending);
  if (pending.ask === 'choice') {
    const pick =
      /^(?:(?:it'?s |i mean |i meant )?(?:the |number |no\.? |#|option )?)(\d{1,2}|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)(?:st|nd|rd|th)?(?: one)?(?: please)?[.! ]*$/i.exec(
        said,
      );
    if (!pick) return null;
    const n = pick[1] === 'last' ? (pending.options?.length ?? 0) : (ORDINALS[pick[1]] ?? Number(pick[1]));
    return { choose: n };
  }
  if (pending.ask === 'member') {
    const original = String((pending.input as { text?: unknown }).text ?? '');
    const found = findMember(said, ctx.memberNames);
    if (!found.member || found.rest.replace(/\b(?:it'?s|it is|i mean|for|please|the one|one|that'?s)\b/gi, '').replace(/[^\p{L}\p{N}]+/gu, '')) return null;
    const first = escapeRe(found.member.split(/\s+/)[0]);
    // Only that member's name is swapped for the full one; the rest of the request is read as before.
    const text = original.replace(new RegExp(`(?<![\\p{L}\\p{N}])${first}(?![\\p{L}\\p{N}]| [\\p{L}])`, 'iu'), found.member);
    return { meant: interpret(text, ctx) };
  }
  const m = messageOf(said, ctx);
  const wall = m.wall;
  // The time of an event just added all day.
  if (pending.tool === 'updateEvent' && pending.ask === 'time') {
    if (KEEP_ALL_DAY.test(said)) return { say: 'OK, it stays all day.' };
    const clock = readClock(m.lower);
    if (clock) return { retime: { time: clock } };
    const when = readWhen(m.lower, wall, ctx.timezone);
    if (!when?.time || eventWords(withoutWhen(when, m.lower).replace(/\b(?:it'?s|it is|make it|please)\b/g, ' '))) return null;
    return { retime: { time: when.time, ...(when.date ? { date: when.date } : {}) } };
  }
  // The last day of a series being changed ("which day is the last swimming?")
  if (pending.tool === 'updateEvent' && pending.ask === 'date') {
    const last = lastDaySaid(said.replace(/[.!]+$/, ''), wall, ctx.timezone);
    const input = pending.input as { target: unknown };
    return last ? { meant: { tool: 'updateEvent', input: { target: input.target, changes: { repeatUntil: last } } } } : null;
  }
  // A time or a day for the event being added.
  const draft = pending.input as EventDraft;
  if (/^(?:(?:it'?s |make it |it is )?(?:an? )?all[ -]day(?: event)?|the whole day)[.! ]*$/.test(said))
    return { meant: completeDraft({ ...draft, allDay: true, time: null, durationMinutes: 1440 }, wall, ctx.timezone) };
  const clock = pending.ask === 'date' ? null : readClock(m.lower);
  if (clock)
    return { meant: completeDraft({ ...draft, time: clock, allDay: false, durationMinutes: draft.allDay ? 60 : draft.durationMinutes }, wall, ctx.timezone) };
  const when = readWhen(said, wall, ctx.timezone);
  if (!when || (!when.date && !when.time)) return null;
  // Only an answer that is (nearly) just a day or time: anything more is a new message.
  if (eventWords(withoutWhen(when, said).replace(/\b(?:it'?s|it is|make it|same time|instead|please)\b/g, ' '))) return null;
  const next: EventDraft = { ...draft };
  if (when.date) Object.assign(next, { date: when.date, weekdayOnly: when.weekdayOnly });
  if (when.time) Object.assign(next, { time: when.time, allDay: false, durationMinutes: when.durationMinutes ?? draft.durationMinutes });
  return { meant: completeDraft(next, wall, ctx.timezone) };
}

/** The words that pick each kind of reading of an either/or question ("add it", "look for it", "the second"). */
const KIND_WORDS: Record<string, RegExp> = {
  event_add: /\b(?:add|put|create|book|schedule|new)\b/,
  event_query: /\b(?:look|find|search|check|show|what'?s on)\b/,
  event_remove: /\b(?:cancel|delete|remove)\b/,
  event_change: /\b(?:change|move|update)\b/,
  reminder_query: /\b(?:list|show|reminders)\b/,
  list_add: /\b(?:add|put)\b/,
  list_query: /\b(?:show|list|what'?s on|look)\b/,
  list_remove: /\b(?:take|remove|delete|tick|off)\b/,
};

/** "1", "the second one", "add it", "look for it": which of the two readings was meant. */
function readEither(said: string, pending: AssistantPending): FollowUp {
  const { choices, kinds } = pending.input as { choices: Interpretation[]; kinds: string[] };
  const number = /^(?:(?:the |option |number )?(1|2|one|two|first|second)(?:st|nd)?(?: one)?|(?:the )?(former|latter))(?: please)?[.! ]*$/.exec(said);
  if (number) {
    const n = ['1', 'one', 'first', 'former'].includes(number[1] ?? number[2]) ? 0 : 1;
    return { meant: choices[n] };
  }
  if (said.split(/\s+/).length > 6) return null;
  const matching = kinds.map((k, i) => (KIND_WORDS[k]?.test(said) ? i : -1)).filter((i) => i >= 0);
  return matching.length === 1 ? { meant: choices[matching[0]] } : null;
}
