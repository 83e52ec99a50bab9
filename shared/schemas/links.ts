import { z } from 'zod';
import { EmailSchema } from './auth';

/** Account links (part 2, 3 "Account link"; DECISIONS "Account links"). */
export const RELATIONSHIP_TYPES = ['spouse', 'co_parent', 'caregiver', 'family_member'] as const;
export const RELATIONSHIP_TYPE_LABELS: Record<(typeof RELATIONSHIP_TYPES)[number], string> = { spouse: 'Spouse/Partner', co_parent: 'Co-Parent', caregiver: 'Caregiver', family_member: 'Family Member' };
export const LINK_PERMISSIONS = ['view_children', 'manage_assessments'] as const;

export const InviteSchema = z.object({
  targetEmail: EmailSchema,
  relationshipType: z.enum(RELATIONSHIP_TYPES, 'Please provide both email and relationship type.'),
  /** Fixed by the product; whatever is sent, the link grants exactly these. */
  permissions: z.array(z.string().max(40)).max(10).optional(),
});

export const LinkTokenPathSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is invalid or has expired') });
