/** The figures the cost section's pricing takes as given rather than measuring them (cost-pricing.ts). */

// Assumptions that no local run can measure; each is printed with the result.
export const ASSUME = {
  /** Lambda's START/END/REPORT lines per invocation (bytes). */
  platformLogBytes: 300,
  /** Static requests per web session that reach CloudFront (index.html, config; hashed assets are cached). */
  staticRequestsPerSession: 2,
  /** Cold starts per invocation, and the secrets each reads then (GetSecretValue calls). */
  coldStartShare: 0.01,
  secretsPerColdStart: 2,
  /** Anthropic's tool-use system prompt, added by the model provider when tools are sent (tokens). */
  toolPromptTokens: 300,
  /** Model rounds per message: one tool call, one reply. */
  modelRounds: 2,
  /** Output tokens of a tool call. */
  toolCallTokens: 60,
  /** Worker time spent waiting for Bedrock per round (ms). */
  modelRoundMs: 1200,
  /** The SQS event source's long polls on the assistant queue: 5 pollers, one 20 s poll each. */
  sqsPollsPerMonth: 5 * 3 * 60 * 24 * 30,
  /** Days of a month (scheduled runs). */
  days: 30,
  /** Documents are kept until deleted: a school year's worth (10 months of 2) is the steady state. */
  documentMonthsKept: 10,
};

/** One API Gateway access-log line in the stage's format (infra/constructs/http-api.ts), with typical values. */
export const ACCESS_LOG_BYTES = JSON.stringify({
  requestId: 'Ab1Cd2Ef3Gh4Ij=',
  ip: '203.0.113.10',
  time: '25/Nov/2026:07:00:00 +0000',
  routeKey: 'GET /api/calendar/events',
  status: '200',
  bytes: '2048',
  latencyMs: '45',
  integrationError: '-',
}).length;
