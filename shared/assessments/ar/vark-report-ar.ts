import { MULTIMODAL_MIN_PERCENT } from '../scoring';
import { VARK_STYLES, type VarkAgeGroup, type VarkReport, type VarkResult, type VarkStyle } from '../types';
import { VARK_REPORT_PAIRS_AR } from './vark-report-pairs-ar';
import { VARK_REPORT_STYLES_AR, VARK_STYLE_FOCUS_AR } from './vark-report-styles-ar';

/**
 * The VARK comprehensive report in Arabic: the same sections and the same choice of content as the English
 * builder (pure style, blend of two, or multimodal). Tips are written as verbal nouns and the name sits as an
 * object or possessive, so every sentence reads correctly for a girl or a boy.
 */

export interface VarkContentAr {
  overview: string;
  teaching: string[];
  home: string[];
}

export type VarkBuildAr = (n: string) => VarkContentAr;

export interface VarkPairAr {
  focus: string;
  overview: (n: string) => string;
  ages: Record<VarkAgeGroup, VarkBuildAr>;
}

export const VARK_STYLE_LABELS_AR: Record<VarkStyle, string> = {
  visual: 'البصري',
  auditory: 'السمعي',
  readingWriting: 'القرائي الكتابي',
  kinesthetic: 'الحركي',
};

const MULTIMODAL: Record<VarkAgeGroup, (n: string) => { ageNote: string; teaching: string[]; home: string[] }> = {
  '6-12': (n) => ({
    ageNote:
      'وفي هذه السن يعني ذلك التنويع: المزج بين القصص والصور والأناشيد والأشغال اليدوية والألعاب على مدار الأسبوع، وملاحظة ما ينجح منها أكثر في كل مادة.',
    teaching: [
      `تقديم كل فكرة جديدة بأكثر من طريقة: عرضها، وقولها، وكتابة كلمة مفتاحية، ثم إتاحة تجربتها لـ${n}.`,
      `منح ${n} حرية اختيار طريقة إظهار الفهم: الرسم أو الحديث أو الكتابة أو البناء.`,
      `ملاحظة الطريقة الأنسب لكل مادة؛ فقد يتغيّر ما يناسب ${n} بحسب المهمة.`,
    ],
    home: [
      'التنويع بين الأنشطة على مدار الأسبوع: قصة مقروءة بصوت عالٍ، وعمل يدوي، ولعبة رسم، ولعبة كلمات.',
      `عند التعثّر، تغيير القناة، كتحويل مسألة مكتوبة إلى صورة أو إلى نموذج ملموس بين يدي ${n}.`,
      `الثناء على المرونة، وترك اختيار الطريقة الأولى لـ${n}.`,
    ],
  }),
  '13-18': (n) => ({
    ageNote: `وفي سن المراهقة تكمن الميزة العملية في المرونة: بإمكان ${n} مواءمة الطريقة مع المادة، كالمخطّطات للأحياء، والنقاش للتاريخ، والتمارين التطبيقية للرياضيات، والتبديل بين الطرق حين تصبح المراجعة رتيبة.`,
    teaching: [
      'تدريس المحتوى نفسه عبر قناتين أو ثلاث، كمخطّط وشرح ومهمة تطبيقية.',
      `إتاحة اختيار شكل المشاريع والمراجعة لـ${n} ضمن معايير واضحة.`,
      `سؤال ${n} بعد كل موضوع عن الطريقة الأكثر فائدة، لتنمية الوعي بأسلوب التعلّم.`,
    ],
    home: [
      `مساعدة ${n} على تخطيط مراجعة تنوّع الطرق بين الجلسات للحفاظ على الحماس.`,
      'اقتراح تجربة طريقة مختلفة فور توقّف إحدى الطرق عن النجاح، بدلًا من الإصرار عليها.',
      'دعم مزيج متنوّع من القراءة والاستماع والصنع والحركة في الهوايات ووقت الفراغ.',
    ],
  }),
};

/** The first name, isolated (FSI … PDI) so a Latin or mixed name keeps its place in the Arabic sentence. */
function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? `\u2068${first}\u2069` : 'هذا المتعلّم';
}

/** 'أ، وب وج': Arabic joins the last item with a attached و. */
function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('، ')} و${items[items.length - 1]}`;
}

/** A count with the noun in the form Arabic grammar asks for (1, 2, 3 to 10, 11 and more). */
function counted(count: number, one: string, two: string, few: string, many: string): string {
  if (count === 1) return one;
  if (count === 2) return two;
  return `${count} ${count >= 3 && count <= 10 ? few : many}`;
}

const points = (gap: number) => counted(gap, 'نقطة واحدة', 'نقطتين', 'نقاط', 'نقطة');

/** Highest percentage first; ties keep the V, A, R, K order. */
function rankedStyles(result: VarkResult): VarkStyle[] {
  return [...VARK_STYLES].sort((a, b) => result.percentages[b] - result.percentages[a] || VARK_STYLES.indexOf(a) - VARK_STYLES.indexOf(b));
}

function introduction(n: string, ageGroup: VarkAgeGroup, total: number): string {
  const answered = total > 0 ? counted(total, 'إجابة واحدة', 'إجابتين', 'إجابات', 'إجابة') : 'الإجابات';
  if (ageGroup === '6-12') {
    return `يتناول هذا التقرير طرق التعلّم المفضّلة لدى ${n}، بناءً على ${answered} عن أسئلة أساليب التعلّم للفئة العمرية من 6 إلى 12 سنة. في هذه السن لا تزال التفضيلات في طور التكوّن، لذا فالنتائج صورة لما هو ممتع وسهل على ${n} الآن، لا تصنيف ثابت. والأفكار هنا موجّهة للوالدين والمعلّمين لتطبيقها عبر اللعب والقراءة المشتركة والروتين اليومي.`;
  }
  return `يصف هذا التقرير الطرق المفضّلة لدى ${n} في تلقّي المعلومات ومعالجتها وتذكّرها، بناءً على ${answered} عن أسئلة أساليب التعلّم للفئة العمرية من 13 إلى 18 سنة. يتولّى المراهقون شيئًا فشيئًا إدارة طريقة مذاكرتهم، لذا صيغت الاقتراحات لتُشارَك مع ${n}: لاختيار أساليب المذاكرة، وبناء نظام للملاحظات، وتكوين عادات مستقلّة، مع دور داعم للوالدين والمعلّمين.`;
}

function learningProfile(n: string, result: VarkResult, isBlend: boolean): string {
  const pct = result.percentages;
  const label = VARK_STYLE_LABELS_AR;
  const lead = result.dominantStyle;
  const second = result.secondaryStyle;
  const gap = pct[lead] - pct[second];
  const parts: string[] = [];
  if (result.totalQuestions > 0) {
    parts.push(
      `توزّعت إجابات ${n} البالغ عددها ${result.totalQuestions} على النحو التالي: ${listJoin(rankedStyles(result).map((s) => `${label[s]} ${pct[s]}%`))}.`,
    );
  } else {
    parts.push(`لم تُحتسب أي إجابات بعد، لذا يظهر كل أسلوب بنسبة ${pct[lead]}% والملف أدناه افتراضي فقط.`);
  }
  if (isBlend) {
    const relation = gap === 0 ? 'متساويان' : `لا يفصل بينهما سوى ${points(gap)}`;
    parts.push(
      `الأسلوبان ${label[lead]} (${pct[lead]}%) و${label[second]} (${pct[second]}%) ${relation}، لذا فملف ${n} مزيج من الأسلوبين ${label[lead]} و${label[second]}: يعمل الأسلوبان معًا دون أن يتقدّم أحدهما بوضوح.`,
    );
  } else {
    parts.push(`وهذا يجعل الأسلوب ${label[lead]} هو المفضّل لدى ${n}، متقدّمًا بفارق ${points(gap)} على الأسلوب ${label[second]} (${pct[second]}%).`);
  }
  if (result.isMultimodal) {
    const strong = VARK_STYLES.filter((s) => pct[s] >= MULTIMODAL_MIN_PERCENT).length;
    const howMany = strong >= 4 ? 'الأساليب الأربعة كلها' : `${strong} أساليب`;
    parts.push(`وقد بلغت ${howMany} نسبة ${MULTIMODAL_MIN_PERCENT}% أو أكثر، ما يجعل ملف ${n} متعدّد الأساليب أيضًا.`);
  }
  return parts.join(' ');
}

function conclusion(n: string, ageGroup: VarkAgeGroup, focus: string, multimodal: boolean): string {
  if (ageGroup === '6-12') {
    const start = multimodal
      ? `والبدء من ${focus}، مع الحفاظ على التنوّع، يمنح ${n} نقطة انطلاق مريحة.`
      : `والاعتماد على ${focus} يمنح ${n} ببساطة نقطة انطلاق مريحة.`;
    return `تستمرّ تفضيلات التعلّم في النموّ خلال الطفولة، لذا فهذا التقرير نقطة بداية لا تصنيف. من المفيد تجربة بعض الأفكار أعلاه، وملاحظة ما يُشعل حماس ${n} منها، مع الاستمرار في تقديم طرق التعلّم الأربع كلها، فكل طفل يستفيد من الرؤية والاستماع والقراءة والتجربة. ${start} ويمكن إعادة التقييم بعد عام لملاحظة ما تغيّر.`;
  }
  const base = multimodal ? `انطلاقًا من ${focus} مع التنقّل بحرية بين الطرق` : `مع اتخاذ ${focus} قاعدةً أساسية ومواصلة بناء المهارات الأخرى`;
  return `من المفيد مشاركة هذا التقرير مع ${n} والحديث عن الاستراتيجيات التي تبدو طبيعية بالفعل وتلك التي تستحق التجربة. الهدف خلال السنوات الدراسية المقبلة هو وعي ${n} بأفضل طرق التعلّم الشخصية واختيار الأساليب باستقلالية، ${base}، فالاختبارات والعمل والحياة اليومية تتطلّبها جميعًا. ويمكن لإعادة التقييم لاحقًا أن تكشف كيف تتغيّر عادات ${n}.`;
}

function pairKey(a: VarkStyle, b: VarkStyle): keyof typeof VARK_REPORT_PAIRS_AR {
  const [first, second] = VARK_STYLES.indexOf(a) <= VARK_STYLES.indexOf(b) ? [a, b] : [b, a];
  return `${first}+${second}` as keyof typeof VARK_REPORT_PAIRS_AR;
}

export function buildVarkReportAr(input: { name: string; ageGroup: VarkAgeGroup; result: VarkResult }): VarkReport {
  const { ageGroup, result } = input;
  const n = firstNameOf(input.name);
  const lead = result.dominantStyle;
  const isBlend = result.label.endsWith('Blend') && result.secondaryStyle !== lead;
  const label = VARK_STYLE_LABELS_AR;

  let overview: string;
  let teaching: string[];
  let home: string[];
  let focus: string;

  if (isBlend) {
    const pair = VARK_REPORT_PAIRS_AR[pairKey(lead, result.secondaryStyle)];
    const aged = pair.ages[ageGroup](n);
    overview = `${pair.overview(n)} ${aged.overview}`;
    ({ teaching, home } = aged);
    focus = pair.focus;
  } else {
    ({ overview, teaching, home } = VARK_REPORT_STYLES_AR[lead][ageGroup](n));
    focus = VARK_STYLE_FOCUS_AR[lead];
  }

  if (result.isMultimodal) {
    const pct = result.percentages;
    const strong = rankedStyles(result).filter((s) => pct[s] >= MULTIMODAL_MIN_PERCENT);
    const strongList = listJoin(strong.map((s) => `${label[s]} (${pct[s]}%)`));
    const leadName = isBlend ? `الأسلوبين ${label[lead]} و${label[result.secondaryStyle]}` : `الأسلوب ${label[lead]}`;
    const multi = MULTIMODAL[ageGroup](n);
    overview = `توزّعت إجابات ${n} على عدة أساليب: ${strongList}، وقد بلغ كلٌّ منها ${MULTIMODAL_MIN_PERCENT}% أو أكثر. هذا ملف متعدّد الأساليب؛ إذ يمكن لـ${n} تلقّي المعلومات بأكثر من طريقة، وغالبًا ما يكون التعلّم في أفضل حالاته حين يصل الموضوع عبر قنوات عدّة، كأن يُرى، ثم يُشرح بصوت مسموع، ثم يُجرَّب. الميل الأقوى هو نحو ${leadName}، وهو نقطة انطلاق جيدة، لكن التنقّل بين الأساليب قوة تستحق الاستثمار، لا ضعف في التركيز. ${multi.ageNote}`;
    teaching = [...multi.teaching, ...teaching.slice(0, 2)];
    home = [...multi.home, ...home.slice(0, 2)];
  }

  return {
    introduction: introduction(n, ageGroup, result.totalQuestions),
    learningProfile: learningProfile(n, result, isBlend),
    overview,
    teachingTips: teaching,
    homeSupport: home,
    conclusion: conclusion(n, ageGroup, focus, result.isMultimodal),
  };
}
