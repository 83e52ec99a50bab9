import * as z from 'zod';

/**
 * What the WhatsApp simulator accepts: the Graph API's send payloads (as Meta validates them) and the chat
 * page's messages; and what it records in its outbox for each send.
 */

export interface OutboxMessage {
  to: string;
  type: 'text' | 'template';
  /** For a template: a readable rendering (name, language and each body variable), so the chat page shows it. */
  text: { body: string };
  template?: { name: string; language: string; parameters: string[] };
  at: string;
}

const Envelope = {
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\d{6,20}$/),
};
/** Meta's rules for a template's text variables: not empty, no line breaks or tabs, at most 4 spaces in a row. */
const TemplateText = z
  .string()
  .min(1)
  .max(1024)
  .refine((t) => !/[\n\t]| {5,}/.test(t), 'no new-line, tab or more than 4 consecutive spaces');
export const SendSchema = z.discriminatedUnion('type', [
  z.object({ ...Envelope, type: z.literal('text'), text: z.object({ body: z.string().min(1).max(4096), preview_url: z.boolean().optional() }) }),
  z.object({
    ...Envelope,
    type: z.literal('template'),
    template: z.object({
      name: z.string().regex(/^[a-z0-9_]{1,512}$/),
      language: z.object({ code: z.string().min(2).max(10), policy: z.literal('deterministic').optional() }),
      components: z
        .array(z.object({ type: z.literal('body'), parameters: z.array(z.object({ type: z.literal('text'), text: TemplateText })).max(20) }))
        .max(1)
        .optional(),
    }),
  }),
]);

export function toOutbox(m: z.infer<typeof SendSchema>): OutboxMessage {
  const at = new Date().toISOString();
  if (m.type === 'text') return { to: m.to, type: 'text', text: { body: m.text.body }, at };
  const parameters = m.template.components?.[0]?.parameters.map((p) => p.text) ?? [];
  const body = [`[template ${m.template.name} (${m.template.language.code})]`, ...parameters.map((p, i) => `{{${i + 1}}} ${p}`)].join('\n');
  return { to: m.to, type: 'template', text: { body }, template: { name: m.template.name, language: m.template.language.code, parameters }, at };
}

export const ChatSchema = z.object({
  from: z.string().regex(/^\d{6,20}$/, 'Use digits only, with the country code (no +).'),
  type: z.enum(['text', 'image', 'audio', 'location', 'reaction', 'document']).default('text'),
  text: z.string().max(20_000).optional(),
  /** An attached file (document or photo), base64. */
  file: z.object({ name: z.string().min(1).max(200), type: z.string().max(100), dataBase64: z.string().max(6 * 1024 * 1024) }).optional(),
});
