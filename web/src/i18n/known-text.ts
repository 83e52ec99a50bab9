import { i18n } from '@lingui/core';
import en from './en.json';

/** English text → its catalogue key, for texts made outside a component (validation rules, failure toasts). */
const keyOfText = new Map(Object.entries(en).map(([key, text]) => [text, key]));

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
