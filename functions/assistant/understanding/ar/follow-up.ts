import type { EventDraft } from '../en/event-draft';
import type { FollowUp } from '../en/follow-up-reader';
import { MAX_TEXT, normaliseText, type EngineContext } from '../message';
import { wallClock } from '../dates';
import type { AssistantPending, Interpretation } from '../types';
import { completeArDraft } from './draft';
import { cutMembers } from './members';
import { readArabic } from './read';
import { fold, pattern, Said } from './text';
import { cutWhen } from './when';

/**
 * The answer, in Arabic, to a question the assistant asked (the same `FollowUp` as the English reader):
 * نعم / لا / أيوه / لا خلاص / تمام; a time ("الساعة ٥"), "طول اليوم", a day ("بكرة"); a number from a list ("٢");
 * which member. Null when the message is about something else (the question is then dropped).
 */

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const YES = pattern(
  `^(?:نعم|ايوه|ايوا|ايوة|ايو|اي|ايه|اه|اكيد|تمام|طيب|اوكي|اوك|ماشي|صح|موافق|يب|يس|yes|بالضبط|اكيد احذف|نعم احذف|احذف|احذفه|احذفها|احذفهم|امسحه|امسحها|امسحهم|الغيه|الغيها|الغيهم|فضيها|امسح الكل|احذف الكل)(?:[\\s,،]+(?:احذفه|احذفها|احذفهم|امسحها|امسحهم|الكل|لو سمحت|من فضلك|تمام))*[\\s.!]*$`,
);
const NO = pattern(
  `^(?:لا|لأ|لا لا|لا خلاص|خلاص لا|لا شكرا|لا تحذف|لا تحذفها|لا تمسح|لا تمسحها|لا تلغي|خليها|خليه|خليهم|اتركها|اتركه|اتركهم|بلاش|مو لازم|مش لازم|لا داعي|كلا|ابدا|no|نو)(?:[\\s,،]+(?:خليها|خليه|خليهم|شكرا|خلاص))*[\\s.!]*$`,
);
const KEEP_ALL_DAY = pattern(
  `^(?:(?:لا|تمام|طيب|خلاص|ايوه|نعم)[\\s,،]+)*(?:(?:خليه|خليها|اتركه|اتركها|اجعله|اجعلها|خله)\\s+)?(?:طول اليوم|طوال اليوم|كل اليوم|اليوم كله|يوم كامل|بدون وقت|ما له وقت|ماله وقت|مو مهم الوقت|مش مهم الوقت|اي وقت|زي ما هو|كما هو)[\\s.!]*$`,
);
const ALL_DAY = pattern(`^(?:(?:خليه|خليها|اجعله|اجعلها|هو|هي|خله)\\s+)?(?:طول اليوم|طوال اليوم|كل اليوم|اليوم كله|يوم كامل|النهار كله)[\\s.!]*$`);
const ORDINALS: Record<string, number> = {
  الاول: 1,
  الاولي: 1,
  اول: 1,
  الثاني: 2,
  الثانيه: 2,
  التاني: 2,
  التانيه: 2,
  الثالث: 3,
  الثالثه: 3,
  التالت: 3,
  التالته: 3,
  الرابع: 4,
  الرابعه: 4,
  الخامس: 5,
  الخامسه: 5,
};
const PICK = pattern(`^(?:(?:رقم|نمره|الخيار|خيار|الموعد|هو|هي|اقصد)\\s*)*(\\d{1,2}|${Object.keys(ORDINALS).join('|')}|الاخير|الاخيره)${E}[\\s.!]*$`);
/** Words an answer may have around its day or time without being a new request. */
const FILLER = new Set(
  fold('الساعه ساعه يوم خليه خليها خله اجعله اجعلها في على ع تمام طيب ايوه نعم بس هو هي الموعد لو سمحت من فضلك و خلاص يكون بيكون صار حطه حطها').split(' '),
);
const onlyWhen = (s: Said) =>
  s
    .rest()
    .replace(/[.!،,?؟]+/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(fold(w))).length === 0;

export function readArFollowUp(raw: string, pending: AssistantPending, ctx: EngineContext): FollowUp {
  const said = normaliseText(String(raw ?? ''));
  if (!said || said.length > MAX_TEXT) return null;
  const folded = fold(said);
  if (pending.ask === 'confirm') return YES.test(folded) ? { confirm: true } : NO.test(folded) ? { confirm: false } : null;
  if (pending.ask === 'name') {
    const name = said
      .replace(/^(?:سمها|سميها|اسمها|خلي اسمها|الاسم)\s*:?\s*/u, '')
      .replace(/[.!]+$/u, '')
      .trim();
    const meant = readArabic(name, ctx);
    const notARequest = 'tool' in meant && meant.tool === 'help' && (meant.input as { reason?: string }).reason === 'not-understood';
    return name && name.length <= 60 && notARequest ? { rename: name } : null;
  }
  const pick = PICK.exec(folded);
  if (pending.ask === 'either' && !pick) return eitherByVerb(folded, pending);
  if (pending.ask === 'choice' || pending.ask === 'either') {
    if (!pick) return null;
    const n = /^الاخير/.test(pick[1]) ? (pending.options?.length ?? 2) : (ORDINALS[pick[1]] ?? Number(pick[1]));
    if (pending.ask === 'choice') return { choose: n };
    const { choices } = pending.input as { choices: Interpretation[] };
    return n === 1 || n === 2 ? { meant: choices[n - 1] } : null;
  }
  if (pending.ask === 'member') return memberAnswer(said, pending, ctx);
  const wall = wallClock(ctx.timezone, ctx.now);
  const s = new Said(said);
  // The time of an event just added all day.
  if (pending.tool === 'updateEvent' && pending.ask === 'time') {
    if (KEEP_ALL_DAY.test(folded)) return { say: 'حسنًا، يبقى طوال اليوم.' };
    const w = cutWhen(s, wall, ctx.timezone);
    const time = w.time ?? w.part?.usual;
    if (!time || !onlyWhen(s)) return null;
    return { retime: { time, ...(w.date ? { date: w.date } : {}) } };
  }
  if (pending.tool !== 'createEvent') return null;
  const draft = pending.input as EventDraft;
  if (ALL_DAY.test(folded)) return { meant: completeArDraft({ ...draft, allDay: true, time: null, durationMinutes: 1440 }, wall, ctx.timezone) };
  const w = cutWhen(s, wall, ctx.timezone);
  // "٥" alone, "الساعة ٥": a bare number is a time when a time or a when was asked
  const time = pending.ask === 'date' ? null : (w.time ?? w.part?.usual ?? null);
  const date = w.date ?? w.range?.fromDate ?? null;
  if ((!time && !date) || !onlyWhen(s)) return null;
  const next: EventDraft = { ...draft };
  if (date) Object.assign(next, { date, weekdayOnly: w.weekdayOnly });
  if (time) Object.assign(next, { time, allDay: false, durationMinutes: w.durationMinutes ?? (draft.allDay ? 60 : draft.durationMinutes) });
  return { meant: completeArDraft(next, wall, ctx.timezone) };
}

/** The verbs that pick each kind of reading of an either/or question ("أضفه", "دوّر عليه", "شيله"). */
const KIND_VERBS: Record<string, RegExp> = {
  event_add: pattern(`${B}(?:اضف|اضيف|ضيف|حط|سجل|احجز|اضفه|ضيفه|حطه|سجله|اضفها|ضيفها|حطها|سجلها)${E}`),
  event_query: pattern(`${B}(?:دور|ابحث|شوف|اعرض|وريني|دورلي|دور عليه|ابحث عنه|شوفه|وش عندي|شو عندي)${E}`),
  event_remove: pattern(`${B}(?:الغ|الغي|الغيه|الغيها|احذف|احذفه|احذفها|امسح|امسحه|امسحها|كنسل|كنسله)${E}`),
  event_change: pattern(`${B}(?:غير|غيره|غيرها|انقل|انقله|انقلها|اجل|اجله|اجلها|عدل|عدله|عدلها)${E}`),
  reminder_query: pattern(`${B}(?:التذكيرات|تذكيراتي|اعرض|وريني)${E}`),
  list_add: pattern(`${B}(?:اضف|اضيف|ضيف|حط|اضفه|ضيفه|حطه|اضفها|ضيفها|حطها|اكتب)${E}`),
  list_query: pattern(`${B}(?:اعرض|وريني|شوف|القائمه|اللسته)${E}`),
  list_remove: pattern(`${B}(?:شيل|شيله|شيلها|احذف|احذفه|احذفها|امسح|امسحه|امسحها|اشطب|اشطبه|اشطبها)${E}`),
};

/** "أضفه", "لا، دوّر عليه": the reading whose verb the answer uses, when only one of the two does. */
function eitherByVerb(folded: string, pending: AssistantPending): FollowUp {
  if (folded.split(/\s+/).length > 6) return null;
  const { choices, kinds } = pending.input as { choices: Interpretation[]; kinds: string[] };
  const matching = kinds.map((k, i) => (KIND_VERBS[k]?.test(folded) ? i : -1)).filter((i) => i >= 0);
  return matching.length === 1 ? { meant: choices[matching[0]] } : null;
}

/** "عمر سالم": the member asked about, put into the original request in full, which is then read again. */
function memberAnswer(said: string, pending: AssistantPending, ctx: EngineContext): FollowUp {
  const original = String((pending.input as { text?: unknown }).text ?? '');
  const s = new Said(said);
  const found = cutMembers(s, ctx);
  if (!found.member || !onlyWhen(s)) return null;
  const first = fold(found.member.split(/\s+/)[0]);
  const at = new RegExp(`${B}(?:لل|ل|ب|و|حق\\s+|عند\\s+|مع\\s+)?(${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})${E}`, 'iu').exec(fold(original));
  if (!at) return null;
  const start = at.index + at[0].length - at[1].length;
  const text = `${original.slice(0, start)}${found.member}${original.slice(start + at[1].length)}`;
  return { meant: readArabic(text, ctx) };
}
