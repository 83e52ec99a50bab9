import { ownWords } from '../../../tests/helpers/arabic-text';
import { describe, expect, it } from 'vitest';
import { AISLES } from '../../../shared/aisles';
import { interpret } from '../understanding/engine';
import { ARABIC as A } from './ar';
import { ENGLISH } from './en';
import { FSI, PDI, RLI, RLM, iso, plain } from './ar-text';
import type { Say } from './say';

/** Sample arguments for every entry; typed so that a new entry of Say without a sample fails to compile. */
const at = { date: '2026-03-05', time: '16:30', allDay: false };
const WHEN = A.when(at, 'Asia/Dubai');
const LINES = [`1. Swimming (Mia), ${WHEN}`, `2. Piano (Sam), ${A.when({ ...at, date: '2026-03-06' }, 'Asia/Dubai')}`];
const LATIN = {
  swim: 'Swimming',
  piano: 'Piano',
  mia: 'Mia',
  sam: 'Sam',
  leo: 'Leo',
  milk: 'milk',
  eggs: 'eggs',
  trip: 'Holiday',
  lines: LINES,
  who: 'Sara',
  dentist: 'dentist',
  sports: 'Sports day',
  reason: 'the file is too large',
};
const ARABIC_VALUES = {
  swim: 'سباحة',
  piano: 'بيانو',
  mia: 'ليان',
  sam: 'عمر',
  leo: 'سارة',
  milk: 'حليب',
  eggs: 'بيض',
  trip: 'العطلة',
  who: 'سارة',
  dentist: 'الأسنان',
  sports: 'يوم الرياضة',
  reason: 'الملف كبير جدًا',
};
type Values = typeof ARABIC_VALUES & { lines: string[] };
type Sample = { [K in Exclude<keyof Say, 'lang'>]: Say[K] extends string ? true : () => string | null };
const samples = (v: Values): Sample => ({
  date: () => A.date('2026-03-05'),
  time: () => A.time('16:30'),
  weekday: () => A.weekday('2026-03-05'),
  duration: () => A.duration(90),
  list: () => A.list([v.mia, v.sam, v.leo]),
  when: () => WHEN,
  span: () => A.span({ ...at, duration: 60 }),
  repeat: () => A.repeat('weekly', '2026-03-05'),
  added: () => A.added({ title: v.swim, people: [v.who, v.leo], when: WHEN, repeat: null }),
  lasts: () => A.lasts(45),
  remindAtStart: true,
  remindBefore: () => A.remindBefore(30),
  clash: () => A.clash({ who: v.mia, names: [v.piano] }),
  askTimeOfAllDay: () => A.askTimeOfAllDay({ time: '08:30', date: '2026-03-04' }),
  agendaTooLong: true,
  dayLabel: () => A.dayLabel('2026-03-05', 'tomorrow'),
  nothingOn: () => A.nothingOn({ who: v.mia, span: A.date('2026-03-07'), relative: null }),
  calendarOf: () => A.calendarOf({ who: null, span: `${A.date('2026-03-05')} – ${A.date('2026-03-11')}` }),
  allDay: true,
  moreEvents: () => A.moreEvents(4, 'https://app.simplify.test/calendar'),
  openTodos: () => A.openTodos(3),
  moreTodos: () => A.moreTodos(12),
  timesAre: () => A.timesAre('Asia/Dubai'),
  notFound: () => A.notFound(v.dentist),
  addInstead: () => A.addInstead({ title: v.dentist, when: WHEN }),
  notAdded: true,
  nothingThen: () => A.nothingThen('2026-03-05', '16:30'),
  whichOne: () => A.whichOne(v.lines),
  changed: () =>
    A.changed({ what: `${v.swim} (${v.mia})`, repeating: true, when: WHEN, minutes: 45, reminder: 15, clash: A.clash({ who: null, names: [v.piano] }) }),
  onDay: () => A.onDay(v.swim, '2026-03-05'),
  allDayNoTime: () => A.allDayNoTime(v.sports),
  notRepeating: () => A.notRepeating(v.swim),
  confirmDelete: () => A.confirmDelete({ label: `${v.swim} (${v.mia})`, when: WHEN }),
  confirmDeleteSeries: () => A.confirmDeleteSeries({ label: v.piano, total: 52, ended: false, from: A.date('2026-03-05') }),
  confirmDeleteMany: () =>
    A.confirmDeleteMany(
      2,
      v.lines.map((l) => l.slice(3)),
    ),
  allSessions: () => A.allSessions(12),
  deletedOne: () => A.deletedOne({ label: v.piano, when: WHEN, series: true }),
  deleted: () => A.deleted(v.lines.map((l) => l.slice(3))),
  nothingDeleted: true,
  keptEvents: true,
  keptList: true,
  pickNumber: () => A.pickNumber(3),
  undone: () => A.undone(A.summaryAdded(v.swim, WHEN), [`${v.swim}، ${WHEN}`]),
  undoExpired: () => A.undoExpired(A.summaryChanged(`${v.swim} (${v.mia})`)),
  undoChanged: () => A.undoChanged(A.summaryDeleted([v.piano, v.swim])),
  nothingToUndo: true,
  summaryAdded: () => A.summaryAdded(v.swim, WHEN),
  summaryChanged: () => A.summaryChanged(`${v.swim} (${v.mia})`),
  summaryDeleted: () => A.summaryDeleted([v.piano, v.swim]),
  summaryList: () => A.summaryList({ action: 'tick', items: [v.milk, v.eggs], list: A.listName('Shopping') }),
  listName: () => A.listName('Shopping'),
  listNotFound: () => A.listNotFound(v.trip),
  addedToList: () => A.addedToList(A.listName(v.trip), ['sunscreen', 'hats']),
  alreadyOnList: () => A.alreadyOnList(A.listName('Shopping'), [v.milk]),
  listEmpty: () => A.listEmpty(A.listName(v.trip)),
  listHeader: () => A.listHeader(A.listName('Shopping'), 3),
  aisle: () => A.aisle('meat and fish'),
  moreItems: () => A.moreItems('https://app.simplify.test/lists'),
  allOnList: () => A.allOnList(A.listName('Shopping'), [v.milk, v.eggs]),
  noneOnList: () => A.noneOnList({ list: A.listName('Shopping'), items: ['bread'], others: [v.milk, v.eggs] }),
  someOnList: () => A.someOnList({ list: A.listName('Shopping'), on: [v.milk], off: ['bread'] }),
  ticked: () => A.ticked({ list: A.listName('Shopping'), items: [v.milk], left: 2, remove: false }),
  notOnList: () => A.notOnList(A.listName(v.trip), ['towels']),
  whichMember: () => A.whichMember([`${v.who} ${v.mia}`, `${v.who} ${v.sam}`]),
  memberNotFound: () => A.memberNotFound(v.leo, [v.mia, v.sam]),
  help: true,
  notUnderstood: true,
  thanks: true,
  upgrade: () => A.upgrade('https://app.simplify.test/plans'),
  couldNotUse: () => A.couldNotUse(v.reason),
  label: () => A.label(v.swim, [v.mia, v.sam]),
  eventLine: () => A.eventLine(A.label(v.swim, [v.mia]), WHEN, true),
  bullet: () => A.bullet(v.milk),
  numbered: () => A.numbered(2, v.milk),
  agendaLine: () =>
    A.agendaLine({ time: A.time('16:30'), title: v.swim, people: [v.mia, v.sam], location: v.trip, note: v.reason, repeats: true, family: v.who }),
  spanLine: () => A.spanLine(A.span({ ...at, duration: 60 }), A.label(v.piano, [v.sam])),
  nothingSoon: () => A.nothingSoon(v.mia),
  comingUp: () => A.comingUp(v.mia),
  no: () => A.no(A.notFound(v.dentist)),
  foundOne: () => A.foundOne({ yes: true, label: A.label(v.dentist, [v.mia]), when: WHEN, repeats: true, location: v.trip, note: v.reason }),
  foundYesMany: () => A.foundYesMany(2),
  foundMany: () => A.foundMany(3, v.dentist),
  moreFound: () => A.moreFound(4),
  free: () => A.free({ who: v.mia, date: '2026-03-05', from: '16:00', to: null, tz: 'Asia/Dubai' }),
  busy: () => A.busy({ who: null, date: '2026-03-05', from: '16:00', to: '17:00', count: 2 }),
  inTimezone: () => A.inTimezone('UTC'),
  noReminders: true,
  reminderLine: () => A.reminderLine({ label: A.label(v.dentist, [v.mia]), when: WHEN, minutes: 60, repeats: false }),
  remindersHeader: () => A.remindersHeader(3),
  toRememberHeader: () => A.toRememberHeader(2),
  reminderCheck: () => A.reminderCheck({ on: [v.dentist], off: ['bread'], others: [v.piano] }),
  askDateForReminder: () => A.askDateForReminder(v.sports, true),
  todosEmpty: true,
  todosHeader: () => A.todosHeader(3),
  moreTodosAt: () => A.moreTodosAt(5, 'https://app.simplify.test/calendar'),
  todosFooter: true,
  todoNumbered: () => A.todoNumbered(v.milk, 2),
  todosAdded: () => A.todosAdded([A.todoNumbered(v.milk, 2), A.todoNumbered(v.eggs, 3)]),
  todosAlready: () => A.todosAlready([v.milk]),
  summaryTodosAdded: () => A.summaryTodosAdded([v.milk, v.eggs]),
  noOpenTodos: true,
  noTodoNumber: () => A.noTodoNumber(2, 5),
  todoNotFound: () => A.todoNotFound(v.milk),
  todoAmbiguous: () => A.todoAmbiguous(v.milk, [A.numbered(1, v.milk), A.numbered(2, v.eggs)]),
  summaryTodoTicked: () => A.summaryTodoTicked(v.milk),
  todoDone: () => A.todoDone(v.milk, 2),
  confirmClearTodos: () => A.confirmClearTodos(3),
  summaryTodosCleared: true,
  todosCleared: () => A.todosCleared(3),
  homeworkAdded: () => A.homeworkAdded({ name: v.mia, task: v.sports, due: '2026-03-05', position: 2 }),
  noHomework: () => A.noHomework(v.mia),
  homeworkHeader: () => A.homeworkHeader(v.mia, 2),
  homeworkLine: () => A.homeworkLine(2, v.sports, '2026-03-05'),
  homeworkFooter: true,
  itemLine: () => A.itemLine(v.milk, '2'),
  listAlreadyEmpty: () => A.listAlreadyEmpty(v.trip),
  confirmClearList: () => A.confirmClearList('Shopping', 4),
  summaryListCleared: () => A.summaryListCleared(v.trip),
  listCleared: () => A.listCleared('Shopping', 4),
  newListName: () => A.newListName(2),
  listMade: () => A.listMade(v.trip),
  newList: () => A.newList(v.trip),
  listMadeAskName: () => A.listMadeAskName(A.newListName(1)),
  listRenamed: () => A.listRenamed(v.trip),
  noLists: true,
  listsHeader: () => A.listsHeader(2),
  listLine: () => A.listLine({ list: v.trip, family: v.who, open: 3 }),
  openListsAt: () => A.openListsAt('https://app.simplify.test/lists'),
  confirmEmailFirst: () => A.confirmEmailFirst('sara@example.com', 'https://app.simplify.test/auth'),
  signInLink: () => A.signInLink('https://app.simplify.test/auth/magic?token=x'),
  planActive: () => A.planActive({ plan: 'Simplify', until: null, renews: '2026-04-05', overdueUrl: 'https://app.simplify.test/settings' }),
  planInactive: () => A.planInactive({ paymentPending: true, assessmentPack: true, url: 'https://app.simplify.test/upgrade' }),
  failed: () => A.failed(v.reason),
  learningStyle: () => A.learningStyle({ name: v.mia, date: '2026-03-05', label: 'Visual and Auditory Blend', dominant: 'visual', secondary: 'auditory' }),
  noLearningStyle: () => A.noLearningStyle(v.mia, 'https://app.simplify.test/vark-assessment'),
  discStyle: () => A.discStyle({ name: v.sam, date: '2026-03-05', dominant: 'influential', secondary: 'supportive' }),
  noDiscStyle: () => A.noDiscStyle(v.sam, 'https://app.simplify.test/disc-assessment'),
  birthday: () => A.birthday({ name: v.mia, born: '2018-03-09', age: 7, today: false, next: '2026-03-09', turning: 8 }),
  noBirthday: () => A.noBirthday(v.mia, 'https://app.simplify.test/family/1'),
  school: () => A.school(v.mia, v.sports, v.piano),
  noSchool: () => A.noSchool(v.mia, 'https://app.simplify.test/family/1'),
  textOnly: true,
  dailyCap: () => A.dailyCap(30, v.trip, 'UTC'),
});
const outputsOf = (v: Values) =>
  Object.entries(samples(v)).map(([key, make]) => [key, make === true ? (A[key as keyof Say] as string) : (make() ?? '')] as const);
const outputs = outputsOf(LATIN);
const arabicOutputs = outputsOf({
  ...ARABIC_VALUES,
  lines: [`1. ${ARABIC_VALUES.swim} (${ARABIC_VALUES.mia})، ${WHEN}`, `2. ${ARABIC_VALUES.piano}، ${WHEN}`],
});

/** The first strong character of a line as WhatsApp sees it: text inside isolates does not count. */
function firstStrong(line: string): string | null {
  let depth = 0;
  for (const c of line) {
    if (/[\u2066-\u2068]/.test(c)) depth++;
    else if (c === PDI) depth = Math.max(0, depth - 1);
    else if (!depth && (c === RLM || /\p{L}/u.test(c))) return c;
  }
  return null;
}

describe('the Arabic catalogue', () => {
  it.each(arabicOutputs)('%s is Arabic (with Arabic names and titles in it)', (_key, text) => {
    const seen = plain(text).replace(/https?:\/\/\S+/g, '');
    expect(((seen.match(/\p{Script=Arabic}/gu) ?? []).length * 2) / (seen.match(/\p{L}/gu) ?? []).length).toBeGreaterThanOrEqual(1);
  });

  it.each(outputs)('%s has no English words beyond the inserted values', (_key, text) => {
    expect(ownWords(text)).not.toMatch(/\p{Script=Latin}/u);
    expect(text).not.toMatch(/undefined|null|NaN|\[object/);
  });

  const fragments = new Set([
    'date',
    'time',
    'span',
    'when',
    'list',
    'onDay',
    'deletedOne',
    'summaryAdded',
    'summaryChanged',
    'summaryDeleted',
    'summaryList',
    'label',
    'eventLine',
    'todoNumbered',
    'newListName',
    'summaryTodosAdded',
    'summaryTodoTicked',
    'summaryTodosCleared',
    'summaryListCleared',
    'inTimezone',
  ]);
  it.each(outputs.filter(([key]) => !fragments.has(key)))('every line of %s is laid out right to left', (_key, text) => {
    for (const line of text.split('\n').filter((l) => plain(l).trim())) expect(firstStrong(line) ?? RLM).toMatch(/[\u200f\p{Script=Arabic}]/u);
  });
});

describe('dates, times and durations', () => {
  it('writes a date as weekday, day, Arabic month and year with Latin digits, isolated', () => {
    expect(A.date('2026-03-05')).toBe(`${FSI}الخميس 5 مارس 2026${PDI}`);
    expect(A.dayLabel('2026-12-31', null)).toBe('الخميس 31 ديسمبر 2026');
    const months = Array.from({ length: 12 }, (_, m) => A.dayLabel(`2026-${String(m + 1).padStart(2, '0')}-01`, null).split(' ')[2]);
    expect(months).toEqual(['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر']);
  });

  it('writes times with ص before noon and م from noon, each one isolated unit', () => {
    expect(A.time('16:30')).toBe(`${FSI}4:30 م${PDI}`);
    expect(['00:00', '09:05', '12:00', '23:59'].map((t) => plain(A.time(t)))).toEqual(['12:00 ص', '9:05 ص', '12:00 م', '11:59 م']);
    expect(A.weekday('2026-03-06')).toBe('الجمعة');
  });

  it('labels today and tomorrow', () => {
    expect(plain(A.dayLabel('2026-03-05', 'today'))).toBe('اليوم (الخميس 5 مارس 2026)');
    expect(plain(A.nothingOn({ who: null, span: A.dayLabel('2026-03-06', 'tomorrow'), relative: 'tomorrow' }))).toBe(
      'ليس لديك أي مواعيد في التقويم غدًا (الجمعة 6 مارس 2026).',
    );
  });

  it('says when with the time and the timezone, or all day', () => {
    expect(plain(WHEN)).toBe('الخميس 5 مارس 2026 الساعة 4:30 م (بتوقيت Asia/Dubai)');
    expect(WHEN).toContain(`${FSI}Asia/Dubai${PDI}`);
    expect(plain(A.when({ ...at, allDay: true }, 'Asia/Dubai'))).toBe('الخميس 5 مارس 2026، طوال اليوم');
  });

  it('keeps a time span as one right-to-left unit, start first', () => {
    expect(A.span({ ...at, duration: 90 })).toBe(`${RLI}${FSI}4:30 م${PDI} – ${FSI}6:00 م${PDI}${PDI}`);
    expect(A.span({ ...at, allDay: true, duration: 60 })).toBe('طوال اليوم');
  });

  it.each([
    [30, '30 دقيقة'],
    [60, 'ساعة'],
    [90, 'ساعة و30 دقيقة'],
    [120, 'ساعتان'],
    [5, '5 دقائق'],
    [1440, 'يوم واحد'],
    [2880, 'يومان'],
    [4320, '3 أيام'],
    [20160, '14 يومًا'],
  ])('%i minutes last %s', (minutes, text) => expect(A.duration(minutes)).toBe(text));

  it('uses the dual after a preposition', () => {
    expect(A.remindBefore(120)).toBe(' سأذكّرك قبله بساعتين.');
    expect(A.remindBefore(30)).toBe(' سأذكّرك قبله بـ30 دقيقة.');
    expect(A.changed({ what: 'Swimming', repeating: false, when: WHEN, minutes: 2880, reminder: null, clash: '' })).toContain('لمدة يومين.');
  });

  it('says a reminder taken off an event that stays', () => {
    const text = A.changed({ what: 'Dentist', repeating: false, when: WHEN, minutes: null, reminder: null, reminderOff: true, clash: '' });
    expect(text).toContain('ولن أذكّرك به.');
    expect(text).not.toContain('سأذكّرك');
  });

  it('says how an event repeats', () => {
    expect(A.repeat('weekly', '2026-03-10')).toBe('كل يوم ثلاثاء');
    expect(A.repeat('weekly', '2026-03-10', ['الثلاثاء', 'الخميس'])).toBe('كل يوم ثلاثاء وخميس');
    expect(A.repeat('daily', '2026-03-10')).toBe('كل يوم');
    expect(plain(A.repeat('monthly', '2026-03-10')!)).toBe('يوم 10 من كل شهر');
    expect(plain(A.repeat('yearly', '2026-03-10')!)).toBe('كل سنة في 10 مارس');
    expect(A.repeat('none', '2026-03-10')).toBeNull();
    expect(plain(A.repeat('weekly', '2026-03-10', undefined, '2026-03-31')!)).toBe('كل يوم ثلاثاء حتى الثلاثاء 31 مارس 2026');
    expect(ENGLISH.repeat('weekly', '2026-03-10', undefined, '2026-03-31')).toBe('every Tuesday until Tue 31 Mar 2026');
  });
});

describe('counting', () => {
  it.each([
    [1, 'قائمة التسوق (عنصر واحد):'],
    [2, 'قائمة التسوق (عنصران):'],
    [3, 'قائمة التسوق (3 عناصر):'],
    [10, 'قائمة التسوق (10 عناصر):'],
    [11, 'قائمة التسوق (11 عنصرًا):'],
    [100, 'قائمة التسوق (100 عنصر):'],
    [103, 'قائمة التسوق (103 عناصر):'],
  ])('a list of %i items', (n, text) => expect(A.listHeader(A.listName('Shopping'), n)).toBe(text));

  it.each([
    [1, '…وموعد آخر: '],
    [2, '…وموعدان آخران: '],
    [3, '…و3 مواعيد أخرى: '],
    [11, '…و11 موعدًا آخر: '],
  ])('%i more events', (n, text) => expect(A.moreEvents(n, 'https://x.test')).toBe(`${text}${FSI}https://x.test ${PDI}`));

  it('counts what it left and deleted', () => {
    expect(A.ticked({ list: 'Shopping', items: ['milk'], left: 0, remove: true })).toBe(`حذفتُ من قائمة التسوق: ${FSI}milk${PDI}. لم يبقَ فيها شيء.`);
    expect(A.summaryDeleted(['a', 'b'])).toBe('حذف موعدين');
    expect(A.confirmDeleteMany(11, ['x']).split('\n')[0]).toBe('هل أحذف هذه المواعيد (11 موعدًا)؟');
  });
});

describe('right-to-left order of inserted values', () => {
  it('isolates names, titles, links and timezones', () => {
    const added = A.added({ title: 'Swimming', people: ['Sara'], when: WHEN, repeat: null });
    expect(added).toContain(`${FSI}Sara${PDI}`);
    expect(added).toContain(`${FSI}Swimming${PDI}`);
    expect(added).toContain(`${FSI}4:30 م${PDI}`);
    expect(A.upgrade('https://app.simplify.test/plans?x=1')).toContain(`${FSI}https://app.simplify.test/plans?x=1 ${PDI}`);
    expect(A.timesAre('Asia/Dubai')).toBe(`الأوقات بتوقيت ${FSI}Asia/Dubai${PDI}.`);
  });

  it('isolates once, and wraps a phrase holding isolates right to left', () => {
    expect(iso(iso('Sara'))).toBe(`${FSI}Sara${PDI}`);
    expect(iso(`${FSI}a${PDI} و${FSI}b${PDI}`)).toBe(`${RLI}${FSI}a${PDI} و${FSI}b${PDI}${PDI}`);
    expect(A.list(['Mia', 'Sam', 'Leo'])).toBe(`${FSI}Mia${PDI}، ${FSI}Sam${PDI} و${FSI}Leo${PDI}`);
  });

  it('puts the number of a choice first in its line', () => {
    const lines = A.whichOne(LINES).split('\n');
    expect(lines[1].startsWith(`${RLM}1. ${RLI}Swimming (Mia), `)).toBe(true);
    expect(lines.at(-1)).toBe('ردّ برقمه (من 1 إلى 2).');
  });
});

describe('lists, answers and help', () => {
  it('names the shopping list in Arabic and other lists as they are', () => {
    expect(A.listName('Shopping')).toBe('قائمة التسوق');
    expect(A.listName('Holiday')).toBe(`${FSI}Holiday${PDI}`);
    expect(A.addedToList(A.listName('Holiday'), ['hats'])).toBe(`أضفتُ إلى قائمة ${FSI}Holiday${PDI}: ${FSI}hats${PDI}.`);
    expect(A.listNotFound(null)).toBe('لم أجد قائمة التسوق الخاصة بك.');
    expect(A.listNotFound('Holiday')).toContain(`«قائمة جديدة باسم ${FSI}Holiday${PDI}»`);
    expect(plain(A.listEmpty(A.listName('قائمة العيد')))).toBe('قائمة العيد فارغة. أضف إليها مثلًا: «أضف حليب إلى قائمة العيد».');
  });

  it('names every aisle in Arabic, each once', () => {
    const names = AISLES.map((a) => A.aisle(a));
    expect(names.every((n) => /^[\p{Script_Extensions=Arabic} ]+$/u.test(n))).toBe(true);
    expect(new Set(names).size).toBe(AISLES.length);
    expect(A.aisle('dairy')).toBe('الألبان والبيض');
  });

  it('says what to reply with, as a parent would type it', () => {
    expect(A.confirmDelete({ label: 'Piano', when: WHEN })).toContain('ردّ بـ«نعم» للحذف أو «لا» للإبقاء عليه.');
    expect(A.askTimeOfAllDay(null)).toBe('في أي ساعة يبدأ؟ ردّ بالوقت، مثلًا: «الساعة 4 العصر»، وسأضبطه. أو اتركه طوال اليوم.');
    expect(A.deleted(['Piano'])).toContain('أرسل «تراجع» خلال 30 دقيقة لاستعادته.');
    expect(plain(A.allDayNoTime('موعد الأسنان'))).toBe(
      'موعد الأسنان طوال اليوم، فليس له وقت أغيّره. أرسل وقتًا جديدًا، مثلًا: «انقل موعد الأسنان إلى الساعة 4 العصر».',
    );
    expect(A.pickNumber(4)).toBe('من فضلك ردّ برقم من 1 إلى 4.');
  });

  it('says why an input was refused in Arabic, never with the schema’s English', () => {
    expect(A.couldNotUse('Too big: expected string to have <=200 characters')).toBe(
      'عذرًا، لم أستطع استخدام ذلك: النص أطول مما أستطيع حفظه. أرسل «مساعدة» لترى أمثلة.',
    );
    expect(A.couldNotUse('Say what to change')).toContain('لم تذكر ما الذي أغيّره');
    expect(A.failed('There is already a list called "Holiday".')).toBe(`عذرًا، لم ينجح ذلك: توجد قائمة باسم «${FSI}Holiday${PDI}» من قبل. اختر اسمًا آخر.`);
    expect(A.failed('Event not found')).toBe('عذرًا، لم ينجح ذلك: لم أعد أجده، فربما حُذف أو تغيّر للتو.');
    expect(A.failed('Something new')).not.toMatch(/\p{Script=Latin}/u);
  });

  it('helps with Arabic examples and keeps the Latin commands', () => {
    for (const example of ['«أضف سباحة لليان بكرة الساعة 4 العصر»', '«شو عندنا هالأسبوع؟»', '«أضف حليب وبيض لقائمة التسوق»', '«ألغِ موعد الأسنان»', '«تراجع»'])
      expect(A.help).toContain(example);
    expect(A.help).toContain(`«${FSI}login${PDI}»`);
    expect(A.help).toContain(`«${FSI}my plan${PDI}»`);
    expect(A.notUnderstood.endsWith('أرسل «مساعدة» للمزيد.')).toBe(true);
    expect(A.notUnderstood.length).toBeLessThan(400);
  });
});

/** What each example the Arabic replies offer is read as: a parent who copies one gets what it shows. */
const OFFERED: Record<string, string | null> = {
  'شو عندنا اليوم؟': 'agenda',
  'شو عندنا هالأسبوع؟': 'agenda',
  'ماذا لدى ليان يوم الجمعة؟': 'agenda',
  'ماذا لدينا يوم الجمعة؟': 'agenda',
  'أضف سباحة لليان بكرة الساعة 4 العصر': 'createEvent',
  'موعد الأسنان يوم 10 مارس الساعة 10:30 لمدة 45 دقيقة': 'createEvent',
  'بيانو كل ثلاثاء الساعة 5 العصر': 'createEvent',
  'ذكرني أتصل بالمدرسة بكرة الساعة 9 الصبح': 'createEvent',
  'ذكرني أتصل بالمدرسة الساعة 9 الصبح': 'createEvent',
  'ذكرني أجدد رخصة السواقة': 'addTodo',
  'أضف حليب وبيض لقائمة التسوق': 'addListItems',
  'أضف حليب لقائمة التسوق': 'addListItems',
  'أضف حليب إلى قائمة التسوق': 'addListItems',
  'شو في قائمة التسوق؟': 'showList',
  'ما هي قوائمي؟': 'listLists',
  'قائمة جديدة باسم العطلة': 'createList',
  login: 'signInLink',
  'my plan': 'planStatus',
  مساعدة: 'help',
  // The name of a list that was not found, quoted back.
  العطلة: null,
  // Answers to a question the assistant asked, read with that question pending, not on their own.
  نعم: null,
  لا: null,
  'الساعة 4 العصر': null,
  'انقل موعد الأسنان للساعة 11': 'updateEvent',
  'انقل السباحة إلى الساعة 4 العصر': 'updateEvent',
  'ألغِ موعد الأسنان': 'cancelEvent',
  تراجع: 'undo',
  'خلصت رقم 1': 'completeTodo',
  'مهمة: أشتري حليب': 'addTodo',
  'شو مهامي؟': 'listTodos',
  'أضف واقي شمس إلى قائمة السفر': 'addListItems',
  'قائمة جديدة باسم السفر': 'createList',
  'موعد الأسنان بكرة الساعة 10، ذكرني قبله بساعة': 'createEvent',
  'ذكرني أتصل بالبنك': 'addTodo',
  'واجب رياضيات لـليان يوم الخميس': 'addHomework',
  // Said with a number ("خلصت رقم 2"), a to-do quoted back, a name to answer with.
  خلصت: null,
  حليب: null,
  السفر: null,
};

describe('the examples the Arabic replies offer', () => {
  const ctx = { timezone: 'Asia/Dubai', now: new Date('2026-03-04T10:00:00Z'), memberNames: ['ليان', 'عمر'], childNames: ['ليان', 'عمر'] };
  const texts = [A.help, A.notUnderstood, A.agendaTooLong, A.notFound(null), A.thanks, A.listNotFound('العطلة'), A.listEmpty('Shopping')];
  const offered = [
    ...texts,
    A.allDayNoTime('السباحة'),
    A.askTimeOfAllDay(null),
    A.confirmDelete({ label: 'بيانو', when: WHEN }),
    A.deleted(['بيانو']),
    A.upgrade('https://x.test'),
    A.todosEmpty,
    A.todosFooter,
    A.noTodoNumber(2, 5),
    A.todoNotFound('حليب'),
    A.todoAmbiguous('حليب', []),
    A.homeworkFooter,
    A.noHomework('ليان'),
    A.noReminders,
    A.noLists,
    A.listMade('السفر'),
    A.listMadeAskName('قائمة جديدة'),
    A.planActive({ plan: 'Simplify', until: null, renews: null, overdueUrl: null }),
    A.confirmEmailFirst('a@b.test', 'https://x.test'),
    A.textOnly,
  ].flatMap((t) => [...t.matchAll(/«([^»]+)»/g)].map((m) => plain(m[1])));

  it('are read the same when copied with their isolate marks', () => {
    expect(interpret(`${FSI}login${PDI}`, ctx)).toMatchObject({ tool: 'signInLink' });
    expect(interpret(`${FSI}my plan${PDI}`, ctx)).toMatchObject({ tool: 'planStatus' });
  });

  it('are all known here', () => expect([...new Set(offered)].filter((e) => !(e in OFFERED))).toEqual([]));

  it.each(Object.entries(OFFERED).filter(([, tool]) => tool))('«%s» is read as %s', (example, tool) => {
    const meant = interpret(example, ctx);
    expect('tool' in meant && meant.tool).toBe(tool);
    if (tool === 'help') expect(meant).toMatchObject({ input: { reason: 'asked' } });
  });
});
