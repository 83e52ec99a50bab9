import * as z from 'zod';

/**
 * The parts of Meta's WhatsApp Cloud API webhook payload the assistant reads (the `messages` field):
 * `{ object: "whatsapp_business_account", entry: [{ id, changes: [{ field, value }] }] }` where `value`
 * holds `metadata`, `contacts[]`, `messages[]` (from users) and `statuses[]` (of what we sent).
 * Unknown keys are allowed: Meta adds fields over time.
 */

export const WhatsAppMessageSchema = z.looseObject({
  /** The sender's number: digits without `+`. */
  from: z.string().regex(/^\d{6,20}$/),
  id: z.string().min(1).max(256),
  timestamp: z.string().regex(/^\d{1,12}$/),
  /** text, image, audio, video, document, sticker, location, contacts, reaction, interactive, button, unsupported, ... */
  type: z.string().min(1).max(40),
  text: z.looseObject({ body: z.string() }).optional(),
  /** A file the user sent: its media id (downloaded through GET /{media-id}), type, name and caption. */
  document: z
    .looseObject({
      id: z.string().min(1).max(256),
      mime_type: z.string().max(200).optional(),
      filename: z.string().max(1000).optional(),
      caption: z.string().max(4096).optional(),
    })
    .optional(),
  image: z.looseObject({ id: z.string().min(1).max(256), mime_type: z.string().max(200).optional(), caption: z.string().max(4096).optional() }).optional(),
});
export type WhatsAppMessage = z.infer<typeof WhatsAppMessageSchema>;

export const WhatsAppStatusSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string().min(1),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
});

export const WhatsAppWebhookSchema = z.looseObject({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.looseObject({
      id: z.string().optional(),
      changes: z.array(
        z.looseObject({
          field: z.string().optional(),
          value: z.looseObject({
            messaging_product: z.literal('whatsapp').optional(),
            metadata: z.looseObject({ phone_number_id: z.string(), display_phone_number: z.string().optional() }).optional(),
            contacts: z.array(z.looseObject({ wa_id: z.string().optional(), profile: z.looseObject({ name: z.string().optional() }).optional() })).optional(),
            // Each message is checked on its own, so one odd message does not drop the others.
            messages: z.array(z.unknown()).optional(),
            statuses: z.array(z.unknown()).optional(),
          }),
        }),
      ),
    }),
  ),
});
export type WhatsAppWebhook = z.infer<typeof WhatsAppWebhookSchema>;
