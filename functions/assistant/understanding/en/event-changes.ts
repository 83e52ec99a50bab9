import { isoOf, minutesOfDay } from '../dates';
import { eventPhrases } from './event-phrases';
import { datesSpan } from './day-spans';
import { findMember } from './member-mentions';
import type { Message } from '../message';
import { readWhen } from './read-when';
import { withoutWhen } from './slots';
import { spellSpokenNumbers } from './spoken-numbers';
import { EVENING_WORDS, ONLY_WHEN } from './date-words';

/** What a change to an event says it becomes: a time, a day, a length, a member, a reminder or a new name. */

/** A bare clock time as an answer or a new time: "5", "5:30", "5.30pm", "at 11", "11am" (1–6 without am/pm is afternoon). */
export function readClock(text: string): string | null {
  const bare =
    /^(?:(?:it'?s |it is |make it |at |around |about |by |for |starts? at |starting at )+)?(\d{1,2})(?:[:.]?(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|o'?clock)?[.! ]*$/i.exec(
      text.trim(),
    );
  if (!bare) return null;
  let h = Number(bare[1]);
  const min = Number(bare[2] ?? 0);
  const mer = bare[3]?.toLowerCase();
  if (mer?.startsWith('p') && h < 12) h += 12;
  if (mer?.startsWith('a') && h === 12) h = 0;
  if ((!mer || mer.includes('clock')) && h >= 1 && h <= 6) h += 12;
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

export const titleCase = (t: string) => {
  const s = t.trim().replace(/^["']|["']$/g, '');
  return s ? s[0].toUpperCase() + s.slice(1) : s;
};

export interface Changes {
  title?: string;
  date?: string;
  time?: string;
  endTime?: string;
  durationMinutes?: number;
  member?: string;
  reminderMinutes?: number;
  allDay?: boolean;
  shiftMinutes?: number;
  /** Longer by this many minutes (negative: shorter), the start kept. */
  lengthenMinutes?: number;
  location?: string;
  /** The new day was said by its weekday alone (read, then dropped from the change). */
  weekdayOnly?: boolean;
}

export function readChanges(raw: string, m: Message): Changes {
  const changes: Changes = {};
  const text = raw
    // "…moved to ten thirty so change that and tell me if it clashes": the new value ends where the next request starts
    .replace(/[\s,]+(?:so|and|then)\s+(?:(?:can|could) you\s+|please\s+)?(?:change|update|fix|move|tell|let|check|see|put)\b.*$/i, '')
    .replace(/[\s,]+(?:now|instead|please|then)[\s,.!]*$/i, '')
    .trim();
  // "to four", "to four thirty": a spoken clock time said alone.
  const clock = readClock(text) ?? readClock(spellSpokenNumbers(`at ${text.replace(/^at\s+/i, '')}`));
  // "date night is at 8 now": 7-11 without am or pm is in the evening for an evening thing, as when adding one.
  if (clock && /^(?:0[7-9]|1[01]):/.test(clock) && !/(?:\d\s*|\b)(?:am|a\.\s?m\.)(?!\w)|\bmorning\b/i.test(text) && EVENING_WORDS.test(m.lower))
    return { time: `${Number(clock.slice(0, 2)) + 12}${clock.slice(2)}` };
  if (clock) return { time: clock };
  // "is 5-6 now": the hours it takes.
  const range = /^(?:at |from )?(\d{1,2}(?:[:.]\d{2})?)\s*(?:-|–|to|till|until)\s*(\d{1,2}(?:[:.]\d{2})?)\s*(am|pm)?$/i.exec(text);
  const [from, to] = range ? [readClock(`${range[1]}${range[3] ?? ''}`), readClock(`${range[2]}${range[3] ?? ''}`)] : [null, null];
  if (from && to && to > from) return { time: from, durationMinutes: minutesOfDay(to) - minutesOfDay(from) };
  const member = findMember(text, m.names);
  if (member.member && !member.rest.replace(/\b(?:for|with|to)\b/gi, '').trim()) return { member: member.member };
  const phrases = eventPhrases(member.rest);
  const lengthOnly = /^(?:(an?|\d+(?:\.\d+)?|one|two|three|half an?)\s*(hours?|hrs?|minutes?|mins?))( and (?:a )?half)?(?: long)?$/i.exec(member.rest.trim());
  if (lengthOnly) {
    const n = /^half/i.test(lengthOnly[1])
      ? 0.5
      : /^(?:an?|one)$/i.test(lengthOnly[1])
        ? 1
        : Number(lengthOnly[1]) || { two: 2, three: 3 }[lengthOnly[1].toLowerCase()] || 1;
    const minutes = (/^h/i.test(lengthOnly[2]) ? n * 60 : n) + (lengthOnly[3] ? (/^h/i.test(lengthOnly[2]) ? 30 : 0) : 0);
    return { durationMinutes: Math.round(minutes) };
  }
  if (/^all[ -]day$/i.test(member.rest.trim())) return { allDay: true };
  // "to 7 tonight": a bare hour before a day is a time.
  const when = readWhen(phrases.rest.trim().replace(/^(?=\d{1,2}(?:[:.]\d{2})?\s+[a-z])/i, 'at '), m.wall, m.ctx.timezone);
  if (when?.date) changes.date = when.date;
  // A day named only by its weekday: "move swimming to wednesday" said on a Wednesday is next week's, unless a time
  // still ahead today is said with it; "from tuesday to thursday" is the Thursday of that Tuesday's week.
  if (when?.date && when.weekdayOnly) {
    const stillToday = when.date === isoOf(m.wall.today) && !!when.time && when.time > m.wall.now.toFormat('HH:mm');
    if (when.date === isoOf(m.wall.today) && !stillToday) changes.date = isoOf(m.wall.today.plus({ days: 7 }));
    changes.weekdayOnly = true;
  }
  if (when?.time) changes.time = when.time;
  // "camp is now 25 to 28 march": all of those days
  const days = when?.time ? null : datesSpan(when);
  if (days && days > 1) Object.assign(changes, { allDay: true, durationMinutes: days * 1440 });
  if (phrases.allDay) changes.allDay = true;
  if (phrases.durationMinutes ?? when?.durationMinutes) changes.durationMinutes = (phrases.durationMinutes ?? when?.durationMinutes)!;
  if (phrases.reminderMinutes != null) changes.reminderMinutes = phrases.reminderMinutes;
  if (member.member) changes.member = member.member;
  if (!Object.keys(changes).length) {
    const title = titleCase(withoutWhen(when, phrases.rest));
    if (title) changes.title = title;
  }
  return changes;
}

/**
 * "move the dentist thursday", "reschedule the plumber for thursday morning", "make the drinks 6 instead", "the bbq
 * saturday instead of sunday": the longest tail that is a day or a time alone is the new one, what comes before it the
 * event (with the day or time it replaces, when said).
 */
export function whenAtEnd(body: string, m: Message): { target: string; changes: Changes } | null {
  const [said, replaced = ''] = body.replace(/\s+(?:instead|now)$/i, '').split(/\s+(?:instead of|rather than|not)\s+(?=\S)/i);
  const words = said.split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    const tail = words
      .slice(i)
      .join(' ')
      .replace(/^(?:at|on|for|to)\s+/i, '');
    if (!ONLY_WHEN.test(tail)) continue;
    const changes = readChanges(tail, m);
    if ((changes.date || changes.time) && !changes.title && !changes.member) return { target: `${words.slice(0, i).join(' ')} ${replaced}`, changes };
  }
  return null;
}

/** Who told them, before the event's words: "the dentist called and moved me…". */
export const CALLED_AND = /\s+(?:called|rang|phoned|emailed|texted|messaged|wrote)(?: (?:me|us))?\s+and\s*$/i;

/** "extend the dinner on thursday until 11 pm": a new end, the start kept. */
export function extendedUntil(verb: string, body: string, m: Message): { target: string; endTime: string } | null {
  const until = /\b(?:extend|lengthen|prolong)\s*$/i.test(verb) ? /^(.+?)\s+(?:until|till|til|to)\s+(.+)$/i.exec(body) : null;
  const end = until ? readChanges(until[2], m) : null;
  return until && end?.time && Object.keys(end).length === 1 ? { target: until[1], endTime: end.time } : null;
}
