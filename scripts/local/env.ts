import * as z from 'zod';

/** `NAME=` in .env means "not set". */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** Settings of the local stack (`npm start`), validated once; see .env.example. */
export const LocalEnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: port(3000),
  DYNAMODB_PORT: port(8000),
  MAIL_PORT: port(8005),
  DATA_DIR: z.string().min(1).default('.data'),
  TABLE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{3,255}$/, 'letters, digits, _ . - (3-255 chars)')
    .default('simplify'),
  APP_URL: z.url().optional(),
  ADMIN_EMAILS: z.string().default(''),
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\d{8,15}$/, 'digits only, with country code')
    .default('15551234567'),
  MAIL_FROM: z.string().default('Simplify <no-reply@simplify.local>'),
  // The API refuses payments (503) with any other shape, as it does in AWS while the placeholders are in place.
  STRIPE_SECRET_KEY: unsetWhenEmpty(
    z
      .string()
      .regex(/^(sk|rk)_/, 'a Stripe secret or restricted key: sk_... or rk_...')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: unsetWhenEmpty(
    z
      .string()
      .regex(/^whsec_/, 'a Stripe webhook signing secret: whsec_...')
      .optional(),
  ),
  /** Real WhatsApp Cloud API instead of the local simulator: set all of these (see docs/local.md). */
  WHATSAPP_API_URL: z.url().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('100000000000001'),
  WHATSAPP_ACCESS_TOKEN: z.string().min(16).optional(),
  WHATSAPP_APP_SECRET: z.string().min(16).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16).optional(),
  ASSISTANT_DAILY_LIMITS: z
    .string()
    .regex(
      /^\s*((free|simplify|simplify_plus|assessment_pack):\d{1,6}\s*(,\s*|$))*$/,
      'plan:number pairs separated by commas, e.g. simplify:100,simplify_plus:200',
    )
    .optional(),
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().positive().default(60),
  LOG_LEVEL: z.enum(['info', 'silent']).default('info'),
  SKIP_WEB_BUILD: z.enum(['0', '1']).default('0'),
});

export type LocalEnv = z.infer<typeof LocalEnvSchema>;

export function parseLocalEnv(env: NodeJS.ProcessEnv): LocalEnv {
  const parsed = LocalEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')} (${i.message})`).join('; ')}. See .env.example.`);
  }
  return parsed.data;
}
