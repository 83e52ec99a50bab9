import useSWR from 'swr';
import { apiJson } from '../../../lib/api-client';
export { SHARED_FAMILY_MEMBERS_KEY, useSharedFamilyMembers, type SharedFamilyMember } from '../../../lib/family-members';
import { linkPermissions, type CalendarRight, type RelationshipType } from '../lib/relationships';

/** Account link calls (docs/decisions/0003). The bearer token is added by the api client. */

export const ACCOUNT_LINKS_KEY = '/api/account-links';

export type LinkStatus = 'pending' | 'accepted' | 'declined';

/** The other side of a link; for a pending invitation only the email is known. */
export interface LinkedUser {
  id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  profile_image_url: string | null;
}

export interface AccountLink {
  id: string;
  status: LinkStatus;
  relationship_type: string;
  permissions: string[];
  isInitiator: boolean;
  created_at: string | null;
  otherUser: LinkedUser | null;
}

export interface InviteBody {
  targetEmail: string;
  relationshipType: RelationshipType;
  permissions: string[];
}

export interface InviteResponse {
  success: boolean;
  message?: string;
  accountLink?: Partial<AccountLink>;
}

export interface AnswerResponse {
  success: boolean;
  accountLink?: { id: string; status: LinkStatus; relationship_type: string };
}

/** An invitation as its page shows it before it is answered (GET /api/account-links/invitation/{token}, public). */
export interface InvitationDetails {
  inviter: { first_name: string; last_name: string; email: string };
  relationship_type: string;
  permissions: string[];
  status: LinkStatus;
  expiresAt: string;
}

export function useInvitation(token: string | null) {
  const { data, error, isLoading } = useSWR<{ invitation?: InvitationDetails }>(token ? `${ACCOUNT_LINKS_KEY}/invitation/${encodeURIComponent(token)}` : null, {
    revalidateOnFocus: false,
  });
  return { invitation: data?.invitation, error: error as Error | undefined, isLoading };
}

export function useAccountLinks() {
  const { data, error, isLoading, mutate } = useSWR<{ accountLinks?: AccountLink[] }>(ACCOUNT_LINKS_KEY);
  const links = data ? (Array.isArray(data.accountLinks) ? data.accountLinks : []) : undefined;
  return { links, error: error as Error | undefined, isLoading, mutate };
}

/** Every link shares view_children and manage_assessments (docs/decisions/0003); the inviter chooses the calendar's right. */
export const sendInvitation = (targetEmail: string, relationshipType: RelationshipType, calendar: CalendarRight) =>
  apiJson<InviteResponse>('POST', `${ACCOUNT_LINKS_KEY}/invite`, {
    targetEmail,
    relationshipType,
    permissions: linkPermissions(calendar),
  } satisfies InviteBody);

/** Only the inviter, on a pending or accepted link: what it shares of the family calendar. */
export const changeLinkCalendar = (id: string, calendar: CalendarRight) =>
  apiJson<{ success: boolean; accountLink: AccountLink }>('PATCH', `${ACCOUNT_LINKS_KEY}/${encodeURIComponent(id)}`, {
    permissions: linkPermissions(calendar),
  });

export const removeAccountLink = (id: string) => apiJson<unknown>('DELETE', `${ACCOUNT_LINKS_KEY}/${encodeURIComponent(id)}`);

/** Only the inviter, only while pending; the emailed token dies with it. */
export const withdrawInvitation = (id: string) => apiJson<unknown>('POST', `${ACCOUNT_LINKS_KEY}/${encodeURIComponent(id)}/withdraw`);

export const acceptInvitation = (token: string) => apiJson<AnswerResponse>('POST', `${ACCOUNT_LINKS_KEY}/accept/${encodeURIComponent(token)}`);

export const declineInvitation = (token: string) => apiJson<AnswerResponse>('POST', `${ACCOUNT_LINKS_KEY}/decline/${encodeURIComponent(token)}`);
