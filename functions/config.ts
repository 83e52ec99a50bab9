import * as z from 'zod';

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
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(64 * 1024),
  LOG_LEVEL: z.enum(['info', 'silent']).default('info'),
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
    parsed.data.ADMIN_EMAILS.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
  );
  cached = { ...parsed.data, adminEmails };
  return cached;
}
