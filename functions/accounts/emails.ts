import { composeEmail, sendEmail } from '../adapters/mailer';
import { appUrl } from '../config';
import { issueToken } from './one-time-tokens';
import { TOKEN_LIFETIMES_SECONDS, type Language } from '../../shared/constants';
import { ACCOUNT_EMAILS, emailLanguage, GREETING, type EmailTexts } from './email-texts';

/**
 * The account emails, in the account's preferred language (texts: email-texts.ts): each issues its one-time token
 * and sends the link built from APP_URL.
 */
const link = (path: string, token: string) => `${appUrl(path)}?token=${encodeURIComponent(token)}`;

interface Recipient {
  id: string;
  email: string;
  first_name: string;
  /** Required so every caller passes the account's language on; anything but 'ar' reads as English. */
  preferred_language: string | null | undefined;
}

/** Every account email greets the account holder by first name, in the account's language. */
function mail(user: Omit<Recipient, 'id' | 'email'>, to: string, texts: (language: Language) => EmailTexts, url: string) {
  const language = emailLanguage(user.preferred_language);
  const { subject, paragraphs, action, footer } = texts(language);
  return sendEmail(composeEmail({ to, subject, greeting: GREETING[language](user.first_name), paragraphs, action: { label: action, url }, footer, language }));
}

export async function sendVerificationEmail(user: Recipient) {
  const token = await issueToken('verify-email', user.id, TOKEN_LIFETIMES_SECONDS.emailVerification, { email: user.email });
  await mail(user, user.email, (l) => ACCOUNT_EMAILS.verify[l](), link('/verify-email', token));
}

/**
 * A single-use 15-minute sign-in link, emailed below or handed out by the assistant to the account's
 * verified WhatsApp number. The channel is kept with the token: only an emailed link proves the mailbox.
 */
export async function magicLink(user: Pick<Recipient, 'id' | 'email'>, channel: 'email' | 'whatsapp'): Promise<string> {
  return link('/auth/magic-link/verify', await issueToken('magic-link', user.id, TOKEN_LIFETIMES_SECONDS.magicLink, { email: user.email, channel }));
}

export async function sendMagicLinkEmail(user: Recipient) {
  await mail(user, user.email, (l) => ACCOUNT_EMAILS.magicLink[l](), await magicLink(user, 'email'));
}

export async function sendPasswordResetEmail(user: Recipient) {
  const token = await issueToken('password-reset', user.id, TOKEN_LIFETIMES_SECONDS.passwordReset, { email: user.email });
  await mail(user, user.email, (l) => ACCOUNT_EMAILS.reset[l](), link('/reset-password', token));
}

/** `nora@example.com` → `n***@example.com`: enough for the owner to recognise, little for anyone else. */
export const maskEmail = (email: string) => {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

/** The confirmation link of an email change goes to the new address; the old one keeps working until it is used. */
export async function sendEmailChangeConfirmation(user: Recipient, newEmail: string, changeId: string) {
  const token = await issueToken('verify-email', user.id, TOKEN_LIFETIMES_SECONDS.emailVerification, { email: newEmail, changeId });
  await mail(user, newEmail, (l) => ACCOUNT_EMAILS.emailChangeConfirmation[l](), link('/verify-email', token));
}

export async function sendEmailChangeNotice(user: Recipient, newEmail: string) {
  const masked = maskEmail(newEmail);
  await mail(user, user.email, (l) => ACCOUNT_EMAILS.emailChangeNotice[l]({ masked }), appUrl('/auth?forgot=1'));
}

export async function sendPasswordChangedNotice(user: Recipient, how: 'changed' | 'reset') {
  await mail(user, user.email, (l) => ACCOUNT_EMAILS.passwordChanged[l]({ how }), appUrl('/auth?forgot=1'));
}
