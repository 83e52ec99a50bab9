import type { EngineContext } from '../message';
import type { CreateEventInput, Interpretation } from '../types';
import { wallClock } from '../dates';
import { eventPhrases } from './event-phrases';
import { AMOUNT, amount } from './number-words';
import { lengthUntil } from './event-draft';
import { boundsSaid } from './series-bounds';
import { seriesEnd } from './week-days';
import { findMember } from './member-mentions';
import { sentencesOf } from './request-after-context';
import { readWhen } from './read-when';
import { EVERY_TIME } from './event-cancel';
import { retitled } from './long-title';
import { ASKED, IMPERATIVE } from './long-message';

/**
 * A new event told over several sentences ("Training is Tuesdays at 7. It's only 45 minutes. It runs until the end of
 * term, last one is 2 April. Please add it for Mia.") is read from the sentences the ranker chose, and the details
 * the others tell are lost. Each detail the reading left as it would be with nothing said (an hour long, no reminder,
 * a series with no end, nobody) is taken from the message when its sentences tell exactly one value of it.
 */

const MODIFIERS = '(?:(?:only|just|about|around|roughly|approx(?:imately)?|like|maybe|probably|nearly|almost|over|under)\\s+)*';
/** "It's only 45 minutes.", "Maybe 3 hours.", "…, 20 minutes, every week", "should take an hour", "out for like 2 hours" */
const LENGTH_TOLD = new RegExp(
  `(?:^|[,;(]\\s*|\\b(?:is|be|it's|its|take|takes|taking|lasts?|lasting|runs?|goes|for|need|needs|make it)\\s+)${MODIFIERS}${AMOUNT}\\s*(minutes?|mins?|hours?|hrs?)(?: and (?:a )?(half|quarter))?\\b(?!\\s*(?:before|beforehand|after|afterwards|early|earlier|later|late|ahead|prior|from now|ago|away|behind|drive|walk|notice|of)\\b)`,
  'gi',
);
/** "Please remind 1 hour before", "a reminder a week before", "reminder before 1 hour", "remind me the day before" */
const REMINDER_TOLD = new RegExp(
  `\\b(?:remind|reminder|alert|notify|notification|ping)\\b(?:\\s+(?:me|us|him|her|them|for me|please))*\\s+(?:(?:${AMOUNT}\\s*(minutes?|mins?|hours?|hrs?|days?|weeks?)|(?:the|a|one) (day|night|evening))\\s+(?:before|beforehand|ahead|prior|earlier)|before\\s+${AMOUNT}\\s*(minutes?|mins?|hours?|hrs?|days?|weeks?))\\b`,
  'i',
);

function minutesOf(raw: string, unit: string): number | null {
  const weeks = /^weeks?$/i.test(unit);
  const n = amount(raw, weeks ? 'days' : unit);
  return n === null ? null : weeks ? n * 7 : n;
}

function lengthsIn(sentence: string): number[] {
  return [...sentence.matchAll(LENGTH_TOLD)].flatMap((m) => {
    const base = amount(m[1], m[2]);
    const part = m[3] ? (amount(m[3].toLowerCase() === 'half' ? '0.5' : '0.25', m[2]) ?? 0) : 0;
    return base === null || base + part > 720 ? [] : [base + part];
  });
}

function reminderIn(sentence: string): number | null {
  const m = REMINDER_TOLD.exec(sentence);
  if (!m) return null;
  if (m[3]) return 1440;
  return m[1] ? minutesOf(m[1], m[2]) : minutesOf(m[4], m[5]);
}

/** "We'll head off at 10 and be back by 3.", "They'll be there till midday." */
function endIn(sentence: string): string | undefined {
  const said = sentence.replace(/[.!?]+$/, '');
  const there = /\b(?:be|are|they'll be|we'll be) there (?:till|until|til|to)\s+(midday|noon|\d{1,2}(?:[:.][0-5]\d)?\s*(?:am|pm)?)\b/i.exec(said)?.[1];
  return there ? there.replace(/^(?:midday|noon)$/i, '12pm') : eventPhrases(said).endsAt;
}

/** The one value the sentences tell, or null when they tell none or several. */
function oneOf<T>(values: (T | null | undefined)[]): T | null {
  const told = [...new Set(values.filter((v): v is T => v !== null && v !== undefined))];
  return told.length === 1 ? told[0] : null;
}

/** The reading the ranker picked for a message of several sentences, with its title and details from the whole message. */
export const readOfWhole = (full: string, picked: Interpretation, ctx: EngineContext) => withToldDetails(full, retitled(full, picked, ctx), ctx);

export function withToldDetails(full: string, reading: Interpretation, ctx: EngineContext): Interpretation {
  if (!('tool' in reading) || reading.then?.length) return reading;
  if (reading.tool === 'updateEvent' || reading.tool === 'cancelEvent') return toldTarget(full, reading, ctx);
  if (reading.tool !== 'createEvent') return reading;
  const input = reading.input as CreateEventInput;
  const sentences = sentencesOf(full);
  const details: Partial<CreateEventInput> = {};
  if (!input.allDay && input.time && input.durationMinutes === 60) {
    const length = oneOf(sentences.flatMap(lengthsIn)) ?? oneOf(sentences.map((s) => lengthUntil(input.time, endIn(s))));
    if (length && length !== 60) details.durationMinutes = length;
  }
  if (input.reminderMinutes === null) {
    const reminder = oneOf(sentences.map(reminderIn));
    if (reminder !== null) details.reminderMinutes = reminder;
  }
  if (input.recurrence !== 'none' && !input.repeatUntil) {
    const wall = wallClock(ctx.timezone, ctx.now);
    const until = oneOf(
      sentences.map((s) => {
        const { endsOn, repeatFor } = boundsSaid(s);
        return endsOn || repeatFor ? seriesEnd({ ...input, endsOn, repeatFor }, input.date, wall, ctx.timezone) : null;
      }),
    );
    if (until && until > input.date) details.repeatUntil = until;
  }
  if (!input.member && !input.alsoMembers?.length) {
    const named = findMember(whoseSentences(sentences, input.title).join(' '), ctx.memberNames);
    const [member, ...also] = named.member ? [named.member] : (named.several ?? []);
    if (member) Object.assign(details, { member }, also.length ? { alsoMembers: also } : {});
  }
  return Object.keys(details).length ? { ...reading, input: { ...input, ...details } } : reading;
}

/** "for him", "for the two of them", "for the pair of 'em", "for both": the request is for the children told of. */
const FOR_THEM = /\bfor (?:him|her|them|both(?: of them)?|the (?:two|pair|both|three) of (?:them|'?em)|each of them|the kids)\b/i;

/**
 * The sentences that say whose a new event is: the one that names it and the requests ("Can you chuck it in for Mia?"),
 * or all of them when a request points at the children told of ("Both Mia and Sam are competing. Add it for the pair of
 * 'em."). A child named only in passing is not the event's ("I've got a work dinner on Friday. Mia is at her dad's.").
 */
function whoseSentences(sentences: string[], title: string): string[] {
  if (sentences.some((s) => FOR_THEM.test(s))) return sentences;
  const word = title.toLowerCase().match(/\p{L}{3,}/u)?.[0];
  return sentences.filter((s) => (word && s.toLowerCase().includes(word)) || ASKED.test(s) || IMPERATIVE.test(s));
}

/**
 * "Quick change to Friday. … the handover will be at 6 instead of 5. Can you update it?": the event a change or a
 * cancel means, with the member and (for a change of one day's event) the day the other sentences told.
 */
function toldTarget(full: string, reading: Extract<Interpretation, { tool: string }>, ctx: EngineContext): Interpretation {
  const input = reading.input as { target: Record<string, unknown>; changes?: Record<string, unknown> };
  const target = { ...input.target };
  const named = findMember(full, ctx.memberNames).member;
  if (!target.member && named && !input.changes?.member && !input.changes?.addMembers) target.member = named;
  if (reading.tool === 'updateEvent' && !target.date && !EVERY_TIME.test(full)) {
    const wall = wallClock(ctx.timezone, ctx.now);
    const moved = input.changes?.date;
    const day = oneOf(
      sentencesOf(full).map((s) => {
        const when = readWhen(s, wall, ctx.timezone);
        return when?.date && !when.endDate && when.date !== moved && eventPhrases(s).recurrence === 'none' ? when.date : null;
      }),
    );
    if (day) target.date = day;
  }
  const same = Object.keys(target).every((k) => target[k] === input.target[k]);
  return same ? reading : { ...reading, input: { ...input, target } };
}
