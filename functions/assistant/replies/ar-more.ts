import { date, duration, time } from './ar-dates';
import { items } from './ar-common';
import { EVENT, MORE_EVENTS, MORE_TODOS, RLM, TASK, bi, bullet, count, iso, link, list, quote } from './ar-text';
import type { SayQuestions, SayTodos } from './say';

/**
 * The assistant's Arabic for the calendar questions and the to-dos. A line that starts with a value (a bullet, a
 * number) opens with a right-to-left mark so WhatsApp lays it out right to left even when the value is Latin.
 */

const numbered = (n: number, text: string) => `${RLM}${n}. ${iso(text)}`;
const between = (from: string | null, to: string | null) => (from ? ` من الساعة ${time(from)} إلى الساعة ${time(to ?? '23:59')}` : '');

export const AR_QUESTIONS: SayQuestions = {
  label: (title, names) => `${iso(title)}${names.length ? ` (${list(names)})` : ''}`,
  eventLine: (label, when, repeats) => `${iso(label)}، ${iso(when)}${repeats ? ' ↻' : ''}`,
  bullet,
  numbered,
  agendaLine: (a) =>
    `${RLM}• ${iso(a.time)} ${iso(a.title)}${a.people.length ? ` (${list(a.people)})` : ''}${a.location ? `، ${iso(a.location)}` : ''}${a.repeats ? ' ↻' : ''}${
      a.family ? ` · عائلة ${iso(a.family)}` : ''
    }${a.note ? `\n${RLM}   📝 ${iso(a.note)}` : ''}`,
  spanLine: (span, label) => `${RLM}• ${iso(span)} ${iso(label)}`,
  nothingSoon: (who) => `${who ? `ليس لدى ${iso(who)}` : 'ليس لديك'} أي مواعيد في التقويم خلال الأسبوعين القادمين.`,
  comingUp: (who) => `المواعيد القادمة${who ? ` لـ${iso(who)}` : ''}:`,
  no: (notFound) => `لا. ${notFound}`,
  foundOne: (a) =>
    `${a.yes ? 'نعم، ' : ''}${iso(a.label)} يوم ${iso(a.when)}${a.location ? ` في ${iso(a.location)}` : ''}${a.repeats ? ' (وهو موعد متكرر)' : ''}.${
      a.note ? ` ملاحظة: ${iso(a.note)}` : ''
    }`,
  foundYesMany: (n) => `نعم، ${count(n, EVENT)}:`,
  foundMany: (n, words) => `وجدتُ ${count(n, EVENT, true)} تطابق ${quote(words)}:`,
  moreFound: (n) => `…و${count(n, MORE_EVENTS)}.`,
  free: (a) => `الوقت متاح ${a.who ? `لـ${iso(a.who)}` : 'لك'} يوم ${date(a.date)}${between(a.from, a.to) || ' (لا شيء في التقويم)'} (بتوقيت ${iso(a.tz)}).`,
  busy: (a) => `${a.who ? `لدى ${iso(a.who)}` : 'لديك'} ${a.count === 1 ? 'هذا الموعد' : 'هذه المواعيد'} يوم ${date(a.date)}${between(a.from, a.to)}:`,
  inTimezone: (tz) => `(بتوقيت ${iso(tz)})`,
  noReminders: 'ليست لديك تذكيرات. أضف تذكيرًا مع موعد، مثلًا: «موعد الأسنان بكرة الساعة 10، ذكرني قبله بساعة»، أو «ذكرني أتصل بالبنك».',
  reminderLine: (a) =>
    `${RLM}• ${iso(a.label)}، ${iso(a.when)}: التذكير ${a.minutes === 0 ? 'عند بدئه' : `قبله ${bi(duration(a.minutes, true))}`}${a.repeats ? ' ↻' : ''}`,
  remindersHeader: (n) => `تذكيراتك (${n}):`,
  toRememberHeader: (n) => `للتذكّر (${n}، بلا وقت محدد):`,
  reminderCheck: (a) =>
    !a.off.length
      ? `نعم، لديك تذكير بـ${items(a.on)}.`
      : !a.on.length
        ? `لا، ليس لديك تذكير بـ${items(a.off)}${a.others.length ? ` (تذكيراتك: ${items(a.others.slice(0, 8))})` : ''}.`
        : `لديك تذكير بـ${items(a.on)}. وليس لديك تذكير بـ${items(a.off)}.`,
  askDateForReminder: (title, yearly) => `لم أجد ${iso(title)} في تقويمك. ما تاريخه؟ سأضيفه${yearly ? ' (كل سنة)' : ''} مع التذكير.`,
};

const DONE_HINT = 'أرسل «خلصت» مع الرقم عند إنجاز';

export const AR_TODOS: SayTodos = {
  todosEmpty: 'قائمة مهامك فارغة. أضف مهمة مثلًا: «مهمة: أشتري حليب».',
  todosHeader: (n) => `مهامك التي لم تُنجز (${n}):`,
  moreTodosAt: (n, url) => `…و${count(n, MORE_TODOS)}: ${link(url)}`,
  todosFooter: `${DONE_HINT} إحداها، مثلًا: «خلصت رقم 1».`,
  todoNumbered: (task, position) => `${iso(task)}${position ? ` (رقم ${position})` : ''}`,
  todosAdded: (lines) => `أضفتُ إلى مهامك: ${lines.join('، ')}.`,
  todosAlready: (tasks) => `موجود في مهامك من قبل: ${items(tasks)}.`,
  summaryTodosAdded: (tasks) => `إضافة ${list(tasks)} إلى مهامك`,
  noOpenTodos: 'لا توجد في قائمتك مهام لم تُنجز.',
  noTodoNumber: (open, asked) => `في قائمتك ${count(open, TASK)} لم تُنجز، ولا يوجد رقم ${asked}. أرسل «شو مهامي؟» لتراها.`,
  todoNotFound: (text) => `لم أجد ${quote(text)} في مهامك. أرسل «شو مهامي؟» لتراها.`,
  todoAmbiguous: (text, lines) => `أكثر من مهمة تطابق ${quote(text)}: ${lines.join('؛ ')}. أرسل «خلصت» مع الرقم.`,
  summaryTodoTicked: (task) => `شطب ${iso(task)}`,
  todoDone: (task, left) => `تم: ${iso(task)}. ${left ? `بقي في قائمتك ${count(left, TASK)}.` : 'أنجزت كل مهامك!'}`,
  confirmClearTodos: (n) => `هل أشطب كل مهامك التي لم تُنجز (${count(n, TASK)})؟ ردّ بـ«نعم» لشطبها أو «لا» للإبقاء عليها.`,
  summaryTodosCleared: 'إفراغ قائمة مهامك',
  todosCleared: (n) => `أفرغتُ قائمة مهامك (شُطب منها ${count(n, TASK)}). أرسل «تراجع» خلال 30 دقيقة لاستعادتها.`,
  homeworkAdded: (a) =>
    `أضفتُ واجبًا لـ${iso(a.name)}: ${iso(a.task)}${a.due ? `، موعد تسليمه ${date(a.due)}` : ''}${a.position ? ` (رقم ${a.position} في قائمتك)` : ''}.`,
  noHomework: (name) => `ليس لدى ${iso(name)} واجبات لم تُنجز. أضف واجبًا مثلًا: «واجب رياضيات لـ${iso(name)} يوم الخميس».`,
  homeworkHeader: (name, n) => `واجبات ${iso(name)} التي لم تُنجز (${n}):`,
  homeworkLine: (position, task, due) => `${numbered(position, task)}${due ? `، موعد التسليم ${date(due)}` : ''}`,
  homeworkFooter: `${DONE_HINT} أحدها.`,
};
