import type { Interpretation } from '../types';
import { targetOf } from './event-change';
import { QUESTION, type ArMessage } from './message';
import { cutMembers } from './members';
import { fold, pattern, Said } from './text';
import { cutWhen, hasWhen } from './when';

/**
 * Changing who an event is for, where it is and what it says, in Arabic (as en/event-details.ts does in English):
 * "أضف عمر لموعد طبيب الأسنان يوم الجمعة"، "خلّ موعد عمر للأسنان لليان بدال عمر"، "حوّل السباحة من ليان لعمر"،
 * "السباحة صارت في المسبح الثاني"، "غيّر مكان السباحة إلى النادي"، "حط ملاحظة على موعد المدرسة بكرة إن جدو بياخذهم".
 * The event is found as any change finds it (its words, day, time and member).
 */

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const WANT = '(?:(?:ابي|ابغى|ابغي|بدي|بدنا|عايز|عايزه|عاوز|اريد|نبي|حابب|لازم|تقدر|تقدري)\\s+)?';
const lead = (verbs: string) => `^${WANT}(?:ت|ن)?(?:${verbs})(?:لي|لنا)?${E}\\s*`;
const ADDING = 'اضف|اضيف|اضيفي|ضيف|ضيفي|حط|حطي|دخل|دخلي|ضم|ضمي|سجل|سجلي';
const CHANGING = 'خل|خلي|اجعل|اجعلي|غير|غيري|حول|حولي|بدل|بدلي|عدل|عدلي|انقل|انقلي|نقل|نقلي';
const ADD = pattern(lead(ADDING));
const SWAP = pattern(lead(CHANGING));
const ANY_VERB = pattern(lead(`${ADDING}|${CHANGING}`));
const MOVE = pattern(lead('انقل|انقلي|نقل|نقلي'));
const MAKE = pattern(lead('خل|خلي|اجعل|اجعلي'));
const PLACE_VERB = pattern(`${lead(`${ADDING}|${CHANGING}|حدث|حدثي`)}(?:ال)?(?:مكان|موقع|لوكيشن|location)${E}\\s*`);
/** Said of an event that changed: "صارت"، "انتقلت"، "الحين"; the future ("بتكون") only with "الحين" or "بدل …". */
const NOW =
  'صار|صارت|صاير|صايره|تغير|تغيرت|اتغير|اتغيرت|انتقل|انتقلت|اتنقل|اتنقلت|تحول|تحولت|اتحول|اتحولت|نقلوه|نقلوها|حولوه|حولوها|بقى|بقت|الحين|هالحين|الان|حاليا|هالمره';
const WILL = 'بيكون|بتكون|راح يكون|راح تكون|رح يكون|رح تكون|حيكون|حتكون|سيكون|ستكون|بيصير|بتصير';
const CHANGED = pattern(`^((?:ال)?(?:مكان|موقع|لوكيشن)\\s+)?(.+?)\\s+(?:(?:هو|هي)\\s+)?(?:(${NOW})|${WILL})${E}\\s*(.+)$`, 'd');
const MARKER = pattern(`\\s+(?:من الحين|من اليوم ورايح|من هالحين|الحين|هالحين|الان|هالمره|هالاسبوع بس)[\\s.!]*$`);
const INSTEAD = pattern(`\\s+(?:بدال|بدل|بدلا من|بدلا عن|عوض|عوضا عن|مكان|مو|مش|مب|مهوب|وليس|ليس)${E}`);
/** "… بدال عمر"، "… مو لعمر، غلطت": the member it was for, denied at the end. */
const DENIED = pattern(
  `\\s+(?:بدال|بدل|بدلا من|بدلا عن|عوض|عوضا عن|مكان|مو|مش|مب|مهوب|وليس|ليس)\\s+(.+?)(?:[,،.]?\\s*(?:غلطت|غلطه|غلطتي|سوري|اسف|معليش|عفوا|sorry))?[\\s.!]*$`,
);
const FROM_TO = pattern(`^(.+?)\\s+من\\s+(?:عند\\s+)?(\\S+(?:\\s+\\S+)?)\\s+(?:(?:الى|حق)\\s+|ل\\s*)(\\S+(?:\\s+\\S+)?)[\\s.!]*$`, 'd');
/** Going, coming or having it: "خلي ليان تروح السباحة بدال عمر". */
const GOES = pattern(
  `${B}(?:راح|رح|ح)?\\s*(?:ي|ت|بي|بت)?(?:روح|روحون|روحين|حضر|حضرون|جي|جون|اخذ|اخذون|صير)${E}|${B}(?:هو|هي|هم|الحين|صار|صارت|تحول|تحولت)${E}`,
);
const WITH = pattern(`${B}(?:مع|ويا)\\s+`);
const FILLER = pattern(`${B}(?:و|مع|كمان|بعد|برضو|برضه|ايضا|اثنينهم|الاثنين|كلهم|معهم|معاهم)${E}|[,،]`);
/** Where something cannot be an event: "ضيف عمر للقروب" is about the family group, "… للقائمة" a list. */
const NOT_AN_EVENT = pattern(
  `${B}(?:ال|لل|بال|عال)?(?:قائمه|قايمه|لسته|ليسته|مشتريات|مقاضي|اغراض|مهام|مهمات|تقويم|كالندر|كلندر|روزنامه|اجنده|جدول|قروب|جروب|مجموعه|حساب|جهات|شات|واتساب|واتس)${E}|^(?:ال|لل)?(?:عائله|عيله|اسره)$`,
);
/** Words of when, not where: "انقل الاجتماع للعصر" is a part of the day. */
const PART_OF_TIME = pattern(
  `${B}(?:ال|لل|بال)?(?:صبح|صباح|ظهر|عصر|مسا|مساء|ليل|ليله|بليل|ويكند|اسبوع|شهر|سنه|يوم|ايام|بكره|بكرا|باكر|اليوم|امس|بعدين|وقت|ساعه|ساعات|دقيقه|دقايق|تاريخ|بدري|متاخر)${E}`,
);
const NOTE_WORD = '(?:ال)?(?:ملاحظه|ملاحظات|ملحوظه|نوت|note|تعليق)';
const SAYING = '(?:\\s*[:：]\\s*|\\s+[-–—]\\s+|\\s+(?:ان|انه|انها|انهم|انو|بان|بانه|تقول|يقول|مكتوب فيها|نصها|مفادها)\\s+)';
const NOTE_LEAD = lead('حط|حطي|ضيف|ضيفي|اضف|اضيف|اضيفي|اكتب|اكتبي|سجل|سجلي|خل|خلي|ضع|اترك|اتركي|دون|دوني|زود|زودي|علق|علقي');
const NOTES = [
  pattern(`${NOTE_LEAD}(?:(?:لي|لنا)\\s+)?${NOTE_WORD}\\s+(.+?)${SAYING}(.+)$`, 'd'),
  pattern(`${NOTE_LEAD}(.+?)\\s+${NOTE_WORD}(?:${SAYING}|\\s+)(.+)$`, 'd'),
  pattern(`^${NOTE_WORD}\\s+(.+?)(?:\\s*[:：]\\s*|\\s+[-–—]\\s+)(.+)$`, 'd'),
];
const PREP = pattern(`^(?:على|عل|ع|في|فى|الى|حق|تبع|عند|عن|لـ|ل)$`);
const TO = pattern(`^(?:الى|ل|لـ|عند|في|فى|على|عل|ع)$`);
const AT = pattern(`^(?:في|فى|عند|ب)$`);
const PLACE_PREP = pattern(`^(?:(?:في|فى|عند|على|عل|ع|الى|ل|لـ|ب)\\s+|(?=لل|عال|بال)|ل(?!ل))`);
/** Nobody's event: "أنا الحين في السوق" is news of the parent. */
const PRONOUN = pattern(`^(?:انا|احنا|نحن|هو|هي|هم|انت|انتي|انتم)$`);
const LEADING_PREP = pattern(`^(?:(?:على|عل|ع|في|فى|الى|حق|تبع|عند|عن|مع|لـ|ل)\\s+)+`);

/** The typed text of a group of a match found in the folded text (the two are the same length). */
const typedOf = (text: string, hit: RegExpExecArray, group: number) => (hit.indices?.[group] ? text.slice(...hit.indices[group]) : '');
const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** "على موعد المدرسة" → "موعد المدرسة", "للسباحة" → "السباحة": an event's words without the preposition before them. */
function tidy(text: string): string {
  const t = text.trim().replace(/^[\s"'«“]+|[\s"'»”.!،,]+$/gu, '');
  const prep = LEADING_PREP.exec(fold(t));
  return (prep ? t.slice(prep[0].length) : t).replace(/^(?:لل|عال|بال)(?=\p{L}{3})/u, 'ال').replace(/^ل(?=(?:موعد|ميعاد|درس|تمرين)(?:\s|$))/u, '');
}

/** The members a run of names stands for ("عمر"، "عمر وليان"، "العيال"), or null when anything else is in it. */
function membersOnly(text: string, m: ArMessage): string[] | null {
  const s = new Said(text);
  const found = cutMembers(s, m.ctx);
  if (found.clarify || !found.member) return null;
  s.cutAll(FILLER);
  return s.restFolded() ? null : [found.member, ...found.also];
}

const one = (text: string, m: ArMessage) => {
  const found = membersOnly(text, m);
  return found?.length === 1 ? found[0] : null;
};

/** The updateEvent call for the event a phrase names; null when it names none or cannot be an event. */
function update(m: ArMessage, eventText: string, changes: Record<string, unknown>, member?: string | null, known = false): Interpretation | null {
  if (NOT_AN_EVENT.test(fold(tidy(eventText)))) return null;
  const s = new Said(eventText);
  const named = cutMembers(s, m.ctx);
  if (named.clarify) return { clarify: named.clarify };
  const t = targetOf(new Said(tidy(s.rest().replace(/(^|\s)(?:لل|عال)(?=\p{L}{3})/gu, '$1ال'))), m);
  const date = t.range && t.range.fromDate === t.range.toDate ? t.range.fromDate : null;
  if ((!t.words && !date) || PRONOUN.test(fold(t.words ?? ''))) return null;
  // "ضيف عمر لسباحة بكرة الساعة ٤" is a new event: the one to join or change is named as one already there
  const definite = named.member || /^(?:موعد|ميعاد)/u.test(fold(tidy(s.rest()))) || words(fold(t.words ?? '')).some((w) => w.startsWith('ال'));
  if (known && !definite) return null;
  const target = { words: t.words, date, time: t.when.time, member: member === undefined ? named.member : member };
  return { tool: 'updateEvent', input: { target, changes } };
}

export function readEventDetails(m: ArMessage): Interpretation | null {
  if (QUESTION.test(m.folded)) return null;
  return readNote(m) ?? readMemberChange(m) ?? readAddMembers(m) ?? readPlace(m);
}

/** "حط ملاحظة على موعد المدرسة بكرة إن جدو بياخذهم"، "اكتب على السباحة ملاحظة: المناشف"، "ملاحظة على الأسنان: البطاقة". */
function readNote(m: ArMessage): Interpretation | null {
  for (const re of NOTES) {
    const hit = re.exec(m.folded);
    if (!hit) continue;
    const note = typedOf(m.text, hit, 2).replace(/^[\s"'«“]+|[\s"'»”.!]+$/gu, '');
    return note ? update(m, typedOf(m.text, hit, 1), { note }) : null;
  }
  return null;
}

/** "خلّ موعد عمر للأسنان لليان بدال عمر"، "الحلاق لعمر مو لليان"، "حوّل السباحة من ليان لعمر"، "غيّر سباحة ليان لعمر". */
function readMemberChange(m: ArMessage): Interpretation | null {
  if (m.asking) return null;
  const verb = ANY_VERB.exec(m.folded)?.[0].length ?? 0;
  const denied = DENIED.exec(m.folded);
  const was = denied ? one(denied[1], m) : null;
  if (denied && was) {
    const s = new Said(m.text.slice(verb, denied.index));
    const found = cutMembers(s, m.ctx);
    const now = [found.member, ...found.also].filter((n) => n && n !== was);
    if (now.length !== 1) return null;
    s.cutAll(GOES);
    // "جيب ليان بدال عمر" is no event: said without a verb of change, the event is named as one already there
    return update(m, s.rest(), { member: now[0] }, was, !verb);
  }
  const fromTo = FROM_TO.exec(m.folded);
  const [from, to] = fromTo ? [one(fromTo[2], m), one(fromTo[3], m)] : [null, null];
  if (fromTo && from && to && from !== to && (verb || CHANGED.test(m.folded))) {
    const s = new Said(typedOf(m.text, fromTo, 1).slice(verb));
    s.cutAll(GOES);
    return update(m, s.rest(), { member: to }, from);
  }
  const swap = SWAP.test(m.folded) ? toMember(m.text.slice(verb), m) : null;
  if (!swap) return null;
  const s = new Said(swap.before);
  const old = cutMembers(s, m.ctx);
  return old.member && old.member !== swap.member && !old.also.length ? update(m, s.rest(), { member: swap.member }, old.member) : null;
}

/** "… لليان"، "… إلى عمر": the one member a phrase ends with, after "ل" or "إلى", and what is before it. */
function toMember(text: string, m: ArMessage): { member: string; before: string } | null {
  const tokens = words(text);
  for (let k = 1; k <= Math.min(3, tokens.length - 1); k++) {
    const [first, ...tail] = tokens.slice(-k);
    const said = /^(?:الى|حق|تبع|ل|لـ)$/u.test(fold(first)) ? tail.join(' ') : /^ل\p{L}/u.test(fold(first)) ? [first.slice(1), ...tail].join(' ') : '';
    const member = said ? one(said, m) : null;
    if (member) return { member, before: tokens.slice(0, -k).join(' ') };
  }
  return null;
}

/** "أضف عمر لموعد طبيب الأسنان يوم الجمعة"، "ضيف العيال على رحلة البر"، "حط ليان وعمر في السباحة كمان". */
function readAddMembers(m: ArMessage): Interpretation | null {
  const verb = ADD.exec(m.folded) ?? MAKE.exec(m.folded);
  if (!verb) return null;
  const tokens = words(m.text.slice(verb[0].length));
  for (let k = Math.min(tokens.length - 1, 6); k >= 1; k--) {
    const people = membersOnly(tokens.slice(0, k).join(' '), m);
    if (!people) continue;
    // "خلي عمر يروح مع ليان للسباحة": going with someone to what they have
    if (!ADD.test(m.folded)) {
      const s = new Said(tokens.slice(k).join(' '));
      const meant = s.cut(GOES) && s.cut(WITH) ? update(m, s.rest(), { addMembers: people }, undefined, true) : null;
      return meant && 'tool' in meant && (meant.input as { target: { member: string | null } }).target.member ? meant : null;
    }
    const rest = tokens.slice(k).filter((w, i, all) => !(i === all.length - 1 && FILLER.test(fold(w)) && all.length > 1));
    while (rest.length && FILLER.test(fold(rest[0])) && !PREP.test(fold(rest[0]))) rest.shift();
    const first = fold(rest[0] ?? '');
    if (!PREP.test(first) && !/^(?:ل|عال|بال)\p{L}{2}/u.test(first)) return null;
    const eventText = PREP.test(first) ? rest.slice(1).join(' ') : rest.join(' ').replace(/^ل(?!ل)/u, '');
    return update(m, eventText, { addMembers: people }, undefined, true);
  }
  return null;
}

/** A place as people name one: no day, time, member, list or part of the day in it. */
function placeOf(text: string, m: ArMessage): { place: string; when: string } | null {
  let place = text.replace(/[\s.!]+$/u, '');
  const instead = INSTEAD.exec(fold(place));
  if (instead) place = place.slice(0, instead.index);
  const marker = MARKER.exec(fold(place));
  if (marker) place = place.slice(0, marker.index);
  // "للنادي يوم السبت": the day at the end names the event, not the place
  const tokens = words(place);
  let k = 0;
  for (let n = 1; n < tokens.length; n++) {
    const tail = new Said(tokens.slice(-n).join(' '));
    const w = cutWhen(tail, m.wall, m.ctx.timezone);
    if ((w.date || w.range) && !tail.rest()) k = n;
  }
  place = tidy(tokens.slice(0, tokens.length - k).join(' '));
  const folded = fold(place);
  if (!/\p{L}/u.test(place) || place.length > 200 || PART_OF_TIME.test(folded) || NOT_AN_EVENT.test(folded) || membersOnly(place, m)) return null;
  // "ملعب ٣"، "قاعة 5": a number after a word is part of the place, not a time
  const w = cutWhen(new Said(folded.replace(/(?<=\p{L}\s+)\d{1,3}(?=\s|$)/gu, ' ')), m.wall, m.ctx.timezone);
  return hasWhen(w) || w.durationMinutes ? null : { place, when: tokens.slice(tokens.length - k).join(' ') };
}

/** Where the event ends and the place starts: at the first preposition after which a place is named. */
function splitPlace(text: string, m: ArMessage, to: boolean): Interpretation | null {
  const [preps, article] = to ? [TO, /^(?:لل|عال)(?=\p{L}{3})/u] : [AT, /^بال(?=\p{L}{3})/u];
  const tokens = words(text.replace(/\s*[:：]\s*/gu, ' : '));
  for (let i = 1; i < tokens.length; i++) {
    const w = fold(tokens[i]);
    const rest = tokens.slice(i + 1).join(' ');
    // "لليان" is a member, not "ل" before a place
    if (membersOnly(tokens[i], m)) continue;
    const prefix = article.exec(w)?.[0];
    const said = w === ':' || preps.test(w) ? rest : prefix ? `ال${tokens[i].slice(prefix.length)} ${rest}` : null;
    const attachedLam = to && /^ل(?!ل)\p{L}{3}/u.test(w) ? `${tokens[i].slice(1)} ${rest}` : null;
    const where = (said && placeOf(said, m)) || (attachedLam && placeOf(attachedLam, m));
    if (where) return update(m, `${tokens.slice(0, i).join(' ')} ${where.when}`, { location: where.place });
  }
  return null;
}

/** "غيّر مكان السباحة إلى النادي"، "السباحة صارت في المسبح الثاني"، "انقل حفلة ليان لبيت جدو"، "خلي العزيمة عند بيت جدو". */
function readPlace(m: ArMessage): Interpretation | null {
  const explicit = PLACE_VERB.exec(m.folded);
  if (explicit) return splitPlace(m.text.slice(explicit[0].length), m, true);
  const move = MOVE.exec(m.folded) ?? MAKE.exec(m.folded);
  if (move) return splitPlace(m.text.slice(move[0].length), m, MOVE.test(m.folded));
  const changed = m.asking ? null : CHANGED.exec(m.folded);
  if (!changed) return null;
  const after = typedOf(m.text, changed, 4);
  // "بتكون في النادي" is news, not a change, unless it says "الحين" or "بدل …"
  if (!changed[3] && !INSTEAD.test(fold(after)) && !MARKER.test(` ${fold(after)}`)) return null;
  const prep = PLACE_PREP.exec(fold(after));
  if (!prep && !changed[1]) return null;
  const said = prep ? after.slice(prep[0].length).replace(/^(?:لل|عال|بال)(?=\p{L}{3})/u, 'ال') : after;
  const where = placeOf(said, m);
  return where ? update(m, `${typedOf(m.text, changed, 2)} ${where.when}`, { location: where.place }) : null;
}
