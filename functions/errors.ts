import type * as z from 'zod';

/** Expected failures: each carries the status and a message a person can act on. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Unauthorized: authentication required. Please sign in.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (message: string) => new HttpError(503, message);

/** Whether an error (of any SDK or library) carries this name: how AWS SDK and pdf.js errors say what they are. */
export const errorNamed = (error: unknown, name: string) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;

/** What every route answers when a service it depends on fails for now (DynamoDB, SES, Stripe, WhatsApp). */
export const TRY_AGAIN = 'Please try again in a moment.';

/**
 * A dependency failed in a way a later attempt may not: throttled, timed out, refused or down. Adapters
 * wrap their own failures in it (SES, WhatsApp); the wrapper also recognises raw SDK and Stripe errors.
 */
export class DependencyError extends Error {
  constructor(
    readonly dependency: 'dynamodb' | 'email' | 'stripe' | 'whatsapp' | 'secrets' | 'queue' | 'model' | 'storage',
    cause: unknown,
  ) {
    super(`${dependency} unavailable: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`, { cause });
    this.name = 'DependencyError';
  }
}

/**
 * Mark an error as a dependency's failure without changing it (its name and class stay, so callers that
 * look at them, like the reminder job's SES-throttling rule, still can). Returns the same error.
 */
export function markDependencyFailure<E>(error: E, dependency: DependencyError['dependency']): E {
  if (error instanceof Error) Object.assign(error, { $dependency: dependency });
  return error;
}

/** AWS error names that mean "busy, down or slow", whatever the service. */
const TRANSIENT_AWS = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'LimitExceededException',
  'TransactionConflictException',
  'TransactionInProgressException',
  'InternalServerError',
  'InternalServerErrorException',
  'InternalFailure',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'RequestTimeout',
  'RequestTimeoutException',
  'TimeoutError',
  'AbortError',
]);
/** Network failures below any SDK (Node's codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET']);
/** A transaction cancelled for one of these reasons was not refused by a condition: it may succeed later. */
const TRANSIENT_CANCEL = new Set(['ThrottlingError', 'ProvisionedThroughputExceeded', 'TransactionConflict', 'RequestLimitExceeded']);

type Failure = Error & {
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: number };
  code?: string;
  type?: string;
  cause?: unknown;
  CancellationReasons?: Array<{ Code?: string }>;
};

/** Whether an error means a dependency is unavailable for now (answer 503), as opposed to a bug (500). */
export function isDependencyFailure(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (error instanceof DependencyError) return true;
  const e = error as Failure & { $dependency?: string };
  if (e.$dependency) return true;
  if (e.$retryable || TRANSIENT_AWS.has(e.name)) return true;
  if (e.$metadata && (e.$metadata.httpStatusCode ?? 0) >= 500) return true;
  if (e.name === 'TransactionCanceledException' && e.CancellationReasons?.some((r) => TRANSIENT_CANCEL.has(r.Code ?? ''))) return true;
  // Stripe: could not connect or timed out, rate limited, or its API failed.
  // WhatsApp's Graph API answering 5xx or 429 (functions/adapters/whatsapp.ts).
  if (e.name === 'WhatsAppSendError' && ((e as { status?: number }).status === 429 || ((e as { status?: number }).status ?? 0) >= 500)) return true;
  if (e.type === 'StripeConnectionError' || e.type === 'StripeRateLimitError' || e.type === 'StripeAPIError') return true;
  if (e.code && NETWORK_CODES.has(e.code)) return true;
  // fetch wraps the network error in a TypeError('fetch failed') with the reason as its cause.
  return e.cause !== undefined && isDependencyFailure(e.cause, depth + 1);
}

/**
 * The sender is over its sending rate (SES throttling, as the error's name says, also when marked or wrapped).
 * Not the message's fault: the jobs that retry sends leave it due without counting the attempt.
 */
export function isSendThrottled(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (/TooManyRequests|Throttl/.test(error.name)) return true;
  return error.cause !== undefined && isSendThrottled(error.cause, depth + 1);
}

/** Zod issues → `{ error, fields }`: the first message leads, every field gets its own. */
export function validationError(error: z.ZodError, where: string) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : where;
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  const message = first && first.path.length ? first.message : `Invalid ${where}: ${first?.message ?? 'unexpected value'}`;
  return badRequest(message, fields);
}

/** The value as the schema reads it, or the 400 above naming what is wrong. */
export function parsedOr400<S extends z.ZodType>(schema: S, value: unknown, where = 'body'): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

/**
 * An update: the stored object with the request's fields on top, validated whole again, because a
 * change that is valid alone can break a rule that spans fields (a new end date before the old start).
 */
export const mergePatch = <S extends z.ZodType>(current: object, patch: object, schema: S): z.output<S> => parsedOr400(schema, { ...current, ...patch });
