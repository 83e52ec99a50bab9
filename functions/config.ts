import * as z from 'zod';
import type { SubscriptionType } from '../shared/constants';

/** Server configuration, parsed once from the environment; every bad variable is listed at once. */
const EnvSchema = z.object({
  TABLE_NAME: z.string().min(1),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** Set locally (DynamoDB Local); absent in AWS. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** Local: the generated key itself. In AWS: JWT_SECRET_ARN names a Secrets Manager secret. */
  JWT_SECRET: z.string().min(32).optional(),
  JWT_SECRET_ARN: z.string().min(1).optional(),
  JWT_ISSUER: z.string().default('simplify'),
  JWT_AUDIENCE: z.string().default('simplify-web'),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  APP_URL: z.url().default('http://localhost:3000'),
  MAIL_FROM: z.string().min(3).default('Simplify <no-reply@simplify.local>'),
  /** Set locally (aws-ses-v2-local); absent in AWS. */
  SES_ENDPOINT: z.url().optional(),
  /** Stripe: a key (or its Secrets Manager ARN) means real Stripe; none means the local payment simulator. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_SECRET_ARN: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET_ARN: z.string().min(1).optional(),
  /** Stripe price ids (or lookup keys) per plan; absent → prices built inline from the plan amounts. */
  STRIPE_PRICE_SIMPLIFY: z.string().optional(),
  STRIPE_PRICE_SIMPLIFY_PLUS: z.string().optional(),
  STRIPE_PRICE_ASSESSMENT_PACK: z.string().optional(),
  /**
   * In AWS: the secret CloudFront sends in the origin-verify header (ARN). Present → every request
   * without it is refused, so the API answers only through CloudFront. Absent locally: no check.
   */
  ORIGIN_VERIFY_SECRET_ARN: z.string().min(1).optional(),
  ORIGIN_VERIFY_SECRET: z.string().min(16).optional(),
  ADMIN_EMAILS: z.string().default(''),
  SUPPORT_WHATSAPP: z.string().default('15551234567'),
  /** WhatsApp Cloud API: each secret given directly (locally) or by Secrets Manager ARN (in AWS). */
  WHATSAPP_APP_SECRET: z.string().min(16).optional(),
  WHATSAPP_APP_SECRET_ARN: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16).optional(),
  WHATSAPP_VERIFY_TOKEN_ARN: z.string().min(1).optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(16).optional(),
  WHATSAPP_ACCESS_TOKEN_ARN: z.string().min(1).optional(),
  /** The business phone number's id in Meta's Graph API (not the number itself). */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ or -')
    .default('100000000000001'),
  /** Graph API base, version included; `npm start` points it at the local simulator. */
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v23.0'),
  /**
   * The approved WhatsApp template for the daily agenda outside the 24-hour window (Meta's manager): its name
   * and language code. Its body has three text variables: {{1}} the day, {{2}} the events, {{3}} the to-dos.
   */
  WHATSAPP_DAILY_TEMPLATE: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/, 'lower-case letters, digits and _')
    .default('daily_agenda'),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'a language code such as en or en_GB')
    .default('en'),
  /** The same template's Arabic translation (approved in Meta's manager under the same name), for Arabic profiles. */
  WHATSAPP_TEMPLATE_LANGUAGE_AR: z
    .string()
    .trim()
    .regex(/^ar(_[A-Z]{2})?$/, 'an Arabic language code such as ar or ar_AE')
    .default('ar'),
  /** How long one Graph API send may take before it is abandoned (and the message left for a retry). */
  WHATSAPP_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  /** The assistant's SQS queue; absent locally (an in-process queue is used). */
  ASSISTANT_QUEUE_URL: z.url().optional(),
  /** The reminder and summary jobs hand their batches to this queue's workers; absent → in-process (see adapters/deliveries.ts). */
  DELIVERY_QUEUE_URL: z.url().optional(),
  /** Daily assistant requests per plan, `plan:n,plan:n`; plans not listed are not capped here. */
  ASSISTANT_DAILY_LIMITS: z
    .string()
    .default('simplify:100,simplify_plus:200')
    .transform((text, ctx) => {
      const limits: Partial<Record<SubscriptionType, number>> = {};
      for (const part of text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const m = /^(free|simplify|simplify_plus|assessment_pack):(\d{1,6})$/.exec(part);
        if (!m) {
          ctx.addIssue({ code: 'custom', message: `"${part}" is not plan:number (plans: free, simplify, simplify_plus, assessment_pack)` });
          return z.NEVER;
        }
        limits[m[1] as SubscriptionType] = Number(m[2]);
      }
      return limits;
    }),
  /**
   * Amazon Bedrock model (or inference profile) id for the assistant, e.g. `anthropic.claude-3-5-haiku-20241022-v1:0`.
   * Absent (locally, in CI): the built-in engine answers every message.
   */
  ASSISTANT_MODEL_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._:-]{1,200}$/, 'a Bedrock model id')
    .optional(),
  /** The whole model conversation for one message (every round) must finish in this time, else the built-in engine answers. */
  ASSISTANT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(8000),
  /** Model tokens per account per local day; past it the built-in engine answers until midnight (0 = no budget). */
  ASSISTANT_DAILY_TOKENS: z.coerce.number().int().min(0).default(200_000),
  /** School documents: the S3 bucket in AWS; absent → files under DOCUMENTS_DIR (local and tests). */
  DOCUMENTS_BUCKET: z.string().trim().min(3).optional(),
  DOCUMENTS_DIR: z.string().min(1).default('.data/documents'),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  LOG_LEVEL: z.enum(['info', 'silent']).default('info'),
  /**
   * '1' lets calendar subscriptions fetch loopback addresses over http (a local file server standing in for a
   * school under `npm start`). The CDK stack never sets it: in AWS only public https addresses are fetched.
   */
  CALENDAR_FETCH_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
});

/** The header CloudFront adds to every API request with the origin-verify secret (infra/constructs/web-hosting.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

export type Config = z.infer<typeof EnvSchema> & { adminEmails: ReadonlySet<string> };

let cached: Config | undefined;

export function config(): Config {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const list = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid server configuration: ${list}`);
  }
  const adminEmails = new Set(
    parsed.data.ADMIN_EMAILS.split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
  cached = { ...parsed.data, adminEmails };
  return cached;
}

/** An address in the web app: `path` (starting with "/") joined to APP_URL, whether or not that ends in "/". */
export const appUrl = (path = '') => `${config().APP_URL.replace(/\/$/, '')}${path}`;
