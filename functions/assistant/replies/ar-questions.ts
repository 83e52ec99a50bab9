import type { IntentClass } from '../understanding/intent-classes';
import { ASK_FOR as ARABIC_ASK_FOR } from '../understanding/ar/language';
import { ASK_FOR } from '../understanding/en/language';
import { askWhat } from '../understanding/en/list-phrases';
import type { AssistantPending } from '../understanding/types';
import { writtenIn } from '../understanding/written-in';
import { iso, list, quote } from './ar-text';

/**
 * The English reader's questions back, in Arabic: a parent whose profile is Arabic and who writes in English still
 * gets Arabic. Each question is matched whole (or by a pattern holding the values it quotes: titles, names, dates,
 * kept as typed and isolated); one this table does not know gets a general Arabic question, never English.
 */

const APP = iso('Simplify');

const EXACT = new Map<string, string>([
  ...Object.entries(ASK_FOR).flatMap(([kind, en]) => {
    const ar = ARABIC_ASK_FOR[kind as IntentClass];
    return ar ? [[en, ar] as [string, string]] : [];
  }),
  [askWhat.clarify, 'ماذا أضيف؟ مثلًا: «مهمة: أتصل بالبنك» أو «أضف حليب لقائمة التسوق».'],
  ['Which event should I change? For example: "move the dentist to 11am".', 'أي موعد أغيّر؟ مثلًا: «انقل موعد الأسنان إلى الساعة 11».'],
  [
    'Which to-do should I tick off? Send "done 2" (the number from "my list") or "done buy milk".',
    'أي مهمة أشطب؟ أرسل «خلصت رقم 2» (الرقم من «شو مهامي؟») أو «خلصت شراء الحليب».',
  ],
  [
    'Which to-do is done? Send "done 2" (the number from "my list") or "done buy milk".',
    'أي مهمة أنجزتها؟ أرسل «خلصت رقم 2» (الرقم من «شو مهامي؟») أو «خلصت شراء الحليب».',
  ],
  [
    'One family member at a time, please. For example: "what does Mia have on Friday?"',
    'فرد واحد من العائلة في كل مرة من فضلك. مثلًا: «شو عند ليان يوم الجمعة؟».',
  ],
  [
    'You have no family members yet. Add them in the Simplify app, then ask me again.',
    `لا يوجد أفراد في عائلتك بعد. أضفهم في تطبيق ${APP} ثم اسألني مرة أخرى.`,
  ],
  ['Add your children in the Simplify app first, then tell me their homework.', `أضف أطفالك في تطبيق ${APP} أولًا، ثم أخبرني بواجباتهم.`],
  [
    'What should I add, and when? For example: "dentist for Mia on Friday at 10am" or "remind me to call mum tomorrow at 6pm".',
    'ماذا أضيف، ومتى؟ مثلًا: «موعد أسنان لليان يوم الجمعة الساعة 10 الصبح» أو «ذكّرني أتصل بأمي بكرة الساعة 6 المسا».',
  ],
  ['What is the event called? For example: "swimming for Mia tomorrow at 4pm".', 'ما اسم الموعد؟ مثلًا: «سباحة لليان بكرة الساعة 4 العصر».'],
  ['That title is too long; please keep it under 200 characters.', 'هذا العنوان طويل جدًا؛ اجعله أقل من 200 حرف من فضلك.'],
  [
    'Which event should I remind you about? Send it with the reminder, e.g. "dentist tomorrow at 10, remind me 30 minutes before".',
    'بأي موعد أذكّرك؟ أرسله مع التذكير، مثلًا: «موعد أسنان بكرة الساعة 10، ذكّرني قبله بنص ساعة».',
  ],
  [
    'What should I remind you about? For example: "remind me to call the dentist tomorrow at 9".',
    'بماذا أذكّرك؟ مثلًا: «ذكّرني أتصل بطبيب الأسنان بكرة الساعة 9».',
  ],
  [
    'Send me the event with its repeat and I\'ll add it, e.g. "piano every Tuesday at 5pm" or "bins every week on Monday at 7am". To change one already on the calendar, say how it repeats now, e.g. "make piano fortnightly" or "piano finishes after March".',
    'أرسل لي الموعد مع تكراره وسأضيفه، مثلًا: «بيانو كل ثلاثاء الساعة 5 المسا». لتغيير تكرار موعد موجود في التقويم، عدّله في التقويم على الموقع.',
  ],
  [
    'I can repeat events every day, every week (e.g. "every Tuesday"), every other week, every month or every year. For other patterns, add it in the calendar on the web.',
    'أستطيع تكرار المواعيد كل يوم أو كل أسبوع (مثلًا: «كل ثلاثاء») أو كل أسبوعين أو كل شهر أو كل سنة. لأي تكرار آخر، أضفه في التقويم على الموقع.',
  ],
]);

type Pattern = [RegExp, (...values: string[]) => string];

const HOMEWORK = (task: string, who: string) => `«واجب ${task} لـ${iso(who)} يوم الخميس»`;

/** Questions holding values: the first pattern that matches the whole question says it. */
const PATTERNS: Pattern[] = [
  [
    /^You have more than one family member called (.+)\. Please give them different names in the app first\.$/s,
    (name) => `لديك أكثر من فرد في العائلة باسم ${iso(name)}. أعطهم أسماء مختلفة في التطبيق أولًا.`,
  ],
  [/^Which one do you mean: (.+)\? Please use the full name\.$/s, (names) => `أيّهم تقصد: ${names.split(' or ').map(iso).join(' أو ')}؟ اكتب الاسم كاملًا.`],
  [/^Who do you mean\? For example: "what is (.+)'s learning style\?"$/s, (name) => `من تقصد؟ مثلًا: «ايش أسلوب تعلّم ${iso(name)}؟».`],
  [/^Who is the homework for\? For example: "homework: maths worksheet for (.+) due Thursday"\.$/s, (who) => `لمن الواجب؟ مثلًا: ${HOMEWORK('رياضيات', who)}.`],
  [/^What is the homework\? For example: "homework: maths worksheet for (.+) due Thursday"\.$/s, (who) => `ما الواجب؟ مثلًا: ${HOMEWORK('رياضيات', who)}.`],
  [
    /^When is it due\? For example: "homework: (.+) for (.+?) due Thursday"\.$/s,
    (task, who) => `متى موعد تسليمه؟ مثلًا: ${HOMEWORK(task === 'maths worksheet' ? 'رياضيات' : iso(task), who)}.`,
  ],
  [/^Whose homework\? For example: "(.+)'s homework"\.$/s, (who) => `واجب من؟ مثلًا: «شو واجبات ${iso(who)}؟».`],
  [
    /^When should I move (.+) to\? For example: "move the dentist to Friday at 11am"\.$/s,
    (what) => `${what === 'it' ? 'إلى متى أنقله؟' : `إلى متى أنقل ${quote(what)}؟`} مثلًا: «انقل موعد الأسنان إلى الجمعة الساعة 11 الصبح».`,
  ],
  [/^When should I remind you about (.+)\? For example: "tomorrow at 9am"\.$/s, (title) => `متى أذكّرك بـ${quote(title)}؟ مثلًا: «بكرة الساعة 9 الصبح».`],
  [/^When is (.+)\? For example: ".+ tomorrow at 4pm"\.$/s, (title) => `متى ${quote(title)}؟ مثلًا: «بكرة الساعة 4 العصر».`],
  [/^Which day is (.+)\?$/s, (title) => `في أي يوم ${quote(title)}؟ مثلًا: «بكرة» أو «يوم الخميس».`],
  [
    /^(.+?) today has already passed\. Which day is (.+)\? For example: "tomorrow" or ".+ tomorrow at .+"\.$/s,
    (time, title) => `الساعة ${iso(time)} اليوم قد مضت. في أي يوم ${quote(title)}؟ مثلًا: «بكرة» أو «بكرة الساعة ${iso(time)}».`,
  ],
  [
    /^(.+?) doesn't exist on (.+): the clocks go forward that night\. What time should it be\?$/s,
    (time, date) => `الساعة ${iso(time)} غير موجودة يوم ${iso(date)}: تُقدَّم الساعة تلك الليلة. في أي ساعة يكون؟`,
  ],
];

const on = (date?: string, time?: string) => `${date ? ` يوم ${iso(date)}` : ''}${time ? ` الساعة ${iso(time)}` : ''}`;
const items = (text: string) => list(text.split(', '));
const listName = (name: string) => (name === 'Shopping' ? 'قائمة التسوق' : quote(name));

/** The clauses of the either/or question ("add “x” to your calendar on Thu 5 Mar 2026", "show Shopping"). */
const CLAUSES: Pattern[] = [
  [/^add “(.+)” to your calendar(?: on (.+?))?(?: at (.+))?$/s, (title, date, time) => `أضيف ${quote(title)} إلى التقويم${on(date, time)}`],
  [/^look for “(.+)” in your calendar$/s, (words) => `أبحث عن ${quote(words)} في التقويم`],
  [/^look for it in your calendar$/, () => 'أبحث عنه في التقويم'],
  [/^show what's on(?: on (.+))?$/s, (date) => `أعرض ما عندك${on(date)}`],
  [/^check whether you're free(?: on (.+?))?(?: at (.+))?$/s, (date, time) => `أتحقق إن كنت متفرغًا${on(date, time)}`],
  [/^cancel what is on that day$/, () => 'ألغي ما في ذلك اليوم'],
  [/^cancel “(.+)”$/s, (words) => `ألغي ${quote(words)}`],
  [/^change an event$/, () => 'أغيّر موعدًا'],
  [/^change “(.+)”$/s, (words) => `أغيّر ${quote(words)}`],
  [/^list your reminders$/, () => 'أعرض تذكيراتك'],
  [/^add (.+) to your to-dos$/s, (tasks) => `أضيف ${items(tasks)} إلى مهامك`],
  [/^add (.+) to (.+)$/s, (things, name) => `أضيف ${items(things)} إلى ${listName(name)}`],
  [/^take (.+) off (.+)$/s, (things, name) => `أشطب ${items(things)} من ${listName(name)}`],
  [/^show your to-dos$/, () => 'أعرض مهامك'],
  [/^tick it off your to-dos$/, () => 'أشطبها من مهامك'],
  [/^tick “(.+)” off your to-dos$/s, (text) => `أشطب ${quote(text)} من مهامك`],
  [/^show (.+)$/s, (name) => `أعرض ${listName(name)}`],
];

function byPattern(patterns: Pattern[], text: string): string | null {
  for (const [re, say] of patterns) {
    const m = re.exec(text);
    if (m) return say(...m.slice(1));
  }
  return null;
}

const EITHER = /^(.+), or (.+)\? Reply 1 or 2\.$/s;

/** Asked when the question is not in the table: Arabic all the same, with an example. */
export const GENERAL_QUESTION = 'لم أفهم تمامًا ما تريد. أعد كتابة طلبك بجملة واحدة، مثلًا: «أضف حليب لقائمة التسوق» أو «شو عندنا بكرة؟».';
/** The either/or question when one of its clauses is not in the table; the answer is still 1 or 2. */
export const GENERAL_EITHER = 'هل تقصد الأول أم الثاني؟ ردّ بـ 1 أو 2.';

function either(text: string): string {
  const m = EITHER.exec(text);
  const a = m && byPattern(CLAUSES, m[1].charAt(0).toLowerCase() + m[1].slice(1));
  const b = m && byPattern(CLAUSES, m[2]);
  return a && b ? `هل ${a}، أم ${b}؟ ردّ بـ 1 أو 2.` : GENERAL_EITHER;
}

/** The question back in Arabic; a question already written in Arabic (the Arabic reader's) is kept. */
export function arabicQuestion(question: string, pending?: AssistantPending): string {
  if (writtenIn(question) === 'ar') return question;
  if (pending?.ask === 'either' || EITHER.test(question)) return either(question);
  return EXACT.get(question) ?? byPattern(PATTERNS, question) ?? GENERAL_QUESTION;
}
