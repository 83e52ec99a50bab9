import type { CreateEventInput, Interpretation } from '../types';
import { WEEKDAY } from './date-words';
import { SEVERAL_MEMBERS } from './member-mentions';

/** A day said in a part: a weekday, today or tomorrow, a day of the month. */
const DAY = new RegExp(`\\b(?:(?:this |next |on )?(?:${WEEKDAY})|today|tonight|tomorrow|(?:on )?the \\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th))\\b`, 'i');
/** A day or a time said in a part ("saturday", "9am", "4.30", "noon"). */
const WHEN = new RegExp(`${DAY.source}|\\b\\d{1,2}(?:[:.]\\d\\d)?\\s*(?:am|pm)?\\b|\\b(?:noon|midday)\\b`, 'i');
const WHEN_AT_END = new RegExp(`(?:${WHEN.source})$`, 'i');
/** Words that carry on the same event after "and" ("…on monday and wednesday at 4", "…at 7 and drinks after" has no day of its own). */
const GOES_ON = new RegExp(
  `^(?:at|on|from|till|until|to|by|for|in|every|each|this|next|the|a|an|then|also|too|again|after|before|back|it|its|it's|that|that's|them|they|my|our|his|her|their|he|she|stay(?:s|ing)?|leav(?:es|ing)|com(?:es|ing)|go(?:es|ing)?|return(?:s|ing)?|fl(?:ies|ying)|get(?:s|ting)?|home|we|i|you|u|is|are|be|has|have|had|said|says|will|can|please|pls|${WEEKDAY}s?|today|tonight|tomorrow|morning|afternoon|evening|night|noon|midday|am|pm|\\d)\\b`,
  'i',
);
/**
 * Where one event ends and the next starts: "and", "&", "then", "plus" after a day or a time. (A comma alone more
 * often brings a detail of the same event: "…on the 24th, bus leaves 8.30".)
 */
const BETWEEN = /,?\s(?:and|&|then|plus|and then)\s+/i;

/**
 * "football saturday 9am and ballet sunday 10am", "add swim at 4 tomorrow and piano at 6": two events, each with its
 * own name and its own day or time, one after the other. Tried only when the message read whole is one new event whose
 * name took the next one's words; each part is read alone, and the parts stand when every one is a new event.
 */
export function eventsInTurn(text: string, read: (part: string) => Interpretation): Interpretation | null {
  // (a message of several sentences is read in parts by the long-message readers)
  if (/[?()]|[.!;]\s/.test(text)) return null;
  const parts: string[] = [];
  const said = text.trim();
  // Cut at each joint whose left side ends with a day or a time and whose right side starts a new name.
  const joints = [...said.matchAll(new RegExp(BETWEEN.source, 'gi'))];
  let from = 0;
  for (const j of joints) {
    const left = said.slice(from, j.index);
    const right = said.slice(j.index + j[0].length);
    // (the left side ends with its day or time, or with whom it is for after that: "…9am for Sam")
    const end = left
      .replace(/\s+(?:for|with)\s+[\p{L}']+(?:\s+[\p{L}']+)?$/u, '')
      .split(/\s+/)
      .slice(-2)
      .join(' ');
    if (!WHEN_AT_END.test(end) || GOES_ON.test(right) || !WHEN.test(right.split(BETWEEN)[0])) continue;
    parts.push(left.trim());
    from = j.index + j[0].length;
  }
  parts.push(said.slice(from).trim());
  if (parts.length < 2 || parts.some((p) => p.split(/\s+/).length < 2)) return null;
  // Only when the one event's name carries a later part's words ("Football and ballet sunday 10am").
  const whole = read(text);
  // (or asked which member: "…for Sam and ballet sunday 10 for Mia" is not one event for two members)
  if (!('clarify' in whole && whole.clarify === SEVERAL_MEMBERS)) {
    if (!('tool' in whole) || whole.tool !== 'createEvent') return null;
    const title = (whole.input as CreateEventInput).title.toLowerCase();
    if (!parts.slice(1).some((p) => title.includes(p.split(/\s+/)[0].toLowerCase()))) return null;
  }
  // A part with no day of its own is on the day another part names ("swim at 4 and piano at 6 tomorrow").
  const day = parts.map((p) => DAY.exec(p)?.[0]).find(Boolean);
  const readings = parts.map((p) => read(day && !DAY.test(p) ? `${p} ${day}` : p));
  if (!readings.every((r) => 'tool' in r && r.tool === 'createEvent' && !r.then)) return null;
  return { ...readings[0], then: readings.slice(1) } as Interpretation;
}
