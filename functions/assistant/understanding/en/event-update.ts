import { DateTime } from 'luxon';
import { isoOf } from '../dates';
import { asPlace } from './event-details';
import { CALLED_AND, extendedUntil, readChanges, readClock, titleCase, whenAtEnd, type Changes } from './event-changes';
import { eventPhrases } from './event-phrases';
import { findMember } from './member-mentions';
import type { Message } from '../message';
import { readWhen } from './read-when';
import { eventTarget, readTarget } from './slots';
import { WEEKDAY } from './date-words';
import { COUNT_RE } from './number-words';
import { lengthChange, shiftMinutes, tackedOn, withoutLengthBefore } from './event-length';
import { afternoonAsBefore } from './hour-ranges';
import { ASKS_YES_NO } from './change-marked';
import type { Interpretation } from '../types';

/** Changing an event by message: which event (its words, day, time and member) and what changes. */
export { readClock };

const UPDATE_VERB =
  /^(?:actually,?\s+)?(?:can (?:we|you) |could (?:we|you) |we need to |i need to |i want to |please )?(?:move|moved|reschedule|re-schedule|resched|rebook|re-book|bump|push(?: back)?|postpone|delay|snooze|bring(?: forward)?|shift|slide|swap|change|update|edit|rename|switch|put off|put(?=\s.+?\s(?:back|forward)\s+(?:by\s+)?(?:an?|half|\d+|one|two|three|four|five|ten|fifteen|twenty|thirty|forty)\b)|adjust|extend|shorten|(?:make|set)(?= (?:the|my|our|this|that|\p{L}+'s)\b| .+ (?:all[ -]day|long|longer|shorter|(?:\d+|an?|one|two|three|half an?) (?:hours?|hrs?|minutes?|mins?))(?: instead)?$))\b\s*/iu;
/** A statement that an event changed: "swimming is at 5 now", "the vet is actually on monday", "the concert got moved to the 18th". */
const CHANGED =
  /^(?:actually,?\s+)?(.+?)\s+(?:is|are|will be|has been|have been|should be|needs to be|has to be|was|were|got|has|have|starts?|begins?|ends?|finishes|runs(?: for)?|goes(?: for)?|lasts|takes)\s+(?:(?:now|actually|only|really|been|instead)\s+)*(?:(?:moved|moving|changed|changing|rescheduled|pushed back|pushed|bumped|switched|swapped|postponed|brought forward|going|starting|happening|going to be)(?:\s+(?:up|back|forward|over))?\s+)?(?:(?:to|at|on|till|until|for|from)\s+)?(.+)$/i;
/** An event said to end at a new time: "sports day will finish at 1", "the party now ends at 8", "swimming finishes at 5 now". */
const END =
  /^(?:actually,?\s+)?(.+?)\s+(?:(?:now|will|should|is|has been|going to|gonna)\s+)*(?:(?:ends?|ending|finish(?:es)?|finishing|close|closes|closing|wraps? up|wrapping up|(?:be )?(?:over|done))\s+(?:now\s+)?(?:(?:at|by|around)\s+|(?=\d))|(?:(?:been|got|being) )?extended (?:to|till|until|til)\s+|(?:go(?:es|ing)?|run(?:s|ning)?|last(?:s|ing)?)(?: on)?\s+(?:now\s+)?(?:till|until|til|'til)|(?<=\b(?:is|are)\s+)(?:only\s+)?(?:on\s+)?(?:till|until|til|'til)\s+)\s*(.+)$/i;
/** An event said to have moved, with no "is" or "got" before the verb: "the meeting moved to thursday". */
const MOVED = new RegExp(
  String.raw`^(.+?)\s+(?:(?:has|have|had|was|were|got|is|are)\s+(?:been\s+)?)?(?:moved|rescheduled|re-scheduled|pushed(?: back)?|postponed|changed|bumped|shifted|switched|swapped|gone(?=\s+to\s+(?:the\s+|next\s+)?(?:\d|${WEEKDAY}|tomorrow)))(?:\s+(?:me|us|it|them|him|her))?(?:\s+(?:up|back|forward|over))?\s+(?:to|till|until|for)\s+(.+)$`,
  'i',
);
const THEN_DAY = new RegExp(`^(.+?)\\s+((?:this |next |on )?(?:today|tonight|tomorrow|tmrw|tmr|weekend|${WEEKDAY}))$`, 'i');
/** A message that adds something, whatever change words it has ("book club" is an event, not the verb). */
const ADDING = /^(?:add|create|new|book(?! club| fair| week| launch| group| signing| swap)|schedule|put|remind|set)\b/i;
const CHANGE_SIGNAL =
  /\b(?:now|instead|actually|not|moved|moving|changed|rescheduled|postponed|pushed|brought forward|only|anymore|extended (?:to|till|until|til))\b|\b(?:will|is going to|are going to|gonna) (?:finish|end|wrap up|be over|(?:go|run|last) (?:on )?(?:until|till))\b|\b(?:can|could) .+ (?:go|be moved)\b/i;
const SHIFT_AMOUNT = `(${COUNT_RE})\\s*(hours?|hrs?|minutes?|mins?|m|days?|weeks?|wks?)`;
/** "push it back 30": minutes, when two figures that are no time of day follow "back" or "forward". */
const BARE_MINUTES = `(\\d{2})(?![:.]?\\d|\\s*(?:am|pm|a\\.m|p\\.m|o'?clock|h)\\b)`;
const SHIFT = new RegExp(
  `\\b(?:by\\s+)?${SHIFT_AMOUNT}\\s+(later|earlier|back|forward|sooner)\\b|\\b(back|forward)\\s+(?:by\\s+)?(?:${SHIFT_AMOUNT}|${BARE_MINUTES})\\b`,
  'i',
);
/** "push back the dinner 30 mins", "snooze my reminder for ten minutes": the verb says which way, the amount how far. */
const VERB_WAY = /\b(?:push(?: back)?|postpone|delay|snooze|bring(?: forward)?|put off)\b/i;
const VERB_SHIFT = new RegExp(`\\b(?:(?:by|for)\\s+)?${SHIFT_AMOUNT}\\b`, 'i');

// "an hour back" and "back an hour" alike
const shiftOf = (m: RegExpExecArray) =>
  m[1] ? shiftMinutes(m[1], m[2], /later|back/i.test(m[3])) : shiftMinutes(m[5] ?? m[7], m[6] ?? 'minutes', /back/i.test(m[4]));

/** "move the dentist to 11am", "swimming is at 5 now", "push Mia's party to Sunday", "rename piano to piano lesson", "make the meeting 2 hours". */
export function readUpdate(m: Message): Interpretation | null {
  // "what is set for the weekend three weeks from now": a question, whatever change words it has.
  if (/^(?:what|what's|whats|which|when|where|who|how|confirm|check|verify)\b/i.test(m.lower)) return null;
  // "is swimming moved to friday?": asked, not told
  if (ASKS_YES_NO.test(m.text)) return null;
  const text = withoutLengthBefore(m.text.replace(/[.!?]+$/, ''))
    // "the plumber rescheduled for next tuesday, can you change it": the request at the end changes nothing.
    .replace(/[,\s]+(?:so |and )?(?:(?:can|could) you |please |kindly )?(?:change|update|move|fix|sort)(?: (?:it|that|this))?(?: (?:for me|please))?$/i, '');
  // (the message's lead, "can you", "please", is already off: read-message.ts)
  const length = tackedOn(text) ?? (ADDING.test(text) ? null : lengthChange(text.replace(/^actually,?\s+/i, ''), m));
  if (length) return finishUpdate(m, length.target, length.changes);
  // "my doctor's appointment on the eleventh moved to the eighteenth", "the dentist called and moved me to the 26th"
  const moved = MOVED.exec(text);
  if (moved && !ADDING.test(text)) {
    // "swim moved to 4:30 tmrw", "netball moved to court 3 this sat": the day says which one, the rest what it becomes.
    const [, what, day] = THEN_DAY.exec(moved[2]) ?? [];
    const only = what && !/^(?:this|next|on|the|coming|following)$/i.test(what) ? readChanges(what, m) : null;
    const there = only?.title ? asPlace(what, m) : null;
    if (only && (only.time || there) && !only.date) return finishUpdate(m, `${moved[1].replace(CALLED_AND, ' ')} ${day}`, there ? { location: there } : only);
    const changes = readChanges(moved[2], m);
    if ((changes.date || changes.time) && !changes.title) return finishUpdate(m, moved[1].replace(CALLED_AND, ' '), changes);
    // "swim lessons have moved to the aquatic centre": somewhere new
    const place = changes.title ? asPlace(moved[2], m) : null;
    if (place) return finishUpdate(m, moved[1].replace(CALLED_AND, ' '), { location: place });
  }
  const shift = SHIFT.exec(text);
  const verb = UPDATE_VERB.exec(text);
  if (verb) {
    // "change my reminder to call the bank to 5 pm": a reminder is its event, named by what it is about.
    const body = text
      .slice(verb[0].length)
      .replace(/^(?:my |the |that )?(?:reminder|alarm) (?:to |about |for )/i, '')
      .replace(/\s+(?:instead|now|please)$/i, '');
    if (shift) return finishUpdate(m, body.replace(shift[0], ' '), { shiftMinutes: shiftOf(shift) });
    const until = extendedUntil(verb[0], body, m);
    if (until) return finishUpdate(m, until.target, { endTime: until.endTime });
    const way = VERB_WAY.exec(verb[0]);
    const by = way && !/\s(?:to|until|till|from)\s/i.test(body) ? VERB_SHIFT.exec(body) : null;
    if (way && by) return finishUpdate(m, body.replace(by[0], ' '), { shiftMinutes: shiftMinutes(by[1], by[2], !/forward|bring/i.test(way[0])) });
    // "change the netball to sam instead of mia", "change swimming from 4 to 5", "move the dentist to 11am"
    const instead = /^(.+?)\s+(?:to|for)\s+(.+?)\s+(?:instead of|not|rather than)\s+(.+)$/i.exec(body);
    const fromTo = /^(.+?)\s+from\s+(.+?)\s+(?:to|until|till|->)\s+(.+)$/i.exec(body);
    const to = /^(.+?)\s+(?:to|until|till|into|->|so (?:it|that it) (?:is|starts))\s+(.+)$/i.exec(body);
    if (/^(?:actually,?\s+)?rename\b/i.test(verb[0]) && to) return finishUpdate(m, to[1], { title: titleCase(to[2]) });
    // "change the swimming reminder to 30 minutes before": the reminder's offset, not a new title.
    const offset = to && /\b(?:reminder|alarm|alert|notification)s?\b/i.test(to[1]) ? eventPhrases(`remind me ${to[2]}`).reminderMinutes : null;
    if (to && offset != null) return finishUpdate(m, to[1].replace(/\b(?:reminder|alarm|alert|notification)s?\b/gi, ' '), { reminderMinutes: offset });
    // "shift tomorrow 07:00 to 15:30": a work shift, when nothing but a day or time follows the word
    if (
      /\bshift\s*$/i.test(verb[0]) &&
      !/^(?:it|that|this|them|these|those|everything|all)\b/i.test(body) &&
      !readTarget((fromTo ?? to)?.[1] ?? body, m.names, m.wall, m.ctx.timezone).words
    )
      return null;
    if (instead) return finishUpdate(m, `${instead[1]} ${instead[3]}`, readChanges(instead[2], m));
    if (fromTo) return finishUpdate(m, `${fromTo[1]} at ${fromTo[2]}`, readChanges(fromTo[3], m));
    if (to) {
      const changes = readChanges(to[2], m);
      // "move swimming to the indoor pool": somewhere, never a new name; "move it to the afternoon" asks when.
      if (changes.title && /\b(?:move|shift|relocate|reschedule|resched|push|postpone|delay|bump)\b/i.test(verb[0])) {
        const place = asPlace(to[2], m);
        return place ? finishUpdate(m, to[1], { location: place }) : moveWhere(to[1]);
      }
      return finishUpdate(m, to[1], changes);
    }
    // "make the meeting 2 hours", "make book club all day", "change the dentist, it's now friday"
    const tail =
      /^(.+?)\s+((?:an? |\d+(?:\.\d+)? |one |two |three |half an? )(?:hours?|hrs?|minutes?|mins?)(?: and (?:a )?half)?(?: long)?|all[ -]day|longer|shorter)$/i.exec(
        body,
      );
    if (tail) return finishUpdate(m, tail[1], readChanges(tail[2], m));
    const its = /^(.+?),?\s+(?:it'?s|it is|it will be|now)\s+(?:now\s+)?(?:at\s+|on\s+)?(.+)$/i.exec(body);
    if (its) return finishUpdate(m, its[1], readChanges(its[2], m));
    // "actually make the drinks 6 instead", "move the dentist thursday": the new time or day closes the message
    // ("bring up any meetings for today" shows them).
    const last = /\bbring\s*$/i.test(verb[0]) ? null : whenAtEnd(body, m);
    if (last) return finishUpdate(m, last.target, last.changes);
    // ("shift it a bit later"; "shift saturday 6-2" is a work shift)
    return /^(?:move|reschedule|postpone|push|change|rename)\b/i.test(
      verb[0].replace(/^(?:actually,?\s+)?(?:can (?:we|you) |could (?:we|you) |we need to |i need to |i want to |please )/i, ''),
    ) ||
      (/\b(?:shift|bump|delay)\s*$/i.test(verb[0]) && /^(?:it|that|this|them)\b/i.test(body))
      ? moveWhere(body)
      : null;
  }
  // "footy training is 15 min earlier on thurs": an amount earlier or later is a change too
  // ("the party starts an hour earlier": the whole of it moves)
  if (!(CHANGE_SIGNAL.test(text) || (shift && / (?:is|are|will be|starts|begins|will (?:start|begin)) /i.test(text))) || ADDING.test(text)) return null;
  if (shift)
    return finishUpdate(
      m,
      text.replace(shift[0], ' ').replace(/^(?:can|could) (?:we |you )?|\b(?:go|be moved|move|starts|begins|will start|will begin)\b/gi, ' '),
      {
        shiftMinutes: shiftOf(shift),
      },
    );
  // "swimming is at 5.30 now not 5", "haircut is 45 mins not an hour", "the haircut is for sam not leo"
  const not = /\s+(?:not|instead of|rather than)\s+([^,]+)$/i.exec(text);
  const corrected = text
    .replace(/\s+(?:not|instead of|rather than)\s+[^,]+$/i, '')
    .replace(/[\s,]+$/, '')
    .replace(/\s+(?:now|instead|anymore|this time)$/i, '');
  // "the orthodontist is 8:30 not 8": the time it had says which one it is.
  const had = not && !/\b(?:at|on)\s+\d/i.test(corrected.replace(/\s+(?:is|are|should be|will be|has been|starts?)\s+.*$/i, '')) ? not[1] : null;
  // "…on the 11th now not the 10th": the day it had, likewise.
  const was = had && readClock(had) ? ` at ${had}` : had && readWhen(had, m.wall, m.ctx.timezone)?.date ? ` ${had}` : '';
  // "sports day will finish at 1 not 12": a new end, the start kept (the time it had is its old end, so no help finding it)
  const ends = END.exec(corrected);
  const end = ends && readChanges(ends[2], m);
  if (ends && end?.time && Object.keys(end).length === 1) return finishUpdate(m, ends[1], { endTime: end.time });
  // "swimming will finish at 5 today": the day says which one
  const day = ends && end?.time && end.date && Object.keys(end).every((k) => ['time', 'date', 'weekdayOnly'].includes(k));
  if (day) return finishUpdate(m, `${ends[1]} ${ends[2].replace(/^(?:at\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*/i, '')}`, { endTime: end.time });
  const its = /^(?:actually,?\s+)?(.+?),?\s+(?:it'?s|it is)\s+(?:now\s+|actually\s+)*(?:at\s+|on\s+)?(.+)$/i.exec(corrected);
  const said = its ?? CHANGED.exec(corrected);
  if (!said) return null;
  const [targetText, changeText] = [said[1], said[2]];
  // "mia has piano mondays 3.30": a member alone before "has" is who it is for, not which event changes.
  if (
    /^\s*(?:has|have|got)\b/i.test(corrected.slice(targetText.length)) &&
    !findMember(targetText, m.names)
      .rest.replace(/\b(?:and|&)\b/g, '')
      .trim()
  )
    return null;
  const changes = readChanges(changeText, m);
  if (!Object.keys(changes).length || changes.title) return null;
  // ("night shift sun now starts at 8pm": "now" only says the change is new)
  return finishUpdate(m, `${targetText.replace(/(?:\s+(?:is|are|'s|has|have|got|was|will|now))+$/i, '')}${was}`, changes);
}

const moveWhere = (body: string): Interpretation => ({
  clarify: `When should I move ${body.trim() || 'it'} to? For example: "move the dentist to Friday at 11am".`,
});
function finishUpdate(m: Message, targetText: string, said: Changes): Interpretation {
  // "change the time of the party": the party
  const target = readTarget(targetText.replace(/\b(?:the )?(?:start )?(?:time|date|day) of\b/gi, ' '), m.names, m.wall, m.ctx.timezone);
  const { weekdayOnly, ...changes } = said;
  const from = target.fromDate && target.fromDate === target.toDate ? DateTime.fromISO(target.fromDate) : null;
  if (weekdayOnly && from && changes.date && changes.date < isoOf(from)) {
    const sameWeek = from.plus({ days: DateTime.fromISO(changes.date).weekday - from.weekday });
    changes.date = isoOf(sameWeek >= m.wall.today ? sameWeek : sameWeek.plus({ days: 7 }));
  }
  if (target.clarify) return { clarify: target.clarify };
  if (!target.words && !target.fromDate && !target.time) return { clarify: 'Which event should I change? For example: "move the dentist to 11am".' };
  if (!Object.keys(changes).length) return moveWhere(targetText);
  if (changes.time) changes.time = afternoonAsBefore(m.lower, changes.time);
  // "move her piano lesson to friday for Mia": a member named beside a new day or time says whose event it is
  const whose = changes.member && !target.member && Object.keys(changes).length > 1 ? changes.member : null;
  if (whose) {
    target.member = whose;
    delete changes.member;
  }
  return { tool: 'updateEvent', input: { target: eventTarget(target), changes } };
}
