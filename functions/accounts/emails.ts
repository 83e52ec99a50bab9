import { composeEmail, sendEmail } from '../adapters/mailer';
import { config } from '../config';
import { issueToken } from './one-time-tokens';
import { TOKEN_LIFETIMES_SECONDS } from '../../shared/constants';

/** The account emails: each issues its one-time token and sends the link built from APP_URL. */
const link = (path: string, token: string) => `${config().APP_URL.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;

interface Recipient {
  id: string;
  email: string;
  first_name: string;
}

export async function sendVerificationEmail(user: Recipient) {
  const token = await issueToken('verify-email', user.id, TOKEN_LIFETIMES_SECONDS.emailVerification, { email: user.email });
  await sendEmail(
    composeEmail({
      to: user.email,
      subject: 'Verify your email for Simplify',
      greeting: `Hi ${user.first_name},`,
      paragraphs: ['Thanks for creating your Simplify account. Please confirm that this email address belongs to you.', 'The link works once and expires in 24 hours.'],
      action: { label: 'Verify my email', url: link('/verify-email', token) },
      footer: 'If you did not create an account, you can ignore this email.',
    }),
  );
}

/**
 * A single-use 15-minute sign-in link, emailed below or handed out by the assistant to the account's
 * verified WhatsApp number. The channel is kept with the token: only an emailed link proves the mailbox.
 */
export async function magicLink(userId: string, channel: 'email' | 'whatsapp'): Promise<string> {
  return link('/auth/magic-link/verify', await issueToken('magic-link', userId, TOKEN_LIFETIMES_SECONDS.magicLink, { channel }));
}

export async function sendMagicLinkEmail(user: Recipient) {
  const url = await magicLink(user.id, 'email');
  await sendEmail(
    composeEmail({
      to: user.email,
      subject: 'Your Simplify sign-in link',
      greeting: `Hi ${user.first_name},`,
      paragraphs: ['Use the link below to sign in to Simplify without a password.', 'It works once and expires in 15 minutes.'],
      action: { label: 'Sign in to Simplify', url },
      footer: 'If you did not ask for this link, you can ignore this email; nobody can sign in without it.',
    }),
  );
}

export async function sendPasswordResetEmail(user: Recipient) {
  const token = await issueToken('password-reset', user.id, TOKEN_LIFETIMES_SECONDS.passwordReset);
  await sendEmail(
    composeEmail({
      to: user.email,
      subject: 'Reset your Simplify password',
      greeting: `Hi ${user.first_name},`,
      paragraphs: ['We received a request to reset the password of your Simplify account.', 'The link works once and expires in 1 hour. Resetting your password signs you out everywhere.'],
      action: { label: 'Choose a new password', url: link('/reset-password', token) },
      footer: 'If you did not ask for a reset, you can ignore this email; your password stays the same.',
    }),
  );
}
