import type { Message } from '../message';
import type { Interpretation } from '../types';
import { findMember } from './member-mentions';
import { readWhen } from './read-when';
import { eventTarget, readTarget } from './slots';
import { NUMBER_RE } from './number-words';
import { WEEKDAY } from './date-words';

/**
 * Changing who an event is for, where it is and what it says, by message: "add Leo to the dentist on Friday",
 * "put Leo on the playdate instead of Mia", "make Sam's dentist for Mia instead", "swimming is at the other pool now",
 * "put a note on the school pick up tomorrow that grandpa is collecting". The event is found as any change finds it.
 */

const POLITE = /^(?:(?:please|pls|plz|can you|could you|would you|can u|could u|ok(?:ay)?|also)[,\s]+)*/i;
/** Where something cannot be an event: "add Leo to the shopping list" is about a list. */
const NOT_AN_EVENT = /\b(?:calendar|diary|schedule|list|shopping|to-?dos?|todo|groceries|grocery|contacts?|account|(?:family|group) chat)\b/i;
const ADD_PEOPLE =
  /^(?:add|put|include|bring|sign up|book|take|pop|stick|chuck|squeeze|enrol|enroll)\s+(.+?)\s+(?:in|on|to|into|onto|for)\s+((?:the|that|this|our|my|his|her|their|\p{L}+'?s)\s+.+?)(?:\s+(?:too|as well|also))?(?:\s+(?:instead of|not|rather than)\s+(.+?))?[.!?]*$/iu;
/** "add leo to hebrew school on sunday": a member added to something already on the calendar, named without "the". */
const ADD_TO = /^(?:add|pop|squeeze)\s+(.+?)\s+(?:to|onto)\s+(?!(?:the|that|this|our|my|his|her|their|a|an)\s)(.+?)(?:\s+(?:too|as well|also))?[.!?]*$/iu;
/** "take mia off the dentist on thursday, it's just sam going": who no longer goes (the rest of the message is why). */
const TAKE_OFF =
  /^(?:(?:take|remove|drop|scratch|pull)\s+(.+?)\s+(?:off|from|out of|off of|of(?=\s+(?:the|that|this|his|her)\s))|([\p{L}, ]+?)\s+(?:off(?!\s+to\b)|out of))\s+((?:(?:the|that|this|our|my|his|her|their|\p{L}+'?s)\s+)?[^,]+?)(?:,.*)?[.!?]*$/iu;
/** "leo isn't going to the party on saturday": the same, told. */
const NOT_GOING =
  /^([\p{L}, ]+?)\s+(?:(?:is not|isn'?t|'s not|won'?t be|is no longer|are not|aren'?t|are no longer)\s+(?:going|coming|doing|attending)|(?:will not|won'?t|wont|can'?t|cannot|can not)\s+(?:go|come))\s+(?:to\s+|for\s+)?([^,]+?)(?:\s+now)?(?:[,(].*)?[.!?]*$/iu;
const DELETE_ASKED = /\b(?:get rid of|take (?:it|them|that|those) (?:off|out)|delete|cancel|remove(?!\s+(?:him|her)\b)|scrap|bin|wipe)\b/i;
/** "dentist fri add leo too": the event named first, then who joins it. */
const PEOPLE_TOO = /^(.+?),?\s+(?:add|put|include|bring)\s+(?:in\s+)?(.+?)\s+(?:in\s+|on\s+)?(?:too|as well)[.!]*$/i;
const SWAP_PEOPLE = /^(?:make|change|switch|swap|give)\s+(.+?)\s+(?:to|for|over to)\s+(\p{L}+)(?:\s+instead)?[.!]*$/iu;
/** "scouts is mia not sam, my mistake", "the OT session is actually for Mia, not Sam, I mixed them up": who it is for, corrected. */
const MEMBER_NOT =
  /^(.+?)\s+(?:is|are|'s)\s+(?:actually\s+|really\s+)?(?:for\s+)?(\p{L}+)(?:'s)?,?\s+not\s+(\p{L}+)(?:'s)?(?:[,.!\s]+(?:my (?:mistake|bad)|sorry|oops|i (?:mixed|got) (?:them|it|that) (?:up|mixed up|wrong)|i got (?:them|it) the wrong way round)\W*)*$/iu;
const IMPERATIVE = /^(?:add|put|include|leave|attach|write|stick|pop|chuck|squeeze|enrol|enroll)\b/i;
const NOTE =
  /^(?:(?:would you )?mind\s+)?(?:add|put|leave|make|attach|append|write|stick|pop|include)(?:ing)?\s+(?:a\s+)?(?:(?:little|short|quick)\s+)?note\s+(?:to|on|in|for|against|with)\s+(.+?)\s*(?:\s(?:saying|that says|which says|to say|to the effect that|that)\s|:|\s[-–—]\s|[.?!]+\s+)\s*(.+)$/i;
/** "Sam speech therapy on Monday is now in room 4. Can you write note please": the news is the note, on what it names. */
const NEWS_AS_NOTE =
  /^((.+?)\s+(?:is|are|has|have|will|was|were|starts?|finish(?:es)?|needs?)\s+.+?)[.!]+\s+(?:(?:please|pls|can you|could you|would you)\s+)*(?:write|add|put|make|leave|pop)\s+(?:a\s+)?note(?:\s+(?:of|on|about)\s+(?:it|that|this))?(?:\s+(?:please|pls|for me))?[.!?]*$/i;
/** "…they've moved to the Epping clinic. Can you put that as the place for Leo's follow up?": the place told, for the event named. */
const PLACE_FOR =
  /^(.+?)[.!]+\s+(?:(?:please|pls|can you|could you|would you)\s+)*(?:put|make|set|use|add)\s+(?:that|this|it)\s+(?:as|for)\s+(?:the\s+)?(?:place|location|venue|address)\s+(?:for|of)\s+(.+?)(?:\s+(?:please|pls))?[.?!]*$/i;
const PLACE_TOLD = /\b(?:moved? to|moving to|is at|are at|now at|now in|is in)\s+((?:the|a|an|their|his|her|our)\s+[^,.!?]+)/gi;
/** A closing thanks after the note is no part of it ("…his goggles. Thank you dear."). */
const THANKS_AFTER = /(?:[.!]\s+|,\s*)(?:thank you|thanks|thx|ta|cheers|much appreciated)\b[^.!?]*[.!]*$/i;
const NOTE_ON = /^note (?:on|for) (.+?)\s*(?::|\s[-–—]\s)\s*(.+)$/i;
/** "swimming is at the other pool now", "soccer now at Bondi oval": a new place, said with "now" or "instead" so that it is a change. */
const PLACE_NOW = new RegExp(
  String.raw`^(?:actually,?\s+)?(.+?)\s+(?:(?:is|are|will be|has moved|have moved|moved|has changed|changed|is moving|are moving)\s+|(?=now\s+(?:at|in)\s))(?:now\s+|actually\s+)*(?:to\s+|at\s+|in\s+)((?:the|a|an|their|his|her|our)\s+.+?|(?:room|court|studio|field|pool|lane|gate|building|level|block|classroom)\s+[\p{L}\d]+|\p{L}+'s(?:\s+.+?)?|mrs?\.?\s+.+?|ms\.?\s+.+?|dr\.?\s+.+?|(?:uncle|aunty|auntie|aunt|grandma|grandpa|nana|granny)\s+.+?|[\p{L}'-]+(?:\s+[\p{L}'-]+){0,3}?(?=,?\s+(?:now|instead|already|from now on|from this (?:week|wk)|going forward)\b|,?\s+not\b)|(?<=\bnow\s+(?:at|in)\s+)[\p{L}'-]+(?:\s+[\p{L}'-]+){0,3}(?=[.!]*$))(?:,?\s+(?:now|instead|already|from now on|from this (?:week|wk)(?: on(?:wards)?)?|going forward|this (?:week|wk|time)|btw))*(\s+(?:on|this)\s+${WEEKDAY}(?=\s+only\b))?(?:\s+only)?(?:,?\s+(?:not|instead of|rather than)\s+(?:at\s+|in\s+)?(?:the\s+)?[\p{L}' ]+)?[.!]*$`,
  'iu',
);
/** A new place is news only when said to be new ("…now", "…instead", "…not the school", "…this week", "…on saturday only", "is moving to"). */
const NEWS = /\b(?:now|instead|not|rather than|this (?:week|wk|time)|btw|moving|moved|changed|only)\b/i;

/** A time said in words, which no reader of times takes alone: "at five not four thirty". */
const SPOKEN_TIME = new RegExp(`^(?:${NUMBER_RE}|half|quarter|noon|midday)(?:[\\s-]+(?:${NUMBER_RE}|past|to|half|quarter))*$`, 'i');
/** Words of when, not where: "move the meeting to the afternoon" is a time of day the readers ask about. */
const PART_OF_TIME =
  /\b(?:morning|afternoon|arvo|evening|night|lunch(?:time)?|noon|midday|weekend|week|month|year|day|later|earlier|sooner|tomorrow|today|tonight|time|date)s?\b/i;

/** The members a run of names stands for ("leo", "sam and leo"), or null when any part is not a member. */
function membersIn(run: string, names: string[]): string[] | null {
  const parts = run.split(/\s*(?:,|\band\b|&|\bn\b)\s*/i).filter(Boolean);
  const members: string[] = [];
  for (const part of parts) {
    const hit = findMember(part, names);
    if (!hit.member || hit.rest.trim()) return null;
    if (!members.includes(hit.member)) members.push(hit.member);
  }
  return members.length ? members : null;
}

/** A place as people name one, with nothing in it that reads as a day, a time or a length. */
const FROM_PLACE = /^move\s+(.+?)\s+from\s+(.+?)\s+to\s+(.+?)(?:,?\s+(?:from now on|from this (?:week|wk)(?: on(?:wards)?)?|going forward|now))?[.!]*$/i;

export const asPlace = (text: string, m: Message): string | null => {
  // ("the other oval now, jubilee park": "now" says it is news, and is no part of the place)
  const place = text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/\s+(?:now|instead)(?=\s*,)/gi, '');
  if (!place || place.length > 200 || PART_OF_TIME.test(place) || SPOKEN_TIME.test(place) || readWhen(place, m.wall, m.ctx.timezone)) return null;
  return place;
};

function update(m: Message, eventText: string, changes: Record<string, unknown>, member?: string): Interpretation | null {
  if (NOT_AN_EVENT.test(eventText)) return null;
  const target = readTarget(eventText, m.names, m.wall, m.ctx.timezone);
  if (target.clarify || !target.words) return null;
  return { tool: 'updateEvent', input: { target: eventTarget(target, member), changes } };
}

export function readEventDetails(m: Message): Interpretation | null {
  const text = m.text.replace(POLITE, '').trim();
  // ("add a note to sam's concert that he needs a white shirt?": a request said with a question mark is still one)
  if ((m.asking && !IMPERATIVE.test(text)) || !m.names.length) return null;
  // "soccer training has moved from the school oval to Waverley Park" (said plainly "move … from … to …"): from one place
  // to another, not from a day or a time
  const between = FROM_PLACE.exec(text);
  const named = (said: string) => /^\D*\p{L}{2}/u.test(said);
  const there = between && named(between[2]) && named(between[3]) && !readWhen(between[2], m.wall, m.ctx.timezone) ? asPlace(between[3], m) : null;
  if (between && there) return update(m, between[1], { location: there });
  const placeFor = PLACE_FOR.exec(text);
  const told = placeFor ? [...placeFor[1].matchAll(PLACE_TOLD)].at(-1)?.[1] : null;
  const toldPlace = told ? asPlace(told, m) : null;
  if (placeFor && toldPlace) return update(m, placeFor[2], { location: toldPlace });
  const news = NEWS_AS_NOTE.exec(text);
  if (news) return update(m, news[2], { note: news[1][0].toUpperCase() + news[1].slice(1) });
  const note = NOTE.exec(text) ?? NOTE_ON.exec(text);
  if (note) {
    const said = note[2]
      .trim()
      .replace(THANKS_AFTER, '')
      .replace(/^["'“]|["'”.?]+$/g, '');
    return said ? update(m, note[1], { note: said[0].toUpperCase() + said.slice(1) }) : null;
  }
  // "take mia to the doctor at 11 tomorrow": a new event for her, not her added to one (that says "too" or names no day)
  const taken = /^(?:take|bring|book)\b/i.test(text) && !/\b(?:too|as well|also)[.!]*$/i.test(text) && !!readWhen(text, m.wall, m.ctx.timezone);
  // ("Please put also Sam in the swimming of Sunday together with Leo": who else goes says nothing of the event)
  const said = text
    .replace(/^(add|put|include)\s+also\s+/i, '$1 ')
    // ("add Leo also in the dentist tomorrow")
    .replace(/^(add|put|include)\s+([\p{L}, ]+?)\s+(?:also|too|as well)\s+(?=(?:in|on|to|into|onto|for)\s)/iu, '$1 $2 ')
    .replace(/\s+together\s+with\s+([\p{L}, ]+?)[.!]*$/iu, (all, who: string) => (membersIn(who, m.names) ? '' : all))
    // ("tom wants sam added to mia's gymnastics on saturday")
    .replace(/^(?:[\p{L}']+\s+){0,3}?(?:wants?|would like|asked for|asks for)\s+([\p{L}, ]+?)\s+added\s+(?=(?:to|on|onto|in|into)\s)/iu, (all, who: string) =>
      membersIn(who, m.names) ? `add ${who} ` : all,
    );
  const add = taken ? null : (ADD_PEOPLE.exec(said) ?? ADD_TO.exec(said));
  const people = add ? membersIn(add[1], m.names) : null;
  if (add && people) {
    if (!add[3]) return update(m, add[2], { addMembers: people });
    const was = membersIn(add[3], m.names);
    return was?.length === 1 && people.length === 1 ? update(m, add[2], { member: people[0] }, was[0]) : null;
  }
  // (told, then asked to delete it: "leo isnt doing soccer anymore, get rid of it" is the cancel)
  // (stopped for good, "sam isn't doing swimming anymore", stays the cancel of that child's series)
  const takenOff = TAKE_OFF.exec(text);
  const notGoing = takenOff || DELETE_ASKED.test(text) || /\b(?:anymore|any more|for good)\b/i.test(text) ? null : NOT_GOING.exec(text);
  // [who, which event]
  const off = takenOff ? [takenOff[1] ?? takenOff[2], takenOff[3]] : notGoing ? [notGoing[1], notGoing[2]] : null;
  const leaving = off ? membersIn(off[0], m.names) : null;
  if (off && leaving) return update(m, off[1], { removeMembers: leaving }, leaving.length === 1 ? leaving[0] : undefined);
  const too = PEOPLE_TOO.exec(text);
  const joining = too && !NOT_AN_EVENT.test(too[1]) ? membersIn(too[2], m.names) : null;
  if (too && joining) return update(m, too[1], { addMembers: joining });
  const not = MEMBER_NOT.exec(text);
  const [now, was] = not ? [membersIn(not[2], m.names), membersIn(not[3], m.names)] : [null, null];
  if (not && now?.length === 1 && was?.length === 1) return update(m, not[1], { member: now[0] }, was[0]);
  const swap = SWAP_PEOPLE.exec(text);
  const to = swap ? membersIn(swap[2], m.names) : null;
  if (swap && to) {
    const from = findMember(swap[1], m.names);
    return from.member && from.member !== to[0] ? update(m, swap[1], { member: to[0] }) : null;
  }
  const place = PLACE_NOW.exec(text);
  const where = place ? asPlace(place[2], m) : null;
  // ("…on saturday only": that day's one)
  return place && where && NEWS.test(place[0].slice(place[1].length)) ? update(m, `${place[1]}${place[3] ?? ''}`, { location: where }) : null;
}
