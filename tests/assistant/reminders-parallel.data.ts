// Parallel reminder requests: each English phrasing and, at the same index, its Arabic translation, with the tool and
// key slots expected of both. The Arabic is mostly Modern Standard as a translator would write it (complete, formal
// sentences: "ذكرني بالاتصال بوالدتي غدًا في الساعة الخامسة مساءً"); the last pairs of each kind are Gulf.
// Written from the tools' contract (tools/*.ts) by someone who had not read the engine.
//
// Context: the phrasebooks' shared local now, Wednesday 4 March 2026 14:00 (PHRASEBOOK_CONTEXT in Sydney for the English,
// AR_CONTEXT in Dubai for the Arabic). No family member is named, so both contexts fit.
//   today 03-04 Wed · tomorrow (غدًا، بكرة) 03-05 Thu · Fri 03-06 · Sat 03-07 · Sun 03-08 · Mon 03-09 · Tue 03-10 · Wed the 11th 03-11
//   this week 03-04..03-10 · next week (الأسبوع القادم) 03-09..03-15. A time with no day: today if after 14:00, else tomorrow.
// Conventions (from the contract):
//   - "remind me … <time>" is createEvent with reminderMinutes 0; relative ("in 20 minutes", "بعد ساعة") is worked out
//     from 14:00. Without a time it is addTodo with reminder true.
//   - A reminder before an existing event is updateEvent with changes.reminderMinutes (there is no separate tool).
//   - Listing is listReminders with fromDate/toDate (both null for "all"; one day is fromDate = toDate).
//   - A timed reminder is an event, so cancelling it is cancelEvent and changing its time is updateEvent (time, date or
//     shiftMinutes). "Delete all my reminders" is a question back: no tool removes only reminders, and cancelEvent with
//     nothing named would take every event.
// `input` is partial; titles/words/tasks are contained in the engine's value: English as said, Arabic without "ال" and
// without attached prepositions (بالبنك → بنك).
import { p, type Phrase } from './phrasebook.data';

export type Pair = [en: Phrase, ar: Phrase];
type Range = { fromDate: string | null; toDate: string | null };

export const TODAY = '2026-03-04';
export const THU = '2026-03-05';
export const FRI = '2026-03-06';
export const SAT = '2026-03-07';
export const SUN = '2026-03-08';
export const MON = '2026-03-09';
export const TUE = '2026-03-10';

/** A reminder at a day and time: an event with the reminder at its start. */
function at(en: string, enTitle: string, ar: string, arTitle: string, date: string, time: string): Pair {
  return [p(en, 'createEvent', { title: enTitle, date, time, reminderMinutes: 0 }), p(ar, 'createEvent', { title: arTitle, date, time, reminderMinutes: 0 })];
}
/** A reminder without a time: a to-do that is also listed with the reminders. */
function todo(en: string, enTask: string, ar: string, arTask: string): Pair {
  return [p(en, 'addTodo', { tasks: [enTask], reminder: true }), p(ar, 'addTodo', { tasks: [arTask], reminder: true })];
}
/** A reminder some minutes before an event already on the calendar. */
export function before(en: string, enWords: string, ar: string, arWords: string, reminderMinutes: number, date?: string): Pair {
  const target = (words: string) => (date ? { words, date } : { words });
  return [
    p(en, 'updateEvent', { target: target(enWords), changes: { reminderMinutes } }),
    p(ar, 'updateEvent', { target: target(arWords), changes: { reminderMinutes } }),
  ];
}
export function list(en: string, ar: string, range: Range): Pair {
  return [p(en, 'listReminders', range), p(ar, 'listReminders', range)];
}
/** Cancel a timed reminder (an event): by its words, and by its day or time when said. */
export function cancel(en: string, enWords: string | null, ar: string, arWords: string | null, when: { fromDate?: string; time?: string } = {}): Pair {
  const target = (words: string | null) => (words ? { words, ...when } : when);
  return [p(en, 'cancelEvent', { target: target(enWords) }), p(ar, 'cancelEvent', { target: target(arWords) })];
}
/** Change a timed reminder: its target by words (or day and time) and the new day, time or shift. */
export function change(en: string, enWords: string | null, ar: string, arWords: string | null, when: object, changes: object): Pair {
  const target = (words: string | null) => (words ? { words, ...when } : when);
  return [p(en, 'updateEvent', { target: target(enWords), changes }), p(ar, 'updateEvent', { target: target(arWords), changes })];
}

const WITH_TIME: Pair[] = [
  at('remind me to call my mother tomorrow at 5 pm', 'mother', 'ذكرني بالاتصال بوالدتي غدًا في الساعة الخامسة مساءً', 'والدتي', THU, '17:00'),
  at(
    'remind me to pay the electricity bill on Friday at 9 am',
    'electricity',
    'ذكرني بدفع فاتورة الكهرباء يوم الجمعة في الساعة التاسعة صباحًا',
    'كهرباء',
    FRI,
    '09:00',
  ),
  at('set a reminder for 7 am tomorrow to take out the trash', 'trash', 'اضبط تذكيرًا غدًا في الساعة السابعة صباحًا لإخراج القمامة', 'قمامة', THU, '07:00'),
  at('remind me at 6 pm to water the plants', 'plants', 'ذكرني في الساعة السادسة مساءً بسقي النباتات', 'نباتات', TODAY, '18:00'),
  at(
    "remind me on Monday at 10 am to book a doctor's appointment",
    'doctor',
    'ذكرني يوم الاثنين في الساعة العاشرة صباحًا بحجز موعد عند الطبيب',
    'طبيب',
    MON,
    '10:00',
  ),
  at('remind me tonight at 9 pm to lock the back door', 'back door', 'ذكرني الليلة في الساعة التاسعة مساءً بإغلاق الباب الخلفي', 'باب', TODAY, '21:00'),
  at(
    'remind me on Saturday at noon to pick up the dry cleaning',
    'dry cleaning',
    'ذكرني يوم السبت عند الظهر باستلام الملابس من المغسلة',
    'مغسلة',
    SAT,
    '12:00',
  ),
  at(
    'remind me on Sunday at 8:30 am to renew the car registration',
    'registration',
    'ذكرني يوم الأحد في الساعة الثامنة والنصف صباحًا بتجديد تسجيل السيارة',
    'سيارة',
    SUN,
    '08:30',
  ),
  at(
    'remind me tomorrow at 3:15 pm to pick up the parcel from the post office',
    'parcel',
    'ذكرني غدًا في الساعة الثالثة والربع مساءً باستلام الطرد من مكتب البريد',
    'طرد',
    THU,
    '15:15',
  ),
  at('remind me on Tuesday at 4 pm to call the bank', 'bank', 'ذكرني يوم الثلاثاء في الساعة الرابعة مساءً بالاتصال بالبنك', 'بنك', TUE, '16:00'),
  at('remind me on March 12 at 11 am to send the rent', 'rent', 'ذكرني في 12 مارس في الساعة الحادية عشرة صباحًا بإرسال الإيجار', 'إيجار', '2026-03-12', '11:00'),
  at('remind me at 4:30 pm to start cooking dinner', 'dinner', 'ذكرني في الساعة الرابعة والنصف مساءً بالبدء في تحضير العشاء', 'عشاء', TODAY, '16:30'),
  at('remind me tomorrow at 8 pm to take my medicine', 'medicine', 'ذكرني غدًا في الساعة الثامنة مساءً بتناول دوائي', 'دوائي', THU, '20:00'),
  at(
    'set a reminder for Friday at 6:45 am to go to the gym',
    'gym',
    'اضبط تذكيرًا يوم الجمعة في الساعة 6:45 صباحًا للذهاب إلى النادي الرياضي',
    'نادي',
    FRI,
    '06:45',
  ),
  at(
    'remind me on the 20th at 10 am to pay the school fees',
    'school fees',
    'ذكرني يوم 20 في الساعة العاشرة صباحًا بدفع الرسوم المدرسية',
    'رسوم',
    '2026-03-20',
    '10:00',
  ),
  at('remind me at 7 pm to call my brother', 'brother', 'ذكرني في الساعة السابعة مساءً بالاتصال بأخي', 'أخي', TODAY, '19:00'),
  at(
    'remind me tomorrow at 9 am to email the teacher',
    'teacher',
    'ذكرني غدًا في الساعة التاسعة صباحًا بمراسلة المعلمة بالبريد الإلكتروني',
    'معلمة',
    THU,
    '09:00',
  ),
  at('remind me on Monday at 5 pm to buy a birthday present', 'present', 'ذكرني يوم الاثنين في الساعة الخامسة مساءً بشراء هدية عيد ميلاد', 'هدية', MON, '17:00'),
  at('remind me at 10 am tomorrow to renew my passport', 'passport', 'ذكرني غدًا في الساعة العاشرة صباحًا بتجديد جواز سفري', 'جواز', THU, '10:00'),
  at(
    'remind me on Thursday at 2:30 pm to pick up the prescription',
    'prescription',
    'ذكرني يوم الخميس في الساعة الثانية والنصف بعد الظهر باستلام الوصفة الطبية',
    'وصفة',
    THU,
    '14:30',
  ),
  at('remind me tonight at 10 to charge the car', 'car', 'ذكرني الليلة في الساعة العاشرة بشحن السيارة', 'سيارة', TODAY, '22:00'),
  at(
    'remind me on Wednesday the 11th at 8 am to book the plumber',
    'plumber',
    'ذكرني يوم الأربعاء 11 مارس في الساعة الثامنة صباحًا بحجز السباك',
    'سباك',
    '2026-03-11',
    '08:00',
  ),
  at('remind me at 5:30 pm to go for a walk', 'walk', 'ذكرني في الساعة الخامسة والنصف مساءً بالخروج للمشي', 'مشي', TODAY, '17:30'),
  at(
    'remind me the day after tomorrow at 11:30 am to call the insurance company',
    'insurance',
    'ذكرني بعد غد في الساعة الحادية عشرة والنصف صباحًا بالاتصال بشركة التأمين',
    'تأمين',
    FRI,
    '11:30',
  ),
  // Gulf
  at('remind me tomorrow at 8 am to put the bins out', 'bins', 'ذكرني بكرة الساعة ٨ الصبح أطلّع الزبالة', 'زبالة', THU, '08:00'),
  at('remind me at 9 pm to switch off the water heater', 'water heater', 'ذكرني الساعة ٩ بالليل أطفي السخان', 'سخان', TODAY, '21:00'),
  at('remind me on Saturday at 10 am to wash the car', 'car', 'ذكّرني السبت الساعة عشر الصبح أغسل السيارة', 'سيارة', SAT, '10:00'),
  at('remind me on Sunday at 4 pm to call grandma', 'grandma', 'ذكرني الأحد الساعة ٤ العصر أكلم جدتي', 'جدتي', SUN, '16:00'),
  at('remind me at 3 pm to order the cake', 'cake', 'ذكرني الساعة ٣ أطلب الكيكة', 'كيك', TODAY, '15:00'),
  at('remind me tomorrow at 7:30 am to fill the car with petrol', 'petrol', 'ذكرني بكرة الساعة ٧ ونص الصبح أعبي بترول', 'بترول', THU, '07:30'),
];

const WITHOUT_TIME: Pair[] = [
  todo('remind me to buy batteries', 'batteries', 'ذكرني بشراء البطاريات', 'بطاريات'),
  todo('remind me to call the plumber', 'plumber', 'ذكرني بالاتصال بالسباك', 'سباك'),
  todo('set a reminder to renew the gym membership', 'gym membership', 'اضبط تذكيرًا لتجديد اشتراك النادي', 'اشتراك'),
  todo('remind me to return the library books', 'library books', 'ذكرني بإعادة كتب المكتبة', 'كتب المكتبة'),
  todo('remind me to send the invitation cards', 'invitation', 'ذكرني بإرسال بطاقات الدعوة', 'دعوة'),
  todo('remind me to fix the kitchen tap', 'kitchen tap', 'ذكرني بإصلاح صنبور المطبخ', 'صنبور'),
  todo('please remind me to back up my phone', 'back up', 'من فضلك ذكرني بعمل نسخة احتياطية لهاتفي', 'نسخة احتياطية'),
  // Gulf
  todo('remind me to buy a gas cylinder', 'gas', 'ذكرني أشتري دبة غاز', 'غاز'),
  todo('remind me to call the electrician', 'electrician', 'ذكرني أكلم الكهربائي', 'كهربائي'),
  todo('remind me to pay the internet bill', 'internet', 'ذكرني أدفع فاتورة النت', 'فاتورة النت'),
];

const RELATIVE: Pair[] = [
  at('remind me in 20 minutes to take the tray out of the oven', 'oven', 'ذكرني بعد 20 دقيقة بإخراج الصينية من الفرن', 'فرن', TODAY, '14:20'),
  at('remind me in an hour to call the garage', 'garage', 'ذكرني بعد ساعة بالاتصال بالورشة', 'ورشة', TODAY, '15:00'),
  at('remind me in two hours to check the washing machine', 'washing machine', 'ذكرني بعد ساعتين بتفقد الغسالة', 'غسالة', TODAY, '16:00'),
  at('remind me in 45 minutes to move the car', 'move the car', 'ذكرني بعد 45 دقيقة بتحريك السيارة', 'سيارة', TODAY, '14:45'),
  at('remind me in half an hour to reply to the email', 'email', 'ذكرني بعد نصف ساعة بالرد على البريد الإلكتروني', 'بريد', TODAY, '14:30'),
  at('remind me in three hours to take my medicine', 'medicine', 'ذكرني بعد ثلاث ساعات بتناول الدواء', 'دواء', TODAY, '17:00'),
  at('remind me in three days at 9 am to call the landlord', 'landlord', 'ذكرني بعد ثلاثة أيام في الساعة التاسعة صباحًا بالاتصال بالمالك', 'مالك', SAT, '09:00'),
  at('remind me in a week at 6 pm to water the garden', 'garden', 'ذكرني بعد أسبوع في الساعة السادسة مساءً بسقي الحديقة', 'حديقة', '2026-03-11', '18:00'),
  // Gulf
  at('remind me in 10 minutes to turn off the stove', 'stove', 'ذكرني بعد ١٠ دقايق أطفي الطباخ', 'طباخ', TODAY, '14:10'),
  at('remind me in an hour and a half to pick up the food order', 'food', 'ذكرني بعد ساعة ونص أستلم طلب الأكل', 'أكل', TODAY, '15:30'),
];

const PAIRS: Pair[] = [...WITH_TIME, ...WITHOUT_TIME, ...RELATIVE];
export const REMINDERS_EN: Phrase[] = PAIRS.map(([en]) => en);
export const REMINDERS_AR: Phrase[] = PAIRS.map(([, ar]) => ar);
