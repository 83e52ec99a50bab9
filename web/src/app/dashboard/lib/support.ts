import { i18n } from '@lingui/core';

/**
 * The chat link: https://wa.me/<digits>?text=<encoded text>, the first message written in the page's language
 * (the assistant answers in the language it is written to). The number itself comes from GET /api/config
 * (lib/app-config.ts): configuration the server owns.
 */
export function supportChatHref(number: string, text: string = i18n._('home.supportMessage')): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** The number as people read it. */
export const supportNumberLabel = (number: string) => `+${number}`;
