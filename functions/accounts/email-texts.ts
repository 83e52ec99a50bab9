import { iso } from '../assistant/replies/ar-text';
import type { Language } from '../../shared/constants';
import { CALENDAR_SHARE_TEXT, RELATIONSHIP_TYPE_LABELS, type CalendarRight, type RelationshipType } from '../../shared/links';

/**
 * The words of the account and invitation emails, English and Arabic side by side, one entry per kind. The Arabic
 * is Modern Standard Arabic; every value inserted into it (a name, an address, the product's Latin name) is
 * isolated so it keeps its place in a right-to-left line. Links are added by the sender, never written here.
 */

export interface EmailTexts {
  subject: string;
  paragraphs: string[];
  action: string;
  footer: string;
}

type Kind<Values = void> = Record<Language, (values: Values) => EmailTexts>;

const APP = iso('Simplify');

/** The language an email goes out in: the account's, English for anything unknown. */
export const emailLanguage = (preferred?: string | null): Language => (preferred === 'ar' ? 'ar' : 'en');

export const GREETING: Record<Language, (firstName: string) => string> = {
  en: (firstName) => `Hi ${firstName},`,
  ar: (firstName) => `مرحبًا ${iso(firstName)}،`,
};

const SECURITY_FOOTER = {
  en: 'You are receiving this because it concerns the security of your account.',
  ar: 'تصلك هذه الرسالة لأنها تتعلق بأمان حسابك.',
};

export const ACCOUNT_EMAILS = {
  verify: {
    en: () => ({
      subject: 'Verify your email for Simplify',
      paragraphs: [
        'Thanks for creating your Simplify account. Please confirm that this email address belongs to you.',
        'The link works once and expires in 24 hours.',
      ],
      action: 'Verify my email',
      footer: 'If you did not create an account, you can ignore this email.',
    }),
    ar: () => ({
      subject: `أكّد بريدك الإلكتروني لحسابك في ${APP}`,
      paragraphs: [`شكرًا لإنشائك حسابًا في ${APP}. يُرجى تأكيد أن عنوان البريد الإلكتروني هذا يخصّك.`, 'يعمل الرابط مرة واحدة فقط، وتنتهي صلاحيته خلال 24 ساعة.'],
      action: 'تأكيد بريدي الإلكتروني',
      footer: 'إذا لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.',
    }),
  },
  magicLink: {
    en: () => ({
      subject: 'Your Simplify sign-in link',
      paragraphs: ['Use the link below to sign in to Simplify without a password.', 'It works once and expires in 15 minutes.'],
      action: 'Sign in to Simplify',
      footer: 'If you did not ask for this link, you can ignore this email; nobody can sign in without it.',
    }),
    ar: () => ({
      subject: `رابط الدخول إلى ${APP}`,
      paragraphs: [`استخدم الرابط أدناه للدخول إلى ${APP} دون كلمة مرور.`, 'يعمل الرابط مرة واحدة فقط، وتنتهي صلاحيته خلال 15 دقيقة.'],
      action: `الدخول إلى ${APP}`,
      footer: 'إذا لم تطلب هذا الرابط، يمكنك تجاهل هذه الرسالة؛ فلا يستطيع أحد الدخول إلى حسابك من دونه.',
    }),
  },
  reset: {
    en: () => ({
      subject: 'Reset your Simplify password',
      paragraphs: [
        'We received a request to reset the password of your Simplify account.',
        'The link works once and expires in 1 hour. Resetting your password signs you out everywhere.',
      ],
      action: 'Choose a new password',
      footer: 'If you did not ask for a reset, you can ignore this email; your password stays the same.',
    }),
    ar: () => ({
      subject: `إعادة تعيين كلمة المرور لحسابك في ${APP}`,
      paragraphs: [
        `تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في ${APP}.`,
        'يعمل الرابط مرة واحدة فقط، وتنتهي صلاحيته خلال ساعة واحدة. وعند إعادة تعيين كلمة المرور يُسجَّل خروجك من جميع الأجهزة.',
      ],
      action: 'اختيار كلمة مرور جديدة',
      footer: 'إذا لم تطلب إعادة التعيين، يمكنك تجاهل هذه الرسالة؛ وستبقى كلمة المرور كما هي.',
    }),
  },
  emailChangeConfirmation: {
    en: () => ({
      subject: 'Confirm your new email for Simplify',
      paragraphs: [
        'You asked to use this address for your Simplify account. Confirm it to finish the change; until then your account keeps its current address.',
        'The link works once and expires in 24 hours. Confirming signs you out on your other devices.',
      ],
      action: 'Confirm my new email',
      footer: 'If you did not ask for this, you can ignore this email; nothing changes.',
    }),
    ar: () => ({
      subject: `أكّد بريدك الإلكتروني الجديد في ${APP}`,
      paragraphs: [
        `طلبت استخدام هذا العنوان لحسابك في ${APP}. أكّده لإتمام التغيير؛ وحتى ذلك الحين يبقى عنوان حسابك الحالي كما هو.`,
        'يعمل الرابط مرة واحدة فقط، وتنتهي صلاحيته خلال 24 ساعة. وعند التأكيد يُسجَّل خروجك من أجهزتك الأخرى.',
      ],
      action: 'تأكيد بريدي الجديد',
      footer: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة؛ فلن يتغيّر شيء.',
    }),
  },
  emailChangeNotice: {
    en: ({ masked }) => ({
      subject: 'Your Simplify email is being changed',
      paragraphs: [
        `Your email is being changed to ${masked}. The change happens only when that address confirms it; until then this address stays in use.`,
        'If this was not you, reset your password now, then cancel the change in Settings.',
      ],
      action: 'Reset my password',
      footer: SECURITY_FOOTER.en,
    }),
    ar: ({ masked }) => ({
      subject: `طلب تغيير بريدك الإلكتروني في ${APP}`,
      paragraphs: [
        `يجري تغيير بريدك الإلكتروني إلى ${iso(masked)}. ولن يتم التغيير إلا بعد تأكيده من ذلك العنوان؛ وحتى ذلك الحين يبقى هذا العنوان مستخدمًا.`,
        'إذا لم تكن أنت من طلب ذلك، فأعد تعيين كلمة المرور الآن، ثم ألغِ التغيير من الإعدادات.',
      ],
      action: 'إعادة تعيين كلمة المرور',
      footer: SECURITY_FOOTER.ar,
    }),
  },
  passwordChanged: {
    en: ({ how }) => ({
      subject: 'Your Simplify password was changed',
      paragraphs: [
        how === 'reset'
          ? 'Your password was reset with a link sent to this address, and every device was signed out.'
          : 'Your password was changed from your account settings, and your other devices were signed out.',
        'If this was not you, reset your password now and check your account settings.',
      ],
      action: 'Reset my password',
      footer: SECURITY_FOOTER.en,
    }),
    ar: ({ how }) => ({
      subject: `تم تغيير كلمة المرور لحسابك في ${APP}`,
      paragraphs: [
        how === 'reset'
          ? 'أُعيد تعيين كلمة المرور برابط أُرسل إلى هذا العنوان، وسُجِّل الخروج من جميع الأجهزة.'
          : 'غُيّرت كلمة المرور من إعدادات حسابك، وسُجِّل الخروج من أجهزتك الأخرى.',
        'إذا لم تكن أنت من فعل ذلك، فأعد تعيين كلمة المرور الآن وراجع إعدادات حسابك.',
      ],
      action: 'إعادة تعيين كلمة المرور',
      footer: SECURITY_FOOTER.ar,
    }),
  },
} satisfies {
  verify: Kind;
  magicLink: Kind;
  reset: Kind;
  emailChangeConfirmation: Kind;
  emailChangeNotice: Kind<{ masked: string }>;
  passwordChanged: Kind<{ how: 'changed' | 'reset' }>;
};

export interface InvitationValues {
  name: string;
  email: string;
  relationship: RelationshipType;
  right: CalendarRight;
}

const RELATIONSHIP_AR: Record<RelationshipType, string> = {
  spouse: 'الزوج أو الزوجة',
  co_parent: 'شريك في تربية الأبناء',
  caregiver: 'مقدّم رعاية',
  family_member: 'فرد من العائلة',
};
const CALENDAR_SHARE_AR: Record<Exclude<CalendarRight, 'none'>, string> = {
  view: 'الاطلاع على تقويم العائلة',
  edit: 'الاطلاع على تقويم العائلة وتعديله',
};

/** The invitation to link accounts, greeting included: it goes to an address that may have no account yet. */
export const INVITATION_EMAIL: Record<Language, { greeting: string; texts: (values: InvitationValues) => EmailTexts }> = {
  en: {
    greeting: 'Hello,',
    texts: ({ name, email, relationship, right }) => ({
      subject: `${name} invited you to share family information on Simplify`,
      paragraphs: [
        `${name} (${email}) would like to link Simplify accounts with you as their ${RELATIONSHIP_TYPE_LABELS[relationship]}.`,
        `You would be able to: see the children's profiles; collaborate on their learning and personality assessments${right === 'none' ? '' : `; ${CALENDAR_SHARE_TEXT[right].toLowerCase()}`}.`,
        'Sign in (or create an account) with this email address to accept or decline. The invitation expires in 7 days.',
      ],
      action: 'View the invitation',
      footer:
        right === 'none'
          ? 'Nothing else in either account is shared: calendars, to-dos, billing and settings stay private.'
          : 'Nothing else in either account is shared: to-dos, billing and settings stay private.',
    }),
  },
  ar: {
    greeting: 'مرحبًا،',
    texts: ({ name, email, relationship, right }) => ({
      subject: `دعوة من ${iso(name)} لمشاركة معلومات العائلة على ${APP}`,
      paragraphs: [
        `وصلتك دعوة من ${iso(name)} (${iso(email)}) لربط حسابَيكما في ${APP}، وصفتك فيها: ${RELATIONSHIP_AR[relationship]}.`,
        `ستتمكن من: الاطلاع على ملفات الأطفال؛ والمشاركة في تقييمات التعلّم والشخصية الخاصة بهم${right === 'none' ? '' : `؛ و${CALENDAR_SHARE_AR[right]}`}.`,
        'سجّل الدخول (أو أنشئ حسابًا) بعنوان البريد الإلكتروني هذا لقبول الدعوة أو رفضها. تنتهي صلاحية الدعوة خلال 7 أيام.',
      ],
      action: 'عرض الدعوة',
      footer:
        right === 'none'
          ? 'لا يُشارَك أي شيء آخر من الحسابين: تبقى التقاويم والمهام والفواتير والإعدادات خاصة.'
          : 'لا يُشارَك أي شيء آخر من الحسابين: تبقى المهام والفواتير والإعدادات خاصة.',
    }),
  },
};
