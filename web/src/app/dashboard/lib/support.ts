/** The number itself comes from GET /api/config (lib/app-config.ts): configuration the server owns. */
export const SUPPORT_MESSAGE = "Hi Simplify! I'd like some help with my family assistant.";

/** The chat link: https://wa.me/<digits>?text=<encoded text>. */
export function supportChatHref(number: string, text: string = SUPPORT_MESSAGE): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** The number as people read it. */
export const supportNumberLabel = (number: string) => `+${number}`;
