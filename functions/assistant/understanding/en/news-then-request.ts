import { QUESTION_TOOLS, type Interpretation } from '../types';
import { dayIn } from './date-words';
import { sentencesOf } from './request-after-context';
import { onlyPleasantry } from './pleasantries';

/** Reads one request of the message (the engine's own reading of a part). */
type Read = (text: string) => Interpretation;

/**
 * A message of several sentences where one is the request and the others only tell its context: the request first
 * and the context after it, the news and then a change, the news and then a question.
 */
export const newsThenRequest = (full: string, read: Read, memberOf: (text: string) => string | null): Interpretation | null =>
  requestThenContext(full, read) ??
  contextThenChange(full, read, memberOf) ??
  whose(toldThenAsked(full), contextThenQuestion(full, read) ?? contextThenLookUp(full, read), memberOf);

/**
 * "Mia says she's got something on Saturday. Is there anything in for her?", "I've got Mia this weekend so cancel her
 * swimming": the one the news named, for a question or for the event a change is aimed at.
 */
function whose(sentences: string[], asked: Interpretation | null, memberOf: (text: string) => string | null): Interpretation | null {
  if (!asked || !('tool' in asked)) return asked;
  const input = asked.input as { member?: string | null; target?: { member?: string | null } };
  if ((input.target ?? input).member !== null || !/\b(?:her|him|his|she|he)\b/i.test(sentences[sentences.length - 1])) return asked;
  const member = memberOf(sentences.slice(0, -1).join(' '));
  if (!member) return asked;
  return { ...asked, input: input.target ? { ...input, target: { ...input.target, member } } : { ...input, member } };
}

/** The sentences, a told one split before a question after a comma ("I'm looking after Sam on Monday, is he busy?"). */
const toldThenAsked = (full: string) =>
  sentencesOf(full).flatMap((s) => (TOLD.test(s) ? s.split(/,\s*(?=(?:what|whats|what's|is|are|do|does|has|have|anything)\b)/i) : [s]));

/** A sentence that tells, its subject first ("I've got the kids…", "mum's in hospital"), not one that asks. */
const TOLD = /^(?:i|we|he|she|they|it|that|this|there|the|my|our|his|her|their|\p{L}+'s)\b/iu;

const ASKS_SOMETHING =
  /^(?:please|pls|can|could|would|will|add|put|pop|cancel|delete|remove|take|move|change|make|book|set|remind|also|and|but|then|what|when|where|who|how|is|are|do|does)\b/i;

/**
 * "when is sam's next swimming lesson? I seem to have lost track.": a request, then sentences that only give its
 * context (after a question, any statement; after a change to a list or a cancel, a sentence that is no request of its
 * own). An event's later sentences may say more of it ("it should only take 15 minutes"), so they are never dropped.
 */
function requestThenContext(full: string, read: Read): Interpretation | null {
  const sentences = sentencesOf(full);
  if (sentences.length < 2 || sentences.slice(1).some((s) => ASKS_SOMETHING.test(s))) return null;
  const first = read(sentences[0]);
  if (!('tool' in first) || ['help', 'createEvent', 'updateEvent'].includes(first.tool)) return null;
  const asked = /\?\s*$/.test(sentences[0]) && QUESTION_TOOLS.has(first.tool);
  // "please take the vegemite off the shopping list. I found a jar after all.": what happened, told after
  const told = sentences.slice(1).every((s) => TOLD.test(s));
  const context = (s: string) => {
    const reading = read(s);
    return 'tool' in reading && reading.tool === 'help';
  };
  return asked || told || sentences.slice(1).every(context) ? first : null;
}

const CHANGE_ASKED =
  /^(?:(?:please|pls|can you|could you|can we|could we)\s+)*(?:move|shift|push|bring|change|reschedule|cancel|delete|remove|take (?:out|off)|scrap|skip|update|fix|amend)\b/i;

/** Where the change after news starts: after ", so" ("…on Sunday, so take out the park playdate"). */
const SO_THEN_ASKED = /,\s*so\s+(?=(?:please\s+)?(?:take|move|cancel|delete|remove|scrap|skip)\b)/i;
/** After a sentence that tells, also after "so" alone or a comma, unless the change only points back ("…, delete it all"). */
const ASKED_OWN = String.raw`(?:(?:please|pls|can you|could you|can u|could u)\s+)*(?:take|move|cancel|delete|remove|scrap|skip|shift|push|reschedule)\b(?!\s+(?:it|that|this|those|these|them|the whole thing|all)\b)`;
const TOLD_THEN_ASKED = new RegExp(String.raw`(?:,\s*|\s+)so\s+(?=${ASKED_OWN})|,\s*(?=${ASKED_OWN})`, 'i');

/** "The service centre called and can't do Tuesday. Shift the car service to Wednesday.": the news, then the change. */
function contextThenChange(full: string, read: Read, memberOf: (text: string) => string | null): Interpretation | null {
  // ("We're going to the beach on Sunday, so take out the park playdate": the news, then the change after "so")
  // ("I've got the kids this weekend so cancel their swimming", "mum's in hospital, cancel the dentist": told, then asked)
  const sentences = sentencesOf(full).flatMap((s) => (TOLD.test(s) ? s.split(TOLD_THEN_ASKED) : s.split(SO_THEN_ASKED)));
  const last = sentences[sentences.length - 1];
  if (sentences.length < 2 || !CHANGE_ASKED.test(last)) return null;
  const asked = last.replace(/[.!]+$/, '');
  const change = read(asked);
  // "Choir teacher says it starts at 7:45 now, not 8. Update Mia's choir please.": the news says the change, the request
  // which event "it" is
  const named = /^(?:(?:please|pls|can you|could you)\s+)*(?:update|change|fix|amend)\s+(.+?)(?:\s+(?:please|pls|for me))?$/i.exec(asked)?.[1];
  const news = named && (!('tool' in change) || change.tool === 'help') ? sentences.slice(0, -1).find((s) => /^(?:it|that|this)(?:'s|\s)/i.test(s)) : null;
  if (news) {
    const told = read(news.replace(/^(?:it|that|this)(?='s|\s)/i, named!).replace(/[.!]+$/, ''));
    return 'tool' in told && told.tool === 'updateEvent' ? told : null;
  }
  if (!('tool' in change) || !['updateEvent', 'cancelEvent'].includes(change.tool)) return null;
  // "the pool is closed on friday, so cancel swimming": a cancel of that day's, named in the news
  const said = dayIn(sentences.slice(0, -1).join(' '));
  const dated = change.tool === 'cancelEvent' && said && !(change.input as { target: { fromDate: string | null } }).target.fromDate;
  return whose(sentences, dated ? read(`${asked} ${said}`) : change, memberOf);
}

/** "Friends have asked us over this Friday. Are we free from 6 to 9pm?": the question, on the day the news named. */
function contextThenQuestion(full: string, read: Read): Interpretation | null {
  const sentences = toldThenAsked(full);
  const last = sentences[sentences.length - 1];
  const said = dayIn(sentences.slice(0, -1).join(' '));
  if (sentences.length < 2 || !/\?\s*$/.test(last) || !said || dayIn(last)) return null;
  const asked = read(`${last.replace(/\?+\s*$/, '')} ${said}`);
  return 'tool' in asked && ['freeBusy', 'agenda', 'findEvent'].includes(asked.tool) ? asked : null;
}

/**
 * "The coach said we need new shin pads for Sam. Are shin pads already on the shopping list?", "The swim club wants to
 * confirm Leo's lesson time. When is his swimming?": a last question that names what it looks for asks it all.
 */
function contextThenLookUp(full: string, read: Read): Interpretation | null {
  // ("The dentist said they'd text, but is Mia's check-up still on the 19th?": the question after "but")
  const sentences = sentencesOf(full)
    .flatMap((s) => s.split(/,\s*but\s+(?=(?:is|are|do|does|did|will|when|what|where)\b)/i))
    .filter((s) => !onlyPleasantry(s));
  const last = sentences[sentences.length - 1];
  // ("got the milk. also what's on tmrw?": a second request, not the news's question)
  if (sentences.length < 2 || !/\?\s*$/.test(last) || /^(?:also|and|plus|then|oh and)\b/i.test(last)) return null;
  const asked = read(last.replace(/\?+\s*$/, ''));
  if (!('tool' in asked)) return null;
  const input = asked.input as { check?: string[]; words?: string | null };
  return (asked.tool === 'showList' && input.check?.length) || (asked.tool === 'findEvent' && input.words) ? asked : null;
}
