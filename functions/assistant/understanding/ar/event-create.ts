import type { EventDraft } from '../en/event-draft';
import type { Interpretation } from '../types';
import { completeArDraft } from './draft';
import type { ArMessage } from './message';
import { titleOf } from './message';
import { cutMembers } from './members';
import { pattern } from './text';
import { cutReminder, cutWhen, hasWhen } from './when';

/**
 * Adding an event or a reminder in Arabic: "سباحة لليان بكرة الساعة ٤ العصر", "أضف موعد أسنان لعمر الخميس ٥ المسا",
 * "ذكرني أتصل بأمي بكرة الساعة ٦", "تدريب كرة لعمر كل ثلاثاء ٥ العصر". The title is what is left as typed.
 */

/** Request words in front of an event: add, put, book, note… (with "لي"/"لنا" attached or after). */
export const CREATE = pattern(
  '(?<![\\p{L}])(?:(?:ممكن|ابي|ابغى|ابغي|ابا|بدي|بدنا|عايز|عايزه|عاوز|اريد|نبي|نبغى|حابب|ودي|لو سمحت)\\s+)?(?:ت|ن|ا)?(?:اضف|أضيف|اضيف|ضيف|ضيفي|ضيفيلي|ضيفلي|زيد|حط|حطي|حطلي|حطيلي|سجل|سجلي|سجللي|احجز|احجزلي|احجزي|اكتب|اكتبي|اكتبلي|دون|قيد|اعمل|اعملي|اعملّي|سوي|سو|سويلي|سولي|ثبت|ثبتلي|حدد|حددلي|انشئ|ضع|ابدا|نظم|رتب)(?:ين|ون)?(?:\\s*(?:لي|لنا|ليا|ل ي|لينا))?(?![\\p{L}])(?:\\s+(?:لي|لنا|ليا|لينا)(?![\\p{L}]))?',
);
/** "ذكرني", "حط لي تذكير", "نبهني": a reminder. */
export const REMIND = pattern(
  '(?<![\\p{L}])(?:(?:ممكن|ابي|ابغى|بدي|عايز|اريد)\\s+)?(?:ت|ن)?(?:ذكرني|ذكريني|ذكرنا|ذكرينا|تذكرني|فكرني|فكريني|نبهني|نبهيني|نبهنا|ذكّرني|ذكر حالي|ذكر نفسي)(?![\\p{L}])|(?<![\\p{L}])(?:لا|ما)\\s+(?:تخليني|تخلني|تخلينا|تدعني)\\s+(?:انسى|انسي|انسا|ننسى)(?![\\p{L}])|(?<![\\p{L}])(?:(?:حط|حطي|سجل|اعمل|سوي|سو|ضيف|اضف|ضع|اضبط|اضبطي|انشئ)\\s*(?:لي|لنا)?\\s+)?(?:تذكير|منبه|تنبيه)(?:ا)?(?:\\s*(?:ب|عن|ل|انه|ان|اني))?(?![\\p{L}])',
);
const AGENDA_WORDS = pattern('^(?:ال)?(?:مواعيد|مواعيدي|مواعيدنا|جدول|جدولي|جدولنا|برنامج|برنامجي|اجنده|اجندتي|شي|شيء|ايه|ايش|شو|وش)$');
const VAGUE = pattern('^(?:شي|شيء|حاجه|موعد|حدث|مناسبه|ايفنت|event|اشي)$');
/** "إضافة موعد": the noun of the request */
const ADDING = pattern('^(?:اضافه|تسجيل|حجز)(?=\\s+(?:موعد|حدث|مناسبه|تذكير|اجتماع)(?![\\p{L}]))');
/** "I have", "there is": an event told, not asked about. */
const TOLD = pattern('^(?:عندي|عندنا|عنده|عندها|عندهم|لدي|لدينا|فيه|في|بيكون|راح يكون|رح يكون|حيكون|سيكون)(?![\\p{L}])');
/** After "ذكرني": what follows is something to do ("أتصل", "إني أشتري") or an event ("بموعد الدكتور"). */
// "ذكرني بالاتصال بالسباك" is something to do (a verbal noun), "ذكرني بموعد الدكتور" an event: named by its kind
const ABOUT_EVENT = pattern(
  '^\\s*(?:ب|عن)\\s*(?:ال)?(?:موعد|مواعيد|اجتماع|حفله|حفل|درس|تمرين|مباراه|ماتش|عيد|زياره|رحله|مقابله|امتحان|اختبار|دكتور|طبيب|دكتوره|عياده|حصه|جلسه|سباحه|باليه|نادي|مدرسه|طياره|رحله|سفر|عرس|زواج|زفاف)(?![\\p{L}])',
);
const TASK_LEAD = pattern('^\\s*(?:ب|عن)?\\s*(?:ان|أن|اني|إني|انو|باني|بان|انه|انها|اننا|لازم|اني لازم)(?![\\p{L}])');

export function readCreate(m: ArMessage, forceEvent = false): Interpretation | null {
  const s = m.said();
  const offset = { reminderMinutes: null as number | null };
  cutReminder(s, offset);
  const remind = Boolean(s.cut(REMIND));
  // "ذكرني أحجز موعد": the verb is part of what to do
  const verb = (!remind && Boolean(s.cut(CREATE) ?? s.cut(ADDING))) || (!m.asking && s.test(TOLD)) || forceEvent;
  if (m.asking && !remind && !verb) return null;
  const when = cutWhen(s, m.wall, m.ctx.timezone);
  const members = cutMembers(s, m.ctx);
  if (!remind && !verb && !hasWhen(when)) return null;
  const after = s.restFolded();
  const event = remind && ABOUT_EVENT.test(after);
  const task = remind && !event && TASK_LEAD.test(after);
  // "ذكرني بموعد الدكتور": the "ب" is the reminder's, not the title's
  if (event) s.blank(s.folded.search(/[بع]/), /^\s*عن/.test(s.folded) ? 2 : 1);
  // "ذكرني بالاتصال بالسباك": the "ب" before the thing to do is the reminder's too
  else if (remind && /^\s*ب(?=\p{L}{3})/u.test(after)) s.blank(s.folded.search(/\S/u), 1);
  s.cut(TASK_LEAD);
  let title = titleOf(s) || (hasWhen(when) && remind ? 'تذكير' : '');
  // "مواعيد اليوم", "جدول بكرة": a day's calendar asked for, not an event; "ضيف شي": nothing named yet
  if (!remind && !verb && AGENDA_WORDS.test(title)) return null;
  if (verb && VAGUE.test(title)) title = '';
  if (members.clarify)
    return { clarify: members.clarify, pending: { kind: 'assistant', ask: 'member', tool: 'help', input: { text: m.text }, at: m.ctx.now.toISOString() } };
  if (remind && !when.date && !when.time && !when.part && when.recurrence === 'none') {
    if (!title) return { clarify: 'بماذا أذكّرك؟ مثلًا: ذكرني أتصل بالمدرسة غدًا الساعة 9 الصبح' };
    if (task || !event) return { tool: 'addTodo', input: { tasks: [title.slice(0, 300)], reminder: true } };
  }
  const time = when.allDay ? null : (when.time ?? when.part?.usual ?? null);
  const draft: EventDraft = {
    title,
    // "نهاية الأسبوع": an event said for a span starts on its first day
    date: when.date ?? when.range?.fromDate ?? null,
    time,
    weekdayOnly: when.weekdayOnly,
    allDay: when.allDay,
    durationMinutes: when.durationMinutes ?? (when.allDay ? 1440 : 60),
    recurrence: when.recurrence,
    reminderMinutes: offset.reminderMinutes ?? when.reminderMinutes ?? (remind ? 0 : null),
    member: members.member,
    ...(members.also.length ? { alsoMembers: members.also } : {}),
    ...(when.weekdays.length > 1 ? { alsoWeekdays: otherWeekdays(when.weekdays, when.date) } : {}),
  };
  return completeArDraft(draft, m.wall, m.ctx.timezone);
}

/** "كل ثلاثاء وخميس": the series starts on the first to come; the others are its other weekdays. */
function otherWeekdays(days: number[], date: string | null): number[] {
  const start = date ? new Date(`${date}T00:00:00Z`).getUTCDay() || 7 : 0;
  return days.filter((d) => d !== start);
}
