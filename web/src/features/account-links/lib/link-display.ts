import { initials } from '../../../../../shared/family';
import type { AccountLink, LinkStatus } from '../api/account-links';
import type { Translate } from './relationships';

/** The other user's full name, else the email, else 'Unknown User' (docs/decisions/0003), in the language shown. */
export function otherUserName(link: Pick<AccountLink, 'otherUser'>, unknown: string): string {
  const other = link.otherUser;
  const full = [other?.first_name, other?.last_name]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
  if (full) return full;
  const email = typeof other?.email === 'string' ? other.email.trim() : '';
  return email || unknown;
}

/** Up to two initials of a name, or of the part of an email before the @; '?' when there is nothing. */
export function nameInitials(name: string): string {
  const base = name.includes('@') && !name.includes(' ') ? name.split('@')[0]!.replace(/[._-]+/g, ' ') : name;
  return initials(base) || '?';
}

/** Badge colours: pending yellow, accepted green, declined red; the text is the .700 shade on the .100 background. */
const STATUS_BADGE: Record<LinkStatus, { key: string; palette: 'yellow' | 'green' | 'red' }> = {
  pending: { key: 'links.status.pending', palette: 'yellow' },
  accepted: { key: 'links.status.accepted', palette: 'green' },
  declined: { key: 'links.status.declined', palette: 'red' },
};

/** The badge of a link's status; an unknown status is shown as stored. */
export function statusBadge(_: Translate, status: string): { label: string; palette: 'yellow' | 'green' | 'red' | 'gray' } {
  const known = STATUS_BADGE[status as LinkStatus];
  if (known) return { label: _(known.key), palette: known.palette };
  return { label: status || _('links.status.unknown'), palette: 'gray' };
}
