import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { markDependencyFailure } from '../errors';
import { awsClientConfig } from './aws';
import type { Language } from '../../shared/constants';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe); SES adds them to the message as given. */
  headers?: Array<{ name: string; value: string }>;
}

let client: SESv2Client | undefined;
function ses() {
  if (client) return client;
  const { SES_ENDPOINT } = config();
  client = new SESv2Client({
    ...awsClientConfig('ses', { localEndpoint: Boolean(SES_ENDPOINT) }),
    ...(SES_ENDPOINT ? { endpoint: SES_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return client;
}

/**
 * Send one email with a plain-text and an HTML part (SES in AWS, the mail catcher locally). Any SES
 * failure (throttled, timed out, sending paused, message refused) is marked a dependency failure: the
 * route answers 503 and the person may try again; nothing about SES reaches them.
 */
export async function sendEmail(email: Email): Promise<void> {
  try {
    await send(email);
  } catch (error) {
    throw markDependencyFailure(error, 'email');
  }
}

async function send(email: Email) {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: config().MAIL_FROM,
      Destination: { ToAddresses: [email.to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
          ...(email.headers?.length ? { Headers: email.headers.map((h) => ({ Name: h.name, Value: h.value })) } : {}),
        },
      },
    }),
  );
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The email's own words around the content, and its HTML opening (Arabic reads right to left). */
const CHROME = {
  en: {
    signature: 'Simplify - your family assistant',
    buttonHelp: 'If the button does not work, copy this address into your browser:',
    htmlOpen: '<!doctype html><html>',
  },
  ar: {
    signature: '\u2068Simplify\u2069 - مساعد عائلتك',
    buttonHelp: 'إذا لم يعمل الزر، انسخ هذا العنوان في متصفحك:',
    htmlOpen: '<!doctype html><html lang="ar" dir="rtl">',
  },
} satisfies Record<Language, { signature: string; buttonHelp: string; htmlOpen: string }>;

export const emailChrome = (language: Language = 'en') => CHROME[language] ?? CHROME.en;

/**
 * Right-to-left emails keep every isolated value (FSI … PDI in the texts) as one unit in the HTML too: wrapped in
 * <bdi>, marks kept, for clients that ignore the marks. A link reads left to right on its own, and in the text part
 * it is isolated with a space before the closing mark, so a link detector never takes the mark into the address.
 */
const isolatedValues = (escaped: string) => escaped.replace(/\u2068[^\u2066-\u2069]*\u2069/g, '<bdi>$&</bdi>');

/** A short transactional email: greeting, paragraphs, one button link, and a plain-text twin, in English unless `language` says otherwise. */
export function composeEmail(opts: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  language?: Language;
}): Email {
  const chrome = emailChrome(opts.language);
  const rtl = opts.language === 'ar';
  const h = (text: string) => (rtl ? isolatedValues(escapeHtml(text)) : escapeHtml(text));
  const shownUrl = (url: string) => (rtl ? `<span dir="ltr">${escapeHtml(url)}</span>` : escapeHtml(url));
  const textParts = [opts.greeting, '', ...opts.paragraphs.flatMap((p) => [p, ''])];
  if (opts.action) textParts.push(`${opts.action.label}: ${rtl ? `\u2068${opts.action.url} \u2069` : opts.action.url}`, '');
  if (opts.footer) textParts.push(opts.footer, '');
  textParts.push(chrome.signature);
  const button = opts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.action.url)}" style="background:#2b6cb0;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${h(opts.action.label)}</a></p><p style="font-size:13px;color:#555">${h(chrome.buttonHelp)}<br>${shownUrl(opts.action.url)}</p>`
    : '';
  const html = `${chrome.htmlOpen}<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${h(opts.subject)}</h1><p>${h(opts.greeting)}</p>${opts.paragraphs.map((p) => `<p>${h(p)}</p>`).join('')}${button}${opts.footer ? `<p style="font-size:13px;color:#555">${h(opts.footer)}</p>` : ''}<p style="font-size:13px;color:#555">${h(chrome.signature)}</p></body></html>`;
  return { to: opts.to, subject: opts.subject, text: textParts.join('\n'), html };
}
