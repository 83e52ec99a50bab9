import type { CreateEventInput, Interpretation } from '../types';
import { WEEKDAY } from './date-words';
import { MONTH_RE } from './number-words';

/**
 * "Sam's been invited to a party on Saturday, 10 till 12. Can you pop it in for him? Thanks x": the thing is told
 * first, and the request after it only points back ("add it", "take it off the calendar", "add that to his homework").
 * The told sentences say what and when; the last says what to do with it.
 */

/** The asking before a request: "so can you please", "ok, could u", "I wonder if you could", "would you be so kind as to". */
export const POLITE = String.raw`(?:(?:and|so|oh|also|then|ok|okay|hi|hello)[,\s]+)*(?:(?:please|pls|kindly|if you could|(?:can|could|would|will) (?:you|u)(?: please| kindly)?(?: be so (?:good|kind) as to)?|i (?:would like|need|want) you to|you can|i wonder if you could)[,\s]+)*`;
/** What a request points back with: "it", "that one", "both of them", "all his lessons", "just tomorrow's". */
export const PRONOUN = String.raw`(?:(?:every one|each one|all|each|both) of )?(?:it|that|this|them|those|these|this one|that one|both|them both|the lot|the whole thing|all (?:of )?(?:his|her|their|those|the) [\p{L}-]+|(?:those|these|the|both) (?:days|dates)|(?:just |only )?(?:today|tonight|tomorrow|tmrw|${WEEKDAY})(?:'?s| is)(?: one)?)`;
// ("…maintenance. Remove Sam's": whose one it is, the rest of the request)
const REMOVE = new RegExp(
  String.raw`^${POLITE}(?:take ${PRONOUN} (?:off|out)|(?:remove|delete|cancel|scrap|drop|bin|wipe|cross off) ${PRONOUN}|get rid of ${PRONOUN}|(?:cancel|delete|remove)(?=,? (?:please|pls)$)|(?:remove|delete|cancel|scrap|drop|bin)(?= \p{L}+'s(?: one)?[\s.!?]*$))\b(.*)$`,
  'iu',
);
const ADD_VERB = String.raw`(?:add|put|pop|pencil|stick|chuck|whack|write|jot|note|book|block(?: out| off)?|mark(?: down| off| out)?|set|lock|schedule|enter|save|include)`;
const ADD = new RegExp(
  String.raw`^(?:(?:${POLITE}${ADD_VERB}|(?:would|do) you mind (?:adding|putting|popping|pencil+ing|writing|noting|entering|booking))\s+${PRONOUN}|${POLITE}add(?=(?:,? (?:please|pls))?$)|${POLITE}${ADD_VERB}(?= (?:in|on|onto|into|to) (?:the|my|our) (?:to-?dos?|to do|tasks|jobs|list)(?: list)?(?:,? (?:please|pls))?$)|${POLITE}make ${PRONOUN}(?= (?:repeat|recur|weekly|a weekly|a regular|regular|every)\b)|(?:(?:can|could|would|will|should) )?(?:that|it|this) (?:go|get put|be put|be added|be popped)(?= (?:in|on|into|down)\b))\b(.*)$`,
  'iu',
);
/** Where a request that points back starts, said with no stop before it ("…until twelve can you chuck that in"). */
const UNSTOPPED = new RegExp(
  String.raw`\s+(?=(?:(?:can|could|would|will) (?:you|u) |please |pls )?(?:${ADD_VERB}) (?:it|that|this|them) (?:in|on|down|into)\b)`,
  'i',
);
/** A day said outright: "the 14th", "Sunday", "tomorrow", "5 April". */
const DAY_SAID = new RegExp(String.raw`\d|\b(?:${WEEKDAY}|tomorrow|tmrw|tonight|today|${MONTH_RE})\b`, 'i');
/** A sentence about the thing named before it: "I believe it is on Thursday", "It's Friday the 20th at 7pm". */
const IT_IS =
  /^(?:(?:i (?:believe|think|understand|gather)|apparently|and|so|oh)\s+)?(?:it|that|this)(?:'s|\s+is|\s+will be|\s+was|\s+runs|\s+starts|\s+begins)\b/i;
/** Told as stopping for good ("she's quit", "no more ballet"): every one of them goes, not only the next. */
export const STOPPED = /\b(?:no more|quit|quitting|anymore|any more|for good|altogether|stopp?(?:ed|ing)|given up|finished with)\b/i;
/** A closing that asks nothing: "thanks heaps x", "cheers", "love, Nana", an emoji. */
const COURTESY =
  /^(?:please|pls|(?:thanks?|thank you|thx|ty|tysm|cheers|ta|much appreciated|many thanks|love|lots of love|xx*|bless you)\b[^?]*|[^\p{L}\p{N}]*)$/iu;

export interface AfterContext {
  /** The sentences that tell the thing, in order. */
  told: string[];
  kind: 'calendar' | 'remove' | 'homework' | 'todo' | 'list';
  /** The rest of the request after the pronoun ("in for him", "off the calendar"). */
  rest: string;
  /** "remove every one of them": all of a series. */
  all: boolean;
}

/** A message's sentences, split after a full stop, a question or an exclamation mark. */
export const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=\S)/);

/** The told sentences and the request that points back at them, or null when the message is not said that way. */
export function requestAfterContext(full: string): AfterContext | null {
  const sentences = full
    .split(
      /(?<=[.!?])\s+(?=\S)|\s+[—–]\s+|\s+-\s+(?=(?:can|could|would|will|please|pls)\b)|,\s*(?=(?:so |and )?(?:(?:can|could|would|will) (?:you|u)|please|pls)\b)/i,
    )
    .flatMap((s) => s.split(UNSTOPPED))
    .map((s) => s.replace(/[\s.!,]+$/, '').trim())
    .filter(Boolean);
  // The last sentence that points back is the request; what comes after it only adds context ("We will collect them").
  const at = sentences.findLastIndex((s) => REMOVE.test(s.replace(/[?]+$/, '')) || ADD.test(s.replace(/[?]+$/, '')));
  if (at < 1) return null;
  const request = sentences[at].replace(/[?]+$/, '');
  const removing = REMOVE.exec(request);
  const said = removing ?? ADD.exec(request)!;
  const rest = said[1];
  // "Dearest, on Saturday…", "Good morning. I have…": the greeting is no part of what was told
  const told = sentences
    .slice(0, at)
    .map((s) => s.replace(/^(?:(?:hi|hello|hey) )?(?:dearest|dear(?: \p{L}+)?|darling|hi|hello|hey|good (?:morning|afternoon|evening))(?:[,!]\s*|$)/iu, ''))
    .filter((s) => s && !COURTESY.test(s));
  if (!told.length) return null;
  const kind = removing
    ? 'remove'
    : /\bhomework\b/i.test(rest)
      ? 'homework'
      : /\b(?:jobs|to-?dos?|to do|tasks?)\b/i.test(rest)
        ? 'todo'
        : /\b(?:shopping|list|groceries)\b/i.test(rest)
          ? 'list'
          : 'calendar';
  return { told, kind, rest: rest.trim(), all: /\b(?:all|every|each)\b/i.test(said[0]) };
}

type Read = (text: string) => Interpretation;

const draftOf = (x: Interpretation): CreateEventInput | null => {
  if ('tool' in x) return x.tool === 'createEvent' ? (x.input as CreateEventInput) : null;
  return x.pending?.tool === 'createEvent' ? (x.pending.input as CreateEventInput) : null;
};

/** A request that says when: "put it in the calendar from Thursday the 9th", "adding it for everyone at nine". */
const SAYS_WHEN = new RegExp(
  String.raw`\d|\b(?:${WEEKDAY}|tomorrow|tonight|today|o'?clock|noon|from|until|till|at|am|pm|morning|afternoon|evening|night)\b`,
  'i',
);

/** What things are needed for, said after them ("…for term 2", "…before the carnival"): no part of the things. */
const NEEDED_FOR = new RegExp(
  String.raw`\s+(?:for|by|before) (?:the |next |this )?(?:term|school|week|excursion|camp|trip|carnival|tomorrow|${WEEKDAY})\b.*$`,
  'i',
);

/** The request read from what was told: the event added (with a later sentence's time and length), taken off, or set as homework. */
export function readAfterContext(after: AfterContext, read: Read, memberOf: (text: string) => string | null): Interpretation | null {
  const last = after.told[after.told.length - 1];
  // "We're out of dishwasher tablets and nearly out of coffee. Could you put both on the shopping list?"
  if (after.kind === 'list') {
    // ("School says every kid needs a glue stick and tissues for term 2. Put those on the shopping list.": what is needed)
    // ("Camp gear list from the school: sleeping bag, torch, raincoat." "Kindy sent a note asking for spare clothes…")
    const needed = /(?::|\b(?:needs?|requires?|to bring|to get|to buy|asking for|asks for|asked for))\s+(.+)$/i.exec(last.replace(NEEDED_FOR, ''));
    const news = read(last);
    if ((!('tool' in news) || news.tool !== 'addListItems') && needed) return read(`add ${needed[1]} ${after.rest.trim() || 'to the shopping list'}`);
    if (!('tool' in news) || news.tool !== 'addListItems') return null;
    // ("…and nearly out of coffee": the thing, not the news of it)
    const input = news.input as { items: string[] };
    const items = input.items.map((item) =>
      item.replace(/^(?:(?:we'?re|we are|i'?m|i am) )?(?:nearly |almost |all |running )?(?:out of|low on) /i, '').replace(NEEDED_FOR, ''),
    );
    return { ...news, input: { ...input, items } };
  }
  if (after.kind === 'todo') {
    // "I need to sort a few things: book the kennel, order shoes and return the books. Could you add those as to-dos?"
    const listed = /:\s*(.+)$/.exec(last);
    if (listed) return read(`todo ${listed[1]}`);
    // "…I promised I would find out about the cricket sign-ups. Could you add it to my jobs?": the last thing told
    const task = last
      .replace(/^(?:i|we) (?:promised|told|said to)(?: [\p{L}']+){0,3}? (?:i|we)(?:'d| would| will|'ll) /iu, '')
      .replace(/^(?:(?:i|we) )?(?:need|have|must|should|ought|want) to /i, '');
    // read as a to-do list of its own, so "buy shoes and return the book" is two
    const again = read(`todo ${task}`);
    return 'tool' in again && again.tool === 'addTodo' ? again : { tool: 'addTodo', input: { tasks: [task] } };
  }
  const first = read(after.told[0]);
  if (after.kind === 'remove') {
    // "Boo, Mia's camp has been postponed. Please delete it.": what was told is what goes; "it" is the one event told
    // of, "every one of them" all of a series.
    const cancel = 'tool' in first && first.tool === 'cancelEvent' ? first : draftOf(first) ? null : read(`cancel ${after.told[0]}`);
    if (cancel && 'tool' in cancel && cancel.tool === 'cancelEvent') {
      const input = cancel.input as { series: boolean; target: { member: string | null } };
      const series = after.all || (input.series && STOPPED.test(after.told.join(' ')));
      // "Please delete it from Sam's calendar": whose it is
      const member = input.target.member ?? memberOf(after.rest);
      return { ...cancel, input: { ...input, target: { ...input.target, member }, series } };
    }
    const draft = draftOf(first);
    if (!draft) return null;
    const target = { words: draft.title, fromDate: draft.date, toDate: draft.date, time: draft.time, member: draft.member };
    return { tool: 'cancelEvent', input: { target, series: after.all || draft.recurrence !== 'none' } };
  }
  if (after.kind === 'homework') {
    if ('tool' in first && first.tool === 'addHomework') return first;
    const draft = draftOf(first);
    return draft ? { tool: 'addHomework', input: { task: draft.title, member: draft.member, dueDate: draft.date } } : null;
  }
  // The request may say when itself ("put it in the calendar from Thursday the 9th", "adding it for everyone at nine"):
  // it is read with each told sentence, and the first that makes an event is the event.
  const when = after.rest
    .replace(/^(?:in|on|into|onto|down|to)?\s*(?:(?:the|my|our|your|family) )*(?:calendar|diary|schedule)?/i, ' ')
    .replace(/\bfor (?:him|her|them|us|me|everyone|everybody|all of us|the family)\b|\b(?:please|pls|thanks?|thx)\b/gi, ' ')
    .trim();
  const saysWhen = SAYS_WHEN.test(when);
  // A told sentence that makes an event by itself comes first ("I hope the week is treating you kindly" is not one).
  const alone = after.told.map((told, i) => (i === 0 ? first : read(told)));
  const dated = alone.findIndex((r, i) => draftOf(r) && DAY_SAID.test(after.told[i]));
  const own = dated >= 0 ? dated : alone.findIndex((r) => draftOf(r));
  const withWhen = (i: number) => (i >= 0 && saysWhen ? read(`${after.told[i]} ${when}`) : null);
  const at = own >= 0 ? own : saysWhen ? after.told.findIndex((_, i) => draftOf(withWhen(i)!)) : -1;
  if (at < 0) return 'tool' in first && first.tool === 'addHomework' ? first : null;
  const joined = withWhen(at);
  const found = joined && draftOf(joined) ? joined : alone[at];
  const base = after.told[at];
  const named = draftOf(found)!;
  // "Sam has asked me to watch his swimming carnival. I believe it is on Thursday…": the name is the sentence's before
  const before = at > 0 && IT_IS.test(base) ? draftOf(read(`${after.told[at - 1]} tomorrow at 9am`))?.title : null;
  // "…in Sam's bag – the excursion is Wednesday. Could you pop it in for him?": whom "him" is, from the sentences before
  const pointed = !named.member && /\b(?:him|her|them|his)\b/i.test(`${base} ${after.rest}`);
  const draft = {
    ...named,
    ...(before ? { title: before } : {}),
    ...(pointed ? { member: memberOf(after.told.slice(0, at + 1).join(' ')) } : {}),
  };
  // Later sentences, and the request itself, may give the time, length and reminder ("It begins at two and lasts two
  // hours", "put it in with a reminder the day before"): each is read after the event's, and what it adds is kept.
  const later = [...after.told.slice(at + 1), ...(/\bremind|\balert/i.test(after.rest) ? [after.rest] : [])];
  let event = draft;
  for (const sentence of later) {
    const more = draftOf(read(`${base}, ${sentence}`));
    if (!more || more.date !== draft.date) continue;
    if ((event.allDay || event.askTime) && more.time && !more.allDay) {
      const { askTime: _askTime, ...rest } = event;
      event = { ...rest, time: more.time, allDay: false, durationMinutes: more.durationMinutes };
    } else if (more.durationMinutes !== draft.durationMinutes && !more.allDay && !event.allDay) event = { ...event, durationMinutes: more.durationMinutes };
    if (more.reminderMinutes !== null && event.reminderMinutes === null) event = { ...event, reminderMinutes: more.reminderMinutes };
  }
  if (JSON.stringify(event) === JSON.stringify(named)) return found;
  return 'tool' in found ? { ...found, input: event } : { tool: 'createEvent', input: event };
}

/**
 * "Can you add the P&C trivia night? It's Friday the 20th at 7pm and goes till about 10.": the request names the
 * thing, and the sentence after it ("it's…") says when; read as one request, the sentences after them left as context.
 */
export function requestThenDetails(full: string, read: Read): Interpretation | null {
  const sentences = sentencesOf(full);
  if (sentences.length < 2 || !IT_IS.test(sentences[1])) return null;
  const asked = read(sentences[0]);
  if ('tool' in asked || asked.pending?.tool !== 'createEvent') return null;
  const details = sentences[1]
    .replace(IT_IS, '')
    .replace(/^\s*(?:on|at)?\s*/i, '')
    .replace(/[.!]+$/, '');
  const whole = read(`${sentences[0].replace(/[?.!]+$/, '')} on ${details}`);
  return 'tool' in whole && whole.tool === 'createEvent' ? whole : null;
}
