import { config } from '../config';

/**
 * Timeouts and retry budgets of every AWS SDK client, in one place. An API Lambda has 10 s: a slow or
 * throttled dependency must fail inside that (the wrapper answers 503) rather than time the function out.
 * `maxAttempts` counts the first try; the SDK's standard retry mode backs off between attempts.
 */
export const AWS_BUDGETS = {
  /** Reads and writes take milliseconds; three short tries ride out a throttling burst. */
  dynamodb: { connectionTimeout: 1000, requestTimeout: 2000, maxAttempts: 3 },
  /** A send is one call per request; a second try, then the caller is told to retry. */
  ses: { connectionTimeout: 1000, requestTimeout: 3000, maxAttempts: 2 },
  secrets: { connectionTimeout: 1000, requestTimeout: 2000, maxAttempts: 3 },
  sqs: { connectionTimeout: 1000, requestTimeout: 2000, maxAttempts: 3 },
  /** The model call has its own deadline (ASSISTANT_MODEL_TIMEOUT_MS); this bounds one HTTP exchange. */
  bedrock: { connectionTimeout: 2000, requestTimeout: 10_000, maxAttempts: 2 },
  /** For the school-documents bucket: import awsClientConfig('s3'). */
  s3: { connectionTimeout: 1000, requestTimeout: 3000, maxAttempts: 3 },
} as const;

export type AwsClientKind = keyof typeof AWS_BUDGETS;

/**
 * Region, retry budget and HTTP timeouts for a client of this kind. Without `throwOnRequestTimeout` the
 * SDK only warns when a request outlives `requestTimeout`. Against a local endpoint (DynamoDB Local, the mail
 * catcher on a busy laptop or test machine) the request timeout is relaxed: those are not the services whose
 * latency the budgets are for.
 */
export function awsClientConfig(kind: AwsClientKind, opts: { localEndpoint?: boolean } = {}) {
  const { connectionTimeout, requestTimeout, maxAttempts } = AWS_BUDGETS[kind];
  return {
    region: config().AWS_REGION,
    maxAttempts,
    requestHandler: { connectionTimeout, requestTimeout: opts.localEndpoint ? LOCAL_REQUEST_TIMEOUT_MS : requestTimeout, throwOnRequestTimeout: true },
  };
}

export const LOCAL_REQUEST_TIMEOUT_MS = 30_000;
