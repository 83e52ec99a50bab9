import { hourText, PARTS_OF_DAY, type PartOfDay, type Wall } from '../dates';
import { readWhen, type ParsedWhen } from './read-when';
import { agendaRange } from './agenda-range';
import { findMember } from './member-mentions';
import { spellWeekdayDates } from './weekday-dates';

/**
 * Slot readers every intent shares: the day range a message names, the words that name an event, the part
 * of a day, and the text left once a date or time is taken out.
 */

/** The text without the date/time chrono read in it. */
export function withoutWhen(when: ParsedWhen | null, text: string): string {
  if (!when) return text;
  // "staying at nana's from 9 March to 13 March": the span's "from" goes with it
  const before = when.source.slice(0, when.index);
  const lead = when.endDate ? before.replace(/\b(?:from|between)\s*$/i, '') : before;
  return `${lead} ${when.source.slice(when.index + when.text.length)}`.replace(/\s+/g, ' ').trim();
}

/** Words that say nothing about which event is meant. */
const NOT_A_NAME = new Set(
  (
    'my our his her their your the a an this that these those all every each of on in at for from to by with and about event events entry entries calendar diary ' +
    'schedule agenda plan plans booking bookings i we me us you have has had got scheduled planned booked set please it its thing things stuff ' +
    'everything anything something whatever occurrence occurrences one ones upcoming next coming today tonight tomorrow week weekend day days morning ' +
    'afternoon evening appointments whole rest series instance instances times am pm o clock oclock is are was be been there ' +
    "that's whats what's when where any some out off due just only again now instead reminder reminders alarm i'm im i've ive they've still really actually " +
    'kids children boys girls everyone anyone anybody everybody family happening both either activities commitments theyve doing need needs finish finishes starts begins ends re do earlier later moving moved rescheduled having pushed bumped shifted postponed delayed too also or clashing clashes clash conflicting overlapping'
  ).split(' '),
);
/** "book week parade", "science week fair": a week named between two words of a name. */
const namedWeek = (before?: string, after?: string) =>
  !!before &&
  !!after &&
  !NOT_A_NAME.has(before) &&
  !NOT_A_NAME.has(after) &&
  ![before, after].some((w) => /^(?:last|per|a|or|and|next|to|until|till)$/.test(w));
const namedDay = (before?: string) =>
  !!before &&
  !NOT_A_NAME.has(before) &&
  !/^(?:all|whole|full|half|that|this|same|every|each|next|other|one|two|a|per|school|work|rest|first|last|any|some|sick|off|big|long|busy|\d+)$/.test(before);
/** Words that name a kind of event: they count when nothing else names it ("cancel my meeting"). */
export const KIND_WORDS = new Set(['appointment', 'appt', 'meeting', 'meetings', 'session', 'sessions', 'lesson', 'lessons', 'class', 'classes', 'practice']);

/** The words of a message that name an event ("Mia's dentist appointment" → "dentist appointment"); null when none. */
export function eventWords(text: string): string | null {
  const words = text
    .toLowerCase()
    .replace(/\bcoming up\b|\bset up\b|\b(?:after|before) school\b(?! (?:care|club|program|programme|sport|activities))/g, ' ')
    // "we won't make piano", "we're skipping swimming": who can't go is not the event's name
    .replace(
      /\b(?:(?:we|i|they|he|she)(?:'re|'m| are| am)? )?(?:(?:won'?t|can'?t|cannot|will not|(?:are|is|am)n'?t going to|not going to) (?:make|do|go to|attend|be at)|skipp(?:ing)?|skip)\b/g,
      ' ',
    )
    .replace(/'s\b/g, '')
    .replace(/[^\p{L}\p{N}'& -]+|&(?!\p{L})|(?<!\p{L})&/gu, ' ')
    .split(/[\s-]+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(
      (w, i, all) =>
        // a number that is part of a name: "term 2", "year 5 camp"
        (/^\d{1,2}$/.test(w) && /^(?:term|year|yr|grade|room|stage|level|class)$/.test(all[i - 1] ?? '')) ||
        // a week with a name of its own, inside an event's name: "book week parade"
        (w === 'week' && namedWeek(all[i - 1], all[i + 1])) ||
        // a day with a name of its own: "sports day", "harmony day", "crazy hair day"
        (w === 'day' && namedDay(all[i - 1])) ||
        // an evening with a name of its own: "parents evening", "open morning", "quiz night"
        (/^(?:morning|afternoon|evening)$/.test(w) &&
          /^(?:parents?|open|quiz|games|movie|family|information|info|awards|curriculum|presentation)$/.test(all[i - 1] ?? '')) ||
        (w && !NOT_A_NAME.has(w) && !/^\d+(?::\d+)?(?:am|pm)?$/.test(w)),
    );
  return words.length ? words.join(' ') : null;
}

export type Range = { fromDate: string; toDate: string };

/** The days a message names ("next week", "this weekend", "tomorrow", "Friday"); null when it names none. */
export function rangeOf(lower: string, when: ParsedWhen | null, wall: Wall): Range | null {
  // ("when's book week parade": a week with a name is no range of days)
  const plain = lower.replace(/\b(\p{L}+) week (?=(\p{L}+))/gu, (all, before: string, after: string) => (namedWeek(before, after) ? `${before} ` : all));
  if (!when?.date && !/\b(?:today|tonight|tomorrow|week|weekend|fortnight|(?:this|next|the) month|rest of|(?:next|coming) \S+ (?:days|weeks))\b/.test(plain))
    return null;
  return agendaRange(lower, when, wall);
}

/** Hours a part of the day covers, for free/busy questions. */
export function partOfDay(lower: string): { fromTime: string; toTime: string } | null {
  const span = (part: PartOfDay) => ({ fromTime: hourText(PARTS_OF_DAY[part].from), toTime: hourText(PARTS_OF_DAY[part].to) });
  if (/\bmorning\b/.test(lower)) return span('morning');
  // School is out at about three: "after school" is the rest of the afternoon.
  if (/\bafter school\b/.test(lower)) return { fromTime: '15:00', toTime: '18:00' };
  if (/\b(?:afternoon|arvo|after lunch)\b/.test(lower)) return span('afternoon');
  if (/\b(?:lunch|lunchtime)\b/.test(lower)) return { fromTime: '12:00', toTime: '14:00' };
  if (/\b(?:evening|tonight|night|after work|after dinner)\b/.test(lower)) return span('evening');
  return null;
}

export interface Target {
  words: string | null;
  fromDate: string | null;
  toDate: string | null;
  time: string | null;
  member: string | null;
  clarify?: string;
}

/** The event a change is aimed at: a date only when the words name a single day, and the member the words name unless one is given. */
export function eventTarget(target: Target, member?: string | null) {
  const date = target.fromDate === target.toDate ? target.fromDate : null;
  return { words: target.words, date, time: target.time, member: member ?? target.member };
}

const QUOTED_NAME = /(?<=^|\s)['‘"“]([^'’"”]{2,60})['’"”](?=\s|[,.;!?]|$)/;

/** Which event(s) a phrase means: its words, the days and time it names, and the member. */
export function readTarget(phrase: string, names: string[], wall: Wall, timezone: string): Target {
  // "rename sam's 'sunday class' to …": a name in quotes is the event's own words, not a day
  const quoted = QUOTED_NAME.exec(phrase);
  if (quoted) {
    const around = readTarget(phrase.replace(quoted[0], ' '), names, wall, timezone);
    return { ...around, words: eventWords(quoted[1]) ?? around.words };
  }
  const member = findMember(spellWeekdayDates(phrase, wall, true), names);
  const when = readWhen(member.rest, wall, timezone);
  const lower = member.rest.toLowerCase();
  const range = rangeOf(lower, when, wall);
  const rest = withoutWhen(when, member.rest).replace(/\b(?:(?:or|and|&) )?(?:next|this|last|coming)\s*(?:week|weekend)'?s?\b|\b(?:or|and|&) next\b/gi, ' ');
  return {
    // ("no piano until the 20th", "for the next fortnight": the days are read as a range)
    words: eventWords(
      range ? rest.replace(/\b(?:up )?(?:until|till|til)\b|\b(?:the )?(?:next|coming|this) (?:\S+ )?(?:days|weeks|fortnight|month)\b/gi, ' ') : rest,
    ),
    fromDate: range?.fromDate ?? null,
    toDate: range?.toDate ?? null,
    time: when?.time ?? null,
    member: member.member,
    ...(member.clarify ? { clarify: member.clarify } : {}),
  };
}
