import { LIST_TOOLS, type Interpretation } from '../types';
import { notUnderstood } from './intents';
import { findMember } from './member-mentions';
import { aisleOf } from '../../../../shared/aisles';
import { saysWhatSomeoneDid } from './list-phrases';

/**
 * Where a comment after the request starts: a clause of its own ("…, he's starting in the little ones' class", "…, coach
 * is super keen", "…? easier to do it that way", "… - candle lighting's early", "…, reckon that's right", "…, the barber
 * told me", "…, my neighbour give me a lot").
 */
const REASON =
  /(?:[,;?!]|\s[-–—])\s+(?=(?:he|she|they|we|it|i|you|u|that|there)(?:'s|'re|'ll|'ve|'m|'d|\s+(?:is|are|was|were|has|have|had|will|can|needs?|wants?|got|said|says|made|bought|found|did|already|don'?t|do not|won'?t|will not|didn'?t|no longer))\b|(?:because|cos|coz|since|as|reckon|easier|heaps|dead|hope|thanks|thank|it turns out|turns out|apparently|it seems|nearly|almost)\b|(?<=,\s+)(?:need to|gotta)\b|(?:my|our|his|her|their|its) \p{L}+ (?:is|are|was|were)\b|\p{L}+ (?:is|are|was|were) (?:so|super|really|very|pretty|too|dead) \p{L}+\b|(?:the|my|our|his|her|their) \p{L}+ (?:told|tells|said|says|rang|called|texted|emailed|messaged|gave|give|gives|brought|lent|dropped)\b)/iu;
/** A comment that can only be one: what turned out, whoever it names ("…; it turns out Sam's friend is not coeliac"). */
const ONLY_REMARK = /^[,;\s-]*(?:it turns out|turns out|apparently|it seems)\b/i;

/** The request read without its comment, when that reading is understood and asks nothing back. */
const understoodAlone = (before: Interpretation) => (notUnderstood(before) || 'clarify' in before ? null : before);
/**
 * The comment's own words, which a reading may have taken from it: not those the request says too ("meeting" in "…the
 * meeting forward, as she has a staff meeting after" is the request's).
 */
function commentWords(request: string, comment: string): string[] {
  const asked = new Set(wordsIn(request));
  return wordsIn(comment).filter((w) => !COMMON.has(w) && !asked.has(w));
}

/** A comment that says when, how long, who, or that something changed is part of the request ("…, it will be for 90 minutes"). */
const DETAIL =
  /\d|\b(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\b|\b(?:today|tomorrow|tonight|morning|afternoon|arvo|evening|noon|minutes?|mins?|hours?|hrs?|instead|moved?|now|place|off|cancel\w*|both|(?<!after )all|too(?! (?:much|many|\w+y|\w+ive|expensive|big|small|late|early|long|hard|far)\b)|also|well|add(?:ed)?|put)\b|\bi need\b(?! to (?!be\b))/i;

const wordsIn = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
/**
 * The words a reading took from the message as its thing: a title, a search's words, a target's words, a new name, or
 * the title of an event whose day is asked.
 */
function wordsOf(x: Interpretation): Set<string> {
  const i = ('tool' in x ? x.input : 'pending' in x ? x.pending?.input : null) as {
    title?: string;
    words?: string | null;
    target?: { words?: string | null };
    changes?: { title?: string };
    items?: string[];
    tasks?: string[];
  } | null;
  if (!i) return new Set();
  const listed = [...(Array.isArray(i.items) ? i.items : []), ...(Array.isArray(i.tasks) ? i.tasks : [])].join(' ');
  return new Set(wordsIn(`${i.title ?? i.words ?? i.target?.words ?? ''} ${i.changes?.title ?? ''} ${listed}`));
}
/** Words any thing may carry, which say nothing of where its words came from. */
const COMMON = new Set(['the', 'and', 'for', 'with', 'his', 'her', 'our', 'their']);

/** A sentence without the comment after it: "…has moved to the Kingston hall, they're painting the library". */
export function beforeComment(said: string): string {
  const at = REASON.exec(said);
  return at && at.index >= 8 ? said.slice(0, at.index) : said;
}

/**
 * "Dinner with the Smiths on Friday at 7, they're bringing dessert", "Leo's got a playdate at Ruby's tomorrow at 3:30,
 * reckon that's right": a comment after the request is no part of it. When the reading took the comment's words
 * as its thing, or read nothing, the request is read again without the comment; the new reading stands when it is
 * understood and its thing no longer carries the comment.
 */
export function withoutReason(said: string, names: string[], meant: Interpretation, read: (text: string) => Interpretation): Interpretation {
  const at = REASON.exec(said);
  if (!at) return withoutLastClause(said, names, meant, read);
  if (at.index < 8 || 'then' in meant) return meant;
  const rest = said.slice(at.index);
  const remarked = ONLY_REMARK.test(rest) ? understoodAlone(read(said.slice(0, at.index))) : null;
  if (remarked) return remarked;
  const who = findMember(rest, names);
  // A comment ends the message: one followed by other sentences ("…, they've turned it into a party. Can you rename
  // it?") may lead up to the request.
  // (a to-do read whole has no day or time, so a number in its comment says none: "…, they're like 3 weeks overdue")
  const todo = 'tool' in meant && meant.tool === 'addTodo';
  const detail = DETAIL.test(todo ? rest.replace(/\d/g, '') : rest);
  if (detail && !who.member && !who.several) return listInstead(said.slice(0, at.index), rest, meant, read) ?? meant;
  if (who.member || who.several || /[.!?]\s+\S/.test(rest.slice(1))) return meant;
  const tail = commentWords(said.slice(0, at.index), rest);
  const took = wordsOf(meant);
  const leaked = tail.some((w) => took.has(w));
  // (a question back that is about something else, "which day?", stands: the comment may be its answer's context; an
  // either/or between two readings may be the comment's doing)
  if (!leaked && 'clarify' in meant && meant.pending && meant.pending.ask !== 'either') return meant;
  const understood = !leaked && !notUnderstood(meant) && !('clarify' in meant);
  const request = said.slice(0, at.index);
  const oneSentence = !/[.!?]\s/.test(request);
  // ("could you remove the crackers from the shopping? we won't need them": a request asked as a question, then why, is
  // the request alone, when the comment changed what kind of request it was read as)
  if (understood && oneSentence && /^\s*\?(?!\W*thank)/i.test(rest)) {
    const alone = read(request);
    if ('tool' in alone && 'tool' in meant && alone.tool !== meant.tool && !notUnderstood(alone)) return alone;
  }
  // (only for a request of one sentence with a comment after a comma or a dash, not thanks: longer messages are read in
  // parts)
  if (understood && (!oneSentence || /^\s*[?!]|^\W*thank/i.test(rest))) return meant;
  const again = read(request);
  if (notUnderstood(again) || 'clarify' in again) return meant;
  // ("tea is saturday now not sunday, she's got bingo": a comment that leaked nothing may still have changed how the
  // request was read; the same request without it is read as meant)
  if (understood) return 'tool' in again && 'tool' in meant && again.tool === meant.tool ? again : meant;
  const kept = wordsOf(again);
  return tail.some((w) => kept.has(w)) ? meant : again;
}

/**
 * "remove avocados, they were 30 dhs each", "scratch the avocados, too expensive this week": a comment whose words the
 * whole message's event took (or whose things are groceries), when the request before it is about a list, which has no
 * day or time for the comment's numbers and days to say. The list reading stands.
 */
function listInstead(before: string, rest: string, meant: Interpretation, read: (text: string) => Interpretation): Interpretation | null {
  if (!('tool' in meant) || !['cancelEvent', 'updateEvent', 'findEvent', 'createEvent'].includes(meant.tool)) return null;
  const took = wordsOf(meant);
  const leaked = wordsIn(rest).some((w) => !COMMON.has(w) && took.has(w));
  const again = read(before);
  if (!('tool' in again) || !LIST_TOOLS.has(again.tool) || again.then) return null;
  // (or the things are groceries the Shopping list's aisles know: "remove the mangoes, they were 25 dhs a kilo")
  const items = (again.input as { items?: unknown }).items;
  const groceries = Array.isArray(items) && items.length > 0 && items.every((i) => typeof i === 'string' && aisleOf(i) !== 'other');
  return leaked || groceries ? again : null;
}

/** The last clause of a message of one sentence, after a comma, a semicolon, a dash or an opening bracket. */
const LAST_CLAUSE = /(?:[,;(]|\s[-–—])\s*(?=(?:(?!\s-\s)[^,;(–—])*$)/;
/** A last clause that asks for more, names a repeat, an end, a time in words or a correction is part of the request. */
const ASKS_MORE =
  /\b(?:remind\w*|rename\w*|call(?:ed|ing)?|every|weekly|daily|fortnightly|monthly|mean|meant|finish\w*|until|till|from|starting|ending|o'?clock|(?<!\b(?:the|that|this|which|a) (?:[a-z]+ )?)one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|quarter|midday|midnight|night|week|weeks)\b/i;
const ADDS = new Set(['createEvent', 'addListItems', 'addTodo', 'createList']);
/** Whether a reading adds something (a new event, item, to-do or list) rather than taking away or changing. */
const adds = (x: Interpretation) => 'tool' in x && ADDS.has(x.tool);

/**
 * "remove avocados, too pricey", "add butter, the salted one from Western Star": any last clause that says no day, time
 * or change may be a comment, whatever its first word. Only when the whole message's reading took that clause's words
 * as its thing, or read nothing, or asked back, is the request read again without it; the new reading stands when it
 * is understood and none of the clause's words are in it. A member named in the clause matters to an event, not to a
 * list ("nappies and wipes, Leo's nearly out").
 */
function withoutLastClause(said: string, names: string[], meant: Interpretation, read: (text: string) => Interpretation): Interpretation {
  const at = LAST_CLAUSE.exec(said);
  if (!at || at.index < 8 || 'then' in meant || /[.!?]\s+\S/.test(said)) return meant;
  const rest = said.slice(at.index);
  const remarked = ONLY_REMARK.test(rest) ? understoodAlone(read(said.slice(0, at.index))) : null;
  if (remarked) return remarked;
  if (DETAIL.test(rest) || ASKS_MORE.test(rest)) return listInstead(said.slice(0, at.index), rest, meant, read) ?? meant;
  const tail = commentWords(said.slice(0, at.index), rest);
  if (!tail.length) return meant;
  // (a list's items or a to-do's tasks after commas are its things, not a comment, unless the clause says what someone
  // did: "…on the Easter list, Aunty Vika brought them")
  const listed = 'tool' in meant && /List|Todo/.test(meant.tool);
  if (listed && saysWhatSomeoneDid(rest)) {
    const again = read(said.slice(0, at.index));
    if ('tool' in again && again.tool === meant.tool && !again.then) return again;
  }
  const took = listed ? new Set<string>() : wordsOf(meant);
  const weak = notUnderstood(meant) || 'clarify' in meant;
  // (a thing made only of the clause's words, "no school on monday, pupil free day", is named by it)
  if (!weak && (!tail.some((w) => took.has(w)) || [...took].every((w) => tail.includes(w)))) return meant;
  const again = read(said.slice(0, at.index));
  if (!('tool' in again) || notUnderstood(again) || again.then) return meant;
  // (a request to take something away is never read again as one to add, nor the other way round)
  if (!weak && adds(meant) !== adds(again)) return meant;
  const who = findMember(rest, names);
  if ((who.member || who.several) && !LIST_TOOLS.has(again.tool)) return meant;
  const kept = wordsOf(again);
  const thing = [...kept].filter((w) => !/^(?:reminder|event|appointment|thing|note)s?$/.test(w));
  return thing.length && !tail.some((w) => kept.has(w)) ? again : meant;
}
