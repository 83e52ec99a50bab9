/** Apart from the fetch, so that every part of it (address rules, request, response) can throw one without a cycle. */

export type CalendarFetchErrorCode =
  | 'scheme'
  | 'credentials'
  | 'invalid'
  | 'private-address'
  | 'not-found'
  | 'unreachable'
  | 'certificate'
  | 'timeout'
  | 'too-large'
  | 'redirects'
  | 'http-status'
  | 'web-page'
  | 'not-calendar'
  | 'encoding';

/** A failure worth showing to a parent as is; `code` lets the caller decide what to do (retry, pause). */
export class CalendarFetchError extends Error {
  constructor(
    message: string,
    readonly code: CalendarFetchErrorCode,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'CalendarFetchError';
  }
}
