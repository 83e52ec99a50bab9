/**
 * Building blocks of the assistant's Arabic: right-to-left safe insertion of values, Arabic lists and counted nouns.
 *
 * A Latin name, a time or a link typed into an Arabic sentence is reordered by the bidi algorithm unless it is
 * isolated, so every inserted value is wrapped in First Strong Isolate … Pop Directional Isolate. A phrase this
 * module built itself (a date with its time, "today (date)") already holds isolates and is Arabic, so it is wrapped
 * right-to-left: FSI would pick left-to-right when its only strong letters sit inside the nested isolates.
 */

export const FSI = '\u2068';
export const RLI = '\u2067';
export const PDI = '\u2069';
/** Right-to-left mark: starts a line that would otherwise begin with a Latin value, so WhatsApp lays it out right to left. */
export const RLM = '\u200f';

const ISOLATES = /[\u2066-\u2069]/;

/** True when the whole text is one isolate (its opening one closes at the very end). */
function isOneIsolate(text: string): boolean {
  if (!/^[\u2066-\u2068]/.test(text) || !text.endsWith(PDI)) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\u2066' || c === '\u2067' || c === '\u2068') depth++;
    else if (c === PDI && --depth === 0) return i === text.length - 1;
  }
  return false;
}

/** A phrase built here (Arabic, holding isolated values) kept as one right-to-left unit. */
export const rtl = (text: string) => `${RLI}${text}${PDI}`;

/** One inserted value, isolated so it reads as one unit inside an Arabic sentence. */
export function iso(value: string): string {
  if (!value || isOneIsolate(value)) return value;
  return ISOLATES.test(value) ? rtl(value) : `${FSI}${value}${PDI}`;
}

/**
 * A link, isolated, with a space before its closing mark: a phone's link detector takes any letter-like character
 * after an address as part of it, and the address must open as written.
 */
export const link = (url: string) => `${FSI}${url} ${PDI}`;

/** The text without its isolate marks (to compare what a reader sees). */
export const plain = (text: string) => text.replace(/[\u2066-\u2069\u200e\u200f]/g, '');

/** A value quoted the Arabic way: «…». */
export const quote = (value: string) => `«${iso(value)}»`;

/** "أ، ب وج": the last item joined with و, each item isolated. */
export function list(items: string[]): string {
  const all = items.map(iso);
  return all.length > 1 ? `${all.slice(0, -1).join('، ')} و${all.at(-1)}` : (all[0] ?? '');
}

/** One bullet line of a value that may start with Latin letters. */
export const bullet = (line: string) => `${RLM}• ${iso(line)}`;

/** A numbered choice ("1. Swimming (Mia), …") with its number first in right-to-left order. */
export function numbered(line: string): string {
  const m = /^(\d+)\.\s+(.*)$/s.exec(line);
  return m ? `${RLM}${m[1]}. ${iso(m[2])}` : `${RLM}${iso(line)}`;
}

/**
 * A noun's forms after a number: 1 (noun + واحد, no digit), 2 (the dual, nominative and after a preposition or as an
 * object), 3–10 (plural), 11–99 (singular accusative), 100 and above (singular genitive), as Arabic grammar counts.
 */
export interface Noun {
  one: string;
  two: string;
  twoOblique: string;
  few: string;
  many: string;
  other: string;
}

// Made on first use (ICU's Arabic data), as ar-dates.ts does.
let rules: Intl.PluralRules | undefined;

/** "موعد واحد", "موعدان", "3 مواعيد", "11 موعدًا", "100 موعد"; oblique for the dual after a preposition: "موعدين". */
export function count(n: number, noun: Noun, oblique = false): string {
  const form = (rules ??= new Intl.PluralRules('ar')).select(n);
  if (form === 'one') return noun.one;
  if (form === 'two') return oblique ? noun.twoOblique : noun.two;
  if (form === 'few') return `${n} ${noun.few}`;
  if (form === 'many') return `${n} ${noun.many}`;
  return `${n} ${noun.other}`;
}

export const EVENT: Noun = { one: 'موعد واحد', two: 'موعدان', twoOblique: 'موعدين', few: 'مواعيد', many: 'موعدًا', other: 'موعد' };
export const MORE_EVENTS: Noun = { one: 'موعد آخر', two: 'موعدان آخران', twoOblique: 'موعدين آخرين', few: 'مواعيد أخرى', many: 'موعدًا آخر', other: 'موعد آخر' };
export const MORE_TODOS: Noun = {
  one: 'مهمة أخرى',
  two: 'مهمتان أخريان',
  twoOblique: 'مهمتين أخريين',
  few: 'مهام أخرى',
  many: 'مهمة أخرى',
  other: 'مهمة أخرى',
};
export const TASK: Noun = { one: 'مهمة واحدة', two: 'مهمتان', twoOblique: 'مهمتين', few: 'مهام', many: 'مهمة', other: 'مهمة' };
export const ITEM: Noun = { one: 'عنصر واحد', two: 'عنصران', twoOblique: 'عنصرين', few: 'عناصر', many: 'عنصرًا', other: 'عنصر' };
export const MINUTE: Noun = { one: 'دقيقة واحدة', two: 'دقيقتان', twoOblique: 'دقيقتين', few: 'دقائق', many: 'دقيقة', other: 'دقيقة' };
export const HOUR: Noun = { one: 'ساعة', two: 'ساعتان', twoOblique: 'ساعتين', few: 'ساعات', many: 'ساعة', other: 'ساعة' };
export const DAY: Noun = { one: 'يوم واحد', two: 'يومان', twoOblique: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' };

/** The preposition بـ joined to what follows: "بساعتين", but "بـ30 دقيقة" before digits. */
export const bi = (text: string) => (/^\p{Script=Arabic}/u.test(text) ? `ب${text}` : `بـ${text}`);
