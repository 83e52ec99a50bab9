import { initials } from '../../../../../shared/family';
import type { AccountLink, LinkStatus } from '../api/account-links';

/** The other user's full name, else the email, else 'Unknown User' (docs/decisions/0003). */
export function otherUserName(link: Pick<AccountLink, 'otherUser'>): string {
  const other = link.otherUser;
  const full = [other?.first_name, other?.last_name]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
  if (full) return full;
  const email = typeof other?.email === 'string' ? other.email.trim() : '';
  return email || 'Unknown User';
}

/** Up to two initials of a name, or of the part of an email before the @; '?' when there is nothing. */
export function nameInitials(name: string): string {
  const base = name.includes('@') && !name.includes(' ') ? name.split('@')[0]!.replace(/[._-]+/g, ' ') : name;
  return initials(base) || '?';
}

/** Badge colours: pending yellow, accepted green, declined red; the text is the .700 shade on the .100 background. */
export const STATUS_BADGE: Record<LinkStatus, { label: string; palette: 'yellow' | 'green' | 'red' }> = {
  pending: { label: 'Pending', palette: 'yellow' },
  accepted: { label: 'Accepted', palette: 'green' },
  declined: { label: 'Declined', palette: 'red' },
};

export function statusBadge(status: string): { label: string; palette: 'yellow' | 'green' | 'red' | 'gray' } {
  return STATUS_BADGE[status as LinkStatus] ?? { label: status || 'Unknown', palette: 'gray' };
}
