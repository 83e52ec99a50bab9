import type { DiscStyle, VarkStyle } from '../../../shared/assessments/types';
import { DISC_LETTERS } from '../../../shared/assessments/types';
import { date, dayMonth } from './ar-dates';
import { listName, theList } from './ar-common';
import { ITEM, RLM, count, iso, link, quote } from './ar-text';
import type { SayAccount, SayLists } from './say';

/** The assistant's Arabic for the lists' upkeep and the account (sign-in link, plan, family facts). */

const addTo = (l: string) => `أضف إليها مثلًا: «أضف واقي شمس إلى ${theList(l)}».`;

const newList = (l: string) => `أنشأتُ قائمة جديدة: ${iso(l)}.`;

export const AR_LISTS: SayLists = {
  itemLine: (text, quantity) => `${RLM}• ${iso(text)}${quantity ? ` (${iso(quantity)})` : ''}`,
  listAlreadyEmpty: (l) => `${theList(l)} فارغة أصلًا.`,
  confirmClearList: (l, n) => `هل أفرغ ${theList(l)}؟ سيُحذف منها ${count(n, ITEM)}. ردّ بـ«نعم» لإفراغها أو «لا» للإبقاء عليها.`,
  summaryListCleared: (l) => `إفراغ ${theList(l)}`,
  listCleared: (l, n) => `أفرغتُ ${theList(l)} (${count(n, ITEM)}). أرسل «تراجع» خلال 30 دقيقة لاستعادتها.`,
  newListName: (n) => (n > 1 ? `قائمة جديدة ${n}` : 'قائمة جديدة'),
  listMade: (l) => `${newList(l)} ${addTo(l)}`,
  newList,
  listMadeAskName: (l) => `أنشأتُ قائمة جديدة: ${iso(l)}. ما الاسم الذي تريده لها؟ ردّ بالاسم، مثلًا: «السفر».`,
  listRenamed: (l) => `سمّيتُها ${iso(l)}. ${addTo(l)}`,
  noLists: 'ليست لديك قوائم بعد. أنشئ واحدة مثلًا: «قائمة جديدة باسم السفر».',
  listsHeader: (n) => `قوائمك (${n}):`,
  listLine: (a) => `${RLM}• ${listName(a.list)}${a.family ? ` (${iso(a.family)})` : ''}: ${a.open ? `فيها ${count(a.open, ITEM)}` : 'فارغة'}`,
  openListsAt: (url) => `افتحها من هنا: ${link(url)}`,
};

const VARK: Record<VarkStyle, string> = { visual: 'البصري', auditory: 'السمعي', readingWriting: 'القرائي الكتابي', kinesthetic: 'الحركي' };
const DISC: Record<DiscStyle, string> = { dominant: 'القيادي', influential: 'المؤثّر', supportive: 'الداعم', cautious: 'الدقيق' };
const disc = (style: DiscStyle) => `${iso(DISC_LETTERS[style])} – ${DISC[style]}`;
const APP = iso('Simplify');

/** The shared use-cases' refusals a message can reach, in Arabic; any other is said without its English detail. */
const REFUSALS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^There is already a list called "(.+)"\.$/, (m) => `توجد قائمة باسم ${quote(m[1])} من قبل. اختر اسمًا آخر.`],
  [/^A family can keep at most (\d+) lists/, (m) => `لا يمكن للعائلة أن تحتفظ بأكثر من ${m[1]} من القوائم. احذف أولًا قائمة لم تعد تحتاجها.`],
  [/^An event can be for at most (\d+) people/, (m) => `لا يمكن أن يكون الموعد لأكثر من ${m[1]} من الأشخاص.`],
  [/^Choose people from one family/, () => 'اختر أشخاص الموعد من عائلة واحدة.'],
  [/family member was not found/, () => 'لم أجد فرد العائلة هذا.'],
  [/not an occurrence of this event/, () => 'هذا التاريخ ليس من مواعيد هذا الحدث.'],
  [/not found|not valid any more|not shared with you/i, () => 'لم أعد أجده، فربما حُذف أو تغيّر للتو.'],
];

function refusal(message: string): string {
  for (const [pattern, say] of REFUSALS) {
    const m = pattern.exec(message);
    if (m) return say(m);
  }
  return 'لم أستطع إتمام الطلب. جرّب مرة أخرى، أو من التطبيق.';
}

export const AR_ACCOUNT: SayAccount = {
  confirmEmailFirst: (email, url) =>
    `من فضلك أكّد بريدك الإلكتروني أولًا: افتح رسالة التأكيد التي أرسلناها إلى ${iso(email)}، أو اطلب رسالة جديدة من ${link(url)}. ثم أرسل «${iso('login')}» مرة أخرى.`,
  signInLink: (url) => `هذا رابط تسجيل الدخول إلى ${APP}. يعمل مرة واحدة وتنتهي صلاحيته بعد 15 دقيقة:\n${link(url)}`,
  planActive: (a) =>
    `باقة ${iso(a.plan)} مفعّلة${a.until ? ` حتى ${date(a.until)} (ولن تتجدد)` : a.renews ? ` وتتجدد يوم ${date(a.renews)}` : ''}.${
      a.overdueUrl ? ` تعذّر الدفع الأخير؛ من فضلك حدّث بطاقتك: ${link(a.overdueUrl)}` : ''
    } المساعد جاهز: جرّب «شو عندنا اليوم؟» أو «مساعدة».`,
  planInactive: (a) =>
    `${a.paymentPending ? 'لا أرى دفعة في حسابك بعد، وقد يستغرق وصولها دقيقة. أعد إرسال رسالتك بعد قليل. ' : ''}${
      a.assessmentPack ? `لديك باقة التقييمات (تقييما ${iso('VARK')} و${iso('DiSC')}).` : 'أنت على الباقة المجانية.'
    } مساعد واتساب جزء من باقتَي ${APP} و${iso('Simplify+')}: ${link(a.url)}`,
  failed: (message) => `عذرًا، لم ينجح ذلك: ${refusal(message)}`,
  learningStyle: (a) =>
    `أسلوب التعلّم لدى ${iso(a.name)} (${iso('VARK')}، ${date(a.date)}): ${
      a.label.endsWith('Blend') && a.secondary && a.secondary !== a.dominant
        ? `مزيج من الأسلوبين ${VARK[a.dominant]} و${VARK[a.secondary]}`
        : `الأسلوب ${VARK[a.dominant]}`
    }.`,
  noLearningStyle: (name, url) => `لم يُكمَل تقييم أسلوب التعلّم ${iso('VARK')} لـ${iso(name)} بعد: ${link(url)}`,
  discStyle: (a) => `نمط ${iso('DiSC')} لدى ${iso(a.name)} (${date(a.date)}): ${disc(a.dominant)}${a.secondary ? `، ثم ${disc(a.secondary)}` : ''}.`,
  noDiscStyle: (name, url) => `لم يُكمَل تقييم ${iso('DiSC')} لـ${iso(name)} بعد: ${link(url)}`,
  birthday: (a) =>
    `عيد ميلاد ${iso(a.name)} في ${iso(dayMonth(a.born))} (مواليد ${a.born.slice(0, 4)}${a.age != null ? `، العمر الآن ${a.age}` : ''}).${
      a.today ? ' إنه اليوم!' : ` القادم: ${date(a.next)}، بعمر ${a.turning}.`
    }`,
  noBirthday: (name, url) => `ليس لديّ تاريخ ميلاد ${iso(name)}: ${link(url)}`,
  school: (name, school, year) => `مدرسة ${iso(name)}: ${iso(school)}${year ? `، ${iso(year)}` : ''}.`,
  noSchool: (name, url) => `ليس لديّ اسم مدرسة ${iso(name)}: ${link(url)}`,
  textOnly: `أستطيع حاليًا قراءة الرسائل النصية ومستندات المدرسة (${iso('PDF')} أو ملف نصي أو صورة). من فضلك اكتب طلبك، مثلًا: «شو عندنا اليوم؟» أو «مساعدة».`,
  dailyCap: (limit, plan, tz) =>
    `استخدمتَ كل طلبات المساعد لهذا اليوم في باقة ${iso(plan)} (الحد اليومي ${limit}). يبدأ العدّ من جديد عند منتصف الليل (بتوقيت ${iso(tz)})، وسأسعد بمساعدتك حينها.`,
};
