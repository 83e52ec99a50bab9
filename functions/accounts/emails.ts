import { composeEmail, sendEmail } from '../adapters/mailer';
import { appUrl } from '../config';
import { issueToken } from './one-time-tokens';
import { TOKEN_LIFETIMES_SECONDS } from '../../shared/constants';

/** The account emails: each issues its one-time token and sends the link built from APP_URL. */
const link = (path: string, token: string) => `${appUrl(path)}?token=${encodeURIComponent(token)}`;

interface Recipient {
  id: string;
  email: string;
  first_name: string;
}

type Content = Omit<Parameters<typeof composeEmail>[0], 'to' | 'greeting'>;

/** Every account email greets the account holder by first name. */
const mail = (user: Pick<Recipient, 'first_name'>, to: string, content: Content) =>
  sendEmail(composeEmail({ to, greeting: `Hi ${user.first_name},`, ...content }));

export async function sendVerificationEmail(user: Recipient) {
  const token = await issueToken('verify-email', user.id, TOKEN_LIFETIMES_SECONDS.emailVerification, { email: user.email });
  await mail(user, user.email, {
    subject: 'Verify your email for Simplify',
    paragraphs: [
      'Thanks for creating your Simplify account. Please confirm that this email address belongs to you.',
      'The link works once and expires in 24 hours.',
    ],
    action: { label: 'Verify my email', url: link('/verify-email', token) },
    footer: 'If you did not create an account, you can ignore this email.',
  });
}

/**
 * A single-use 15-minute sign-in link, emailed below or handed out by the assistant to the account's
 * verified WhatsApp number. The channel is kept with the token: only an emailed link proves the mailbox.
 */
export async function magicLink(user: Pick<Recipient, 'id' | 'email'>, channel: 'email' | 'whatsapp'): Promise<string> {
  return link('/auth/magic-link/verify', await issueToken('magic-link', user.id, TOKEN_LIFETIMES_SECONDS.magicLink, { email: user.email, channel }));
}

export async function sendMagicLinkEmail(user: Recipient) {
  const url = await magicLink(user, 'email');
  await mail(user, user.email, {
    subject: 'Your Simplify sign-in link',
    paragraphs: ['Use the link below to sign in to Simplify without a password.', 'It works once and expires in 15 minutes.'],
    action: { label: 'Sign in to Simplify', url },
    footer: 'If you did not ask for this link, you can ignore this email; nobody can sign in without it.',
  });
}

export async function sendPasswordResetEmail(user: Recipient) {
  const token = await issueToken('password-reset', user.id, TOKEN_LIFETIMES_SECONDS.passwordReset, { email: user.email });
  await mail(user, user.email, {
    subject: 'Reset your Simplify password',
    paragraphs: [
      'We received a request to reset the password of your Simplify account.',
      'The link works once and expires in 1 hour. Resetting your password signs you out everywhere.',
    ],
    action: { label: 'Choose a new password', url: link('/reset-password', token) },
    footer: 'If you did not ask for a reset, you can ignore this email; your password stays the same.',
  });
}

/** `nora@example.com` → `n***@example.com`: enough for the owner to recognise, little for anyone else. */
export const maskEmail = (email: string) => {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

/** The confirmation link of an email change goes to the new address; the old one keeps working until it is used. */
export async function sendEmailChangeConfirmation(user: Recipient, newEmail: string, changeId: string) {
  const token = await issueToken('verify-email', user.id, TOKEN_LIFETIMES_SECONDS.emailVerification, { email: newEmail, changeId });
  await mail(user, newEmail, {
    subject: 'Confirm your new email for Simplify',
    paragraphs: [
      'You asked to use this address for your Simplify account. Confirm it to finish the change; until then your account keeps its current address.',
      'The link works once and expires in 24 hours. Confirming signs you out on your other devices.',
    ],
    action: { label: 'Confirm my new email', url: link('/verify-email', token) },
    footer: 'If you did not ask for this, you can ignore this email; nothing changes.',
  });
}

export async function sendEmailChangeNotice(user: Recipient, newEmail: string) {
  await mail(user, user.email, {
    subject: 'Your Simplify email is being changed',
    paragraphs: [
      `Your email is being changed to ${maskEmail(newEmail)}. The change happens only when that address confirms it; until then this address stays in use.`,
      'If this was not you, reset your password now, then cancel the change in Settings.',
    ],
    action: { label: 'Reset my password', url: appUrl('/auth?forgot=1') },
    footer: 'You are receiving this because it concerns the security of your account.',
  });
}

export async function sendPasswordChangedNotice(user: Recipient, how: 'changed' | 'reset') {
  await mail(user, user.email, {
    subject: 'Your Simplify password was changed',
    paragraphs: [
      how === 'reset'
        ? 'Your password was reset with a link sent to this address, and every device was signed out.'
        : 'Your password was changed from your account settings, and your other devices were signed out.',
      'If this was not you, reset your password now and check your account settings.',
    ],
    action: { label: 'Reset my password', url: appUrl('/auth?forgot=1') },
    footer: 'You are receiving this because it concerns the security of your account.',
  });
}
