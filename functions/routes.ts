/**
 * The one route table. The CDK stack makes one API Gateway route and one Lambda per row,
 * the local HTTP adapter serves the same rows, and the handler wrapper enforces `access`
 * by looking the request's route key up here.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Access = 'public' | 'user' | 'admin';
/** Which table actions the function needs: its IAM grant is derived from this. */
export type TableUse = 'none' | 'read' | 'write';
/**
 * Secrets and services beyond the table: 'whatsappVerifyToken' (Meta's webhook handshake),
 * 'whatsappAppSecret' (signatures of Meta's deliveries), 'whatsappSend' (the Graph API access token),
 * 'assistantQueue' (sqs:SendMessage to the assistant queue), 'assistantModel' (bedrock:InvokeModel on the
 * configured model, only when the stack has the `assistantModelId` context), 'documents' (put and delete
 * files under `users/` in the documents bucket, list that prefix), 'deliveryQueue' (sqs:SendMessage to the
 * deliveries queue: the reminder and summary runs hand their due items to its workers).
 */
export type Use =
  | 'mail'
  | 'stripe'
  | 'jwt'
  | 'whatsappVerifyToken'
  | 'whatsappAppSecret'
  | 'whatsappSend'
  | 'assistantQueue'
  | 'assistantModel'
  | 'documents'
  | 'deliveryQueue';

export interface RouteRow {
  method: HttpMethod;
  /** API Gateway path syntax: `{id}` marks a path parameter. */
  path: string;
  /** Handler module under `functions/`, without extension; it exports `handler`. */
  handler: string;
  access: Access;
  table: TableUse;
  /** Secrets and services the function uses beyond the table (routes with access user/admin always get 'jwt'). */
  uses?: ReadonlyArray<Use>;
  /** The Lambda's timeout (default 10 s; API Gateway gives up at 30 s). */
  timeoutSeconds?: number;
}

/** The document upload's body limit: 4 MB as base64 (4/3) plus the JSON around it, under Lambda's 6 MB payload. */
export const DOCUMENT_UPLOAD_BODY_BYTES = 5_700_000;

export const routes: readonly RouteRow[] = [
  { method: 'GET', path: '/api/health', handler: 'system/health', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/config', handler: 'system/public-config', access: 'public', table: 'none' },

  // Accounts and sign-in
  { method: 'POST', path: '/api/auth/register', handler: 'auth/register', access: 'public', table: 'write', uses: ['mail'] },
  { method: 'POST', path: '/api/auth/verify-email', handler: 'auth/verify-email', access: 'public', table: 'write', uses: ['jwt'] },
  { method: 'POST', path: '/api/auth/resend-verification', handler: 'auth/resend-verification', access: 'public', table: 'write', uses: ['mail'] },
  { method: 'POST', path: '/api/auth/login', handler: 'auth/login', access: 'public', table: 'write', uses: ['jwt'] },
  { method: 'POST', path: '/api/auth/logout', handler: 'auth/logout', access: 'user', table: 'write' },
  { method: 'GET', path: '/api/auth/user', handler: 'auth/get-user', access: 'user', table: 'read' },
  { method: 'PUT', path: '/api/auth/profile', handler: 'auth/update-profile', access: 'user', table: 'write', uses: ['mail'] },
  { method: 'PUT', path: '/api/auth/password', handler: 'auth/change-password', access: 'user', table: 'write', uses: ['mail'] },
  { method: 'POST', path: '/api/auth/email-change/resend', handler: 'auth/resend-email-change', access: 'user', table: 'write', uses: ['mail'] },
  { method: 'DELETE', path: '/api/auth/email-change', handler: 'auth/cancel-email-change', access: 'user', table: 'write' },
  { method: 'POST', path: '/api/auth/logout-all', handler: 'auth/logout-all', access: 'user', table: 'write' },
  { method: 'DELETE', path: '/api/auth/account', handler: 'auth/delete-account', access: 'user', table: 'write', uses: ['stripe', 'documents'] },
  { method: 'POST', path: '/api/auth/magic-link', handler: 'auth/magic-link', access: 'public', table: 'write', uses: ['mail'] },
  { method: 'POST', path: '/api/auth/magic-link/verify', handler: 'auth/magic-link-verify', access: 'public', table: 'write', uses: ['jwt'] },
  { method: 'POST', path: '/api/auth/request-password-reset', handler: 'auth/request-password-reset', access: 'public', table: 'write', uses: ['mail'] },
  { method: 'POST', path: '/api/auth/reset-password', handler: 'auth/reset-password', access: 'public', table: 'write', uses: ['mail'] },

  // Family members
  { method: 'GET', path: '/api/family-members', handler: 'family/list-members', access: 'user', table: 'read' },
  { method: 'GET', path: '/api/family-members/{id}', handler: 'family/get-member', access: 'user', table: 'read' },
  { method: 'POST', path: '/api/family-members', handler: 'family/create-member', access: 'user', table: 'write' },
  { method: 'PUT', path: '/api/family-members/{id}', handler: 'family/update-member', access: 'user', table: 'write' },
  { method: 'DELETE', path: '/api/family-members/{id}', handler: 'family/delete-member', access: 'user', table: 'write', uses: ['documents'] },

  // School documents (a member's; files in the documents bucket)
  { method: 'GET', path: '/api/family-members/{id}/documents', handler: 'documents/list-documents', access: 'user', table: 'read' },
  // A photo is read by the language model when the stack has one: the model's grant and time to answer.
  {
    method: 'POST',
    path: '/api/family-members/{id}/documents',
    handler: 'documents/upload-document',
    access: 'user',
    table: 'write',
    uses: ['documents', 'assistantModel'],
    timeoutSeconds: 29,
  },
  { method: 'DELETE', path: '/api/documents/{id}', handler: 'documents/delete-document', access: 'user', table: 'write', uses: ['documents'] },
  { method: 'POST', path: '/api/documents/{id}/events', handler: 'documents/add-document-dates', access: 'user', table: 'write' },

  // Plans and payments
  { method: 'POST', path: '/api/create-checkout-session', handler: 'plans/create-checkout-session', access: 'user', table: 'write', uses: ['stripe'] },
  { method: 'POST', path: '/api/stripe/webhook', handler: 'plans/stripe-webhook', access: 'public', table: 'write', uses: ['stripe'] },
  { method: 'GET', path: '/api/subscription-status', handler: 'plans/subscription-status', access: 'user', table: 'read' },
  { method: 'POST', path: '/api/cancel-subscription', handler: 'plans/cancel-subscription', access: 'user', table: 'write', uses: ['stripe'] },
  { method: 'POST', path: '/api/create-customer-portal', handler: 'plans/create-customer-portal', access: 'user', table: 'read', uses: ['stripe'] },
  { method: 'POST', path: '/api/activate-subscription', handler: 'plans/activate-subscription', access: 'user', table: 'write', uses: ['stripe'] },

  // Assessments
  { method: 'GET', path: '/api/vark/assessments', handler: 'vark/list-assessments', access: 'user', table: 'read' },
  { method: 'GET', path: '/api/vark/access', handler: 'vark/access', access: 'user', table: 'read' },
  { method: 'POST', path: '/api/vark/assessments/start', handler: 'vark/start-assessment', access: 'user', table: 'write' },
  { method: 'PATCH', path: '/api/vark/assessments/{id}', handler: 'vark/answer', access: 'user', table: 'write' },
  { method: 'GET', path: '/api/vark/assessments/{id}', handler: 'vark/get-assessment', access: 'user', table: 'read' },
  { method: 'POST', path: '/api/vark/comprehensive-report', handler: 'vark/comprehensive-report', access: 'user', table: 'none' },
  { method: 'GET', path: '/api/disc/assessments', handler: 'disc/list-assessments', access: 'user', table: 'read' },
  { method: 'GET', path: '/api/disc/access', handler: 'disc/access', access: 'user', table: 'read' },
  { method: 'POST', path: '/api/disc/assessments/start', handler: 'disc/start-assessment', access: 'user', table: 'write' },
  { method: 'GET', path: '/api/disc/assessments/{id}/current', handler: 'disc/current-question', access: 'user', table: 'read' },
  { method: 'PATCH', path: '/api/disc/assessments/{id}', handler: 'disc/answer', access: 'user', table: 'write' },
  { method: 'DELETE', path: '/api/disc/assessments/{id}', handler: 'disc/delete-assessment', access: 'user', table: 'write' },

  // Calendar, to-dos and the calendar feed
  { method: 'GET', path: '/api/calendar/events', handler: 'calendar/list-events', access: 'user', table: 'read' },
  { method: 'GET', path: '/api/calendar/people', handler: 'calendar/list-people', access: 'user', table: 'read' },
  { method: 'POST', path: '/api/calendar/events', handler: 'calendar/create-event', access: 'user', table: 'write' },
  { method: 'PUT', path: '/api/calendar/events/{id}', handler: 'calendar/update-event', access: 'user', table: 'write' },
  { method: 'DELETE', path: '/api/calendar/events/{id}', handler: 'calendar/delete-event', access: 'user', table: 'write' },
  { method: 'GET', path: '/api/calendar/feed', handler: 'calendar/get-feed', access: 'user', table: 'write' },
  { method: 'POST', path: '/api/calendar/feed/regenerate', handler: 'calendar/regenerate-feed', access: 'user', table: 'write' },
  { method: 'GET', path: '/api/calendar/feed/{token}', handler: 'calendar/ical-feed', access: 'public', table: 'read' },
  // Calendars that come in (docs/decisions/0015): the server fetches the address a parent typed, so only public
  // https addresses (shared/schemas/subscriptions.ts; functions/subscriptions/fetch-calendar.ts).
  { method: 'GET', path: '/api/calendar/subscriptions', handler: 'subscriptions/list-subscriptions', access: 'user', table: 'read' },
  { method: 'POST', path: '/api/calendar/subscriptions', handler: 'subscriptions/create-subscription', access: 'user', table: 'write', timeoutSeconds: 29 },
  {
    method: 'PATCH',
    path: '/api/calendar/subscriptions/{id}',
    handler: 'subscriptions/update-subscription',
    access: 'user',
    table: 'write',
    timeoutSeconds: 29,
  },
  // prettier-ignore
  { method: 'DELETE', path: '/api/calendar/subscriptions/{id}', handler: 'subscriptions/delete-subscription', access: 'user', table: 'write', timeoutSeconds: 29 },
  {
    method: 'POST',
    path: '/api/calendar/subscriptions/{id}/refresh',
    handler: 'subscriptions/refresh-subscription',
    access: 'user',
    table: 'write',
    timeoutSeconds: 29,
  },
  { method: 'POST', path: '/api/calendar/import', handler: 'subscriptions/import-calendar', access: 'user', table: 'write', timeoutSeconds: 29 },
  { method: 'GET', path: '/api/todos', handler: 'todos/list-todos', access: 'user', table: 'read' },
  { method: 'POST', path: '/api/todos', handler: 'todos/create-todo', access: 'user', table: 'write' },
  { method: 'PATCH', path: '/api/todos/{id}', handler: 'todos/update-todo', access: 'user', table: 'write' },
  { method: 'DELETE', path: '/api/todos/{id}', handler: 'todos/delete-todo', access: 'user', table: 'write' },

  // Shared lists: signed in, and the list's family must be the caller's own or an accepted link's other side
  // (docs/decisions/0014; functions/lists/lists.ts answers 404 for any other family's list or item).
  { method: 'GET', path: '/api/lists', handler: 'lists/list-lists', access: 'user', table: 'read' },
  { method: 'POST', path: '/api/lists', handler: 'lists/create-list', access: 'user', table: 'write' },
  { method: 'PATCH', path: '/api/lists/{id}', handler: 'lists/rename-list', access: 'user', table: 'write' },
  { method: 'DELETE', path: '/api/lists/{id}', handler: 'lists/delete-list', access: 'user', table: 'write' },
  { method: 'GET', path: '/api/lists/{id}/items', handler: 'lists/list-items', access: 'user', table: 'read' },
  { method: 'POST', path: '/api/lists/{id}/items', handler: 'lists/add-items', access: 'user', table: 'write' },
  { method: 'PATCH', path: '/api/lists/{id}/items/{itemId}', handler: 'lists/update-item', access: 'user', table: 'write' },
  { method: 'DELETE', path: '/api/lists/{id}/items/{itemId}', handler: 'lists/delete-item', access: 'user', table: 'write' },
  { method: 'POST', path: '/api/lists/{id}/clear-done', handler: 'lists/clear-done', access: 'user', table: 'write' },

  // Account links
  { method: 'GET', path: '/api/account-links', handler: 'links/list-links', access: 'user', table: 'read' },
  { method: 'POST', path: '/api/account-links/invite', handler: 'links/invite', access: 'user', table: 'write', uses: ['mail'] },
  { method: 'DELETE', path: '/api/account-links/{id}', handler: 'links/remove-link', access: 'user', table: 'write' },
  { method: 'PATCH', path: '/api/account-links/{id}', handler: 'links/change-link', access: 'user', table: 'write' },
  { method: 'GET', path: '/api/account-links/invitation/{token}', handler: 'links/read-invitation', access: 'public', table: 'read' },
  { method: 'POST', path: '/api/account-links/{id}/withdraw', handler: 'links/withdraw-invitation', access: 'user', table: 'write' },
  { method: 'POST', path: '/api/account-links/accept/{token}', handler: 'links/accept-invitation', access: 'user', table: 'write' },
  { method: 'POST', path: '/api/account-links/decline/{token}', handler: 'links/decline-invitation', access: 'user', table: 'write' },
  { method: 'GET', path: '/api/shared/family-members', handler: 'links/shared-members', access: 'user', table: 'read' },

  // What waits for the caller: invitations, school-letter dates, failed calendars and payments (docs/decisions/0017)
  { method: 'GET', path: '/api/notifications', handler: 'notifications/list-notifications', access: 'user', table: 'read' },
  { method: 'POST', path: '/api/notifications/read', handler: 'notifications/mark-notifications-read', access: 'user', table: 'write' },

  // WhatsApp assistant: connecting the account's number
  { method: 'POST', path: '/api/whatsapp/connect', handler: 'whatsapp/connect', access: 'user', table: 'write' },
  { method: 'GET', path: '/api/whatsapp/connection', handler: 'whatsapp/get-connection', access: 'user', table: 'read' },
  { method: 'DELETE', path: '/api/whatsapp/connection', handler: 'whatsapp/disconnect', access: 'user', table: 'write' },

  // WhatsApp Cloud API webhook (Meta calls these; the signature, not a session, authenticates the POST)
  { method: 'GET', path: '/api/whatsapp/webhook', handler: 'whatsapp/webhook-verify', access: 'public', table: 'none', uses: ['whatsappVerifyToken'] },
  {
    method: 'POST',
    path: '/api/whatsapp/webhook',
    handler: 'whatsapp/webhook',
    access: 'public',
    table: 'write',
    uses: ['whatsappAppSecret', 'assistantQueue'],
  },

  // Summaries: the weekly email's unsubscribe (signed token, no sign-in; the web page /unsubscribe posts here)
  { method: 'POST', path: '/api/summaries/unsubscribe', handler: 'summaries/unsubscribe', access: 'public', table: 'write', uses: ['jwt'] },

  // Operators
  { method: 'GET', path: '/api/admin/dashboard', handler: 'admin/dashboard', access: 'admin', table: 'read' },
];

/** The handler the stack and the adapter use for every path that matches no row. */
export const notFoundHandler = 'system/not-found';

export const routeKey = (r: Pick<RouteRow, 'method' | 'path'>) => `${r.method} ${r.path}`;

const byKey = new Map(routes.map((r) => [routeKey(r), r]));
export const findRouteByKey = (key: string): RouteRow | undefined => byKey.get(key);

/** Scheduled jobs: EventBridge rules in AWS, timers in `npm start`. */
export interface JobRow {
  handler: string;
  everyMinutes: number;
  table: TableUse;
  uses?: ReadonlyArray<Use>;
  /** The Lambda's timeout (default 10 s); the reminder job stops starting work before it and leaves the rest for the next run. */
  timeoutSeconds?: number;
  /** A dead-letter queue (and alarm) of its own instead of the jobs' shared one: its failures are told apart. */
  ownDeadLetters?: boolean;
}
export const scheduledJobs: readonly JobRow[] = [
  { handler: 'jobs/send-reminders', everyMinutes: 5, table: 'write', uses: ['mail', 'deliveryQueue'], timeoutSeconds: 120 },
  // Both summaries (daily WhatsApp agenda, weekly email) in one function, every 15 minutes: 07:00 and Sunday
  // 18:00 fall on a quarter hour in every timezone (+05:45 included).
  { handler: 'jobs/send-summaries', everyMinutes: 15, table: 'write', uses: ['whatsappSend', 'mail', 'jwt', 'deliveryQueue'], timeoutSeconds: 120 },
  // Calendar subscriptions: each hour one sixth of them, so each is read every 6 hours ('jwt' opens the sealed addresses).
  // With the deliveries queue the run only hands them out; the deliveries worker fetches.
  { handler: 'jobs/refresh-subscriptions', everyMinutes: 60, table: 'write', uses: ['jwt', 'deliveryQueue'], timeoutSeconds: 300, ownDeadLetters: true },
];

/**
 * Queue workers: an SQS queue (with a dead-letter queue) feeding the handler in AWS, an in-process queue
 * drained by the same handler in `npm start`. The handler module exports `handler(SQSEvent)`.
 */
export interface QueueWorkerRow {
  /** Names the queue: 'assistant' (FIFO, ASSISTANT_QUEUE_URL) or 'deliveries' (standard, DELIVERY_QUEUE_URL). */
  queue: 'assistant' | 'deliveries';
  handler: string;
  table: TableUse;
  uses?: ReadonlyArray<Use>;
  /** Messages per Lambda invocation and the worker's timeout. */
  batchSize: number;
  timeoutSeconds: number;
}
export const queueWorkers: readonly QueueWorkerRow[] = [
  // prettier-ignore
  { queue: 'assistant', handler: 'assistant/conversation/worker', table: 'write', uses: ['whatsappSend', 'assistantModel', 'documents'], batchSize: 10, timeoutSeconds: 30 },
  // Reminder and summary batches of 25 (adapters/deliveries.ts): one message per invocation, sends at 10 at a time.
  { queue: 'deliveries', handler: 'jobs/deliveries-worker', table: 'write', uses: ['mail', 'whatsappSend', 'jwt'], batchSize: 1, timeoutSeconds: 120 },
];
