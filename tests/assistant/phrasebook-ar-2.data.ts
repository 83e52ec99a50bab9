// Second Arabic phrasebook, calendar half (the lists, to-dos, reminders and the rest are in phrasebook-ar-3.data.ts).
// Written by a separate helper, fluent in Arabic, from the tools' contract only (tools/*.ts: each tool's name and input
// fields) and the header of phrasebook-ar.data.ts (its context, date table and rules), without reading the engine, its
// Arabic reader or the first phrasebook's phrasings: messages as Gulf, Modern Standard, Egyptian and Levantine parents type
// them on WhatsApp, with hamza, ة/ه, ى/ي and tatweel variants, a few diacritics, Arabic-Indic and Latin digits, number
// words and English words inside Arabic. Same context (AR_CONTEXT), rules and slot conventions as phrasebook-ar.data.ts.
import { ask, p, type Phrase } from './phrasebook.data';

export { AR_CONTEXT } from './phrasebook-ar.data';

export const L = 'ليان';
export const O = 'عمر';
export const SARA = 'Sara Haddad';
export const KIDS = { member: L, alsoMembers: [O] };
export const TODAY = '2026-03-04';
export const THU = '2026-03-05';
export const FRI = '2026-03-06';
export const SAT = '2026-03-07';
export const SUN = '2026-03-08';
export const MON = '2026-03-09';
export const TUE = '2026-03-10';
export const NEXT_WED = '2026-03-11';
export const NEXT_SUN = '2026-03-15';

const CREATE: Phrase[] = [
  p('ضيف موعد dentist لليان بكرة الساعة ٤ العصر', 'createEvent', { title: 'dentist', member: L, date: THU, time: '16:00' }),
  p('سجل تمرين سباحة لعمر يوم السبت ١٠ الصبح', 'createEvent', { title: 'سباحة', member: O, date: SAT, time: '10:00' }),
  p('عمر عنده مباراة كورة الخميس الساعة خمسة ونص', 'createEvent', { title: 'مباراة', member: O, date: THU, time: '17:30' }),
  p('حط لي موعد عند دكتورة الاسنان يوم الاحد الساعه ٩ وربع', 'createEvent', { title: 'اسنان', date: SUN, time: '09:15' }),
  p('عزومة عشا عند أهلي الليلة الساعة ٨', 'createEvent', { title: 'عشا', date: TODAY, time: '20:00' }),
  p('درس بيانو حق ليان كل ثلاثاء الساعة ٤:٣٠', 'createEvent', { title: 'بيانو', member: L, date: TUE, time: '16:30', recurrence: 'weekly' }),
  p('تمرين كاراتيه للعيال كل يوم أحد الساعه ٥ المسا', 'createEvent', { title: 'كاراتيه', ...KIDS, date: SUN, time: '17:00', recurrence: 'weekly' }),
  p('موعد تطعيم للأطفال بعد بكرة ١٠:٣٠ صباحاً', 'createEvent', { title: 'تطعيم', ...KIDS, date: FRI, time: '10:30' }),
  p('حفلة عيد ميلاد صاحبة ليان السبت من ٤ لين ٧', 'createEvent', { title: 'عيد ميلاد', member: L, date: SAT, time: '16:00', durationMinutes: 180 }),
  p('Zoom مع المدرسة بكرة الساعة ٩ الصبح', 'createEvent', { title: 'Zoom', date: THU, time: '09:00' }),
  p('اجتماع شغل على Zoom الثلاثاء ٢:١٥ الظهر لمدة ساعة ونص', 'createEvent', { title: 'اجتماع', date: TUE, time: '14:15', durationMinutes: 90 }),
  p('Sara عندها يوغا يوم ١٥ الساعة ٧ الصبح', 'createEvent', { title: 'يوغا', member: SARA, date: NEXT_SUN, time: '07:00' }),
  p('رحلة مدرسية لعمر ٢٠ مارس الساعة ٨ صباحا', 'createEvent', { title: 'رحلة', member: O, date: '2026-03-20', time: '08:00' }),
  p('حجز مطعم ليوم 12/3 الساعة 9 بالليل', 'createEvent', { title: 'مطعم', date: '2026-03-12', time: '21:00' }),
  p('موعد الحلاق لعمر بكرا الساعة ستة المسا', 'createEvent', { title: 'حلاق', member: O, date: THU, time: '18:00' }),
  p('نادي القراءة كل شهر يوم ١٠ الساعة ٧ ونص المسا', 'createEvent', { title: 'نادي', date: TUE, time: '19:30', recurrence: 'monthly' }),
  p('ذكرى زواجنا ٢٨ مارس الساعة ٨ مساءً، كل سنة', 'createEvent', { title: 'ذكرى', date: '2026-03-28', time: '20:00', recurrence: 'yearly' }),
  p('مشي كل يوم الساعة ٦:٣٠ الصبح', 'createEvent', { title: 'مشي', time: '06:30', recurrence: 'daily' }),
  p('ضيفي درس قرآن لليان ولعمر الأحد الساعة ٤ ونص العصر', 'createEvent', { title: 'قرآن', ...KIDS, date: SUN, time: '16:30' }),
  p('الأولاد عندهم تصوير مدرسي الخميس الساعة ٩', 'createEvent', { title: 'تصوير', ...KIDS, date: THU, time: '09:00' }),
  p('موعد المستشفى بعد بكره الساعه ثنتين الظهر', 'createEvent', { title: 'مستشفى', date: FRI, time: '14:00' }),
  p('حطي موعد فحص نظر لليان الاثنين الجاي الساعة ١١ إلا ربع', 'createEvent', { title: 'نظر', member: L, date: MON, time: '10:45' }),
  p('تدريب باليه لليان الأربعاء الجاي ٥ إلا ثلث', 'createEvent', { title: 'باليه', member: L, date: NEXT_WED, time: '16:40' }),
  p('غسيل السيارة الساعة ٥', 'createEvent', { title: 'غسيل', date: TODAY, time: '17:00' }),
  p('مكالمة مع البنك الساعة ١٠', 'createEvent', { title: 'بنك', date: THU, time: '10:00' }),
  p('اجتماع مع المعلمة بكرة الساعة ١٢ الظهر لمدة نص ساعة', 'createEvent', { title: 'معلمة', date: THU, time: '12:00', durationMinutes: 30 }),
  p('ورشة رسم للعيال السبت ٣ العصر لمدة ساعتين', 'createEvent', { title: 'رسم', ...KIDS, date: SAT, time: '15:00', durationMinutes: 120 }),
  p('عندي موعد dentist يوم الثلاثاء الساعة العاشرة صباحا', 'createEvent', { title: 'dentist', date: TUE, time: '10:00' }),
  p('جمباز ليان السبت ٩:٤٥ ص', 'createEvent', { title: 'جمباز', member: L, date: SAT, time: '09:45' }),
  p('عشاء عائلي عند جدتهم الجمعة الساعة ٧ ونص مساءً', 'createEvent', { title: 'عشاء', date: FRI, time: '19:30' }),
  p('حفلة تخرج عمر يوم ١ أبريل الساعة ٦ المسا', 'createEvent', { title: 'تخرج', member: O, date: '2026-04-01', time: '18:00' }),
  p('طيارتنا لندن يوم الأحد الساعة ١١ الليل', 'createEvent', { title: 'لندن', date: SUN, time: '23:00' }),
  p('درس خصوصي رياضيات لعمر كل اثنين الساعة ٧ المسا', 'createEvent', { title: 'رياضيات', member: O, date: MON, time: '19:00', recurrence: 'weekly' }),
  p('ممكن تسجلين موعد طبيب الأطفال لليان الخميس ١١ ونص؟', 'createEvent', { title: 'طبيب', member: L, date: THU, time: '11:30' }),
  p('صيانة المكيف بكرة من ٩ لين ١٢', 'createEvent', { title: 'مكيف', date: THU, time: '09:00', durationMinutes: 180 }),
  p('عايزة أحط ميعاد دكتور الأسنان لعمر يوم السبت الساعة ٦ المسا', 'createEvent', { title: 'أسنان', member: O, date: SAT, time: '18:00' }),
  p('ضيفلي تمرين كورة لعمر النهارده الساعة ٥', 'createEvent', { title: 'كورة', member: O, date: TODAY, time: '17:00' }),
  p('فرح بنت خالتي يوم الخميس الجاي الساعة ٨ بالليل', 'createEvent', { title: 'فرح', time: '20:00' }),
  p('درس عربي لليان بكره الساعه ٤ ونص', 'createEvent', { title: 'عربي', member: L, date: THU, time: '16:30' }),
  p('بدي حط موعد حلاقة لعمر بكرا الساعة ٣', 'createEvent', { title: 'حلاقة', member: O, date: THU, time: '15:00' }),
  p('حطلي عزيمة عند بيت عمي السبت الساعة تنتين الضهر', 'createEvent', { title: 'عزيمة', date: SAT, time: '14:00' }),
  p('عنا اجتماع بالمدرسة التلات الساعة ٨ ونص الصبح', 'createEvent', { title: 'اجتماع', date: TUE, time: '08:30' }),
  p('سجّل لليان درس سباحة كل جمعة الساعة ١٠', 'createEvent', { title: 'سباحة', member: L, date: FRI, time: '10:00', recurrence: 'weekly' }),
  p('موعـــد الدكتور بكـــرة الساعة ٩', 'createEvent', { title: 'دكتور', date: THU, time: '09:00' }),
  p('اجْتِمَاعُ الْعَمَلِ غَدًا السَّاعَةَ الْعَاشِرَةَ صَبَاحًا', 'createEvent', { date: THU, time: '10:00' }),
  p('يرجى إضافة موعد لفحص الأسنان لعمر يوم الأحد الساعة الحادية عشرة صباحاً', 'createEvent', { title: 'أسنان', member: O, date: SUN, time: '11:00' }),
  p('أضف حصة سباحة للأطفال يوم السبت في الساعة الرابعة عصراً', 'createEvent', { title: 'سباحة', ...KIDS, date: SAT, time: '16:00' }),
  p('meeting مع Sara بكرة 3:30', 'createEvent', { title: 'meeting', date: THU, time: '15:30' }),
  p('مباراة عمر وليان يوم الجمعة الساعة ٤', 'createEvent', { title: 'مباراة', member: O, alsoMembers: [L], date: FRI, time: '16:00' }),
  p('مسرحية في المدرسة للصغار الأربعاء الجاي الساعة ١٠', 'createEvent', { title: 'مسرحية', ...KIDS, date: NEXT_WED, time: '10:00' }),
  p('موعد دكتور عيون لليان الاحد', 'createEvent', { title: 'عيون', member: L, date: SUN, allDay: true, askTime: true }),
  p('حفلة المدرسة يوم ١٨', 'createEvent', { title: 'حفلة', date: '2026-03-18', allDay: true, askTime: true }),
  p('عمر عنده رحلة بعد بكرة', 'createEvent', { member: O, date: FRI, allDay: true, askTime: true }),
  ask('ضيف موعد'),
  ask('ابي اسجل موعد جديد'),
  ask('حط شي في التقويم'),
];

const QUESTIONS: Phrase[] = [
  p('ايش عندنا اليوم؟', 'agenda', { fromDate: TODAY, toDate: TODAY }),
  p('وش عندي بكرة', 'agenda', { fromDate: THU, toDate: THU }),
  p('شو عنا هالأسبوع', 'agenda', { fromDate: TODAY, toDate: TUE }),
  p('إيش مواعيد الأسبوع الجاي', 'agenda', { fromDate: MON, toDate: NEXT_SUN }),
  p('ليان وش عندها السبت؟', 'agenda', { fromDate: SAT, toDate: SAT, member: L }),
  p('شو عند عمر بكرا', 'agenda', { fromDate: THU, toDate: THU, member: O }),
  p('عندنا إيه النهارده؟', 'agenda', { fromDate: TODAY, toDate: TODAY }),
  p('جدول بعد بكرة؟', 'agenda', { fromDate: FRI, toDate: FRI }),
  p('ما هي مواعيد يوم الأحد؟', 'agenda', { fromDate: SUN, toDate: SUN }),
  p('وش جدول العيال هالاسبوع', 'agenda', { fromDate: TODAY, toDate: TUE }),
  p('ايش عند Sara يوم الاثنين', 'agenda', { fromDate: MON, toDate: MON, member: SARA }),
  p('وريني مواعيد يوم ١٢', 'agenda', { fromDate: '2026-03-12', toDate: '2026-03-12' }),
  p('متى موعد الدكتور حق ليان؟', 'findEvent', { words: 'دكتور', member: L }),
  p('متى السباحة؟', 'findEvent', { words: 'سباحة' }),
  p('كم الساعة درس البيانو بكرة', 'findEvent', { words: 'بيانو', fromDate: THU }),
  p('امتى ميعاد الdentist بتاع عمر', 'findEvent', { words: 'dentist', member: O }),
  p('إمتى حفلة المدرسة', 'findEvent', { words: 'حفلة' }),
  p('أي يوم اجتماع أولياء الأمور؟', 'findEvent', { words: 'أولياء' }),
  p('عندنا شي الجمعة؟', ['agenda', 'findEvent'], { fromDate: FRI }),
  p('هل عند عمر تمرين يوم السبت؟', 'findEvent', { words: 'تمرين', member: O, fromDate: SAT, yesNo: true }),
  p('الحلاق بكرة ولا بعد بكرة؟', 'findEvent', { words: 'حلاق' }),
  p('متى رحلة عمر المدرسية', 'findEvent', { words: 'رحلة', member: O }),
  p('أنا فاضي بكرة الساعة ٥؟', 'freeBusy', { date: THU, fromTime: '17:00' }),
  p('ليان فاضية السبت؟', 'freeBusy', { date: SAT, fromTime: null, toTime: null, member: L }),
  p('فاضيين يوم الأحد؟', 'freeBusy', { date: SUN, fromTime: null, toTime: null }),
  p('عمر فاضي بين ٣ و٥ يوم الخميس؟', 'freeBusy', { date: THU, fromTime: '15:00', toTime: '17:00', member: O }),
  p('عندي وقت الساعة ١٠ الصبح يوم الاثنين؟', 'freeBusy', { date: MON, fromTime: '10:00' }),
  p('هل أنا مشغول بعد بكرة؟', 'freeBusy', { date: FRI }),
  p('انا فاضية النهارده الساعة ٧ بالليل؟', 'freeBusy', { date: TODAY, fromTime: '19:00' }),
  p('شو في شي الساعة ٤ بكرا؟', ['freeBusy', 'findEvent', 'agenda']),
  p('Sara فاضية الثلاثاء ٢ الظهر؟', 'freeBusy', { date: TUE, fromTime: '14:00', member: SARA }),
];

const UPDATE: Phrase[] = [
  p('غير موعد الdentist حق ليان للساعة ٥', 'updateEvent', { target: { words: 'dentist', member: L }, changes: { time: '17:00' } }),
  p('أجل السباحة ليوم السبت', 'updateEvent', { target: { words: 'سباحة' }, changes: { date: SAT } }),
  p('نقل درس البيانو للخميس', 'updateEvent', { target: { words: 'بيانو' }, changes: { date: THU } }),
  p('خلي موعد الحلاق الساعة ٦ ونص بدل ٥', 'updateEvent', { target: { words: 'حلاق' }, changes: { time: '18:30' } }),
  p('الاجتماع صار الساعة ١١', 'updateEvent', { target: { words: 'اجتماع' }, changes: { time: '11:00' } }),
  p('أخر موعد الدكتور نص ساعة', 'updateEvent', { target: { words: 'دكتور' }, changes: { shiftMinutes: 30 } }),
  p('قدم تمرين عمر ساعة', 'updateEvent', { target: { words: 'تمرين', member: O }, changes: { shiftMinutes: -60 } }),
  p('غير اسم كورة لـ تدريب كرة قدم', 'updateEvent', { target: { words: 'كورة' }, changes: { title: 'تدريب كرة قدم' } }),
  p('خلي اجتماع Zoom ساعتين', 'updateEvent', { target: { words: 'Zoom' }, changes: { durationMinutes: 120 } }),
  p('موعد العيون طلع يوم الاثنين مو الأحد', 'updateEvent', { target: { words: 'عيون' }, changes: { date: MON } }),
  p('حول مباراة بكرة من ٤ إلى ٥', 'updateEvent', { target: { words: 'مباراة', date: THU, time: '16:00' }, changes: { time: '17:00' } }),
  p('ممكن تنقل موعد التطعيم لـ ١٧ مارس', 'updateEvent', { target: { words: 'تطعيم' }, changes: { date: '2026-03-17' } }),
  p('الرحلة تأجلت للثلاثاء الأسبوع الجاي', 'updateEvent', { target: { words: 'رحلة' }, changes: { date: TUE } }),
  p('غيرلي ميعاد الدكتور بتاع ليان لبكره الساعة ١٠', 'updateEvent', { target: { words: 'دكتور', member: L }, changes: { date: THU, time: '10:00' } }),
  p('أجّل درس العربي ساعة', 'updateEvent', { target: { words: 'عربي' }, changes: { shiftMinutes: 60 } }),
  p('زيح موعد الحلاقة لبعد بكرا', 'updateEvent', { target: { words: 'حلاقة' }, changes: { date: FRI } }),
  p('بدي غيّر وقت الكاراتيه لـ ٥ ونص', 'updateEvent', { target: { words: 'كاراتيه' }, changes: { time: '17:30' } }),
  p('خل موعد الأسنان لعمر بدل ليان', 'updateEvent', { target: { words: 'أسنان', member: L }, changes: { member: O } }),
  p('عشاء الليلة خليه الساعة ٩', 'updateEvent', { target: { words: 'عشاء', date: TODAY }, changes: { time: '21:00' } }),
  p('يرجى تغيير موعد اجتماع المدرسة إلى الساعة الثالثة', 'updateEvent', { target: { words: 'اجتماع' }, changes: { time: '15:00' } }),
  p('الباليه حق ليان صار ٤ إلا ربع', 'updateEvent', { target: { words: 'باليه', member: L }, changes: { time: '15:45' } }),
  p('مدد ورشة الرسم لساعتين ونص', 'updateEvent', { target: { words: 'رسم' }, changes: { durationMinutes: 150 } }),
  p('سمّي موعد بكرة الساعة ١٠ "مقابلة عمل"', 'updateEvent', { target: { date: THU, time: '10:00' }, changes: { title: 'مقابلة عمل' } }),
  p('اليوغا حقت Sara نقليها للأحد ٨ الصبح', 'updateEvent', { target: { words: 'يوغا', member: SARA }, changes: { date: SUN, time: '08:00' } }),
  p('الدرس الخصوصي هالأسبوع بيكون الثلاثاء بدل الاثنين', 'updateEvent', { target: { words: 'درس', date: MON }, changes: { date: TUE } }),
];

const CANCEL: Phrase[] = [
  p('الغ موعد الdentist حق عمر', 'cancelEvent', { target: { words: 'dentist', member: O } }),
  p('ألغي السباحة هالسبت', 'cancelEvent', { target: { words: 'سباحة', fromDate: SAT, toDate: SAT }, series: false }),
  p('ما في بيانو الأسبوع الجاي', 'cancelEvent', { target: { words: 'بيانو', fromDate: MON, toDate: NEXT_SUN }, series: false }),
  p('عمر وقف الكاراتيه خلاص، شيلها من التقويم', 'cancelEvent', { target: { words: 'كاراتيه' }, series: true }),
  p('امسح كل دروس القرآن', 'cancelEvent', { target: { words: 'قرآن' }, series: true }),
  p('كنسل العشا الليلة', 'cancelEvent', { target: { words: 'عشا', fromDate: TODAY, toDate: TODAY } }),
  p('احذف كل مواعيد بكرة', 'cancelEvent', { target: { words: null, fromDate: THU, toDate: THU } }),
  p('ما راح نروح الحفلة يوم السبت، الغيها', 'cancelEvent', { target: { words: 'حفلة', fromDate: SAT, toDate: SAT } }),
  p('الاجتماع اتلغى', 'cancelEvent', { target: { words: 'اجتماع' } }),
  p('شيل ميعاد الحلاق بتاع عمر بكره', 'cancelEvent', { target: { words: 'حلاق', member: O, fromDate: THU, toDate: THU } }),
  p('مش هنروح التمرين النهارده، شيله', 'cancelEvent', { target: { words: 'تمرين', fromDate: TODAY, toDate: TODAY }, series: false }),
  p('لغيلي موعد الحلاقة', 'cancelEvent', { target: { words: 'حلاقة' } }),
  p('ما عاد في باليه لليان، امحيه كله', 'cancelEvent', { target: { words: 'باليه', member: L }, series: true }),
  p('أرجو إلغاء موعد طبيب العيون يوم الأحد', 'cancelEvent', { target: { words: 'عيون', fromDate: SUN, toDate: SUN } }),
  p('cancel الـ Zoom بكرة', 'cancelEvent', { target: { words: 'Zoom', fromDate: THU, toDate: THU } }),
  p('الغي موعد الساعة ٥ اليوم', 'cancelEvent', { target: { fromDate: TODAY, toDate: TODAY, time: '17:00' } }),
  p('فضي يوم الجمعة، الغ كل شي فيه', 'cancelEvent', { target: { words: null, fromDate: FRI, toDate: FRI } }),
  p('المشي اليومي ما عاد ابيه، احذفه', 'cancelEvent', { target: { words: 'مشي' }, series: true }),
  p('الغي درس الرياضيات حق عمر يوم الاثنين بس', 'cancelEvent', { target: { words: 'رياضيات', member: O, fromDate: MON, toDate: MON }, series: false }),
  p('امسح رحلة لندن', 'cancelEvent', { target: { words: 'لندن' } }),
];

export const AR_PHRASES_2: Phrase[] = [...CREATE, ...QUESTIONS, ...UPDATE, ...CANCEL];
