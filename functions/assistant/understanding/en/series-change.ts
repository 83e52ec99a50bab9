import { isoOf } from '../dates';
import type { Message } from '../message';
import type { Interpretation } from '../types';
import { eventPhrases } from './event-phrases';
import { boundsSaid } from './series-bounds';
import { eventTarget, readTarget } from './slots';
import { seriesEnd } from './week-days';

/** How a series already on the calendar repeats, or its last day, changed by message. */

const OFTEN = '(weekly|every week|fortnightly|every (?:other|second|2nd) week|every fortnight|every (?:two|2) weeks|daily|every day|monthly|every month)';
const NOW = '(?: (?:now|from now on|instead|going forward|please|pls))*';
/** "make swimming weekly", "change piano to every fortnight", "set the piano lessons to repeat weekly" */
const MAKE = new RegExp(`^(?:make|set|change|switch|turn) (.+?) (?:to |into |as )?(?:(?:repeat|recur|happen|run|be) )?${OFTEN}${NOW}$`, 'i');
/** "swimming is fortnightly now", "piano lessons are every other week from now on" */
const IS = new RegExp(`^(.+?) (?:is|are|will be|should be|happens|happen|runs|run|repeats|repeat) (?:now )?(?:going to be )?${OFTEN}${NOW}$`, 'i');
/** "piano finishes after march", "swimming ends at the end of april", "no more piano after the 27th", "the last piano lesson is on the 27th" */
const ENDS = [
  /^(.+?) (?:ends?|finish(?:es)?|stops?|will (?:end|finish|stop)|is (?:ending|finishing|stopping)|wraps? up) (?:after|at the end of|by the end of) (.+)$/i,
  /^(?:no more|stop|end|finish) (.+?) after (.+)$/i,
  /^(?:the |our |my )?last (?!(?:day|week|weekend|time|one|session|lesson|class)s?\b)(.+?) (?:is|will be|happens)(?: on)? (.+)$/i,
];

/** Ends the calendar has no date for. */
const TERM = /^(?:the |this |next )?(?:term|semester|season|school year|year|school holidays|holidays|summer|winter|spring|autumn|fall)$/i;

function change(m: Message, targetText: string, changes: { recurrence?: string; repeatUntil?: string }): Interpretation | null {
  // the event by its name only: a time, a repeat or a second sentence in it is a new event told ("swimming every monday
  // at 4, it ends after march")
  if (/[,.;:!?]|\d|\bevery\b/i.test(targetText)) return null;
  const target = readTarget(targetText, m.names, m.wall, m.ctx.timezone);
  if (!target.words || target.clarify) return null;
  return { tool: 'updateEvent', input: { target: eventTarget(target), changes } };
}

/** The answer to "which day is the last swimming?": the series' last day, read as one said with "until". */
export function lastDaySaid(said: string, wall: Message['wall'], timezone: string): string | null {
  const bounds = boundsSaid(`until ${said.replace(/^(?:it'?s |it is |on |after |the last (?:one|lesson|session|class) is (?:on )?)/i, '')}`);
  return bounds.endsOn ? seriesEnd(bounds, isoOf(wall.today), wall, timezone) : null;
}

export function readSeriesChange(m: Message): Interpretation | null {
  if (m.asking) return null;
  const text = m.text.replace(/[.!]+$/, '');
  const often = MAKE.exec(text) ?? IS.exec(text);
  // the repeat read as a new event's is
  if (often) return change(m, often[1], { recurrence: eventPhrases(often[2]).recurrence });
  for (const re of ENDS) {
    const said = re.exec(text);
    // a day or a month, never a time ("the party ends at 8")
    if (!said || /\d\s*(?:am|pm)\b|\d:\d\d|\bat \d/i.test(said[2])) continue;
    const last = lastDaySaid(said[2], m.wall, m.ctx.timezone);
    if (last) return change(m, said[1], { repeatUntil: last });
    // "swimming stops at the end of term": a last day the calendar cannot know, so its date is asked
    const asked = TERM.test(said[2]) ? change(m, said[1], {}) : null;
    if (asked && 'tool' in asked) {
      const name = said[1].toLowerCase();
      return {
        clarify: `Which day is the last ${name}? For example: "27 March".`,
        pending: { kind: 'assistant', ask: 'date', tool: 'updateEvent', input: asked.input, at: m.wall.now.toUTC().toISO()! },
      };
    }
  }
  return null;
}
