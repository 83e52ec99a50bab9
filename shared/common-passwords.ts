import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 10,000 most common passwords, from the list zxcvbn-ts ships (@zxcvbn-ts/language-common, most
 * common first), checked offline. Server-only: the web's forms skip this check to keep the list out of
 * the /auth bundle and show the server's message instead.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;
const list = () => (common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase())));

/**
 * A password is common if, ignoring case, it is on the list as typed, or once the digits and symbols
 * people add at either end to meet the composition rules are taken off ("Monkey#2024" is "monkey").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return list().has(lower) || (core.length > 0 && list().has(core)) || list().has(lower.replace(/[^\p{L}\p{N}]+$/u, ''));
}
