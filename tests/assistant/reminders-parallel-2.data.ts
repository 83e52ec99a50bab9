// Parallel reminder requests, continued: reminders before existing events, the list of reminders, cancelling and
// changing a reminder. Context, date table and conventions: the header of reminders-parallel.data.ts.
import { ask, type Phrase } from './phrasebook.data';
import { before, cancel, change, FRI, list, MON, type Pair, SAT, THU, TODAY, TUE } from './reminders-parallel.data';

const ALL = { fromDate: null, toDate: null };

const BEFORE_EVENT: Pair[] = [
  before('remind me an hour before the dentist', 'dentist', 'ذكرني قبل موعد طبيب الأسنان بساعة', 'أسنان', 60),
  before('remind me 30 minutes before the parents meeting', 'meeting', 'ذكرني قبل اجتماع أولياء الأمور بثلاثين دقيقة', 'اجتماع', 30),
  before('set a reminder 15 minutes before my yoga class', 'yoga', 'اضبط تذكيرًا قبل حصة اليوغا بخمس عشرة دقيقة', 'يوغا', 15),
  before('remind me a day before the flight', 'flight', 'ذكرني قبل الرحلة بيوم', 'رحلة', 1440),
  before("remind me two hours before Friday's dinner", 'dinner', 'ذكرني قبل العشاء يوم الجمعة بساعتين', 'عشاء', 120, FRI),
  before('remind me two days before the school trip', 'school trip', 'ذكرني قبل الرحلة المدرسية بيومين', 'رحلة', 2880),
  before('add a reminder 45 minutes before the haircut on Saturday', 'haircut', 'أضف تذكيرًا قبل موعد قص الشعر يوم السبت بخمس وأربعين دقيقة', 'شعر', 45, SAT),
  before('remind me a week before the wedding', 'wedding', 'ذكرني قبل حفل الزفاف بأسبوع', 'زفاف', 10080),
  // Gulf
  before('remind me half an hour before the football match', 'football', 'ذكرني قبل مباراة الكورة بنص ساعة', 'مباراة', 30),
  before("remind me an hour before tomorrow's doctor appointment", 'doctor', 'ذكرني قبل موعد الدكتور بكرة بساعة', 'دكتور', 60, THU),
];

const LIST: Pair[] = [
  list('what are my reminders for this week?', 'ما هي تذكيراتي لهذا الأسبوع؟', { fromDate: TODAY, toDate: TUE }),
  list('show me all my reminders', 'اعرض جميع تذكيراتي', ALL),
  list('what reminders do I have today?', 'ما التذكيرات التي لدي اليوم؟', { fromDate: TODAY, toDate: TODAY }),
  list('do I have any reminders tomorrow?', 'هل لدي أي تذكيرات غدًا؟', { fromDate: THU, toDate: THU }),
  list('list my reminders for next week', 'اعرض قائمة تذكيراتي للأسبوع القادم', { fromDate: MON, toDate: '2026-03-15' }),
  list('what are my reminders on Friday?', 'ما هي تذكيراتي يوم الجمعة؟', { fromDate: FRI, toDate: FRI }),
  list('what reminders have I set?', 'ما التذكيرات التي قمت بضبطها؟', ALL),
  list('read me my reminders', 'اقرأ لي تذكيراتي', ALL),
  list('show my reminders from Monday to Wednesday', 'اعرض تذكيراتي من يوم الاثنين إلى يوم الأربعاء', { fromDate: MON, toDate: '2026-03-11' }),
  list('what are my reminders for the rest of the month?', 'ما هي تذكيراتي لبقية هذا الشهر؟', { fromDate: TODAY, toDate: '2026-03-31' }),
  // Gulf
  list('what reminders have I got?', 'وش عندي تذكيرات؟', ALL),
  list("show me tomorrow's reminders", 'طلع لي تذكيرات بكرة', { fromDate: THU, toDate: THU }),
];

const CANCEL: Pair[] = [
  cancel('cancel the reminder to call the bank', 'bank', 'ألغِ التذكير بالاتصال بالبنك', 'بنك'),
  cancel("delete tomorrow's 7 am reminder", null, 'احذف تذكير الغد في الساعة السابعة صباحًا', null, { fromDate: THU, time: '07:00' }),
  cancel('delete the reminder about the electricity bill', 'electricity', 'احذف التذكير الخاص بفاتورة الكهرباء', 'كهرباء'),
  cancel('remove my reminder to water the plants tonight', 'plants', 'أزل تذكيري بسقي النباتات الليلة', 'نباتات', { fromDate: TODAY }),
  cancel("cancel Friday's reminder about the gym", 'gym', 'ألغِ تذكير يوم الجمعة الخاص بالنادي الرياضي', 'نادي', { fromDate: FRI }),
  cancel("I don't need the reminder to take out the trash anymore", 'trash', 'لم أعد بحاجة إلى التذكير بإخراج القمامة', 'قمامة'),
  cancel("delete Monday's reminder to book the doctor", 'doctor', 'احذف تذكير يوم الاثنين بحجز موعد الطبيب', 'طبيب', { fromDate: MON }),
  cancel('cancel the 6 pm reminder', null, 'ألغِ تذكير الساعة السادسة مساءً', null, { time: '18:00' }),
  // Gulf
  cancel('cancel the reminder to wash the car', 'car', 'الغ التذكير حق غسيل السيارة', 'سيارة'),
  cancel("delete Saturday's reminder", null, 'امسح تذكير السبت', null, { fromDate: SAT }),
];

const CHANGE: Pair[] = [
  change('change my reminder to call the bank to 5 pm', 'bank', 'غيّر موعد تذكيري بالاتصال بالبنك إلى الساعة الخامسة مساءً', 'بنك', {}, { time: '17:00' }),
  change(
    "move tomorrow's 7 am reminder to 8 am",
    null,
    'انقل تذكير الغد من الساعة السابعة صباحًا إلى الساعة الثامنة صباحًا',
    null,
    { date: THU, time: '07:00' },
    { time: '08:00' },
  ),
  change(
    'move the reminder about the rent to Monday at 9 am',
    'rent',
    'انقل التذكير الخاص بالإيجار إلى يوم الاثنين في الساعة التاسعة صباحًا',
    'إيجار',
    {},
    { date: MON, time: '09:00' },
  ),
  change('push the reminder to water the plants back by an hour', 'plants', 'أجّل التذكير بسقي النباتات ساعة واحدة', 'نباتات', {}, { shiftMinutes: 60 }),
  // Gulf
  change('make the reminder to call grandma 7 pm instead', 'grandma', 'خل تذكير جدتي الساعة ٧ بالليل بدال', 'جدتي', {}, { time: '19:00' }),
];

// No tool removes only the reminders, and cancelEvent with nothing named would take every event: asked back.
const DELETE_ALL: Pair[] = [[ask('delete all my reminders'), ask('احذف جميع التذكيرات')]];

const PAIRS: Pair[] = [...BEFORE_EVENT, ...LIST, ...CANCEL, ...DELETE_ALL, ...CHANGE];
export const REMINDERS_EN_2: Phrase[] = PAIRS.map(([en]) => en);
export const REMINDERS_AR_2: Phrase[] = PAIRS.map(([, ar]) => ar);
