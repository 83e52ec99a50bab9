import * as z from 'zod';
import { LINK_PERMISSIONS, RELATIONSHIP_TYPE_LABELS, RELATIONSHIP_TYPES } from '../links';
import { EmailSchema } from './email';

export { LINK_PERMISSIONS, RELATIONSHIP_TYPE_LABELS, RELATIONSHIP_TYPES };

/** Account links (docs/decisions/0003). */

export const InviteSchema = z.object({
  targetEmail: EmailSchema,
  relationshipType: z.enum(RELATIONSHIP_TYPES, 'Please provide both email and relationship type.'),
  /** The fixed two are always granted; of the rest only the calendar's (view_calendar, edit_calendar) count. */
  permissions: z.array(z.string().max(40)).max(10).optional(),
});

export const LinkTokenPathSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is invalid or has expired') });

/** The account holder changes what an existing link shares of the calendar. */
export const LinkRightsSchema = z.object({
  permissions: z.array(z.string().max(40), 'Send the permissions as a list, e.g. ["view_calendar"]').max(10),
});
