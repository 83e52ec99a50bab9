import type { EngineContext } from '../message';
import type { CreateEventInput, Interpretation } from '../types';
import { wallClock } from '../dates';
import { WEEKDAY } from './date-words';
import { completeDraft, type EventDraft } from './event-draft';

/**
 * An event whose day the message says is not known yet ("the invitation is wet and I can't read the date", "either
 * Tuesday or Wednesday, the coach will confirm", "maybe next week some day", "I'll send you the date when the
 * newsletter comes") is not filed on a day guessed from the rest: the day is asked, its name, time and people kept.
 */
const DAY_UNKNOWN = new RegExp(
  String.raw`\b(?:can'?t (?:read|see|remember|recall) (?:the|which|what) (?:date|day)|(?:don'?t|do not|doesn'?t) (?:know|remember) (?:the|which|what) (?:date|day)|(?:can'?t|cannot) remember which day|not sure (?:of |about )?(?:the|which|what) (?:date|day)|(?:will|'ll|to) (?:tell|send|give|let) (?:you|us|me) (?:know )?(?:the|a|which) (?:date|day)|(?:date|day) (?:is )?(?:tbc|tba|to be confirmed|not (?:set|confirmed|decided)(?: yet)?)|either (?:${WEEKDAY}) or (?:${WEEKDAY})|some ?day|sometime (?:next|this) (?:week|month))\b`,
  'i',
);

/** The saying that the day is unknown, as it is left in a title: from the words that lead into it to the end. */
const UNKNOWN_IN_TITLE = new RegExp(
  String.raw`[,\s]*(?:\b(?:but|and|as|though|so)\s+)?(?:\b(?:i|we|they|he|she|the \p{L}+)\s+)?(?:${DAY_UNKNOWN.source}|\b(?:is\s+|are\s+)?either\s+\S+\s+or\b).*$`,
  'iu',
);

export function dayUnknown(said: string, meant: Interpretation, ctx: EngineContext): Interpretation {
  if (!('tool' in meant) || meant.tool !== 'createEvent' || meant.then?.length || !DAY_UNKNOWN.test(said)) return meant;
  const { askTime, date: _date, time, ...rest } = meant.input as CreateEventInput;
  const timed = askTime ? { allDay: false, durationMinutes: 60 } : {};
  // ("Party at the trampoline park but I can't remember which day", "Parent teacher night is either wednesday or")
  const title = rest.title.replace(UNKNOWN_IN_TITLE, '').trim() || rest.title;
  const draft = { ...rest, ...timed, title, date: null, time, weekdayOnly: false, dayAsked: true } as EventDraft;
  return completeDraft(draft, wallClock(ctx.timezone, ctx.now), ctx.timezone);
}
