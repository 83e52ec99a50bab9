import * as z from 'zod';

/**
 * What waits for the parent (docs/decisions/0017): the bell in the top bar lists these, each with a line to
 * read and the page where it is dealt with.
 */
export const NOTIFICATION_KINDS = ['invitation', 'document_dates', 'calendar_failed', 'payment_failed'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  /** A path in the app, where the parent acts on it. */
  href: z.string(),
  /** ISO time the thing happened (or was last known to be so). */
  at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsResponseSchema = z.object({ items: z.array(NotificationSchema) });
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

/** "Mark as read" takes no input: an empty body or `{}`, nothing else. */
export const MarkNotificationsReadSchema = z.strictObject({}, 'Send no body, or an empty JSON object.');

/** At most this many are listed (newest first), and remembered as read. */
export const MAX_NOTIFICATIONS = 30;
