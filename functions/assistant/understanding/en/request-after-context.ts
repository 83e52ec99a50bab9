import type { CreateEventInput, Interpretation } from '../types';

/**
 * "Sam's been invited to a party on Saturday, 10 till 12. Can you pop it in for him? Thanks x": the thing is told
 * first, and the request after it only points back ("add it", "take it off the calendar", "add that to his homework").
 * The told sentences say what and when; the last says what to do with it.
 */

const POLITE = String.raw`(?:(?:and|so|oh|also|then)\s+)*(?:(?:please|pls|kindly|if you could|(?:can|could|would|will) (?:you|u)(?: please| kindly)?(?: be so (?:good|kind) as to)?)[,\s]+)*`;
const PRONOUN = String.raw`(?:(?:every one|each one|all|each|both) of )?(?:it|that|this|them|those|these|this one|that one)`;
const REMOVE = new RegExp(
  String.raw`^${POLITE}(?:take ${PRONOUN} (?:off|out)|(?:remove|delete|cancel|scrap|drop|bin|wipe|cross off) ${PRONOUN}|get rid of ${PRONOUN})\b(.*)$`,
  'i',
);
const ADD = new RegExp(
  String.raw`^${POLITE}(?:add|put|pop|pencil|stick|chuck|whack|write|jot|note|book|block|set|lock|schedule|enter|save|include)\s+${PRONOUN}\b(.*)$`,
  'i',
);
/** Told as stopping for good ("she's quit", "no more ballet"): every one of them goes, not only the next. */
const STOPPED = /\b(?:no more|quit|quitting|anymore|any more|for good|altogether|stopp?(?:ed|ing)|given up|finished with)\b/i;
/** A closing that asks nothing: "thanks heaps x", "cheers", "love, Nana", an emoji. */
const COURTESY =
  /^(?:please|pls|(?:thanks?|thank you|thx|ty|tysm|cheers|ta|much appreciated|many thanks|love|lots of love|xx*|bless you)\b[^?]*|[^\p{L}\p{N}]*)$/iu;

export interface AfterContext {
  /** The sentences that tell the thing, in order. */
  told: string[];
  kind: 'calendar' | 'remove' | 'homework';
  /** The rest of the request after the pronoun ("in for him", "off the calendar"). */
  rest: string;
  /** "remove every one of them": all of a series. */
  all: boolean;
}

/** The told sentences and the request that points back at them, or null when the message is not said that way. */
export function requestAfterContext(full: string): AfterContext | null {
  const sentences = full
    .split(
      /(?<=[.!?])\s+(?=\S)|\s+[—–]\s+|\s+-\s+(?=(?:can|could|would|will|please|pls)\b)|,\s*(?=(?:(?:so |and )?(?:can|could|would|will) (?:you|u)|please|pls)\b)/i,
    )
    .map((s) => s.replace(/[\s.!,]+$/, '').trim())
    .filter(Boolean);
  while (sentences.length > 2 && COURTESY.test(sentences[sentences.length - 1])) sentences.pop();
  if (sentences.length < 2) return null;
  const request = sentences[sentences.length - 1].replace(/[?]+$/, '');
  const removing = REMOVE.exec(request);
  const adding = removing ? null : ADD.exec(request);
  const said = removing ?? adding;
  const rest = said?.[1];
  if (rest === undefined) return null;
  // "Dearest, on Saturday…", "Good morning. I have…": the greeting is no part of what was told
  const told = sentences
    .slice(0, -1)
    .map((s) => s.replace(/^(?:dearest|dear(?: \p{L}+)?|darling|hi|hello|hey|good (?:morning|afternoon|evening))[,!]\s*/iu, ''))
    .filter((s) => s && !COURTESY.test(s));
  if (!told.length) return null;
  const kind = removing ? 'remove' : /\bhomework\b/i.test(rest) ? 'homework' : 'calendar';
  return { told, kind, rest: rest.trim(), all: /\b(?:all|every|each)\b/i.test(said![0]) };
}

type Read = (text: string) => Interpretation;

const draftOf = (x: Interpretation): CreateEventInput | null => {
  if ('tool' in x) return x.tool === 'createEvent' ? (x.input as CreateEventInput) : null;
  return x.pending?.tool === 'createEvent' ? (x.pending.input as CreateEventInput) : null;
};

/** The request read from what was told: the event added (with a later sentence's time and length), taken off, or set as homework. */
export function readAfterContext(after: AfterContext, read: Read): Interpretation | null {
  const first = read(after.told[0]);
  if (after.kind === 'remove') {
    // "Boo, Mia's camp has been postponed. Please delete it.": what was told is what goes; "it" is the one event told
    // of, "every one of them" all of a series.
    const cancel = 'tool' in first && first.tool === 'cancelEvent' ? first : draftOf(first) ? null : read(`cancel ${after.told[0]}`);
    if (cancel && 'tool' in cancel && cancel.tool === 'cancelEvent') {
      const series = after.all || ((cancel.input as { series: boolean }).series && STOPPED.test(after.told.join(' ')));
      return { ...cancel, input: { ...(cancel.input as object), series } };
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
  const draft = draftOf(first);
  if (!draft) return 'tool' in first && first.tool === 'addHomework' ? first : null;
  // Later sentences, and the request itself, may give the time, length and reminder ("It begins at two and lasts two
  // hours", "put it in with a reminder the day before"): each is read after the first, and what it adds is kept.
  const later = [...after.told.slice(1), ...(/\bremind|\balert/i.test(after.rest) ? [after.rest] : [])];
  let event = draft;
  for (const sentence of later) {
    const more = draftOf(read(`${after.told[0]}, ${sentence}`));
    if (!more || more.date !== draft.date) continue;
    if ((event.allDay || event.askTime) && more.time && !more.allDay) {
      const { askTime: _askTime, ...rest } = event;
      event = { ...rest, time: more.time, allDay: false, durationMinutes: more.durationMinutes };
    } else if (more.durationMinutes !== draft.durationMinutes && !more.allDay && !event.allDay) event = { ...event, durationMinutes: more.durationMinutes };
    if (more.reminderMinutes !== null && event.reminderMinutes === null) event = { ...event, reminderMinutes: more.reminderMinutes };
  }
  if (event === draft) return first;
  return 'tool' in first ? { ...first, input: event } : { tool: 'createEvent', input: event };
}
