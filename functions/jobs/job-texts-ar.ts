import { dayMonth, time, weekday, when } from '../assistant/replies/ar-dates';
import { ITEM, MORE_EVENTS, MORE_TODOS, bullet, count, iso, list, rtl, type Noun } from '../assistant/replies/ar-text';
import type { JobTexts } from './job-texts';

/**
 * The scheduled messages in Modern Standard Arabic, short and warm, with the English catalogue's information. Dates
 * and times follow the assistant's Arabic (Latin digits, Arabic weekday and month names), and every value the family
 * typed is isolated so a Latin title or name keeps its place in a right-to-left line.
 */

const YEAR: Noun = { one: 'سنة واحدة', two: 'سنتان', twoOblique: 'سنتين', few: 'سنوات', many: 'سنة', other: 'سنة' };

/** "الاثنين 23 نوفمبر", one right-to-left unit. */
const day = (isoDate: string) => rtl(`${weekday(isoDate)} ${dayMonth(isoDate)}`);

export const ARABIC_JOB_TEXTS: JobTexts = {
  lang: 'ar',
  hi: (firstName) => `مرحبًا ${iso(firstName)}،`,
  openCalendar: 'افتح تقويم العائلة',

  reminderSubject: (title) => `تذكير: ${iso(title)}`,
  reminderIntro: (title) => `نذكّرك بموعد «${iso(title)}».`,
  reminderWhen: (start, allDay, tz) => `الموعد: ${when({ date: start.toISODate()!, time: allDay ? null : start.toFormat('HH:mm'), allDay }, tz)}`,
  reminderWho: (names) => `مع: ${list(names)}`,
  reminderWhere: (location) => `المكان: ${iso(location)}`,
  reminderNote: (description) => iso(description),

  day,
  shortDay: day,
  eventLine: (e) =>
    `${e.time ? time(e.time) : 'طوال اليوم'}: ${iso(e.title)}${e.people.length ? ` (${list(e.people)})` : ''}${e.family ? ` · عائلة ${iso(e.family)}` : ''}`,
  todoLine: (t) =>
    `${iso(t.task)}${t.who ? ` - ${iso(t.who)}` : ''}${
      !t.due ? '' : t.due.kind === 'overdue' ? ' (متأخرة)' : t.due.kind === 'today' ? ' (موعدها اليوم)' : ` (موعدها ${iso(dayMonth(t.due.date))})`
    }`,
  shopping: (open) => `قائمة التسوق: ${count(open, ITEM)} للشراء`,
  more: (n, of) => `و${count(n, of === 'events' ? MORE_EVENTS : MORE_TODOS)}`,

  goodMorning: (firstName, today) => `صباح الخير يا ${iso(firstName)}! إليك يومك، ${today}.`,
  today: 'اليوم:',
  nothingToday: 'لا شيء في التقويم اليوم.',
  openTodos: 'مهام لم تُنجز بعد:',
  replyHere: 'ردّ هنا لإضافة أي شيء أو تغييره.',
  bullet,
  templateNothing: 'لا شيء في التقويم',
  templateNone: 'لا شيء',

  weekRange: (from, to) => rtl(`${day(from)} – ${day(to)}`),
  weeklySubject: (range) => `أسبوع عائلتك: ${range}`,
  weeklyIntro: (range) => `إليك أسبوع عائلتك (${range}).`,
  familyOf: (name) => `عائلة ${iso(name)}`,
  everyone: 'الجميع',
  fromBefore: 'منذ ما قبل الأسبوع',
  weekLine: (d, line) => `${d}، ${line}`,
  nextWeek: 'الأسبوع القادم',
  nothingNextWeek: 'لا شيء في التقويم الأسبوع القادم.',
  todosTitle: 'مهام لم تُنجز بعد',
  shoppingTitle: 'التسوق',
  birthdaysTitle: 'أعياد الميلاد في الأيام الـ14 القادمة',
  birthday: (d, name, age) => `${d}: عيد ميلاد ${iso(name)}${age > 0 ? ` (يتمّ ${count(age, YEAR)})` : ''}`,
  weeklyWhy: 'تصلك هذه الرسالة كل أحد لأنك فعّلت الملخص الأسبوعي.',
  unsubscribe: 'إلغاء الاشتراك',
};
