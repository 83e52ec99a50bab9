import { WEEKDAY } from './date-words';
import type { Rule } from './plain-request';

/** A list named first: "shopping", "the shopping list", "Bunnings list". */
const LIST = String.raw`(shopping|groceries|grocery|(?!(?:to-?do|to do|todo)\b)[\p{L}' ]{2,30}? list)`;

/** "Bunnings list" → "the Bunnings list"; "shopping" stays as it is. */
const theList = (list: string) => (/ list$/i.test(list) ? `the ${list}` : list);

/**
 * Messages written as notes, a heading then a colon, with slashes between the parts ("Sat: Mia netball 9am / Sam party
 * 2pm", "shopping: milk / bread", "rename: Fri 2pm meeting → bank loan meeting"): put as the sentence they stand for.
 */
export const HEADED_RULES: Rule[] = [
  // "9:30am / til 12", "Thurs 8am / 45 min", "book Leo flu shot / before winter": a slash before an end, a length or a
  // time to be done by goes
  [/\s+\/\s+(?=(?:til|till|until|to|-|before|by|due)\s|\d+\s*(?:min|mins|minutes|hr|hrs|hours?)\b)/gi, ' '],
  // "milk / bread / eggs": a slash with a space each side parts things as a comma does
  [/\s+\/\s+/g, ', '],
  [/^rename\s*:\s*(.+?)\s*(?:→|->|=>)\s*(.+)$/i, 'rename $1 to $2'],
  // "Mia camp list: + torch, sleeping bag": the plus says add
  [new RegExp(String.raw`^${LIST}\s*:\s*\+\s*`, 'iu'), '$1: '],
  // "shopping: remove chips, kids have enough", "Bunnings list: what's on it"
  [
    new RegExp(String.raw`^${LIST}\s*:\s*((?:remove|delete|take off|cross off|tick off|scratch) [^,]+)`, 'iu'),
    (_all, list: string, request: string) => `${request} from ${theList(list)}`,
  ],
  [
    new RegExp(String.raw`^${LIST}\s*:\s*(?:what'?s on (?:it|there)|show(?: it| me)?|read(?: it)? out)\??`, 'iu'),
    (_all, list: string) => `what's on ${theList(list)}`,
  ],
  // "Mia school photos: when?", "swimming - what time?": the thing named, then the question
  [/^([^:?,–—-]{3,60}?)\s*[:,–—-]\s*(when|what time|what day)\s*\?*$/i, '$2 is $1?'],
  // "Sat: Mia bday party 11-1": hours either side of a dash, once the day is said
  [new RegExp(String.raw`^(${WEEKDAY}\s*:.*\s)(\d{1,2}(?:[:.]\d\d)?)-(\d{1,2}(?:[:.]\d\d)?)$`, 'i'), '$1$2 - $3'],
];
