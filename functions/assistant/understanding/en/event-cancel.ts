import type { Message } from '../message';
import { readTarget } from './slots';
import { readWhen } from './read-when';
import type { Interpretation } from '../types';
import { ASKING } from './read-message';
import { WEEKDAY } from './date-words';
import { escapeRe } from './member-mentions';

/** Cancelling events by message: which event, and whether the whole series or only the occurrences named. */

const CANCEL =
  /^(?:cancel|cancell?ed|cancle|cancell|cansel|delet|dlete|remvoe|delete|remove|axe|clear|erase|drop(?![-‐]|(?:\s+\S+){1,3}\s+(?:at|off|to)\b)|scrap|scratch|call off|get rid of|take|unschedule|unbook|wipe|empty|stop|end|quit|kill|nix|ditch|forget|bin(?! (?:night|day|days|collection|bags?|week|run|duty)\b)|dismiss|disregard|discard|clean(?: up)?|no more|there(?:'s| is| will be) no|we(?:'re| are) not (?:doing|going to)|skip|no(?! (?:time|times|date|day|idea|rush|hurry|worries|need|problem|details?|info|reminder|location|place)\b)|free up)\b\s*/i;
const CANCELLED =
  /^(.+?)(?:(?:\s+(?:is|are|has been|have been|was|got|'s|will be)|'s(?: been)?|'re|(?=\s+(?:has|have)\s+(?:finished|ended|stopped)\s+for good\b)\s+(?:has|have))\s+(?:cancell?ed|called off|off(?!\s+to\b)|not happening|not on|scrapped|rained out|washed out|(?:finished|ended|stopped|over)(?=\s+(?:for good|altogether|permanently)\b))|\s+(?:isn'?t|aren'?t|is not|are not|won'?t be|will not be)\s+(?:happening|coming|on|going ahead))\b(.*)$|^(?:(?:(?:i|we|they)(?:'ve)?|\p{L}+) (?:can'?t|cannot|won'?t|will not|don'?t|do not|(?:have |has )?(?:cancell?ed|quit|dropped|stopped))|(?:can'?t|cannot) make) (?:make|go to|do|have|need|want|going to)?\s*(.+?)(?:\s+(?:anymore|any more|after all))?$/iu;
/** Every one of a series is meant: "every", "anymore", "from now on", "for good". */
export const EVERY_TIME =
  /\b(?:every(?! (?:single )?(?:events?|things?|appointments?|meetings?|one|plans?)\b)|series|whole series|for good|permanently|anymore|any more|altogether|completely|from now on|the rest of|(?:the )?(?:whole|entire) (?:term|year|season|semester))\b/i;
const ALL_OF_IT =
  /\b(?:all|every|each|series|whole|entire|for good|permanently|completely|anymore|any more|altogether|from now on|the rest of)\b|^(?:stop|no more|end|quit)\b/i;
/** "we're not doing tennis", "the swimming lessons", "…, we've finished with it": ended, every one of them (with ALL_OF_IT's "stop piano"). */
const STOPPED =
  /^we(?:'re| are) not doing\b|\b(?:totally|entirely|stop(?:ped|s)? (?:it|them|already)|finished with|recurring|repeating|regular|(?:lessons|classes|sessions|meetings|ones|practices|trainings)(?! (?:on|this|next|tomorrow|today)\b))\b/i;
/** "mia doesn't have ballet this week", "sam hasn't got footy on saturday": news of a day without it (with a day said). */
const NOT_HAVING =
  /^(\p{L}+|the kids|we|i) (?:(?:doesn'?t|does not|don'?t|do not|won'?t|will not) have|(?:hasn'?t|has not|haven'?t|have not) got|(?:has|have) no) (?:any )?(.+)$/iu;
/** "cancel piano just this once": the one coming up. */
const ONE_TIME = /\b(?:(?:just |only )?this (?:once|time)(?: only)?|just (?:the )?once)\b/i;
/** A reason that passes ("cancel piano, mia is sick", "…his ear is better now"): the one coming up, not the series. */
const ONE_OFF_REASON =
  /(?:[,;–—-]|\b(?:as|because|cos|coz|since)\b)\s*[\p{L}' ]*\b(?:sick|unwell|ill|poorly|better|a cold|the flu|flu|a fever|gastro|covid|a bug|injured|hurt|tired|away|can'?t make it|rain(?:ed|ing)?(?: out)?|closed)\b/iu;

/** "cancel swimming next week", "stop swimming", "cancel the dentist", "clear my calendar tomorrow", "piano is off this week". */
export function readCancel(m: Message): Interpretation | null {
  // "can you confirm that my meeting tomorrow has been cancelled", "was the recital called off": asked, not told.
  if (/^(?:(?:can|could) you |please )?(?:confirm|check|verify|see|find out)(?: (?:that|if|whether))?\b|^(?:has|have|was|were|is|are|did)\b/i.test(m.lower))
    return null;
  let phrase: string | null = null;
  // Told as news ("the ice skating is off") rather than asked ("cancel the ice skating")
  let told = false;
  const verb = CANCEL.exec(m.text);
  const itOff =
    /^(.+?)(?:,\s*|\s+(?=(?:so|and) )|\s+(?=(?:take|remove|delete|cancel) (?:it|that|them)\b[^,]{0,30}$))(?:so\s+|and\s+|please\s+)*(?:take (?:it|that|them) (?:off|out|away)|(?:remove|delete|cancel|clear) (?:all (?:of )?)?(?:it|that|them))\b/i.exec(
      m.text,
    );
  // "mia's not doing drama anymore", "sam isnt going to footy tonight": the member stays for the search.
  const NO_LONGER =
    /^(i|we|\p{L}+)(?:(?: am|'m| are|'re| is|'s| will|'ll| shall)? (?:no longer|not|never)| (?:isn'?t|aren'?t|won'?t|wont|ain'?t|can'?t|cannot)) (?:be )?(?:going to|go(?: to)?|attending|attend|doing|having|coming to|joining|making it to|make it to|able to (?:make|do|attend|go to)|need(?:ing)? to (?:go to|attend|do|have))\s+(.+?)(?:\s+(?:anymore|any more|after all))?$/iu;
  const notHaving = NOT_HAVING.exec(m.text);
  const noLonger = NO_LONGER.exec(m.text) ?? (notHaving && readWhen(notHaving[2], m.wall, m.ctx.timezone) ? notHaving : null);
  // "i need to remember to cancel the netflix trial": a reminder to cancel something, not a cancel.
  const anywhere =
    /^(?:remind|set|add|create|schedule|make|book(?! club| fair| group)|put|plan)\b|\b(?:remember to|remind (?:me|us)(?: to)?|don'?t (?:let me )?forget to)\b/i.test(
      m.text,
    )
      ? null
      : /\b(?:delet(?:e|ed|ing)|remov(?:e|ed|ing)|cancel(?:s|led|ed|ling)?|eras(?:e|ed)|dismiss|disregard|discard|wip(?:e|ed)|reset)\b|\b(?:take (?:off|away|out)|clear(?: out)?|empty)\b(?=.*\b(?:calendar|events?|schedule|appointments?|diary)\b)/i.exec(
          m.text,
        );
  if (itOff) {
    // "leo has quit soccer, take it off the calendar": the event is named before the comma.
    const notGoing = NO_LONGER.exec(itOff[1]);
    // "the plumber isnt coming friday anymore so delete that": the event and its day, without the news
    const news = CANCELLED.exec(itOff[1]);
    told = !!news && !notGoing;
    phrase = (notGoing ? `${notGoing[1]} ${notGoing[2]}` : news?.[1] !== undefined ? `${news[1]} ${news[2] ?? ''}` : itOff[1]).replace(
      /^(?:(?:\p{L}+(?: has| have)? )?(?:quit|dropped|stopped|cancell?ed)|(?:i|we)(?: have|'ve)? (?:cancell?ed|quit|dropped|stopped)|we(?:'re| are) not doing|there(?:'s| is) no)\s+/iu,
      '',
    );
  } else if (verb) {
    phrase = m.text.slice(verb[0].length);
    if (/^take\b/i.test(verb[0]) && !/\b(?:off|away|out of)\b|^\s*out\b.*\b(?:from|calendar|diary|schedule)\b/i.test(phrase)) return null;
    if (/^no\b/i.test(verb[0]) && !phrase.trim()) return null;
  } else if (noLonger) {
    phrase = `${noLonger[1]} ${noLonger[2]}`;
  } else {
    const off = CANCELLED.exec(m.text);
    // "sam cancelled piano", "tutor cancelled for tues": the first word is who, or the event itself.
    const subject = /^(?:can'?t|cannot)\b/i.test(m.text) ? 'i' : (/^\p{L}+/u.exec(m.text)?.[0] ?? '');
    // "they're off school friday", "we're off to the beach": news of people, not of an event
    if (off && off[3] === undefined && /^(?:they|we|i|you|he|she)$/i.test(off[1].trim())) return null;
    told = !!off && off[3] === undefined;
    // ("the pool's shut so swimming's off tomorrow": the thing that is off is after the reason)
    if (off)
      phrase =
        off[3] !== undefined
          ? /^(?:i|we|they|he|she)$/i.test(subject)
            ? off[3]
            : `${subject} ${off[3]}`
          : `${off[1].replace(/^.+?,?\s+(?:so|which means|meaning)\s+(?=\S)/i, '')} ${off[2] ?? ''}`;
    // "find dinner with mom on my calendar and delete it", "i wish this event to be removed"
    else if (anywhere && !ASKING.test(m.text.replace(/^(?:find|search|look up|see if)\b/i, ''))) phrase = m.text.replace(anywhere[0], ' ');
  }
  if (phrase === null) return null;
  // Lists belong to the to-do intents.
  // ("what i have to do on friday" is the day's events, not the to-do list.)
  if (
    /\b(?:lists?|to-?dos?|to do|tasks?|items?|groceries|shopping)\b/i.test(
      phrase.replace(/\b(?:have|need|got) to do\b|\blist of (?=appointments|events|meetings|plans)/gi, ' '),
    ) &&
    !/\b(?:calendar|diary|schedule|events?)\b/i.test(phrase)
  )
    return null;
  // Only the day or time said in a reason is kept ("… due to rain tonight").
  const whenIn = (clause: string) => readWhen(clause, m.wall, m.ctx.timezone)?.text ?? '';
  const cleaned = phrase
    .replace(ONE_TIME, ' ')
    // "… for a staff day", "… for the public holiday": why it is closed
    .replace(/\s+for (?:a |the )?(?:staff|pupil[ -]free|student[ -]free|public|pd|professional development|teacher|curriculum)\b[\p{L} ]*$/iu, ' ')
    // "… due to rain", "… cos she's sick": the reason is not the event
    .replace(/[,\s]+(?:due to|because(?: of)?|cos|coz|cuz)\s+(.*)$/i, (_all, why: string) => ` ${whenIn(why)}`)
    .replace(/\b(?:from now on|after all|(?:for )?(?:the )?(?:whole|entire) (?:term|year|season|semester))\b/gi, ' ')
    // "ballet is cancelled this week but back next week": what stays is not what is cancelled
    .replace(/,?\s+but (?:(?:it|she|he|they)(?:'?s|'?re| is| are| will be) )?(?:back|on again|still on|keep|leave)\b.*$/i, ' ')
    // "clear everything on monday, I'm taking the day off": why, told after
    .replace(/[,;]\s*(?:i'?m|i am|we'?re|we are|i'?ve|we'?ve|i have|we have)\b.*$/i, ' ')
    // "no swimming next week, the pool is closed": news after a comma
    .replace(/,\s*the [\p{L} ]{2,20}? (?:is|are|was|were|has|have|got)\b.*$/iu, ' ')
    .replace(/\bwhat (?:i|we) (?:have|need|got) (?:to do|on)\b|\b(?:called|named|titled)\b|\blist of\b|\breminding (?:me|us)(?: about| of| to)?\b/gi, ' ')
    .replace(/\b(?:off(?: of)?|from|out of|in|on|to) (?:my|the|our) (?:calendar|diary|schedule)\b/gi, ' ')
    // ("sam can't go karate this saturday": who cannot go is no part of its name)
    .replace(/\b(?:can'?t|cannot|won'?t|not) (?:go|make it|attend)(?: to)?\b/gi, ' ')
    .replace(/^\s*(?:off|away|out)\b/i, ' ')
    .replace(
      /\b(?:find|go to|and|then|it|please|for me|his|her|their|(?<=^\s*)(?:i|we)|to be (?:removed|deleted|cancelled)|i wish|i want|i need|this(?! (?:month|fortnight|morning|afternoon|arvo|avo|evening|night)\b)|that|can you|could you|deleted?|removed?|cancell?ed|erased|wiped|cleared|all|my|recurring|repeating|regular|anymore|any more|completely|entirely|for good|permanently|altogether|tasks|only|just)\b/gi,
      ' ',
    );
  // "swimming's off this week, pool is closed", "no daycare for leo monday, public holiday": what is said after a comma,
  // once the event is named before it, is why (only a day or time in it is kept).
  const said = /^([^,]+),(.+)$/.exec(m.text);
  const cancelSaid = /\b(?:cancel\w*|off|no|not|won'?t|isn'?t|aren'?t|can'?t|delete|remove|scrap|skip|stop\w*|clear)\b/i;
  // (not after a greeting or a sigh: "cancel boo, mia's camp has been postponed")
  const headNamed = said && said[1].replace(CANCEL, '').trim().split(/\s+/).length >= 2;
  const comma = said && headNamed && cancelSaid.test(said[1]) && !cancelSaid.test(said[2]) ? /^([^,]+),\s*(.+)$/.exec(cleaned) : null;
  const before = comma ? readTarget(comma[1], m.names, m.wall, m.ctx.timezone) : null;
  const dayInReason = before?.words ? whenIn(comma![2]) : '';
  const target = !before?.words
    ? readTarget(cleaned, m.names, m.wall, m.ctx.timezone)
    : dayInReason
      ? readTarget(`${comma![1]} ${dayInReason}`, m.names, m.wall, m.ctx.timezone)
      : before;
  if (target.clarify) return { clarify: target.clarify };
  // "cancel everything on friday, snow day lol": everything that day, whatever else is said
  if (
    target.fromDate &&
    /\b(?:everything|every ?thing|all (?:my |our |the )?(?:events|plans|stuff|things|appointments))\b(?! (?:for|to do with|about|related)\b)/i.test(
      m.text.split(/[,;.!?]/)[0],
    )
  )
    target.words = null;
  // "cancel the next tennis lesson", "delete my next event": only the next one.
  const nextOnly =
    ONE_TIME.test(phrase) ||
    /\b(?:next|upcoming|coming|current|latest|last)\b(?! (?:week|weekend|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)\b)/i.test(
      phrase,
    );
  const everything = ALL_OF_IT.test(m.text) || /\b(?:everything|calendar|schedule|diary|events|appointments|meetings|activities|commitments)\b/i.test(phrase);
  const named = target.words || target.fromDate || target.time;
  // With a day named, "all" is that day's events ("cancel all my events this weekend"); only "every time" words are the series.
  // One day named: "not coming friday anymore" is that Friday's.
  // ("…the tuesday pickups anymore", "no more thursday piano": a weekday said as part of the thing's name is not that one day)
  const nameWords = target.words?.split(' ').map(escapeRe).join('|');
  const ofTheName = !!nameWords && new RegExp(`(?<!\\b(?:this|next|on|coming)\\s)\\b${WEEKDAY}(?:'s)?\\s+(?:${nameWords})\\b`, 'i').test(m.text);
  const oneDay = !!target.fromDate && target.fromDate === target.toDate && !ofTheName;
  const series = nextOnly
    ? false
    : !named
      ? everything
      : !target.fromDate && !target.time
        ? // "the ice skating is off": news of the one coming up, unless it says for good
          // ("cancel leo's dentist", "delete piano": the one coming up, as for a one-off; stopping is for good)
          (!told && ((!verb && !itOff) || ALL_OF_IT.test(m.text) || FOR_GOOD.test(m.text))) ||
          STOPPED.test(m.text) ||
          EVERY_TIME.test(m.text) ||
          /\b(?:them all|all of them)\b/i.test(m.text)
        : EVERY_TIME.test(oneDay ? m.text.replace(/\b(?:anymore|any more)\b/gi, '') : m.text) || (ofTheName && /^no more\b/i.test(m.text));
  return {
    tool: 'cancelEvent',
    // "sam won't make it to tutoring tonight": the member said as the subject, before the phrase.
    input: {
      target: { words: target.words, fromDate: target.fromDate, toDate: target.toDate, time: target.time, member: target.member ?? m.member.member },
      series,
      // ("cancel my reminder for the dentist": the tool keeps an appointment and takes off only what reminds of it)
      ...(/\b(?:reminders?|alerts?|alarms?|notifications?)\b/i.test(m.text) ? { reminder: true } : {}),
    },
  };
}

/** Every one of them, with a day said or not: "cancel the lot", "delete every saturday one", "drop the tutoring on tuesdays". */
const EVERY_ONE = new RegExp(
  `\\b(?:the (?:whole )?lot|for good|permanently|every (?:single )?${WEEKDAY}(?: ones?)?|on (?:mon|tues|wednes|thurs|fri|satur|sun)days)\\b`,
  'i',
);
const FOR_GOOD = /\b(?:remaining|giving up|given up|gave up|quit|quitting|stopp(?:ed|ing)|dropp(?:ed|ing) out)\b/i;

/**
 * "cancel piano, mia is sick", "cancel the doctor for leo, his ear is better now": a cancel with no day, said with a
 * reason that passes, is of the one coming up, not the series; "delete sam's speech therapy, we've finished with it",
 * "…stop already, delete all pls" is every one of them (the readers drop the reason before they read).
 */
export function comingOneFor(said: string, meant: Interpretation): Interpretation {
  if (!('tool' in meant) || meant.tool !== 'cancelEvent') return meant;
  const input = meant.input as { target: { words: string | null; fromDate: string | null; time: string | null }; series: boolean };
  if (!input.series && EVERY_ONE.test(said) && !ONE_TIME.test(said)) return { ...meant, input: { ...input, series: true } };
  if (input.target.fromDate || input.target.time) return meant;
  const forGood = ALL_OF_IT.test(said) || FOR_GOOD.test(said) || STOPPED.test(said);
  if (!input.series && forGood && input.target.words) return { ...meant, input: { ...input, series: true } };
  if (!input.series || !ONE_OFF_REASON.test(said) || forGood) return meant;
  return { ...meant, input: { ...input, series: false } };
}

/** "this week only", "just this once", a change said of "this week" (not "from this week", which is from then on). */
const THIS_TIME_ONLY = /(?<!\b(?:from|starting|as of|since|after) )\bthis (?:week|wk|time|once)\b/i;

/** "this saturday only", "just on friday": one day's time of a series. */
const ONE_DAY_ONLY = new RegExp(`\\b(?:(?:this|on) ${WEEKDAY} only|(?:just|only) (?:this|on) ${WEEKDAY})\\b`, 'i');

/**
 * "netball is at 5 this week only", "swimming is at the other pool this week": a change said of one time, with no day, is
 * of the one coming up; without a day the tool would change the whole series.
 */
export function thisTimeOnly(said: string, meant: Interpretation): Interpretation {
  if (!('tool' in meant) || meant.tool !== 'updateEvent') return meant;
  const input = meant.input as { target: { date: string | null }; changes: Record<string, unknown> };
  // "abacus is at 12 this saturday only": that day's one changes, the day is no new day for it
  const { date, ...rest } = input.changes;
  if (ONE_DAY_ONLY.test(said) && typeof date === 'string' && !input.target.date && Object.keys(rest).length)
    return { ...meant, input: { ...input, target: { ...input.target, date }, changes: rest } };
  if (!THIS_TIME_ONLY.test(said)) return meant;
  return input.target.date ? meant : { ...meant, input: { ...input, once: true } };
}
