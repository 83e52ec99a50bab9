// Arabic phrasebook: how Arabic-speaking parents type to the assistant on WhatsApp, with the tool and key slots we expect.
// Written from the tools' contract (tools/*.ts: each tool and its input) by someone who had not read the engine.
// Mix: Modern Standard and Gulf first, then Egyptian and Levantine; with and without hamzas and diacritics, ة/ه and ى/ي
// variants, Arabic-Indic (٤:٣٠) and Latin digits, a few English words inside Arabic ("dentist", "Sara").
//
// Reference context: now = Wednesday 4 March 2026, 14:00 in Dubai; members "ليان", "عمر" (the children) and "Sara Haddad".
//   today (اليوم، النهارده) 2026-03-04 Wed · tomorrow (بكرة، بكره، بكرا، غدًا) 03-05 Thu · after tomorrow (بعد بكرة) 03-06 Fri
//   Sat (السبت) 03-07 · Sun (الأحد) 03-08 · Mon (الاثنين، الاتنين) 03-09 · Tue (الثلاثاء، التلات) 03-10 · next Wed 03-11
//   this week (هالأسبوع، الأسبوع ده) 03-04..03-10 · next week (الأسبوع الجاي / الجاية / القادم) Mon 03-09..Sun 03-15
//   "يوم 10" and "10 مارس" and "10/3" (day first) = 2026-03-10.
// Rules assumed:
//   - A time with no day: today if still ahead of 14:00, otherwise tomorrow.
//   - "الصبح"/"صباحًا"/"ص" = am; "العصر" = afternoon (4:30 العصر = 16:30); "المسا"/"مساءً"/"م"/"الليل"/"بالليل"/"الليلة" = pm;
//     "الظهر"/"الضهر" alone = 12:00; with no part of the day, bare hours 1–6 are pm, 7–11 am, 12 noon.
//   - "أربعة ونص" 4:30, "وربع" :15, "وثلث" :20, "إلا ربع" :45 of the hour before, "إلا ثلث" :40 of the hour before.
//   - "X الجاي" for Monday–Wednesday is the coming one (03-09, 03-10, 03-11); for Thursday–Sunday it may mean this
//     coming one or the one a week later, so no date is expected there. Nor for "the weekend" (Gulf weekends differ).
//   - The children (العيال، الأولاد، الأطفال، الصغار) = member "ليان" with alsoMembers ["عمر"].
//   - A day without a time is added all day and the reply asks for the time (allDay + askTime); an event with neither
//     day nor time is a question back. "ذكرني" with a time is an event with reminderMinutes 0; without a time, a to-do.
//   - The Shopping list (قائمة التسوق، المقاضي، الأغراض) is the default list, so `list` is only expected for other lists.
// `input` is partial: only the keys given are checked; title/words/items/tasks must be contained in the engine's value,
// and each is written as it is spelt in the message (without "ال" where the engine might reasonably drop it).
import type { EngineContext } from '../../functions/assistant/understanding/message';
import { ask, p, type Phrase } from './phrasebook.data';

export const AR_CONTEXT: EngineContext = {
  timezone: 'Asia/Dubai',
  now: new Date('2026-03-04T10:00:00Z'), // Wednesday 4 March 2026, 14:00 in Dubai
  memberNames: ['ليان', 'عمر', 'Sara Haddad'],
  childNames: ['ليان', 'عمر'],
};

const L = 'ليان';
const O = 'عمر';
const SARA = 'Sara';
const KIDS = { member: L, alsoMembers: [O] };
const TODAY = '2026-03-04';
const THU = '2026-03-05';
const FRI = '2026-03-06';
const SAT = '2026-03-07';
const SUN = '2026-03-08';
const MON = '2026-03-09';
const TUE = '2026-03-10';
const day = (d: string) => ({ fromDate: d, toDate: d });
const ALL_DAY_ASK = { allDay: true, askTime: true };

// ---------------------------------------------------------------------------------------------------------------
// createEvent: days, times, parts of the day, members, the children, durations, all day, repeats
// ---------------------------------------------------------------------------------------------------------------
const CREATE: Phrase[] = [
  // Modern Standard and Gulf
  p('أضف سباحة لليان بكرة الساعة 4', 'createEvent', { title: 'سباحة', member: L, date: THU, time: '16:00' }),
  p('موعد أسنان لعمر يوم الخميس الساعة ١٠ الصبح', 'createEvent', { title: 'أسنان', member: O, date: THU, time: '10:00' }),
  p('سجل لي موعد dentist بكرة ٤:٣٠ العصر', 'createEvent', { title: 'dentist', date: THU, time: '16:30' }),
  p('عمر عنده تمرين كورة السبت الساعة خمسة المسا', 'createEvent', { title: 'تمرين كورة', member: O, date: SAT, time: '17:00' }),
  p('ليان عندها حفلة عيد ميلاد صاحبتها الجمعة من 4 إلى 6', 'createEvent', { title: 'حفلة', member: L, date: FRI, time: '16:00', durationMinutes: 120 }),
  p('اجتماع أولياء الأمور في المدرسة يوم الأحد الساعة العاشرة', 'createEvent', { title: 'اجتماع أولياء الأمور', date: SUN, time: '10:00' }),
  p('حط عشاء عند أهلي الليلة الساعة ٨', 'createEvent', { title: 'عشاء', date: TODAY, time: '20:00' }),
  p('غداء مع الوالدة بعد بكرة الظهر', 'createEvent', { title: 'غداء', date: FRI, time: '12:00' }),
  p('دكتور الأطفال لعمر الاثنين 9:15 صباحاً', 'createEvent', { title: 'دكتور الأطفال', member: O, date: MON, time: '09:15' }),
  p('درس بيانو لليان الثلاثاء الساعة أربعة ونص', 'createEvent', { title: 'بيانو', member: L, date: TUE, time: '16:30' }),
  p('قص شعر لعمر اليوم الساعة 6', 'createEvent', { title: 'قص شعر', member: O, date: TODAY, time: '18:00' }),
  p('موعد مع المحامي يوم 10 الساعة 11', 'createEvent', { title: 'المحامي', date: TUE, time: '11:00' }),
  p('رحلة مدرسية لليان 12 مارس طول اليوم', 'createEvent', { title: 'رحلة مدرسية', member: L, date: '2026-03-12', allDay: true }),
  p('تطعيم عمر في المركز الصحي يوم ١٥ الساعة ٨ ونص الصبح', 'createEvent', { title: 'تطعيم', member: O, date: '2026-03-15', time: '08:30' }),
  p('صيانة السيارة الأحد ٧:٣٠ الصبح', 'createEvent', { title: 'صيانة السيارة', date: SUN, time: '07:30' }),
  p('مباراة عمر يوم السبت الساعة ثلاث إلا ربع', 'createEvent', { title: 'مباراة', member: O, date: SAT, time: '14:45' }),
  p('اجتماع عمل بكرة الساعة 9 الصبح لمدة ساعتين', 'createEvent', { title: 'اجتماع عمل', date: THU, time: '09:00', durationMinutes: 120 }),
  p('يوغا بكرة الساعة 7 الصبح لمدة ساعة ونص', 'createEvent', { title: 'يوغا', date: THU, time: '07:00', durationMinutes: 90 }),
  p('مكالمة مع المدرسة الساعة ٥ لمدة نص ساعة', 'createEvent', { title: 'مكالمة', date: TODAY, time: '17:00', durationMinutes: 30 }),
  p('حفلة تخرج الروضة لليان يوم 20 مارس الساعة العاشرة صباحاً', 'createEvent', { title: 'حفلة تخرج', member: L, date: '2026-03-20', time: '10:00' }),
  p('عيد ميلاد ليان 18 أبريل كل سنة', 'createEvent', { title: 'عيد ميلاد', member: L, date: '2026-04-18', recurrence: 'yearly' }),
  p('تمرين سباحة لليان كل ثلاثاء الساعة ٤', 'createEvent', { title: 'سباحة', member: L, date: TUE, time: '16:00', recurrence: 'weekly' }),
  p('عمر عنده كاراتيه كل أحد وثلاثاء الساعة 5 العصر', 'createEvent', { title: 'كاراتيه', member: O, time: '17:00', recurrence: 'weekly' }),
  p('تحفيظ قرآن لعمر كل يوم الساعة 6 المسا', 'createEvent', { title: 'تحفيظ قرآن', member: O, time: '18:00', recurrence: 'daily' }),
  p('دفع الإيجار يوم 1 كل شهر', 'createEvent', { title: 'الإيجار', date: '2026-04-01', recurrence: 'monthly' }),
  p('موعد التطعيم للعيال الأحد الساعة ٩ الصبح', 'createEvent', { title: 'التطعيم', ...KIDS, date: SUN, time: '09:00' }),
  p('فحص نظر للأولاد بكرة الساعة 5', 'createEvent', { title: 'فحص نظر', ...KIDS, date: THU, time: '17:00' }),
  p('الأطفال عندهم حفلة في المدرسة الخميس الساعة ١١', 'createEvent', { title: 'حفلة', ...KIDS, date: THU, time: '11:00' }),
  p('العيال عندهم سباحة يوم السبت 10 الصبح', 'createEvent', { title: 'سباحة', ...KIDS, date: SAT, time: '10:00' }),
  p('دكتور أسنان لليان وعمر الاثنين الساعة ٤', 'createEvent', { title: 'دكتور أسنان', member: L, alsoMembers: [O], date: MON, time: '16:00' }),
  p('حلاق لعمر وليان يوم الجمعة الساعة 11 الصبح', 'createEvent', { title: 'حلاق', member: O, alsoMembers: [L], date: FRI, time: '11:00' }),
  p('تمرين الجمباز حق ليان الاثنين الساعة 4:30', 'createEvent', { title: 'الجمباز', member: L, date: MON, time: '16:30' }),
  p('عند ليان موعد تقويم أسنان الثلاثاء الساعة ٣ وربع', 'createEvent', { title: 'تقويم أسنان', member: L, date: TUE, time: '15:15' }),
  p('ابي اضيف موعد عمر عند دكتور العيون بعد بكرة الساعة 10', 'createEvent', { title: 'دكتور العيون', member: O, date: FRI, time: '10:00' }),
  p('موعد dentist حق Sara يوم الاثنين الساعة 3', 'createEvent', { title: 'dentist', member: SARA, date: MON, time: '15:00' }),
  p('نادي القراءة حق Sara الخميس ٧ المسا', 'createEvent', { title: 'نادي القراءة', member: SARA, date: THU, time: '19:00' }),
  p('مقابلة عمل غدًا الساعة العاشرة والنصف صباحًا', 'createEvent', { title: 'مقابلة عمل', date: THU, time: '10:30' }),
  p('اجتماع مع المعلمة الخميس 12 الظهر', 'createEvent', { title: 'المعلمة', date: THU, time: '12:00' }),
  p('زيارة بيت جدي الجمعة الساعة 1 الظهر', 'createEvent', { title: 'زيارة', date: FRI, time: '13:00' }),
  p('فطور مع البنات الأحد 8 ص', 'createEvent', { title: 'فطور', date: SUN, time: '08:00' }),
  p('عزيمة عند خالي السبت ٩ م', 'createEvent', { title: 'عزيمة', date: SAT, time: '21:00' }),
  p('بطولة تنس لعمر يوم 14 من 8 الصبح إلى 2 الظهر', 'createEvent', { title: 'بطولة تنس', member: O, date: '2026-03-14', time: '08:00', durationMinutes: 360 }),
  p('مشوار للسوق الساعة 5 ونص', 'createEvent', { title: 'سوق', date: TODAY, time: '17:30' }),
  p('اتصال مع البنك الساعة 9', 'createEvent', { title: 'البنك', date: THU, time: '09:00' }),
  p('درس خصوصي رياضيات لليان الساعة 16:30', 'createEvent', { title: 'رياضيات', member: L, date: TODAY, time: '16:30' }),
  p('حفل زفاف بنت عمي 28 مارس الساعة ٨ مساءً', 'createEvent', { title: 'زفاف', member: null, date: '2026-03-28', time: '20:00' }),
  p('رحلة البر مع العايلة السبت طول اليوم', 'createEvent', { title: 'رحلة البر', date: SAT, allDay: true }),
  p('يوم رياضي في مدرسة عمر الخميس يوم كامل', 'createEvent', { title: 'يوم رياضي', date: THU, allDay: true }),
  p('سفر إلى مسقط ١٦ مارس الساعة ٦ الصبح', 'createEvent', { title: 'سفر', date: '2026-03-16', time: '06:00' }),
  p('طيران الرياض يوم 2 أبريل الساعة 7:45 مساءً', 'createEvent', { title: 'طيران', date: '2026-04-02', time: '19:45' }),
  p('جلسة علاج طبيعي الاثنين الساعة ١١ وثلث', 'createEvent', { title: 'علاج طبيعي', date: MON, time: '11:20' }),
  p('تسجيل عمر في النادي بعد يومين الساعة 10 الصبح', 'createEvent', { title: 'تسجيل', member: O, date: FRI, time: '10:00' }),
  p('موعد الطبيب بعد ثلاثة أيام الساعة التاسعة صباحاً', 'createEvent', { title: 'الطبيب', date: SAT, time: '09:00' }),
  p('اجتماع الشركة الساعة ٤ إلا ثلث', 'createEvent', { title: 'اجتماع الشركة', date: TODAY, time: '15:40' }),
  p('حصة رسم لليان كل خميس الساعة ثلاث ونص', 'createEvent', { title: 'رسم', member: L, date: THU, time: '15:30', recurrence: 'weekly' }),
  p('عمر يروح النادي كل اثنين الساعة ٥ المسا', 'createEvent', { title: 'النادي', member: O, date: MON, time: '17:00', recurrence: 'weekly' }),
  p('مشي الصبح كل يوم الساعة 6', 'createEvent', { title: 'مشي', time: '06:00', recurrence: 'daily' }),
  p('غسيل السيارة كل جمعة الساعة ٨ الصبح', 'createEvent', { title: 'غسيل السيارة', date: FRI, time: '08:00', recurrence: 'weekly' }),
  p('ليان عندها اختبار رياضيات الأحد', 'createEvent', { title: 'اختبار رياضيات', member: L, date: SUN, ...ALL_DAY_ASK }),
  p('موعد دكتور لعمر يوم الاثنين', 'createEvent', { title: 'دكتور', member: O, date: MON, ...ALL_DAY_ASK }),
  p('حفلة في الحضانة بكرة', 'createEvent', { title: 'حفلة', date: THU, ...ALL_DAY_ASK }),
  p('أضف اجتماع أولياء أمور يوم 11 مارس', 'createEvent', { title: 'اجتماع أولياء أمور', date: '2026-03-11', ...ALL_DAY_ASK }),
  p('زيارة الجدة بعد بكرة', 'createEvent', { title: 'زيارة', date: FRI, ...ALL_DAY_ASK }),
  p('سجّل تمرين سباحة لليان الأسبوع الجاي يوم الثلاثاء الساعة ٤', 'createEvent', { title: 'سباحة', member: L, date: TUE, time: '16:00' }),
  p('موعد المستشفى الخميس الجاي الساعة 10 الصبح', 'createEvent', { title: 'المستشفى', time: '10:00' }),
  p('حفلة عيد ميلاد عمر الخميس الجاي الساعة ٥', 'createEvent', { title: 'عيد ميلاد', member: O, time: '17:00' }),
  p('اجتماع مجلس الآباء الاثنين الجاي الساعة ٧ المسا', 'createEvent', { title: 'مجلس الآباء', date: MON, time: '19:00' }),
  p('درس سواقة الأربعاء الجاي الساعة ٤', 'createEvent', { title: 'درس سواقة', date: '2026-03-11', time: '16:00' }),
  p('اختبار القدرات لعمر 10/3 الساعة 8 الصبح', 'createEvent', { title: 'اختبار القدرات', member: O, date: TUE, time: '08:00' }),
  p('تمرين باليه لليان السبت الساعه 4 العصر', 'createEvent', { title: 'باليه', member: L, date: SAT, time: '16:00' }),
  p('مراجعة المستشفى الاحد الساعه ٩:٤٥ صباحا', 'createEvent', { title: 'مراجعة المستشفى', date: SUN, time: '09:45' }),
  p('اضف مقابله مع مديرة المدرسه يوم الاثنين الساعه ١٢ الظهر', 'createEvent', { title: 'مديرة المدرسه', date: MON, time: '12:00' }),
  p('حفلة عيد الأم للعيال في المدرسة 21 مارس من الساعة 6 إلى 9 المسا', 'createEvent', {
    title: 'حفلة عيد الأم',
    ...KIDS,
    date: '2026-03-21',
    time: '18:00',
    durationMinutes: 180,
  }),
  p('موعد ليان مع أخصائية النطق الأحد ٤ ونص العصر، ذكرني قبلها بساعة', 'createEvent', {
    title: 'النطق',
    member: L,
    date: SUN,
    time: '16:30',
    reminderMinutes: 60,
  }),
  p('سفر لندن 20 مارس الساعة ١٠ الصبح ذكرني قبل بيوم', 'createEvent', { title: 'سفر', date: '2026-03-20', time: '10:00', reminderMinutes: 1440 }),
  p('اجتماع زووم بكرة الساعة ٣ نبهني قبل بربع ساعة', 'createEvent', { title: 'زووم', date: THU, time: '15:00', reminderMinutes: 15 }),
  p('تطعيم ليان يوم الثلاثاء ١٠:٣٠ الصبح وذكرني قبل بنص ساعة', 'createEvent', {
    title: 'تطعيم',
    member: L,
    date: TUE,
    time: '10:30',
    reminderMinutes: 30,
  }),
];

// Egyptian and Levantine
const CREATE_DIALECTS: Phrase[] = [
  p('ضيف تمرين كورة لعمر يوم السبت الساعة ٣ العصر', 'createEvent', { title: 'تمرين كورة', member: O, date: SAT, time: '15:00' }),
  p('عندنا عزومة عند خالتي يوم الجمعة الساعة ٩ بالليل', 'createEvent', { title: 'عزومة', date: FRI, time: '21:00' }),
  p('ليان عندها درس إنجليزي بكره الساعة ستة ونص', 'createEvent', { title: 'درس إنجليزي', member: L, date: THU, time: '18:30' }),
  p('احجزلي ميعاد مع الدكتورة يوم الاتنين الساعة ١١ الصبح', 'createEvent', { title: 'دكتورة', date: MON, time: '11:00' }),
  p('عايزة أسجل درس السباحة بتاع ليان يوم التلات الساعة ٥', 'createEvent', { title: 'سباحة', member: L, date: TUE, time: '17:00' }),
  p('عمر عنده ماتش النهارده الساعة ٧ بالليل', 'createEvent', { title: 'ماتش', member: O, date: TODAY, time: '19:00' }),
  p('ضيفلي خروجة مع صحابي الخميس الساعة ٨ ونص بالليل', 'createEvent', { title: 'خروجة', date: THU, time: '20:30' }),
  p('فرح ابن خالتي يوم ٢٧ مارس الساعة تسعة بالليل', 'createEvent', { title: 'فرح', date: '2026-03-27', time: '21:00' }),
  p('ميعاد الدكتور بتاع عمر بعد بكره الساعة اتنين ونص', 'createEvent', { title: 'دكتور', member: O, date: FRI, time: '14:30' }),
  p('درس عربي لليان كل حد الساعة ٤', 'createEvent', { title: 'درس عربي', member: L, date: SUN, time: '16:00', recurrence: 'weekly' }),
  p('الولاد عندهم تمرين يوم الجمعة من ٥ لـ ٧', 'createEvent', { title: 'تمرين', ...KIDS, date: FRI, time: '17:00', durationMinutes: 120 }),
  p('حطيلي ميعاد مع السباك بكره من ١٠ لـ ١٢', 'createEvent', { title: 'سباك', date: THU, time: '10:00', durationMinutes: 120 }),
  p('عيد ميلاد عمر يوم ٩ أبريل', 'createEvent', { title: 'عيد ميلاد', member: O, date: '2026-04-09', allDay: true }),
  p('كورس فوتوشوب كل اتنين وخميس الساعة ٧ بالليل', 'createEvent', { title: 'كورس فوتوشوب', time: '19:00', recurrence: 'weekly' }),
  p('ميعاد الكوافير السبت الساعة ١٢ الضهر', 'createEvent', { title: 'كوافير', date: SAT, time: '12:00' }),
  p('اجتماع مع Sara النهارده الساعة ٤ ونص', 'createEvent', { title: 'اجتماع', date: TODAY, time: '16:30' }),
  p('حفلة المدرسة بتاعة العيال الخميس الساعة ١٠', 'createEvent', { title: 'حفلة المدرسة', ...KIDS, date: THU, time: '10:00' }),
  p('مشوار النادي السبت من ٩ الصبح لحد ١', 'createEvent', { title: 'النادي', date: SAT, time: '09:00', durationMinutes: 240 }),
  p('عاوز أحط ميعاد الميكانيكي يوم الحد الساعة ١٠ الصبح', 'createEvent', { title: 'الميكانيكي', date: SUN, time: '10:00' }),
  p('اكتب عندك درس خصوصي لعمر النهارده الساعة خمسة', 'createEvent', { title: 'درس خصوصي', member: O, date: TODAY, time: '17:00' }),
  p('بدي ضيف موعد حلاق لعمر بكرا الساعة ٤', 'createEvent', { title: 'حلاق', member: O, date: THU, time: '16:00' }),
  p('ليان عندها عيد ميلاد رفيقتها السبت من الساعة ٣ لل ٦', 'createEvent', { title: 'عيد ميلاد', member: L, date: SAT, time: '15:00', durationMinutes: 180 }),
  p('سجلي موعد عند طبيب الأسنان تبع عمر يوم الخميس الساعة ١١ الصبح', 'createEvent', { title: 'طبيب الأسنان', member: O, date: THU, time: '11:00' }),
  p('عنا عزيمة عند بيت عمي الجمعة الضهر', 'createEvent', { title: 'عزيمة', member: null, date: FRI, time: '12:00' }),
  p('حطلي درس موسيقى لليان كل أربعا الساعة خمسة', 'createEvent', { title: 'موسيقى', member: L, time: '17:00', recurrence: 'weekly' }),
  p('شوبينغ مع Sara بكرا العصر الساعة ٤', 'createEvent', { title: 'شوبينغ', date: THU, time: '16:00' }),
  p('بدي حط اجتماع بالشغل الساعة ١٠ ونص', 'createEvent', { title: 'اجتماع', date: THU, time: '10:30' }),
  p('عمر عندو تدريب فوتبول بعد بكرا الساعة ٦ المسا', 'createEvent', { title: 'فوتبول', member: O, date: FRI, time: '18:00' }),
  p('موعد لقاح للولاد الأحد الساعة تسعة ونص الصبح', 'createEvent', { title: 'لقاح', ...KIDS, date: SUN, time: '09:30' }),
  p('ضيف سهرة مع الشباب الليلة الساعة ١٠', 'createEvent', { title: 'سهرة', date: TODAY, time: '22:00' }),
  p('رحلة مدرسة لعمر يوم ١٣ طول النهار', 'createEvent', { title: 'رحلة مدرسة', member: O, date: '2026-03-13', allDay: true }),
  p('حجز مطعم السبت ٨ ونص المسا لمدة ساعتين', 'createEvent', { title: 'مطعم', date: SAT, time: '20:30', durationMinutes: 120 }),
  p('ليان إلها موعد عند دكتورة الجلدية الاثنين الساعة ١٢ ونص', 'createEvent', { title: 'الجلدية', member: L, date: MON, time: '12:30' }),
  p('سجّل ع التقويم غدا رياضة الساعة ٦ الصبح', 'createEvent', { title: 'رياضة', date: THU, time: '06:00' }),
];

// ---------------------------------------------------------------------------------------------------------------
// Reminders: with a time they are events with reminderMinutes 0; without a time they are to-dos
// ---------------------------------------------------------------------------------------------------------------
const REMINDERS: Phrase[] = [
  p('ذكرني أدفع فاتورة الكهرباء بكرة الساعة 10', 'createEvent', { title: 'فاتورة الكهرباء', date: THU, time: '10:00', reminderMinutes: 0 }),
  p('ذكرني اتصل بأمي الساعة ٦ المسا', 'createEvent', { title: 'أمي', date: TODAY, time: '18:00', reminderMinutes: 0 }),
  p('ذكّرني آخذ عمر من التمرين الساعة 5 ونص', 'createEvent', { title: 'التمرين', date: TODAY, time: '17:30', reminderMinutes: 0 }),
  p('ذكريني بكرة الصبح الساعة ٧ أطلع الزبالة', 'createEvent', { title: 'الزبالة', date: THU, time: '07:00', reminderMinutes: 0 }),
  p('ذكرني الساعة ٩ بالليل أعطي ليان الدوا', 'createEvent', { title: 'الدوا', date: TODAY, time: '21:00', reminderMinutes: 0 }),
  p('نبهني الساعة 3 ونص أطلع أجيب العيال من المدرسة', 'createEvent', { title: 'المدرسة', date: TODAY, time: '15:30', reminderMinutes: 0 }),
  p('ذكرني يوم الأحد الساعة 8 الصبح أجدد جواز عمر', 'createEvent', { title: 'جواز', date: SUN, time: '08:00', reminderMinutes: 0 }),
  p('فكرني بكره الساعة ١٢ الضهر أحجز التورتة', 'createEvent', { title: 'التورتة', date: THU, time: '12:00', reminderMinutes: 0 }),
  p('ذكرني بعد بكرا الساعة عشرة أتصل بالمدرسة', 'createEvent', { title: 'المدرسة', date: FRI, time: '10:00', reminderMinutes: 0 }),
  p('حط تذكير الساعة ٤:١٥ أطلّع الدجاج من الفريزر', 'createEvent', { title: 'الدجاج', date: TODAY, time: '16:15', reminderMinutes: 0 }),
  p('ذكرني بعد ساعة أشيك على الغسالة', 'createEvent', { title: 'الغسالة', date: TODAY, time: '15:00', reminderMinutes: 0 }),
  p('ذكرني الخميس ٩ الصبح ادفع رسوم المدرسة', 'createEvent', { title: 'رسوم المدرسة', date: THU, time: '09:00', reminderMinutes: 0 }),
  p('تذكير: تجديد التأمين يوم ١٢ الساعة ١٠ صباحاً', 'createEvent', { title: 'التأمين', date: '2026-03-12', time: '10:00', reminderMinutes: 0 }),
  p('فكّرني النهارده الساعة ٨ بالليل أسقي الزرع', 'createEvent', { title: 'الزرع', date: TODAY, time: '20:00', reminderMinutes: 0 }),
  p('ذكرني أتصل بالسباك الساعة 9 الصبح', 'createEvent', { title: 'السباك', date: THU, time: '09:00', reminderMinutes: 0 }),
  p('ذكّر عمر ياخذ كتب المكتبة بكرة الساعة ٧ ونص الصبح', 'createEvent', { title: 'كتب المكتبة', member: O, date: THU, time: '07:30' }),
  p('ذكرني الساعة 4 إلا ربع أروح أجيب ليان من الباليه', 'createEvent', { title: 'الباليه', date: TODAY, time: '15:45', reminderMinutes: 0 }),
  p('ذكرني أجدد رخصة السواقة', 'addTodo', { tasks: ['رخصة السواقة'], reminder: true }),
  p('ذكرني أوقع ورقة الرحلة حق ليان', 'addTodo', { tasks: ['ورقة الرحلة'], reminder: true }),
  p('لا تخليني أنسى أحجز موعد الأسنان', 'addTodo', { tasks: ['موعد الأسنان'] }),
  p('فكرني أشتري هدية لعيد ميلاد خالد', 'addTodo', { tasks: ['هدية'], reminder: true }),
  p('ذكرني أكلم المدرسة بخصوص الباص', 'addTodo', { tasks: ['الباص'], reminder: true }),
  p('بدي تذكير لتجديد اشتراك النادي', 'addTodo', { tasks: ['اشتراك النادي'] }),
];

// ---------------------------------------------------------------------------------------------------------------
// A question back: an event with neither day nor time
// ---------------------------------------------------------------------------------------------------------------
const ASK: Phrase[] = [
  ask('أبي أضيف موعد'),
  ask('سجل موعد جديد'),
  ask('حط موعد دكتور لعمر'),
  ask('ضيف ميعاد'),
  ask('عايزة أحجز ميعاد للدكتور'),
  ask('بدي ضيف شي عالتقويم'),
  ask('أضف حدث'),
  ask('ابغى احط اجتماع مع المدرس'),
  ask('سجلي موعد حلاق لليان'),
  ask('حط شي في الكالندر'),
  ask('عندي موعد جديد ابي اسجله'),
  ask('إضافة موعد من فضلك'),
];

// ---------------------------------------------------------------------------------------------------------------
// agenda: what is on a day, a week, for one member
// ---------------------------------------------------------------------------------------------------------------
const NEXT_WEEK = { fromDate: MON, toDate: '2026-03-15' };
const THIS_WEEK = { fromDate: TODAY, toDate: TUE };
const AGENDA: Phrase[] = [
  p('شو عندنا اليوم', 'agenda', day(TODAY)),
  p('ايش عند ليان هالأسبوع', 'agenda', { ...THIS_WEEK, member: L }),
  p('ايه اللي عندنا بكرة', 'agenda', day(THU)),
  p('وش عندي بكرة؟', 'agenda', day(THU)),
  p('ايش جدولي اليوم', 'agenda', day(TODAY)),
  p('شو برنامج عمر يوم السبت', 'agenda', { ...day(SAT), member: O }),
  p('عندنا شي بعد بكرة؟', ['agenda', 'findEvent'], day(FRI)),
  p('ايش مواعيد الأسبوع الجاي', 'agenda', NEXT_WEEK),
  p('وريني مواعيد هالأسبوع', 'agenda', THIS_WEEK),
  p('ايش عند العيال بكرة', ['agenda', 'findEvent'], day(THU)),
  p('شو مواعيد يوم الأحد', 'agenda', day(SUN)),
  p('ما هي مواعيدي يوم الخميس؟', 'agenda', day(THU)),
  p('ماذا لدينا غدًا؟', 'agenda', day(THU)),
  p('اعرض لي جدول الغد', 'agenda', day(THU)),
  p('شو في عالتقويم يوم الاثنين', 'agenda', day(MON)),
  p('ايش عندنا يوم 10', 'agenda', day(TUE)),
  p('شو عندنا 15 مارس', 'agenda', day('2026-03-15')),
  p('عمر ايش عنده اليوم؟', 'agenda', { ...day(TODAY), member: O }),
  p('وش عند Sara بكرة', 'agenda', { ...day(THU), member: SARA }),
  p('شو عندنا الويكند', ['agenda', 'findEvent']),
  p('ايش عندنا نهاية الأسبوع', ['agenda', 'findEvent']),
  p('عندي شي الليلة؟', ['agenda', 'findEvent', 'freeBusy']),
  p('ايه اللي عندنا النهارده', 'agenda', day(TODAY)),
  p('عندنا ايه بكره؟', 'agenda', day(THU)),
  p('ايه مواعيد ليان الأسبوع ده', 'agenda', { ...THIS_WEEK, member: L }),
  p('وريني جدول عمر يوم الحد', 'agenda', { ...day(SUN), member: O }),
  p('إيه البرنامج بتاع الأسبوع الجاي', 'agenda', NEXT_WEEK),
  p('العيال عندهم ايه يوم الخميس', ['agenda', 'findEvent'], day(THU)),
  p('ايه اللي ورايا بعد بكره', 'agenda', day(FRI)),
  p('شو عنا بكرا', 'agenda', day(THU)),
  p('شو في اليوم؟', 'agenda', day(TODAY)),
  p('شو عند ليان الجمعة', 'agenda', { ...day(FRI), member: L }),
  p('شو برنامجنا الجمعة الجاية', 'agenda'),
  p('فرجيني شو عنا الأسبوع الجاي', 'agenda', NEXT_WEEK),
  p('شو عندي باقي اليوم', 'agenda', day(TODAY)),
  p('شو عنا يوم التلاتا', 'agenda', day(TUE)),
  p('جدول يوم الاحد؟', 'agenda', day(SUN)),
  p('الاجندة', 'agenda'),
  p('مواعيد اليوم', 'agenda', day(TODAY)),
  p('مواعيد بكرة لو سمحت', 'agenda', day(THU)),
  p('ايش عند عمر الأسبوع الجاي', 'agenda', { ...NEXT_WEEK, member: O }),
];

// ---------------------------------------------------------------------------------------------------------------
// Questions: freeBusy, findEvent, listReminders (never createEvent)
// ---------------------------------------------------------------------------------------------------------------
const QUESTIONS: Phrase[] = [
  // freeBusy
  p('هل أنا فاضي بكرة الساعة 4؟', 'freeBusy', { date: THU, fromTime: '16:00' }),
  p('هل أنا فاضية يوم السبت؟', 'freeBusy', { date: SAT, fromTime: null, toTime: null }),
  p('عمر فاضي الأحد العصر؟', 'freeBusy', { date: SUN, member: O }),
  p('ليان فاضية الخميس من ٣ إلى ٥؟', 'freeBusy', { date: THU, fromTime: '15:00', toTime: '17:00', member: L }),
  p('احنا فاضين الجمعة؟', 'freeBusy', { date: FRI, fromTime: null, toTime: null }),
  p('عندي وقت بكرة الساعة 10 الصبح؟', 'freeBusy', { date: THU, fromTime: '10:00' }),
  p('أنا مشغول الليلة؟', 'freeBusy', { date: TODAY }),
  p('هل عندي شي الاثنين الساعة ٩؟', ['freeBusy', 'findEvent', 'agenda']),
  p('Sara فاضية بكرة الظهر؟', 'freeBusy', { date: THU, fromTime: '12:00', member: SARA }),
  p('أنا فاضي يوم 12؟', 'freeBusy', { date: '2026-03-12', fromTime: null, toTime: null }),
  p('هل يوم الأحد فاضي عندنا؟', 'freeBusy', { date: SUN }),
  p('أنا فاضي النهارده الساعة ٦؟', 'freeBusy', { date: TODAY, fromTime: '18:00' }),
  p('عمر فاضي يوم التلات بعد الضهر؟', 'freeBusy', { date: TUE, member: O }),
  p('احنا فاضيين بكره بالليل؟', 'freeBusy', { date: THU }),
  p('ينفع أحط حاجة يوم الحد الساعة ١١ الصبح ولا أنا مشغول؟', 'freeBusy', { date: SUN, fromTime: '11:00' }),
  p('أنا فاضي بكرا الساعة ٥؟', 'freeBusy', { date: THU, fromTime: '17:00' }),
  p('في عندي وقت الجمعة بين ١٠ و ١٢؟', 'freeBusy', { date: FRI, fromTime: '10:00', toTime: '12:00' }),
  p('منكون فاضيين السبت؟', 'freeBusy', { date: SAT }),
  // findEvent
  p('متى موعد الأسنان حق عمر؟', 'findEvent', { words: 'أسنان', member: O }),
  p('متى السباحة؟', 'findEvent', { words: 'سباحة' }),
  p('كم الساعة تمرين ليان بكرة؟', 'findEvent', { words: 'تمرين', member: L, fromDate: THU }),
  p('متى حفلة المدرسة؟', 'findEvent', { words: 'حفلة المدرسة' }),
  p('أي يوم اجتماع أولياء الأمور؟', 'findEvent', { words: 'أولياء الأمور' }),
  p('متى موعد التطعيم الجاي؟', 'findEvent', { words: 'تطعيم' }),
  p('متى سفرنا؟', 'findEvent', { words: 'سفر' }),
  p('الساعة كم مباراة عمر يوم السبت؟', 'findEvent', { words: 'مباراة', member: O, fromDate: SAT }),
  p('عندي اجتماع يوم الخميس؟', 'findEvent', { words: 'اجتماع', fromDate: THU, yesNo: true }),
  p('هل موعد الدكتور بكرة؟', 'findEvent', { words: 'دكتور', fromDate: THU, yesNo: true }),
  p('متى موعد الحلاق؟', 'findEvent', { words: 'حلاق' }),
  p('امتى ميعاد الدكتور بتاع ليان؟', 'findEvent', { words: 'دكتور', member: L }),
  p('الماتش بتاع عمر الساعة كام؟', 'findEvent', { words: 'ماتش', member: O }),
  p('امتى الفرح؟', 'findEvent', { words: 'فرح' }),
  p('هو درس البيانو يوم ايه؟', 'findEvent', { words: 'بيانو' }),
  p('إمتى الحفلة بتاعة المدرسة؟', 'findEvent', { words: 'حفلة' }),
  p('أيمتى موعد الحلاق تبع عمر؟', 'findEvent', { words: 'حلاق', member: O }),
  p('إيمتى رحلة المدرسة؟', 'findEvent', { words: 'رحلة المدرسة' }),
  p('شو الساعة بيبلش تدريب ليان؟', 'findEvent', { words: 'تدريب', member: L }),
  p('أي ساعة العزيمة يوم الجمعة؟', 'findEvent', { words: 'عزيمة', fromDate: FRI }),
  p('عندي شي الأسبوع الجاي؟', ['findEvent', 'agenda'], NEXT_WEEK),
  p('شو الجاي عندنا؟', ['findEvent', 'agenda']),
  p('متى موعد Sara مع الدكتور؟', 'findEvent', { words: 'دكتور', member: SARA }),
  p('كم مدة اجتماع الشركة؟', 'findEvent', { words: 'اجتماع الشركة' }),
  // listReminders
  p('وش التذكيرات اللي عندي؟', 'listReminders'),
  p('اعرض تذكيراتي', 'listReminders'),
  p('ايه التنبيهات اللي متسجلة؟', 'listReminders'),
  p('شو التذكيرات؟', 'listReminders'),
  p('عندي تذكيرات؟', 'listReminders'),
  p('ورّيني كل التذكيرات اللي حاطها', 'listReminders'),
  p('ما هي التذكيرات لهذا الأسبوع؟', 'listReminders', THIS_WEEK),
  p('تذكيرات بكرة؟', 'listReminders', day(THU)),
];

// ---------------------------------------------------------------------------------------------------------------
// updateEvent: move, change the time, push later or earlier, rename, length, member, reminders
// ---------------------------------------------------------------------------------------------------------------
const UPDATE: Phrase[] = [
  p('أجّل موعد الأسنان لبكرة', 'updateEvent', { target: { words: 'أسنان' }, changes: { date: THU } }),
  p('غيّر السباحة للساعة 5', 'updateEvent', { target: { words: 'سباحة' }, changes: { time: '17:00' } }),
  p('انقل تمرين عمر إلى الخميس', 'updateEvent', { target: { words: 'تمرين', member: O }, changes: { date: THU } }),
  p('أخّر الاجتماع ساعة', 'updateEvent', { target: { words: 'اجتماع' }, changes: { shiftMinutes: 60 } }),
  p('قدّم موعد الدكتور نص ساعة', 'updateEvent', { target: { words: 'دكتور' }, changes: { shiftMinutes: -30 } }),
  p('حفلة ليان صارت السبت', 'updateEvent', { target: { words: 'حفلة', member: L }, changes: { date: SAT } }),
  p('البيانو صار الساعة ٤ ونص', 'updateEvent', { target: { words: 'بيانو' }, changes: { time: '16:30' } }),
  p('غير اسم تمرين الكورة إلى أكاديمية كورة', 'updateEvent', { target: { words: 'تمرين الكورة' }, changes: { title: 'أكاديمية كورة' } }),
  p('خل اجتماع أولياء الأمور ساعتين', 'updateEvent', { target: { words: 'أولياء الأمور' }, changes: { durationMinutes: 120 } }),
  p('الحلاق لعمر مو لليان', 'updateEvent', { target: { words: 'حلاق' }, changes: { member: O } }),
  p('انقل موعد بكرة الساعة 10 إلى 11', 'updateEvent', { target: { date: THU, time: '10:00' }, changes: { time: '11:00' } }),
  p('أجل العزيمة من الجمعة للسبت', 'updateEvent', { target: { words: 'عزيمة', date: FRI }, changes: { date: SAT } }),
  p('ذكرني قبل موعد الأسنان بساعة', 'updateEvent', { target: { words: 'أسنان' }, changes: { reminderMinutes: 60 } }),
  p('حط تذكير قبل الباليه بربع ساعة', 'updateEvent', { target: { words: 'باليه' }, changes: { reminderMinutes: 15 } }),
  p('ذكرني بحفلة المدرسة قبلها بيوم', 'updateEvent', { target: { words: 'حفلة المدرسة' }, changes: { reminderMinutes: 1440 } }),
  p('خلي رحلة البر طول اليوم', 'updateEvent', { target: { words: 'رحلة البر' }, changes: { allDay: true } }),
  p('موعد الدكتور تغير إلى يوم 18', 'updateEvent', { target: { words: 'دكتور' }, changes: { date: '2026-03-18' } }),
  p('غير مباراة عمر للساعة ١٠ الصبح', 'updateEvent', { target: { words: 'مباراة', member: O }, changes: { time: '10:00' } }),
  p('أجل صيانة السيارة للأسبوع الجاي يوم الاثنين', 'updateEvent', { target: { words: 'صيانة السيارة' }, changes: { date: MON } }),
  p('انقل اليوغا إلى بكرة الساعة ٨ الصبح', 'updateEvent', { target: { words: 'يوغا' }, changes: { date: THU, time: '08:00' } }),
  p('تمرين ليان بيكون الساعة ٥ بدل ٤', 'updateEvent', { target: { words: 'تمرين', member: L }, changes: { time: '17:00' } }),
  p('درس الرسم صار ٤٥ دقيقة بس', 'updateEvent', { target: { words: 'رسم' }, changes: { durationMinutes: 45 } }),
  p('أجل موعد المحامي لـ 10 مارس الساعة ١٢', 'updateEvent', { target: { words: 'محامي' }, changes: { date: TUE, time: '12:00' } }),
  p('غيّر وقت زيارة الجدة للساعة ٦ المسا', 'updateEvent', { target: { words: 'زيارة' }, changes: { time: '18:00' } }),
  p('أخّر العشا نص ساعة', 'updateEvent', { target: { words: 'عشا' }, changes: { shiftMinutes: 30 } }),
  p('أجل ميعاد الدكتور بتاع عمر ليوم الحد', 'updateEvent', { target: { words: 'دكتور', member: O }, changes: { date: SUN } }),
  p('غير ميعاد الكوافير للساعة ٢', 'updateEvent', { target: { words: 'كوافير' }, changes: { time: '14:00' } }),
  p('الماتش بقى الساعة ٦ بدل ٥', 'updateEvent', { target: { words: 'ماتش' }, changes: { time: '18:00' } }),
  p('خلي الدرس الخصوصي ساعة ونص', 'updateEvent', { target: { words: 'خصوصي' }, changes: { durationMinutes: 90 } }),
  p('انقل العزومة لبكره الساعة ٨ بالليل', 'updateEvent', { target: { words: 'عزومة' }, changes: { date: THU, time: '20:00' } }),
  p('ميعاد السباك اتغير ليوم التلات', 'updateEvent', { target: { words: 'سباك' }, changes: { date: TUE } }),
  p('أخر التمرين بتاع الولاد ساعة', 'updateEvent', { target: { words: 'تمرين' }, changes: { shiftMinutes: 60 } }),
  p('فكرني قبل الفرح بساعتين', 'updateEvent', { target: { words: 'فرح' }, changes: { reminderMinutes: 120 } }),
  p('غير اسم الخروجة لعشا مع صحابي', 'updateEvent', { target: { words: 'خروجة' }, changes: { title: 'عشا مع صحابي' } }),
  p('أجّل موعد الحلاق لبعد بكرا', 'updateEvent', { target: { words: 'حلاق' }, changes: { date: FRI } }),
  p('غيرلي وقت تدريب الفوتبول للساعة ٧ المسا', 'updateEvent', { target: { words: 'فوتبول' }, changes: { time: '19:00' } }),
  p('نقلي موعد الدكتورة تبع ليان عالخميس', 'updateEvent', { target: { words: 'دكتورة', member: L }, changes: { date: THU } }),
  p('السهرة صارت الساعة ١١ بالليل', 'updateEvent', { target: { words: 'سهرة' }, changes: { time: '23:00' } }),
  p('قدّم اللقاح ربع ساعة', 'updateEvent', { target: { words: 'لقاح' }, changes: { shiftMinutes: -15 } }),
  p('خلّي موعد المطعم ساعة ونص بدل ساعتين', 'updateEvent', { target: { words: 'مطعم' }, changes: { durationMinutes: 90 } }),
  p('الشوبينغ مع Sara صار الجمعة', 'updateEvent', { target: { words: 'شوبينغ' }, changes: { date: FRI } }),
  p('موعد الحلاق هو لليان مش لعمر', 'updateEvent', { target: { words: 'حلاق' }, changes: { member: L } }),
  p('غيّر اجتماع بكرا من الساعة ٩ للساعة ١٠', 'updateEvent', { target: { words: 'اجتماع', date: THU, time: '09:00' }, changes: { time: '10:00' } }),
];

// ---------------------------------------------------------------------------------------------------------------
// cancelEvent: one event, one occurrence, a whole series, a whole day
// ---------------------------------------------------------------------------------------------------------------
const CANCEL: Phrase[] = [
  p('ألغِ موعد الدكتور', 'cancelEvent', { target: { words: 'دكتور' } }),
  p('احذف سباحة ليان يوم السبت', 'cancelEvent', { target: { words: 'سباحة', member: L, ...day(SAT) } }),
  p('شيل كل شي بكرة', 'cancelEvent', { target: { words: null, ...day(THU) } }),
  p('الغي تمرين عمر هالأسبوع', 'cancelEvent', { target: { words: 'تمرين', member: O, ...THIS_WEEK }, series: false }),
  p('ليان وقفت السباحة خلاص، شيلها من التقويم', 'cancelEvent', { target: { words: 'سباحة' }, series: true }),
  p('ما عاد في كاراتيه لعمر', 'cancelEvent', { target: { words: 'كاراتيه', member: O }, series: true }),
  p('الغي كل دروس البيانو', 'cancelEvent', { target: { words: 'بيانو' }, series: true }),
  p('ألغي موعد الأسنان حق عمر', 'cancelEvent', { target: { words: 'أسنان', member: O } }),
  p('امسح الاجتماع الساعة 3 اليوم', 'cancelEvent', { target: { words: 'اجتماع', time: '15:00', ...day(TODAY) } }),
  p('الغِ العشاء الليلة', 'cancelEvent', { target: { words: 'عشاء', ...day(TODAY) } }),
  p('حفلة ليان انلغت', 'cancelEvent', { target: { words: 'حفلة', member: L } }),
  p('احذف كل مواعيد يوم الأحد', 'cancelEvent', { target: { words: null, ...day(SUN) } }),
  p('ما في يوغا بكرة', 'cancelEvent', { target: { words: 'يوغا', ...day(THU) }, series: false }),
  p('الغ موعد الساعة ٤ يوم الخميس', 'cancelEvent', { target: { time: '16:00', ...day(THU) } }),
  p('شيل الرحلة من الكالندر', 'cancelEvent', { target: { words: 'رحلة' } }),
  p('كنسل الزيارة يوم الجمعة', 'cancelEvent', { target: { words: 'زيارة', ...day(FRI) } }),
  p('ألغِ كل شي حق عمر الأسبوع الجاي', 'cancelEvent', { target: { member: O, ...NEXT_WEEK } }),
  p('الغي تمرين الكورة الاثنين الجاي بس', 'cancelEvent', { target: { words: 'تمرين الكورة', ...day(MON) }, series: false }),
  p('العزيمة يوم السبت انلغت', 'cancelEvent', { target: { words: 'عزيمة', ...day(SAT) } }),
  p('أوقف غسيل السيارة الأسبوعي نهائياً', 'cancelEvent', { target: { words: 'غسيل السيارة' }, series: true }),
  p('احذف صيانة السيارة', 'cancelEvent', { target: { words: 'صيانة السيارة' } }),
  p('ألغ جميع مواعيد يوم 13', 'cancelEvent', { target: { words: null, ...day('2026-03-13') } }),
  p('الغي حصة الرسم الخميس لأن ليان مريضة', 'cancelEvent', { target: { words: 'رسم', ...day(THU) }, series: false }),
  p('فضي جدولي بكرة', 'cancelEvent', { target: { words: null, ...day(THU) } }),
  p('الغي ميعاد الدكتور بتاع ليان', 'cancelEvent', { target: { words: 'دكتور', member: L } }),
  p('امسح الماتش بتاع النهارده', 'cancelEvent', { target: { words: 'ماتش', ...day(TODAY) } }),
  p('مش هنروح الفرح، شيله', 'cancelEvent', { target: { words: 'فرح' } }),
  p('عمر بطّل الكورة، امسح تمرين الكورة خالص', 'cancelEvent', { target: { words: 'تمرين الكورة' }, series: true }),
  p('الغي كل حاجة يوم الحد', 'cancelEvent', { target: { words: null, ...day(SUN) } }),
  p('مفيش درس عربي الأسبوع ده', 'cancelEvent', { target: { words: 'درس عربي', ...THIS_WEEK }, series: false }),
  p('امسح ميعاد السباك بكره', 'cancelEvent', { target: { words: 'سباك', ...day(THU) } }),
  p('الكوافير اتلغى', 'cancelEvent', { target: { words: 'كوافير' } }),
  p('لغيلي موعد الحلاق تبع عمر', 'cancelEvent', { target: { words: 'حلاق', member: O } }),
  p('شيل السهرة من الليلة', 'cancelEvent', { target: { words: 'سهرة', ...day(TODAY) } }),
  p('ما في موسيقى بعد هيك لليان، امحيها كلها', 'cancelEvent', { target: { words: 'موسيقى', member: L }, series: true }),
  p('امحي كل شي عنا بكرا', 'cancelEvent', { target: { words: null, ...day(THU) } }),
  p('بدي الغي العزيمة تبع الجمعة', 'cancelEvent', { target: { words: 'عزيمة', ...day(FRI) } }),
  p('كنسلي موعد الدكتورة', 'cancelEvent', { target: { words: 'دكتورة' } }),
  p('ما بدنا الشوبينغ بكرا، شيلو', 'cancelEvent', { target: { words: 'شوبينغ', ...day(THU) } }),
];

// ---------------------------------------------------------------------------------------------------------------
// undo
// ---------------------------------------------------------------------------------------------------------------
const UNDO: Phrase[] = [
  p('تراجع', 'undo'),
  p('رجّع اللي سويته', 'undo'),
  p('لا غلط، تراجع', 'undo'),
  p('الغِ آخر شي سويته', 'undo'),
  p('تراجع عن آخر تعديل', 'undo'),
  p('خطأ! رجعها زي ما كانت', 'undo'),
  p('لا لا مو كذا، رجع', 'undo'),
  p('undo', 'undo'),
  p('ارجع عن اللي عملته', 'undo'),
  p('لأ غلط، رجّع زي ما كان', 'undo'),
  p('الغي اللي لسه عامله', ['undo', 'cancelEvent']),
  p('رجعها متل ما كانت', 'undo'),
  p('لا مش هيك، تراجع', 'undo'),
  p('اعمل تراجع لو سمحت', 'undo'),
  p('امسح اللي ضفته هلأ', ['undo', 'cancelEvent']),
];

// ---------------------------------------------------------------------------------------------------------------
// Shared lists: add several items, show, tick off or remove, clear, new lists
// ---------------------------------------------------------------------------------------------------------------
const LISTS: Phrase[] = [
  // addListItems
  p('أضف حليب وبيض وخبز لقائمة التسوق', 'addListItems', { items: ['حليب', 'بيض', 'خبز'] }),
  p('ضيف رز وسكر للمقاضي', 'addListItems', { items: ['رز', 'سكر'] }),
  p('نحتاج حفاضات ومناديل مبللة', 'addListItems', { items: ['حفاضات', 'مناديل مبللة'] }),
  p('حط في القائمة: طماطم، خيار، بصل', 'addListItems', { items: ['طماطم', 'خيار', 'بصل'] }),
  p('اكتب في قائمة المشتريات زيت زيتون', 'addListItems', { items: ['زيت زيتون'] }),
  p('أضف ورق عنب وليمون للتسوق', 'addListItems', { items: ['ورق عنب', 'ليمون'] }),
  p('خلصت القهوة، حطها في القائمة', 'addListItems', { items: ['قهوة'] }),
  p('زيد لبن وجبن للقائمة', 'addListItems', { items: ['لبن', 'جبن'] }),
  p('أضف معجون أسنان وشامبو للأطفال لقائمة التسوق', 'addListItems', { items: ['معجون أسنان', 'شامبو'] }),
  p('ابي اضيف تمر وقهوة عربية للمقاضي', 'addListItems', { items: ['تمر', 'قهوة عربية'] }),
  p('حليب ليان خلص، أضفه للقائمة', 'addListItems', { items: ['حليب'] }),
  p('ضيف عيش وجبنة رومي وزبادي للقايمة', 'addListItems', { items: ['عيش', 'جبنة رومي', 'زبادي'] }),
  p('محتاجين مسحوق غسيل وكلور', 'addListItems', { items: ['مسحوق غسيل', 'كلور'] }),
  p('اكتب فول وطعمية في ليستة السوبر ماركت', 'addListItems', { items: ['فول', 'طعمية'] }),
  p('عايزة أضيف بامبرز للقايمة', 'addListItems', { items: ['بامبرز'] }),
  p('زيدلي خبز وحمص ولبنة عالقائمة', 'addListItems', { items: ['خبز', 'حمص', 'لبنة'] }),
  p('بدنا بندورة وخيار وبقدونس', 'addListItems', { items: ['بندورة', 'خيار', 'بقدونس'] }),
  p('حطلي علبة حفاضات عاللستة', 'addListItems', { items: ['حفاضات'] }),
  p('أضف مايوه ونظارة سباحة لقائمة السفر', 'addListItems', { list: 'سفر', items: ['مايوه', 'نظارة سباحة'] }),
  p('حط دفاتر وأقلام في قائمة المدرسة', 'addListItems', { list: 'مدرسة', items: ['دفاتر', 'أقلام'] }),
  p('ضيف بالونات وكيكة لقائمة الحفلة', 'addListItems', { list: 'حفلة', items: ['بالونات', 'كيكة'] }),
  p('زيد شاحن وجوازات لقائمة الشنطة', 'addListItems', { list: 'شنطة', items: ['شاحن', 'جوازات'] }),
  // showList
  p('شو في قائمة التسوق', 'showList'),
  p('ايش باقي في المقاضي؟', 'showList'),
  p('وريني القائمة', ['showList', 'listTodos']),
  p('ايش لازم نشتري؟', 'showList'),
  p('فيه حليب بالقائمة؟', 'showList', { check: ['حليب'] }),
  p('البيض مكتوب في القائمة ولا لا؟', 'showList', { check: ['بيض'] }),
  p('ايه اللي في القايمة؟', ['showList', 'listTodos']),
  p('عايزين نشتري ايه من السوبر ماركت؟', 'showList'),
  p('شو ناقصنا من الأغراض؟', 'showList'),
  p('شو في قائمة السفر؟', 'showList', { list: 'سفر' }),
  p('اعرض قائمة المدرسة', 'showList', { list: 'مدرسة' }),
  // tickListItems
  p('شيل الحليب من القائمة', 'tickListItems', { items: ['حليب'], remove: true }),
  p('اشتريت البيض', 'tickListItems', { items: ['بيض'], remove: false }),
  p('جبت الخبز والحليب', 'tickListItems', { items: ['خبز', 'حليب'], remove: false }),
  p('احذف البصل من قائمة التسوق', 'tickListItems', { items: ['بصل'], remove: true }),
  p('خلاص أخذت الحفاضات', 'tickListItems', { items: ['حفاضات'], remove: false }),
  p('مو محتاجين الطماطم، امسحها', 'tickListItems', { items: ['طماطم'], remove: true }),
  p('اشتريت العيش والجبنة', 'tickListItems', { items: ['عيش', 'جبنة'], remove: false }),
  p('شيل الكلور من الليستة', 'tickListItems', { items: ['كلور'], remove: true }),
  p('جبت البندورة', 'tickListItems', { items: ['بندورة'], remove: false }),
  p('شطّب اللبنة من القائمة', 'tickListItems', { items: ['لبنة'] }),
  p('ما بدنا حمص، شيلو من اللستة', 'tickListItems', { items: ['حمص'], remove: true }),
  p('اشترينا المايوه، شيله من قائمة السفر', 'tickListItems', { list: 'سفر', items: ['مايوه'] }),
  // clearList
  p('امسح قائمة التسوق كلها', 'clearList'),
  p('فضّي قائمة المقاضي', 'clearList'),
  p('اشتريت كل شي، امسح القائمة', 'clearList'),
  p('امسح كل اللي في ليستة السوبر ماركت', 'clearList'),
  p('صفّر قائمة السفر', 'clearList', { list: 'سفر' }),
  // createList, listLists
  p('سوّ قائمة جديدة اسمها رمضان', 'createList', { name: 'رمضان' }),
  p('ابي قائمة جديدة للعيد', 'createList', { name: 'عيد' }),
  p('اعمل ليستة جديدة', 'createList', { name: null }),
  p('ايش القوائم اللي عندنا؟', 'listLists'),
  p('وريني كل القوائم', 'listLists'),
];

// ---------------------------------------------------------------------------------------------------------------
// To-dos and homework
// ---------------------------------------------------------------------------------------------------------------
const TODOS: Phrase[] = [
  p('أضف لمهامي: أجدد جواز السفر', 'addTodo', { tasks: ['جواز السفر'] }),
  p('مهمة: أتصل بشركة الإنترنت', 'addTodo', { tasks: ['شركة الإنترنت'] }),
  p('حط في المهام أصلح الباب وأغير لمبة المطبخ', 'addTodo', { tasks: ['الباب', 'لمبة المطبخ'] }),
  p('to do: أحجز تذاكر الطيران', 'addTodo', { tasks: ['تذاكر الطيران'] }),
  p('ضيف لقائمة المهام ادفع فاتورة المية', 'addTodo', { tasks: ['فاتورة المية'] }),
  p('لازم أرجع الكتب للمكتبة، حطها بالمهام', 'addTodo', { tasks: ['الكتب'] }),
  p('بدي ضيف مهمة: رتب الخزانة', 'addTodo', { tasks: ['الخزانة'] }),
  p('اكتب في الـ to do أودي العربية الصيانة', 'addTodo', { tasks: ['العربية'] }),
  p('مهامي: أشتري هدية المعلمة، أطبع صور ليان', 'addTodo', { tasks: ['هدية المعلمة', 'صور'] }),
  p('شو مهامي؟', 'listTodos'),
  p('وريني قائمة المهام', 'listTodos'),
  p('ايش باقي علي من المهام', 'listTodos'),
  p('ايه اللي ورايا من مهام؟', 'listTodos'),
  p('الـ to do list؟', 'listTodos'),
  p('شو ضايل عندي مهام', 'listTodos'),
  p('خلصت رقم 2', 'completeTodo', { number: 2 }),
  p('٣ تم', 'completeTodo', { number: 3 }),
  p('تم ١', 'completeTodo', { number: 1 }),
  p('خلصت المهمة رقم ٤', 'completeTodo', { number: 4 }),
  p('خلصت مهمة الجواز', 'completeTodo', { text: 'جواز' }),
  p('علّم على رقم 5 إنها خلصت', 'completeTodo', { number: 5 }),
  p('المهمة التانية خلصت', 'completeTodo', { number: 2 }),
  p('امسح كل المهام', 'clearTodos'),
  p('خلصت كل المهام', 'clearTodos'),
  // homework
  p('واجب رياضيات لعمر يوم الأحد', 'addHomework', { member: O, task: 'رياضيات', dueDate: SUN }),
  p('ليان عندها واجب إنجليزي لبكرة', 'addHomework', { member: L, task: 'إنجليزي', dueDate: THU }),
  p('عمر عنده بحث علوم لازم يسلمه يوم ١٢', 'addHomework', { member: O, task: 'بحث علوم', dueDate: '2026-03-12' }),
  p('ايش واجبات ليان؟', 'listHomework', { member: L }),
  p('عمر عنده واجبات ايه؟', 'listHomework', { member: O }),
  p('شو الوظايف تبع ليان؟', 'listHomework', { member: L }),
];

// ---------------------------------------------------------------------------------------------------------------
// Other: member facts, sign-in, plan, help, thanks, greetings
// ---------------------------------------------------------------------------------------------------------------
const OTHER: Phrase[] = [
  p('متى عيد ميلاد ليان؟', ['memberFacts', 'findEvent']),
  p('عمر في أي مدرسة؟', 'memberFacts', { member: O, fact: 'school' }),
  p('ايش أسلوب تعلم ليان؟', 'memberFacts', { member: L, fact: 'learningStyle' }),
  p('شو نمط DiSC عند عمر؟', 'memberFacts', { member: O, fact: 'discStyle' }),
  p('احكيلي عن ليان', 'memberFacts', { member: L }),
  p('أبي رابط الدخول', 'signInLink'),
  p('ابعتلي لينك أسجل دخول للموقع', 'signInLink'),
  p('كيف أدخل على الموقع؟', 'signInLink'),
  p('ايش باقتي؟', 'planStatus'),
  p('اشتراكي لمتى؟', 'planStatus'),
  p('دفعت، فعّل حسابي', 'planStatus', { activation: true }),
  p('مساعدة', 'help', { reason: 'asked' }),
  p('شو تقدر تسوي؟', 'help', { reason: 'asked' }),
  p('ايش تعرف تسوي؟', 'help'),
  p('إزاي أستخدمك؟', 'help'),
  p('كيف بيشتغل هالشي؟', 'help'),
  p('ساعدني', 'help'),
  p('شكرًا', 'help', { reason: 'thanks' }),
  p('شكرا جزيلا', 'help', { reason: 'thanks' }),
  p('مشكور', 'help', { reason: 'thanks' }),
  p('تسلم', 'help', { reason: 'thanks' }),
  p('يعطيك العافية', 'help', { reason: 'thanks' }),
  p('ميرسي', 'help', { reason: 'thanks' }),
  p('تمام شكرا', 'help', { reason: 'thanks' }),
  p('اوكي تمام', 'help', { reason: 'thanks' }),
  p('السلام عليكم', 'help'),
  p('مرحبا', 'help'),
  p('هلا', 'help'),
  p('صباح الخير', 'help'),
  p('أهلين', 'help'),
  p('ازيك', 'help'),
];

// ---------------------------------------------------------------------------------------------------------------
// More Levantine and Egyptian across the tools (الروزنامة، عندن، بدي، هلأ؛ عايز، ميعاد، بتاع، النهارده)
// ---------------------------------------------------------------------------------------------------------------
const MORE_DIALECTS: Phrase[] = [
  p('بدي حط موعد لعمر عند دكتور الأسنان الجمعة الساعة ١٠ الصبح', 'createEvent', { title: 'دكتور الأسنان', member: O, date: FRI, time: '10:00' }),
  p('ليان عندا حفلة بالمدرسة بكرا الساعة ١١', 'createEvent', { title: 'حفلة', member: L, date: THU, time: '11:00' }),
  p('سجلي عزيمة عند خالتي السبت الساعة ٨ المسا', 'createEvent', { title: 'عزيمة', date: SAT, time: '20:00' }),
  p('الولاد عندن سباحة كل سبت الساعة ١٠ الصبح', 'createEvent', { title: 'سباحة', ...KIDS, date: SAT, time: '10:00', recurrence: 'weekly' }),
  p('ضيفلي ع الروزنامة فحص نظر لليان التلاتا الساعة ٤ ونص', 'createEvent', { title: 'فحص نظر', member: L, date: TUE, time: '16:30' }),
  p('عمر لازم يروح عالحلاق بكرا العصر الساعة ٥', 'createEvent', { title: 'حلاق', member: O, date: THU, time: '17:00' }),
  p('بدي ذكّر حالي اتصل بالبنك بكرا الساعة ١٠', 'createEvent', { title: 'البنك', date: THU, time: '10:00', reminderMinutes: 0 }),
  p('ذكرني بعد بكرا الصبح الساعة ٨ وربع جيب الغاز', 'createEvent', { title: 'الغاز', date: FRI, time: '08:15', reminderMinutes: 0 }),
  p('في عنا زيارة لبيت جدو الأحد الساعة ١٢ الضهر', 'createEvent', { title: 'جدو', date: SUN, time: '12:00' }),
  p('شو عنا هالأسبوع؟', 'agenda', THIS_WEEK),
  p('شو عند عمر بكرا؟', 'agenda', { ...day(THU), member: O }),
  p('شو في عالروزنامة الأحد؟', 'agenda', day(SUN)),
  p('إيمتى موعد دكتور الأسنان؟', 'findEvent', { words: 'دكتور الأسنان' }),
  p('ليان فاضية بكرا العصر؟', 'freeBusy', { date: THU, member: L }),
  p('عمر عندو شي السبت الساعة ٣؟', ['freeBusy', 'findEvent', 'agenda']),
  p('أجّلي عزيمة السبت للأحد', 'updateEvent', { target: { words: 'عزيمة', date: SAT }, changes: { date: SUN } }),
  p('خلي موعد فحص النظر الساعة ٥ بدل ٤ ونص', 'updateEvent', { target: { words: 'فحص النظر' }, changes: { time: '17:00' } }),
  p('الاجتماع صار بكرا الساعة ١١', 'updateEvent', { target: { words: 'اجتماع' }, changes: { date: THU, time: '11:00' } }),
  p('لغي الحلاق تبع بكرا', 'cancelEvent', { target: { words: 'حلاق', ...day(THU) } }),
  p('ما رح نروح عالعزيمة، شيلها', 'cancelEvent', { target: { words: 'عزيمة' } }),
  p('زيدي رز وعدس وبرغل عاللستة', 'addListItems', { items: ['رز', 'عدس', 'برغل'] }),
  p('اشترينا الخبز والبندورة', 'tickListItems', { items: ['خبز', 'بندورة'], remove: false }),
  p('شو ناقص بالبيت؟', 'showList'),
  p('فضيلي اللستة', 'clearList'),
  p('شو لازم أعمل من المهام؟', 'listTodos'),
  p('عايز أحط ميعاد للواد عند دكتور الأطفال يوم السبت الساعة ٦', 'createEvent', { title: 'دكتور الأطفال', date: SAT, time: '18:00' }),
  p('ليان عندها امتحان عربي يوم الحد', 'createEvent', { title: 'امتحان عربي', member: L, date: SUN, ...ALL_DAY_ASK }),
  p('اكتبلي ميعاد الجيم كل يوم الساعة ٧ الصبح', 'createEvent', { title: 'جيم', time: '07:00', recurrence: 'daily' }),
  p('حطيلي عيد جوازنا يوم ١٥ أبريل', 'createEvent', { title: 'عيد جوازنا', date: '2026-04-15' }),
  p('فكرني النهارده الساعة ٥ أجيب عمر من التمرين', 'createEvent', { title: 'تمرين', date: TODAY, time: '17:00', reminderMinutes: 0 }),
  p('احنا عندنا ايه يوم الخميس؟', 'agenda', day(THU)),
  p('ورّيني مواعيد عمر الأسبوع الجاي', 'agenda', { ...NEXT_WEEK, member: O }),
  p('أنا فاضية يوم السبت بعد الضهر؟', 'freeBusy', { date: SAT }),
  p('الامتحان بتاع ليان امتى؟', 'findEvent', { words: 'امتحان', member: L }),
  p('أجل الجيم لبكره', 'updateEvent', { target: { words: 'جيم' }, changes: { date: THU } }),
  p('غيري ميعاد الكوافير لبعد بكره الساعة ٣', 'updateEvent', { target: { words: 'كوافير' }, changes: { date: FRI, time: '15:00' } }),
  p('الغي الجيم النهارده', 'cancelEvent', { target: { words: 'جيم', ...day(TODAY) }, series: false }),
  p('امسح كل مواعيد عمر بكره', 'cancelEvent', { target: { member: O, ...day(THU) } }),
  p('ضيفي سكر ورز ومكرونة للقايمة', 'addListItems', { items: ['سكر', 'رز', 'مكرونة'] }),
  p('جبت المكرونة', 'tickListItems', { items: ['مكرونة'], remove: false }),
  p('امسح الزبادي من القايمة', 'tickListItems', { items: ['زبادي'], remove: true }),
  p('القايمة فيها عيش؟', 'showList', { check: ['عيش'] }),
  p('رجّع اللي عملته حالا', 'undo'),
  p('ضيفي لمهامي أكلم السباك', 'addTodo', { tasks: ['سباك'] }),
  p('خلصت التالتة', 'completeTodo', { number: 3 }),
  p('شكرا يا باشا', 'help', { reason: 'thanks' }),
  p('إزيك عامل ايه', 'help'),
];

export const AR_PHRASES: Phrase[] = [
  ...CREATE,
  ...CREATE_DIALECTS,
  ...REMINDERS,
  ...ASK,
  ...AGENDA,
  ...QUESTIONS,
  ...UPDATE,
  ...CANCEL,
  ...UNDO,
  ...LISTS,
  ...TODOS,
  ...OTHER,
  ...MORE_DIALECTS,
];
