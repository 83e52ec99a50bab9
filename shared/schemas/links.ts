import * as z from 'zod';
import { LINK_PERMISSIONS, RELATIONSHIP_TYPE_LABELS, RELATIONSHIP_TYPES } from '../links';
import { EmailSchema } from './auth';

export { LINK_PERMISSIONS, RELATIONSHIP_TYPE_LABELS, RELATIONSHIP_TYPES };

/** Account links (docs/decisions/0003). */

export const InviteSchema = z.object({
  targetEmail: EmailSchema,
  relationshipType: z.enum(RELATIONSHIP_TYPES, 'Please provide both email and relationship type.'),
  /** Fixed by the product; whatever is sent, the link grants exactly these. */
  permissions: z.array(z.string().max(40)).max(10).optional(),
});

export const LinkTokenPathSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is invalid or has expired') });
