import { MESSAGES } from '../../../lib/auth-rules';
import { errorStatus, serverErrorMessage } from '../../../lib/api-client';

/** Answers that mean the emailed token itself is no good (used, expired, unknown or malformed). */
const TOKEN_PROBLEM_STATUSES = new Set([400, 401, 404, 410]);

/** The message for the "link can no longer be used" page, or null when the failure is something else. */
export function linkProblemMessage(error: unknown): string | null {
  const status = errorStatus(error);
  if (status === undefined || !TOKEN_PROBLEM_STATUSES.has(status)) return null;
  return serverErrorMessage(error) ?? MESSAGES.tokenInvalid;
}
