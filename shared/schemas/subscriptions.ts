import * as z from 'zod';

/**
 * Calendars that come in (docs/decisions/0015). The contract in short:
 *
 *   GET    /api/calendar/subscriptions               → { subscriptions: Subscription[] }
 *   POST   /api/calendar/subscriptions               SubscriptionCreate → 201 Subscription (first import done)
 *   PATCH  /api/calendar/subscriptions/{id}          SubscriptionUpdate → Subscription
 *   DELETE /api/calendar/subscriptions/{id}          → { success: true } (its events go with it)
 *   POST   /api/calendar/subscriptions/{id}/refresh  → RefreshResult (429 within a minute of the last)
 *   POST   /api/calendar/import[?preview=1]          ImportBody → preview { events, duplicates } | 201 { added, skipped }
 *
 * A subscription's address is never sent back: `address` is its host and a masked path. Subscribed events
 * appear in GET /api/calendar/events with `source` ({ subscriptionId, name, color }) and `readOnly: true`;
 * a paused subscription is neither refreshed nor shown. A family has at most 20 subscriptions.
 */

export const MAX_SUBSCRIPTIONS = 20;
export const SUBSCRIPTION_COLORS = ['#2563eb', '#16a34a', '#dc2626', '#9333ea', '#ea580c', '#0891b2', '#db2777', '#4b5563'] as const;
/** The .ics text an import accepts (the same 5 MB a subscription's address may return). */
export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;

const Name = z.string('Name is required').trim().min(1, 'Name is required').max(60, 'Please keep the name to 60 characters or fewer');
const Color = z.string('Colour is a hex colour like #2563eb').regex(/^#[0-9a-fA-F]{6}$/, 'Colour is a hex colour like #2563eb');
const MemberId = z
  .union([z.string().trim().max(64, 'Unknown family member'), z.null()], 'Family member must be a member id or null')
  .transform((m) => (m ? m : null));

export const SubscriptionUrl = z
  .string('Address is required')
  .trim()
  .min(1, 'Address is required')
  .max(2000, 'That address is too long (2,000 characters at most)')
  .refine((u) => /^(https?|webcal):\/\//i.test(u), 'Enter the calendar address starting with https:// or webcal://');

export const SubscriptionCreateSchema = z.object({
  url: SubscriptionUrl,
  name: Name,
  color: Color.optional(),
  memberId: MemberId.optional(),
});

export const SubscriptionUpdateSchema = z
  .object({
    name: Name.optional(),
    color: Color.optional(),
    memberId: MemberId.optional(),
    paused: z.boolean('Paused is true or false').optional(),
    showInFeed: z.boolean('Show in feed is true or false').optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one of name, color, memberId, paused or showInFeed');

export const ImportBodySchema = z.object({
  content: z.string('Choose an .ics file').min(1, 'That file is empty').max(MAX_CALENDAR_BYTES, 'That file is too large (5 MB at most)'),
  familyMemberId: MemberId.optional(),
});

export const ImportQuerySchema = z.object({
  preview: z
    .enum(['0', '1', 'true', 'false'], 'preview is 1 or 0')
    .optional()
    .transform((p) => p === '1' || p === 'true'),
});

export type SubscriptionStatus = 'ok' | 'error' | 'paused' | 'pending';

export interface Subscription {
  id: string;
  name: string;
  color: string;
  memberId: string | null;
  /** Host and a masked path ("calendar.google.com/…/basic.ics"): the full address can be a secret. */
  address: string;
  paused: boolean;
  /** Whether its events are in the family's own published feed (on by default). */
  showInFeed: boolean;
  status: SubscriptionStatus;
  eventCount: number;
  lastRefreshedAt: string | null;
  /** Why the last refresh failed, in words a parent can act on; the last good events are kept. */
  error: string | null;
  created_at: string;
}

export interface RefreshResult {
  status: SubscriptionStatus;
  eventCount: number;
  lastRefreshedAt: string | null;
  error?: string;
}

/** What an import would add (preview) — the same shape the calendar shows. */
export interface ImportPreviewEvent {
  title: string;
  date: string;
  time: string | null;
  duration: number;
  allDay: boolean;
  location: string | null;
}
