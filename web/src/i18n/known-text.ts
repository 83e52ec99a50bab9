import { i18n } from '@lingui/core';
import en from './en.json';

/**
 * A message's text when it has no arguments. The built app's catalogues are compiled (web/scripts/lingui-catalogues.ts):
 * a message is then a list of pieces, and plain text is the list of its strings.
 */
export function plainText(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && message.every((piece) => typeof piece === 'string')) return message.join('');
  return undefined;
}

/** English text → its catalogue key, for texts made outside a component (validation rules, failure toasts). */
const keyOfText = new Map<string, string>();

/** Adds an English catalogue's plain texts to what translateKnown recognises (the signed-in areas' catalogues load later). */
export function rememberEnglish(messages: Record<string, unknown>) {
  for (const [key, message] of Object.entries(messages)) {
    const text = plainText(message);
    if (text !== undefined && !keyOfText.has(text)) keyOfText.set(text, key);
  }
}
rememberEnglish(en);

/**
 * A message written in English by shared code (the schemas' validation messages, the failure toasts of
 * features/auth/lib/failure-messages.ts, which the server's rules and their tests use as they are), in the
 * current language: the English catalogue holds the same text, and its key gives the translation. Text that
 * is not in the catalogue (a server's own message) is shown as it came.
 */
export function translateKnown(text: string): string;
export function translateKnown(text: string | undefined): string | undefined;
export function translateKnown(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = keyOfText.get(text);
  return key ? i18n._(key) : text;
}

/** A toast's title and description, each through translateKnown. */
export const translateNotice = <T extends { title: string; description: string }>(notice: T): T => ({
  ...notice,
  title: translateKnown(notice.title),
  description: translateKnown(notice.description),
});
