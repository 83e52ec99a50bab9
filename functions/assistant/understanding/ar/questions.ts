import { clockOf, isoOf, minutesOfDay } from '../dates';
import type { Interpretation } from '../types';
import type { ArMessage } from './message';
import { cutMembers } from './members';
import { fold, pattern, type Said } from './text';
import { cutWhen, type ArWhen } from './when';

/**
 * Questions about the calendar in Arabic, which never file anything: what is on (شو عندي بكرة؟), free or busy
 * (هل أنا فاضي الخميس العصر؟), when is something (متى موعد الأسنان؟), and which reminders are set.
 */

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

/** Question and filler words that never name an event. */
const FILLER = new Set(
  fold(
    'هل شو ايش وش ويش ايه ماذا ما هو ما هي ما متى امتى ايمتى وقتيش امتا ايمتا كم وين فين اين مين اي اش شنو قول قولي قلي لي خبرني اخبرني وريني ورني اعرض اعطني عطني ابي ابغى بدي عايز اعرف عندي عندنا عنده عندها عندهم لدي لدينا لديه لديها في فيه شي شيء حاجه اي شي اللي الي الذي هو هي يوم الساعه ساعه كام موعدي مواعيدي مواعيدنا مواعيد المواعيد جدولي جدولنا الجدول جدول برنامج برنامجي البرنامج بالضبط علي على ع من مع و ال صار يكون بيكون راح رح يصير مخطط مبرمج مسجل مسجله القادمه القادم الجايه الجاي الجايين القادمين الحين هذا هذه دا ده ايه اللي فاضي موجود موجوده التقويم تقويمي اجندتي شوف تشوف شيك اشوف حصل ولا او بكم الى لين',
  ).split(' '),
);

/** The words left that name an event (null when none). */
function eventWords(s: Said): string | null {
  const words = s
    .rest()
    .split(/\s+/)
    .map((w) => w.replace(/[?؟!.,،]+/g, ''))
    .filter((w) => w && !FILLER.has(fold(w)));
  return words.length ? [...new Set(words)].join(' ') : null;
}

const span = (m: ArMessage, w: ArWhen) =>
  w.range ?? (w.date ? { fromDate: w.date, toDate: w.date } : { fromDate: isoOf(m.wall.today), toDate: isoOf(m.wall.today) });

const FREE = pattern(
  `${B}(?:فاضي|فاضيه|فاضين|فاضيين|متاح|متاحه|متاحين|متفرغ|متفرغه|متفرغين|مشغول|مشغوله|مشغولين|فري|مرتبط|مرتبطه|مرتبطين|ارتباط|عندي وقت|عندنا وقت|وقت فاضي|فاضيه)${E}`,
);
/** "هل أنا فاضي الخميس العصر؟", "ليان مشغولة بكرة؟", "عندي وقت الساعة ٥؟" */
export function readFreeBusy(m: ArMessage): Interpretation | null {
  if (!FREE.test(m.folded)) return null;
  const s = m.said();
  const members = cutMembers(s, m.ctx);
  if (members.clarify) return { clarify: members.clarify };
  const w = cutWhen(s, m.wall, m.ctx.timezone);
  const date = w.date ?? w.range?.fromDate ?? isoOf(m.wall.today);
  let fromTime: string | null = null;
  let toTime: string | null = null;
  if (w.time) {
    fromTime = w.time;
    toTime = clockOf(minutesOfDay(w.time) + (w.durationMinutes ?? 60));
  } else if (w.part) ({ from: fromTime, to: toTime } = w.part);
  return { tool: 'freeBusy', input: { date, fromTime, toTime, member: members.member } };
}

const WHEN_IS = pattern(
  `^(?:${B}(?:هل\\s+)?(?:تعرف|تعرفين|قول لي|قلي|قولي|خبرني|اخبرني|ابي اعرف|ابغى اعرف|بدي اعرف|عايز اعرف)\\s+)?(?:متى|امتى|ايمتى|إمتى|وقتيش|امتا|ايمتا|ايمتي|في اي يوم|اي يوم|باي يوم|في اي ساعه|اي ساعه|الساعه كم|الساعه كام|كم الساعه|على كم|الساعه اربع|وين|فين|اين|كم باقي على|كم يوم باقي على|كم باقي ل)${E}`,
);
/** "… الساعة كام؟", "… يوم ايه؟", "كم مدة …": the question at the end, or about the length. */
const WHEN_END = pattern(`${B}(?:الساعه كام|الساعه كم|كم الساعه|امتى|متى|ايمتى|يوم ايه|يوم ايش|يوم شو|اي يوم|اي ساعه|وقتيش|وين|فين)\\s*\\??\\s*$`);
const HOW_LONG = pattern(`^(?:كم|قديش|قداش|اديش)\\s+(?:مده|مدته|مدتها|وقت|طول)${E}`);
const YES_NO = pattern(`^(?:هل|في|فيه)${E}`);
const ANY = pattern(`^(?:هل\\s+)?(?:عندي|عندنا|لدي|لدينا|في|فيه|هناك)\\s+(?:اي\\s+)?(?:موعد|مواعيد|اجتماع|حفله|درس|تمرين)`);
/** "متى موعد الأسنان؟", "امتى سباحة ليان؟", "هل عندي موعد أسنان؟" */
export function readFindEvent(m: ArMessage): Interpretation | null {
  const either = m.asking && EITHER_DAY.test(m.folded);
  if (either) return eitherDay(m);
  const asked = WHEN_IS.test(m.folded) || WHEN_END.test(m.folded) || HOW_LONG.test(m.folded);
  const yesNo = !asked && m.asking && (ANY.test(m.folded) || YES_NO.test(m.folded));
  if (!asked && !yesNo) return null;
  const s = m.said();
  for (const re of [WHEN_IS, WHEN_END, HOW_LONG]) s.cut(re);
  const members = cutMembers(s, m.ctx);
  if (members.clarify) return { clarify: members.clarify };
  const w = cutWhen(s, m.wall, m.ctx.timezone);
  const words = eventWords(s);
  const range = w.range ?? (w.date ? { fromDate: w.date, toDate: w.date } : null);
  if (!words && range) return { tool: 'agenda', input: { ...range, member: members.member } };
  if (!words && yesNo) return null;
  const named = words?.replace(/^(?:ال)?(?:موعد|مواعيد)\s+/, '') || words;
  const found = { words: named, member: members.member, fromDate: range?.fromDate ?? null, toDate: range?.toDate ?? null };
  return { tool: 'findEvent', input: yesNo ? { ...found, yesNo: true } : found };
}

/** "الحلاق بكرة ولا بعد بكرة؟": which of two days an event is on. */
const DAY_WORD = '(?:(?:يوم\\s+)?(?:ال)?(?:اليوم|بكره|بكرا|بكرة|غدا|بعد بكره|بعد بكرا|خميس|جمعه|سبت|احد|اثنين|اتنين|ثلاثاء|ثلاثا|تلات|اربعاء|اربع))';
const EITHER_DAY = pattern(`${B}${DAY_WORD}\\s+(?:ولا|والا|او)\\s+${DAY_WORD}${E}`);

function eitherDay(m: ArMessage): Interpretation | null {
  const s = m.said();
  const members = cutMembers(s, m.ctx);
  if (members.clarify) return { clarify: members.clarify };
  const one = cutWhen(s, m.wall, m.ctx.timezone);
  const other = cutWhen(s, m.wall, m.ctx.timezone);
  const words = eventWords(s);
  const days = [one.date, other.date].filter((d): d is string => Boolean(d)).sort();
  const span = { fromDate: days[0] ?? null, toDate: days[days.length - 1] ?? null };
  if (!words) return span.fromDate ? { tool: 'agenda', input: { ...span, member: members.member } } : null;
  return { tool: 'findEvent', input: { words, member: members.member, ...span } };
}

const AGENDA = pattern(
  `${B}(?:ال)?(?:جدول|جدولي|جدولنا|برنامج|برنامجي|برنامجنا|مواعيد|مواعيدي|مواعيدنا|المواعيد|اجندتي|اجنده|ايش عندي|شو عندي|وش عندي|ايه عندي|ماذا لدي|ماذا لدينا|ماذا عندي|ما عندي|شو عنا|ايش عندنا|شو عندنا|وش عندنا|ايه عندنا|ايش في|شو في|وش في|ايه اللي|شو فيه|ايش فيه|وش فيه|شو المخطط|ايش المخطط|وش المخطط|شو البرنامج|وش البرنامج)${E}`,
);
/** "شو عندي بكرة؟", "ايش جدولي هالأسبوع", "مواعيد ليان الأسبوع الجاي", "وش عندنا اليوم" */
export function readAgenda(m: ArMessage): Interpretation | null {
  const s = m.said();
  const members = cutMembers(s, m.ctx);
  const w = cutWhen(s, m.wall, m.ctx.timezone);
  const left = eventWords(s);
  const dayOnly = !left && (w.date || w.range) && !w.time;
  const upcoming = pattern(`${B}(?:الجايه|القادمه|الجاي|القادم|الجايين|القادمين)${E}`).test(m.folded);
  if (!AGENDA.test(m.folded) && !(m.asking && (w.date || w.range || members.member || upcoming)) && !dayOnly) return null;
  if (members.clarify) return { clarify: members.clarify };
  // "مواعيدي الجاية": no day named, so the next ones to come
  if (!w.date && !w.range && pattern(`${B}(?:الجايه|القادمه|الجاي|القادم|الجايين|القادمين)${E}`).test(m.folded))
    return { tool: 'findEvent', input: { words: null, member: members.member, fromDate: null, toDate: null } };
  return { tool: 'agenda', input: { ...span(m, w), member: members.member } };
}

const REMINDERS = pattern(`${B}(?:ال)?(?:تذكيرات|تذكيراتي|تنبيهات|تنبيهاتي|منبهات|منبهاتي|التذكيرات)${E}`);
/** "ايش التذكيرات اللي عندي؟", "وريني تذكيراتي الأسبوع الجاي" */
export function readReminderList(m: ArMessage): Interpretation | null {
  if (!REMINDERS.test(m.folded)) return null;
  const s = m.said();
  const w = cutWhen(s, m.wall, m.ctx.timezone);
  const range = w.range ?? (w.date ? { fromDate: w.date, toDate: w.date } : null);
  return { tool: 'listReminders', input: { fromDate: range?.fromDate ?? null, toDate: range?.toDate ?? null } };
}
