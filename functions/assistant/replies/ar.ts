import { date, dateText, duration, repeat, span, time, weekday, when } from './ar-dates';
import { HELP_TEXT_AR, NOT_UNDERSTOOD_AR } from './ar-help';
import { EVENT, ITEM, MORE_EVENTS, MORE_TODOS, bi, bullet, count, iso, link, list, numbered, quote } from './ar-text';
import type { Aisle } from '../../../shared/aisles';
import type { Say } from './say';
import { inputProblem, items, listName, theList, YES_NO } from './ar-common';
import { AR_QUESTIONS, AR_TODOS } from './ar-more';
import { AR_ACCOUNT, AR_LISTS } from './ar-account';

/**
 * The assistant's Arabic: Modern Standard, short and warm, the same information as the English catalogue. Every
 * inserted value (title, name, date, time, link, timezone, item) is isolated (ar-text.ts) so it keeps its order in a
 * right-to-left WhatsApp message; what a parent must send back is quoted «…» as they would type it.
 */

/** The Shopping list's aisles as headings, named as Gulf supermarkets sign them. */
const AISLE_NAMES: Record<Aisle, string> = {
  produce: 'الخضار والفواكه',
  dairy: 'الألبان والبيض',
  bakery: 'المخبوزات',
  'meat and fish': 'اللحوم والأسماك',
  frozen: 'المجمّدات',
  pantry: 'مواد البقالة',
  drinks: 'المشروبات',
  household: 'مستلزمات المنزل',
  baby: 'مستلزمات الأطفال',
  other: 'أخرى',
};

const remindText = (minutes: number) => (minutes === 0 ? 'سأذكّرك عند بدئه.' : `سأذكّرك قبله ${bi(duration(minutes, true))}.`);

export const ARABIC: Say = {
  ...AR_QUESTIONS,
  ...AR_TODOS,
  ...AR_LISTS,
  ...AR_ACCOUNT,
  lang: 'ar',
  date,
  time,
  weekday,
  duration: (minutes) => duration(minutes),
  list,
  when,
  span,
  repeat,

  added: (a) =>
    `أضفتُ إلى تقويمك: ${iso(a.title)}${a.people.length ? ` لـ${list(a.people)}` : ''}، ${a.repeat ? `${iso(a.repeat)}، ابتداءً من ${iso(a.when)}` : `يوم ${iso(a.when)}`}.`,
  lasts: (m) => ` مدته ${duration(m)}.`,
  remindAtStart: ` ${remindText(0)}`,
  remindBefore: (m) => ` ${remindText(m)}`,
  clash: (a) => ` ملاحظة: ${a.who ? `لدى ${iso(a.who)} في الوقت نفسه` : 'يتداخل هذا مع'} ${list(a.names)}.`,
  askTimeOfAllDay: (r) =>
    `في أي ساعة يبدأ؟ ردّ بالوقت، مثلًا: «الساعة 4 العصر»، وسأضبطه${
      r ? ` (وحتى ذلك الحين يبقى التذكير ${r.date ? `يوم ${date(r.date)}` : 'في اليوم نفسه'} الساعة ${time(r.time)})` : ''
    }. أو اتركه طوال اليوم.`,

  agendaTooLong: 'أستطيع أن أعرض شهرًا واحدًا على الأكثر في كل مرة. جرّب «شو عندنا هالأسبوع؟» أو «ماذا لدينا يوم الجمعة؟».',
  dayLabel: (d, rel) => (rel === 'today' ? `اليوم (${date(d)})` : rel === 'tomorrow' ? `غدًا (${date(d)})` : dateText(d)),
  nothingOn: (a) =>
    `${a.who ? `ليس لدى ${iso(a.who)}` : 'ليس لديك'} أي مواعيد في التقويم ${a.relative ? a.span : `${a.span.includes('–') ? 'في الفترة' : 'يوم'} ${iso(a.span)}`}.`,
  calendarOf: (a) => `${a.who ? `تقويم ${iso(a.who)}` : 'تقويمك'}، ${iso(a.span)}:`,
  allDay: 'طوال اليوم',
  moreEvents: (n, url) => `…و${count(n, MORE_EVENTS)}: ${link(url)}`,
  openTodos: (n) => `مهام لم تُنجز بعد (${n}):`,
  moreTodos: (n) => `…و${count(n, MORE_TODOS)}.`,
  timesAre: (tz) => `الأوقات بتوقيت ${iso(tz)}.`,

  addInstead: (a) => `لم أجد ${quote(a.title)} في تقويمك. هل أضيفه موعدًا جديدًا يوم ${iso(a.when)}؟ ردّ بـ«نعم» للإضافة أو «لا» لتركه.`,
  notAdded: 'حسنًا، لم أضف شيئًا.',
  notFound: (what) => `لم أجد ${what ? quote(what) : 'ذلك'} في تقويمك. أرسل «شو عندنا هالأسبوع؟» لترى مواعيدك، أو افتح التقويم في التطبيق.`,
  nothingThen: (d, t) => `لا يوجد شيء في تقويمك ${[d ? `يوم ${date(d)}` : '', t ? `الساعة ${time(t)}` : ''].filter(Boolean).join(' ') || 'في ذلك الوقت'}.`,
  whichOne: (lines) => ['أيّها تقصد؟', ...lines.map(numbered), '', `ردّ برقمه (من 1 إلى ${lines.length}).`].join('\n'),
  changed: (a) =>
    `عدّلتُ ${iso(a.what)}، وموعده ${a.repeating ? 'في كل مرة من الآن فصاعدًا' : 'الآن'}: ${iso(a.when)}${a.minutes != null ? `، لمدة ${duration(a.minutes, true)}` : ''}${
      a.place ? `، ومكانه: ${iso(a.place)}` : ''
    }.${a.note ? ` ملاحظة: ${iso(a.note)}.` : ''}${a.reminder != null ? ` ${remindText(a.reminder)}` : ''}${a.reminderOff ? ' ولن أذكّرك به.' : ''}${a.clash} أرسل «تراجع» لإلغاء هذا التعديل.`,
  onDay: (l, d) => `${iso(l)} يوم ${date(d)}`,
  allDayNoTime: (title) =>
    `${/^موعد/.test(title) ? '' : 'موعد '}${iso(title)} طوال اليوم، فليس له وقت أغيّره. أرسل وقتًا جديدًا، مثلًا: «انقل ${iso(title)} إلى الساعة 4 العصر».`,
  notRepeating: (title) => `${iso(title)} موعدٌ لا يتكرر، فليس له تاريخ انتهاء أحدّده.`,
  confirmDelete: (a) => `هل أحذف ${iso(a.label)} يوم ${iso(a.when)}؟ ${YES_NO('للإبقاء عليه')}`,
  confirmDeleteSeries: (a) =>
    `هل أحذف كل مواعيد ${iso(a.label)} (${count(a.total, EVENT)})${a.ended ? '' : ' خلال السنة القادمة'}، أي الموعد المتكرر كله ابتداءً من ${iso(a.from)}؟ ${YES_NO('للإبقاء عليها')}`,
  confirmDeleteMany: (total, lines) => [`هل أحذف هذه المواعيد (${count(total, EVENT)})؟`, ...lines.map(bullet), '', YES_NO('للإبقاء عليها')].join('\n'),
  allSessions: (n) => `كل مواعيده (${count(n, EVENT)})`,
  deletedOne: (a) => (a.series ? `${iso(a.label)} بكل مواعيده (بدأ ${iso(a.when)})` : `${iso(a.label)} يوم ${iso(a.when)}`),
  deleted: (lines) =>
    `${lines.length === 1 ? `حذفتُ ${iso(lines[0])}.` : [`حذفتُ هذه المواعيد (${count(lines.length, EVENT)}):`, ...lines.map(bullet)].join('\n')}\nأرسل «تراجع» خلال 30 دقيقة ${
      lines.length === 1 ? 'لاستعادته' : 'لاستعادتها'
    }.`,
  nothingDeleted: 'لم تعد هذه المواعيد في تقويمك، فلم يُحذف شيء.',
  keptEvents: 'حسنًا، لم أحذف شيئًا.',
  keptList: 'حسنًا، تركتُ القائمة كما هي.',
  pickNumber: (n) => `من فضلك ردّ برقم من 1 إلى ${n}.`,
  undone: (summary, events) => [`تراجعتُ عن ${iso(summary)}.`, ...(events.length ? ['في تقويمك الآن:', ...events.map(bullet)] : [])].join('\n'),
  undoExpired: (s) => `مضى أكثر من 30 دقيقة على ${iso(s)}، فلا أستطيع التراجع عنه برسالة. يمكنك تعديله من التطبيق.`,
  undoChanged: (s) => `لا أستطيع التراجع عن ${iso(s)}: فقد تغيّر منذ ذلك الحين (في التطبيق أو من شخص آخر)، لذا تركته كما هو.`,
  nothingToUndo: 'لا يوجد ما أتراجع عنه.',
  summaryAdded: (title, w) => `إضافة ${iso(title)} يوم ${iso(w)}`,
  summaryChanged: (what) => `تعديل ${iso(what)}`,
  summaryDeleted: (lines) => (lines.length === 1 ? `حذف ${iso(lines[0])}` : `حذف ${count(lines.length, EVENT, true)}`),
  summaryList: (a) => `${{ add: 'إضافة', tick: 'شطب', remove: 'حذف' }[a.action]} ${list(a.items)} ${a.action === 'add' ? 'إلى' : 'من'} ${theList(a.list)}`,

  listName,
  listNotFound: (name) =>
    name
      ? `لم أجد قائمة باسم ${quote(name)}. أرسل «ما هي قوائمي؟» لترى قوائمك، أو «قائمة جديدة باسم ${iso(name)}» لإنشائها.`
      : 'لم أجد قائمة التسوق الخاصة بك.',
  addedToList: (l, values) => `أضفتُ إلى ${theList(l)}: ${items(values)}.`,
  alreadyOnList: (l, values) => `سبق أن أُضيف إلى ${theList(l)}: ${items(values)}.`,
  listEmpty: (l) => `${theList(l)} فارغة. أضف إليها مثلًا: «أضف حليب إلى ${theList(l)}».`,
  listHeader: (l, n) => `${theList(l)} (${count(n, ITEM)}):`,
  aisle: (name) => AISLE_NAMES[name] ?? iso(name),
  moreItems: (url) => `…والمزيد هنا: ${link(url)}`,
  allOnList: (l, values) => `نعم، في ${theList(l)}: ${items(values)}.`,
  noneOnList: (a) => {
    const others = a.others.length ? ` (فيها: ${items(a.others.slice(0, 8))}${a.others.length > 8 ? '، …' : ''})` : ' (وهي فارغة)';
    return `لا، لم أجد ${list(a.items)} في ${theList(a.list)}${others}.`;
  },
  someOnList: (a) => `في ${theList(a.list)}: ${items(a.on)}. وليس فيها: ${items(a.off)}.`,
  ticked: (a) =>
    `${a.remove ? 'حذفتُ من' : 'شطبتُ من'} ${theList(a.list)}: ${items(a.items)}. ${a.left ? `بقي فيها ${count(a.left, ITEM)}.` : 'لم يبقَ فيها شيء.'}`,
  notOnList: (l, values) => `ليس في ${theList(l)}: ${items(values)}.`,

  whichMember: (names) => `مَن تقصد: ${names.map(iso).join(' أم ')}؟`,
  memberNotFound: (name, known) =>
    `لم أجد ${iso(name)} في عائلتك.${known.length ? ` أفراد عائلتك: ${list(known)}.` : ` أضف أفراد العائلة في تطبيق ${iso('Simplify')} أولًا.`}`,
  help: HELP_TEXT_AR,
  notUnderstood: NOT_UNDERSTOOD_AR,
  thanks: 'على الرحب والسعة! أرسل «مساعدة» في أي وقت لترى ما أستطيع فعله.',
  upgrade: (url) =>
    `مساعد واتساب جزء من باقتَي ${iso('Simplify')} و${iso('Simplify+')}. للترقية: ${link(url)}\nولا يزال بإمكانك إرسال «${iso('login')}» لرابط تسجيل الدخول، أو «${iso('my plan')}» لمعرفة باقتك، أو «مساعدة».`,
  couldNotUse: (reason) => `عذرًا، لم أستطع استخدام ذلك: ${inputProblem(reason)}. أرسل «مساعدة» لترى أمثلة.`,
};
