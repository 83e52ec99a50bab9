import type { Interpretation } from '../types';
import type { ArMessage } from './message';
import { cutMembers } from './members';
import { fold, pattern, Said } from './text';
import { cutWhen } from './when';

/**
 * Cancelling and undoing in Arabic: "ألغِ موعد الأسنان"، "احذف سباحة ليان يوم السبت"، "حفلة ليان انلغت"، "ما في يوغا
 * بكرة"، "فضي جدولي بكرة"، "تراجع". Which event is named by its words, day, time and member; the tools find it.
 */

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const WANT = '(?:(?:ممكن|ابي|ابغى|ابغي|بدي|بدنا|عايز|عايزه|عاوز|اريد|نبي|حابب|لازم)\\s+)?';
export const CANCEL = pattern(
  `${B}${WANT}(?:ت|ن|ا)?(?:لغي|الغ|الغي|الغاء|كنسل|كنسلي|احذف|احذفي|حذف|امسح|امسحي|مسح|امحي|امحى|امح|شيل|شيلي|اوقف|وقف|وقفي|بطل|بطلي|فضي|فضى|فرغ|طير|ازل|شطب)(?:لي|ي)?(?:ه|ها|هم|و|يها|يه|هن)?${E}`,
);
const CANCELLED = pattern(
  `${B}(?:انلغي|انلغت|اتلغي|اتلغت|تلغي|تلغت|ملغي|ملغيه|انكنسل|انكنسلت|اتكنسل|اتكنسلت|كنسلوه|كنسلوها|الغوه|الغوها|لغوه|لغوها)${E}|^(?:ما عاد في|ماعاد في|ما عاد فيه|ما في|مافي|ما فيه|مفيش|مافيش|مش هنروح|مش حنروح|ما راح نروح|مو رايحين|مش رايحين|ما رح نروح|ما بدنا|مابدنا|لا يوجد|لن نذهب الى|لن نذهب)${E}`,
);
const STOPPED = pattern(`${B}(?:وقف|وقفت|بطل|بطلت|ترك|تركت|قطع|قطعت)${E}`);
/** Words that say the whole series. */
const ALL_OF_IT = pattern(
  `${B}(?:كل|كلها|كله|كلهم|جميع|نهائيا|نهائي|خالص|للابد|على طول|بعد هيك|بعد كذا|بعد كده|الاسبوعي|الاسبوعيه|اليومي|اليوميه|الشهري|دايما|خلاص)${E}`,
);
const NEXT_ONLY = pattern(`${B}(?:الجاي|الجايه|القادم|القادمه|الي جاي|اللي جاي|بس|فقط|هالمره|هذي المره)${E}`);
/** Words that never name the event. */
const NOT_A_NAME = new Set(
  fold(
    'كل كلها كله كلهم جميع شي شيء حاجه حاجة مواعيد مواعيدي المواعيد موعد الموعد ميعاد مواعيدنا جدولي جدولنا جدول الجدول برنامج بس فقط خلاص خالص نهائيا نهائي للابد بعد هيك كذا كده الاسبوعي اليومي من في على عن حق تبع بتاع بتاعت عند عنا عندي عندنا لي لنا و ال التقويم الكالندر تقويم كالندر اللي الي فيه فيها هو هي يوم الساعه ساعه دايما هالمره المره حقت وقت وقتها',
  ).split(' '),
);

export function wordsOf(s: Said): string | null {
  const words = s
    .rest()
    .replace(/[،,.!?؟:]+/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !NOT_A_NAME.has(fold(w)));
  return words.length ? words.join(' ') : null;
}

/** Which event(s) a phrase means: words, days, time, member. */
export function targetOf(s: Said, m: ArMessage) {
  const members = cutMembers(s, m.ctx);
  const when = cutWhen(s, m.wall, m.ctx.timezone);
  const range = when.range ?? (when.date ? { fromDate: when.date, toDate: when.date } : null);
  s.cutAll(pattern(`${B}(?:(?:من|في|على|ع)\\s*)?(?:ال|لل|بال|عال)?(?:تقويم|كالندر|كلندر|جدول|اجنده)(?:ي|نا)?${E}`));
  return { members, when, range, words: wordsOf(s) };
}

const UNDO = pattern(`${B}(?:تراجع|تراجعي|undo|رجع|رجعي|رجعه|رجعها|رجعو|رجعيها)${E}`);
const UNDO_WHAT = pattern(
  `${B}(?:(?:ا|آ)خر\\s+(?:شي|شيء|حاجه|تعديل|تغيير|اضافه|خطوه|عمليه)|(?:اللي|الي|الذي)\\s+(?:لسه\\s+|توك\\s+|للتو\\s+)?(?:سويته|سويتها|ضفته|ضفتها|عملته|عملتها|عامله|عاملها|حطيته|حطيتها|اضفته|فعلته|سويت|ضفت|عملت)|زي ما كان|زي ما كانت|كما كان|كما كانت)${E}`,
);
const WRONG = pattern(`^(?:لا|لأ|لا لا|غلط|خطا|مو كذا|مش كده|مش كدا|مو هذا|مش ده|اوبس|عفوا|مو قصدي|ماكان قصدي|مش قصدي)[\\s,.!،]*(?:غلط|خطا)?[\\s,.!،]*$`);

export function readUndo(m: ArMessage): Interpretation | null {
  const words = m.folded.split(/\s+/).length;
  if ((UNDO.test(m.folded) && words <= 9) || UNDO_WHAT.test(m.folded) || WRONG.test(m.folded)) return { tool: 'undo', input: {} };
  return null;
}

export function readCancel(m: ArMessage): Interpretation | null {
  const s = m.said();
  const verb = s.cut(CANCEL);
  const off = verb ? null : s.cut(CANCELLED);
  // "ليان وقفت السباحة خلاص، شيلها من التقويم", "عمر بطّل الكورة، امسح تمرين الكورة خالص"
  if (!verb && !off) return null;
  s.cutAll(CANCEL);
  s.cutAll(CANCELLED);
  const comma = /[،,]/u.exec(s.typed);
  if (verb && comma && STOPPED.test(s.folded.slice(0, comma.index))) {
    const after = new Said(s.typed.slice(comma.index + 1));
    if (wordsOf(after.copy())) s.blank(0, comma.index + 1);
    else s.cut(STOPPED);
  }
  const series = ALL_OF_IT.test(m.folded);
  const t = targetOf(s, m);
  if (t.members.clarify) return { clarify: t.members.clarify };
  const nextOnly = NEXT_ONLY.test(m.folded) && !t.range;
  const named = t.words || t.range || t.when.time;
  if (!named && !t.members.member) return { clarify: 'أي موعد ألغي؟ مثلًا: ألغِ موعد الأسنان يوم الخميس' };
  return {
    tool: 'cancelEvent',
    input: {
      target: { words: t.words, fromDate: t.range?.fromDate ?? null, toDate: t.range?.toDate ?? null, time: t.when.time, member: t.members.member },
      series: nextOnly ? false : !t.words ? false : !t.range && !t.when.time ? true : series,
    },
  };
}
