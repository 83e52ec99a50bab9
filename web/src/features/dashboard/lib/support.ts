/** The product's messaging-app support number (digits only, as wa.me wants it). Configuration, not a secret. */
export const SUPPORT_WHATSAPP = '15551234567';

export const SUPPORT_MESSAGE = "Hi Simplify! I'd like some help with my family assistant.";

/** The chat link: https://wa.me/<number>?text=<encoded text>. */
export function supportChatHref(text: string = SUPPORT_MESSAGE, number: string = SUPPORT_WHATSAPP): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** The number as people read it. */
export const supportNumberLabel = (number: string = SUPPORT_WHATSAPP) => `+${number}`;
