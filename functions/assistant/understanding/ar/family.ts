import type { FactName, Interpretation } from '../types';
import type { ArMessage } from './message';
import { titleOf } from './message';
import { cutMembers } from './members';
import { pattern } from './text';
import { cutWhen } from './when';

/**
 * The family and the account in Arabic: a child's homework ("واجب رياضيات لعمر يوم الأحد"، "شو واجبات ليان؟"),
 * a member's facts ("ليان في أي مدرسة؟"، "ايش أسلوب تعلم عمر؟"), the sign-in link and the plan.
 */

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const HOMEWORK = pattern(`${B}(?:ال)?(?:واجب|واجبات|وظيفه|وظايف|وظائف|فرض|فروض|homework)(?:ها|ه|هم)?${E}`);
const PROJECT = pattern(`${B}(?:بحث|مشروع|تقرير)${E}.*${B}(?:يسلمه|تسلمه|يسلمها|تسلمها|تسليمه|تسليمها|التسليم|تسليم)${E}`);
const DUE = pattern(`${B}(?:لازم\\s+)?(?:يسلمه|تسلمه|يسلمها|تسلمها|تسليمه|تسليمها|التسليم|تسليم|موعد تسليمه|موعد تسليمها|مطلوب|يخلصه|تخلصه)${E}`);

export function readHomework(m: ArMessage): Interpretation | null {
  if (!HOMEWORK.test(m.folded) && !PROJECT.test(m.folded)) return null;
  const s = m.said();
  const members = cutMembers(s, m.ctx);
  if (!members.member) return null;
  if (m.asking) return { tool: 'listHomework', input: { member: members.member } };
  const when = cutWhen(s, m.wall, m.ctx.timezone);
  if (when.time) return null;
  s.cutAll(DUE);
  const task = titleOf(s);
  return task ? { tool: 'addHomework', input: { task: task.slice(0, 300), member: members.member, dueDate: when.date ?? when.range?.fromDate ?? null } } : null;
}

const FACTS: Array<[FactName, RegExp]> = [
  ['learningStyle', pattern(`${B}(?:اسلوب|طريقه|نمط|ستايل)\\s+(?:ال)?تعلم|${B}(?:كيف|شلون|ازاي)\\s+(?:يتعلم|تتعلم)|${B}vark|${B}فارك`)],
  ['discStyle', pattern(`${B}disc|${B}ديسك|${B}(?:نمط|طبع|نوع)\\s+(?:ال)?شخصيه|${B}شخصيت(?:ه|ها)`)],
  ['birthday', pattern(`${B}(?:عيد ميلاد|تاريخ ميلاد|ميلاد|متى انولد|متى ولد|متى ولدت|كم عمر|عمره|عمرها|كم سنه)`)],
  ['school', pattern(`${B}(?:ال)?(?:مدرسه|مدرسته|مدرستها|صف|الصف|سنه دراسيه|مرحله|اي صف|اي سنه)${E}`)],
];
const ABOUT = pattern(`^(?:احكيلي|احكي لي|احكي|قلي|قولي|قول لي|خبرني|حدثني|اخبرني|عطني معلومات|معلومات|ابي اعرف|بدي اعرف)\\s+(?:عن|كل شي عن|شي عن)${E}`);

export function readFact(m: ArMessage): Interpretation | null {
  const about = ABOUT.test(m.folded);
  const fact = FACTS.find(([, re]) => re.test(m.folded))?.[0] ?? (about ? 'all' : null);
  if (!fact || (!m.asking && !about)) return null;
  const s = m.said();
  const members = cutMembers(s, m.ctx);
  if (!members.member || members.also.length) return null;
  const when = cutWhen(s, m.wall, m.ctx.timezone);
  if (when.time || when.date) return null;
  return { tool: 'memberFacts', input: { member: members.member, fact } };
}

const SIGN_IN = pattern(
  `${B}(?:رابط\\s+(?:ال)?(?:دخول|تسجيل|موقع|تطبيق)|لينك|رابط الموقع|(?:ا|ن)?سجل\\s+(?:ال)?دخول|تسجيل\\s+(?:ال)?دخول|(?:ا|ن)?دخل\\s+(?:على|ع|ل|الى)\\s*(?:ال)?(?:موقع|تطبيق|حساب)|الدخول\\s+(?:للموقع|للتطبيق|لحسابي)|login|log in|sign in|ما اقدر ادخل|مش قادر ادخل|ما قدرت ادخل)`,
);
const PAID = pattern(`${B}(?:دفعت|دفعنا|سددت|حولت المبلغ)${E}.*(?:فعل|شغل)|${B}(?:فعل|فعلي|شغل)\\s+(?:حسابي|اشتراكي|الاشتراك|الباقه|باقتي)`);
const PLAN = pattern(`${B}(?:باقتي|الباقه|اشتراكي|الاشتراك|خطتي|الخطه|فتره التجربه|التجربه المجانيه|الفتره المجانيه|التجديد|متى يتجدد|متى تنخصم)${E}`);

export function readAccount(m: ArMessage): Interpretation | null {
  if (PAID.test(m.folded)) return { tool: 'planStatus', input: { activation: true } };
  if (SIGN_IN.test(m.folded)) return { tool: 'signInLink', input: {} };
  if (PLAN.test(m.folded) && (m.asking || m.folded.split(/\s+/).length <= 3)) return { tool: 'planStatus', input: { activation: false } };
  return null;
}
