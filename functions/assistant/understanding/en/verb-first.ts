import type { Interpretation } from '../types';
import { notUnderstood } from './intents';
import { memberOf } from './reading-parts';

/** The verbs a request to the assistant starts with, once whatever leads up to it is set aside. */
const VERB =
  /\b(?:add|put|pop|chuck|stick|book|schedule|pencil|cancel|delete|remove|scrap|scratch|clear|move|shift|change|rename|update|push|bring|shorten|lengthen|extend|reschedule)\b/i;
/** A lead that says when or what ("re Monday, scrap everything") is part of the request, not its frame. */
const SAYS_WHEN =
  /\d|\b(?:mon|tue|wed|thu|fri|sat|sun)\w*|\b(?:at|today|tonight|tomorrow|tmrw?|week|weekend|morning|arvo|afternoon|evening|noon|midday|midnight)\b/i;
/**
 * How a frame ends before its request's verb: a stop or comma, a pronoun, a modal or a filler ("I must…", "go ahead
 * and…", "do one thing, …"). After a noun the verb is a noun too ("work shift", "daycare drop-off"); after "to" it is the
 * thing to do ("remind me to move the car"), unless the frame asks leave.
 */
const FRAME_END =
  /(?:[,.;:!?—–-]|\b(?:we|you|u|ya|must|will|shall|can|could|would|should|pls|please|plz|kindly|just|and|then|also|oh|ok|okay|says|said|asks|asked|wants)|'ll)\s*$/i;
/** "how do i change…", "can i change…", "is there a way i can…": a question about doing it, not the request. */
const HOW_TO = /^(?:how|what|why|where|when|is there|do (?:i|we)|can i|should i)\b/i;
/** "open the uber app and book me a car", "send an email and add…": a request of another kind before the verb. */
const OTHER_VERB = /^(?:please\s+)?(?:open|send|play|turn|call|text|email|message|search|google|order|buy|tell|show|read|start|stop|find)\b/i;
/** "re the school meeting: …", "regarding Monday, …": a topic marked as such. */
const TOPIC_MARK = /^(?:re:?|regarding|as for)\s+/i;
/** A lead that is only a day or a time, then a stop ("Monday, …", "tomorrow: …"). */
const WHEN_FIRST = /^((?:(?:on|this|next|the)\s+)?[\p{L}\d:]+(?:\s+[\p{L}\d:]+){0,2})\s*[,;:—–-]\s*$/iu;
/** A question that asks leave to do something ("would it be ok to pop in…", "might it be possible to rename…"). */
const ASKS_LEAVE = /\b(?:ok(?:ay)?|alright|all right|possible|a problem|mind|trouble|bother|requesting|hoping|wondering)\b/i;

const isTool = (x: Interpretation, ...tools: string[]) => 'tool' in x && tools.includes(x.tool);
const titleOf = (x: Interpretation) => (isTool(x, 'createEvent') ? String((x as { input: { title?: string } }).input.title ?? '') : '');

/**
 * "I must annul the dinner on Saturday", "y'all go ahead and scratch Sam's karate", "would it be ok to pop in a piano
 * lesson for Mia on Monday at 3:45?": a request framed by words the readers do not know starts at its verb. When the
 * reading of the whole is not understood, a new event whose title carries the verb, or a question that only asks leave,
 * the message is read again from the verb on; the new reading stands when it is understood and no longer a title made of
 * the request.
 */
export function fromItsVerb(said: string, meant: Interpretation, read: (text: string) => Interpretation): Interpretation {
  const verb = VERB.exec(said);
  if (!verb || verb.index === 0 || 'then' in meant) return meant;
  const lead = said.slice(0, verb.index).replace(TOPIC_MARK, '');
  const asksLeave = ASKS_LEAVE.test(lead);
  // "re Monday, scrap everything, we'll be away": a short lead that says when is said again after the request's thing.
  const saysWhen = SAYS_WHEN.test(lead);
  const when = saysWhen ? WHEN_FIRST.exec(lead)?.[1] : undefined;
  if (saysWhen && !when) return meant;
  if (lead.trim().split(/\s+/).length > 8 || !(FRAME_END.test(lead) || (asksLeave && /\bto\s*$/i.test(lead)))) return meant;
  const leaked = VERB.test(titleOf(meant));
  const asked = (isTool(meant, 'agenda', 'findEvent', 'freeBusy') || ('clarify' in meant && !meant.pending)) && asksLeave;
  if ((!notUnderstood(meant) && !leaked && !asked) || HOW_TO.test(lead) || OTHER_VERB.test(lead)) return meant;
  // Leave asked is not a question about the calendar: the request is read without its question mark.
  const request = said.slice(verb.index).replace(/\?\s*$/, '');
  const again = read(when ? request.replace(/^[^,;.!?]+/, (head) => `${head} ${when}`) : request);
  if (notUnderstood(again) || VERB.exec(titleOf(again))?.index === 0) return meant;
  // Whose it is, read from the whole message, is not lost by reading less of it.
  return memberOf(meant) && memberOf(again) !== memberOf(meant) ? meant : again;
}
