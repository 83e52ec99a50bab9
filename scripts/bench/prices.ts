/**
 * List prices the cost benchmark multiplies by (AWS us-east-1, on-demand, no free tier, no discounts).
 * Written from the published price pages as known on `readOn`: prices change, so re-check every figure
 * against the pages in `sources` before quoting a result. Free tiers are left out on purpose: they are per
 * AWS account, not per family, and vanish at scale.
 */
export const prices = {
  readOn: '2026-11-25',
  region: 'us-east-1',
  recheck: 'Written from memory of the public price pages, not fetched: re-check each value before relying on it.',
  sources: [
    'https://aws.amazon.com/lambda/pricing/',
    'https://aws.amazon.com/api-gateway/pricing/',
    'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    'https://aws.amazon.com/sqs/pricing/',
    'https://aws.amazon.com/ses/pricing/',
    'https://aws.amazon.com/s3/pricing/',
    'https://aws.amazon.com/cloudwatch/pricing/',
    'https://aws.amazon.com/eventbridge/pricing/',
    'https://aws.amazon.com/bedrock/pricing/',
    'https://aws.amazon.com/cloudfront/pricing/',
    'https://aws.amazon.com/secrets-manager/pricing/',
    'https://developers.facebook.com/docs/whatsapp/pricing',
  ],
  lambda: {
    /** arm64, first 7.5 billion GB-s a month. */
    perGbSecond: 0.0000133334,
    perMillionRequests: 0.2,
  },
  /** HTTP API, first 300 million requests a month (each 512 KB counts as one request). */
  apiGatewayHttpPerMillion: 1.0,
  dynamodb: {
    /** On-demand (since the November 2024 price cut). */
    perMillionWriteUnits: 0.625,
    perMillionReadUnits: 0.125,
    /** Standard table class, after the first 25 GB. */
    storagePerGbMonth: 0.25,
  },
  /** FIFO queue requests (each 64 KB chunk of a request is one request). */
  sqsFifoPerMillion: 0.5,
  sqsStandardPerMillion: 0.4,
  sesPerThousandEmails: 0.1,
  s3: {
    standardPerGbMonth: 0.023,
    /** PUT, COPY, POST, LIST. */
    putPerThousand: 0.005,
    getPerThousand: 0.0004,
  },
  cloudwatch: {
    logsIngestionPerGb: 0.5,
    logsStoragePerGbMonth: 0.03,
    /** Standard-resolution metric alarm. */
    alarmPerMonth: 0.1,
    dashboardPerMonth: 3.0,
    customMetricPerMonth: 0.3,
  },
  /** Scheduled rules on the default event bus do not incur EventBridge charges. */
  eventbridgeScheduledInvocation: 0,
  cloudfront: {
    /** North America; the always-free tier (1 TB out, 10 million requests a month) is left out, as above. */
    perTenThousandHttpsRequests: 0.01,
    perGbOut: 0.085,
  },
  secretsManager: { perSecretMonth: 0.4, perTenThousandCalls: 0.05 },
  /** Anthropic Claude 3.5 Haiku on Bedrock, on-demand. */
  bedrockHaiku35: { perMillionInput: 0.8, perMillionOutput: 4.0 },
  /**
   * Meta's fee, not AWS's: a utility template message delivered to a US number outside an open customer
   * service window. Service replies (within 24 h of the person's message) and utility templates inside that
   * window are free under Meta's pricing.
   */
  whatsappUtilityUs: 0.004,
} as const;

export type Prices = typeof prices;
