import { LINK_PERMISSIONS } from '../../shared/schemas/links';

/**
 * A link as one account sees it: the item kept in that account's partition (keys.linkSide). The session
 * check reads these with the session (one Query), so access to shared children costs no extra read.
 */
export type LinkStatus = 'pending' | 'accepted' | 'declined';

/** The other account's name as shown on the link; refreshed when that account changes its profile. */
export interface LinkedPerson {
  first_name: string;
  last_name: string;
  email: string;
  profile_image_url: string | null;
}

export interface LinkSide {
  linkId: string;
  /** Null while an invitation is pending (the invited address may have no account yet). */
  otherUserId: string | null;
  status: LinkStatus;
  initiator: boolean;
  relationship_type: string;
  permissions: string[];
  created_at: string | null;
  targetEmail: string;
  other: LinkedPerson | null;
}

export const linkedPerson = (u: { first_name?: string | null; last_name?: string | null; email: string; profile_image_url?: string | null }): LinkedPerson => ({
  first_name: u.first_name ?? '',
  last_name: u.last_name ?? '',
  email: u.email,
  profile_image_url: u.profile_image_url ?? null,
});

export function toLinkSide(item: Record<string, unknown>): LinkSide {
  return {
    linkId: String(item.linkId),
    otherUserId: typeof item.otherUserId === 'string' ? item.otherUserId : null,
    status: (item.status as LinkStatus) ?? 'pending',
    initiator: Boolean(item.initiator),
    relationship_type: typeof item.relationship_type === 'string' ? item.relationship_type : 'family_member',
    permissions: Array.isArray(item.permissions) ? (item.permissions as string[]) : [],
    created_at: typeof item.created_at === 'string' ? item.created_at : null,
    targetEmail: typeof item.targetEmail === 'string' ? item.targetEmail : '',
    other: (item.other as LinkedPerson | undefined) ?? null,
  };
}

/** The accounts whose children the caller may see: the other side of every accepted link. */
export const linkedOwnerIds = (sides: readonly LinkSide[]): string[] =>
  sides.filter((s) => s.status === 'accepted' && s.otherUserId).map((s) => s.otherUserId!);

/** The API view of the caller's links (the session already read their sides): no further read. */
export function listLinks(caller: { links: LinkSide[] }) {
  return caller.links.map((side) => ({
    id: side.linkId,
    status: side.status,
    relationship_type: side.relationship_type,
    permissions: side.permissions.length ? side.permissions : [...LINK_PERMISSIONS],
    isInitiator: side.initiator,
    created_at: side.created_at,
    otherUser:
      side.otherUserId && side.other
        ? { id: side.otherUserId, ...side.other }
        : { id: null, first_name: '', last_name: '', email: side.targetEmail, profile_image_url: null },
  }));
}
