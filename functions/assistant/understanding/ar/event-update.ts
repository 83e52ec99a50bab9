import type { Interpretation } from '../types';
import { targetOf } from './event-change';
import type { ArMessage } from './message';
import { cutMembers } from './members';
import { COUNT, fold, NUMBER, numberOf, pattern, Said } from './text';
import { cutWhen } from './when';

/**
 * Changing an event in Arabic: "أجّل موعد الأسنان لبكرة"، "غيّر السباحة للساعة ٥"، "حفلة ليان صارت السبت"،
 * "أخّر العشا نص ساعة"، "غير اسم X إلى Y"، "خلي الاجتماع ساعتين"، "الحلاق لعمر مو لليان"، and a reminder put on an
 * event already there ("ذكرني قبل موعد الأسنان بساعة").
 */

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const WANT = '(?:(?:ممكن|ابي|ابغى|ابغي|بدي|بدنا|عايز|عايزه|عاوز|اريد|نبي|حابب|لازم)\\s+)?';
const LATER = 'اجل|اجلي|اخر|اخري|زحزح|رحل|ادفع|تاجيل|تاخير';
const EARLIER = 'قدم|قدمي|بكر|بكري|تقديم';
const UPDATE = pattern(
  `^${WANT}(?:ت|ن)?(${LATER}|${EARLIER}|غير|غيري|بدل|بدلي|انقل|انقلي|نقل|نقلي|حول|حولي|عدل|عدلي|خلي|خل|خليه|خليها|اجعل|اجعله|اجعلها|خليلي|غيرلي|نقللي|انقللي|عدللي|زيح|زيحي|تغيير|تعديل|نقل|تحويل|سمي|سميه|سميها|مدد|مددي|طول|طولي)(?:لي)?${E}`,
);
const CHANGED = pattern(
  `${B}(?:صار|صارت|بقي|بقت|بيكون|بتكون|راح يكون|رح يكون|حيكون|حتكون|اصبح|اصبحت|تغير|تغيرت|اتغير|اتغيرت|انتقل|انتقلت|اتنقل|اتنقلت|تاجل|تاجلت|اتاجل|اتاجلت|تحول|تحولت|طلع|طلعت|هو|هي)(?:\\s+(?:الى|ل|على))?${E}|${B}(?:خليه|خليها|خلوه|خلوها|حطه|حطها|اجعله|اجعلها|غيره|غيرها|انقله|انقلها|اجله|اجلها|زيحه|زيحها)${E}`,
);
/** "لبكرة", "للساعة ٥", "إلى الخميس", "عالخميس", "ليوم الحد": where the new time or day starts. */
const TO = pattern(
  `${B}(?:(?:الي|لين|حتي|علي)\\s+|ل\\s*(?=\\d)|ل(?=(?:يوم|بكر|باكر|غد|بعد|الساعه|ساعه|الصبح|العصر|المسا|الظهر|الاسبوع|اسبوع|الشهر|[0-9]))|لل(?=(?:ساعه|خميس|جمعه|سبت|احد|حد|اثنين|اتنين|ثلاثاء|ثلاثا|تلات|اربعاء|اربع|اسبوع|شهر|ظهر|عصر|مسا|صبح))|عال(?=(?:خميس|جمعه|سبت|احد|حد|اثنين|اتنين|ثلاثاء|تلات|اربعاء|ساعه)))`,
);
const INSTEAD = pattern(`\\s(?:بدل|بدال|بدلا من|عوض|عوضا عن|مو|مش|وليس|ليس|مب|مهوب)(?:\\s.*)?$`);
const LENGTH = pattern(
  `${B}(?:ل|ب)?(?:(${COUNT})\\s*)?(ساعه|ساعات|ساعتين|دقيقه|دقايق|دقائق|دقيقتين)(?:\\s*و\\s*(?:ال)?(نص|نصف|ربع)|\\s+واحده)?${E}|${B}(نص|نصف|ربع)\\s*ساعه${E}`,
);

function clockMinutes(m: RegExpExecArray): number {
  const [, n, unit, plus, half] = m;
  if (half) return half === 'ربع' ? 15 : 30;
  const count = n ? (numberOf(n) ?? 1) : /ين$/.test(unit) ? 2 : 1;
  return count * (/^د/.test(unit) ? 1 : 60) + (plus ? (plus === 'ربع' ? 15 : 30) : 0);
}

type Changes = Record<string, unknown>;

/** The event said for the evening ("عشاء الليلة خليه الساعة ٩"): a bare 7–11 in its change is then pm. */
const EVENING = pattern(`${B}(?:الليله|الليل|بالليل|المسا|مساء|عشا|عشاء|العشا|العشاء|سهره)${E}`);
const PART = pattern(`${B}(?:الصبح|صباحا|الصباح|ص|am)${E}`);

function changesOf(text: string, m: ArMessage, said = ''): Changes {
  const s = new Said(text);
  const members = cutMembers(s, m.ctx);
  const w = cutWhen(s, m.wall, m.ctx.timezone);
  const c: Changes = {};
  if (w.date ?? w.range) c.date = w.date ?? w.range!.fromDate;
  if (w.time ?? w.part) c.time = w.time ?? w.part!.usual;
  const hour = Number(w.time?.slice(0, 2));
  if (hour >= 7 && hour <= 11 && EVENING.test(fold(said)) && !PART.test(fold(text))) c.time = `${hour + 12}${w.time!.slice(2)}`;
  if (w.allDay) c.allDay = true;
  if (w.reminderMinutes != null) c.reminderMinutes = w.reminderMinutes;
  const length = s.cut(LENGTH);
  if (length || w.durationMinutes) c.durationMinutes = w.durationMinutes ?? clockMinutes(length!);
  if (members.member && !Object.keys(c).length) c.member = members.member;
  return c;
}

/** "… بدل ليان", "… مو الأحد": the old member or day, which names the event to change. */
interface Was {
  member: string | null;
  date: string | null;
  time: string | null;
}

function wasOf(m: ArMessage, denied: string): Was {
  const s = new Said(denied.replace(/^\s*\S+/u, ''));
  const member = cutMembers(s, m.ctx).member;
  const w = cutWhen(s, m.wall, m.ctx.timezone);
  return { member, date: w.date ?? null, time: w.time };
}

function update(m: ArMessage, targetText: string, changes: Changes, was: Was = { member: null, date: null, time: null }): Interpretation {
  const t = targetOf(new Said(targetText.replace(/(?:^|\s)(?:وقت|موعد|تاريخ|ساعه|ساعة)(?=\s|$)/gu, ' ')), m);
  if (t.members.clarify) return { clarify: t.members.clarify };
  if (!Object.keys(changes).length) return { clarify: 'إلى متى أنقله؟ مثلًا: أجّل موعد الأسنان إلى الخميس الساعة 5' };
  if (!t.words && !t.range && !t.when.time) return { clarify: 'أي موعد أغيّر؟ مثلًا: أجّل موعد الأسنان إلى الخميس' };
  const date = was.date ?? (t.range && t.range.fromDate === t.range.toDate ? t.range.fromDate : null);
  // "خل موعد الأسنان لعمر بدل ليان": the member named with the event is the new one, the denied one the old
  const member = was.member ?? (changes.member && changes.member === t.members.member ? null : t.members.member);
  return { tool: 'updateEvent', input: { target: { words: t.words, date, time: was.time ?? t.when.time, member }, changes } };
}

const REMIND_LEAD = `^(?:${WANT}(?:ذكرني|ذكريني|نبهني|فكرني|(?:حط|حطي|سجل|اعمل|سوي|ضيف|اضف|اضبط|اضبطي|ضع|انشئ)\\s*(?:لي)?\\s+(?:تذكير|تنبيه)(?:ا)?|تذكير))`;
const AHEAD = `(?:ب)?((?:${COUNT})?\\s*(?:ساعه|ساعات|ساعتين|دقيقه|دقايق|دقائق|يوم|يومين|ايام)(?:\\s*و\\s*(?:نص|ربع))?|(?:نص|ربع)\\s*ساعه)$`;
/** "ذكرني قبل موعد الأسنان بساعة", "حط تذكير قبل الباليه بربع ساعة" */
const BEFORE_EVENT = pattern(`${REMIND_LEAD}\\s+قبل\\s+(.+?)\\s+${AHEAD}`);
/** "ذكرني بموعد الدكتور قبله بساعتين", "حط تذكير على السباحة قبلها بربع ساعة" */
const EVENT_BEFORE = pattern(`${REMIND_LEAD}\\s+(?:(?:على|عن|ل)\\s+|عال|ب(?=موعد|ال))?(.+?)\\s+قبل(?:ه|ها|هم)\\s+${AHEAD}`);

export function readReminderOnEvent(m: ArMessage): Interpretation | null {
  const said = BEFORE_EVENT.exec(m.folded) ?? EVENT_BEFORE.exec(m.folded);
  // "ذكرني قبل بنص ساعة": the "event" is part of the length, so no event is named
  if (!said || pattern(`^(?:ب)?(?:نص|ربع|${NUMBER})$`).test(said[1].trim())) return null;
  const at = said.index + said[0].lastIndexOf(said[1], said[0].length - said[2].length);
  const before = m.text.slice(at, at + said[1].length);
  const unit = said[2];
  const length = LENGTH.exec(unit);
  const days = /يوم|ايام/.test(unit) ? (/يومين/.test(unit) ? 2 : (numberOf(unit.split(/\s+/)[0]) ?? 1)) : 0;
  const minutes = days ? days * 1440 : length ? clockMinutes(length) : null;
  if (minutes == null) return null;
  return update(m, before, { reminderMinutes: minutes });
}

export function readUpdate(m: ArMessage): Interpretation | null {
  const verb = UPDATE.exec(m.folded);
  const changed = verb || m.asking ? null : CHANGED.exec(m.folded);
  if (!verb && !changed) return null;
  // "… بدل ٤", "… مو لليان": the old value goes
  const denied = INSTEAD.exec(m.folded)?.[0] ?? '';
  const text = m.text.slice(0, m.text.length - denied.length);
  const was = wasOf(m, m.text.slice(m.text.length - denied.length));
  if (verb) {
    const body = text.slice(verb[0].length);
    // "سمّي موعد بكرة "مقابلة عمل"": the new name in quotes
    const quoted = /^(.+?)\s*(?:باسم|اسمه|اسمها|الى|إلى|ل)?\s*["«“]([^"«»“”]+)["»”]\s*$/u.exec(body);
    if (quoted && /غير|بدل|عدل|سمي/.test(verb[1])) return update(m, quoted[1].replace(/^\s*(?:ال)?اسم\s+/u, ''), { title: quoted[2].trim() });
    const rename = pattern(`^\\s*(?:ال)?اسم\\s+(.+?)\\s+(?:(?:الي|لين)\\s+|ل\\s*)(\\S.*)$`).exec(foldOf(body));
    if (rename && /غير|بدل|عدل/.test(verb[1])) {
      const at = body.length - rename[2].length;
      return update(
        m,
        body
          .slice(0, at)
          .replace(/^\s*(?:ال)?اسم\s+/u, '')
          .replace(/\s+(?:الى|إلى|لين|ل)?\s*$/u, ''),
        { title: body.slice(at).trim() },
      );
    }
    const shift = new RegExp(`^(${LATER}|${EARLIER})$`, 'u').exec(verb[1]);
    const length = LENGTH.exec(foldOf(body));
    const to = TO.exec(foldOf(body));
    if (shift && length && !to && !cutWhen(new Said(body.replace(length[0], ' ')), m.wall, m.ctx.timezone).time) {
      const minutes = clockMinutes(length);
      const targetText = body.slice(0, length.index) + body.slice(length.index + length[0].length);
      return update(m, targetText, { shiftMinutes: new RegExp(`^(?:${EARLIER})$`, 'u').test(verb[1]) ? -minutes : minutes });
    }
    // "للأحد", "عالخميس": the "ال" the preposition swallowed comes back for the day to read
    if (to) {
      const changes = changesOf(`${/^(?:لل|عال)$/u.test(to[0]) ? 'ال' : ''}${body.slice(to.index + to[0].length)}`, m, body.slice(0, to.index));
      return update(m, body.slice(0, to.index), changes, was);
    }
    // "غيّر السباحة الساعة ٥", "خلي الاجتماع ساعتين": no "إلى", so the change is what the message says of when
    const s = new Said(body);
    const c = changesOf(body, m, body);
    const t = new Said(body);
    cutWhen(t, m.wall, m.ctx.timezone);
    t.cut(LENGTH);
    return Object.keys(c).length ? update(m, t.rest(), c, was) : s.rest() ? update(m, s.rest(), {}) : null;
  }
  // "حفلة ليان صارت السبت", "البيانو صار الساعة ٤ ونص", "الحلاق لعمر مو لليان"
  const targetText = text.slice(0, changed!.index);
  const c = changesOf(text.slice(changed!.index + changed![0].length), m, targetText);
  if (!targetText.trim() || !Object.keys(c).length) return null;
  return update(m, targetText, c, was);
}

const foldOf = fold;

/** "الحلاق لعمر مو لليان": a member said, then another member denied. */
export function readMemberSwap(m: ArMessage): Interpretation | null {
  const denied = pattern(`\\s(?:مو|مش|مب|وليس|ليس|بدل)\\s+(?:ل|لل|حق|تبع)?\\S+\\s*$`).exec(m.folded);
  if (!denied) return null;
  const before = m.text.slice(0, denied.index);
  const s = new Said(before);
  const members = cutMembers(s, m.ctx);
  if (!members.member) return null;
  const rest = s.rest().replace(/(?:^|\s)(?:هو|هي)(?=\s|$)/gu, ' ');
  return update(m, rest, { member: members.member }, wasOf(m, m.text.slice(denied.index)));
}
